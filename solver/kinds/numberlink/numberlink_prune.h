// Looks at a search position once per node: finds why it is dead, or picks the branch to try next.
// The checks (all sound: they never reject a position that can still be completed):
//   - every unfinished pair's two ends can still meet through empty cells (or are side by side);
//   - every path end has a move (so no number is ever left isolated);
//   - fill rule: every empty region can be entered by some unfinished pair (each unfinished path
//     runs inside a single region, entering and leaving it through its own two ends);
//   - fill rule: no dead-end cell (an empty cell needs two usable neighbours: empty cells or ends);
//   - fill rule: checkerboard parity per region: a path between ends of equal colour covers one
//     more cell of the other colour, so a region's colour balance must be what its pairs can give;
//   - fill rule: no pocket (numberlink_pockets.h) -- sound, but off: it does not pay (prune.cpp);
//   - fill rule: the links every cell needs are consistent (numberlink_links.h).
// The branch: the forced moves when there are any (ends with a single move, empty cells whose
// two usable neighbours include an end), else the moves of the end with the fewest.
#pragma once
#include <vector>

#include "numberlink_board.h"
#include "numberlink_links.h"
#include "numberlink_pockets.h"

namespace dlx::numberlink {

enum class Verdict {
  Open,            // no contradiction found; `choice` holds the next branch (or none when solved)
  PairCut,         // `pair` can no longer connect its ends
  EndStuck,        // `pair` has an end with no move
  StrandedRegion,  // the empty region at `cell` cannot be reached by any unfinished pair
  DeadEnd,         // the empty cell `cell` cannot lie on any path
  Parity,          // the region at `cell` cannot be filled by the pairs that can enter it
  Pocket,          // the empty cells at `cell` hang on one cell and touch no end (see pockets.h)
  Links,           // the links the cells near `cell` need contradict each other (see links.h)
};

struct Finding {
  Verdict verdict = Verdict::Open;
  int pair = -1;
  int cell = -1;  // a board cell (padded index)
};

struct Choice {
  Move moves[4];
  int count = 0;
};

class Analyzer {
 public:
  Analyzer(const Board& board, Rules rules);

  // Checks the position. When it is open and unfinished pairs remain, either forced() lists the
  // moves the position forces (all of them found: ends with one move, cells that need an end), or
  // `choice` holds the branch (count > 0) and forced() is empty.
  Finding analyze(const Board& board, Choice& choice);
  const std::vector<Move>& forced() const { return forced_; }

  // Whether the end in `slot` may step into the empty cell `to` under the no-touch assumption
  // (always true without it).
  bool allowed(const Board& board, int slot, int to) const;

 private:
  void labelRegions(const Board& board);
  Finding checkPairs(const Board& board);
  Finding checkRegions(const Board& board) const;
  Finding chooseEnd(const Board& board, Choice& choice);
  int freeNeighbours(const Board& board, int cell) const;

  Rules rules_;
  PocketFinder pockets_;
  LinkReasoner links_;
  // Regions of empty cells, recomputed per node; stamps avoid clearing the arrays.
  std::vector<int> region_;
  std::vector<int> seen_;
  int stamp_ = 0;
  std::vector<int> stack_;
  struct Region {
    int cell;         // one of its cells (for messages)
    int balance;      // colour-0 cells minus colour-1 cells
    int fixed;        // parity demand of pairs that can only use this region
    int low, high;    // what pairs that may use another region could add
    int users;        // pairs that can enter it
  };
  std::vector<Region> regions_;
  std::vector<Move> forced_;
  bool deadEnd_ = false;
  int deadCell_ = -1;
};

}  // namespace dlx::numberlink
