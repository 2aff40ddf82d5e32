// The turn convention (numberlink_rules.h) on drawn lines, and a search that keeps only the
// solutions that keep it. A U-turn is a line along three sides of a unit square: three of the
// four links inside one 2x2 block of cells (the four would be a loop, which no solution has), so
// turns=no-u-turn is a purely local rule, "at most two of the four links inside every 2x2 block".
// The searches that cannot prune by it (the frontier scans, numberlink_scan.h, and the race's
// helpers) have their solutions passed through uTurnAt instead: under rule fill every solution
// with a U-turn is still among theirs, so the filtered count is exact.
#pragma once
#include <memory>

#include "numberlink_board.h"
#include "numberlink_search.h"

namespace dlx::numberlink {

// The top-left cell of a 2x2 block whose four inner links hold three (a U-turn), or -1.
int uTurnAt(const Board& board);
// Whether the board's links keep the convention.
inline bool keepsTurns(const Board& board, Turns turns) { return turns == Turns::Any || uTurnAt(board) < 0; }

// Whether the link from `cell` in direction d, once drawn, makes a U-turn with the links there now.
bool linkMakesUTurn(const Board& board, int cell, int d);

// Passes on the inner search's solutions that keep `turns` (all of them under Turns::Any), so
// any exact search is exact under the convention too. Nodes and progress are the inner search's.
class TurnFilter final : public NumberlinkSearch {
 public:
  TurnFilter(std::unique_ptr<NumberlinkSearch> inner, Turns turns) : inner_(std::move(inner)), turns_(turns) {}
  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override { return inner_->progress(); }
  bool progressKnown() const override { return inner_->progressKnown(); }
  const Board& board() const override { return inner_->board(); }

 private:
  std::unique_ptr<NumberlinkSearch> inner_;
  Turns turns_;
  uint64_t kept_ = 0;
  SearchStats stats_;
};

}  // namespace dlx::numberlink
