// Fill the first empty cell: the free cells (at most 64) are bits of one word, numbered along the
// board's shorter side so the frontier of filled cells stays short. At each step the lowest empty
// bit must be covered by a placement whose lowest bit it is, so each tiling is reached once, and a
// group with k copies never yields the k! orders of its copies. Placement tables are built once;
// the search keeps an explicit stack so it can stop after any node and resume.
//
// Two prunings: a single-copy "root" group (the symmetry-restricted piece, else the one with the
// fewest placements, like X in pentominoes) is placed first, before filling cells; and after each
// placement the empty pockets it touches are measured: a pocket smaller than the smallest piece,
// or whose size no sum of piece sizes can reach (not a multiple of their gcd), is a dead end.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <numeric>

#include "packing_search.h"

namespace dlx::packing {

namespace {

// Pockets are grown to at most this many times the smallest piece before being called alive:
// measured on pentominoes, growing further costs more time than the nodes it saves.
constexpr int kPocketFactor = 2;

struct Entry {
  uint64_t mask;
  uint64_t border;  // empty-able cells next to the piece (where pockets can be cut off)
  int group;
  int placement;
};

class BitboardSearch final : public PlacementSearch {
 public:
  BitboardSearch(const PackingProblem& problem, const std::vector<char>& keep, int rootGroup);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override;
  const std::vector<int>& placements() const override { return placements_; }

 private:
  struct Frame {
    int next;    // next entry to try for this frame's cell
    int end;     // one past its last entry
    int chosen;  // entry placed now, -1 if none
    int first;   // first entry (for progress)
  };

  void push() {
    const int bit = std::countr_zero(~occupied_ & full_);
    frames_.push_back({start_[bit], start_[bit + 1], -1, start_[bit]});
  }

  bool deadPocket(uint64_t border) const;
  static bool connected(const Shape& shape);

  std::vector<Entry> entries_;  // sorted by lowest bit; the root group's entries at the end
  std::vector<uint64_t> neighbours_;  // bit -> bits of its free neighbours
  int minSize_ = 1, sizeGcd_ = 1;
  bool pockets_ = true;  // pocket pruning is sound (every piece is edge-connected)
  std::vector<int> start_;      // bit -> first entry
  std::vector<int> remaining_;  // copies left per group
  std::vector<Frame> frames_;
  std::vector<int> placements_;
  uint64_t full_ = 0, occupied_ = 0;
  SearchStats stats_;
  bool done_ = false;
};

BitboardSearch::BitboardSearch(const PackingProblem& problem, const std::vector<char>& keep, int rootGroup) {
  const int n = problem.cellCount();
  full_ = n == 64 ? ~uint64_t{0} : (uint64_t{1} << n) - 1;
  // Bit order: column by column when the board is wider than tall, else row by row.
  std::vector<int> bitOf(n);
  std::vector<int> order(n);
  for (int c = 0; c < n; ++c) order[c] = c;
  if (problem.width() > problem.height())
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      const Cell &ca = problem.cell(a), &cb = problem.cell(b);
      return ca.x != cb.x ? ca.x < cb.x : ca.y < cb.y;
    });
  for (int i = 0; i < n; ++i) bitOf[order[i]] = i;

  neighbours_.assign(n, 0);
  for (int c = 0; c < n; ++c) {
    const Cell& cell = problem.cell(c);
    for (const Cell& d : {Cell{1, 0}, Cell{-1, 0}, Cell{0, 1}, Cell{0, -1}}) {
      const int other = problem.cellAt(cell.x + d.x, cell.y + d.y);
      if (other >= 0) neighbours_[bitOf[c]] |= uint64_t{1} << bitOf[other];
    }
  }
  minSize_ = n;
  sizeGcd_ = 0;
  for (const PieceGroup& g : problem.groups()) {
    remaining_.push_back(g.count());
    minSize_ = std::min(minSize_, g.size);
    sizeGcd_ = std::gcd(sizeGcd_, g.size);
    // A piece with gaps can cover cells of several pockets at once: no pocket argument holds.
    pockets_ = pockets_ && connected(g.orientations.front());
  }

  std::vector<Entry> roots;
  for (int p = 0; p < problem.placementCount(); ++p) {
    if (!keep[p]) continue;
    Entry e{0, 0, problem.placementGroup(p), p};
    for (int c : problem.placementCells(p)) e.mask |= uint64_t{1} << bitOf[c];
    for (uint64_t m = e.mask; m; m &= m - 1) e.border |= neighbours_[std::countr_zero(m)];
    e.border &= ~e.mask;
    (e.group == rootGroup ? roots : entries_).push_back(e);
  }
  std::stable_sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
    const int la = std::countr_zero(a.mask), lb = std::countr_zero(b.mask);
    return la != lb ? la < lb : a.group < b.group;
  });
  start_.assign(n + 1, 0);
  for (const Entry& e : entries_) ++start_[std::countr_zero(e.mask) + 1];
  for (int b = 0; b < n; ++b) start_[b + 1] += start_[b];
  if (!roots.empty()) {
    const int first = static_cast<int>(entries_.size());
    entries_.insert(entries_.end(), roots.begin(), roots.end());
    frames_.push_back({first, static_cast<int>(entries_.size()), -1, first});
  } else {
    push();
  }
}

