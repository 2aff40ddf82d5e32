// Conflict-directed backjumping (Prosser's CBJ) for DancingLinks, opt-in per search.
//
// Why: on problems with many loosely coupled choices (Shikaku with `?` clues) a choice made early
// can doom a corner of the board that the search reaches only much later; the plain search then
// retries every combination of the unrelated choices made in between before it gets back to the
// culprit. Here each level remembers which earlier levels its failures depend on, and a level that
// runs out of options jumps straight back to the deepest of those, skipping levels that cannot
// change the outcome.
//
// The reasons. An item x with no option left failed because each of its options was removed; an
// option is removed when one of its items is covered, and the first level that covered one of them
// is that option's reason. When level L has tried all its options, its reasons are what its
// subtrees' failures reported, plus the reasons for the options its item had lost before L began.
// Jumping back to the deepest reason h is exact: whatever the levels between h and L choose, the
// same reasons still hold, so none of their other options can lead to a solution. A level below
// which a solution was found goes back one level at a time as before.
// Splits: a jump never leaves the group being searched; one that would stops at the group's start,
// where the split code decides (the group is complete, or has no solution and backjumps itself,
// handing the levels that touched the group on as reasons). A group solved counts as a solution
// for its own levels only: the split node as a whole may still fail.
#include <algorithm>

#include "dancing_links.h"

namespace dlx {

void DancingLinks::setBackjumping(bool on) {
  backjump_ = false;
  if (!on) return;
  for (int i = 0; i < items_; ++i)
    if (need_[i] > 1) return;  // multiplicity levels tweak options out; not handled here
  const int options = static_cast<int>(optionRange_.size());
  itemOptionStart_.assign(items_ + 1, 0);
  for (int o = 0; o < options; ++o)
    for (int q = optionRange_[o].first; q < optionRange_[o].end; ++q) ++itemOptionStart_[links_[q].top + 1];
  for (int i = 0; i < items_; ++i) itemOptionStart_[i + 1] += itemOptionStart_[i];
  itemOptions_.resize(itemOptionStart_[items_]);
  std::vector<int> fill(itemOptionStart_.begin(), itemOptionStart_.end() - 1);
  for (int o = 0; o < options; ++o)
    for (int q = optionRange_[o].first; q < optionRange_[o].end; ++q) itemOptions_[fill[links_[q].top]++] = o;
  // Every level covers its own primary item, so there are at most primaryCount_ levels.
  confWords_ = primaryCount_ / 64 + 1;
  scratchSet_.assign(confWords_, 0);
  coverLevel_.assign(items_, 0);
  coverEpoch_.assign(items_, 0);
  backjump_ = true;
}

// A level was just pushed: it has no reasons yet, and it covers its item.
void DancingLinks::startConflicts() {
  const size_t level = levels_.size() - 1;
  const int l = static_cast<int>(level);
  if (conf_.size() < rowStart(l + 1)) conf_.resize(rowStart(l + 1));
  std::fill_n(conflicts(l), rowWords(l), 0);
  if (chrono_.size() <= level) {
    chrono_.resize(level + 1);
    pushEpoch_.resize(level + 1);
    optionEpoch_.resize(level + 1);
  }
  chrono_[level] = 0;
  pushEpoch_[level] = ++epoch_;
  optionEpoch_[level] = 0;
  coverLevel_[levels_[level].item] = static_cast<int>(level);
  coverEpoch_[levels_[level].item] = epoch_;
}

// The deepest level just chose an option: it covers the option's other items.
void DancingLinks::noteOption() {
  const int level = static_cast<int>(levels_.size()) - 1;
  optionEpoch_[level] = ++epoch_;
  const Range r = optionRange_[optionOf_[levels_[level].current / kStride]];
  for (int q = r.first; q < r.end; ++q) {
    const int y = links_[q].top;
    if (y == levels_[level].item) continue;
    coverLevel_[y] = level;
    coverEpoch_[y] = epoch_;
  }
}

void DancingLinks::markChronological(int from, int to) {
  for (int l = from; l < to; ++l) chrono_[l] = 1;
}

bool DancingLinks::coveredBy(int item, int& level) const {
  level = coverLevel_[item];
  const uint64_t e = coverEpoch_[item];
  return e != 0 && level < static_cast<int>(levels_.size()) && (e == pushEpoch_[level] || e == optionEpoch_[level]);
}

// The first level that removed `option` (covered one of its items other than `except`), or -1.
int DancingLinks::removalLevel(int option, int except) const {
  int first = -1;
  const Range r = optionRange_[option];
  for (int q = r.first; q < r.end; ++q) {
    const int y = links_[q].top;
    int level;
    if (y == except || !coveredBy(y, level)) continue;
    if (first < 0 || level < first) first = level;
  }
  return first;
}

// Adds to `set` the levels (below `below`) that removed options of `item`.
void DancingLinks::addReasons(int item, uint64_t* set, int below) {
  for (int k = itemOptionStart_[item]; k < itemOptionStart_[item + 1]; ++k) {
    const int l = removalLevel(itemOptions_[k], item);
    if (l >= 0 && l < below) set[l >> 6] |= uint64_t{1} << (l & 63);
  }
}

// Backs up to the deepest level in `set` (all below `from`), which inherits the other reasons, and
// lets it try its next option. Never below the start of the group being searched.
void DancingLinks::jumpBack(uint64_t* set, int from) {
  int target = -1;
  for (int w = (from - 1) >> 6; w >= 0 && target < 0; --w)
    if (set[w] != 0) target = w * 64 + 63 - __builtin_clzll(set[w]);
  const int floor = segments_.empty() ? 0 : segments_.back().levelStart;
  if (target < floor) {
    backjumped_ += static_cast<uint64_t>(std::max(0, static_cast<int>(levels_.size()) - floor - 1));
    while (static_cast<int>(levels_.size()) > floor) undoLevel();
  } else {
    backjumped_ += static_cast<uint64_t>(static_cast<int>(levels_.size()) - target - 1);
    while (static_cast<int>(levels_.size()) > target + 1) undoLevel();
    set[target >> 6] &= ~(uint64_t{1} << (target & 63));
    uint64_t* into = conflicts(target);
    for (int w = 0; w < rowWords(target); ++w) into[w] |= set[w];  // set holds only levels below target
  }
  state_ = State::Advance;
}

// Entering a node, `item` has no option left.
void DancingLinks::failAt(int item) {
  const int depth = static_cast<int>(levels_.size());
  std::fill(scratchSet_.begin(), scratchSet_.end(), 0);
  addReasons(item, scratchSet_.data(), depth);
  jumpBack(scratchSet_.data(), depth);
}

// The deepest level has tried all its options (its own option is already withdrawn).
void DancingLinks::exhaustLevel() {
  const int level = static_cast<int>(levels_.size()) - 1;
  if (chrono_[level]) {
    undoLevel();
    return;
  }
  optionEpoch_[level] = 0;  // its last option is withdrawn already
  std::fill(scratchSet_.begin(), scratchSet_.end(), 0);
  std::copy_n(conflicts(level), rowWords(level), scratchSet_.begin());
  addReasons(levels_[level].item, scratchSet_.data(), level);
  jumpBack(scratchSet_.data(), level);
}

}  // namespace dlx
