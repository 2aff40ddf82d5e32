#include "numberlink_pockets.h"

#include <algorithm>

namespace dlx::numberlink {

PocketFinder::PocketFinder(const Board& board) {
  const size_t size = static_cast<size_t>(board.stride() * (board.height() + 2));
  visit_.assign(size, 0);
  low_.assign(size, 0);
  parent_.assign(size, -1);
  touches_.assign(size, 0);
  below_.assign(size, 0);
  cutTouches_.assign(size, 0);
  cut_.assign(size, 0);
  stack_.reserve(size);
}

int PocketFinder::find(const Board& board) {
  const int* step = board.steps();
  // Discovery times are offset by a per-call base so the arrays never need clearing.
  const int base = clock_;
  // An earlier call may have returned mid-walk: its frames must not leak into this one.
  stack_.clear();
  auto seen = [&](int c) { return visit_[static_cast<size_t>(c)] > base; };
  for (int root : board.cells()) {
    if (board.label(root) != Board::kEmpty || seen(root)) continue;
    cuts_.clear();
    int rootChildren = 0, rootEmptyChild = -1;
    auto open = [&](int c, int parent) {
      visit_[static_cast<size_t>(c)] = low_[static_cast<size_t>(c)] = ++clock_;
      parent_[static_cast<size_t>(c)] = parent;
      int t = 0;
      for (int d = 0; d < 4; ++d) {
        const int n = c + step[d];
        t |= board.label(n) > 0 && board.slotAt(n) >= 0;
      }
      touches_[static_cast<size_t>(c)] = t;
      below_[static_cast<size_t>(c)] = t;  // end-touching cells in the DFS subtree
      cutTouches_[static_cast<size_t>(c)] = t;  // ... in the subtrees it cuts off, plus itself
      cut_[static_cast<size_t>(c)] = 0;
      stack_.emplace_back(c, 0);
    };
    open(root, -1);
    while (!stack_.empty()) {
      const int c = stack_.back().first;
      if (stack_.back().second < 4) {
        const int n = c + step[stack_.back().second++];
        if (board.label(n) != Board::kEmpty) continue;
        if (!seen(n)) open(n, c);
        else if (n != parent_[static_cast<size_t>(c)])
          low_[static_cast<size_t>(c)] = std::min(low_[static_cast<size_t>(c)], visit_[static_cast<size_t>(n)]);
        continue;
      }
      const int done = c;
      stack_.pop_back();
      const int p = parent_[static_cast<size_t>(done)];
      if (p < 0) continue;
      const size_t pi = static_cast<size_t>(p), di = static_cast<size_t>(done);
      low_[pi] = std::min(low_[pi], low_[di]);
      below_[pi] += below_[di];
      if (low_[di] >= visit_[pi]) {
        // `done`'s subtree hangs on p alone.
        if (p == root) {
          ++rootChildren;
          if (below_[di] == 0) rootEmptyChild = done;
        } else {
          if (below_[di] == 0) return done;
          cut_[pi] = 1;
          cutTouches_[pi] += below_[di];
          cuts_.push_back(p);
        }
      }
    }
    if (rootChildren >= 2 && rootEmptyChild >= 0) return rootEmptyChild;
    // The part of the region on the root's side of a cut point must touch an end too.
    const int total = below_[static_cast<size_t>(root)];
    for (int v : cuts_)
      if (total - cutTouches_[static_cast<size_t>(v)] == 0) return v;
  }
  return -1;
}

}  // namespace dlx::numberlink
