#include "cover_sat.h"

namespace dlx {

namespace {
constexpr size_t kPairwiseUpTo = 6;  // longer lists get a sequential counter (3 clauses an option)

std::vector<std::vector<int>> optionsByItem(const ExactCoverModel& model) {
  std::vector<std::vector<int>> byItem(static_cast<size_t>(model.itemCount()));
  for (int o = 0; o < model.optionCount(); ++o)
    for (int item : model.option(o)) byItem[static_cast<size_t>(item)].push_back(o);
  return byItem;
}

uint64_t atMostOneLiterals(uint64_t n) { return n <= kPairwiseUpTo ? n * (n - 1) : 6 * n; }
}  // namespace

bool CoverSat::fits(const ExactCoverModel& model, uint64_t maxLiterals) {
  std::vector<uint64_t> length(static_cast<size_t>(model.itemCount()), 0);
  for (int o = 0; o < model.optionCount(); ++o)
    for (int item : model.option(o)) ++length[static_cast<size_t>(item)];
  uint64_t literals = 0;
  for (int item = 0; item < model.itemCount(); ++item) {
    if (model.isPrimary(item) && model.multiplicity(item) != 1) return false;
    const uint64_t n = length[static_cast<size_t>(item)];
    literals += atMostOneLiterals(n) + (model.isPrimary(item) ? n : 0);
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
  if (options.size() <= kPairwiseUpTo) {
    for (size_t a = 0; a < options.size(); ++a)
      for (size_t b = a + 1; b < options.size(); ++b) sat_.addClause({sat::negLit(options[a]), sat::negLit(options[b])});
    return;
  }
  // Sequential counter: s_i says "one of the first i+1 options is chosen".
  int before = -1;
  for (int o : options) {
    const int s = sat_.newVar();
    sat_.addClause({sat::negLit(o), sat::posLit(s)});
    if (before >= 0) {
      sat_.addClause({sat::negLit(before), sat::posLit(s)});
      sat_.addClause({sat::negLit(before), sat::negLit(o)});
    }
    before = s;
  }
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
