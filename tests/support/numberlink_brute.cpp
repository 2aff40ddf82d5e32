#include "numberlink_brute.h"

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
  std::vector<std::pair<int, int>> pairs;  // (from, to) per number, ascending
  std::vector<int> owner;                  // pair index + 1, 0 free
  std::vector<int> order;                  // position of a cell on its path (for noTouch)
  uint64_t count = 0;
  std::vector<BrutePaths>* listed = nullptr;  // where to list the solutions, if anywhere
  BrutePaths current;                      // the paths so far, each from its first clue

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

  void walk(size_t pair, int cell, int step) {
    if (count >= limit) return;
    const int target = pairs[pair].second;
    for (int n : neighbours(cell)) {
      if (n == target) {
        if (noTouch) {
          owner[static_cast<size_t>(n)] = static_cast<int>(pair) + 1;
          order[static_cast<size_t>(n)] = step + 1;
          const bool ok = touchOk(static_cast<int>(pair), n, step + 1);
          owner[static_cast<size_t>(n)] = 0;
          order[static_cast<size_t>(n)] = -100;
          if (!ok) continue;
        }
        current[pair].push_back(n);
        nextPair(pair + 1);
        current[pair].pop_back();
        continue;
      }
      if (clues[static_cast<size_t>(n)] != 0 || owner[static_cast<size_t>(n)] != 0) continue;
      owner[static_cast<size_t>(n)] = static_cast<int>(pair) + 1;
      order[static_cast<size_t>(n)] = step + 1;
      current[pair].push_back(n);
      if (!noTouch || touchOk(static_cast<int>(pair), n, step + 1)) walk(pair, n, step + 1);
      current[pair].pop_back();
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
      if (listed) listed->push_back(current);
      return;
    }
    const int start = pairs[pair].first;
    owner[static_cast<size_t>(start)] = static_cast<int>(pair) + 1;
    order[static_cast<size_t>(start)] = 0;
    current[pair].assign(1, start);
    walk(pair, start, 0);
  }
};

}  // namespace

namespace {

uint64_t enumerate(int width, int height, const std::vector<int>& clues, bool fill, bool noTouch, uint64_t limit,
                   std::vector<BrutePaths>* out) {
  Brute b{width, height, clues, fill, noTouch, limit, {}, {}, {}, 0};
  b.listed = out;
  std::map<int, std::pair<int, int>> ends;
  for (int i = 0; i < width * height; ++i) {
    const int n = clues[static_cast<size_t>(i)];
    if (n == 0) continue;
    auto it = ends.find(n);
    if (it == ends.end()) ends[n] = {i, -1};
    else it->second.second = i;
  }
  for (const auto& e : ends) b.pairs.push_back(e.second);
  b.current.assign(b.pairs.size(), {});
  b.owner.assign(clues.size(), 0);
  b.order.assign(clues.size(), -100);
  // Clue cells count as used (they are path ends) for the fill check.
  b.nextPair(0);
  return b.count;
}

}  // namespace

uint64_t bruteForceCount(int width, int height, const std::vector<int>& clues, bool fill, bool noTouch, uint64_t limit) {
  return enumerate(width, height, clues, fill, noTouch, limit, nullptr);
}

std::vector<BrutePaths> bruteForceSolutions(int width, int height, const std::vector<int>& clues, bool fill,
                                            uint64_t limit) {
  std::vector<BrutePaths> out;
  enumerate(width, height, clues, fill, false, limit, &out);
  return out;
}

}  // namespace nltest
