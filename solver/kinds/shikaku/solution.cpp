#include "solution.h"

#include <algorithm>

namespace dlx::shikaku {
namespace {
constexpr std::string_view kSymbols = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

std::vector<int> labelCells(const Grid& grid, const std::vector<Rect>& rectsByClue) {
  std::vector<int> label(static_cast<size_t>(grid.cellCount()), -1);
  for (size_t i = 0; i < rectsByClue.size(); ++i) {
    const Rect& r = rectsByClue[i];
    for (int y = r.y; y < r.y + r.h; ++y)
      for (int x = r.x; x < r.x + r.w; ++x) label[static_cast<size_t>(y) * grid.width + x] = static_cast<int>(i);
  }
  return label;
}
}  // namespace

std::vector<char> rectangleLetters(const Grid& grid, const std::vector<Rect>& rectsByClue) {
  const size_t n = rectsByClue.size();
  std::vector<char> letters(n, '?');
  std::vector<int> label;
  if (n > kSymbols.size()) label = labelCells(grid, rectsByClue);
  for (size_t i = 0; i < n; ++i) {
    if (i < kSymbols.size()) {
      letters[i] = kSymbols[i];
      continue;
    }
    // Symbols taken by neighbours that already have one (lower index).
    std::vector<char> taken(kSymbols.size(), 0);
    const Rect& r = rectsByClue[i];
    auto look = [&](int x, int y) {
      if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return;
      int other = label[static_cast<size_t>(y) * grid.width + x];
      if (other >= 0 && static_cast<size_t>(other) < i) taken[kSymbols.find(letters[other])] = 1;
    };
    for (int x = r.x; x < r.x + r.w; ++x) look(x, r.y - 1), look(x, r.y + r.h);
    for (int y = r.y; y < r.y + r.h; ++y) look(r.x - 1, y), look(r.x + r.w, y);
    size_t s = 0;
    while (s + 1 < kSymbols.size() && taken[s]) ++s;
    letters[i] = kSymbols[s];
  }
  return letters;
}

Json solutionJson(const Grid& grid, const std::vector<Rect>& rectsByClue) {
  const std::vector<int> label = labelCells(grid, rectsByClue);
  const std::vector<char> letters = rectangleLetters(grid, rectsByClue);
  auto areaAt = [&](int x, int y) {
    const Rect& r = rectsByClue[label[static_cast<size_t>(y) * grid.width + x]];
    return std::to_string(r.w * r.h);
  };

  std::vector<size_t> widths(static_cast<size_t>(grid.width), 1);
  for (int y = 0; y < grid.height; ++y)
    for (int x = 0; x < grid.width; ++x) widths[x] = std::max(widths[x], areaAt(x, y).size());
  std::string text;
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      std::string a = areaAt(x, y);
      if (x > 0) text += ' ';
      text.append(widths[x] - a.size(), ' ');
      text += a;
    }
    text += '\n';
  }
  text += '\n';
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      if (x > 0) text += ' ';
      text += letters[label[static_cast<size_t>(y) * grid.width + x]];
    }
    text += '\n';
  }

  Json rows = Json::array();
  for (int y = 0; y < grid.height; ++y) {
    Json row = Json::array();
    for (int x = 0; x < grid.width; ++x) row.push(label[static_cast<size_t>(y) * grid.width + x]);
    rows.push(std::move(row));
  }
  const std::vector<Clue> clues = grid.clues();
  Json rects = Json::array();
  for (size_t i = 0; i < rectsByClue.size(); ++i) {
    const Rect& r = rectsByClue[i];
    Json o = Json::object();
    o["x"] = r.x, o["y"] = r.y, o["w"] = r.w, o["h"] = r.h;
    o["clue"] = clues[i].value;
    o["cx"] = clues[i].x, o["cy"] = clues[i].y;
    rects.push(std::move(o));
  }
  Json out = Json::object();
  out["text"] = std::move(text);
  out["grid"] = std::move(rows);
  out["rects"] = std::move(rects);
  return out;
}

std::optional<std::string> checkSolution(const Grid& grid, const Json& solution) {
  const Json* rows = solution.find("grid");
  if (!rows || !rows->isArray() || rows->size() != static_cast<size_t>(grid.height))
    return "the solution has no \"grid\" of " + std::to_string(grid.height) + " rows";
  const std::vector<Clue> clues = grid.clues();
  const int n = static_cast<int>(clues.size());
  // Bounding box and cell count per label; a label is a rectangle when they agree.
  std::vector<int> minX(n, grid.width), minY(n, grid.height), maxX(n, -1), maxY(n, -1), count(n, 0);
  std::vector<int> label(static_cast<size_t>(grid.cellCount()));
  for (int y = 0; y < grid.height; ++y) {
    const Json& row = rows->asArray()[y];
    if (!row.isArray() || row.size() != static_cast<size_t>(grid.width))
      return "row " + std::to_string(y + 1) + " of the solution does not have " + std::to_string(grid.width) + " cells";
    for (int x = 0; x < grid.width; ++x) {
      const Json& v = row.asArray()[x];
      if (!v.isInt() || v.asInt() < 0 || v.asInt() >= n)
        return "the cell at " + cellName(x, y) + " has no valid rectangle index";
      int k = static_cast<int>(v.asInt());
      label[static_cast<size_t>(y) * grid.width + x] = k;
      minX[k] = std::min(minX[k], x), maxX[k] = std::max(maxX[k], x);
      minY[k] = std::min(minY[k], y), maxY[k] = std::max(maxY[k], y);
      ++count[k];
    }
  }
  for (int k = 0; k < n; ++k) {
    const Clue& c = clues[k];
    if (label[static_cast<size_t>(c.y) * grid.width + c.x] != k)
      return "the clue at " + cellName(c.x, c.y) + " is not in rectangle " + std::to_string(k);
    const int area = (maxX[k] - minX[k] + 1) * (maxY[k] - minY[k] + 1);
    if (area != count[k]) return "the region of the clue at " + cellName(c.x, c.y) + " is not a rectangle";
    if (c.value != kUnknownClue && area != c.value)
      return "the rectangle of clue " + std::to_string(c.value) + " at " + cellName(c.x, c.y) + " has area " +
             std::to_string(area);
  }
  // Every label is at its own clue, so each rectangle holds that clue; no clue is in a foreign one.
  return std::nullopt;
}

}  // namespace dlx::shikaku
