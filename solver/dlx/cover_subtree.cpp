#include "cover_subtree.h"

namespace dlx {

CoverSubtree::CoverSubtree(const ExactCoverModel& model) : model_(model) {
  optionsOf_.resize(model.itemCount());
  for (int o = 0; o < model.optionCount(); ++o)
    for (int item : model.option(o)) optionsOf_[item].push_back(o);
  state_.need.resize(model.itemCount());
  for (int i = 0; i < model.itemCount(); ++i) state_.need[i] = model.isPrimary(i) ? model.multiplicity(i) : 1;
  state_.alive.assign(model.optionCount(), 1);
}

int CoverSubtree::branchItem(const State& s) const {
  int best = -1;
  size_t bestLive = 0;
  for (int i = 0; i < model_.primaryCount(); ++i) {
    if (s.need[i] == 0) continue;
    size_t live = 0;
    for (int o : optionsOf_[i]) live += s.alive[o];
    if (best < 0 || live < bestLive) best = i, bestLive = live;
  }
  return best;
}

std::vector<int> CoverSubtree::branchOptions(const State& s, int item) const {
  std::vector<int> out;
  for (int o : optionsOf_[item])
    if (s.alive[o]) out.push_back(o);
  return out;
}

void CoverSubtree::force(State& s, int option) const {
  s.alive[option] = 0;
  for (int item : model_.option(option))
    if (--s.need[item] == 0)
      for (int o : optionsOf_[item]) s.alive[o] = 0;  // the item is full: nothing else may cover it
}

bool CoverSubtree::dead(const State& s) const {
  for (int i = 0; i < model_.primaryCount(); ++i) {
    if (s.need[i] == 0) continue;
    int live = 0;
    for (int o : optionsOf_[i]) live += s.alive[o];
    if (live < s.need[i]) return true;
  }
  return false;
}

std::vector<int> CoverSubtree::liveBranches() const {
  std::vector<int> live;
  const int item = branchItem(state_);
  if (item < 0) return live;
  const std::vector<int> options = branchOptions(state_, item);
  State s = state_;
  for (size_t j = 0; j < options.size(); ++j) {
    State child = s;
    force(child, options[j]);
    if (!dead(child)) live.push_back(static_cast<int>(j));
    s.alive[options[j]] = 0;  // branch j+1 and later never use it
  }
  return live;
}

bool CoverSubtree::descend(int branch) {
  const int item = branchItem(state_);
  if (item < 0) return false;
  const std::vector<int> options = branchOptions(state_, item);
  if (branch < 0 || static_cast<size_t>(branch) >= options.size()) return false;
  State s = state_;
  for (int j = 0; j < branch; ++j) s.alive[options[j]] = 0;
  force(s, options[branch]);
  if (dead(s)) return false;
  state_ = std::move(s);
  forced_.push_back(options[branch]);
  return true;
}

ExactCoverModel CoverSubtree::subproblem(std::vector<int>& originalOption) const {
  ExactCoverModel sub;
  std::vector<int> itemOf(model_.itemCount(), -1);
  for (int i = 0; i < model_.primaryCount(); ++i)
    if (state_.need[i] > 0) itemOf[i] = sub.addPrimary(model_.itemName(i), state_.need[i]);
  for (int i = model_.primaryCount(); i < model_.itemCount(); ++i)
    if (state_.need[i] > 0) itemOf[i] = sub.addSecondary(model_.itemName(i));
  originalOption.clear();
  std::vector<int> items;
  for (int o = 0; o < model_.optionCount(); ++o) {
    if (!state_.alive[o]) continue;
    items.clear();
    for (int item : model_.option(o)) items.push_back(itemOf[item]);  // live options touch live items only
    sub.addOption(items);
    originalOption.push_back(o);
  }
  return sub;
}

// Out of line (not in the header): three searches use it, and the page's wasm should carry it once.
CoverSubtreeRunner::CoverSubtreeRunner(const ExactCoverModel& model) : model_(model) {}
CoverSubtreeRunner::~CoverSubtreeRunner() = default;

CoverSubtree& CoverSubtreeRunner::tree() {
  if (!tree_) tree_ = std::make_unique<CoverSubtree>(model_);
  return *tree_;
}

std::vector<int> CoverSubtreeRunner::liveBranches() { return tree().liveBranches(); }

bool CoverSubtreeRunner::descend(int branch) {
  if (started_ || !tree().descend(branch)) return false;
  stale_ = true;
  return true;
}

void CoverSubtreeRunner::prepare(DancingLinks& engine) {
  started_ = true;
  if (!stale_) return;
  engine = DancingLinks(tree_->subproblem(original_));
  stale_ = false;
}

const ExactCoverModel* CoverSubtreeRunner::prepareModel() {
  started_ = true;
  if (!stale_) return nullptr;
  sub_ = std::make_unique<ExactCoverModel>(tree_->subproblem(original_));
  stale_ = false;
  return sub_.get();
}

std::vector<int> CoverSubtreeRunner::chosen(const std::vector<int>& engineSolution) const {
  if (!tree_ || !tree_->descended()) return engineSolution;
  std::vector<int> out = tree_->forced();
  for (int o : engineSolution) out.push_back(original_[o]);
  return out;
}

}  // namespace dlx
