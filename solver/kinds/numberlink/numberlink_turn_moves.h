// Local redrawings that turn one solution into another, whatever the rest of the board holds.
// Each is a detour handed from one path to another: a path P runs from p1 through a few cells X
// to pk, where p1 and pk are neighbours, and a line q1-q2 of any path Q (P itself included) runs
// beside X so that X can be walked from a neighbour of q1 to a neighbour of q2. Then
//   P: ... p1 X pk ...  ->  ... p1 pk ...            (P cuts the detour short)
//   Q: ... q1 q2 ...    ->  ... q1 (X walked) q2 ... (Q takes the cells over)
// is another solution under either rule. Both stay simple paths between the same clues (the two
// stretches are disjoint, so this holds when Q is P too); every cell keeps its degree and no cell
// changes between used and unused; p1-pk was no line (it would close a loop with the detour).
// The shapes used here, in every rotation and reflection:
//   - the U-turn: X is two cells, P makes a U-turn round one edge and Q's line runs along the far
//     side of the bend (Q then makes the same U-turn the other way round);
//   - the hairpin: X is a 2x2 block that P enters and leaves on one side and Q's line runs along
//     a side next to it (a hairpin with Q's line along its far end is two U-turn moves).
// After a move Q holds the inverse shape at the same place, so shapes come in inverse pairs.
//
// How this proves uniqueness (numberlink_turn_proof.h). Order solutions by their edges (cells
// row-major, a cell's right edge before its down edge, a line above a blank): in each inverse pair
// one shape's move leads to a smaller solution (its first changed edge is a line that goes): the
// *improving* one. From any solution X, improving moves lead in finitely many steps to a solution
// without an improving shape (a "local minimum"). Suppose S is the only local minimum and holds
// no shape at all. Were X != S, the last move into S would have left its inverse shape in S. So S
// is the puzzle's only solution. (Two local minima are two solutions; a shape in S gives another.)
// The rule "no path runs beside itself" (notouch) is not kept by the moves: not for that rule.
#pragma once

