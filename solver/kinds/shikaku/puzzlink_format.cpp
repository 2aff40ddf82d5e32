#include "puzzlink_format.h"

#include "core/errors.h"
#include "core/penpa.h"
#include "core/puzzlink.h"

namespace dlx::shikaku {
namespace {
constexpr std::string_view kType = "shikaku";
}

bool looksLikeShikakuUrl(std::string_view text) { return puzzLinkType(text) == kType; }

Grid parsePuzzLink(std::string_view url) {
  PuzzLink link = decodePuzzLink(url);
  if (link.type != kType)
    throw InputError("this is a puzz.link \"" + link.type + "\" URL, not shikaku", 1,
                     static_cast<int>(url.find('?')) + 2);
  Grid grid;
  grid.width = link.cols;
  grid.height = link.rows;
  grid.cells.reserve(link.cells.size());
  for (size_t i = 0; i < link.cells.size(); ++i) {
    int v = link.cells[i];
    if (v == 0)
      throw InputError("the clue 0 at " + cellName(static_cast<int>(i) % grid.width, static_cast<int>(i) / grid.width) +
                       " is not an area (clues are 1 or more)", 1, 0);
    grid.cells.push_back(v == -1 ? kNoClue : v == -2 ? kUnknownClue : v);
  }
  validate(grid);
  return grid;
}

Fit penpaFit(std::string_view url) {
  PenpaGrid penpa;
  try {
    penpa = decodePenpa(url);
  } catch (const InputError&) {
    return Fit::Shape;
  }
  if (hasPenpaTag(penpa, "shikaku")) return Fit::Sure;
  return penpa.tags.empty() ? Fit::Shape : Fit::No;
}

Grid parsePenpa(std::string_view url) {
  const PenpaGrid penpa = decodePenpa(url);
  Grid grid;
  grid.width = penpa.width;
  grid.height = penpa.height;
  for (size_t i = 0; i < penpa.cells.size(); ++i) {
    const int v = penpa.cells[i];
    if (v == 0)
      throw InputError("the clue 0 at " + cellName(static_cast<int>(i) % grid.width, static_cast<int>(i) / grid.width) +
                       " is not an area (clues are 1 or more)");
    grid.cells.push_back(v == -1 ? kNoClue : v == -2 ? kUnknownClue : v);
  }
  validate(grid);
  return grid;
}

std::string writePuzzLink(const Grid& grid) {
  PuzzLink link;
  link.type = std::string(kType);
  link.cols = grid.width;
  link.rows = grid.height;
  link.cells.reserve(grid.cells.size());
  for (int v : grid.cells) link.cells.push_back(v == kNoClue ? -1 : v == kUnknownClue ? -2 : v);
  return encodePuzzLink(link);
}

}  // namespace dlx::shikaku
