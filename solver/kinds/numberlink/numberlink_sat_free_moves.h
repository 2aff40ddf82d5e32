// The clauses of the proof by redrawing moves under rule free (TurnShapes::NoImprovingOrFlip,
// numberlink_sat_encoding.h; numberlink_turn_proof.h says why they are exact): no improving
// corner flip and no bulge round an unused cell. Apart from the encoding so the page's build can
// make it small (it runs once per proof).
#pragma once
#include <vector>

#include "sat/cdcl.h"

namespace dlx::numberlink {

// rightOf, belowOf: per cell (row-major), the variable of the edge to its right / below, -1 at the
// border; used: per cell, its used-cell variable, -1 where the cell is always used (a clue).
void freeRuleMoveClauses(sat::Cdcl& solver, int width, int height, const std::vector<int>& rightOf,
                         const std::vector<int>& belowOf, const std::vector<int>& used);

}  // namespace dlx::numberlink
