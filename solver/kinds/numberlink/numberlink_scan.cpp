#include "numberlink_scan.h"

#include <algorithm>
#include <cmath>

#include "core/splitmix.h"

namespace dlx::numberlink {

namespace {

constexpr uint16_t kFresh = 0xFFFF;  // a new anonymous path before canonicalize()

}  // namespace

ScanSearch::ScanSearch(const Grid& grid, Rules rules, Orientation o)
    : rules_(rules),
      board_(grid),
      width_(o.rowLength(grid)),
      height_(o.transpose ? grid.width : grid.height),
      size_(grid.width * grid.height),
      pairs_(board_.pairs()),
      slots_(static_cast<size_t>(width_) + 1),
      // About 512 slots per cell, between 4K and 512K slots (8 MB once direct-mapped; sparse, and
      // as small as the entries, until then: numberlink_cache.h).
      failed_(std::min(19, std::max(12, 9 + static_cast<int>(std::log2(grid.width * grid.height + 1)))), 20) {
  // Scan "right" (c -> c + 1) and "down" (r -> r + 1) as board directions (right, down, left, up).
  right_ = o.right();
  down_ = o.down();
  clue_.assign(static_cast<size_t>(size_), 0);
  cellAt_.assign(static_cast<size_t>(size_), 0);
  for (int p = 0; p < size_; ++p) {
    int x, y;
    o.cellAt(grid, p, x, y);
    const int cell = board_.cellOf(x, y);
    cellAt_[static_cast<size_t>(p)] = cell;
    if (board_.slotAt(cell) >= 0) clue_[static_cast<size_t>(p)] = static_cast<Label>((board_.slotAt(cell) >> 1) + 1);
  }
  states_.assign(static_cast<size_t>(size_ + 1) * slots_, 0);
  seen_.assign(static_cast<size_t>(pairs_) + 1, 0);
  // Clue cells on the grid's edge, clockwise from the top of the right wall, each once.
  std::vector<uint8_t> listed(static_cast<size_t>(size_), 0);
  auto wall = [&](int col, int row) {
    const int q = row * width_ + col;
    if (clue_[static_cast<size_t>(q)] != 0 && !listed[static_cast<size_t>(q)]) wallClues_.push_back(q);
    listed[static_cast<size_t>(q)] = 1;
  };
  for (int row = 0; row < height_; ++row) wall(width_ - 1, row);
  for (int col = width_ - 1; col >= 0; --col) wall(col, height_ - 1);
  for (int row = height_ - 1; row >= 0; --row) wall(0, row);
  walk_.reserve(slots_ * 2 + wallClues_.size());
  open_.reserve(slots_);
  frames_.resize(static_cast<size_t>(size_));
}

void ScanSearch::canonicalize(Label* s) const {
  // Anonymous ids renumbered P+1, P+2, ... in slot order, so equal frontiers hash alike.
  Label from[256], to[256];  // at most (kMaxGridSide + 1) / 2 + 1 anonymous paths
  int n = 0;
  Label next = static_cast<Label>(pairs_ + 1);
  for (size_t i = 0; i < slots_; ++i) {
    const Label l = s[i];
    if (l <= pairs_) continue;
    int k = 0;
    while (k < n && from[k] != l) ++k;
    if (k == n) from[n] = l, to[n] = next++, ++n;
    s[i] = to[k];
  }
}

void ScanSearch::hashState(int p, const Label* s, uint64_t& a, uint64_t& b) const {
  a = splitmix(static_cast<uint64_t>(p) * 0x100000001B3ull + 7);
  b = splitmix(a ^ 0x5555555555555555ull);
  for (size_t i = 0; i < slots_; ++i) {
    if (s[i] == 0) continue;
    const uint64_t z = static_cast<uint64_t>(i) << 20 | s[i];
    a += splitmix(z);
    b ^= splitmix(z + 0x243F6A8885A308D3ull) * (i + 1);
  }
  a = splitmix(a);
  b = splitmix(b ^ a);
}

void ScanSearch::expand(int p) {
  Frame& f = frames_[static_cast<size_t>(p)];
  f.count = 0;
  f.index = 0;
  const Label* s = state(p);
  const int c = p % width_, r = p / width_;
  if (crossed(s, p)) return;
  const Label up = s[c], left = s[width_];
  const bool canRight = c + 1 < width_, canDown = r + 1 < height_;
  const Label clue = clue_[static_cast<size_t>(p)];
  const int in = (up != 0) + (left != 0);
  auto add = [&](int mask) { f.masks[f.count++] = static_cast<uint8_t>(mask); };
  // Whether a link carrying label l may go right / down: a numbered path must not run into a
  // clue of another number (seen here rather than when the scan reaches that cell, a whole scan
  // row later for a downward link).
  auto fits = [&](int q, Label l) {
    const Label k = clue_[static_cast<size_t>(q)];
    return k == 0 || l > pairs_ || l == k;
  };
  auto right = [&](Label l) { return canRight && fits(p + 1, l); };
  auto down = [&](Label l) { return canDown && fits(p + width_, l); };
  // A path going on tries "down" before "right": measured on generated sparse puzzles, it finds a
  // first solution far sooner (sparse 15x15: about 10K instead of 100K-10M nodes from most sides).
  // The order does not matter for counts.
  if (clue != 0) {
    if (in == 2) return;
    if (in == 1) {
      const Label l = up | left;
      if (l <= pairs_ && l != clue) return;  // another number
      add(0);
      return;
    }
    if (down(clue)) add(2);
    if (right(clue)) add(1);
    return;
  }
  if (in == 2) {
    if (up == left && up > pairs_) return;                     // a loop
    if (up <= pairs_ && left <= pairs_ && up != left) return;  // two different numbers
    add(0);
    return;
  }
  if (in == 1) {
    if (down(up | left)) add(2);
    if (right(up | left)) add(1);
    return;
  }
  if (rules_.rule == Rule::Free) add(0);
  if (canRight && canDown) add(3);
}

// The undecided cells (positions p onwards) form one simply connected region. Walking once
// around its border: the frontier (columns 0 .. c-1 entering the next row, the link from the left
// into the current cell, columns c .. end), then down the right wall, along the bottom, up the
// left wall. The points met: frontier links, and clues in border cells no link enters yet (a
// clue's path can reach the border through its own cell). A number with two such points must
// join them by a route of curves inside the region, which never cross, and of anonymous paths
// through the decided part (which join two frontier links). An anonymous path whose two ends are
// next to each other along the walk lets no route get past anything (a route through it can be
// pushed into the region instead), so when all anonymous paths are like that (after dropping the
// ones inside), two numbers whose points alternate along the walk would have to cross: dead.
// (The frontier's border cells are exactly positions p .. p + width - 1.)
bool ScanSearch::crossed(const Label* s, int p) {
  const int c = p % width_;
  walk_.clear();
  auto point = [&](Label l) {
    if (l != 0) walk_.push_back(l);
  };
  auto clueAt = [&](int q, bool entered) {
    if (q < size_ && !entered) point(clue_[static_cast<size_t>(q)]);
  };
  for (int j = 0; j < c; ++j) point(s[j]), clueAt(p + width_ - c + j, s[j] != 0);
  point(s[width_]);
  for (int j = c; j < width_; ++j) point(s[j]), clueAt(p - c + j, s[j] != 0 || (j == c && s[width_] != 0));
  for (int q : wallClues_)
    if (q >= p + width_) point(clue_[static_cast<size_t>(q)]);
  // Anonymous paths whose ends are next to each other (once such inner ones are gone) can be
  // pushed into the region and dropped; any other makes the argument fail.
  open_.clear();
  for (Label l : walk_) {
    if (l > pairs_ && !open_.empty() && open_.back() == l) open_.pop_back();
    else open_.push_back(l);
  }
  size_t first = 0, last = open_.size();
  while (last - first >= 2 && open_[first] > pairs_ && open_[first] == open_[last - 1]) ++first, --last;
  for (size_t i = first; i < last; ++i)
    if (open_[i] > pairs_) return false;
  for (Label l : walk_)
    if (l <= pairs_) ++seen_[l];
  open_.clear();
  bool bad = false;
  for (Label l : walk_) {
    if (l > pairs_ || seen_[l] != 2) continue;
    if (!open_.empty() && open_.back() == l) open_.pop_back();
    else if (std::find(open_.begin(), open_.end(), l) != open_.end()) bad = true;
    else open_.push_back(l);
  }
  for (Label l : walk_) if (l <= pairs_) seen_[l] = 0;
  return bad;
}

void ScanSearch::advance(int p, int mask) {
  const Label* s = state(p);
  Label* t = state(p + 1);
  std::copy(s, s + slots_, t);
  const int c = p % width_;
  const Label up = s[c], left = s[width_];
  t[c] = 0;
  t[width_] = 0;
  const Label clue = clue_[static_cast<size_t>(p)];
  auto relabel = [&](Label from, Label to) {
    for (size_t i = 0; i < slots_; ++i)
      if (t[i] == from) t[i] = to;
  };
  Label carry = 0;  // the label leaving through the chosen link(s)
  if (clue != 0) {
    const Label l = up | left;
    if (l > pairs_) relabel(l, clue);  // the anonymous path's other end now leads to this number
    carry = clue;
  } else if (up != 0 && left != 0) {
    if (up > pairs_ && left > pairs_) relabel(left, up);
    else if (up > pairs_) relabel(up, left);
    else if (left > pairs_) relabel(left, up);
  } else if (up != 0 || left != 0) {
    carry = up | left;
  } else {
    carry = kFresh;
  }
  if (mask & 1) t[width_] = carry;
  if (mask & 2) t[c] = carry;
  canonicalize(t);
}

void ScanSearch::buildBoard() {
  board_.clearLinks();
  for (int p = 0; p < size_; ++p) {
    const Frame& f = frames_[static_cast<size_t>(p)];
    const int mask = f.masks[f.index];
    const int cell = cellAt_[static_cast<size_t>(p)];
    if (mask & 1) board_.link(cell, right_);
    if (mask & 2) board_.link(cell, down_);
  }
}

RunStatus ScanSearch::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  for (uint64_t spent = 0;;) {
    if (!atNewNode_) {
      // Backtrack: the next untried choice of the deepest frame that has one.
      for (;;) {
        if (depth_ == 0) {
          done_ = true;
          return RunStatus::Done;
        }
        Frame& f = frames_[static_cast<size_t>(depth_ - 1)];
        if (++f.index < f.count) break;
        if (stats_.solutions == f.solutionsBefore) {
          uint64_t a, b;
          hashState(depth_ - 1, state(depth_ - 1), a, b);
          failed_.insert(a, b);
        }
        --depth_;
      }
      const Frame& f = frames_[static_cast<size_t>(depth_ - 1)];
      advance(depth_ - 1, f.masks[f.index]);
      ++stats_.updates;
      atNewNode_ = true;
    }
    if (spent >= budget) return RunStatus::Paused;
    ++spent;
    ++stats_.nodes;
    atNewNode_ = false;
    if (depth_ == size_) {
      ++stats_.solutions;
      buildBoard();
      return RunStatus::Solution;
    }
    uint64_t a, b;
    hashState(depth_, state(depth_), a, b);
    if (failed_.contains(a, b)) continue;
    Frame& f = frames_[static_cast<size_t>(depth_)];
    expand(depth_);
    if (f.count == 0) continue;
    f.solutionsBefore = stats_.solutions;
    advance(depth_, f.masks[0]);
    ++stats_.updates;
    ++depth_;
    atNewNode_ = true;
  }
}

