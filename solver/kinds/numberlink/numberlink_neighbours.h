// Solutions near a known one: a second solution of a puzzle that has several usually differs
// from the first only in a small patch (a path that could bend another way, two paths that could
// swap a stretch). This search keeps the known solution outside a window and searches the window
// exactly (the edge search with every edge that leaves the window decided as in the known
// solution), for windows of growing size that slide over the grid. What it finds are real
// solutions other than the known one; it is not exhaustive (a solution that differs everywhere is
// left to the exact search it runs beside), so it only ever makes "not unique" sooner.
// Statistics: nodes = positions branched on over all windows (budget unit).
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "numberlink_edge_search.h"

namespace dlx::numberlink {

class NeighbourSearch final : public NumberlinkSearch {
 public:
  // known: a solution's links (Board::links per cell, as the searches draw them). Its windows are
  // searched under the rules given (the turn convention too).
  NeighbourSearch(const Grid& grid, Rules rules, const Board& known);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override;
  const Board& board() const override { return shown_; }

 private:
  struct Window {
    int x0, y0, x1, y1;  // cells x0 <= x < x1, y0 <= y < y1
  };
  // The windows, smallest first; none covers the whole grid (that is the exact search's job).
  void planWindows();
  void openWindow(const Window& w);
  bool sameAsKnown(const Board& b) const;

  const Grid& grid_;
  Rules rules_;
  std::vector<uint8_t> known_;  // link bits per board cell of the known solution
  std::vector<Window> windows_;
  size_t next_ = 0;             // the next window to open
  std::unique_ptr<EdgeSearch> window_;
  Board shown_;  // the solution run() last stopped on
  bool done_ = false;
  uint64_t retiredNodes_ = 0, retiredUpdates_ = 0;  // work of the windows already closed
  SearchStats stats_;
};

}  // namespace dlx::numberlink
