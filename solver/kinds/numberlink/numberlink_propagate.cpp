#include "numberlink_propagate.h"

namespace dlx::numberlink {

Propagator::Outcome Propagator::make(Board& board, Move m, std::vector<Move>& log) {
  const int pair = m.slot >> 1;
  if (board.finished(pair)) {
    // Joined meanwhile: fine if this very link is part of it, else a third link at a cell.
    return board.links(m.from) >> board.direction(m.from, m.to) & 1 ? Outcome::AlreadyDone : Outcome::Contradiction;
  }
  if (board.end(m.slot) != m.from) {
    // The end moved on: either along this link already, or elsewhere (two links forced out of
    // one end: impossible).
    return board.links(m.from) >> board.direction(m.from, m.to) & 1 ? Outcome::AlreadyDone : Outcome::Contradiction;
  }
  if (m.to == board.end(m.slot ^ 1)) {
    m.join = true;
  } else {
    m.join = false;
    if (board.label(m.to) != Board::kEmpty || !analyzer_.allowed(board, m.slot, m.to)) return Outcome::Contradiction;
  }
  board.apply(m);
  log.push_back(m);
  return Outcome::Applied;
}

bool Propagator::inspectEnd(const Board& board, int cell) {
  const int slot = board.slotAt(cell);
  if (slot < 0) return true;
  const int* step = board.steps();
  const int mate = board.end(slot ^ 1);
  Move only;
  int options = 0;
  bool mateAdjacent = false;
  for (int d = 0; d < 4; ++d) mateAdjacent |= cell + step[d] == mate;
  if (mateAdjacent && rules_.noTouch) {
    only = Move{slot, cell, mate, true};
    options = 1;
  } else {
    for (int d = 0; d < 4; ++d) {
      const int n = cell + step[d];
      if (n == mate) only = Move{slot, cell, n, true}, ++options;
      else if (board.label(n) == Board::kEmpty && analyzer_.allowed(board, slot, n)) only = Move{slot, cell, n, false}, ++options;
    }
  }
  if (options == 0) return false;
  if (options == 1) pending_.push_back(only);
  return true;
}

bool Propagator::inspectEmpty(const Board& board, int cell) {
  if (rules_.rule != Rule::Fill || board.label(cell) != Board::kEmpty) return true;
  const int* step = board.steps();
  int usable = 0, ends = 0, endCell[2] = {-1, -1};
  for (int d = 0; d < 4; ++d) {
    const int n = cell + step[d];
    const int l = board.label(n);
    if (l == Board::kEmpty) {
      ++usable;
    } else if (l > 0 && board.slotAt(n) >= 0) {
      ++usable;
      if (ends < 2) endCell[ends] = n;
      ++ends;
    }
  }
  if (usable < 2) return false;
  if (usable == 2) {
    if (ends == 2 && board.label(endCell[0]) != board.label(endCell[1])) return false;
    for (int i = 0; i < ends && i < 2; ++i)
      pending_.push_back(Move{board.slotAt(endCell[i]), endCell[i], cell, false});
  }
  return true;
}

bool Propagator::run(Board& board, const Move* moves, int count, std::vector<Move>& log, uint64_t& applied) {
  pending_.assign(moves, moves + count);
  const int* step = board.steps();
  while (!pending_.empty()) {
    const Move m = pending_.back();
    pending_.pop_back();
    const Outcome o = make(board, m, log);
    if (o == Outcome::Contradiction) return false;
    if (o == Outcome::AlreadyDone) continue;
    ++applied;
    const Move& done = log.back();
    // What changed: `from` stopped being an end, `to` became one (or, on a join, stopped being
    // one). Ends and empty cells next to either may now be forced or stuck.
    if (!inspectEnd(board, done.to)) return false;
    for (int d = 0; d < 4; ++d) {
      const int a = done.from + step[d], b = done.to + step[d];
      if (!inspectEnd(board, a) || !inspectEnd(board, b)) return false;
      if (!inspectEmpty(board, a) || !inspectEmpty(board, b)) return false;
    }
  }
  return true;
}

}  // namespace dlx::numberlink
