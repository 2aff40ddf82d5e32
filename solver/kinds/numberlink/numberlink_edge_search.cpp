#include "numberlink_edge_search.h"
#include <utility>

#include "core/luby.h"

namespace dlx::numberlink {

EdgeSearch::EdgeSearch(const Grid& grid, Rules rules, bool canonical, const std::vector<FixedEdge>& fixed,
                       std::optional<ScanOrientation> orientation, int log2MaxDead)
    // A search confined to a window (fixed edges) has little to remember: a small table first.
    : field_(grid, rules.rule, canonical, rules.turns), board_(grid), canonical_(canonical), dead_(fixed.empty() ? 10 : 6, log2MaxDead) {
  orient(grid, orientation ? *orientation : scanOrientations(grid)[0]);
  done_ = field_.failed();
  for (size_t i = 0; i < fixed.size() && !done_; ++i) done_ = !field_.decide(fixed[i].edge, fixed[i].state);
  done_ = done_ || !field_.check();
}

bool EdgeSearch::branch(Frame& f) {
  // The cells before the cursor have no undecided edge left (each frame remembers the cursor it
  // started from, so trying its next alternative starts there again).
  int cell = -1, right = -1, down = -1;
  for (; cursor_ < order_.size(); ++cursor_) {
    const int c = order_[cursor_];
    const int er = field_.edgeAt(c, scanRight_), ed = field_.edgeAt(c, scanDown_);
    if (field_.edge(er) == kUndecided || field_.edge(ed) == kUndecided) {
      cell = c, right = er, down = ed;
      break;
    }
  }
  if (cell < 0) return false;
  f.count = 0;
  f.index = -1;
  f.mark = field_.mark();
  f.cursor = cursor_;
  // Lines drawn on the cell's other sides, and what it needs in all.
  const bool rightOpen = field_.edge(right) == kUndecided, downOpen = field_.edge(down) == kUndecided;
  const int fixed = field_.lines(cell) - (field_.edge(right) == kLine) - (field_.edge(down) == kLine);
  const bool clue = field_.isClue(cell);
  // Both lines first: in published puzzles most cells are path cells.
  for (int mask = 3; mask >= 0; --mask) {
    const bool r = mask & 1, d = mask & 2;
    if ((r && !rightOpen && field_.edge(right) != kLine) || (!r && !rightOpen && field_.edge(right) == kLine)) continue;
    if ((d && !downOpen && field_.edge(down) != kLine) || (!d && !downOpen && field_.edge(down) == kLine)) continue;
    // The other sides were decided before this cell's turn, so the degree is final here.
    const int degree = fixed + r + d;
    if (clue ? degree != 1 : (degree != 2 && degree != 0)) continue;
    Alternative& a = f.alt[f.count++];
    a.count = 0;
    if (rightOpen) a.edges[a.count] = right, a.states[a.count++] = r ? kLine : kBlank;
    if (downOpen) a.edges[a.count] = down, a.states[a.count++] = d ? kLine : kBlank;
  }
  if (restarts_ > 0)  // after a restart, try the alternatives in another order too
    for (int i = f.count - 1; i > 0; --i) {
      rng_ ^= rng_ << 13, rng_ ^= rng_ >> 7, rng_ ^= rng_ << 17;
      std::swap(f.alt[i], f.alt[rng_ % static_cast<uint64_t>(i + 1)]);
    }
  return true;
}

void EdgeSearch::orient(const Grid& grid, const ScanOrientation& o) {
  scanRight_ = o.right();
  scanDown_ = o.down();
  order_.clear();
  for (int p = 0; p < grid.width * grid.height; ++p) {
    int x, y;
    o.cellAt(grid, p, x, y);
    order_.push_back(field_.cellOf(x, y));
  }
  cursor_ = 0;
}

void EdgeSearch::restartEvery(const Grid& grid, uint64_t unit) {
  grid_ = &grid;
  restartUnit_ = unit;
  restartLimit_ = unit * lubyTerm(1);
}

void EdgeSearch::restart() {
  field_.rollback(stack_.front().mark);
  stack_.clear();
  ++restarts_;
  sinceRestart_ = 0;
  restartLimit_ = restartUnit_ * lubyTerm(restarts_ + 1);
  const std::vector<ScanOrientation> sides = scanOrientations(*grid_);
  const size_t side = restarts_ % sides.size();
  orient(*grid_, sides[side]);
}

bool EdgeSearch::advance() {
  Frame& f = stack_.back();
  while (++f.index < f.count) {
    field_.rollback(f.mark);
    cursor_ = f.cursor;
    const Alternative& a = f.alt[f.index];
    bool ok = true;
    for (int i = 0; i < a.count && ok; ++i) ok = field_.decide(a.edges[i], a.states[i]);
    if (ok && (canonical_ ? field_.checkCuts() : field_.check())) return true;
  }
  field_.rollback(f.mark);
  return false;
}

RunStatus EdgeSearch::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  const uint64_t before = field_.decisions();
  uint64_t spent = 0;
  RunStatus status = RunStatus::Paused;
  for (;;) {
    if (atNewNode_ && restartUnit_ > 0 && sinceRestart_ >= restartLimit_ && !stack_.empty()) restart();
    if (atNewNode_) {
      atNewNode_ = false;
      Frame f;
      if (!branch(f)) {  // nothing left undecided: a solution
        ++stats_.solutions;
        drawSolution();
        status = RunStatus::Solution;
        break;
      }
      ++stats_.nodes;
      ++spent;
      ++sinceRestart_;
      f.solutionsBefore = stats_.solutions;
      if (!remember()) {
        stack_.push_back(f);
      } else {
        field_.key(order_, f.cursor, f.keyA, f.keyB);
        if (!dead_.contains(f.keyA, f.keyB)) stack_.push_back(f);
      }
    }
    // Go on with the deepest frame that has an alternative left.
    while (!stack_.empty() && !advance()) {
      const Frame& f = stack_.back();
      if (stats_.solutions == f.solutionsBefore && remember()) dead_.insert(f.keyA, f.keyB);
      stack_.pop_back();
    }
    if (stack_.empty()) {
      done_ = true;
      status = RunStatus::Done;
      break;
    }
    atNewNode_ = true;
    if (spent >= budget) break;
  }
  stats_.updates += field_.decisions() - before;
  return status;
}

double EdgeSearch::progress() const {
  if (done_) return 1.0;
  double p = 0, scale = 1;
  for (const Frame& f : stack_) {
    if (f.count == 0) break;
    p += scale * f.index / f.count;
    scale /= f.count;
  }
  return p;
}

void EdgeSearch::drawSolution() {
  board_.clearLinks();
  for (int y = 0; y < field_.height(); ++y)
    for (int x = 0; x < field_.width(); ++x)
      for (int d = 0; d < 2; ++d)
        if (field_.edge(field_.edgeAt(field_.cellOf(x, y), d)) == kLine) board_.link(board_.cellOf(x, y), d);
}

}  // namespace dlx::numberlink
