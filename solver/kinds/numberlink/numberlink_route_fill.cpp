#include "numberlink_route_fill.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "core/splitmix.h"

namespace dlx::numberlink {
namespace {

// The largest window redrawn round two holes (cells): the depth-first search stays small.
constexpr int kMaxWindow = 48;
// How far from a hole the window that moves it reaches: 2 (a 5x5 window), then up to this.
constexpr int kMoveReach = 3;
// Windows redrawn (holes taken or moved) in one repairWindows call, at most.
constexpr int kMaxRedraws = 256;

}  // namespace

RouteFill::RouteFill(const Grid& grid, const std::vector<std::vector<int>>& paths) : width_(grid.width), height_(grid.height) {
  const size_t cells = static_cast<size_t>(width_ * height_);
  clue_.assign(cells, 0);
  owner_.assign(cells, -1);
  next_.assign(cells, -1);
  prev_.assign(cells, -1);
  holes_ = static_cast<int>(cells);
  for (size_t k = 0; k < paths.size(); ++k) {
    const std::vector<int>& path = paths[k];
    for (size_t i = 0; i < path.size(); ++i) {
      const size_t c = static_cast<size_t>(path[i]);
      owner_[c] = static_cast<int>(k);
      if (i + 1 < path.size()) next_[c] = path[i + 1];
      if (i > 0) prev_[c] = path[i - 1];
      work_list_.push_back(path[i]);
      --holes_;
    }
    if (!path.empty()) clue_[static_cast<size_t>(path.front())] = clue_[static_cast<size_t>(path.back())] = 1;
  }
}

int RouteFill::neighbour(int cell, int d) const { return gridNeighbour(cell, d, width_, height_); }

void RouteFill::detour(int a, int b, int c, int d) {
  if (next_[static_cast<size_t>(a)] != d) {  // the path runs d -> a: the detour runs d-c-b-a
    detour(d, c, b, a);
    return;
  }
  const int k = owner_[static_cast<size_t>(a)];
  owner_[static_cast<size_t>(b)] = owner_[static_cast<size_t>(c)] = k;
  next_[static_cast<size_t>(a)] = b, prev_[static_cast<size_t>(b)] = a;
  next_[static_cast<size_t>(b)] = c, prev_[static_cast<size_t>(c)] = b;
  next_[static_cast<size_t>(c)] = d, prev_[static_cast<size_t>(d)] = c;
  holes_ -= 2;
  work_list_.push_back(a), work_list_.push_back(b), work_list_.push_back(c);
}

bool RouteFill::detourAt(int a, int d) {
  int dir = 0;
  while (neighbour(a, dir) != d) ++dir;
  for (const int side : {dir ^ 1, (dir ^ 1) ^ 2}) {  // the two sides across the step
    const int b = neighbour(a, side), c = neighbour(d, side);
    if (hole(b) && hole(c)) {
      detour(a, b, c, d);
      return true;
    }
  }
  return false;
}

bool RouteFill::absorb(int h) {
  for (int dir = 0; dir < 4; ++dir) {
    const int h2 = neighbour(h, dir);
    if (!hole(h2)) continue;
    for (const int side : {dir ^ 1, (dir ^ 1) ^ 2}) {
      const int a = neighbour(h, side), d = neighbour(h2, side);
      if (consecutive(a, d)) {
        detour(a, h, h2, d);
        return true;
      }
    }
  }
  return false;
}

void RouteFill::detours() {
  while (!work_list_.empty()) {
    const int a = work_list_.back();
    work_list_.pop_back();
    ++work_;
    const int d = next_[static_cast<size_t>(a)];
    if (d >= 0) detourAt(a, d);
  }
}

int RouteFill::walk(uint64_t moves, uint64_t seed) {
  uint64_t state = seed * kSplitmixStep + 1;
  auto random = [&state](uint64_t n) { return splitmixNext(state) % n; };
  std::vector<int> holes;
  for (int move = 0; static_cast<uint64_t>(move) < moves && holes_ > 0; ++move) {
    if (move % 64 == 0 || holes.empty()) {  // the list goes stale as holes move and close
      holes.clear();
      for (size_t c = 0; c < owner_.size(); ++c)
        if (owner_[c] < 0) holes.push_back(static_cast<int>(c));
      work_ += owner_.size();
    }
    const int h = holes[random(holes.size())];
    if (!hole(h)) continue;
    ++work_;
    if (absorb(h)) {
      detours();
      continue;
    }
    // Where the hole may go: the corner cells b of paths turning round it (a-b-c).
    int options[4][3], count = 0;
    for (int d1 = 0; d1 < 4; ++d1) {
      const int d2 = (d1 + 1) & 3, a = neighbour(h, d1), c = neighbour(h, d2);
      if (a < 0 || c < 0) continue;
      const int b = neighbour(a, d2);
      if (clue_[static_cast<size_t>(b)] || !consecutive(a, b) || !consecutive(b, c)) continue;
      options[count][0] = a, options[count][1] = b, options[count][2] = c, ++count;
    }
    if (count == 0) continue;
    // Towards the nearest hole of the other colour, mostly; at random one time in four, so a
    // hole stuck behind a wall gets round it.
    const int target = nearestPartner(h, holes);
    int pick = static_cast<int>(random(static_cast<uint64_t>(count)));
    if (target >= 0 && random(4) != 0) {
      int bestDist = INT32_MAX;
      for (int i = 0; i < count; ++i) {
        const int b = options[i][1];
        const int dist = std::abs(b % width_ - target % width_) + std::abs(b / width_ - target / width_);
        if (dist < bestDist) bestDist = dist, pick = i;
      }
    }
    int a = options[pick][0], b = options[pick][1], c = options[pick][2];
    if (next_[static_cast<size_t>(b)] == a) std::swap(a, c);  // the path runs a -> b -> c
    owner_[static_cast<size_t>(h)] = owner_[static_cast<size_t>(b)];
    owner_[static_cast<size_t>(b)] = -1;
    next_[static_cast<size_t>(a)] = h, prev_[static_cast<size_t>(h)] = a;
    next_[static_cast<size_t>(h)] = c, prev_[static_cast<size_t>(c)] = h;
    next_[static_cast<size_t>(b)] = prev_[static_cast<size_t>(b)] = -1;
    for (size_t i = 0; i < holes.size(); ++i)
      if (holes[i] == h) holes[i] = b;
    work_list_.push_back(a), work_list_.push_back(h);  // the new steps may take a detour
    absorb(b);
    detours();
  }
  return holes_;
}

std::vector<uint8_t> RouteFill::links() const {
  std::vector<uint8_t> bits(owner_.size(), 0);
  for (int c = 0; c < static_cast<int>(owner_.size()); ++c)
    for (int d = 0; d < 4; ++d)
      if (consecutive(c, neighbour(c, d))) bits[static_cast<size_t>(c)] |= static_cast<uint8_t>(1u << d);
  return bits;
}

int RouteFill::nearestPartner(int h, const std::vector<int>& among) const {
  const int hx = h % width_, hy = h / width_;
  int best = -1, bestDist = INT32_MAX;
  for (int o : among) {
    const int ox = o % width_, oy = o / width_;
    if (!hole(o) || ((ox + oy + hx + hy) & 1) == 0) continue;
    const int dist = std::abs(ox - hx) + std::abs(oy - hy);
    if (dist < bestDist) bestDist = dist, best = o;
  }
  return best;
}

bool RouteFill::alive(int x) const {
  // Every free cell beside x still has two neighbours it may link to (free, a run's end or head).
  for (int d = 0; d < 4; ++d) {
    const int m = neighbour(x, d);
    if (m < 0 || !inWindow_[static_cast<size_t>(m)] || taken_[static_cast<size_t>(m)]) continue;
    int options = 0;
    for (int e = 0; e < 4; ++e) {
      const int y = neighbour(m, e);
      options += y >= 0 && inWindow_[static_cast<size_t>(y)] && need_[static_cast<size_t>(y)] > 0;
    }
    if (options < 2) return false;
  }
  return true;
}

bool RouteFill::extend(std::vector<Run>& runs, size_t run, int cell, int left, uint64_t& nodes) {
  if (nodes == 0) return false;
  --nodes, ++work_;
  Run& r = runs[run];
  r.cells.push_back(cell);
  if (cell == r.to) {
    if (run + 1 == runs.size() ? left == 0 : extend(runs, run + 1, runs[run + 1].from, left, nodes)) return true;
    r.cells.pop_back();
    return false;
  }
  for (int d = 0; d < 4; ++d) {
    const int n = neighbour(cell, d);
    if (n < 0 || !inWindow_[static_cast<size_t>(n)]) continue;
    const bool end = n == r.to;
    if (!end && taken_[static_cast<size_t>(n)]) continue;
    // The step cell -> n: each needs one link fewer; then no free cell may be cut off.
    --need_[static_cast<size_t>(cell)], --need_[static_cast<size_t>(n)];
    taken_[static_cast<size_t>(n)] = 1;
    const bool found = alive(cell) && (!end || alive(n)) && extend(runs, run, n, left - (end ? 0 : 1), nodes);
    ++need_[static_cast<size_t>(cell)], ++need_[static_cast<size_t>(n)];
    if (!end) taken_[static_cast<size_t>(n)] = 0;
    if (found) return true;
  }
  r.cells.pop_back();
  return false;
}

bool RouteFill::repair(int x0, int y0, int x1, int y1, uint64_t& nodes, int keep) {
  inWindow_.assign(owner_.size(), 0);
  taken_.assign(owner_.size(), 0);
  std::vector<int> cells;
  int balance = 0;
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x) {
      const int c = y * width_ + x;
      inWindow_[static_cast<size_t>(c)] = 1;
      cells.push_back(c);
      if (owner_[static_cast<size_t>(c)] < 0) balance += (x + y) % 2 ? 1 : -1;
    }
  if (keep >= 0) {  // it stays empty: a path cell given up, or a hole kept
    if (clue_[static_cast<size_t>(keep)] || !inWindow_[static_cast<size_t>(keep)]) return false;
    // The runs keep their ends, so the colours of the cells they cover differ as before: the holes
    // inside must differ as `keep` does.
    balance -= (keep % width_ + keep / width_) % 2 ? 1 : -1;
  }
  if (balance != 0) return false;  // no drawing inside can take every hole
  // The runs: where a path enters the window (or starts in it) to where it leaves (or ends).
  std::vector<Run> runs;
  for (int c : cells) {
    if (owner_[static_cast<size_t>(c)] < 0) continue;
    const int before = prev_[static_cast<size_t>(c)];
    if (before >= 0 && inWindow_[static_cast<size_t>(before)]) continue;
    int to = c;
    while (next_[static_cast<size_t>(to)] >= 0 && inWindow_[static_cast<size_t>(next_[static_cast<size_t>(to)])]) to = next_[static_cast<size_t>(to)];
    runs.push_back({owner_[static_cast<size_t>(c)], c, to, {}});
    taken_[static_cast<size_t>(c)] = taken_[static_cast<size_t>(to)] = 1;
  }
  if (runs.empty() || (keep >= 0 && taken_[static_cast<size_t>(keep)])) return false;  // no run may end on it
  if (keep >= 0) taken_[static_cast<size_t>(keep)] = 1;  // no run enters it
  int left = 0;
  need_.assign(owner_.size(), 0);
  for (int c : cells) left += !taken_[static_cast<size_t>(c)], need_[static_cast<size_t>(c)] = taken_[static_cast<size_t>(c)] ? 0 : 2;
  for (const Run& r : runs)
    if (r.from != r.to) need_[static_cast<size_t>(r.from)] = need_[static_cast<size_t>(r.to)] = 1;
  if (!extend(runs, 0, runs[0].from, left, nodes)) return false;
  if (keep >= 0) owner_[static_cast<size_t>(keep)] = next_[static_cast<size_t>(keep)] = prev_[static_cast<size_t>(keep)] = -1;
  // Redrawn: every cell of the window but `keep` lies on a run.
  for (const Run& r : runs)
    for (size_t i = 0; i < r.cells.size(); ++i) {
      const size_t c = static_cast<size_t>(r.cells[i]);
      owner_[c] = r.pair;
      if (i > 0) prev_[c] = r.cells[i - 1];
      if (i + 1 < r.cells.size()) next_[c] = r.cells[i + 1];
    }
  holes_ = 0;
  for (int o : owner_) holes_ += o < 0;
  return true;
}

