#include "grid.h"

#include "core/kind.h"

namespace dlx::shikaku {

std::vector<Clue> Grid::clues() const {
  std::vector<Clue> out;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      if (at(x, y) != kNoClue) out.push_back({x, y, at(x, y)});
  return out;
}

bool Grid::hasUnknownClues() const {
  for (int v : cells)
    if (v == kUnknownClue) return true;
  return false;
}

std::string cellName(int x, int y) { return cellPosition(x, y); }

void validate(const Grid& grid) {
  if (grid.width < 1 || grid.height < 1)
    throw InputError("the grid must be at least 1x1, not " + std::to_string(grid.width) + "x" +
                     std::to_string(grid.height));
  if (grid.width > kMaxGridSide || grid.height > kMaxGridSide)
    throw InputError("the grid is " + std::to_string(grid.width) + "x" + std::to_string(grid.height) +
                     "; the limit is " + std::to_string(kMaxGridSide) + " on each side");
  if (grid.cells.size() != static_cast<size_t>(grid.width) * static_cast<size_t>(grid.height))
    throw InputError("the grid has " + std::to_string(grid.cells.size()) + " cells, expected " +
                     std::to_string(grid.width * grid.height));
  for (int y = 0; y < grid.height; ++y)
    for (int x = 0; x < grid.width; ++x) {
      int v = grid.at(x, y);
      if (v < 0 && v != kUnknownClue)
        throw InputError("the clue " + std::to_string(v) + " at " + cellName(x, y) + " is not an area");
    }
}

}  // namespace dlx::shikaku
