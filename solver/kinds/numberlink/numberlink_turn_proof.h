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
// Where its nodes go: 77-87% before its first solution (flow-14x14a 16.8k of 19.3k, p_14x14_07
// 51.7k of 59.4k); its conflicts come from the clauses (the regions check, numberlink_sat_regions.h,
// gives 8 of flow-14x14a's 1,828, 98 of p_14x14_07's 7,719; no model had a loop). Tried and not
// kept (both exact):
//   - seeded with the race's first solution S (a move of a pattern or an inverse pattern in S gives
//     a second solution; otherwise S is a local minimum without inverses and is blocked, so only
//     a second local minimum is searched for): the refutation from scratch took as long as the
//     whole proof (flow-14x14a 18.6k nodes, flow-14x14b 7.9k instead of 7.4k, p_14x14_07 59.2k):
//     the search to the first solution is where the refuting clauses are learnt;
//   - the local minima found by the exact edge search (numberlink_edge_search.h), each pattern
//     placement checked once the scan passed its cells, the dead-position key extended over the
//     rows a placement reaches back: flow-14x14a 18k-148k nodes by side, p_14x14_07 0.83M to over
//     3M (the plain edge search 11k-104k and 0.45M-2.1M): checked only after the fact, the
//     patterns cut little, and the longer key spoils the table of dead positions.
// The exact canonical edge search (numberlink_field.h's shortcut, as in the fastest peers) runs
// out after 6-31 nodes on these puzzles, but its rules are no moves of this kind: "no three sides
// of a unit square" refuses the only solution of the 2x2 "1 1 / . ." under rule fill, so its
// exhaustion proves nothing.
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
