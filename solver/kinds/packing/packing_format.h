// The puzzle-box text format (board, blank line, pieces) plus the `rules:`/`piece:` lines that let
// a file state its own rules. FORMAT.md in this folder documents both.
#pragma once
#include <string>
#include <string_view>

#include "core/kind.h"
#include "packing_spec.h"

namespace dlx::packing {

// Throws InputError with 1-based line and column for anything malformed.
PackingSpec parsePackingText(std::string_view text);

// Writes a file that parsePackingText reads back into the same puzzle (rules lines only where a
// rule is stated).
std::string writePackingText(const PackingSpec& spec);

// For Kind::detect: Sure when the text parses, Shape when its first line is a board row (only `#`
// and `.`), so the packing parser's error is the one reported.
Fit packingTextFit(std::string_view text);

}  // namespace dlx::packing
