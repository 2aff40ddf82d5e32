// A uniqueness proof by the redrawing moves of numberlink_turn_moves.h, as two SAT searches:
//   (A) the solutions without any shape of the family, and
//   (B) the solutions with a shape that does not improve but none that improves.
// Every solution either search finds is a real one and is reported. (A) exhausted with at most
// one solution and (B) with none settle the question: that is then every solution there is
// (numberlink_turn_moves.h says why). Otherwise there are two solutions or more, and both are
// reported: a second one of (A), or one of (B) together with its redrawing. The proof then ends
// unsettled (settled() false) and leaves counting them to the exact searches.
// Why it pays: a solution without shapes is what a uniquely solvable puzzle has (any shape gives
// a second solution), and forbidding the shapes cuts the search where its paths could be drawn in
// many equivalent ways. Measured natively with the U-turns, p_14x14_07 (unique): (A) 8.8k nodes,
// (B) 91k; the plain SAT search 310k and the best exact edge search 450k. p_20x20_13 (unique):
// (A) 97k nodes (0.23 s), (B) 42M (122 s), where no other search here ends within 300 s. With
// the hairpins too, p_14x14_07 takes (A) 3.1k and (B) 1.13M, p_20x20_13 about 7.5M in all (26 s).
// Either family of shapes makes a proof (numberlink_turn_moves.h); the race runs both.
// Not for the rule notouch (the moves can make a path run beside itself).
#pragma once
#include <cstdint>

#include "numberlink_sat.h"
#include "numberlink_search.h"
#include "numberlink_turn_moves.h"

namespace dlx::numberlink {

class TurnProof final : public NumberlinkSearch {
 public:
  TurnProof(const Grid& grid, Rules rules, TurnFamily family);

  // Solution for each solution found; Done once the proof ended, settled or not.
  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override { return done_ ? 1.0 : 0.0; }
  const Board& board() const override { return board_; }
  // After Done: whether the solutions reported are all there are.
  bool settled() const { return settled_; }

  // Whether the solution holds the move's shape with its window's top-left at (x, y).
  static bool hasShape(const Board& solution, const TurnMove& move, int x, int y);
  // Makes that move, whose shape must be there: another solution.
  static void redrawShape(Board& solution, const TurnMove& move, int x, int y);
  // The solution with its first shape (of any family) redrawn: another solution. False when it
  // has no shape.
  static bool redraw(const Board& solution, Board& out);

 private:
  SatSearch shapeless_, unimproved_;  // (A) and (B)
  Board board_;
  int phase_ = 0;                  // 0 (A), 1 (B), 2 the redrawing of (B)'s solution to report
  uint64_t shapelessFound_ = 0;
  bool done_ = false, settled_ = false;
  SearchStats stats_;
};

}  // namespace dlx::numberlink
