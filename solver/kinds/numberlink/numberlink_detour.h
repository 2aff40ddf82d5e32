// Detours: how, under rule free, one solution without self-touch lies beside others.
//
// A path of a free-rule solution that runs beside itself (cells p_i and p_j side by side, j > i+1)
// can take the shortcut p_i -> p_j: the cells between are left empty and the result is again a
// solution. Every solution therefore shortens, step by step, into one where no path touches itself
// (the set R that the path search finds under Rules::noTouch). Read backwards, the last shortcut
// undid a detour: an edge a-b of one of the paths left for a walk a -> x -> ... -> y -> b through
// cells that are empty in the shorter solution, x beside a and y beside b, all in one connected
// area of empty cells. So:
//   - a solution exists iff R is not empty;
//   - there are two or more iff |R| >= 2, or R = {S} and S has a detour (makeDetour finds one and
//     draws the longer solution);
//   - a cell holds path L in every solution iff it does in every solution of R (shortcuts only
//     empty cells);
//   - a cell lies on some path of some solution iff it does in some S of R, or some detour of
//     some S of R can run through it (detourReach; the walk must not revisit a cell, so this is
//     "a cycle through the edge a-b and the cell", a biconnectivity question).
// The boards here hold a solution as drawn links (Board::links); a cell is empty iff it has none
// (every clue cell ends a path, so it has a link).
#pragma once
#include <cstdint>
#include <vector>

#include "numberlink_board.h"
#include "numberlink_grid.h"

namespace dlx::numberlink {

// Every shortcut taken: each path, walked from its first clue, jumps from each cell to the last
// of its own cells beside it, so no two cells left are side by side unless consecutive (a cell
// beside a later kept one would have jumped there). `shorter` is redrawn as that solution of R;
// false when `solved` touches nowhere (then `shorter` is left alone).
bool shortenPaths(const Grid& grid, const Board& solved, Board& shorter);

// Per padded board cell: the id of its connected area of empty cells (0, 1, ...), -1 elsewhere.
std::vector<int> emptyAreas(const Board& solved);

// Whether the solution drawn on `solved` has a detour; if so, `longer` is redrawn as the solution
// with the first one found (edges in reading order, the walk as short as it can be).
bool makeDetour(const Board& solved, Board& longer);

// Corner flips: a path turning at a cell b of a unit square (its lines b-a and b-c along two
// sides) whose opposite cell d is unused can run a-d-c instead (b left unused): another solution
// under rule free, as many cells used. Whether `solved` has one; if so `other` is redrawn with
// the first (cells in reading order).
bool flipCorner(const Board& solved, Board& other);

// Bulges: a path running straight through three cells a-m-c, the three cells beside them on one
// side unused, can bulge round through those instead (m left unused): another solution under
// rule free. Whether `solved` has one; if so `other` is redrawn with the first.
bool bulgeLine(const Board& solved, Board& other);

// Per padded board cell: 1 where some detour of the solution drawn on `solved` can pass.
std::vector<uint8_t> detourReach(const Board& solved);

}  // namespace dlx::numberlink
