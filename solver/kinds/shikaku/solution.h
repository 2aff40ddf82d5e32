// A solved Shikaku as the user sees it: the area grid, the rectangle-letter grid, and the JSON
// object {"text","grid","rects"}; plus the re-check of such an object against the puzzle.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "candidates.h"
#include "core/json.h"
#include "grid.h"

namespace dlx::shikaku {

// The letter for rectangle `index`: a-z, then A-Z, then 0-9 (62 symbols). Past 62 rectangles the
// symbols are reused: each later rectangle takes the first symbol none of its already-lettered
// neighbours uses, so touching rectangles always differ.
std::vector<char> rectangleLetters(const Grid& grid, const std::vector<Rect>& rectsByClue);

// rectsByClue[i] is the rectangle of clue i. Text: each cell's area in columns right-aligned to
// the widest entry of the column, a blank line, then each cell's rectangle letter.
Json solutionJson(const Grid& grid, const std::vector<Rect>& rectsByClue);

// nullopt when `solution`'s "grid" cuts the puzzle into rectangles that each hold one clue and
// have its area; otherwise what is wrong.
std::optional<std::string> checkSolution(const Grid& grid, const Json& solution);

}  // namespace dlx::shikaku
