// Routing every pair at once, as chip and FPGA routers do (negotiated congestion, "PathFinder"):
// each pair takes a cheapest path between its clues over the cells (clue cells of other pairs are
// walls); a cell that several pairs use costs each of them more (a present-sharing cost, growing
// with every pass) and remembers it (a history cost, growing with every pass it stays shared), so
// pairs are ripped up and rerouted, one at a time, until no cell is shared.
//
// What comes out is a routing: disjoint paths, one per pair, which is a solution under rule free
// and the skeleton of one under rule fill (numberlink_route_fill.h grows it into the empty cells).
// Not exhaustive and not meant to be: it finds some routing, not a given one. Deterministic (costs
// are integers, ties broken by cell index), and stepwise: step() reroutes one pair.
#pragma once
#include <cstdint>
#include <vector>

#include "numberlink_grid.h"

namespace dlx::numberlink {

class Router {
 public:
  explicit Router(const Grid& grid);

  // Reroutes the next pair; at the end of a pass over the pairs, true when no cell is shared (the
  // routing in paths() is then disjoint), else the shared cells' history costs grow.
  bool step();
  // Passes over the pairs so far (each reroutes every pair once).
  int passes() const { return passes_; }
  // False once some pair has no path at all (its clues are walled apart by other clues).
  bool routable() const { return routable_; }
  // Per pair (pairsOf order): its cells from its first clue to its second.
  const std::vector<std::vector<int>>& paths() const { return paths_; }
  // Cells settled by the cheapest-path searches so far (the work done).
  uint64_t work() const { return work_; }

  // A cell's extra cost for every pair from the next pass on (the caller's own history: cells
  // near what the fill could not reach, say).
  void penalise(int cell, int64_t cost);
  // For another routing: a new pass, started over as after being stuck (restart()). Without it
  // the next routing is mostly the last one again: generated sparse puzzles the helper fills,
  // 30x30 9 -> 10 of 10, 40x40 5 -> 6 of 6, in 0.8 and 1.0 s for all instead of 1.4 and 1.9 s.
  void startOver();

 private:
  void route(int pair);
  bool endPass();
  // Starts over: sharing cheap again, a new order of the pairs, new small random base costs (ties
  // go other ways), half the history; the caller's penalties stay.
  void restart();

  const Grid& grid_;
  int width_, height_, pairs_;
  std::vector<int> clueOf_;              // per cell: the pair whose clue it is, -1 elsewhere
  std::vector<int> firstOf_, secondOf_;  // per pair: its clue cells
  std::vector<int> shared_;              // per cell: how many pairs' paths use it
  std::vector<int64_t> history_;         // per cell: what past sharing added to its cost
  std::vector<int64_t> penalty_;         // per cell: what the caller added (penalise)
  std::vector<int64_t> base_;            // per cell: its cost unshared, kBase plus a little noise
  std::vector<int> order_;               // the pairs in the order they are rerouted
  uint64_t random_ = 0;                  // the state of the router's own random numbers
  int passesSinceRestart_ = 0;
  std::vector<std::vector<int>> paths_;
  int64_t present_ = 1;                  // the present-sharing factor of this pass
  int next_ = 0, passes_ = 0;
  bool routable_ = true;
  uint64_t work_ = 0;
  // Scratch for the cheapest-path search.
  std::vector<int64_t> dist_;
  std::vector<int> from_;
};

}  // namespace dlx::numberlink
