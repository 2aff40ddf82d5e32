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
// ORIENTATION. The proof's nodes depend on which way round the puzzle is given (the improving
// order and the solver's variable order turn with it), like draws with a long tail, which the
// clues' places did not predict (clues in the first quarter of the scan, their mean place in
// it, the first row with a clue). Proof nodes in the 8 orientations (given first,
// then min / median / max of the 8; files turned by bench/rotate-numberlink.cjs): flow-12x12 5.1k
// (3.8k / 5.4k / 13.4k), flow-14x14a 19.3k (15.9k / 24.6k / 36.8k), flow-14x14b 7.4k (5.6k /
// 7.6k / 28.4k), flow-14x14c 9.1k (8.3k / 17.2k / 24.2k), p_14x14_07 59k (38k / 63k / 447k),
// generated unique 14x14 12.3k (6.0k / 8.9k / 16.5k), 20x20 241k (75k / 194k / 706k), 40x40
// 3.34M (2.51M / 3.52M / 4.77M); p_20x20_13 1.65M as given, 1.92M transposed across the other
// diagonal, over 3M in the other 6 (capped); generated 36x20 5.35M as given, over 3M in the other
// 7 (capped). The generated unique puzzles are the ones whose proof the generator's checks
// finished as given (tests/support/numberlink_unique.h), so the bench's orientation is a
// favourable one (bench rows "-r90", "-r180", "-t" are turned copies). Tried and not kept (exact):
//   - the same moves with "improving" taken in another orientation, the board left as it is
//     (patterns turned): as wide a spread (flow-14x14a 13.4k-26.9k, p_14x14_07 29k-353k, 20x20
//     76k-835k), uncorrelated with the turned board's figures, so no orientation is better as such;
//   - 2-4 such proofs taking turns (the first to end settles it), later ones joining after 16k-256k
//     nodes: simulated from the figures above over every starting orientation, the mean cost fell
//     at most from 143k to 96k (p_14x14_07, 3 proofs joining at 64k), elsewhere by 7% at most,
//     and rose where a proof joins early (flow-14x14a 25.8k -> 32.8k when the second joins at
//     16k): the tails are rare and each extra proof pays its share on every puzzle;
//   - given the race's first solution S, asking edge by edge (in edge order) for a solution
//     without improving shapes that agrees with S up to the edge and differs there, S's value fixed
//     for good after each no (under assumptions): given orientation flow-14x14a 16.1k, 14x14c
//     4.0k, p_14x14_07 56k, 20x20 66k, 40x40 2.40M, but flow-14x14b 9.1k, p_20x20_13 1.89M,
//     generated 36x20 33.0M; the mean over the 8 orientations about the same (geometric mean of
//     the ratios 1.0: 20x20 183k against 306k, p_14x14_07 331k against 143k); in reverse edge
//     order 12.9k, 5.0k, 5.2k, 102k, 591k for 14x14a, b, c, p_14x14_07, 20x20;
//   - S's lines as the solver's first phases: no effect, as phase saving overwrites every phase
//     the first descent assigns, before the first conflict (the same nodes to the node).
// The exact canonical edge search (numberlink_field.h's shortcut, as in the fastest peers) runs
// out after 6-31 nodes on these puzzles, but its rules are no moves of this kind: "no three sides
// of a unit square" refuses the only solution of the 2x2 "1 1 / . ." under rule fill, so its
// exhaustion proves nothing.
// WHERE THE PEERS' SPEED COMES FROM (measured, nothing kept): that rule is what makes their
// uniqueness checks quick. This proof with every U-turn (a path along three sides of a unit
// square) forbidden as well, nodes of the proof alone, before -> after: flow-14x14a 19.3k -> 512,
// p_14x14_07 59.4k -> 263, p_20x20_13 1.65M -> 1,518; with only the U-turns whose two bend cells
// are off the border forbidden (so the 2x2 case above stays allowed): 800, 694, 3,840, flow-14x14b
// 1,233, flow-14x14c 712, generated unique 20x20 241k -> 19.3k, 36x20 5.35M -> 58k, 40x40 3.34M
// -> 450k. Neither is exact, even off the border with both cells beyond the bend free of clues.
// Under rule fill this 6x6 has one solution, and path 4 in it turns round the unit square of
// cells (2,2)-(3,3), its bend on row 2, while the cells beyond, (2,1) and (3,1), hold no clue
// (each turns away, up and sideways, so no move of this family hands the bend over):
//   . 2 . . . .        ┌─2 ┌─┐ ┌─┐
//   . . . . . 2        └───┘ └─┘ 2
//   . 4 . . 3 3        ┌─4 ┌─┐ 3 3
//   . . . . . .        └───┘ │ └─┘
//   . . . . 4 1        ┌───┐ └─4 1
//   . 1 . . . .        └─1 └─────┘
// Such turns are common in the only solution of small boards: random 5x5-6x6 boards with 3-4
// pairs, 4 of 7 uniquely solvable ones had a U-turn off the border (2 of 13 in another sample
// with no clue beyond the bend). A U-turn that no move removes is part of the only solution there,
// so no rule that forbids it can prove uniqueness, and the exact proof has to search where
// these searches cut: 1.65M nodes against 1.5k on p_20x20_13. The same holds for the analysis
// (numberlink_sat_tests.h): with every U-turn forbidden in its SAT encodings, `dlx analyze
// --no-difficulty` of p_20x20_11 ends in 93 ms (not within a minute without) and of the
// generated published-style 20x20 in 140 ms (25 s without), but it is wrong: 114 open cells of
// that 20x20 where there are 360, and on p_14x14_03 49 where there are 176 (5,033 nodes instead
// of 108k): solutions with U-turns go missing.
// RULE FREE. Two more kinds of move, and another order: solutions first by how many cells they
// use (fewer first), then by their edges as above. A shortcut (numberlink_detour.h: a path that
// runs beside itself jumps across) uses fewer cells; a corner flip (a path's corner in a unit
// square whose opposite cell is unused moves there) as many, and improves when the edge order
// says so; the window moves keep every cell's degree, so the used cells. So every solution leads
// by improving moves to a local minimum: a solution without self-touch (Rules::noTouch, set for
// the search here), without an improving corner flip (TurnShapes::NoImprovingOrFlip) and
// without an improving window shape. The final check of the one minimum S found adds the
// inverses of the two new moves: a detour (makeDetour) and any corner flip (flipCorner). Then S
// is the only solution as above. On published-style puzzles, whose only solution fills the
// grid, the search for the solutions without self-touch alone (the SAT search under noTouch,
// what rule free's uniqueness used before) did not end on p_14x14_07 in 73 s (numbers in
// bench/NOTES.md).
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
  // The final check: another solution from `solved` by the inverse of an improving move (under
  // rule free also a detour or a corner flip), drawn on `other`.
  bool redraw(const Board& solved, Board& other) const;

  bool freeRule_;     // rule free: shortcuts and corner flips are moves too (see above)
  SatSearch minima_;  // the solutions without an improving shape
  const WindowMoves& moves_;
  Board board_;
  Board redrawn_;            // the first solution with a shape redrawn, reported next
  bool redrawNext_ = false;  // the first solution holds a shape
  bool done_ = false, settled_ = false;
  SearchStats stats_;
};

}  // namespace dlx::numberlink
