// Shikaku in puzz.link URLs (type `shikaku`), on top of the shared cell-list codec, and in Penpa+
// links.
#pragma once
#include <string>
#include <string_view>

#include "core/kind.h"
#include "grid.h"

namespace dlx::shikaku {

// True for a puzz.link / pzv.jp URL whose type is `shikaku` (with or without `_edit`).
bool looksLikeShikakuUrl(std::string_view text);
// Throws InputError (line 1, column = character position) for a bad URL or another puzzle type.
Grid parsePuzzLink(std::string_view url);
std::string writePuzzLink(const Grid& grid);

// Penpa+ links (core/penpa.h): Sure when tagged shikaku, Shape when untagged or unreadable (so
// this parser reports what is wrong), No when tagged as another genre.
Fit penpaFit(std::string_view url);
Grid parsePenpa(std::string_view url);

}  // namespace dlx::shikaku
