// Redrawing moves generated from small windows, a larger family than the two hand-written shapes
// of numberlink_turn_moves.h, for the same uniqueness proof (numberlink_turn_proof.h).
//
// Take a window of W x H cells and a set L of its internal edges (between two window cells) that
// is acyclic with every cell of degree <= 2: a few paths. Its class is each cell's degree in L and,
// for each cell of degree 1, the cell its L-path ends at. Two sets L, L' of one class are a move
// inside any solution whose lines in the window are L plus other lines X, none of them in L' \ L
// (those edges are blank): replace L by L'. Every cell keeps its degree, so clue cells stay ends
// and (rule free) unused cells stay unused; cells of degree 2 in L carry no other line, so each
// L-path is a detour of fresh cells between its ends, and L' joins the same ends: shrinking every
// L-path (or L'-path) to a single edge gives the same graph, so every path still joins the same
// clues and no loop appears. Holds under rule fill and free, not under notouch (the new lines
// may run beside their own path).
//
// Edges are ordered row-major (a cell's right edge before its down edge), in the window as on
// the board, so a move changes the solution's first changed edge the way it changes the window's.
// Solutions are compared at their first differing edge, the one with a blank there first (as
// for the hand-written shapes). A move from L to a member L' that comes before it (a blank at the
// first edge where they differ) improves: it leads to an earlier solution. Its forbidden pattern
// is "L's edges all lines and the edges of L' \ L all blank". In a solution the blanks follow
// from the lines (a line there has ends of degree 1 in L that L', and so L, pairs: it would close
// a loop), but stating them made the SAT search quicker (p_14x14_07: 59k nodes, 110k without;
// 3x3 windows 77k and 550k). The order's direction matters as much: with "a line first",
// p_20x20_13's proof took 15.9M nodes instead of 1.7M. Improving moves end, so every solution
// leads to one without any pattern (a local minimum). Patterns that contain another one (at any
// shift) are dropped: the other one's clause already forbids what they match.
//
// Final check of the one local minimum S the proof finds: does the inverse of some pattern's
// move (lines L', blanks L \ L') match S somewhere? Its move gives another solution. Without
// one, S is the only solution: a solution T != S leads by the patterns' moves (each improving) to
// a solution without patterns, which the SAT search found, S; the last of those moves left its
// inverse in S.
// The classes are generated when first needed (about 4 ms natively for 4x3 and 3x4, walking only
// the edge sets that form paths) instead of shipped as a table: the page's first download has a
// budget.
#pragma once
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "numberlink_board.h"
#include "numberlink_turn_moves.h"

namespace dlx::numberlink {

// Whether the moves keep a solution a solution under these rules: not under notouch (a new line
// may run beside its own path) nor under no-u-turn (a new line may turn back), so the proofs and
// tests that rest on them (numberlink_turn_proof.h, numberlink_sat_tests.h) are for the others.
inline bool windowMovesHold(const Rules& rules) { return !rules.noTouch && rules.turns == Turns::Any; }

// A window's edges as the bits of one word, in the edge order: the edge from cell (x, y) to its
// right (dir 0) or below (dir 1) is bit (y * 4 + x) * 2 + dir (windows up to 4x4 cells).
inline int windowBit(int x, int y, int dir) { return (y * 4 + x) * 2 + dir; }

template <class Visit>
void forEachWindowEdge(uint32_t edges, Visit visit) {
  for (; edges; edges &= edges - 1) {
    const int bit = __builtin_ctz(edges);
    visit(bit >> 1 & 3, bit >> 3, bit & 1);
  }
}

// A forbidden pattern, in the box its edges span (top-left cell at the anchor): `lines` (L) all
// lines and `drawn` (L' \ L) all blank; its move takes `gone` (L \ L') away and draws `drawn`.
struct WindowPattern {
  int width, height;
  uint32_t lines, drawn, gone;
};

struct WindowSize {
  int width, height;
};

class WindowMoves {
 public:
  // Windows up to 4x3 and 3x4 (a table of 4 bytes per edge set while generating: 2^17 for 4x3).
  // pairEnds false groups path sets by their degrees alone, which is NOT sound (moves may then
  // join other clues or close loops): the tests use it to show that they catch a wrong family.
  explicit WindowMoves(std::initializer_list<WindowSize> sizes, bool pairEnds = true);
  // The hand-written shapes' improving moves as patterns, so one clause loop and one final check
  // serve every family. Their clauses name the lines alone, as they always did (the blanks follow).
  explicit WindowMoves(TurnMoves shapes);

  const std::vector<WindowPattern>& patterns() const { return patterns_; }
  // Whether a pattern's clause names its blank edges too.
  bool blanksInClauses() const { return blanksInClauses_; }
  // Whether the solution matches the pattern anchored at (x, y): its lines there, its drawn edges blank.
  static bool matches(const Board& solution, const WindowPattern& p, int x, int y);
  // Makes the pattern's move, which must match there: another, earlier solution.
  static void apply(Board& solution, const WindowPattern& p, int x, int y);
  // The final check: the solution with the inverse of a pattern's move made somewhere (another
  // solution) in `out`; false when no pattern's inverse matches anywhere.
  bool redraw(const Board& solution, Board& out) const;

 private:
  std::vector<WindowPattern> patterns_;
  bool blanksInClauses_ = true;
};

// A family's moves as patterns, made once per process. The race and the analysis ask for the
// 4x3 windows by name, so the hand-written tables (only the tests use them now) stay out of the
// page's first download.
const WindowMoves& windowMoves4x3();
const WindowMoves& movesOf(TurnFamily family);

}  // namespace dlx::numberlink
