// The plain-text format: "W H", then H rows of W integers (0 = no clue), separated by blanks.
#pragma once
#include <string>
#include <string_view>

#include "core/kind.h"
#include "grid.h"

namespace dlx::shikaku {

// Throws InputError with the line and column of a bad token or a missing/extra number.
Grid parseText(std::string_view text);
// Rows of numbers in aligned columns. Throws InputError for `?` clues (the format has no `?`).
std::string writeText(const Grid& grid);

// For Kind::detect: Sure when the text parses, Shape when it starts with a "W H" size line (so
// Shikaku's parser names what is wrong). Numberlink is asked first and claims the numbers grids
// that are its own (see numberlink_formats.cpp).
Fit textGridFit(std::string_view text);

}  // namespace dlx::shikaku
