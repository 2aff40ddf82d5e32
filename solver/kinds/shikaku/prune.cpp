#include "prune.h"

#include <algorithm>

namespace dlx::shikaku {
namespace {

// For each cell, the candidates covering it (compressed rows: cell c owns [start[c], start[c+1])).
struct CoverLists {
  std::vector<int> start, ids;
  CoverLists(const Grid& grid, const std::vector<Rect>& rects) : start(static_cast<size_t>(grid.cellCount()) + 1, 0) {
    for (const Rect& r : rects)
      for (int y = r.y; y < r.y + r.h; ++y)
        for (int x = r.x; x < r.x + r.w; ++x) ++start[static_cast<size_t>(y) * grid.width + x + 1];
    for (size_t c = 1; c < start.size(); ++c) start[c] += start[c - 1];
    ids.resize(static_cast<size_t>(start.back()));
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (size_t k = 0; k < rects.size(); ++k) {
      const Rect& r = rects[k];
      for (int y = r.y; y < r.y + r.h; ++y)
        for (int x = r.x; x < r.x + r.w; ++x) ids[static_cast<size_t>(fill[static_cast<size_t>(y) * grid.width + x]++)] = static_cast<int>(k);
    }
  }
};

bool covers(const Rect& r, int x, int y) { return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h; }
bool overlap(const Rect& a, const Rect& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// For each clue, the other clues that have a rectangle sharing a cell with one of its rectangles.
std::vector<std::vector<int>> neighbourClues(const Grid& grid, const Candidates& cands, const CoverLists& cover) {
  std::vector<std::vector<int>> near(cands.firstOfClue.size() - 1);
  std::vector<int> here;
  for (int c = 0; c < grid.cellCount(); ++c) {
    here.clear();
    for (int e = cover.start[static_cast<size_t>(c)]; e < cover.start[static_cast<size_t>(c) + 1]; ++e) {
      const int clue = cands.rects[static_cast<size_t>(cover.ids[static_cast<size_t>(e)])].clue;
      if (here.empty() || here.back() != clue) here.push_back(clue);  // ids ascend, grouped by clue
    }
    for (int a : here)
      for (int b : here)
        if (a != b) near[static_cast<size_t>(a)].push_back(b);
  }
  for (std::vector<int>& n : near) {
    std::sort(n.begin(), n.end());
    n.erase(std::unique(n.begin(), n.end()), n.end());
  }
  return near;
}

}  // namespace

std::vector<char> pruneCandidates(const Grid& grid, const Candidates& cands, int passes) {
  const std::vector<Rect>& rects = cands.rects;
  const size_t clueCount = cands.firstOfClue.size() - 1;
  std::vector<char> alive(rects.size(), 1);
  std::vector<int> aliveOfClue(clueCount);
  for (size_t i = 0; i < clueCount; ++i) aliveOfClue[i] = cands.firstOfClue[i + 1] - cands.firstOfClue[i];
  const CoverLists cover(grid, rects);

  auto kill = [&](int k) {
    alive[static_cast<size_t>(k)] = 0;
    --aliveOfClue[static_cast<size_t>(rects[static_cast<size_t>(k)].clue)];
  };

  // Clues whose rectangles can meet (share a cell): only they can take all of each other's room.
  const std::vector<std::vector<int>> near = neighbourClues(grid, cands, cover);

  for (int pass = 0; pass < passes; ++pass) {
    bool changed = false;

    // A cell whose live rectangles all belong to one clue pins that clue to the cell.
    for (int y = 0; y < grid.height; ++y)
      for (int x = 0; x < grid.width; ++x) {
        const size_t c = static_cast<size_t>(y) * grid.width + x;
        int clue = -1, through = 0;
        bool one = true;
        for (int e = cover.start[c]; e < cover.start[c + 1] && one; ++e) {
          const int k = cover.ids[static_cast<size_t>(e)];
          if (!alive[static_cast<size_t>(k)]) continue;
          if (clue < 0) clue = rects[static_cast<size_t>(k)].clue;
          one = rects[static_cast<size_t>(k)].clue == clue;
          ++through;
        }
        if (!one || clue < 0 || through == aliveOfClue[static_cast<size_t>(clue)]) continue;
        for (int k = cands.firstOfClue[static_cast<size_t>(clue)]; k < cands.firstOfClue[static_cast<size_t>(clue) + 1]; ++k)
          if (alive[static_cast<size_t>(k)] && !covers(rects[static_cast<size_t>(k)], x, y)) kill(k), changed = true;
      }

    // A rectangle that overlaps all live rectangles of another clue cannot be used. Tested clue
    // against neighbouring clue with an O(1) overlap test per pair of rectangles, stopping at the
    // first rectangle it misses (most pairs stop at once): far cheaper than walking every cell's
    // rectangles, which on `?`-heavy boards cost hundreds of milliseconds.
    for (size_t i = 0; i < clueCount; ++i)
      for (int k = cands.firstOfClue[i]; k < cands.firstOfClue[i + 1]; ++k) {
        if (!alive[static_cast<size_t>(k)]) continue;
        const Rect& R = rects[static_cast<size_t>(k)];
        for (int j : near[i]) {
          if (aliveOfClue[static_cast<size_t>(j)] == 0) continue;
          bool all = true;
          for (int m = cands.firstOfClue[static_cast<size_t>(j)]; m < cands.firstOfClue[static_cast<size_t>(j) + 1] && all; ++m)
            all = !alive[static_cast<size_t>(m)] || overlap(R, rects[static_cast<size_t>(m)]);
          if (all) {
            kill(k);
            changed = true;
            break;
          }
        }
      }
    if (!changed) break;
  }
  return alive;
}

}  // namespace dlx::shikaku
