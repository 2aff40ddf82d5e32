// The "W H + cells" layout Shikaku and Numberlink share: `W H` on the first non-blank line, then
// H non-blank lines of W blank-separated cells. The reader checks the shape and says where it
// breaks; each kind then reads the cells' values (numbers, `.`, letters) itself.
#pragma once
#include <string_view>
#include <vector>

#include "text.h"

namespace dlx {

struct GridText {
  int width = 0, height = 0;
  std::vector<text::Token> cells;  // row-major, width * height tokens
};

// True when the first non-blank line is exactly two integers (the size line), whatever follows.
bool hasSizeLine(std::string_view input);

// Throws InputError with line and column: a size outside 1..kMaxGridSide (naming it), a row with
// too few or too many cells, missing rows, text after the last row.
GridText readGridText(std::string_view input);

}  // namespace dlx
