// Growing a routing (disjoint paths, numberlink_router.h) into the cells it left empty, for rule
// fill. Two local moves, each keeping the paths disjoint and each path between its clues:
//   - a detour: a path step a-d beside two empty cells b, c (a 2x2 square a b / d c) becomes
//     a-b-c-d; the path takes both cells;
//   - a corner shift: a path turning a-b-c round an empty cell e (the fourth cell of their 2x2
//     square) runs a-e-c instead, freeing b: the hole moves diagonally, keeping its colour.
// A detour always takes one cell of each checkerboard colour, and every routing leaves as many
// empty cells of each colour (a path's cells of each colour are fixed by its clues, so the
// difference is the same for every routing and zero since the puzzle has a solution). So holes
// are walked by corner shifts towards a hole of the other colour until two meet beside a path
// step and are taken by a detour. What cannot be finished within the walk's bounds is left
// (holes() > 0): the caller reroutes or hands the rest to a search.
#pragma once
#include <cstdint>
#include <vector>

#include "numberlink_grid.h"

namespace dlx::numberlink {

class RouteFill {
 public:
  // paths: per pair (pairsOf order) its cells from first to second clue, disjoint.
  RouteFill(const Grid& grid, const std::vector<std::vector<int>>& paths);

  // Detours wherever one fits, until none does.
  void detours();
  // Walks holes by corner shifts (at most `moves` of them), taking them by detours where two
  // meet; deterministic for a seed. Returns the holes left.
  int walk(uint64_t moves, uint64_t seed);

  // Redraws the paths inside small windows round two holes of opposite colours (the nearest to
  // each other; every hole inside a window is taken) so that they cover every cell there: the
  // paths keep where they enter and leave each window, found by a depth-first search. Holes too
  // far from a partner are first moved nearer (moveHole). At most `nodes` steps of the searches
  // in all. Returns the holes left.
  int repairWindows(uint64_t nodes);

  int holes() const { return holes_; }
  // Per cell: its pair (pairsOf order) or -1 for a hole.
  const std::vector<int>& owner() const { return owner_; }
  // Per cell, bit d set when joined to its neighbour d (right, down, left, up), as Board::links.
  std::vector<uint8_t> links() const;
  uint64_t work() const { return work_; }

 private:
  int neighbour(int cell, int d) const;
  bool hole(int cell) const { return cell >= 0 && owner_[static_cast<size_t>(cell)] < 0; }
  // The hole of the other checkerboard colour nearest to hole h among `among` (the first of equal
  // ones), or -1: the partner a detour through both could take.
  int nearestPartner(int h, const std::vector<int>& among) const;
  bool consecutive(int a, int b) const { return a >= 0 && b >= 0 && (next_[static_cast<size_t>(a)] == b || next_[static_cast<size_t>(b)] == a); }
  // A detour through holes b, c beside the step a-d (consecutive, in either order).
  void detour(int a, int b, int c, int d);
  // Tries every detour through the step a-b; true when one was made.
  bool detourAt(int a, int b);
  // Tries every detour taking hole h and a hole beside it; true when one was made.
  bool absorb(int h);

  // One window: cells x0 <= x < x1, y0 <= y < y1. True when redrawn without holes, or (keep a
  // cell of the window) with that cell the only hole left in it.
  bool repair(int x0, int y0, int x1, int y1, uint64_t& nodes, int keep = -1);
  // Moves hole h nearer to `towards` by redrawing a window round it that leaves another cell of
  // h's colour empty instead; true when it moved.
  bool moveHole(int h, int towards, uint64_t& nodes);
  bool moveHole(int h, int towards, int reach, uint64_t& nodes);
  struct Run {
    int pair, from, to;        // the path enters the window at `from`, leaves at `to`
    std::vector<int> cells;    // the redrawn run
  };
  bool extend(std::vector<Run>& runs, size_t run, int cell, int left, uint64_t& nodes);

  // Whether every free cell beside x can still get two links (the search's dead-cell check).
  bool alive(int x) const;

  std::vector<char> inWindow_, taken_;
  std::vector<int8_t> need_;         // per window cell: links it still needs in the redraw
  int width_, height_;
  std::vector<int> clue_;            // per cell: 1 on a clue (never freed)
  std::vector<int> owner_, next_, prev_;
  std::vector<int> work_list_;       // path cells whose steps may take a detour
  int holes_ = 0;
  uint64_t work_ = 0;
};

}  // namespace dlx::numberlink
