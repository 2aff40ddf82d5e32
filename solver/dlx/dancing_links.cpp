#include "dancing_links.h"

#include <cstdint>
#include <utility>

// The two innermost loops must be inlined into cover/uncover on every compiler.
#define DLX_INLINE inline __attribute__((always_inline))

namespace dlx {

namespace {
// Models with this many primary items or more keep count of items short of options, so forced
// moves cost O(1) each (DancingLinks::tracking_). Below it a forced chain costs at most about
// kTrackItems^2 / 2 item checks in all, less than the counting would add to every update.
constexpr int kTrackItems = 1024;
// The page's first module (built with DLX_NO_SUBTREES) leaves tracking out: its second copy of
// the hot loops would take it over its download budget. Everything else tracks.
#if defined(DLX_NO_SUBTREES)
constexpr bool kCanTrack = false;
#else
constexpr bool kCanTrack = true;
#endif
}  // namespace

DancingLinks::DancingLinks(const ExactCoverModel& model) {
  items_ = model.itemCount();
  const int options = model.optionCount();
  const size_t nodes = static_cast<size_t>(items_) + model.nodeCount();
  links_.resize(nodes);
  optionOf_.assign(nodes, -1);
  len_.assign(items_, 0);
  need_.resize(items_);
  optionRange_.resize(options);
  for (int i = 0; i < items_; ++i) {
    links_[i] = {i * kStride, i * kStride, i, i * kStride};
    need_[i] = model.isPrimary(i) ? model.multiplicity(i) : 1;
  }
  int node = items_;
  for (int o = 0; o < options; ++o) {
    optionRange_[o].first = node;
    for (int item : model.option(o)) {
      optionOf_[node] = o;
      // Append at the bottom of the item's list.
      const int self = node * kStride, head = item * kStride;
      links_[node] = {at(head).up, head, item, self + kStride};
      at(at(head).up).down = self;
      at(head).up = self;
      ++len_[item];
      ++node;
    }
    optionRange_[o].end = node;
    links_[node - 1].next = optionRange_[o].first * kStride;  // close the option's circle
  }
  // Active list: primaries linked after a header at index items_; secondaries after items_+1.
  prev_.resize(items_ + 2);
  next_.resize(items_ + 2);
  activeHead_ = items_;
  const int secondaryHead = items_ + 1;
  prev_[activeHead_] = next_[activeHead_] = activeHead_;
  prev_[secondaryHead] = next_[secondaryHead] = secondaryHead;
  for (int i = 0; i < items_; ++i) {
    const int head = model.isPrimary(i) ? activeHead_ : secondaryHead;
    prev_[i] = prev_[head];
    next_[i] = head;
    next_[prev_[head]] = i;
    prev_[head] = i;
  }
  primaryCount_ = model.primaryCount();
  primary_.resize(items_);
  for (int i = 0; i < items_; ++i) primary_[i] = model.isPrimary(i);
  setTracking(primaryCount_ >= kTrackItems);
  itemStamp_.assign(items_, 0);
  optionStamp_.assign(options, 0);
  waveOf_.assign(items_, 0);
}

void DancingLinks::shuffleOptions(uint64_t seed, bool items) {
  uint64_t state = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
  auto below = [&state](int n) {  // xorshift64*: the same numbers on every platform
    state ^= state >> 12, state ^= state << 25, state ^= state >> 27;
    return static_cast<int>(((state * 0x2545F4914F6CDD1Dull) >> 33) % static_cast<uint64_t>(n));
  };
  std::vector<int> column;
  for (int i = 0; i < items_; ++i) {
    const int head = i * kStride;
    column.clear();
    for (int p = at(head).down; p != head; p = at(p).down) column.push_back(p);
    for (int k = static_cast<int>(column.size()) - 1; k > 0; --k) std::swap(column[k], column[below(k + 1)]);
    int last = head;
    for (int p : column) {
      at(last).down = p;
      at(p).up = last;
      last = p;
    }
    at(last).down = head;
    at(head).up = last;
  }
  if (!items) return;
  // The primary items' list order too: it breaks the ties of the item choice.
  column.clear();
  for (int i = next_[activeHead_]; i != activeHead_; i = next_[i]) column.push_back(i);
  for (int k = static_cast<int>(column.size()) - 1; k > 0; --k) std::swap(column[k], column[below(k + 1)]);
  int last = activeHead_;
  for (int i : column) {
    next_[last] = i;
    prev_[i] = last;
    last = i;
  }
  next_[last] = activeHead_;
  prev_[activeHead_] = last;
}

// short_ while tracking: the primary items with len < need. An item becomes short when a removal
// takes its len to need - 1, and stops being short when a restore takes it back from there (a
// secondary item's need is 1 too, hence the primary_ test, on that rare step only).
int DancingLinks::recountShort() const {
  int n = 0;
  for (int i = 0; i < items_; ++i) n += primary_[i] && len_[i] < need_[i];
  return n;
}

void DancingLinks::setTracking(bool on) {
  tracking_ = on && kCanTrack;
  if (tracking_) short_ = recountShort();  // not kept while off: counted afresh
}

bool DancingLinks::shortCountHolds() const { return !tracking_ || short_ == recountShort(); }

// hide/unhide: take every other node of `node`'s option out of (back into) its item's list.
// The hot loops of the whole engine: raw pointers and a local counter keep them in registers.
template <bool kTrack>
DLX_INLINE void DancingLinks::hide(int node) {
  Link* const lk = links_.data();
  int* const len = len_.data();
  const int* const need = need_.data();
  uint64_t updates = 0;
  int shorter = 0;
  for (int q = at(lk, node).next; q != node;) {
    const Link& n = at(lk, q);
    at(lk, n.up).down = n.down;
    at(lk, n.down).up = n.up;
    if constexpr (kTrack) {
      if (--len[n.top] == need[n.top] - 1) shorter += primary_[n.top];
    } else {
      --len[n.top];
    }
    ++updates;
    q = n.next;
  }
  stats_.updates += updates;
  if constexpr (kTrack) short_ += shorter;
}

// Nodes of one option sit in different item lists, so the order within an option does not
// matter for undoing; only cover/uncover must walk an item's list in mirror order.
template <bool kTrack>
DLX_INLINE void DancingLinks::unhide(int node) {
  Link* const lk = links_.data();
  int* const len = len_.data();
  const int* const need = need_.data();
  int restored = 0;
  for (int q = at(lk, node).next; q != node;) {
    const Link& n = at(lk, q);
    at(lk, n.up).down = q;
    at(lk, n.down).up = q;
    if constexpr (kTrack) {
      if (len[n.top]++ == need[n.top] - 1) restored += primary_[n.top];
    } else {
      ++len[n.top];
    }
    q = n.next;
  }
  if constexpr (kTrack) short_ -= restored;
}

template <bool kTrack>
void DancingLinks::cover(int item) {
  Link* const lk = links_.data();
  const int head = item * kStride;
  for (int p = at(lk, head).down; p != head; p = at(lk, p).down) hide<kTrack>(p);
  const int l = prev_[item], r = next_[item];
  next_[l] = r;
  prev_[r] = l;
  ++stats_.updates;
}

template <bool kTrack>
void DancingLinks::uncover(int item) {
  const int l = prev_[item], r = next_[item];
  next_[l] = item;
  prev_[r] = item;
  Link* const lk = links_.data();
  const int head = item * kStride;
  for (int p = at(lk, head).up; p != head; p = at(lk, p).up) unhide<kTrack>(p);
}

// tweak/untweak: remove a whole option, including the node in the branching item's own list.
template <bool kTrack>
void DancingLinks::tweak(int node) {
  hide<kTrack>(node);
  const int u = at(node).up, d = at(node).down;
  at(u).down = d;
  at(d).up = u;
  const int item = at(node).top;
  --len_[item];
  if constexpr (kTrack) short_ += len_[item] == need_[item] - 1 && primary_[item];
  ++stats_.updates;
}

template <bool kTrack>
void DancingLinks::untweak(int node) {
  const int u = at(node).up, d = at(node).down;
  at(u).down = node;
  at(d).up = node;
  const int item = at(node).top;
  if constexpr (kTrack) short_ -= len_[item] == need_[item] - 1 && primary_[item];
  ++len_[item];
  unhide<kTrack>(node);
}

DLX_INLINE void DancingLinks::coverItem(int item) {
  if (kCanTrack && tracking_) cover<kCanTrack>(item);
  else cover<false>(item);
}
void DancingLinks::uncoverItem(int item) {
  if (kCanTrack && tracking_) uncover<kCanTrack>(item);
  else uncover<false>(item);
}
void DancingLinks::tweakOption(int node) {
  if (kCanTrack && tracking_) tweak<kCanTrack>(node);
  else tweak<false>(node);
}
void DancingLinks::untweakOption(int node) {
  if (kCanTrack && tracking_) untweak<kCanTrack>(node);
  else untweak<false>(node);
}

// Choosing an option covers each of its items that is now satisfied; an item that must still
// be covered again only counts down (its remaining options stay available).
DLX_INLINE void DancingLinks::commitOption(int node, bool includeSelf) {
  const int self = node / kStride;
  const Range r = optionRange_[optionOf_[self]];
  for (int q = r.first; q < r.end; ++q) {
    if (q == self && !includeSelf) continue;
    const int x = links_[q].top;
    // One cover fewer needed: an item short by exactly one is short no more.
    if (kCanTrack && tracking_ && len_[x] == need_[x] - 1) short_ -= primary_[x];
    if (--need_[x] == 0) coverItem(x);
  }
}

// The exact mirror of commitOption: same items, reverse order.
void DancingLinks::uncommitOption(int node, bool includeSelf) {
  const int self = node / kStride;
  const Range r = optionRange_[optionOf_[self]];
  for (int q = r.end - 1; q >= r.first; --q) {
    if (q == self && !includeSelf) continue;
    const int x = links_[q].top;
    if (kCanTrack && tracking_ && len_[x] == need_[x]) short_ += primary_[x];
    if (need_[x]++ == 0) uncoverItem(x);
  }
}

// MRV: the active primary item with the fewest ways to go on; ties go to the first. For an item
// that still needs m options out of len, the degree is len - m + 1 (Knuth's Algorithm M). A
// degree of 0 ends the scan at once; so does a degree of 1 while tracking_ says no item is short
// (none has degree 0, so the first of degree 1 is the choice a whole scan would make).
DLX_INLINE int DancingLinks::chooseItem(int& degree) {
  int best = -1;
  degree = 0x7fffffff;
  const int* const next = next_.data();
  const int* const len = len_.data();
  const int* const need = need_.data();
  if (!kCanTrack || !tracking_) {  // the whole scan, as before tracking (its checks are not counted)
    for (int i = next[activeHead_]; i != activeHead_; i = next[i]) {
      const int d = len[i] - need[i] + 1;
      if (d < degree) {
        degree = d;
        best = i;
        if (d <= 0) break;
      }
    }
    return best;
  }
  const int lowest = short_ == 0 ? 1 : 0;
  uint64_t checks = 0;
  for (int i = next[activeHead_]; i != activeHead_; i = next[i]) {
    ++checks;
    const int d = len[i] - need[i] + 1;
    if (d < degree) {
      degree = d;
      best = i;
      if (d <= lowest) break;
    }
  }
  itemChecks_ += checks;
  return best;
}

void DancingLinks::recordSolution() {
  solution_.clear();
  for (const Level& l : levels_) solution_.push_back(optionOf_[l.current / kStride]);
}

RunStatus DancingLinks::run(uint64_t budget) {
  // Saturate: a budget of UINT64_MAX means "no limit", not an overflowed stop.
  const uint64_t stopAt = budget > UINT64_MAX - stats_.nodes ? UINT64_MAX : stats_.nodes + budget;
  if (bulk_ && !frames_.empty() && !frames_.front().bulk && state_ != State::Done) switchToBulk();
  for (;;) {
    switch (state_) {
      case State::Done:
        return RunStatus::Done;

      case State::Enter: {
        if (next_[activeHead_] == activeHead_) {  // every primary item (of this group) is covered
          if (reachedLeaf(1, true)) return RunStatus::Solution;
          break;
        }
        if (splitting_ && stats_.updates >= nextCheckAt_ && trySplit()) break;  // now in a split's first group
        int degree;
        const int item = chooseItem(degree);
        if (degree <= 0) {  // dead end: an item can no longer be satisfied
          if (backjump_) failAt(item);
          state_ = State::Advance;
          break;
        }
        const bool multi = need_[item] > 1;
        levels_.push_back({item, -1, degree, 0, static_cast<int>(tweaked_.size()), multi});
        if (backjump_) startConflicts();
        if (!multi) coverItem(item);
        state_ = State::Advance;
        break;
      }

      case State::Advance: {
        if (!segments_.empty() && static_cast<int>(levels_.size()) == segments_.back().levelStart) {
          if (groupExhausted()) return RunStatus::Solution;
          break;
        }
        if (levels_.empty()) {
          state_ = State::Done;
          return RunStatus::Done;
        }
        if (stats_.nodes >= stopAt) return RunStatus::Paused;
        Level& level = levels_.back();
        const int item = level.item;
        const int head = item * kStride;
        int next;
        if (level.multi) {
          if (level.current >= 0) uncommitOption(level.current, true);
          // Earlier siblings stay tweaked out, so the first remaining option is the next one.
          next = len_[item] >= need_[item] ? at(head).down : head;
        } else {
          if (level.current >= 0) uncommitOption(level.current, false);
          next = level.current >= 0 ? at(level.current).down : at(head).down;
        }
        if (next == head) {  // this level is exhausted: restore and go up
          level.current = -1;
          if (backjump_) exhaustLevel();
          else undoLevel();
          break;
        }
        ++stats_.nodes;
        ++level.tried;
        level.current = next;
        if (level.multi) {
          tweakOption(next);
          tweaked_.push_back(next);
          commitOption(next, true);
        } else {
          commitOption(next, false);
          if (backjump_) noteOption();
        }
        state_ = State::Enter;
        break;
      }
    }
  }
}

// Knuth's estimate: the share of the tree left of the current path, each level's position
// weighted by the product of the branching degrees above it.
double DancingLinks::progress() const {
  if (state_ == State::Done) return 1.0;
  double done = 0, weight = 1;
  for (const Level& l : levels_) {
    weight /= l.degree;
    done += (l.tried > 0 ? l.tried - 1 : 0) * weight;
  }
  return done + weight / 2;
}

}  // namespace dlx
