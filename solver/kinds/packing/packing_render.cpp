#include "packing_render.h"

#include "packing_problem.h"

namespace dlx::packing {

namespace {
int labelAt(const LabelGrid& labels, int x, int y) {
  if (y < 0 || y >= static_cast<int>(labels.size()) || x < 0 || x >= static_cast<int>(labels[y].size())) return -1;
  return labels[y][x];
}
void trimRight(std::string& s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
}
}  // namespace

std::string renderLetters(const LabelGrid& labels, const std::vector<char>& letters) {
  std::string out;
  for (size_t y = 0; y < labels.size(); ++y) {
    if (y) out += '\n';
    for (int label : labels[y])
      out += label < 0 ? '#' : static_cast<size_t>(label) < letters.size() ? letters[static_cast<size_t>(label)] : pieceLetter(label);
  }
  return out;
}

std::string renderLetters(const LabelGrid& labels) {
  std::string out;
  for (size_t y = 0; y < labels.size(); ++y) {
    if (y) out += '\n';
    for (int label : labels[y]) out += label < 0 ? '#' : pieceLetter(label);
  }
  return out;
}

std::string renderBox(const LabelGrid& labels) {
  const int h = static_cast<int>(labels.size());
  const int w = h ? static_cast<int>(labels[0].size()) : 0;
  // A border lies between two cells with different labels, unless both are walls.
  auto differ = [&](int x1, int y1, int x2, int y2) {
    const int a = labelAt(labels, x1, y1), b = labelAt(labels, x2, y2);
    return a != b;
  };
  std::string out;
  for (int y = 0; y <= h; ++y) {
    // The line of corners and horizontal borders above row y.
    std::string line;
    for (int x = 0; x <= w; ++x) {
      const bool up = differ(x - 1, y - 1, x, y - 1);
      const bool down = differ(x - 1, y, x, y);
      const bool left = differ(x - 1, y - 1, x - 1, y);
      const bool right = differ(x, y - 1, x, y);
      char corner = ' ';
      if ((up || down) && (left || right)) corner = '+';
      else if (up || down) corner = (up && down) ? '|' : '+';
      else if (left || right) corner = (left && right) ? '-' : '+';
      line += corner;
      if (x < w) line += right ? "---" : "   ";
    }
    trimRight(line);
    out += line + '\n';
    if (y == h) break;
    // The row of cells with vertical borders.
    line.clear();
    for (int x = 0; x <= w; ++x) {
      line += differ(x - 1, y, x, y) ? '|' : ' ';
      if (x < w) line += "   ";
    }
    trimRight(line);
    out += line + '\n';
  }
  out.pop_back();  // no final newline, like the letter grid
  return out;
}

}  // namespace dlx::packing
