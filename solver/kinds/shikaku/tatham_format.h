// Simon Tatham's Rectangles game IDs: "WxH:DESC". DESC is row-major: `a`..`z` is a run of 1..26
// empty cells, a decimal number is a clue, `_` separates two numbers that would run together.
#pragma once
#include <string>
#include <string_view>

#include "grid.h"

namespace dlx::shikaku {

// True for text starting with "<digits>x<digits>" and, after optional parameters, a ':'.
bool looksLikeTathamId(std::string_view text);
// Throws InputError(message, 1, column) naming the position of what is wrong.
Grid parseTatham(std::string_view id);
// Throws InputError for `?` clues (the format has none).
std::string writeTatham(const Grid& grid);

}  // namespace dlx::shikaku
