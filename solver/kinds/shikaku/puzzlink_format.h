// Shikaku in puzz.link URLs (type `shikaku`), on top of the shared cell-list codec.
#pragma once
#include <string>
#include <string_view>

#include "grid.h"

namespace dlx::shikaku {

// True for a puzz.link / pzv.jp URL whose type is `shikaku` (with or without `_edit`).
bool looksLikeShikakuUrl(std::string_view text);
// Throws InputError (line 1, column = character position) for a bad URL or another puzzle type.
Grid parsePuzzLink(std::string_view url);
std::string writePuzzLink(const Grid& grid);

}  // namespace dlx::shikaku
