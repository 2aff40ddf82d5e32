// A helper of the race (numberlink_race.h) for the puzzles whose paths are long and must run
// beside themselves (the generator's Style::Sparse), where the exact searches and the SAT search
// find no first solution: the hard step there is ROUTING the pairs at all, not filling the grid.
// So it routes first (numberlink_router.h: negotiated congestion, as chip routers do), and under
// rule free that routing is already a solution. Under rule fill the routing is grown into the
// cells it left empty (numberlink_route_fill.h: detours, holes walked by corner shifts, then small
// windows redrawn to move holes together and take them); where holes are left, the cells near
// them cost more and the pairs are routed again from a fresh start. After kMaxRoutings routings the
// splice search (numberlink_splice.h) takes over, its first descent next to the fill with the
// fewest holes, for a bounded number of nodes.
//
// Measured alone (first solution under rule fill, natively): bench sparse-20 2 ms, sparse-30 70-90
// ms, sparse-40 190 ms; generated sparse 30x30 seeds 1-30 all within 0.3 s each, 40x40 seeds 1-15
// 14 within 400k nodes. Under rule free: well under a millisecond at 30x30.
//
// Not exhaustive: it reports at most one solution, each checked first by walking every path from
// its clue (so a fault in the router or the fill can never be reported), and is then done; the
// race's exact searches settle counts. Deterministic (fixed seeds, integer costs); resumable:
// run(budget) does a bounded amount of work (a fill step, a routing pass, or the splice search's
// slice), nodes = cells the router and the fill visit / kWorkPerNode (+ the splice search's nodes).
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "numberlink_board.h"
#include "numberlink_route_fill.h"
#include "numberlink_router.h"
#include "numberlink_search.h"
#include "numberlink_splice.h"

namespace dlx::numberlink {

class RouteSearch final : public NumberlinkSearch {
 public:
  RouteSearch(const Grid& grid, Rules rules);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override { return done_ ? 1.0 : 0.0; }
  const Board& board() const override { return board_; }

  // Tests look at these: routings made (one per round of routing), and holes the best fill left.
  int routings() const { return routings_; }
  int fewestHoles() const { return fewestHoles_; }

 private:
  // Draws links on the board when they solve the puzzle under the rule (every path walked from
  // its first clue to its second, no cell left over; under fill, every cell on a path).
  bool report(const std::vector<uint8_t>& links);
  // One step of the fill of the current routing; true when it ended (solved, or given up).
  bool fillStep();
  uint64_t work() const;

  const Grid& grid_;
  Rules rules_;
  Router router_;
  std::unique_ptr<RouteFill> fill_;
  // The fill with the fewest holes so far, and once the routings are used up, the splice search
  // started next to it (its phases: that fill's links and pairs).
  std::vector<uint8_t> bestLinks_;
  std::vector<int> bestOwner_;
  std::unique_ptr<SpliceSearch> splice_;
  uint64_t walked_ = 0;          // corner shifts tried on the current fill
  uint64_t retiredWork_ = 0;     // work of the fills given up
  int routings_ = 0, fewestHoles_ = -1;
  Board board_;
  bool done_ = false;
  SearchStats stats_;
};

// Whether `links` (per cell, row-major, bit d joined to neighbour d: right, down, left, up) solve
// the grid's puzzle: each pair's path walked from its first clue ends on its second, every linked
// cell lies on one of them, and under rule fill every cell does.
bool linksSolve(const Grid& grid, const std::vector<uint8_t>& links, Rule rule);

}  // namespace dlx::numberlink
