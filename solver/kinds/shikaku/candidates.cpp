#include "candidates.h"

#include <algorithm>

#include "core/errors.h"

namespace dlx::shikaku {
namespace {

// Counts clues in any rectangle in O(1): sums[(y)*(W+1)+x] = clues in [0,x) x [0,y).
class ClueCounter {
 public:
  explicit ClueCounter(const Grid& grid) : stride_(grid.width + 1), sums_(static_cast<size_t>(stride_) * (grid.height + 1), 0) {
    for (int y = 0; y < grid.height; ++y)
      for (int x = 0; x < grid.width; ++x)
        sums_[idx(x + 1, y + 1)] = sums_[idx(x, y + 1)] + sums_[idx(x + 1, y)] - sums_[idx(x, y)] +
                                   (grid.at(x, y) != kNoClue ? 1 : 0);
  }
  int count(int x, int y, int w, int h) const {
    return sums_[idx(x + w, y + h)] - sums_[idx(x, y + h)] - sums_[idx(x + w, y)] + sums_[idx(x, y)];
  }

 private:
  size_t idx(int x, int y) const { return static_cast<size_t>(y) * stride_ + x; }
  int stride_;
  std::vector<int> sums_;
};

class Collector {
 public:
  explicit Collector(Candidates& out) : out_(out) {}
  void add(int x, int y, int w, int h, int clue) {
    if (out_.rects.size() >= kMaxCandidates)
      throw InputError("the puzzle has more than " + std::to_string(kMaxCandidates) +
                       " candidate rectangles; it is too large or has too many `?` clues to solve here");
    out_.cellTotal += static_cast<size_t>(w) * h;
    if (out_.cellTotal > kMaxCandidateCells)
      throw InputError("the candidate rectangles cover more than " + std::to_string(kMaxCandidateCells) +
                       " cells in total; the puzzle is too large or has too many `?` clues to solve here");
    out_.rects.push_back({x, y, w, h, clue});
  }

