// Reading and writing Numberlink puzzles (FORMATS.md sections 4 and 6):
//   - numbers grid:   `W H`, then H lines of W integers, 0 (or `.`) = empty
//   - character rows: `W H`, then H rows of W characters (`.` empty, letters/digits endpoints),
//                     written either packed (`A..B`) or spaced (`A . . B`)
//   - letter grid:    Flow Free style, no header; a letter is an endpoint, anything else empty;
//                     the width is the first line's length (shorter lines are padded)
//   - puzz.link / pzv.jp `numlin` URLs (decoded by core/puzzlink)
// Character labels become numbers: digits 1-9 keep their value when every label is such a digit,
// otherwise labels are numbered 1, 2, ... in reading order of their first appearance.
#pragma once
#include <string>
#include <string_view>

#include "numberlink_grid.h"

namespace dlx::numberlink {

enum class Layout { PuzzLink, NumbersGrid, CharRows, LetterGrid };

// True when the input looks like a Numberlink puzzle in one of the layouts above and not like a
// Shikaku numbers grid (see the detection rules in numberlink_formats.cpp). Never throws.
bool looksLikeNumberlink(std::string_view input);

// Parses any of the layouts; validates the pairs. Throws InputError naming what and where.
Grid readGrid(std::string_view input, Layout* layout = nullptr);

// `W H` + rows of numbers in aligned columns (0 = empty): the numbers grid layout.
std::string writeNumbersGrid(const Grid& grid);
// The canonical https://puzz.link/p?numlin/W/H/BODY form.
std::string writePuzzLink(const Grid& grid);

}  // namespace dlx::numberlink