namespace dlx::numberlink {

// An edge in a shape's window: from the cell (x, y) to its right (dir 0) or below (dir 1).
struct WindowEdge {
  signed char x, y, dir;  // small: the table is part of the page's first download
  bool operator==(const WindowEdge& o) const { return x == o.x && y == o.y && dir == o.dir; }
};

// A run of window edges, for range-for.
struct WindowEdges {
  const WindowEdge* first;
  int count;
  const WindowEdge* begin() const { return first; }
  const WindowEdge* end() const { return first + count; }
};

struct TurnMove {
  signed char width, height;  // the window's size in cells
  signed char lineCount;
  WindowEdge lines[6];   // the shape: the lines it needs
  signed char changeCount;
  WindowEdge gone[4];    // what the move takes away
  WindowEdge drawn[4];   // what it draws
  signed char inverse;   // the shape the move leaves at the same anchor (an index in the table)
  bool improving;        // the move leads to a smaller solution
  WindowEdges shape() const { return {lines, lineCount}; }
  WindowEdges taken() const { return {gone, changeCount}; }
  WindowEdges added() const { return {drawn, changeCount}; }
};

// The shapes in every rotation and reflection, each once: the four U-turns, then the eight
// hairpins. Each window's edges are listed row by row, a cell's right edge before its down edge;
// an inverse is the shape whose lines are the move's result; a shape improves when the first of
// its changed edges is one that goes. (tests/support/numberlink_turn_shapes.h derives the same
// table from the two base shapes by the square's symmetries, and the tests compare them.)
inline constexpr TurnMove kTurnMoves[12] = {
{3, 2, 4, {{0, 0, 0}, {1, 0, 1}, {2, 0, 1}, {0, 1, 0}}, 3, {{0, 0, 0}, {2, 0, 1}, {0, 1, 0}}, {{0, 0, 1}, {1, 0, 0}, {1, 1, 0}}, 1, true},
    {3, 2, 4, {{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {1, 1, 0}}, 3, {{0, 0, 1}, {1, 0, 0}, {1, 1, 0}}, {{0, 0, 0}, {2, 0, 1}, {0, 1, 0}}, 0, false},
    {2, 3, 4, {{0, 0, 1}, {1, 0, 1}, {0, 1, 0}, {0, 2, 0}}, 3, {{0, 0, 1}, {1, 0, 1}, {0, 2, 0}}, {{0, 0, 0}, {0, 1, 1}, {1, 1, 1}}, 3, false},
    {2, 3, 4, {{0, 0, 0}, {0, 1, 0}, {0, 1, 1}, {1, 1, 1}}, 3, {{0, 0, 0}, {0, 1, 1}, {1, 1, 1}}, {{0, 0, 1}, {1, 0, 1}, {0, 2, 0}}, 2, true},
    {3, 3, 6, {{0, 0, 0}, {0, 0, 1}, {1, 0, 1}, {2, 0, 1}, {0, 1, 1}, {1, 1, 1}}, 4, {{1, 0, 1}, {2, 0, 1}, {0, 1, 1}, {1, 1, 1}}, {{1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 2, 0}}, 8, false},
    {3, 3, 6, {{0, 0, 1}, {1, 0, 0}, {1, 0, 1}, {2, 0, 1}, {1, 1, 1}, {2, 1, 1}}, 4, {{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {2, 1, 1}}, {{0, 0, 0}, {0, 1, 0}, {1, 1, 0}, {1, 2, 0}}, 9, false},
    {3, 3, 6, {{0, 0, 1}, {1, 0, 1}, {0, 1, 1}, {1, 1, 1}, {2, 1, 1}, {0, 2, 0}}, 4, {{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {2, 1, 1}}, {{0, 0, 0}, {0, 1, 0}, {1, 1, 0}, {1, 2, 0}}, 10, false},
    {3, 3, 6, {{1, 0, 1}, {2, 0, 1}, {0, 1, 1}, {1, 1, 1}, {2, 1, 1}, {1, 2, 0}}, 4, {{1, 0, 1}, {2, 0, 1}, {0, 1, 1}, {1, 1, 1}}, {{1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 2, 0}}, 11, false},
    {3, 3, 6, {{0, 0, 0}, {0, 0, 1}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 2, 0}}, 4, {{1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 2, 0}}, {{1, 0, 1}, {2, 0, 1}, {0, 1, 1}, {1, 1, 1}}, 4, true},
    {3, 3, 6, {{0, 0, 0}, {1, 0, 0}, {2, 0, 1}, {0, 1, 0}, {1, 1, 0}, {1, 2, 0}}, 4, {{0, 0, 0}, {0, 1, 0}, {1, 1, 0}, {1, 2, 0}}, {{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {2, 1, 1}}, 5, true},
    {3, 3, 6, {{0, 0, 0}, {0, 1, 0}, {0, 1, 1}, {1, 1, 0}, {0, 2, 0}, {1, 2, 0}}, 4, {{0, 0, 0}, {0, 1, 0}, {1, 1, 0}, {1, 2, 0}}, {{0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {2, 1, 1}}, 6, true},
    {3, 3, 6, {{1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {2, 1, 1}, {0, 2, 0}, {1, 2, 0}}, 4, {{1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 2, 0}}, {{1, 0, 1}, {2, 0, 1}, {0, 1, 1}, {1, 1, 1}}, 7, true},
};

// Which shapes a proof uses. Each family holds every inverse of its shapes, and either proves
// uniqueness alone; which is quicker varies (p_14x14_07: U-turns ~0.1M SAT nodes, both 1.1M;
// p_20x20_13: U-turns 37M race nodes, both 7.5M). The window families are generated instead
// (numberlink_window_moves.h): every move inside a 3x3 window, or inside a 4x3 or 3x4 one.
enum class TurnFamily { UTurns, UTurnsAndHairpins, Windows3x3, Windows4x3 };

struct TurnMoves {
  const TurnMove* first;
  int count;
  const TurnMove* begin() const { return first; }
  const TurnMove* end() const { return first + count; }
  const TurnMove& operator[](int i) const { return first[i]; }
};

// The hand-written shapes of a family (none for the window families).
inline TurnMoves turnMoves(TurnFamily family) {
  return {kTurnMoves, family == TurnFamily::UTurns ? 4 : family == TurnFamily::UTurnsAndHairpins ? 12 : 0};
}

// Calls visit(x, y) for every anchor (the window's top-left cell) of `move` in a w x h grid.
template <class Visit>
void forEachAnchor(const TurnMove& move, int w, int h, Visit visit) {
  for (int y = 0; y + move.height <= h; ++y)
    for (int x = 0; x + move.width <= w; ++x) visit(x, y);
}

}  // namespace dlx::numberlink
