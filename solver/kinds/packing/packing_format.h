// The puzzle-box text format (board, blank line, pieces) plus the `rules:`/`piece:` lines that let
// a file state its own rules. FORMAT.md in this folder documents both.
#pragma once
#include <string>
#include <string_view>

#include "packing_spec.h"

namespace dlx::packing {

// Throws InputError with 1-based line and column for anything malformed.
PackingSpec parsePackingText(std::string_view text);

// Writes a file that parsePackingText reads back into the same puzzle (rules lines only where a
// rule is stated).
std::string writePackingText(const PackingSpec& spec);

// Cheap structural test for Kind::detect: leading rows of only `#`/`.`, and after them only
// `#`/`.` rows, empty lines and rules lines (a bare board is claimed so its error is specific).
bool looksLikePackingText(std::string_view text);

}  // namespace dlx::packing
