#include "cover_sat.h"

namespace dlx {

namespace {
std::vector<std::vector<int>> optionsByItem(const ExactCoverModel& model) {
  std::vector<std::vector<int>> byItem(static_cast<size_t>(model.itemCount()));
  for (int o = 0; o < model.optionCount(); ++o)
    for (int item : model.option(o)) byItem[static_cast<size_t>(item)].push_back(o);
  return byItem;
}
}  // namespace

bool CoverSat::fits(const ExactCoverModel& model, uint64_t maxLiterals) {
  std::vector<uint64_t> length(static_cast<size_t>(model.itemCount()), 0);
  for (int o = 0; o < model.optionCount(); ++o)
    for (int item : model.option(o)) ++length[static_cast<size_t>(item)];
  uint64_t literals = 0;
  for (int item = 0; item < model.itemCount(); ++item) {
    if (model.isPrimary(item) && model.multiplicity(item) != 1) return false;
    const uint64_t n = length[static_cast<size_t>(item)];
    // The at-most-one constraint costs about as much as a clause of its length (cdcl.h), and a
    // primary item adds the clause "some option covers it".
    literals += n + (model.isPrimary(item) ? n : 0);
    if (literals > maxLiterals) return false;
  }
  return true;
}

CoverSat::CoverSat(const ExactCoverModel& model) : options_(model.optionCount()) {
  for (int o = 0; o < options_; ++o) sat_.newVar();  // variable o: option o is chosen
  // The exact search chooses options only to cover primary items: one with none is never part of
  // a solution (left free, it would make copies of every solution).
  for (int o = 0; o < options_; ++o) {
    bool primary = false;
    for (int item : model.option(o)) primary = primary || model.isPrimary(item);
    if (!primary) sat_.addClause({sat::negLit(o)});
  }
  const auto byItem = optionsByItem(model);
  for (int item = 0; item < model.itemCount(); ++item) {
    const auto& options = byItem[static_cast<size_t>(item)];
    if (model.isPrimary(item)) {
      std::vector<int> some;
      for (int o : options) some.push_back(sat::posLit(o));
      sat_.addClause(some);  // empty: no option covers it, the formula is UNSAT at once
    }
    atMostOne(options);
  }
}

void CoverSat::atMostOne(const std::vector<int>& options) {
  std::vector<int> lits;
  for (int o : options) lits.push_back(sat::posLit(o));
  if (!sat_.addAtMostOne(lits)) done_ = true;
}

void CoverSat::block(const std::vector<int>& options) {
  std::vector<int> clause;
  for (int o : options) clause.push_back(sat::negLit(o));
  if (!sat_.addClause(clause)) done_ = true;
}

void CoverSat::tell(const std::vector<int>& options) { block(options); }

RunStatus CoverSat::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  switch (sat_.run(budget)) {
    case sat::Cdcl::Result::Unknown:
      return RunStatus::Paused;
    case sat::Cdcl::Result::Unsat:
    case sat::Cdcl::Result::Refuted:  // never: it assumes nothing
      done_ = true;
      return RunStatus::Done;
    case sat::Cdcl::Result::Sat:
      break;
  }
  solution_.clear();
  for (int o = 0; o < options_; ++o)
    if (sat_.value(o)) solution_.push_back(o);
  block(solution_);
  return RunStatus::Solution;
}

}  // namespace dlx
