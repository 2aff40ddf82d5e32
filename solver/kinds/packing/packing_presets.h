// Built-in puzzles, selectable with the option preset=NAME (CLI `--preset NAME`, the web page's
// preset menu). Each preset is an ordinary file in the packing text format, rules included.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlx {

// pentomino-6x10, pentomino-5x12, pentomino-4x15, pentomino-3x20, pentomino-8x8 (8x8 minus its
// central 2x2), tetromino-4x10 and tetromino-5x8 (two of each free tetromino; one set alone
// tiles no rectangle), hexomino-15x15 (the 35 hexominoes in a 15x15 square with a 3x5 hole in
// the centre; they tile no rectangle), tromino-l-3x4 (four L-trominoes). The hexomino board is
// for a first solution (about 0.3 s natively); counting all its solutions is out of reach.
std::vector<std::string> packingPresetNames();

// The preset's file text, or nullopt for an unknown name.
std::optional<std::string> packingPresetText(std::string_view name);

}  // namespace dlx