bool BitboardSearch::connected(const Shape& shape) {
  std::vector<char> reached(shape.size(), 0);
  std::vector<size_t> stack = {0};
  reached[0] = 1;
  size_t count = 1;
  while (!stack.empty()) {
    const Cell c = shape[stack.back()];
    stack.pop_back();
    for (size_t j = 0; j < shape.size(); ++j)
      if (!reached[j] && std::abs(shape[j].x - c.x) + std::abs(shape[j].y - c.y) == 1)
        reached[j] = 1, ++count, stack.push_back(j);
  }
  return count == shape.size();
}

bool BitboardSearch::deadPocket(uint64_t border) const {
  if (!pockets_) return false;
  uint64_t unchecked = border & ~occupied_;
  const uint64_t empty = ~occupied_ & full_;
  while (unchecked) {
    uint64_t region = unchecked & -unchecked, frontier = region;
    // Grow the pocket; a large one cannot be judged cheaply and is assumed alive.
    while (frontier) {
      uint64_t grown = 0;
      for (uint64_t m = frontier; m; m &= m - 1) grown |= neighbours_[std::countr_zero(m)];
      frontier = grown & empty & ~region;
      region |= frontier;
      if (std::popcount(region) > kPocketFactor * minSize_) break;
    }
    if (!frontier) {
      const int size = std::popcount(region);
      if (size < minSize_ || size % sizeGcd_ != 0) return true;
    }
    unchecked &= ~region;
  }
  return false;
}

RunStatus BitboardSearch::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  const uint64_t limit = stats_.nodes + budget;
  while (!frames_.empty()) {
    Frame& f = frames_.back();
    if (f.chosen >= 0) {  // take back the piece placed here before trying the next one
      const Entry& e = entries_[f.chosen];
      occupied_ ^= e.mask;
      ++remaining_[e.group];
      f.chosen = -1;
    }
    int i = f.next;
    while (i < f.end && (remaining_[entries_[i].group] == 0 || (entries_[i].mask & occupied_))) ++i;
    if (i == f.end) {
      frames_.pop_back();
      continue;
    }
    const Entry& e = entries_[i];
    f.next = i + 1;
    f.chosen = i;
    occupied_ |= e.mask;
    --remaining_[e.group];
    ++stats_.nodes;
    stats_.updates += std::popcount(e.mask);
    if (deadPocket(e.border)) continue;  // undone at the top of the loop
    if (occupied_ == full_) {
      placements_.clear();
      for (const Frame& fr : frames_) placements_.push_back(entries_[fr.chosen].placement);
      ++stats_.solutions;
      return RunStatus::Solution;
    }
    push();
    if (stats_.nodes >= limit) return RunStatus::Paused;
  }
  done_ = true;
  return RunStatus::Done;
}

double BitboardSearch::progress() const {
  if (done_) return 1.0;
  // Share of the top levels' entries already finished, nested like digits.
  double fraction = 0, scale = 1;
  for (size_t level = 0; level < frames_.size() && level < 4; ++level) {
    const Frame& f = frames_[level];
    const int total = f.end - f.first;
    if (total <= 0) break;
    const int finished = std::max(0, (f.chosen >= 0 ? f.chosen : f.next) - f.first);
    fraction += scale * finished / total;
    scale /= total;
  }
  return std::min(1.0, fraction);
}

}  // namespace

std::unique_ptr<PlacementSearch> makeBitboardSearch(const PackingProblem& problem, const std::vector<char>& keep,
                                                    int rootGroup) {
  if (problem.cellCount() > kBitboardMaxCells || problem.cellCount() == 0) return nullptr;
  if (rootGroup < 0) {
    // Without a symmetry-restricted piece, root on the single-copy group with fewest placements.
    std::vector<int> perGroup(problem.groups().size(), 0);
    for (int p = 0; p < problem.placementCount(); ++p) perGroup[problem.placementGroup(p)] += keep[p];
    for (size_t g = 0; g < perGroup.size(); ++g)
      if (problem.groups()[g].count() == 1 && (rootGroup < 0 || perGroup[g] < perGroup[rootGroup]))
        rootGroup = static_cast<int>(g);
  }
  return std::make_unique<BitboardSearch>(problem, keep, rootGroup);
}

}  // namespace dlx::packing
