// The Numberlink puzzle as data: a W x H grid of clue numbers (0 = empty cell), each non-zero
// number on exactly two cells. Everything else in this folder (formats, search, rendering) works
// from this one shape.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "numberlink_rules.h"

namespace dlx::numberlink {

// Numbers above this are refused: they only make labels unreadable, and puzz.link stops well below.
inline constexpr int kMaxNumber = 999999;

struct Grid {
  int width = 0, height = 0;
  std::vector<int> numbers;  // row-major (index y*width + x), 0 = empty
  // The rule the source states: true for puzz.link `numlin` (cells may stay empty); the option
  // rule=fill|free overrides it.
  bool freeBySource = false;
  // The turn convention the source states (a text file's `turns:` line; puzz.link numlin: any,
  // arukone: no-u-turn), nullopt when it states none (then it goes with the rule: defaultTurns).
  // The option turns=no-u-turn|any overrides it.
  std::optional<Turns> turnsBySource;

  int at(int x, int y) const { return numbers[static_cast<size_t>(y * width + x)]; }
};

// The neighbour of cell i (row-major) in direction d (right, down, left, up) on a w x h grid, or
// -1 off the grid (the searches that work on plain grid indexes: splice, route).
inline int gridNeighbour(int i, int d, int w, int h) {
  const int x = i % w, y = i / w;
  switch (d) {
    case 0: return x + 1 < w ? i + 1 : -1;
    case 1: return y + 1 < h ? i + w : -1;
    case 2: return x > 0 ? i - 1 : -1;
    default: return y > 0 ? i - w : -1;
  }
}

// One number's two clue cells (row-major indexes, first < second).
struct Pair {
  int number = 0;
  int first = -1, second = -1;
};

// The pairs of a validated grid (every number exactly twice), sorted by number.
std::vector<Pair> pairsOf(const Grid& grid);

// Where a cell came from in the input text, so errors can point at it (1-based; 0 = unknown).
struct SourcePos {
  int line = 0, column = 0;
};

// Throws InputError when a number appears once or more than twice (naming it and where), is
// negative or above kMaxNumber, or when there is no number at all. `where` may be empty.
void validatePairs(const Grid& grid, const std::vector<SourcePos>& where);

// "row 3, column 5" (1-based) for messages.
std::string cellName(const Grid& grid, int index);

}  // namespace dlx::numberlink
