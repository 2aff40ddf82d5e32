#include "numberlink_links.h"

namespace dlx::numberlink {

LinkReasoner::LinkReasoner(const Board& board) {
  const size_t size = static_cast<size_t>(board.stride() * (board.height() + 2));
  avail_.assign(size, 0);
  linked_.assign(size, 0);
  need_.assign(size, 0);
  count_.assign(size, 0);
  parent_.assign(size, 0);
  label_.assign(size, 0);
  work_.reserve(size * 4);
}

int LinkReasoner::root(int c) {
  while (parent_[static_cast<size_t>(c)] != c) {
    const int p = parent_[static_cast<size_t>(c)];
    parent_[static_cast<size_t>(c)] = parent_[static_cast<size_t>(p)];
    c = p;
  }
  return c;
}

// Draws the link from `a` in direction d; false when it closes a loop, joins two numbers, or
// gives a cell more links than it may have.
bool LinkReasoner::link(const Board& board, int a, int d) {
  const int b = a + board.steps()[d];
  const size_t ai = static_cast<size_t>(a), bi = static_cast<size_t>(b);
  linked_[ai] |= static_cast<uint8_t>(1u << d);
  linked_[bi] |= static_cast<uint8_t>(1u << ((d + 2) & 3));
  if (++count_[ai] > need_[ai] || ++count_[bi] > need_[bi]) return false;
  const int ra = root(a), rb = root(b);
  if (ra == rb) return false;
  const int la = label_[static_cast<size_t>(ra)], lb = label_[static_cast<size_t>(rb)];
  if (la != 0 && lb != 0 && la != lb) return false;
  parent_[static_cast<size_t>(ra)] = rb;
  if (lb == 0) label_[static_cast<size_t>(rb)] = la;
  work_.push_back(a);
  work_.push_back(b);
  return true;
}

bool LinkReasoner::run(const Board& board, std::vector<Move>& forced, int& deadCell) {
  const int* step = board.steps();
  work_.clear();
  ends_.clear();
  // Who takes part: empty cells (two links to make) and path ends (one). Path ends stand for
  // their whole partial path, so they carry its number.
  for (int c : board.cells()) {
    const size_t ci = static_cast<size_t>(c);
    const int l = board.label(c);
    const bool isEnd = l > 0 && board.slotAt(c) >= 0;
    avail_[ci] = linked_[ci] = count_[ci] = 0;
    parent_[ci] = c;
    if (l != Board::kEmpty && !isEnd) {
      need_[ci] = 0;
      continue;
    }
    need_[ci] = isEnd ? 1 : 2;
    label_[ci] = isEnd ? l : 0;
    const int mate = isEnd ? board.mate(c) : -1;
    uint8_t a = 0;
    for (int d = 0; d < 4; ++d) {
      const int n = c + step[d];
      const int ln = board.label(n);
      if (ln == Board::kEmpty) a |= static_cast<uint8_t>(1u << d);
      else if (!isEnd && ln > 0 && board.slotAt(n) >= 0) a |= static_cast<uint8_t>(1u << d);
      else if (isEnd && n == mate) a |= static_cast<uint8_t>(1u << d);
    }
    avail_[ci] = a;
    work_.push_back(c);
    if (isEnd) ends_.push_back(c);
  }
  while (!work_.empty()) {
    const int c = work_.back();
    work_.pop_back();
    const size_t ci = static_cast<size_t>(c);
    const uint8_t a = avail_[ci], l = linked_[ci];
    if (count_[ci] == need_[ci]) {
      // Complete: the neighbours it did not link to lose it.
      const uint8_t drop = static_cast<uint8_t>(a & ~l);
      if (!drop) continue;
      avail_[ci] = l;
      for (int d = 0; d < 4; ++d)
        if (drop >> d & 1) {
          const int n = c + step[d];
          avail_[static_cast<size_t>(n)] &= static_cast<uint8_t>(~(1u << ((d + 2) & 3)));
          work_.push_back(n);
        }
      continue;
    }
    const int options = __builtin_popcount(a);
    if (options < need_[ci]) {
      deadCell = c;
      return false;
    }
    if (options == need_[ci]) {
      for (int d = 0; d < 4; ++d)
        if ((a >> d & 1) && !(l >> d & 1) && !link(board, c, d)) {
          deadCell = c;
          return false;
        }
    }
  }
  for (int e : ends_) {
    const uint8_t l = linked_[static_cast<size_t>(e)];
    if (!l) continue;
    int d = 0;
    while (!(l >> d & 1)) ++d;
    const int to = e + step[d];
    forced.push_back(Move{board.slotAt(e), e, to, to == board.mate(e)});
  }
  return true;
}

}  // namespace dlx::numberlink
