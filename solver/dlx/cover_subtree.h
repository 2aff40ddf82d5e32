// Subtrees of an exact cover problem, kept outside the engine: a path of first choices turns the
// problem into a smaller one of its own (the chosen options forced, what they exclude removed),
// which a fresh DancingLinks then searches. The engine is untouched, and a part is exact whatever
// the engine's own branching order.
//
// A node branches on the primary item still needing cover that the fewest live options contain
// (ties: the first); branch j forces the item's j-th live option (in option order) and removes
// the options before it from the subproblem, so every solution lies in exactly one branch: the one
// of the first option, in that order, it uses for the item (this also holds for items covered
// several times).
#pragma once
#include <memory>
#include <vector>

#include "dancing_links.h"
#include "model.h"

namespace dlx {

class CoverSubtree {
 public:
  explicit CoverSubtree(const ExactCoverModel& model);

  // The branches of the current node whose subproblem is not dead at once (no primary item left
  // needing more covers than it has live options). Empty at a leaf.
  std::vector<int> liveBranches();
  // false (nothing changes) when `branch` is not live.
  bool descend(int branch);
  bool descended() const { return !forced_.empty(); }

  // The subproblem below the current node, and per its options the original option index.
  ExactCoverModel subproblem(std::vector<int>& originalOption) const;
  // Original indices of the options the path forced, in the order chosen.
  const std::vector<int>& forced() const { return forced_; }

 private:
  // The node's state is kept up to date change by change (a forced move costs what it removes,
  // not a pass over the whole problem: 10,000 forced monominoes in a row took minutes), and
  // every change is logged so a branch tried and refused is undone exactly.
  enum class Field : char { Need, Live, Alive };
  struct Change {
    Field field;
    int index, old;
  };
  int branchItem() const;  // -1 when no primary item needs cover
  std::vector<int> branchOptions(int item) const;
  bool isShort(int item) const { return item < model_.primaryCount() && need_[item] > 0 && live_[item] < need_[item]; }
  void set(Field field, int index, int value);
  void kill(int option);
  void force(int option);
  void undo(size_t mark);
  void unlinkOpen(int item);
  void relinkOpen(int item);

  const ExactCoverModel& model_;
  std::vector<std::vector<int>> optionsOf_;  // item -> options containing it, ascending
  std::vector<int> need_;   // per item: covers still needed (secondary: 1 until covered, then 0)
  std::vector<int> live_;   // per item: live options containing it
  std::vector<int> alive_;  // per option: still usable (0/1)
  int short_ = 0;           // primary items needing more covers than they have live options
  // The primary items still needing cover, in index order, as a doubly linked list (head: the
  // index primaryCount), unlinked and relinked like dancing links as their need reaches 0 and back.
  std::vector<int> prevOpen_, nextOpen_;
  std::vector<Change> trail_;
  std::vector<int> forced_;
};

// What a search over a DancingLinks engine needs for subtrees: descend() before it runs, then at
// the start of each run() prepare() swaps the engine for one on the subproblem (once), and
// chosen() turns the engine's solution back into options of the model (the path's first).
class CoverSubtreeRunner {
 public:
  explicit CoverSubtreeRunner(const ExactCoverModel& model);
  ~CoverSubtreeRunner();
  std::vector<int> liveBranches();
  bool descend(int branch);
  void prepare(DancingLinks& engine);
  // The same for a caller that builds its own engine: the smaller problem below the path (kept
  // here) when the path changed since the last call, else nullptr.
  const ExactCoverModel* prepareModel();
  std::vector<int> chosen(const std::vector<int>& engineSolution) const;

 private:
  CoverSubtree& tree();

  const ExactCoverModel& model_;
  std::unique_ptr<CoverSubtree> tree_;
  std::vector<int> original_;  // subproblem option -> option of the model
  std::unique_ptr<ExactCoverModel> sub_;  // prepareModel's problem
  bool started_ = false, stale_ = false;
};

}  // namespace dlx
