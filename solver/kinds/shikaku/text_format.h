// The plain-text format: "W H", then H rows of W integers (0 = no clue), separated by blanks.
#pragma once
#include <string>
#include <string_view>

#include "grid.h"

namespace dlx::shikaku {

// Throws InputError with the line and column of a bad token or a missing/extra number.
Grid parseText(std::string_view text);
// Rows of numbers in aligned columns. Throws InputError for `?` clues (the format has no `?`).
std::string writeText(const Grid& grid);

// True for a "W H" header followed by rows of non-negative integers that do NOT look like a
// Numberlink numbers grid (clue sum != W*H and most distinct values appearing exactly twice).
bool looksLikeTextGrid(std::string_view text);

}  // namespace dlx::shikaku
