// Fill rule: finds a "pocket", a part of an empty region that hangs on a single cell (an
// articulation point of the region) and touches no path end. Every path is entered and left only
// through its own ends, so a path that enters such a part through that one cell could never get
// out again: the position is dead. (A dead-end cell is the smallest pocket.) Linear time: one
// iterative Tarjan pass over the empty cells.
#pragma once
#include <vector>

#include "numberlink_board.h"

namespace dlx::numberlink {

class PocketFinder {
 public:
  explicit PocketFinder(const Board& board);
  // A cell of a pocket, or -1 when there is none.
  int find(const Board& board);

 private:
  std::vector<int> visit_, low_, parent_, touches_, below_, cutTouches_;
  std::vector<unsigned char> cut_;
  std::vector<std::pair<int, int>> stack_;  // cell, next direction
  std::vector<int> cuts_;                   // articulation points of the current region
  int stamp_ = 0, clock_ = 0;
};

}  // namespace dlx::numberlink
