#include "numberlink_brute.h"

#include <algorithm>
#include <cstddef>
#include <map>

namespace nltest {
using std::size_t;
namespace {

struct Brute {
  int w, h;
  const std::vector<int>& clues;
  bool fill, noTouch;
  uint64_t limit;
  bool noUTurn = false;
  std::vector<std::vector<std::vector<int>>>* listed = nullptr;  // solutions' paths, when asked for
  std::vector<std::vector<int>> paths;                             // the paths so far
  std::vector<std::pair<int, int>> pairs;  // (from, to) per number, ascending
  std::vector<int> owner;                  // pair index + 1, 0 free
  std::vector<int> order;                  // position of a cell on its path (for noTouch)
  uint64_t count = 0;

  std::vector<int> neighbours(int c) const {
    std::vector<int> out;
    const int x = c % w, y = c / w;
    if (x + 1 < w) out.push_back(c + 1);
    if (x > 0) out.push_back(c - 1);
    if (y + 1 < h) out.push_back(c + w);
    if (y > 0) out.push_back(c - w);
    return out;
  }

  bool touchOk(int pair, int cell, int step) const {
    // cell is step-th on the path: any neighbour of the same pair must be step-1 or step+1.
    for (int n : neighbours(cell))
      if (owner[static_cast<size_t>(n)] == pair + 1) {
        const int d = order[static_cast<size_t>(n)] - step;
        if (d != 1 && d != -1) return false;
      }
    return true;
  }

  // The path's last four cells (with `next` to come) fill a 2x2 block.
  bool turnsBack(int next) const {
    const std::vector<int>& p = paths.back();
    if (p.size() < 3) return false;
    int xs[4] = {p[p.size() - 3] % w, p[p.size() - 2] % w, p.back() % w, next % w};
    int ys[4] = {p[p.size() - 3] / w, p[p.size() - 2] / w, p.back() / w, next / w};
    int minX = xs[0], maxX = xs[0], minY = ys[0], maxY = ys[0];
    for (int k = 1; k < 4; ++k)
      minX = std::min(minX, xs[k]), maxX = std::max(maxX, xs[k]), minY = std::min(minY, ys[k]), maxY = std::max(maxY, ys[k]);
    return maxX - minX == 1 && maxY - minY == 1;  // four distinct cells of a path in a 2x2 box
  }

  void walk(size_t pair, int cell, int step) {
    if (count >= limit) return;
    const int target = pairs[pair].second;
    for (int n : neighbours(cell)) {
      if (noUTurn && turnsBack(n)) continue;
      if (n == target) {
        if (noTouch) {
          owner[static_cast<size_t>(n)] = static_cast<int>(pair) + 1;
          order[static_cast<size_t>(n)] = step + 1;
          const bool ok = touchOk(static_cast<int>(pair), n, step + 1);
          owner[static_cast<size_t>(n)] = 0;
          order[static_cast<size_t>(n)] = -100;
          if (!ok) continue;
        }
        paths.back().push_back(n);
        nextPair(pair + 1);
        paths.back().pop_back();
        continue;
      }
      if (clues[static_cast<size_t>(n)] != 0 || owner[static_cast<size_t>(n)] != 0) continue;
      owner[static_cast<size_t>(n)] = static_cast<int>(pair) + 1;
      order[static_cast<size_t>(n)] = step + 1;
      paths.back().push_back(n);
      if (!noTouch || touchOk(static_cast<int>(pair), n, step + 1)) walk(pair, n, step + 1);
      paths.back().pop_back();
      owner[static_cast<size_t>(n)] = 0;
      order[static_cast<size_t>(n)] = -100;
    }
  }

  void nextPair(size_t pair) {
    if (pair == pairs.size()) {
      if (fill) {
        for (size_t i = 0; i < owner.size(); ++i)
          if (owner[i] == 0 && clues[i] == 0) return;
      }
      ++count;
      if (listed) listed->push_back(paths);
      return;
    }
    const int start = pairs[pair].first;
    owner[static_cast<size_t>(start)] = static_cast<int>(pair) + 1;
    order[static_cast<size_t>(start)] = 0;
    paths.push_back({start});
    walk(pair, start, 0);
    paths.pop_back();
  }
};

Brute prepared(int width, int height, const std::vector<int>& clues, bool fill, bool noTouch, uint64_t limit, bool noUTurn) {
  Brute b{width, height, clues, fill, noTouch, limit};
  b.noUTurn = noUTurn;
  std::map<int, std::pair<int, int>> ends;
  for (int i = 0; i < width * height; ++i) {
    const int n = clues[static_cast<size_t>(i)];
    if (n == 0) continue;
    auto it = ends.find(n);
    if (it == ends.end()) ends[n] = {i, -1};
    else it->second.second = i;
  }
  for (const auto& e : ends) b.pairs.push_back(e.second);
  b.owner.assign(clues.size(), 0);
  b.order.assign(clues.size(), -100);
  return b;
}

}  // namespace

uint64_t bruteForceCount(int width, int height, const std::vector<int>& clues, bool fill, bool noTouch, uint64_t limit,
                         bool noUTurn) {
  Brute b = prepared(width, height, clues, fill, noTouch, limit, noUTurn);
  // Clue cells count as used (they are path ends) for the fill check.
  b.nextPair(0);
  return b.count;
}

std::vector<BrutePaths> bruteForcePaths(int width, int height, const std::vector<int>& clues, bool fill, bool noUTurn,
                                        uint64_t limit) {
  std::vector<BrutePaths> out;
  Brute b = prepared(width, height, clues, fill, false, limit, noUTurn);
  b.listed = &out;
  b.nextPair(0);
  return out;
}

bool pathsTurnBack(int width, const BrutePaths& paths) {
  for (const std::vector<int>& p : paths)
    for (size_t i = 0; i + 3 < p.size(); ++i) {
      int minX = width, maxX = -1, minY = 1 << 20, maxY = -1;
      for (size_t k = i; k < i + 4; ++k) {
        const int x = p[k] % width, y = p[k] / width;
        minX = std::min(minX, x), maxX = std::max(maxX, x), minY = std::min(minY, y), maxY = std::max(maxY, y);
      }
      if (maxX - minX == 1 && maxY - minY == 1) return true;
    }
  return false;
}

std::vector<BrutePaths> bruteForceSolutions(int width, int height, const std::vector<int>& clues, bool fill,
                                            uint64_t limit) {
  return bruteForcePaths(width, height, clues, fill, false, limit);
}

}  // namespace nltest
