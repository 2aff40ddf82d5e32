#include "number_grid.h"

#include <string>

#include "errors.h"
#include "kind.h"

namespace dlx {

namespace {

// The non-blank lines of the input.
std::vector<text::Line> contentLines(std::string_view input) {
  std::vector<text::Line> out;
  for (const text::Line& line : text::lines(input))
    if (!text::isBlankLine(line.text)) out.push_back(line);
  return out;
}

}  // namespace

bool hasSizeLine(std::string_view input) {
  for (const text::Line& line : text::lines(input)) {
    if (text::isBlankLine(line.text)) continue;
    const std::vector<text::Token> t = text::tokens(line);
    return t.size() == 2 && text::looksInteger(t[0].text) && text::looksInteger(t[1].text);
  }
  return false;
}

GridText readGridText(std::string_view input) {
  const std::vector<text::Line> lines = contentLines(input);
  if (lines.empty()) throw InputError("the input is empty (expected the grid size \"W H\")", 1, 1);
  const std::vector<text::Token> size = text::tokens(lines[0]);
  if (size.size() != 2)
    throw InputError("expected the grid size \"W H\" (two whole numbers) on the first line", lines[0].number, 1);
  GridText grid;
  grid.width = static_cast<int>(text::integerAt(size[0], "the width", 1, kMaxGridSide));
  grid.height = static_cast<int>(text::integerAt(size[1], "the height", 1, kMaxGridSide));
  const size_t rows = lines.size() - 1;
  grid.cells.reserve(static_cast<size_t>(grid.width) * static_cast<size_t>(grid.height));
  for (size_t r = 0; r < rows && r < static_cast<size_t>(grid.height); ++r) {
    const text::Line& line = lines[r + 1];
    const std::vector<text::Token> cells = text::tokens(line);
    const std::string expected = std::to_string(grid.width) + (grid.width == 1 ? " cell" : " cells");
    if (cells.size() > static_cast<size_t>(grid.width))
      throw InputError("row " + std::to_string(r + 1) + " has more than " + expected + ": '" +
                           std::string(cells[static_cast<size_t>(grid.width)].text) + "' is one too many",
                       line.number, cells[static_cast<size_t>(grid.width)].column);
    if (cells.size() < static_cast<size_t>(grid.width))
      throw InputError("row " + std::to_string(r + 1) + " has " + std::to_string(cells.size()) + " of " + expected,
                       line.number, text::columnAt(line.text, text::trimEnd(line.text).size()));
    grid.cells.insert(grid.cells.end(), cells.begin(), cells.end());
  }
  if (rows < static_cast<size_t>(grid.height))
    throw InputError("the grid ends after " + std::to_string(rows) + " of its " + std::to_string(grid.height) +
                         " rows (" + std::to_string(grid.width) + " x " + std::to_string(grid.height) + ")",
                     lines.back().number + (rows == 0 ? 1 : 0), rows == 0 ? 1 : 0);
  if (rows > static_cast<size_t>(grid.height))
    throw InputError("unexpected text after the last of the " + std::to_string(grid.height) + " rows",
                     lines[static_cast<size_t>(grid.height) + 1].number, 1);
  return grid;
}

}  // namespace dlx
