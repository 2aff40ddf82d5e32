#include "numberlink_route.h"

#include "numberlink_grid.h"

namespace dlx::numberlink {
namespace {

// Cells visited per budget node: a node of the edge search costs about as much.
constexpr uint64_t kWorkPerNode = 1024;
// Corner shifts tried on one fill before its routing is given up, per cell of the grid, and how
// many are tried between two looks at the budget.
constexpr uint64_t kShiftsPerCell = 64;
constexpr uint64_t kShiftsPerStep = 256;
// Steps of the depth-first searches that redraw windows round holes, in all, per fill.
constexpr uint64_t kWindowNodes = 200000;
// What a cell next to a hole left by a fill adds to every pair's cost of it, in the router's
// units (a free cell costs 16): the next routing tends to leave room there.
constexpr int64_t kHolePenalty = 8;
// Routings tried before the splice search takes over, and the splice search's nodes before the
// helper gives up (the race has exact searches for puzzles without a solution, and a splice search
// of its own where this one joins at once).
constexpr int kMaxRoutings = 64;
constexpr uint64_t kSpliceNodes = 1u << 20;
// Passes of the router before a routing is given up as stuck.
constexpr int kMaxPasses = 400;

// The board's links per cell, row-major (the layout linksSolve reads).
std::vector<uint8_t> linksOf(const Board& board) {
  std::vector<uint8_t> links;
  for (int c : board.cells()) links.push_back(board.links(c));
  return links;
}

}  // namespace

bool linksSolve(const Grid& grid, const std::vector<uint8_t>& links, Rule rule) {
  const int w = grid.width, h = grid.height, cells = w * h;
  auto linked = [&](int c, int d) {
    const int n = gridNeighbour(c, d, w, h);
    return n >= 0 && (links[static_cast<size_t>(c)] >> d & 1) && (links[static_cast<size_t>(n)] >> ((d + 2) & 3) & 1);
  };
  std::vector<char> seen(static_cast<size_t>(cells), 0);
  int visited = 0;
  for (const Pair& p : pairsOf(grid)) {
    int cell = p.first, from = -1;
    for (;;) {
      if (seen[static_cast<size_t>(cell)]) return false;
      seen[static_cast<size_t>(cell)] = 1, ++visited;
      int next = -1, degree = 0;
      for (int d = 0; d < 4; ++d)
        if (linked(cell, d)) {
          ++degree;
          if (gridNeighbour(cell, d, w, h) != from) next = gridNeighbour(cell, d, w, h);
        }
      const bool clue = cell == p.first || cell == p.second;
      if (degree != (clue ? 1 : 2) || (cell != p.first && grid.numbers[static_cast<size_t>(cell)] != 0 && !clue)) return false;
      if (cell == p.second) break;
      from = cell, cell = next;
    }
  }
  // Every linked cell was on some path (a loop's cells were never reached).
  for (int c = 0; c < cells; ++c)
    if (!seen[static_cast<size_t>(c)] && (links[static_cast<size_t>(c)] != 0 || rule == Rule::Fill)) return false;
  return visited <= cells;
}

RouteSearch::RouteSearch(const Grid& grid, Rules rules) : grid_(grid), rules_(rules), router_(grid), board_(grid) {}

uint64_t RouteSearch::work() const {
  return (router_.work() + retiredWork_ + (fill_ ? fill_->work() : 0)) / kWorkPerNode + (splice_ ? splice_->stats().nodes : 0);
}

bool RouteSearch::report(const std::vector<uint8_t>& links) {
  if (!linksSolve(grid_, links, rules_.rule)) return false;
  board_.clearLinks();
  for (int c = 0; c < grid_.width * grid_.height; ++c)
    for (int d = 0; d < 2; ++d)
      if (links[static_cast<size_t>(c)] >> d & 1) board_.link(board_.cellOf(c % grid_.width, c / grid_.width), d);
  return true;
}

bool RouteSearch::fillStep() {
  if (walked_ == 0) fill_->detours();
  const uint64_t limit = kShiftsPerCell * static_cast<uint64_t>(grid_.width * grid_.height);
  int holes = fill_->walk(kShiftsPerStep, static_cast<uint64_t>(routings_) * 1000 + walked_ / kShiftsPerStep);
  walked_ += kShiftsPerStep;
  if (holes > 0 && walked_ < limit) return false;
  if (holes > 0) holes = fill_->repairWindows(kWindowNodes);
  if (fewestHoles_ < 0 || holes < fewestHoles_) fewestHoles_ = holes, bestLinks_ = fill_->links(), bestOwner_ = fill_->owner();
  return true;
}

RunStatus RouteSearch::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  const uint64_t start = stats_.nodes;
  while (stats_.nodes - start < budget) {
    if (splice_) {
      const RunStatus status = splice_->run(budget - (stats_.nodes - start));
      stats_.nodes = work();
      if (status == RunStatus::Paused && splice_->stats().nodes < kSpliceNodes) continue;
      done_ = true;
      if (status != RunStatus::Solution || !report(linksOf(splice_->board()))) return RunStatus::Done;
      ++stats_.solutions;
      return RunStatus::Solution;
    }
    if (!fill_) {
      if (!router_.routable() || router_.passes() >= kMaxPasses * (routings_ + 1)) {
        done_ = true;
        return RunStatus::Done;
      }
      if (router_.step()) {
        ++routings_;
        if (rules_.rule == Rule::Free) {
          done_ = true;
          RouteFill drawn(grid_, router_.paths());
          stats_.nodes = work();
          if (!report(drawn.links())) return RunStatus::Done;
          ++stats_.solutions;
          return RunStatus::Solution;
        }
        fill_ = std::make_unique<RouteFill>(grid_, router_.paths());
        walked_ = 0;
      }
    } else if (fillStep()) {
      if (fill_->holes() == 0 && report(fill_->links())) {
        done_ = true;
        stats_.nodes = work();
        ++stats_.solutions;
        return RunStatus::Solution;
      }
      // The cells beside the holes left cost more from now on, and the pairs are routed again.
      const std::vector<int>& owner = fill_->owner();
      for (int c = 0; c < static_cast<int>(owner.size()); ++c)
        if (owner[static_cast<size_t>(c)] < 0) {
          router_.penalise(c, kHolePenalty);
          for (int d = 0; d < 4; ++d)
            if (const int n = gridNeighbour(c, d, grid_.width, grid_.height); n >= 0) router_.penalise(n, kHolePenalty);
        }
      router_.startOver();
      retiredWork_ += fill_->work();
      fill_.reset();
      if (routings_ >= kMaxRoutings) {
        splice_ = std::make_unique<SpliceSearch>(grid_);
        splice_->prefer(bestLinks_, bestOwner_);
      }
    }
    stats_.nodes = work();
  }
  return RunStatus::Paused;
}

}  // namespace dlx::numberlink
