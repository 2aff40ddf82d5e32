// An independent Shikaku checker for the tests: shares no code with the kind. It flood-fills the
// label grid into regions and checks each region is a full rectangle with exactly one clue whose
// value is its area; it also checks the solution's "text" area grid and "rects" agree with it.
#pragma once
#include <string>
#include <vector>

#include "core/json.h"

namespace shikaku_test {

struct Board {
  int width = 0, height = 0;
  std::vector<int> clues;  // row-major: 0 none, -2 '?', else the area
};

// "" when `labels` (row-major, one region label per cell) is a valid solution, else the problem.
std::string checkLabels(const Board& board, const std::vector<int>& labels);

// Reads "grid" from a solution object and checks it with checkLabels, then compares "text" (the
// first H lines: areas) and "rects" with the regions. "" when all is well.
std::string checkSolutionJson(const Board& board, const dlx::Json& solution);

}  // namespace shikaku_test
