// Independent parts of an exact cover: finding them and searching them one after the other.
//
// The remaining problem at a search node is a graph: active items (primary and secondary) joined
// by the options still available. If it falls apart, the parts share no option, so any solution
// is one solution of each part, chosen freely. DancingLinks then parks every part but the first
// by rebuilding its active-item list (the list chooseItem and the "all covered" test read) to the
// first part's items alone; when that part is covered, the list becomes the next part's items, and
// so on. The link structure is untouched, so cover/uncover stay exact mirrors: only the list is
// swapped at the seams, and every swap has its inverse where the search goes back over it.
//
// Detection. Before a choice the part being searched was connected (it was a whole part, or a check
// said so); the choice removes items and options, and any new part must contain an item that lost
// an option to it (a seed). So a check floods from all seeds at once, breadth first, merging
// floods that meet (union-find). All floods merged: still connected, and the check stops early,
// having looked only around the choice. A flood that runs out before meeting the others has
// enclosed a whole part; once at most one flood is still open, the parts are known. Checks are
// paid from a budget of a fraction of the search's own link updates, and a check that finds a
// split gets its cost back, so a problem that never splits (pentominoes) loses only that fraction.
#include "dancing_links.h"

#include <algorithm>

namespace dlx {

namespace {
// Checks that find nothing may spend 1/2^kCreditShift of the search's updates, plus a start; a
// check waits until kMinCheck visits are saved up, so it is not cut short every time. Every
// kMissesPerHalving checks in a row that find nothing halve the rate (up to kMaxHalvings), so a
// problem that never splits soon pays almost nothing; a split found restores the full rate.
constexpr int kCreditShift = 5;
constexpr uint64_t kCreditStart = 1u << 14;
constexpr uint64_t kMinCheck = 1u << 12;
constexpr int kMissesPerHalving = 8, kMaxHalvings = 8;
constexpr int kWorthwhileItems = 4;
}  // namespace

int DancingLinks::creditShift() const { return kCreditShift + std::min(splitMisses_ / kMissesPerHalving, kMaxHalvings); }

uint64_t DancingLinks::splitCredit() const {
  const uint64_t earned = (stats_.updates >> creditShift()) + kCreditStart;
  return earned > splitSpent_ ? earned - splitSpent_ : 0;
}

// After a check that found nothing: the search's updates at which kMinCheck will be saved up, so
// the search loop needs one comparison per node until then.
void DancingLinks::chargeCheck(uint64_t work) {
  splitSpent_ += work;
  ++splitMisses_;
  const uint64_t need = splitSpent_ + kMinCheck;
  nextCheckAt_ = need <= kCreditStart ? 0 : (need - kCreditStart) << creditShift();
}

// The seeds of the check after the deepest level's choice O: every active item of O, and every
// still-active item of the options that covering O's items hid. Items covered now are stamped
// stampO; seeds are stamped stampSeen.
uint64_t DancingLinks::collectSeeds(int stampO, int stampSeen) {
  seeds_.clear();
  uint64_t work = 0;
  const Level& level = levels_.back();
  const int option = optionOf_[level.current / kStride];
  const Range r = optionRange_[option];
  for (int q = r.first; q < r.end; ++q) {
    const int x = links_[q].top;
    const bool covered = need_[x] == 0 || (x == level.item && !level.multi);
    if (covered) itemStamp_[x] = static_cast<uint32_t>(stampO);
  }
  for (int q = r.first; q < r.end; ++q) {
    const int x = links_[q].top;
    if (itemStamp_[x] != static_cast<uint32_t>(stampO)) {
      if (itemStamp_[x] != static_cast<uint32_t>(stampSeen)) {
        itemStamp_[x] = static_cast<uint32_t>(stampSeen);
        seeds_.push_back(x);
      }
      continue;
    }
    // A covered item's own list is left as it was when covered: the options its cover hid.
    const int head = x * kStride;
    for (int p = at(head).down; p != head; p = at(p).down) {
      if (optionOf_[p / kStride] == option) continue;
      for (int s = at(p).next; s != p; s = at(s).next) {
        ++work;
        const int y = at(s).top;
        if (itemStamp_[y] == static_cast<uint32_t>(stampO) || itemStamp_[y] == static_cast<uint32_t>(stampSeen)) continue;
        itemStamp_[y] = static_cast<uint32_t>(stampSeen);
        seeds_.push_back(y);
      }
    }
  }
  return work;
}

// Fresh stamp values (the first of `count`), clearing the stamps when the counter would wrap.
uint32_t DancingLinks::newStamps(int count) {
  if (stamp_ >= UINT32_MAX - 4) {
    std::fill(itemStamp_.begin(), itemStamp_.end(), 0);
    std::fill(optionStamp_.begin(), optionStamp_.end(), 0);
    stamp_ = 0;
  }
  const uint32_t first = stamp_ + 1;
  stamp_ += count;
  return first;
}

int DancingLinks::findRoot(int wave) {
  while (waveParent_[wave] != wave) {
    waveParent_[wave] = waveParent_[waveParent_[wave]];
    wave = waveParent_[wave];
  }
  return wave;
}

// Floods from seeds_ (already stamped stamp_) breadth first. Returns true when the graph is split;
// then groupOfRoot_[root] >= 0 marks the floods that closed (whole parts). False when all floods
// met, or when `cap` link visits were not enough to tell.
bool DancingLinks::runWaves(uint64_t cap, uint64_t& work) {
  const int waves = static_cast<int>(seeds_.size());
  waveParent_.resize(waves);
  wavePending_.assign(waves, 1);
  groupOfRoot_.assign(waves, -1);
  queue_.clear();
  for (int w = 0; w < waves; ++w) {
    waveParent_[w] = w;
    waveOf_[seeds_[w]] = w;
    queue_.push_back(seeds_[w]);
  }
  int open = waves, closed = 0;
  if (open <= 1) return false;
  const uint32_t seen = stamp_;
  for (size_t head = 0; head < queue_.size(); ++head) {
    const int x = queue_[head];
    int root = findRoot(waveOf_[x]);
    const int xHead = x * kStride;
    for (int p = at(xHead).down; p != xHead; p = at(p).down) {
      ++work;
      const int option = optionOf_[p / kStride];
      if (optionStamp_[option] == seen) continue;
      optionStamp_[option] = seen;
      for (int s = at(p).next; s != p; s = at(s).next) {
        ++work;
        const int y = at(s).top;
        if (itemStamp_[y] != seen) {
          itemStamp_[y] = seen;
          waveOf_[y] = root;
          ++wavePending_[root];
          queue_.push_back(y);
          continue;
        }
        const int other = findRoot(waveOf_[y]);
        if (other == root) continue;
        // Two floods meet: one part. The smaller index becomes the root.
        const int keep = std::min(root, other), gone = std::max(root, other);
        waveParent_[gone] = keep;
        wavePending_[keep] += wavePending_[gone];
        root = keep;
        if (--open == 1 && closed == 0) return false;
      }
    }
    if (--wavePending_[root] == 0) {
      groupOfRoot_[root] = closed++;
      if (--open <= 1) return true;
    }
    if (work > cap) return false;
  }
  return closed > 0;
}

// At a search node: decides whether to look for a split, looks, and opens a frame if one is found.
bool DancingLinks::trySplit() {
  const int base = segments_.empty() ? 0 : segments_.back().levelStart;
  const bool root = levels_.empty() && segments_.empty();
  if (root) {
    if (rootChecked_) return false;
    rootChecked_ = true;
  } else if (static_cast<int>(levels_.size()) <= base || splitCredit() < kMinCheck) {
    return false;  // a group just entered is connected; or checks are out of budget
  }
  const int stampO = static_cast<int>(newStamps(2));
  uint64_t work = 0;
  if (root) {
    seeds_.clear();
    for (int i = next_[activeHead_]; i != activeHead_; i = next_[i]) {
      itemStamp_[i] = stamp_;
      seeds_.push_back(i);
    }
  } else {
    work += collectSeeds(stampO, static_cast<int>(stamp_));
  }
  const uint64_t cap = root ? UINT64_MAX : splitCredit();
  const bool split = runWaves(cap, work);
  if (!split) {
    if (!root) chargeCheck(work);
    return false;
  }

  // The parts: each closed flood, and everything else as one more (it holds the open flood).
  std::vector<int>& all = scratchAll_;
  all.clear();
  for (int i = next_[activeHead_]; i != activeHead_; i = next_[i]) all.push_back(i);
  int groups = 0;
  for (int root2 = 0; root2 < static_cast<int>(groupOfRoot_.size()); ++root2)
    if (groupOfRoot_[root2] >= 0) groups = std::max(groups, groupOfRoot_[root2] + 1);
  const int rest = groups;
  std::vector<int> groupOf(all.size()), sizes(groups + 1, 0);
  for (size_t k = 0; k < all.size(); ++k) {
    const int x = all[k];
    int g = rest;
    if (itemStamp_[x] == stamp_) {
      const int r = findRoot(waveOf_[x]);
      if (groupOfRoot_[r] >= 0) g = groupOfRoot_[r];
    }
    groupOf[k] = g;
    ++sizes[g];
  }
  // Smallest first: a part without a solution is found out soonest. Parts with no primary item
  // (only secondaries) need no search and are left out.
  std::vector<int> order;
  for (int g = 0; g <= rest; ++g)
    if (sizes[g] > 0) order.push_back(g);
  if (order.size() < 2) {
    chargeCheck(work);
    return false;
  }
  // Only a split with a second part of some size pays for the checks; splinters of a few items
  // near the leaves (n-queens' last rows) are used but leave the budget to back off.
  int largest = 0, second = 0;
  for (int g : order) {
    if (sizes[g] > largest) second = largest, largest = sizes[g];
    else second = std::max(second, sizes[g]);
  }
  if (second >= kWorthwhileItems) {
    splitMisses_ = 0;
    nextCheckAt_ = 0;
  } else {
    chargeCheck(work);
  }
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return sizes[a] < sizes[b]; });
  std::vector<int> position(groups + 1, -1);
  for (size_t k = 0; k < order.size(); ++k) position[order[k]] = static_cast<int>(k);
  std::vector<int>& bounds = scratchBounds_;
  bounds.assign(order.size() + 1, 0);
  for (size_t k = 0; k < order.size(); ++k) bounds[k + 1] = bounds[k] + sizes[order[k]];
  std::vector<int>& items = scratchItems_;
  items.assign(all.size(), 0);
  std::vector<int> fill(bounds.begin(), bounds.end() - 1);
  for (size_t k = 0; k < all.size(); ++k) items[fill[position[groupOf[k]]]++] = all[k];
  openFrame(all, items, bounds, bulk_, 0);
  return true;
}

