// puzz.link / pzprjs URLs for puzzles whose clues are one number per cell (Shikaku, Numberlink):
//   [https://]puzz.link/p?TYPE/COLS/ROWS/BODY   or   [http://]pzv.jp/p.html?TYPE/COLS/ROWS/BODY
// TYPE may carry the editor suffix `_edit` (dropped) and be preceded by `name=value&` parameters
// (`p?embed=yes&shikaku/...`, skipped). BODY lists the cells row-major: a hex digit is
// a clue 0-15, `-`xx 16-255, `+`xxx 256-4095, `=`xxx 4096-8191, `%`xxx (or `@`xxx) 8192-12239,
// `*`xxxx 12240-77775, `$`xxxxx from 77776; `.` is a `?` clue; `g`..`z` skip 1..20 empty cells.
// Unlike pzprjs, which skips characters it does not know, decoding here is strict: a typo in a
// pasted URL should be reported at its position rather than silently solve a different puzzle.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace dlx {

struct PuzzLink {
  std::string type;              // "shikaku", "numlin", ... (without `_edit`)
  int cols = 0, rows = 0;
  std::vector<int> cells;        // row-major, cols*rows entries: -1 empty, -2 '?', else the value
};

// Throws InputError(message, 1, column) with the 1-based position in `url` of what is wrong.
PuzzLink decodePuzzLink(std::string_view url);
// Canonical form: https://puzz.link/p?TYPE/COLS/ROWS/BODY (a `/` is appended when BODY would end
// in a character that is not a letter or digit, as pzprjs does). Throws InputError when the cell
// count does not match cols*rows or a value is out of range.
std::string encodePuzzLink(const PuzzLink& p);
// True for text shaped like a puzz.link/pzv.jp URL (host, `p?` or `p.html?`, then a type).
bool looksLikePuzzLink(std::string_view text);
// The TYPE of a puzz.link-shaped URL (without `_edit`), "" when `text` is not one.
std::string puzzLinkType(std::string_view text);

}  // namespace dlx
