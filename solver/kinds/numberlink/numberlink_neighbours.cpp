#include "numberlink_neighbours.h"

#include <algorithm>

namespace dlx::numberlink {

NeighbourSearch::NeighbourSearch(const Grid& grid, Rules rules, const Board& known) : grid_(grid), rules_(rules), shown_(grid) {
  known_.assign(known.cells().empty() ? 0 : static_cast<size_t>(known.stride() * (known.height() + 2)), 0);
  for (int c : known.cells()) known_[static_cast<size_t>(c)] = known.links(c);
  planWindows();
}

void NeighbourSearch::planWindows() {
  const int w = grid_.width, h = grid_.height;
  // Start positions every `step` cells, the last one flush with the far side.
  auto starts = [](int side, int size, int step) {
    std::vector<int> s;
    if (size >= side) return std::vector<int>{0};
    for (int p = 0; p + size < side; p += step) s.push_back(p);
    s.push_back(side - size);
    return s;
  };
  for (int size : {4, 6, 9, 12}) {
    const int sw = std::min(size, w), sh = std::min(size, h);
    if (sw == w && sh == h) break;  // the whole grid: left to the exact search
    for (int y : starts(h, sh, std::max(1, sh / 2)))
      for (int x : starts(w, sw, std::max(1, sw / 2))) windows_.push_back({x, y, x + sw, y + sh});
  }
}

void NeighbourSearch::openWindow(const Window& win) {
  // Every edge with an end outside the window keeps its state in the known solution.
  std::vector<EdgeSearch::FixedEdge> fixed;
  const int stride = grid_.width + 2;
  for (int y = 0; y < grid_.height; ++y)
    for (int x = 0; x < grid_.width; ++x) {
      const int c = (y + 1) * stride + x + 1;
      const bool in = x >= win.x0 && x < win.x1 && y >= win.y0 && y < win.y1;
      const uint8_t links = known_[static_cast<size_t>(c)];
      if (x + 1 < grid_.width && !(in && x + 1 < win.x1))
        fixed.push_back({2 * c, (links & 1) ? kLine : kBlank});
      if (y + 1 < grid_.height && !(in && y + 1 < win.y1))
        fixed.push_back({2 * c + 1, (links & 2) ? kLine : kBlank});
    }
  window_ = std::make_unique<EdgeSearch>(grid_, rules_, false, fixed);
}

bool NeighbourSearch::sameAsKnown(const Board& b) const {
  for (int c : b.cells())
    if (b.links(c) != known_[static_cast<size_t>(c)]) return false;
  return true;
}

RunStatus NeighbourSearch::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  uint64_t spent = 0;
  RunStatus status = RunStatus::Paused;
  while (spent < budget) {
    if (!window_) {
      if (next_ == windows_.size()) {
        done_ = true;
        status = RunStatus::Done;
        break;
      }
      openWindow(windows_[next_++]);
    }
    const uint64_t before = window_->stats().nodes;
    const RunStatus s = window_->run(budget - spent);
    spent += std::max<uint64_t>(window_->stats().nodes - before, 1);
    if (s == RunStatus::Solution) {
      if (sameAsKnown(window_->board())) continue;
      shown_ = window_->board();
      ++stats_.solutions;
      status = RunStatus::Solution;
      break;
    }
    if (s == RunStatus::Done) {
      retiredNodes_ += window_->stats().nodes;
      retiredUpdates_ += window_->stats().updates;
      window_.reset();
    }
  }
  stats_.nodes = retiredNodes_ + (window_ ? window_->stats().nodes : 0);
  stats_.updates = retiredUpdates_ + (window_ ? window_->stats().updates : 0);
  return status;
}

double NeighbourSearch::progress() const {
  if (windows_.empty()) return 1.0;
  return static_cast<double>(next_) / static_cast<double>(windows_.size());
}

}  // namespace dlx::numberlink
