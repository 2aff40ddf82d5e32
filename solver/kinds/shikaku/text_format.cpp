#include "text_format.h"

#include <algorithm>

#include "core/kind.h"
#include "core/number_grid.h"

namespace dlx::shikaku {

// The largest clue: the area of the largest grid (a larger one can never fit, but is still a
// number the puzzle states, so it is read and then found impossible).
constexpr int64_t kMaxClue = static_cast<int64_t>(kMaxGridSide) * kMaxGridSide;

Grid parseText(std::string_view text) {
  const GridText g = readGridText(text);
  Grid grid;
  grid.width = g.width;
  grid.height = g.height;
  grid.cells.reserve(g.cells.size());
  for (const text::Token& t : g.cells) {
    if (t.text == "?")
      throw InputError("`?` clues need the puzz.link format", t.line, t.column);
    if (!text::looksInteger(t.text))
      throw InputError("expected a clue (a whole number, 0 for none), not '" + std::string(t.text) + "'", t.line,
                       t.column);
    grid.cells.push_back(static_cast<int>(text::integerAt(t, "the clue", 0, kMaxClue)));
  }
  validate(grid);
  return grid;
}

std::string writeText(const Grid& grid) {
  if (grid.hasUnknownClues()) throw InputError("`?` clues cannot be written in the plain text format; use puzzlink");
  std::vector<size_t> widths(static_cast<size_t>(grid.width), 1);
  for (int y = 0; y < grid.height; ++y)
    for (int x = 0; x < grid.width; ++x) widths[x] = std::max(widths[x], std::to_string(grid.at(x, y)).size());
  std::string out = std::to_string(grid.width) + " " + std::to_string(grid.height) + "\n";
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      std::string v = std::to_string(grid.at(x, y));
      if (x > 0) out += ' ';
      out.append(widths[x] - v.size(), ' ');
      out += v;
    }
    out += '\n';
  }
  return out;
}

Fit textGridFit(std::string_view text) {
  if (!hasSizeLine(text)) return Fit::No;
  try {
    parseText(text);
    return Fit::Sure;
  } catch (const InputError&) {
    return Fit::Shape;
  }
}

}  // namespace dlx::shikaku
