// A uniqueness proof by the redrawing moves of numberlink_turn_moves.h, as one SAT search for
// the solutions without an improving shape of the family (the "local minima": every solution
// leads to one by improving moves). Every solution it finds is a real one and is reported.
//   - Two found: two solutions; the proof ends unsettled (settled() false).
//   - The first one found holds the inverse of one of the family's improving moves: that move
//     gives a second solution, reported too, and the proof ends unsettled.
//   - Otherwise, the search exhausted with at most one solution S, without shapes, settles it:
//     S is every solution there is (numberlink_turn_moves.h says why).
// Unsettled proofs leave counting to the exact searches.
// Why it pays: a solution without shapes is what a uniquely solvable puzzle has (any shape gives
// a second solution), and forbidding the improving shapes cuts the search where its paths could
// be drawn in many equivalent ways. Measured natively (nodes; time):
//   p_14x14_07 (unique): U-turns 226k (0.49 s), U-turns and hairpins 93k (0.20 s), the moves
//     of 4x3 and 3x4 windows 59k (0.2 s);
//   p_20x20_13 (unique): U-turns 31.5M (83 s), U-turns and hairpins 4.5M (8.9 s), windows
//     1.65M (4.4 s),
// where no other search here ends within 300 s. (The proof before this one asked two questions:
// (A) no shape at all, then (B) a shape that does not improve but none that improves; (B)'s "some
// shape somewhere" gave the solver nothing to propagate: p_20x20_13 took 7.5M nodes, 26 s. Asking
// (B) place by place under assumptions was slower still: p_14x14_07 4.1M nodes with U-turns.)
// Every family makes a proof (numberlink_turn_moves.h, numberlink_window_moves.h); the race runs
// the moves of 4x3 and 3x4 windows.
// Not for the rule notouch (the moves can make a path run beside itself).
#pragma once
#include <cstdint>

#include "numberlink_sat.h"
#include "numberlink_search.h"
#include "numberlink_turn_moves.h"
#include "numberlink_window_moves.h"

namespace dlx::numberlink {

class TurnProof final : public NumberlinkSearch {
 public:
  TurnProof(const Grid& grid, Rules rules, const WindowMoves& moves);

  // Solution for each solution found; Done once the proof ended, settled or not.
  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override { return done_ ? 1.0 : 0.0; }
  const Board& board() const override { return board_; }
  // After Done: whether the solutions reported are all there are.
  bool settled() const { return settled_; }


 private:
  SatSearch minima_;  // the solutions without an improving shape
  const WindowMoves& moves_;
  Board board_;
  Board redrawn_;            // the first solution with a shape redrawn, reported next
  bool redrawNext_ = false;  // the first solution holds a shape
  bool done_ = false, settled_ = false;
  SearchStats stats_;
};

}  // namespace dlx::numberlink
