#include "dancing_links.h"

#include <cstdint>

namespace dlx {

DancingLinks::DancingLinks(const ExactCoverModel& model) {
  items_ = model.itemCount();
  const int options = model.optionCount();
  // Headers, one spacer per option plus a final one, and the option nodes.
  nodes_.resize(static_cast<size_t>(items_) + options + 1 + model.nodeCount());
  len_.assign(items_, 0);
  need_.resize(items_);
  optionOfNode_.assign(nodes_.size(), -1);
  for (int i = 0; i < items_; ++i) {
    nodes_[i] = {i, i, 0};
    need_[i] = model.isPrimary(i) ? model.multiplicity(i) : 1;
  }
  int spacer = items_;
  nodes_[spacer] = {0, 0, -1};
  int node = spacer + 1;
  for (int o = 0; o < options; ++o) {
    const int first = node;
    for (int item : model.option(o)) {
      Node& n = nodes_[node];
      n.top = item;
      n.up = nodes_[item].up;  // append at the bottom of the item's list
      n.down = item;
      nodes_[nodes_[item].up].down = node;
      nodes_[item].up = node;
      ++len_[item];
      optionOfNode_[node] = o;
      ++node;
    }
    nodes_[spacer].down = node - 1;  // last node of the option after the spacer
    spacer = node++;
    nodes_[spacer] = {first, 0, -2 - o};
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
}

// hide/unhide: take every other node of `node`'s option out of (back into) its item's list.
// The hot loops of the whole engine: raw pointers and a local counter keep them in registers.
void DancingLinks::hide(int node) {
  Node* const nd = nodes_.data();
  int* const len = len_.data();
  uint64_t updates = 0;
  for (int q = node + 1; q != node;) {
    const int x = nd[q].top;
    if (x < 0) {
      q = nd[q].up;
      continue;
    }
    const int u = nd[q].up, d = nd[q].down;
    nd[u].down = d;
    nd[d].up = u;
    --len[x];
    ++updates;
    ++q;
  }
  stats_.updates += updates;
}

void DancingLinks::unhide(int node) {
  Node* const nd = nodes_.data();
  int* const len = len_.data();
  for (int q = node - 1; q != node;) {
    const int x = nd[q].top;
    if (x < 0) {
      q = nd[q].down;
      continue;
    }
    const int u = nd[q].up, d = nd[q].down;
    nd[u].down = q;
    nd[d].up = q;
    ++len[x];
    --q;
  }
}

void DancingLinks::cover(int item) {
  const Node* const nd = nodes_.data();
  for (int p = nd[item].down; p != item; p = nd[p].down) hide(p);
  const int l = prev_[item], r = next_[item];
  next_[l] = r;
  prev_[r] = l;
  ++stats_.updates;
}

void DancingLinks::uncover(int item) {
  const int l = prev_[item], r = next_[item];
  next_[l] = item;
  prev_[r] = item;
  const Node* const nd = nodes_.data();
  for (int p = nd[item].up; p != item; p = nd[p].up) unhide(p);
}

// tweak/untweak: remove a whole option, including the node in the branching item's own list.
void DancingLinks::tweak(int node) {
  hide(node);
  const int u = nodes_[node].up, d = nodes_[node].down;
  nodes_[u].down = d;
  nodes_[d].up = u;
  --len_[nodes_[node].top];
  ++stats_.updates;
}

void DancingLinks::untweak(int node) {
  const int u = nodes_[node].up, d = nodes_[node].down;
  nodes_[u].down = node;
  nodes_[d].up = node;
  ++len_[nodes_[node].top];
  unhide(node);
}

// Choosing an option covers each of its items that is now satisfied; an item that must still
// be covered again only counts down (its remaining options stay available).
void DancingLinks::commitOption(int node, bool includeSelf) {
  if (includeSelf && --need_[nodes_[node].top] == 0) cover(nodes_[node].top);
  for (int q = node + 1; q != node;) {
    const int x = nodes_[q].top;
    if (x < 0) {
      q = nodes_[q].up;
      continue;
    }
    if (--need_[x] == 0) cover(x);
    ++q;
  }
}

// The exact mirror of commitOption: same items, reverse order.
void DancingLinks::uncommitOption(int node, bool includeSelf) {
  for (int q = node - 1; q != node;) {
    const int x = nodes_[q].top;
    if (x < 0) {
      q = nodes_[q].down;
      continue;
    }
    if (need_[x]++ == 0) uncover(x);
    --q;
  }
  if (includeSelf && need_[nodes_[node].top]++ == 0) uncover(nodes_[node].top);
}

// MRV: the active primary item with the fewest ways to go on; ties go to the first. For an item
// that still needs m options out of len, the degree is len - m + 1 (Knuth's Algorithm M).
int DancingLinks::chooseItem(int& degree) const {
  int best = -1;
  degree = 0x7fffffff;
  const int* const next = next_.data();
  const int* const len = len_.data();
  const int* const need = need_.data();
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

void DancingLinks::recordSolution() {
  solution_.clear();
  for (const Level& l : levels_) solution_.push_back(optionOfNode_[l.current]);
  ++stats_.solutions;
}

RunStatus DancingLinks::run(uint64_t budget) {
  // Saturate: a budget of UINT64_MAX means "no limit", not an overflowed stop.
  const uint64_t stopAt = budget > UINT64_MAX - stats_.nodes ? UINT64_MAX : stats_.nodes + budget;
  for (;;) {
    switch (state_) {
      case State::Done:
        return RunStatus::Done;

      case State::Enter: {
        if (next_[activeHead_] == activeHead_) {  // every primary item is covered
          recordSolution();
          state_ = levels_.empty() ? State::Done : State::Advance;
          return RunStatus::Solution;
        }
        int degree;
        const int item = chooseItem(degree);
        if (degree <= 0) {  // dead end: an item can no longer be satisfied
          state_ = levels_.empty() ? State::Done : State::Advance;
          if (state_ == State::Done) return RunStatus::Done;
          break;
        }
        const bool multi = need_[item] > 1;
        levels_.push_back({item, -1, degree, 0, static_cast<int>(tweaked_.size()), multi});
        if (!multi) cover(item);
        state_ = State::Advance;
        break;
      }

      case State::Advance: {
        if (stats_.nodes >= stopAt) return RunStatus::Paused;
        Level& level = levels_.back();
        const int item = level.item;
        int next;
        if (level.multi) {
          if (level.current >= 0) uncommitOption(level.current, true);
          // Earlier siblings stay tweaked out, so the first remaining option is the next one.
          next = len_[item] >= need_[item] ? nodes_[item].down : item;
        } else {
          if (level.current >= 0) uncommitOption(level.current, false);
          next = level.current >= 0 ? nodes_[level.current].down : nodes_[item].down;
        }
        if (next == item) {  // this level is exhausted: restore and go up
          if (level.multi) {
            while (static_cast<int>(tweaked_.size()) > level.tweakBase) {
              untweak(tweaked_.back());
              tweaked_.pop_back();
            }
          } else {
            uncover(item);
          }
          levels_.pop_back();
          if (levels_.empty()) {
            state_ = State::Done;
            return RunStatus::Done;
          }
          break;
        }
        ++stats_.nodes;
        ++level.tried;
        level.current = next;
        if (level.multi) {
          tweak(next);
          tweaked_.push_back(next);
          commitOption(next, true);
        } else {
          commitOption(next, false);
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