double ScanSearch::progress() const {
  if (done_) return 1.0;
  double share = 1.0, done = 0.0;
  for (int p = 0; p < depth_; ++p) {
    const Frame& f = frames_[static_cast<size_t>(p)];
    if (f.count <= 1) continue;
    share /= f.count;
    done += share * f.index;
    if (share < 1e-15) break;
  }
  return done < 0 ? 0 : done > 1 ? 1 : done;
}

// ---------------------------------------------------------------------------------------------
// The portfolio.

PortfolioSearch::PortfolioSearch(const Grid& grid, Rules rules, bool withPath) : grid_(grid), rules_(rules) {
  // Scans starting from each side (the frontier along the narrower side when the grid is not
  // square), and the path search, which is much faster on dense puzzles but costs about a hundred
  // times more per node.
  if (withPath) candidates_.push_back({nullptr, kQuantum / 32, true, {}});
  for (const auto& o : scanOrientations(grid)) candidates_.push_back({nullptr, kQuantum, false, o});
  searchOf(candidates_[0]);
  left_ = candidates_[0].quantum;
}

NumberlinkSearch& PortfolioSearch::searchOf(Candidate& c) {
  if (!c.search) {
    if (c.path) c.search = std::make_unique<PathSearch>(grid_, rules_);
    else c.search = std::make_unique<ScanSearch>(grid_, rules_, c.orientation);
  }
  return *c.search;
}

