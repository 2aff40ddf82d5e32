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
// A move from L to a member L' that comes before it in that order (blank at the first edge where
// they differ) improves: it leads to a smaller solution. Its forbidden pattern is "L's edges all
// lines and the edges of L' \ L all blank". In a solution the blanks follow from the lines (a
// line there has ends of degree 1 in L that L', and so L, pairs: it would close a loop), but
// stating them made the SAT search quicker (p_14x14_07: 59k nodes, 110k without; 3x3 windows
// 77k and 550k). Improving moves end, so every solution leads to one without any
// pattern (a local minimum). Patterns that contain another one (at any shift) are dropped: the
// other one's clause already forbids what they match.
//
// Final check of the one local minimum S the proof finds: at every placement of every window
// size up to the family's, S's lines there are one set Y; another member of Y's class is another
// solution. Without one, S is the only solution: a solution T != S leads by improving moves to S,
// and the last of them, from L + X to L' + X, leaves L + X beside L' + X in one class in S.
// The classes are generated when first needed (a few ms) instead of shipped as a table: the
// page's first download has a budget.
#pragma once
#include <cstdint>
#include <vector>

#include "numberlink_board.h"
#include "numberlink_turn_moves.h"

namespace dlx::numberlink {

// A forbidden pattern, in the box its edges span (top-left cell at the anchor): `lines` (L) all
// lines and `drawn` (L' \ L) all blank; its move takes `gone` (L \ L') away and draws `drawn`.
struct WindowPattern {
  int width = 0, height = 0;
  std::vector<WindowEdge> lines, drawn, gone;
};

struct WindowSize {
  int width, height;
};

class WindowMoves {
 public:
  // Windows of more than 17 internal edges (4x3) are refused: the tables would not fit.
  // pairEnds false groups path sets by their degrees alone, which is NOT sound (moves may then
  // join other clues or close loops): the tests use it to show that they catch a wrong family.
  explicit WindowMoves(const std::vector<WindowSize>& sizes, bool pairEnds = true);

  const std::vector<WindowPattern>& patterns() const { return patterns_; }
  // Whether the solution matches the pattern anchored at (x, y): its lines there, its drawn edges blank.
  static bool matches(const Board& solution, const WindowPattern& p, int x, int y);
  // Makes the pattern's move, which must match there: another, smaller solution.
  static void apply(Board& solution, const WindowPattern& p, int x, int y);
  // The final check: the solution with one window's lines redrawn as another member of their
  // class (another solution) in `out`; false when no window has one.
  bool redraw(const Board& solution, Board& out) const;

 private:
  struct Table {
    int width, height;
    std::vector<WindowEdge> edges;  // the window's internal edges, row-major
    // Per edge set (bit i: edges[i]): another member of its class (itself when alone), or
    // kNotAPathSet for a set with a loop or a cell of degree 3 or more.
    std::vector<uint32_t> sibling;
  };
  static constexpr uint32_t kNotAPathSet = 0xffffffffu;
  static Table classes(int width, int height, bool pairEnds);
  void addPatterns(const Table& table);
  void dropContainingPatterns();

  std::vector<Table> tables_;  // every size from 2x2 up to the family's sizes
  std::vector<WindowPattern> patterns_;
};

// The window family's moves, generated once per process; nullptr for the hand-written families.
const WindowMoves* windowMovesOf(TurnFamily family);

}  // namespace dlx::numberlink
