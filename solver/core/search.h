// The resumable search interface every solver implements (DLX for exact cover kinds, a path
// search for Numberlink). run(budget) does a bounded amount of work and returns, so a caller (CLI,
// Web Worker) can report progress, honour cancel, and hand out the next solution.
#pragma once
#include <cstdint>
#include <vector>

namespace dlx {

enum class RunStatus {
  Solution,  // stopped on a new solution; it stays readable until the next run()
  Paused,    // the budget is used up; call run() again to go on
  Done,      // the search space is exhausted; no more solutions
};

struct SearchStats {
  uint64_t nodes = 0;      // search tree nodes visited (one per option/branch tried)
  uint64_t updates = 0;    // link updates (DLX) or cell assignments (other searches)
  uint64_t solutions = 0;  // solutions found so far
};

class Search {
 public:
  virtual ~Search() = default;
  // Visits at most about `budget` nodes. After Done, further calls return Done at once.
  virtual RunStatus run(uint64_t budget) = 0;
  virtual const SearchStats& stats() const = 0;
  // Estimated fraction of the search tree explored so far, in [0, 1] (1 once Done).
  virtual double progress() const = 0;
  // False while the search most likely to end first has no estimate (progress() is then some
  // slower search's, far below how close the end may be): callers show "no estimate" instead.
  virtual bool progressKnown() const { return true; }

  // How many solutions the last Solution stands for: 1, unless bulk counting is allowed and the
  // search counted independent parts of the problem at once (then the current solution is not
  // readable and the number saturates at UINT64_MAX). stats().solutions adds these up.
  virtual uint64_t multiplicity() const { return 1; }
  // The caller will only count from now on: the search may report many solutions at once (a
  // product of independent parts' counts) instead of listing them. One-way; searches that cannot
  // do this ignore it.
  virtual void allowBulk() {}

  // Subtrees: the first choices of the search tree, so that one count can be split into parts
  // that run apart (dlx split / --subtree, --jobs) and add up exactly to the whole. Before the
  // first run(), descend(b) makes branch b (0-based, in the search's own order) of the current
  // node, and run() then searches only the subtree below it. liveBranches() lists the branches
  // of the current node that do not fail at once (none at a leaf, solved or not). Searches
  // without subtrees keep subtrees() false; descend() then refuses.
  virtual bool subtrees() const { return false; }
  virtual std::vector<int> liveBranches() { return {}; }
  // false (and nothing changes) when `branch` is not a live branch of the current node.
  virtual bool descend(int branch) { (void)branch; return false; }
};

// Saturating arithmetic for solution counts: beyond UINT64_MAX a count stays there, never wraps.
inline uint64_t addCount(uint64_t a, uint64_t b) { return a > UINT64_MAX - b ? UINT64_MAX : a + b; }
inline uint64_t mulCount(uint64_t a, uint64_t b) {
  if (a == 0 || b == 0) return 0;
  return a > UINT64_MAX / b ? UINT64_MAX : a * b;
}

}  // namespace dlx
