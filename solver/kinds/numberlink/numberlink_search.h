// The resumable path search behind the session interface. Depth-first, kept as an explicit stack
// of choice points over a log of applied moves, so run(budget) can stop after any node and go on
// later. At each node the Analyzer checks the whole position and either lists the moves it forces
// (made together, as one child) or picks the end with the fewest moves to branch on; each move
// is followed by local propagation of what it forces. A branch is always "where does this end go
// next", so the alternatives are disjoint and each set of paths is reached once: counts are exact
// under both rules. Repeated dead positions are skipped through a failure cache (numberlink_cache.h).
// Statistics: nodes = positions analysed (budget unit), updates = moves made and undone.
#pragma once
#include <vector>

#include "core/search.h"
#include "numberlink_board.h"
#include "numberlink_cache.h"
#include "numberlink_propagate.h"
#include "numberlink_prune.h"

namespace dlx::numberlink {

// What the kind needs from either search: after run() returned Solution, board() holds the
// solution's links (the path search also keeps its whole position there).
class NumberlinkSearch : public Search {
 public:
  virtual const Board& board() const = 0;
};

class PathSearch final : public NumberlinkSearch {
 public:
  PathSearch(const Grid& grid, Rules rules);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override;

  // The position; after run() returned Solution it holds the solution's paths.
  const Board& board() const override { return board_; }
  const Rules& rules() const { return rules_; }

 private:
  struct Frame {
    Choice choice;   // the alternatives (count 1 for a batch of forced moves)
    int index = 0;   // the alternative currently applied
    size_t mark = 0; // log size before it
    uint64_t solutionsBefore = 0;  // to tell whether its subtree held any solution
  };
  void undoTo(size_t mark);
  // Applies alternative `index` of the top frame and propagates; false on a contradiction.
  bool applyAlternative();
  // Moves to the next alternative that survives propagation; false when the tree is exhausted.
  bool backtrack();

  Rules rules_;
  Board board_;
  Analyzer analyzer_;
  Propagator propagator_;
  FailureCache failed_;
  std::vector<Move> log_;
  std::vector<Frame> stack_;
  bool atNewNode_ = true;  // the position on the board has not been examined yet
  bool done_ = false;
  SearchStats stats_;
};

}  // namespace dlx::numberlink