void DancingLinks::setList(const int* items, int n) {
  int last = activeHead_;
  for (int k = 0; k < n; ++k) {
    next_[last] = items[k];
    prev_[items[k]] = last;
    last = items[k];
  }
  next_[last] = activeHead_;
  prev_[activeHead_] = last;
}

void DancingLinks::openFrame(const std::vector<int>& all, const std::vector<int>& groupItems,
                             const std::vector<int>& groupBounds, bool bulk, uint64_t reported) {
  Frame f;
  f.levelBase = static_cast<int>(levels_.size());
  f.parentSegment = static_cast<int>(segments_.size()) - 1;
  f.itemsBegin = static_cast<int>(frameItems_.size());
  f.itemCount = static_cast<int>(all.size());
  frameItems_.insert(frameItems_.end(), all.begin(), all.end());
  f.groupBegin = static_cast<int>(groupStart_.size());
  f.groupCount = static_cast<int>(groupBounds.size()) - 1;
  const int offset = static_cast<int>(frameItems_.size());
  frameItems_.insert(frameItems_.end(), groupItems.begin(), groupItems.end());
  for (int b : groupBounds) groupStart_.push_back(offset + b);
  f.bulk = bulk;
  f.product = 1;
  f.emitted = 0;
  f.reported = reported;
  frames_.push_back(f);
  ++splits_;
  enterGroup(static_cast<int>(frames_.size()) - 1, 0);
}

