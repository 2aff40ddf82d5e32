// The resumable Numberlink search: depth-first over edge decisions (numberlink_field.h does the
// propagation and pruning), kept as an explicit stack of choice points over the field's trail, so
// run(budget) can stop after any node and go on later, like every search here.
// Branching: the first cell in scan order that still has an undecided edge to its right or below
// (the edges to its left and above are decided by then); the alternatives are the ways to decide
// those one or two edges that give the cell a legal degree. Alternatives differ on a branched edge,
// so they are disjoint, and propagation only draws what is forced: every solution is reached
// exactly once and counts are exact under both rules. By default the scan runs along the longer
// side of the grid (rows of the shorter one), so the decided part meets the rest on a short front;
// the side it starts from can be chosen (numberlink_orientation.h), and matters a great deal.
// Positions are remembered by what is left to decide (EdgeField::key): a subtree that held no
// solution is never searched again, however differently the finished part was drawn. Only dead
// positions are kept, so stepping through solutions and counting work as without it. The table
// grows to 2^22 slots (64 MiB) at most. (Not in the first-solution helpers: canonical_, restartEvery.)
// Statistics: nodes = positions branched on (budget unit), updates = edge decisions.
// Where a uniqueness proof spends its nodes (p_14x14_07, unique, scanned from the top: 2.09M
// nodes; from the bottom, right, left: 0.45M, 0.86M, 1.48M): in many small dead subtrees, not in
// a few big ones. Dead subtrees start mostly in scan rows 4-7 and die within 1-100 nodes (row 6
// alone: 353k of under 10 nodes); what kills them is degree (35%), cut counting (30%), a
// stranded region (27%), two numbers meeting (8%). The clue-free top rows can be drawn in a
// great many ways (hairpins side by side), each leaving a different front, and each front dies
// separately a few rows further down: the cost is the number of distinct fronts. Measured and
// not kept (each exact, none worth its time): a cell-on-no-pair's-block check (biconnected
// blocks between a pair's two ends; 0.1% fewer nodes, 10x the time), pairs with both ends on
// the front crossing (0.5% fewer), failed-edge probing near the front or at the pairs' ends
// (up to 2.9x fewer nodes, 15-25x the time), a key that leaves out finished cells past the
// cursor (3% fewer), scans from both ends at once or along diagonals (far worse).
#pragma once
#include <optional>
#include <vector>

#include "numberlink_cache.h"
#include "numberlink_field.h"
#include "numberlink_orientation.h"
#include "numberlink_search.h"

namespace dlx::numberlink {

class EdgeSearch final : public NumberlinkSearch {
 public:
  // An edge of the field decided before the search starts (EdgeField::edgeAt numbering).
  struct FixedEdge {
    int edge, state;
  };
  // canonical: the field's corner shortcut (EdgeField), for a fast first solution only.
  // fixed: edges decided up front (the search then covers the solutions that agree with them).
  // orientation: where the scan starts (default: scanOrientations(grid)[0]).
  // log2MaxDead: the most its dead-position table may grow to (2^22 slots are 64 MB).
  // rules: the rule and the turn convention (exact under both; notouch is not for this search).
  EdgeSearch(const Grid& grid, Rules rules, bool canonical = false, const std::vector<FixedEdge>& fixed = {},
             std::optional<ScanOrientation> orientation = std::nullopt, int log2MaxDead = 22);
  // Any turns.
  EdgeSearch(const Grid& grid, Rule rule, bool canonical = false, const std::vector<FixedEdge>& fixed = {},
             std::optional<ScanOrientation> orientation = std::nullopt, int log2MaxDead = 22)
      : EdgeSearch(grid, Rules{rule, Turns::Any, false}, canonical, fixed, orientation, log2MaxDead) {}

  // For a first solution only: start over after unit * (1 1 2 1 1 2 4 ...) nodes (the Luby
  // sequence), each time from the next side of the grid (scanOrientations), trying each cell's
  // alternatives in a random order. Solutions found before a restart may be found again, so this
  // is not for counting. No dead positions are kept: across restarts they were never met again
  // (sparse 20x20 puzzles: the same nodes without the table, 20-25% less time).
  // `grid` must outlive the search.
  void restartEvery(const Grid& grid, uint64_t unit);
  uint64_t restarts() const { return restarts_; }

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override;

  // After run() returned Solution: the solution's lines.
  const Board& board() const override { return board_; }

 private:
  struct Alternative {
    int edges[2];
    int states[2];
    int count = 0;
  };
  struct Frame {
    Alternative alt[4];
    int count = 0;
    int index = -1;  // the alternative applied now
    size_t mark = 0;
    size_t cursor = 0;  // where in scan order its cell is
    uint64_t keyA = 0, keyB = 0;     // the position's key (EdgeField::key)
    uint64_t solutionsBefore = 0;    // to tell whether its subtree held a solution
  };
  // Fills a frame with the alternatives at the first undecided cell; false when none is left.
  bool branch(Frame& f);
  // Tries the top frame's next alternatives until one survives; false when they are used up.
  bool advance();
  void drawSolution();
  void orient(const Grid& grid, const ScanOrientation& o);
  void restart();

  EdgeField field_;
  Board board_;  // the last solution, drawn for the renderers
  // The canonical shortcut checks cuts only after each decision, not reach, and keeps no dead
  // positions: on published-style puzzles both cost most of its time and spare it few nodes
  // (generated 40x40, seeds 1-6, to the first solution: 80.2k nodes in 1.13 s with both, 84.8k in
  // 0.56 s without the reach check, 85.1k in 0.21 s without either).
  bool canonical_;
  bool remember() const { return !canonical_ && restartUnit_ == 0; }  // keeps dead positions
  std::vector<int> order_;  // cells in scan order
  size_t cursor_ = 0;       // cells before it in scan order have no undecided edge left
  std::vector<Frame> stack_;
  int scanRight_ = 0, scanDown_ = 1;  // directions of "next in scan row" and "next scan row"
  const Grid* grid_ = nullptr;  // restarts (restartEvery) need it
  uint64_t restartUnit_ = 0, restartLimit_ = 0, sinceRestart_ = 0, restarts_ = 0;
  uint64_t rng_ = 0x2545F4914F6CDD1Dull;  // xorshift state for the alternatives' order
  bool atNewNode_ = true;
  bool done_ = false;
  FailureCache dead_;  // positions whose subtree held no solution
  SearchStats stats_;
};

}  // namespace dlx::numberlink
