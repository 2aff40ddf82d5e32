// Characters as a reader counts them (user-perceived characters, the grapheme clusters of Unicode
// UAX #29) for length limits on names: "é" written as e + a combining accent is one, a family
// emoji joined by zero-width joiners is one, a flag (two regional indicators) is one. No ICU: the
// rules that matter for names are kept (combining marks and other extenders, variation selectors
// and skin tones, emoji joined by ZWJ, regional-indicator pairs, Hangul syllables from jamo), with
// the marks of the common scripts listed in a small table, not Unicode's full property data.
#pragma once
#include <cstddef>
#include <string_view>

namespace dlx::text {

// Grapheme clusters in valid UTF-8 text (a byte that is not UTF-8 counts as one on its own).
size_t graphemeCount(std::string_view s);

}  // namespace dlx::text
