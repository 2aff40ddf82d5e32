// Numberlink as CNF for the CDCL solver (solver/sat/cdcl.h), exactly under the rules the other
// searches honour (rule fill/free, the no-touch assumption):
//   - one variable per edge between neighbouring cells (on: the path runs along it);
//   - degree: 1 at a clue; 2 elsewhere under rule fill, 0 or 2 under rule free;
//   - labels: one variable per cell and pair ("the cell is on this pair's path"), at most one per
//     cell and at least one on a used cell, fixed at the clues, equal at both ends of an edge, so
//     no path joins two different numbers; under rule free a used-cell variable per cell, on
//     exactly when an edge of it is, and an unused cell has no label (labels follow the edges,
//     so each solution is one model);
//   - no-touch: two cells of one pair side by side are joined by their edge;
//   - no four edges round a 2x2 block (a loop; no solution has one); under turns=no-u-turn no
//     three of them (a U-turn);
//   - cut parity: the edges on across a row or column cut are as many as the clues on one side,
//     mod 2 (implied by the degrees, but only over the whole side; stated as XOR chains).
// Longer loops (a cycle of edges without a clue) are not excluded up front: the search checks
// each model and adds clauses against the loops it finds (numberlink_sat.h).
// Tried and not kept (both exact): per pair and cut, "a pair whose clues lie on both sides has an
// edge across on with its label" (p_14x14_07 unique: 38% fewer conflicts but 18% more propagated
// literals, the budget unit; p_14x14_03's second solution 6k -> 49k nodes), and a label-reach
// check during the search (each pair's cells reached from its clue through cells that may take
// its label; its clauses name the whole reached boundary and are too long to learn from: 7x
// the conflicts); per cut, "at least as many crossing edges on as pairs with a clue on each
// side" (a sequential counter where that leaves at most 8 off; the proof by redrawing moves,
// numberlink_turn_proof.h: flow-14x14a 19.3k -> 42.8k nodes, flow-14x14b 7.4k -> 7.0k,
// p_14x14_07 59.4k -> 39.7k, generated unique 14x14 12.3k -> 14.0k; with any slack worse still),
// and the edge search's cut counting as a check during the search (numberlink_sat_regions.h says
// how it went).
#pragma once
#include <vector>

#include "numberlink_board.h"
#include "numberlink_window_moves.h"
#include "sat/cdcl.h"

namespace dlx::numberlink {

struct SatEncoding {
  // Edge variables are 0 .. edges()-1 (before any other): edge e joins cells a[e] and b[e]
  // (row-major grid indexes), b[e] to the right of (dir 0) or below (dir 1) a[e].
  std::vector<int> a, b, dir;
  std::vector<int> used;  // per cell: its used-cell variable, -1 when the cell is always used
  // The variable "cell c lies on pair k's path" is label[c * labels + k], pairs in pairsOf() order.
  std::vector<int> label;
  int labels = 0;
  int edges() const { return static_cast<int>(a.size()); }
};

// Per cell, 4 slots (right, down, left, up): the edge variable joining it to that neighbour, -1
// where there is none (the layout the regions check, numberlink_sat_regions.h, reads).
std::vector<int> incidentEdges(const SatEncoding& enc, int cells);

// Which solutions to keep, by the shapes of numberlink_turn_moves.h: all of them, or those
// without an improving move of `moves` (a uniqueness proof's search; see there). With cells
// pinned (non-empty `pinned`, one flag per cell), shapes whose move would hand a pinned cell to
// another path are allowed: every solution then still leads by the other moves to one that is
// kept and whose pinned cells lie on the same paths, so the question "is there a solution with
// these cells on these paths?" keeps its answer (the analysis asks that).
// NoImprovingOrFlip (rule free, with Rules::noTouch): also none with an improving corner flip
// (numberlink_detour.h): a path's corner at the top left of a unit square whose bottom right cell
// is unused, or at its top right with the bottom left unused (the path can cut across the square
// the other way, an earlier solution in the edge order; numberlink_turn_proof.h says how the
// proof uses it).
enum class TurnShapes { Any, NoImproving, NoImprovingOrFlip };

// Adds the variables and clauses to `solver` (which must be empty).
SatEncoding encodeNumberlink(const Grid& grid, Rules rules, sat::Cdcl& solver, TurnShapes shapes = TurnShapes::Any,
                             const WindowMoves* moves = nullptr, const std::vector<char>& pinned = {});

// The clauses against the patterns of `moves` at every placement: "not these lines, or one of
// these blanks drawn". edgeVar[cell * 2 + dir]: the variable of the edge right of (dir 0) or
// below (dir 1) the cell. A placement whose move would hand a `pinned` cell to another path
// gets no clause (pinned empty: none); pinVar (empty: none), a variable per cell or -1, is added
// to the clause for each cell the move hands over ("or that cell is pinned": the analysis's
// incremental tests, numberlink_sat_tests.h, pin their cell by an assumption).
void windowPatternClauses(sat::Cdcl& solver, int width, int height, const WindowMoves& moves, const std::vector<int>& edgeVar,
                          const std::vector<char>& pinned, const std::vector<int>& pinVar);

}  // namespace dlx::numberlink