void DancingLinks::enterGroup(int frame, int group) {
  const Frame& f = frames_[frame];
  segments_.push_back({frame, group, static_cast<int>(levels_.size()), 0});
  const int first = groupStart_[f.groupBegin + group], end = groupStart_[f.groupBegin + group + 1];
  setList(frameItems_.data() + first, end - first);
}

// Leaves the deepest segment (its levels are already undone). The list returns to what it was
// before the segment began: empty (the previous group was fully covered), or for a frame's first
// segment the items of the split node, and the frame ends.
void DancingLinks::popSegment() {
  const Segment s = segments_.back();
  segments_.pop_back();
  const Frame& f = frames_[s.frame];
  if (f.bulk || s.group == 0) {
    setList(frameItems_.data() + f.itemsBegin, f.itemCount);
    frameItems_.resize(f.itemsBegin);
    groupStart_.resize(f.groupBegin);
    frames_.pop_back();
  } else {
    setList(nullptr, 0);
  }
}

// Back to `depth` levels, undoing every level and frame above (frames opened at that depth too).
void DancingLinks::undoTo(int depth) {
  for (;;) {
    const int n = static_cast<int>(levels_.size());
    if (!segments_.empty() && segments_.back().levelStart == n && n >= depth) {
      popSegment();
    } else if (n > depth) {
      undoLevel();
    } else {
      return;
    }
  }
}

void DancingLinks::abortFrame(int frame) { undoTo(frames_[frame].levelBase); }

// Whether the choice at level l hid an option holding an item stamped `mark` (conservatively
// true for multiplicity levels, whose tweaks hide options too).
bool DancingLinks::levelTouches(int l, uint32_t mark) const {
  const Level& level = levels_[l];
  if (level.multi || level.current < 0) return true;
  const int option = optionOf_[level.current / kStride];
  const Range r = optionRange_[option];
  for (int q = r.first; q < r.end; ++q) {
    const int x = links_[q].top;
    if (itemStamp_[x] == mark) return true;
    if (need_[x] > 0 && x != level.item) continue;  // not covered here: its options stayed
    const int head = x * kStride;
    for (int p = at(head).down; p != head; p = at(p).down) {
      if (optionOf_[p / kStride] == option) continue;
      for (int s = at(p).next; s != p; s = at(s).next)
        if (itemStamp_[at(s).top] == mark) return true;
    }
  }
  return false;
}

