// Penpa+ links (`https://swaroopg92.github.io/penpa-edit/#m=edit&p=...`, also `m=solve`, `?`
// instead of `#`, other hosts): the puzzle's clue numbers on a square grid, for the kinds whose
// clues are one number per cell (Shikaku, Numberlink).
//
// `p=` is standard base64 (padding optional; the URL-safe `-` and `_`, and `+ / =` percent-encoded
// as %2B %2F %3D, are read too) of raw
// DEFLATE. The inflated text has Penpa's fixed substitutions applied (`"number"` -> `zN`, ...,
// with `z` itself escaped as `zZ`), undone here in reverse order. Its lines: 0 a CSV header (grid
// type, columns, rows, ...), 3 the question layer as JSON (`number`: {cell: [value, style,
// mode]}, ...), 5 the delta-coded list of the board's cells, 17 the genre tags (JSON). Cell index
// k of a square grid is x + y * (columns + 4): a margin of two cells on every side.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace dlx {

struct PenpaGrid {
  std::vector<std::string> tags;  // genre tags, e.g. "shikaku", "numberlink" (may be empty)
  int width = 0, height = 0;      // the board (the cells of line 5's list)
  std::vector<int> cells;         // row-major: -1 empty, -2 '?', else the number
};

// True for text shaped like a Penpa+ link: `penpa-edit` in the address and a `p=` parameter.
bool looksLikePenpaUrl(std::string_view text);
// Throws InputError naming what is wrong (the column for problems in the URL itself, the row and
// column of the board for a clue that is not a number).
PenpaGrid decodePenpa(std::string_view url);
// True when `grid` carries `tag` among its genre tags.
bool hasPenpaTag(const PenpaGrid& grid, std::string_view tag);

}  // namespace dlx
