#include "prune.h"

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

  // Scratch for "how many of clue j's live rectangles overlap R": stamped with a number that is
  // new for every R tested, so nothing needs clearing.
  std::vector<int> seenBy(rects.size(), -1), overlapStamp(clueCount, -1), overlapCount(clueCount, 0);
  int stamp = 0;
  std::vector<int> touched;

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

    // A rectangle that overlaps all live rectangles of another clue cannot be used.
    for (size_t r = 0; r < rects.size(); ++r) {
      if (!alive[r]) continue;
      const Rect& R = rects[r];
      ++stamp;
      touched.clear();
      for (int y = R.y; y < R.y + R.h; ++y)
        for (int x = R.x; x < R.x + R.w; ++x) {
          const size_t c = static_cast<size_t>(y) * grid.width + x;
          for (int e = cover.start[c]; e < cover.start[c + 1]; ++e) {
            const int k = cover.ids[static_cast<size_t>(e)];
            const int j = rects[static_cast<size_t>(k)].clue;
            if (j == R.clue || !alive[static_cast<size_t>(k)] || seenBy[static_cast<size_t>(k)] == stamp) continue;
            seenBy[static_cast<size_t>(k)] = stamp;
            if (overlapStamp[static_cast<size_t>(j)] != stamp) {
              overlapStamp[static_cast<size_t>(j)] = stamp;
              overlapCount[static_cast<size_t>(j)] = 0;
              touched.push_back(j);
            }
            ++overlapCount[static_cast<size_t>(j)];
          }
        }
      for (int j : touched)
        if (overlapCount[static_cast<size_t>(j)] == aliveOfClue[static_cast<size_t>(j)]) {
          kill(static_cast<int>(r));
          changed = true;
          break;
        }
    }
    if (!changed) break;
  }
  return alive;
}

}  // namespace dlx::shikaku