 private:
  Candidates& out_;
};

void addNumbered(const Grid& grid, const ClueCounter& counter, const Clue& c, int index, Collector& out) {
  const int area = c.value;
  for (int w = 1; w <= std::min(area, grid.width); ++w) {
    if (area % w != 0) continue;
    const int h = area / w;
    if (h > grid.height) continue;
    for (int y = std::max(0, c.y - h + 1); y <= std::min(c.y, grid.height - h); ++y)
      for (int x = std::max(0, c.x - w + 1); x <= std::min(c.x, grid.width - w); ++x)
        if (counter.count(x, y, w, h) == 1) out.add(x, y, w, h, index);
  }
}

// A `?` clue: for each column span [x0, x1] around the clue whose stretch of the clue's row holds
// no other clue, find how far up and down the span stays clue-free; every row span inside is a
// candidate. Widening the span to the right can only pull those limits in, so they carry over.
void addUnknown(const Grid& grid, const ClueCounter& counter, const Clue& c, int index, Collector& out) {
  for (int x0 = c.x; x0 >= 0 && counter.count(x0, c.y, c.x - x0 + 1, 1) == 1; --x0) {
    int top = c.y, bottom = c.y;
    for (int x1 = c.x; x1 < grid.width; ++x1) {
      const int w = x1 - x0 + 1;
      if (counter.count(x0, c.y, w, 1) != 1) break;  // another clue on the clue's own row
      if (x1 == c.x) {
        while (top > 0 && counter.count(x0, top - 1, w, 1) == 0) --top;
        while (bottom + 1 < grid.height && counter.count(x0, bottom + 1, w, 1) == 0) ++bottom;
      } else {
        while (counter.count(x0, top, w, c.y - top) != 0) ++top;
        while (counter.count(x0, c.y + 1, w, bottom - c.y) != 0) --bottom;
      }
      for (int y0 = top; y0 <= c.y; ++y0)
        for (int y1 = c.y; y1 <= bottom; ++y1) out.add(x0, y0, w, y1 - y0 + 1, index);
    }
  }
}

}  // namespace

Candidates findCandidates(const Grid& grid, const std::vector<Clue>& clues) {
  ClueCounter counter(grid);
  Candidates out;
  Collector collect(out);
  out.firstOfClue.reserve(clues.size() + 1);
  for (size_t i = 0; i < clues.size(); ++i) {
    out.firstOfClue.push_back(static_cast<int>(out.rects.size()));
    if (clues[i].value == kUnknownClue)
      addUnknown(grid, counter, clues[i], static_cast<int>(i), collect);
    else
      addNumbered(grid, counter, clues[i], static_cast<int>(i), collect);
  }
  out.firstOfClue.push_back(static_cast<int>(out.rects.size()));
  return out;
}

std::optional<std::string> findContradiction(const Grid& grid, const std::vector<Clue>& clues,
                                             const Candidates& candidates) {
  const long long area = grid.cellCount();
  long long known = 0;
  int unknown = 0;
  for (const Clue& c : clues) {
    if (c.value == kUnknownClue) ++unknown;
    else known += c.value;
  }
  if (clues.empty()) return "the grid has no clues, so no rectangle can cover its " + std::to_string(area) + " cells";
  if (unknown == 0 && known != area)
    return "the clues add up to " + std::to_string(known) + " but the grid has " + std::to_string(area) + " cells";
  if (unknown > 0 && known + unknown > area)
    return "the clues add up to " + std::to_string(known) + " plus at least 1 for each of the " +
           std::to_string(unknown) + " `?` clues, more than the grid's " + std::to_string(area) + " cells";

  for (size_t i = 0; i < clues.size(); ++i)
    if (candidates.firstOfClue[i] == candidates.firstOfClue[i + 1]) {
      const Clue& c = clues[i];
      std::string what = c.value == kUnknownClue ? "?" : std::to_string(c.value);
      return "clue " + what + " at " + cellName(c.x, c.y) + " has no possible rectangle";
    }

  // Coverage by a 2-D difference array: O(1) per candidate, O(W*H) to read out.
  const int stride = grid.width + 1;
  std::vector<int> diff(static_cast<size_t>(stride) * (grid.height + 1), 0);
  for (const Rect& r : candidates.rects) {
    diff[static_cast<size_t>(r.y) * stride + r.x] += 1;
    diff[static_cast<size_t>(r.y) * stride + r.x + r.w] -= 1;
    diff[static_cast<size_t>(r.y + r.h) * stride + r.x] -= 1;
    diff[static_cast<size_t>(r.y + r.h) * stride + r.x + r.w] += 1;
  }
  for (int y = 0; y < grid.height; ++y)
    for (int x = 0; x < grid.width; ++x) {
      size_t i = static_cast<size_t>(y) * stride + x;
      if (x > 0) diff[i] += diff[i - 1];
      if (y > 0) diff[i] += diff[i - stride];
      if (x > 0 && y > 0) diff[i] -= diff[i - stride - 1];
      if (diff[i] == 0) return "the cell at " + cellName(x, y) + " cannot be covered by any rectangle";
    }
  return std::nullopt;
}

ExactCoverModel buildModel(const Grid& grid, const std::vector<Clue>& clues, const Candidates& candidates,
                           const std::vector<char>& alive, std::vector<int>& optionToCandidate) {
  ExactCoverModel model;
  for (int y = 0; y < grid.height; ++y)
    for (int x = 0; x < grid.width; ++x) {
      std::string name = std::to_string(x);  // built by appending: see cellName on -Wrestrict
      name += ',';
      name += std::to_string(y);
      model.addPrimary(name);
    }
  const int clueBase = grid.cellCount();
  for (size_t i = 0; i < clues.size(); ++i) {
    std::string name = "#";
    name += std::to_string(i);
    model.addPrimary(name);
  }
  std::vector<int> items;
  optionToCandidate.clear();
  for (size_t k = 0; k < candidates.rects.size(); ++k) {
    if (!alive[k]) continue;
    const Rect& r = candidates.rects[k];
    optionToCandidate.push_back(static_cast<int>(k));
    items.clear();
    items.push_back(clueBase + r.clue);
    for (int y = r.y; y < r.y + r.h; ++y)
      for (int x = r.x; x < r.x + r.w; ++x) items.push_back(y * grid.width + x);
    model.addOption(items);
  }
  return model;
}

}  // namespace dlx::shikaku
