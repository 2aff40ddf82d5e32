// Fill rule: degree reasoning over links not yet drawn. Every empty cell needs exactly two links
// and every path end one more; a cell whose usable neighbours are just enough must link to all of
// them, and a cell with its links complete gives up the rest. Links found this way (also between
// two empty cells, which the path moves cannot express yet) are tracked with union-find, so a
// forced chain that would close a loop or join two different numbers kills the position. The links
// forced at path ends become forced moves. All sound; linear time with a work list.
#pragma once
#include <cstdint>
#include <vector>

#include "numberlink_board.h"

namespace dlx::numberlink {

class LinkReasoner {
 public:
  explicit LinkReasoner(const Board& board);
  // False on a contradiction (`deadCell` says where). Otherwise appends to `forced` the moves of
  // ends whose next link is forced.
  bool run(const Board& board, std::vector<Move>& forced, int& deadCell);
  // After a successful run: whether the link from `cell` in direction d is still possible.
  bool possible(int cell, int d) const { return avail_[static_cast<size_t>(cell)] >> d & 1; }

 private:
  bool link(const Board& board, int a, int d);
  int root(int c);

  std::vector<uint8_t> avail_, linked_, need_, count_;
  std::vector<int> parent_, label_;
  std::vector<int> work_;
  std::vector<int> ends_;
};

}  // namespace dlx::numberlink
