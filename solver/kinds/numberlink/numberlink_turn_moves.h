// A local redrawing that turns one solution into another, whatever the rest of the board holds.
// A path P makes a U-turn around a single edge (p1-p2-p3-p4 are three sides of a unit square), and
// a line q1-q2 of any path Q (P itself included) runs along the far side of the turn's bend. Then
//   P: ... p1 p2 p3 p4 ...  ->  ... p1 p4 ...       (P cuts the turn short)
//   Q: ... q1 q2 ...        ->  ... q1 p2 p3 q2 ... (Q takes the two cells over)
// is another solution under either rule. Both stay simple paths between the same clues (the two
// stretches are disjoint, so this holds when Q is P too). Every cell keeps its degree and no cell
// changes between used and unused. p1-p4 was no line (it would close a loop with the turn).
// After the move Q makes the same shape the other way round at the same place, so the four shapes
// come in inverse pairs: bend right of the arms <-> left, bend above the arms <-> below.
//
// How this proves uniqueness (numberlink_turn_proof.h). Order solutions by their edges (cells
// row-major, a cell's right edge before its down edge, a line above a blank): a kTurnRight or
// kTurnTop move gives a smaller solution (its first changed edge is a line that goes). Suppose
//   (A) S is the only solution with none of the four shapes, and
//   (B) no solution has a kTurnLeft or kTurnBottom shape but no kTurnRight or kTurnTop shape.
// From any solution X, kTurnRight/kTurnTop moves lead in finitely many steps to a solution Y
// with neither shape; by (B) Y has no shape at all, so Y = S by (A). Were X != S, the last move
// into S would have left its inverse shape in S. So S is the puzzle's only solution.
// The rule "no path runs beside itself" (notouch) is not kept by the move: not for that rule.
#pragma once

namespace dlx::numberlink {

enum TurnShape : int { kTurnRight = 0, kTurnTop = 1, kTurnLeft = 2, kTurnBottom = 3 };

// An edge in a shape's window: from the cell (x, y) to its right (dir 0) or below (dir 1).
struct WindowEdge {
  int x, y, dir;
};

struct TurnMove {
  int width, height;   // the window's size in cells
  WindowEdge lines[4]; // the shape: two arms, the bend, the far line
  WindowEdge gone[3];  // what the move takes away (the arms and the far line)
  WindowEdge drawn[3]; // what it draws (p1-p4, q1-p2, q2-p3)
};

// Indexed by TurnShape; shape s's move leaves shape s ^ 2 at the same anchor.
inline constexpr TurnMove kTurnMoves[4] = {
    // kTurnRight: arms p1=(0,0)-p2=(1,0) and p4=(0,1)-p3=(1,1), bend p2-p3, far line (2,0)-(2,1).
    {3, 2, {{0, 0, 0}, {0, 1, 0}, {1, 0, 1}, {2, 0, 1}}, {{0, 0, 0}, {0, 1, 0}, {2, 0, 1}}, {{0, 0, 1}, {1, 0, 0}, {1, 1, 0}}},
    // kTurnTop: far line (0,0)-(1,0), bend p2=(0,1)-p3=(1,1), arms down to p1=(0,2), p4=(1,2).
    {2, 3, {{0, 1, 1}, {1, 1, 1}, {0, 1, 0}, {0, 0, 0}}, {{0, 1, 1}, {1, 1, 1}, {0, 0, 0}}, {{0, 2, 0}, {0, 0, 1}, {1, 0, 1}}},
    // kTurnLeft: far line (0,0)-(0,1), bend p2=(1,0)-p3=(1,1), arms right to p1=(2,0), p4=(2,1).
    {3, 2, {{1, 0, 0}, {1, 1, 0}, {1, 0, 1}, {0, 0, 1}}, {{1, 0, 0}, {1, 1, 0}, {0, 0, 1}}, {{2, 0, 1}, {0, 0, 0}, {0, 1, 0}}},
    // kTurnBottom: arms p1=(0,0)-p2=(0,1) and p4=(1,0)-p3=(1,1), bend p2-p3, far line (0,2)-(1,2).
    {2, 3, {{0, 0, 1}, {1, 0, 1}, {0, 1, 0}, {0, 2, 0}}, {{0, 0, 1}, {1, 0, 1}, {0, 2, 0}}, {{0, 0, 0}, {0, 1, 1}, {1, 1, 1}}},
};

// Calls visit(x, y) for every anchor (the window's top-left cell) of `shape` in a w x h grid.
template <class Visit>
void forEachTurnAnchor(int shape, int w, int h, Visit visit) {
  const TurnMove& m = kTurnMoves[shape];
  for (int y = 0; y + m.height <= h; ++y)
    for (int x = 0; x + m.width <= w; ++x) visit(x, y);
}

}  // namespace dlx::numberlink
