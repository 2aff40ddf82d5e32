// Reading and writing Numberlink puzzles (README.md, "Numberlink"):
//   - numbers grid:   `W H`, then H lines of W integers, 0 (or `.`) = empty
//   - character rows: `W H`, then H rows of W characters, written either packed (`A..B`) or
//                     spaced (`A . . B`)
//   - letter grid:    Flow Free style, no header; the width is the first line's length (shorter
//                     lines are padded with empty cells)
//   - puzz.link / pzv.jp `numlin` and `arukone` URLs (decoded by core/puzzlink)
//   - Penpa+ links (core/penpa) tagged numberlink or arukone, or untagged with numbers that pair up
// In the character layouts `.` is an empty cell and every other printable ASCII character is a
// label (Janko's files use `[ \ ] ^ _` and lower case after `Z`); anything else (a control
// character, a character outside ASCII) is an error at its position. Each label must appear
// exactly twice. Labels become numbers: digits 1-9 keep their value when every label is such a
// digit, otherwise labels are numbered 1, 2, ... in reading order of their first appearance.
// The source's rule is recorded in Grid::freeBySource: puzz.link `numlin` is free (that is how
// puzz.link checks it); `arukone`, letter grids and the plain formats fill every cell. Its turn
// convention in Grid::turnsBySource: numlin any, arukone no-u-turn, the text layouts what their
// rule lines say (optional lines before the grid: `rule: fill|free`, `turns: no-u-turn|any`).
#pragma once
#include <string>
#include <string_view>

#include "core/kind.h"
#include "numberlink_grid.h"

namespace dlx::numberlink {

enum class Layout { PuzzLink, NumbersGrid, CharRows, LetterGrid, Penpa };

// How the input fits the layouts above, telling a Numberlink numbers grid from a Shikaku one
// (see the detection rules in numberlink_formats.cpp). Never throws.
Fit numberlinkFit(std::string_view input);

// Parses any of the layouts; validates the pairs. Throws InputError naming what and where.
Grid readGrid(std::string_view input, Layout* layout = nullptr);

// `W H` + rows of numbers in aligned columns (0 = empty): the numbers grid layout.
std::string writeNumbersGrid(const Grid& grid);
// The numbers grid after the rule lines that differ from a text file's default (rule fill and the
// turn convention that goes with the rule): a file that reads back under the same rules.
std::string writeText(const Grid& grid, Rules rules);
// The canonical https://puzz.link/p?GENRE/W/H/BODY form, in the genre that carries the rules:
// arukone (fill, no U-turns) or numlin (free, any turns). Throws InputError for other rules.
std::string writePuzzLink(const Grid& grid, Rules rules);

}  // namespace dlx::numberlink