bool RouteFill::moveHole(int h, int towards, uint64_t& nodes) {
  for (int reach = 2; reach <= kMoveReach; ++reach)
    if (moveHole(h, towards, reach, nodes)) return true;
  return false;
}

bool RouteFill::moveHole(int h, int towards, int reach, uint64_t& nodes) {
  const int hx = h % width_, hy = h / width_, tx = towards % width_, ty = towards / width_;
  const int x0 = std::max(0, hx - reach), x1 = std::min(width_, hx + reach + 1);
  const int y0 = std::max(0, hy - reach), y1 = std::min(height_, hy + reach + 1);
  // The cells of h's colour in the window nearer to `towards`, nearest first.
  std::vector<std::pair<int, int>> targets;
  const int now = std::abs(hx - tx) + std::abs(hy - ty);
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x) {
      const int dist = std::abs(x - tx) + std::abs(y - ty);
      if (((x + y + hx + hy) & 1) == 0 && dist < now) targets.push_back({dist, y * width_ + x});
    }
  std::sort(targets.begin(), targets.end());
  for (const auto& [dist, cell] : targets)
    if (nodes > 0 && repair(x0, y0, x1, y1, nodes, cell)) return true;
  return false;
}

int RouteFill::repairWindows(uint64_t nodes) {
  // Holes moving towards their nearest partner may chase each other: a bound on the redraws.
  int redraws = 0;
  for (int margin = 1; margin <= 2 && holes_ > 0; ++margin) {
    bool changed = true;
    std::vector<int> holes;
    while (changed && holes_ > 0 && nodes > 0 && redraws++ < kMaxRedraws) {
      changed = false;
      holes.clear();  // the holes stay as they are until a redraw changes something
      for (int c = 0; c < static_cast<int>(owner_.size()); ++c)
        if (hole(c)) holes.push_back(c);
      for (const int h : holes) {
        const int best = nearestPartner(h, holes);
        if (best < 0) continue;
        const int hx = h % width_, hy = h / width_;
        const int ox = best % width_, oy = best / width_;
        const int x0 = std::max(0, std::min(hx, ox) - margin), x1 = std::min(width_, std::max(hx, ox) + margin + 1);
        const int y0 = std::max(0, std::min(hy, oy) - margin), y1 = std::min(height_, std::max(hy, oy) + margin + 1);
        if ((x1 - x0) * (y1 - y0) > kMaxWindow) {
          // Too far apart: h moves nearer first.
          changed = moveHole(h, best, nodes);
        } else {
          changed = repair(x0, y0, x1, y1, nodes);
        }
        if (changed) break;
      }
    }
  }
  return holes_;
}

}  // namespace dlx::numberlink
