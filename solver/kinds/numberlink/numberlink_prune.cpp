#include "numberlink_prune.h"

#include <algorithm>
#include <cstdlib>

namespace dlx::numberlink {

Analyzer::Analyzer(const Board& board, Rules rules) : rules_(rules), pockets_(board), links_(board) {
  const size_t size = static_cast<size_t>(board.stride() * (board.height() + 2));
  region_.assign(size, -1);
  seen_.assign(size, 0);
  stack_.reserve(size);
  regions_.reserve(size);
}

bool Analyzer::allowed(const Board& board, int slot, int to) const {
  if (!rules_.noTouch) return true;
  // Side by side with a cell of its own path other than where it comes from: only the mate may
  // be there (the path then has to join it next).
  const int from = board.end(slot), mate = board.end(slot ^ 1), own = (slot >> 1) + 1;
  for (int d = 0; d < 4; ++d)
    if (from + board.steps()[d] == mate) return false;  // an end beside its mate must join it
  for (int d = 0; d < 4; ++d) {
    const int n = to + board.steps()[d];
    if (n != from && n != mate && board.label(n) == own) return false;
  }
  return true;
}

int Analyzer::freeNeighbours(const Board& board, int cell) const {
  int free = 0;
  for (int d = 0; d < 4; ++d) free += board.label(cell + board.steps()[d]) == Board::kEmpty;
  return free;
}

// Labels the regions of empty cells and, under the fill rule, looks at each empty cell's usable
// neighbours on the way (a dead end kills the position; two usable neighbours one of which is a
// path end force that end into the cell).
void Analyzer::labelRegions(const Board& board) {
  ++stamp_;
  regions_.clear();
  forced_.clear();
  deadEnd_ = false;
  const bool fill = rules_.rule == Rule::Fill;
  const int* step = board.steps();
  for (int start : board.cells()) {
    if (board.label(start) != Board::kEmpty || seen_[static_cast<size_t>(start)] == stamp_) continue;
    const int id = static_cast<int>(regions_.size());
    Region r{start, 0, 0, 0, 0, 0};
    seen_[static_cast<size_t>(start)] = stamp_;
    stack_.clear();
    stack_.push_back(start);
    while (!stack_.empty()) {
      const int c = stack_.back();
      stack_.pop_back();
      region_[static_cast<size_t>(c)] = id;
      r.balance += board.colour(c) ? -1 : 1;
      int usable = 0, ends = 0, endCell[2] = {-1, -1};
      for (int d = 0; d < 4; ++d) {
        const int n = c + step[d];
        const int l = board.label(n);
        if (l == Board::kEmpty) {
          ++usable;
          if (seen_[static_cast<size_t>(n)] != stamp_) {
            seen_[static_cast<size_t>(n)] = stamp_;
            stack_.push_back(n);
          }
        } else if (l > 0 && board.slotAt(n) >= 0) {
          ++usable;
          if (ends < 2) endCell[ends] = n;
          ++ends;
        }
      }
      if (!fill) continue;
      if (usable < 2 ||
          (usable == 2 && ends == 2 && board.label(endCell[0]) != board.label(endCell[1]))) {
        deadEnd_ = true;
        deadCell_ = c;
        return;
      }
      if (usable == 2)
        for (int i = 0; i < ends; ++i) forced_.push_back(Move{board.slotAt(endCell[i]), endCell[i], c, false});
    }
    regions_.push_back(r);
  }
}

Finding Analyzer::checkPairs(const Board& board) {
  const bool fill = rules_.rule == Rule::Fill;
  const int* step = board.steps();
  for (int p = 0; p < board.pairs(); ++p) {
    if (board.finished(p)) continue;
    const int a = board.end(2 * p), b = board.end(2 * p + 1);
    int nearA[4], na = 0, common[4], nc = 0;
    bool adjacent = false;
    for (int d = 0; d < 4; ++d) {
      const int n = a + step[d];
      if (n == b) adjacent = true;
      if (board.label(n) != Board::kEmpty) continue;
      const int r = region_[static_cast<size_t>(n)];
      if (std::find(nearA, nearA + na, r) == nearA + na) nearA[na++] = r;
    }
    for (int d = 0; d < 4; ++d) {
      const int n = b + step[d];
      if (board.label(n) != Board::kEmpty) continue;
      const int r = region_[static_cast<size_t>(n)];
      if (std::find(nearA, nearA + na, r) != nearA + na && std::find(common, common + nc, r) == common + nc)
        common[nc++] = r;
    }
    if (nc == 0 && !adjacent) return {Verdict::PairCut, p, -1};
    if (!fill) continue;
    // Parity demand: ends of equal colour need one extra cell of the other colour between them.
    const int ca = board.colour(a), cb = board.colour(b);
    const int demand = ca != cb ? 0 : (ca == 0 ? -1 : 1);
    if (nc == 1 && !adjacent) {
      Region& r = regions_[static_cast<size_t>(common[0])];
      r.fixed += demand;
      ++r.users;
    } else {
      for (int i = 0; i < nc; ++i) {
        Region& r = regions_[static_cast<size_t>(common[i])];
        r.low += std::min(0, demand);
        r.high += std::max(0, demand);
        ++r.users;
      }
    }
  }
  return {};
}

Finding Analyzer::checkRegions(const Board&) const {
  for (const Region& r : regions_) {
    if (r.users == 0) return {Verdict::StrandedRegion, -1, r.cell};
    if (r.balance < r.fixed + r.low || r.balance > r.fixed + r.high) return {Verdict::Parity, -1, r.cell};
  }
  return {};
}

Finding Analyzer::chooseEnd(const Board& board, Choice& choice) {
  const int* step = board.steps();
  const bool fill = rules_.rule == Rule::Fill;
  choice.count = 0;
  int bestCount = 5;
  for (int slot = 0; slot < 2 * board.pairs(); ++slot) {
    if (board.finished(slot >> 1)) continue;
    const int from = board.end(slot), mate = board.end(slot ^ 1);
    Choice here;
    bool mateAdjacent = false;
    for (int d = 0; d < 4; ++d) mateAdjacent |= from + step[d] == mate;
    if (mateAdjacent && rules_.noTouch) {
      here.moves[here.count++] = Move{slot, from, mate, true};
    } else {
      for (int d = 0; d < 4; ++d) {
        const int n = from + step[d];
        if (fill && !links_.possible(from, d)) continue;  // ruled out by the link reasoning
        if (n == mate) here.moves[here.count++] = Move{slot, from, n, true};
        else if (board.label(n) == Board::kEmpty && allowed(board, slot, n))
          here.moves[here.count++] = Move{slot, from, n, false};
      }
    }
    if (here.count == 0) return {Verdict::EndStuck, slot >> 1, from};
    if (here.count == 1) forced_.push_back(here.moves[0]);
    if (here.count < bestCount) {
      bestCount = here.count;
      choice = here;
    }
  }
  if (choice.count > 1) {
    // Best first: under the fill rule a join, then cells with fewer free neighbours (hugging walls
    // and paths leaves fewer holes); under the free rule the cells nearest the mate.
    int key[4];
    for (int i = 0; i < choice.count; ++i) {
      const Move& m = choice.moves[i];
      if (fill) {
        key[i] = m.join ? -1 : freeNeighbours(board, m.to);
      } else {
        const int mate = board.end(m.slot ^ 1);
        key[i] = m.join ? -1 : std::abs(board.xOf(m.to) - board.xOf(mate)) + std::abs(board.yOf(m.to) - board.yOf(mate));
      }
    }
    for (int i = 1; i < choice.count; ++i)
      for (int j = i; j > 0 && key[j] < key[j - 1]; --j) {
        std::swap(key[j], key[j - 1]);
        std::swap(choice.moves[j], choice.moves[j - 1]);
      }
  }
  return {};
}

Finding Analyzer::analyze(const Board& board, Choice& choice) {
  choice.count = 0;
  labelRegions(board);
  if (deadEnd_) return {Verdict::DeadEnd, -1, deadCell_};
  if (Finding f = checkPairs(board); f.verdict != Verdict::Open) return f;
  if (rules_.rule == Rule::Fill) {
    if (Finding f = checkRegions(board); f.verdict != Verdict::Open) return f;
    // The pocket check (pockets_.find) is off. It used to lose solutions because its walk stack
    // leaked from one call into the next (fixed, it now agrees with brute force), but it changes
    // no node count on the dense benchmark puzzles, costs about 40% per node there (40x40), and
    // does not make the path search solve the sparse ones either.
    if (int cell = -1; !links_.run(board, forced_, cell)) return {Verdict::Links, -1, cell};
  }
  if (board.unfinishedPairs() == 0) return {};
  if (Finding f = chooseEnd(board, choice); f.verdict != Verdict::Open) return f;
  if (!forced_.empty()) choice.count = 0;
  return {};
}

}  // namespace dlx::numberlink
