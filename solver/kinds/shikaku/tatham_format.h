// Simon Tatham's Rectangles game IDs: "WxH:DESC". DESC is row-major: `a`..`z` is a run of 1..26
// empty cells, a decimal number is a clue, `_` separates two numbers that would run together.
#pragma once
#include <string>
#include <string_view>

#include "grid.h"

namespace dlx::shikaku {

// Also accepted: the page URL of Tatham's web version (`https://www.chiark.greenend.org.uk/~sgtatham/
// puzzles/js/rect.html#WxH:DESC`). Refused with a message saying how to get a game ID: random-seed
// IDs (`WxH#SEED`, which need Tatham's generator) and pages of his other games.

// True for text starting with "<digits>x<digits>" and, after optional parameters, a ':' (a game
// ID) or a '#' (a random seed), and for any page URL of Tatham's collection (`GAME.html#...`).
bool looksLikeTathamId(std::string_view text);
// True for a URL of the Rectangles page (rect.html#...).
bool isRectanglesPage(std::string_view text);
// Throws InputError(message, 1, column) naming the position of what is wrong.
Grid parseTatham(std::string_view id);
// Throws InputError for `?` clues (the format has none).
std::string writeTatham(const Grid& grid);

}  // namespace dlx::shikaku
