#include "numberlink_router.h"

#include <algorithm>
#include <functional>
#include <queue>
#include <utility>

#include "core/splitmix.h"

namespace dlx::numberlink {
namespace {

// What a cell costs to enter before any sharing: the units the history and sharing costs are
// measured against (a history step of kHistoryStep is a quarter of a free cell).
constexpr int64_t kBase = 16;
constexpr int64_t kHistoryStep = 4;
// The present-sharing factor stops growing here (costs stay far from overflowing).
constexpr int64_t kMaxPresent = 1 << 20;
// Passes without a disjoint routing before the router starts over. Negotiation gets stuck where
// paths must go round each other the other way (sparse 40x40: one crossing left after 400 passes,
// every pair that could move away walled in by another): sharing has become too dear for any
// pair to give way, so the order and the ties are changed and sharing is cheap again. History is
// halved, not cleared: where paths must make long detours round each other (a generated sparse
// 30x30, seed 5) it is what finally pushes them there (899 passes with history cleared, 49 with
// it halved; generated sparse first solutions by the helper alone: 30x30 8 -> 9 of 10, 40x40
// 4 -> 5 of 6).
constexpr int kRestartPasses = 30;


}  // namespace

Router::Router(const Grid& grid)
    : grid_(grid), width_(grid.width), height_(grid.height), pairs_(static_cast<int>(pairsOf(grid).size())) {
  const size_t cells = static_cast<size_t>(width_ * height_);
  clueOf_.assign(cells, -1);
  shared_.assign(cells, 0);
  history_.assign(cells, 0);
  penalty_.assign(cells, 0);
  base_.assign(cells, kBase);
  paths_.assign(static_cast<size_t>(pairs_), {});
  const std::vector<Pair> pairs = pairsOf(grid);
  for (int k = 0; k < pairs_; ++k) {
    const Pair& p = pairs[static_cast<size_t>(k)];
    clueOf_[static_cast<size_t>(p.first)] = clueOf_[static_cast<size_t>(p.second)] = k;
    firstOf_.push_back(p.first), secondOf_.push_back(p.second);
    order_.push_back(k);
  }
}

void Router::restart() {
  passesSinceRestart_ = 0;
  present_ = 1;
  for (int64_t& h : history_) h /= 2;
  for (int64_t& b : base_) b = kBase + static_cast<int64_t>(splitmixNext(random_) % 5);
  for (size_t i = order_.size(); i > 1; --i) std::swap(order_[i - 1], order_[splitmixNext(random_) % i]);
}

void Router::penalise(int cell, int64_t cost) { penalty_[static_cast<size_t>(cell)] += cost; }

void Router::startOver() {
  restart();
  next_ = 0;
}

void Router::route(int pair) {
  std::vector<int>& path = paths_[static_cast<size_t>(pair)];
  for (int c : path) --shared_[static_cast<size_t>(c)];
  path.clear();
  const size_t cells = static_cast<size_t>(width_ * height_);
  dist_.assign(cells, INT64_MAX);
  from_.assign(cells, -1);
  const int source = firstOf_[static_cast<size_t>(pair)], target = secondOf_[static_cast<size_t>(pair)];
  using Item = std::pair<int64_t, int>;  // (cost so far, cell): ties go to the lower cell index
  std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
  dist_[static_cast<size_t>(source)] = 0;
  open.push({0, source});
  while (!open.empty()) {
    const auto [d, cell] = open.top();
    open.pop();
    if (d > dist_[static_cast<size_t>(cell)]) continue;
    ++work_;
    if (cell == target) break;
    for (int dir = 0; dir < 4; ++dir) {
      const int n = gridNeighbour(cell, dir, width_, height_);
      if (n < 0) continue;
      const size_t i = static_cast<size_t>(n);
      if (clueOf_[i] >= 0 && clueOf_[i] != pair) continue;  // another pair's clue: a wall
      const int64_t step = (base_[i] + penalty_[i] + history_[i]) * (1 + present_ * shared_[i]);
      if (d + step < dist_[i]) dist_[i] = d + step, from_[i] = cell, open.push({d + step, n});
    }
  }
  if (dist_[static_cast<size_t>(target)] == INT64_MAX) {
    routable_ = false;
    return;
  }
  for (int c = target; c >= 0; c = from_[static_cast<size_t>(c)]) path.push_back(c);
  std::reverse(path.begin(), path.end());
  for (int c : path) ++shared_[static_cast<size_t>(c)];
}

bool Router::endPass() {
  ++passes_;
  bool clear = true;
  for (size_t c = 0; c < shared_.size(); ++c)
    if (shared_[c] > 1) history_[c] += kHistoryStep * (shared_[c] - 1), clear = false;
  // Sharing gets dearer with every pass, so the pairs that can move away soon do.
  present_ = std::min<int64_t>(present_ * 3 / 2 + 1, kMaxPresent);
  if (!clear && ++passesSinceRestart_ >= kRestartPasses) restart();
  return clear;
}

bool Router::step() {
  if (!routable_) return false;
  route(order_[static_cast<size_t>(next_)]);
  if (++next_ < pairs_) return false;
  next_ = 0;
  return endPass();
}

}  // namespace dlx::numberlink
