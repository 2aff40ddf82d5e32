#include "shikaku_checker.h"

#include <sstream>

namespace shikaku_test {
namespace {

std::string at(int x, int y) { return "(" + std::to_string(x) + "," + std::to_string(y) + ")"; }

}  // namespace

std::string checkLabels(const Board& b, const std::vector<int>& labels) {
  const int n = b.width * b.height;
  if (static_cast<int>(labels.size()) != n) return "label grid has the wrong size";
  std::vector<int> region(n, -1);
  std::vector<int> seenLabel;  // labels already used by an earlier region
  std::vector<int> stack;
  for (int start = 0; start < n; ++start) {
    if (region[start] >= 0) continue;
    const int label = labels[start];
    for (int l : seenLabel)
      if (l == label) return "label " + std::to_string(label) + " is used by two separate regions";
    seenLabel.push_back(label);
    // Flood fill the 4-connected cells with this label.
    int minX = b.width, minY = b.height, maxX = -1, maxY = -1, size = 0, clueCount = 0, clue = 0;
    stack.assign(1, start);
    region[start] = start;
    while (!stack.empty()) {
      int c = stack.back();
      stack.pop_back();
      int x = c % b.width, y = c / b.width;
      ++size;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      if (b.clues[c] != 0) ++clueCount, clue = b.clues[c];
      const int nx[4] = {x - 1, x + 1, x, x}, ny[4] = {y, y, y - 1, y + 1};
      for (int k = 0; k < 4; ++k) {
        if (nx[k] < 0 || ny[k] < 0 || nx[k] >= b.width || ny[k] >= b.height) continue;
        int d = ny[k] * b.width + nx[k];
        if (region[d] < 0 && labels[d] == label) region[d] = start, stack.push_back(d);
      }
    }
    const int sx = start % b.width, sy = start / b.width;
    if (size != (maxX - minX + 1) * (maxY - minY + 1)) return "region at " + at(sx, sy) + " is not a rectangle";
    if (clueCount != 1)
      return "region at " + at(sx, sy) + " holds " + std::to_string(clueCount) + " clues";
    if (clue != -2 && clue != size)
      return "region at " + at(sx, sy) + " has area " + std::to_string(size) + " but clue " + std::to_string(clue);
  }
  return "";
}

std::string checkSolutionJson(const Board& b, const dlx::Json& solution) {
  const dlx::Json* grid = solution.find("grid");
  if (!grid || !grid->isArray() || static_cast<int>(grid->size()) != b.height) return "missing or short \"grid\"";
  std::vector<int> labels;
  for (const dlx::Json& row : grid->asArray()) {
    if (!row.isArray() || static_cast<int>(row.size()) != b.width) return "a grid row has the wrong length";
    for (const dlx::Json& v : row.asArray()) {
      if (!v.isInt()) return "a grid entry is not an integer";
      labels.push_back(static_cast<int>(v.asInt()));
    }
  }
  std::string err = checkLabels(b, labels);
  if (!err.empty()) return err;

  // Label = index of the clue in row-major order.
  int clueIndex = 0;
  for (int c = 0; c < b.width * b.height; ++c)
    if (b.clues[c] != 0) {
      if (labels[c] != clueIndex) return "the region of clue number " + std::to_string(clueIndex) + " has label " + std::to_string(labels[c]);
      ++clueIndex;
    }

  // Every region holds one clue and carries that clue's index, so labels are 0..clueIndex-1.
  std::vector<int> sizeOfLabel(clueIndex, 0), area(b.width * b.height, 0);
  for (int l : labels) ++sizeOfLabel[l];
  for (int c = 0; c < b.width * b.height; ++c) area[c] = sizeOfLabel[labels[c]];

  const dlx::Json* text = solution.find("text");
  if (!text || !text->isString()) return "missing \"text\"";
  std::istringstream in(text->asString());
  for (int y = 0; y < b.height; ++y) {
    std::string line;
    if (!std::getline(in, line)) return "text has fewer lines than rows";
    std::istringstream row(line);
    for (int x = 0; x < b.width; ++x) {
      int v = -1;
      if (!(row >> v) || v != area[y * b.width + x]) return "text area at " + at(x, y) + " is wrong";
    }
  }

  const dlx::Json* rects = solution.find("rects");
  if (!rects || !rects->isArray() || static_cast<int>(rects->size()) != clueIndex) return "\"rects\" has the wrong count";
  for (int k = 0; k < clueIndex; ++k) {
    const dlx::Json& r = rects->asArray()[k];
    int x = static_cast<int>(r.find("x")->asInt()), y = static_cast<int>(r.find("y")->asInt());
    int w = static_cast<int>(r.find("w")->asInt()), h = static_cast<int>(r.find("h")->asInt());
    if (labels[y * b.width + x] != k || area[y * b.width + x] != w * h) return "rect " + std::to_string(k) + " disagrees with the grid";
    int ex = x + w - 1, ey = y + h - 1;
    if (ex >= b.width || ey >= b.height || labels[ey * b.width + ex] != k) return "rect " + std::to_string(k) + " disagrees with the grid";
  }
  return "";
}

}  // namespace shikaku_test
