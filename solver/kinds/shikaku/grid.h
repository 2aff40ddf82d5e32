// The Shikaku puzzle as data: a W x H grid of clues. Every format reads into and writes from this.
#pragma once
#include <string>
#include <vector>

namespace dlx::shikaku {

inline constexpr int kNoClue = 0;        // an empty cell
inline constexpr int kUnknownClue = -2;  // a `?` clue: the rectangle may have any area

struct Clue {
  int x, y;   // 0-based column and row
  int value;  // area, or kUnknownClue
};

struct Grid {
  int width = 0, height = 0;
  std::vector<int> cells;  // row-major: kNoClue, kUnknownClue or a positive area

  int at(int x, int y) const { return cells[static_cast<size_t>(y) * width + x]; }
  int cellCount() const { return width * height; }
  // The clues in row-major order; a clue's index here is its rectangle's index in solutions.
  std::vector<Clue> clues() const;
  bool hasUnknownClues() const;
};

// Throws InputError when the size is outside 1..kMaxGridSide, the cell count does not match, or
// a cell holds something other than an area >= 1, 0 or kUnknownClue.
void validate(const Grid& grid);

// "(x,y)" with 1-based coordinates, the way messages name cells.
std::string cellName(int x, int y);

}  // namespace dlx::shikaku
