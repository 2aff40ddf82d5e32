#include "numberlink_board.h"

#include "core/splitmix.h"

namespace dlx::numberlink {

void Board::toggleEnd(int cell, int pair) {
  const uint64_t z = (static_cast<uint64_t>(cell) << 24 | static_cast<uint64_t>(pair)) << 2 | 1;
  key_[0] ^= splitmix(z);
  key_[1] ^= splitmix(z ^ 0x5555555555555555ull);
}

void Board::toggleTaken(int cell, int pair) {
  const uint64_t z = (static_cast<uint64_t>(cell) << 24 | static_cast<uint64_t>(labelledKey_ ? pair : 0)) << 2 | 2;
  key_[0] ^= splitmix(z);
  key_[1] ^= splitmix(z ^ 0x5555555555555555ull);
}

Board::Board(const Grid& grid, bool labelledKey)
    : width_(grid.width), height_(grid.height), stride_(grid.width + 2), labelledKey_(labelledKey) {
  step_[0] = 1, step_[1] = stride_, step_[2] = -1, step_[3] = -stride_;
  const size_t size = static_cast<size_t>(stride_ * (height_ + 2));
  label_.assign(size, kWall);
  slotAt_.assign(size, -1);
  links_.assign(size, 0);
  std::vector<Pair> pairs = pairsOf(grid);
  numbers_.reserve(pairs.size());
  end_.assign(pairs.size() * 2, -1);
  finished_.assign(pairs.size(), 0);
  for (int y = 0; y < height_; ++y)
    for (int x = 0; x < width_; ++x) {
      cells_.push_back(cellOf(x, y));
      label_[static_cast<size_t>(cellOf(x, y))] = kEmpty;
    }
  empty_ = width_ * height_;
  for (size_t p = 0; p < pairs.size(); ++p) {
    numbers_.push_back(pairs[p].number);
    const int ends[2] = {pairs[p].first, pairs[p].second};
    for (int e = 0; e < 2; ++e) {
      const int cell = cellOf(ends[e] % width_, ends[e] / width_);
      label_[static_cast<size_t>(cell)] = static_cast<int>(p) + 1;
      slotAt_[static_cast<size_t>(cell)] = static_cast<int>(2 * p) + e;
      end_[2 * p + static_cast<size_t>(e)] = cell;
      toggleEnd(cell, static_cast<int>(p));
      --empty_;
    }
  }
  unfinished_ = static_cast<int>(pairs.size());
}

int Board::direction(int from, int to) const {
  const int d = to - from;
  return d == 1 ? 0 : d == stride_ ? 1 : d == -1 ? 2 : 3;
}

void Board::apply(const Move& m) {
  const int d = direction(m.from, m.to);
  links_[static_cast<size_t>(m.from)] |= static_cast<uint8_t>(1u << d);
  links_[static_cast<size_t>(m.to)] |= static_cast<uint8_t>(1u << ((d + 2) & 3));
  slotAt_[static_cast<size_t>(m.from)] = -1;
  toggleEnd(m.from, m.slot >> 1);
  toggleEnd(m.to, m.slot >> 1);
  if (m.join) {
    // Both ends meet: the path is closed off and no longer has ends.
    slotAt_[static_cast<size_t>(m.to)] = -1;
    finished_[static_cast<size_t>(m.slot >> 1)] = 1;
    --unfinished_;
  } else {
    label_[static_cast<size_t>(m.to)] = (m.slot >> 1) + 1;
    toggleTaken(m.to, m.slot >> 1);
    slotAt_[static_cast<size_t>(m.to)] = m.slot;
    end_[static_cast<size_t>(m.slot)] = m.to;
    --empty_;
  }
}

void Board::undo(const Move& m) {
  const int d = direction(m.from, m.to);
  links_[static_cast<size_t>(m.from)] &= static_cast<uint8_t>(~(1u << d));
  links_[static_cast<size_t>(m.to)] &= static_cast<uint8_t>(~(1u << ((d + 2) & 3)));
  slotAt_[static_cast<size_t>(m.from)] = m.slot;
  end_[static_cast<size_t>(m.slot)] = m.from;
  toggleEnd(m.from, m.slot >> 1);
  toggleEnd(m.to, m.slot >> 1);
  if (m.join) {
    slotAt_[static_cast<size_t>(m.to)] = m.slot ^ 1;
    finished_[static_cast<size_t>(m.slot >> 1)] = 0;
    ++unfinished_;
  } else {
    label_[static_cast<size_t>(m.to)] = kEmpty;
    toggleTaken(m.to, m.slot >> 1);
    slotAt_[static_cast<size_t>(m.to)] = -1;
    ++empty_;
  }
}

std::vector<uint8_t> linkBits(const Board& board) {
  std::vector<uint8_t> bits;
  bits.reserve(board.cells().size());
  for (int cell : board.cells()) bits.push_back(board.links(cell));
  return bits;
}

}  // namespace dlx::numberlink
