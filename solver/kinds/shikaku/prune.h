// Sound pruning of candidate rectangles before the search, by two local deductions repeated until
// nothing changes:
//  - a rectangle that overlaps every remaining rectangle of another clue would leave that clue
//    nothing, so it is dropped;
//  - when every remaining rectangle through a cell belongs to one clue, that clue's rectangle must
//    cover the cell, so its rectangles that miss the cell are dropped.
// Only rectangles that are in no solution are dropped, so the solutions stay exactly the same.
// Why: DLX picks the most constrained item but cannot backjump; on big random boards a wrong
// choice in one corner is found out only after many unrelated choices elsewhere, and the search
// thrashes (2M nodes for a 120x120 board). Deduction first leaves far fewer open choices.
#pragma once
#include <vector>

#include "candidates.h"

namespace dlx::shikaku {

// alive[k] says whether candidate k survives. `passes` caps the rounds (each is linear in the
// candidates' total area times the cover depth).
std::vector<char> pruneCandidates(const Grid& grid, const Candidates& candidates, int passes = 64);

}  // namespace dlx::shikaku
