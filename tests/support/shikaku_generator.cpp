#include "shikaku_generator.h"

#include <algorithm>

#include "core/session.h"
#include "kinds/shikaku/puzzlink_format.h"

namespace shikaku_test {
namespace {

// Relabels the planted partition by the row-major order of its clues.
void relabel(Generated& g) {
  std::vector<int> newLabel(g.planted.size(), -1);
  int next = 0;
  for (size_t c = 0; c < g.clues.size(); ++c)
    if (g.clues[c] != 0) newLabel[g.planted[c]] = next++;
  for (int& l : g.planted) l = newLabel[l];
}

std::vector<int> labelsOf(const dlx::Json& solution) {
  std::vector<int> out;
  for (const dlx::Json& row : solution.find("grid")->asArray())
    for (const dlx::Json& v : row.asArray()) out.push_back(static_cast<int>(v.asInt()));
  return out;
}

}  // namespace

Generated generate(int width, int height, uint64_t seed, int maxArea) {
  Rng rng(seed);
  Generated g;
  g.width = width, g.height = height;
  g.clues.assign(static_cast<size_t>(width) * height, 0);
  g.planted.assign(g.clues.size(), -1);
  int rectCount = 0;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      if (g.planted[y * width + x] >= 0) continue;
      int maxW = 0;
      while (x + maxW < width && g.planted[y * width + x + maxW] < 0 && maxW < maxArea) ++maxW;
      int w = 0, h = 0;
      for (int attempt = 0; attempt < 2; ++attempt) {
        w = 1 + rng.below(maxW);
        int maxH = 0;
        for (bool free = true; free && y + maxH < height && (maxH + 1) * w <= maxArea;) {
          for (int i = 0; i < w; ++i) free = free && g.planted[(y + maxH) * width + x + i] < 0;
          if (free) ++maxH;
        }
        h = 1 + rng.below(maxH);
        if (w * h > 1) break;
      }
      for (int yy = y; yy < y + h; ++yy)
        for (int xx = x; xx < x + w; ++xx) g.planted[yy * width + xx] = rectCount;
      const int cx = x + rng.below(w), cy = y + rng.below(h);
      g.clues[cy * width + cx] = w * h;
      ++rectCount;
    }
  relabel(g);
  return g;
}

bool makeUnique(Generated& g, uint64_t seed, int rounds) {
  Rng rng(seed ^ 0x5bd1e995u);
  for (int round = 0; round < rounds; ++round) {
    dlx::Session session("shikaku", toText(g), dlx::Options());
    session.setKeep(2);
    session.runUntil(2);
    if (session.count() == 1) return true;
    // A solution other than the planted one, and a clue whose rectangle differs there.
    std::vector<int> other;
    for (const dlx::Json& s : session.solutions()) {
      std::vector<int> labels = labelsOf(s);
      if (labels != g.planted) other = labels;
    }
    std::vector<int> differing;
    for (size_t c = 0; c < g.planted.size(); ++c)
      if (other[c] != g.planted[c]) differing.push_back(g.planted[c]);
    const int target = differing[rng.below(static_cast<int>(differing.size()))];
    // Move that rectangle's clue to another of its cells.
    std::vector<int> cells;
    int from = -1;
    for (size_t c = 0; c < g.planted.size(); ++c)
      if (g.planted[c] == target) {
        cells.push_back(static_cast<int>(c));
        if (g.clues[c] != 0) from = static_cast<int>(c);
      }
    const int to = cells[rng.below(static_cast<int>(cells.size()))];
    std::swap(g.clues[from], g.clues[to]);
    relabel(g);
  }
  return false;
}

std::string toText(const Generated& g) {
  std::string out = std::to_string(g.width) + " " + std::to_string(g.height) + "\n";
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      if (x > 0) out += ' ';
      out += std::to_string(g.clues[y * g.width + x]);
    }
    out += '\n';
  }
  return out;
}

void hideClues(Generated& g, int percent, uint64_t seed) {
  Rng rng(seed ^ 0x2545F4914F6CDD1Dull);
  for (int& c : g.clues)
    if (c > 0 && rng.below(100) < percent) c = -2;
}

std::string toPuzzLink(const Generated& g) {
  dlx::shikaku::Grid grid;
  grid.width = g.width, grid.height = g.height, grid.cells = g.clues;
  return dlx::shikaku::writePuzzLink(grid);
}

}  // namespace shikaku_test
