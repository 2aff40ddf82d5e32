#include "cover_subtree.h"

namespace dlx {

CoverSubtree::CoverSubtree(const ExactCoverModel& model) : model_(model) {
  const int items = model.itemCount(), primaries = model.primaryCount();
  optionsOf_.resize(items);
  live_.assign(items, 0);
  for (int o = 0; o < model.optionCount(); ++o)
    for (int item : model.option(o)) optionsOf_[item].push_back(o), ++live_[item];
  need_.resize(items);
  for (int i = 0; i < items; ++i) need_[i] = model.isPrimary(i) ? model.multiplicity(i) : 1;
  alive_.assign(model.optionCount(), 1);
  prevOpen_.resize(primaries + 1);
  nextOpen_.resize(primaries + 1);
  int last = primaries;  // the head
  for (int i = 0; i < primaries; ++i) {
    short_ += isShort(i);
    if (need_[i] == 0) continue;
    nextOpen_[last] = i, prevOpen_[i] = last, last = i;
  }
  nextOpen_[last] = primaries, prevOpen_[primaries] = last;
}

void CoverSubtree::unlinkOpen(int item) {
  nextOpen_[prevOpen_[item]] = nextOpen_[item];
  prevOpen_[nextOpen_[item]] = prevOpen_[item];
}

void CoverSubtree::relinkOpen(int item) {
  nextOpen_[prevOpen_[item]] = item;
  prevOpen_[nextOpen_[item]] = item;
}

// The one way the state changes: logs the old value and keeps short_ and the open list true.
void CoverSubtree::set(Field field, int index, int value) {
  int& slot = field == Field::Need ? need_[index] : field == Field::Live ? live_[index] : alive_[index];
  trail_.push_back({field, index, slot});
  if (field == Field::Alive) {
    slot = value;
    return;
  }
  short_ -= isShort(index);
  const bool wasOpen = field == Field::Need && slot > 0;
  slot = value;
  short_ += isShort(index);
  if (wasOpen && value == 0 && index < model_.primaryCount()) unlinkOpen(index);
}

void CoverSubtree::undo(size_t mark) {
  while (trail_.size() > mark) {
    const Change c = trail_.back();
    trail_.pop_back();
    if (c.field == Field::Alive) {
      alive_[c.index] = c.old;
      continue;
    }
    int& slot = c.field == Field::Need ? need_[c.index] : live_[c.index];
    short_ -= isShort(c.index);
    const bool reopens = c.field == Field::Need && slot == 0 && c.old > 0 && c.index < model_.primaryCount();
    slot = c.old;
    short_ += isShort(c.index);
    if (reopens) relinkOpen(c.index);
  }
}

void CoverSubtree::kill(int option) {
  if (!alive_[option]) return;
  set(Field::Alive, option, 0);
  for (int item : model_.option(option)) set(Field::Live, item, live_[item] - 1);
}

void CoverSubtree::force(int option) {
  kill(option);
  for (int item : model_.option(option)) {
    set(Field::Need, item, need_[item] - 1);
    if (need_[item] == 0)
      for (int o : optionsOf_[item]) kill(o);  // the item is full: nothing else may cover it
  }
}

int CoverSubtree::branchItem() const {
  const int head = model_.primaryCount();
  int best = -1;
  for (int i = nextOpen_[head]; i != head; i = nextOpen_[i]) {
    if (best < 0 || live_[i] < live_[best]) best = i;
    // Where no item is short every open one has a live option: one is the fewest there can be.
    if (short_ == 0 && live_[best] <= 1) break;
  }
  return best;
}

std::vector<int> CoverSubtree::branchOptions(int item) const {
  std::vector<int> out;
  for (int o : optionsOf_[item])
    if (alive_[o]) out.push_back(o);
  return out;
}

std::vector<int> CoverSubtree::liveBranches() {
  std::vector<int> live;
  const int item = branchItem();
  if (item < 0) return live;
  const std::vector<int> options = branchOptions(item);
  const size_t start = trail_.size();
  for (size_t j = 0; j < options.size(); ++j) {
    const size_t mark = trail_.size();
    force(options[j]);
    if (short_ == 0) live.push_back(static_cast<int>(j));
    undo(mark);
    kill(options[j]);  // branch j+1 and later never use it
  }
  undo(start);
  return live;
}

bool CoverSubtree::descend(int branch) {
  const int item = branchItem();
  if (item < 0) return false;
  const std::vector<int> options = branchOptions(item);
  if (branch < 0 || static_cast<size_t>(branch) >= options.size()) return false;
  const size_t mark = trail_.size();
  for (int j = 0; j < branch; ++j) kill(options[j]);
  force(options[branch]);
  if (short_ > 0) {
    undo(mark);
    return false;
  }
  trail_.clear();  // nothing goes back above a node the path reached
  forced_.push_back(options[branch]);
  return true;
}

ExactCoverModel CoverSubtree::subproblem(std::vector<int>& originalOption) const {
  ExactCoverModel sub;
  std::vector<int> itemOf(model_.itemCount(), -1);
  for (int i = 0; i < model_.primaryCount(); ++i)
    if (need_[i] > 0) itemOf[i] = sub.addPrimary(model_.itemName(i), need_[i]);
  for (int i = model_.primaryCount(); i < model_.itemCount(); ++i)
    if (need_[i] > 0) itemOf[i] = sub.addSecondary(model_.itemName(i));
  originalOption.clear();
  std::vector<int> items;
  for (int o = 0; o < model_.optionCount(); ++o) {
    if (!alive_[o]) continue;
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
