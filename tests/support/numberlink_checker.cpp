#include "numberlink_checker.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <set>

#include "numberlink_brute.h"

namespace nltest {

std::string checkSolution(int width, int height, const std::vector<int>& clues, const dlx::Json& solution, bool fill) {
  if (!solution.isObject()) return "not an object";
  for (const char* key : {"text", "box"})
    if (!solution.has(key) || !solution.find(key)->isString()) return std::string("missing string ") + key;
  const dlx::Json* paths = solution.find("paths");
  const dlx::Json* grid = solution.find("grid");
  if (!paths || !paths->isArray() || !grid || !grid->isArray()) return "missing paths/grid";

  // Where each number's clues are.
  std::map<int, std::vector<int>> clueCells;
  for (int i = 0; i < width * height; ++i)
    if (clues[static_cast<size_t>(i)] != 0) clueCells[clues[static_cast<size_t>(i)]].push_back(i);

  std::vector<int> used(static_cast<size_t>(width * height), 0);
  std::set<int> numbersSeen;
  for (const dlx::Json& p : paths->asArray()) {
    if (!p.has("number") || !p.has("cells")) return "path without number/cells";
    const int n = static_cast<int>(p.find("number")->asInt());
    if (!clueCells.count(n)) return "path for unknown number " + std::to_string(n);
    if (!numbersSeen.insert(n).second) return "two paths for number " + std::to_string(n);
    const dlx::Json::Array& cells = p.find("cells")->asArray();
    if (cells.size() < 2) return "path " + std::to_string(n) + " too short";
    int prevX = 0, prevY = 0;
    for (size_t k = 0; k < cells.size(); ++k) {
      const int x = static_cast<int>(cells[k].asArray().at(0).asInt());
      const int y = static_cast<int>(cells[k].asArray().at(1).asInt());
      if (x < 0 || y < 0 || x >= width || y >= height) return "path " + std::to_string(n) + " off the grid";
      if (k > 0 && std::abs(x - prevX) + std::abs(y - prevY) != 1) return "path " + std::to_string(n) + " jumps";
      const int idx = y * width + x;
      if (used[static_cast<size_t>(idx)] != 0) return "cell used twice by paths " + std::to_string(n);
      used[static_cast<size_t>(idx)] = n;
      const int clue = clues[static_cast<size_t>(idx)];
      const bool end = k == 0 || k + 1 == cells.size();
      if (end && clue != n) return "path " + std::to_string(n) + " does not end on its clue";
      if (!end && clue != 0) return "path " + std::to_string(n) + " runs over a clue";
      prevX = x, prevY = y;
    }
    // Both ends are clues of n and distinct, so they are exactly its two clues.
  }
  if (numbersSeen.size() != clueCells.size()) return "some number has no path";
  if (static_cast<int>(grid->size()) != height) return "grid height";
  for (int y = 0; y < height; ++y) {
    const dlx::Json::Array& row = grid->asArray()[static_cast<size_t>(y)].asArray();
    if (static_cast<int>(row.size()) != width) return "grid width";
    for (int x = 0; x < width; ++x) {
      if (row[static_cast<size_t>(x)].asInt() != used[static_cast<size_t>(y * width + x)]) return "grid label mismatch";
      if (fill && used[static_cast<size_t>(y * width + x)] == 0) return "unused cell under the fill rule";
    }
  }
  return "";
}

bool touchesItself(const dlx::Json& solution) {
  for (const dlx::Json& p : solution.find("paths")->asArray()) {
    const dlx::Json::Array& cells = p.find("cells")->asArray();
    for (size_t i = 0; i < cells.size(); ++i)
      for (size_t j = i + 2; j < cells.size(); ++j) {
        const int64_t dx = cells[i].asArray()[0].asInt() - cells[j].asArray()[0].asInt();
        const int64_t dy = cells[i].asArray()[1].asInt() - cells[j].asArray()[1].asInt();
        if (std::abs(dx) + std::abs(dy) == 1) return true;
      }
  }
  return false;
}

bool turnsBack(const dlx::Json& solution) {
  const int64_t width = static_cast<int64_t>(solution.find("grid")->asArray()[0].asArray().size());
  std::vector<std::vector<int>> paths;
  for (const dlx::Json& p : solution.find("paths")->asArray()) {
    paths.emplace_back();
    for (const dlx::Json& c : p.find("cells")->asArray())
      paths.back().push_back(static_cast<int>(c.asArray()[1].asInt() * width + c.asArray()[0].asInt()));
  }
  return pathsTurnBack(static_cast<int>(width), paths);
}

}  // namespace nltest