void PortfolioSearch::sumStats() {
  stats_ = retired_;
  for (const Candidate& c : candidates_) {
    if (!c.search) continue;
    stats_.nodes += c.search->stats().nodes;
    stats_.updates += c.search->stats().updates;
  }
  if (winner_ >= 0) stats_.solutions = candidates_[static_cast<size_t>(winner_)].search->stats().solutions;
}

RunStatus PortfolioSearch::run(uint64_t budget) {
  if (winner_ >= 0) {
    const RunStatus s = candidates_[static_cast<size_t>(winner_)].search->run(budget);
    sumStats();
    return s;
  }
  // Round robin in fixed quanta (independent of the caller's budgets, so the outcome is too),
  // until one candidate finds a solution or finishes: from then on it alone goes on.
  while (budget > 0) {
    Candidate& c = candidates_[next_];
    NumberlinkSearch& search = searchOf(c);
    const uint64_t step = std::min(budget, left_);
    const uint64_t before = search.stats().nodes;
    const RunStatus s = search.run(step);
    const uint64_t used = std::max<uint64_t>(1, search.stats().nodes - before);
    budget -= std::min(budget, used);
    if (s != RunStatus::Paused) {
      winner_ = static_cast<int>(next_);
      sumStats();
      retired_ = stats_;
      retired_.nodes -= search.stats().nodes;
      retired_.updates -= search.stats().updates;
      for (size_t i = 0; i < candidates_.size(); ++i)
        if (i != next_) candidates_[i].search.reset();  // frees their memory
      return s;
    }
    left_ -= std::min(left_, used);
    if (left_ == 0) {
      next_ = (next_ + 1) % candidates_.size();
      left_ = candidates_[next_].quantum;
    }
  }
  sumStats();
  return RunStatus::Paused;
}

double PortfolioSearch::progress() const {
  if (winner_ >= 0) return candidates_[static_cast<size_t>(winner_)].search->progress();
  double best = 0;
  for (const Candidate& c : candidates_)
    if (c.search) best = std::max(best, c.search->progress());
  return best;
}

const Board& PortfolioSearch::board() const {
  return candidates_[static_cast<size_t>(winner_ >= 0 ? winner_ : 0)].search->board();
}

}  // namespace dlx::numberlink