// A group of the split node at depth `base` has no solution. Its items can only be covered by
// the options they had there; a level that hid none of those options cannot have caused the
// failure, and no other choice there can repair it. So the search backs up to the deepest level
// that did hide one (backjumping), past every frame and level in between.
void DancingLinks::backjumpFrom(const int* items, int n, int base) {
  const uint32_t mark = newStamps(1);
  for (int k = 0; k < n; ++k) itemStamp_[items[k]] = mark;
  int target = base - 1;
  while (target >= 0 && !levelTouches(target, mark)) --target;
  if (backjump_ && target >= 0) {  // the touching levels are the reasons the group failed
    uint64_t* into = conflicts(target);
    for (int l = 0; l < target; ++l)
      if (levelTouches(l, mark)) into[l >> 6] |= uint64_t{1} << (l & 63);
  }
  undoTo(target + 1);
}

// Every item of the current group is covered, `weight` times over. Returns true when that makes a
// solution of the whole problem to report (then state_ is set for after it).
bool DancingLinks::reachedLeaf(uint64_t weight, bool complete) {
  int si = static_cast<int>(segments_.size()) - 1;
  int top = static_cast<int>(levels_.size());
  for (;;) {
    // Backjumping: the levels of the (sub)problem just solved have a solution below them.
    const int start = si < 0 ? 0 : segments_[si].levelStart;
    if (backjump_) markChronological(start, top);
    top = start;
    if (si < 0) {
      multiplicity_ = weight;
      if (complete) recordSolution();
      else solution_.clear();
      stats_.solutions = addCount(stats_.solutions, weight);
      state_ = State::Advance;
      return true;
    }
    Segment& s = segments_[si];
    Frame& f = frames_[s.frame];
    s.found = addCount(s.found, weight);
    if (f.bulk) {  // counted; look for the group's next solution
      state_ = State::Advance;
      return false;
    }
    if (s.group + 1 < f.groupCount) {  // the odometer's next wheel starts from its first solution
      enterGroup(s.frame, s.group + 1);
      state_ = State::Enter;
      return false;
    }
    f.emitted = addCount(f.emitted, 1);
    si = f.parentSegment;  // all groups covered: a solution of the split node, one level out
  }
}

// The current group's search is complete. Returns true when a solution is to be reported.
bool DancingLinks::groupExhausted() {
  Segment& s = segments_.back();
  Frame& f = frames_[s.frame];
  state_ = State::Advance;
  if (s.found == 0) {  // this group has no solution, whatever the others do
    const int first = groupStart_[f.groupBegin + s.group], end = groupStart_[f.groupBegin + s.group + 1];
    backjumpFrom(frameItems_.data() + first, end - first, f.levelBase);
    return false;
  }
  if (!f.bulk) {  // listing: back into the previous wheel (or out of the frame)
    popSegment();
    return false;
  }
  f.product = mulCount(f.product, s.found);
  if (s.group + 1 < f.groupCount) {
    ++s.group;
    s.found = 0;
    const int first = groupStart_[f.groupBegin + s.group], end = groupStart_[f.groupBegin + s.group + 1];
    setList(frameItems_.data() + first, end - first);
    state_ = State::Enter;
    return false;
  }
  const uint64_t product = f.product, reported = f.reported;
  popSegment();
  const uint64_t weight = product == UINT64_MAX ? product : product - reported;
  return weight > 0 && reachedLeaf(weight, false);
}

// Bulk counting was allowed while frames were listing: go back to the outermost split node and
// count it afresh, less the solutions it already reported.
void DancingLinks::switchToBulk() {
  const Frame& b = frames_.front();
  std::vector<int> all(frameItems_.begin() + b.itemsBegin, frameItems_.begin() + b.itemsBegin + b.itemCount);
  const int first = groupStart_[b.groupBegin];
  std::vector<int> items(frameItems_.begin() + first, frameItems_.begin() + groupStart_[b.groupBegin + b.groupCount]);
  std::vector<int> bounds;
  for (int g = 0; g <= b.groupCount; ++g) bounds.push_back(groupStart_[b.groupBegin + g] - first);
  const uint64_t emitted = b.emitted;
  abortFrame(0);
  openFrame(all, items, bounds, true, emitted);
  --splits_;  // the same split, counted once
  state_ = State::Enter;
}

}  // namespace dlx
