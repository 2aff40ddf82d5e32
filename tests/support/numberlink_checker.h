// An independent check of a Numberlink solution object ({"grid", "paths", ...}), written apart
// from the kind so a bug in the solver cannot hide in a shared helper.
#pragma once
#include <string>
#include <vector>

#include "core/json.h"

namespace nltest {

// Returns "" when `solution` solves the clue grid (row-major, 0 = empty) under the rule
// (fill: every cell on a path), else what is wrong.
std::string checkSolution(int width, int height, const std::vector<int>& clues, const dlx::Json& solution, bool fill);

// Whether some path in the solution runs beside itself (two cells of one path adjacent but not
// consecutive). Assumes checkSolution passed.
bool touchesItself(const dlx::Json& solution);

// Whether some path in the solution turns back: four consecutive cells of it fill a 2x2 block (a
// line along three sides of a unit square). Assumes checkSolution passed.
bool turnsBack(const dlx::Json& solution);

}  // namespace nltest
