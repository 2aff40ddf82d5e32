#include "numberlink_sat_encoding.h"

#include "numberlink_sat_free_moves.h"

#include "numberlink_turn_moves.h"
#include "numberlink_window_moves.h"

namespace dlx::numberlink {
namespace {

using sat::negLit;
using sat::posLit;

// The degree of a cell over its n incident edges (n <= 4) lies in [low, high]: every high+1 of
// them are not all on, and every n-low+1 of them are not all off (the arc-consistent clauses).
void degreeBetween(sat::Cdcl& s, const std::vector<int>& edges, int low, int high) {
  const int n = static_cast<int>(edges.size());
  if (low > n) s.addClause({});
  std::vector<int> notAllOn, notAllOff;  // reused: the encoding allocates per puzzle, not per clause
  for (unsigned mask = 1; mask < (1u << n); ++mask) {
    const int size = __builtin_popcount(mask);
    notAllOn.clear(), notAllOff.clear();
    for (int i = 0; i < n; ++i)
      if (mask >> i & 1u) notAllOn.push_back(negLit(edges[i])), notAllOff.push_back(posLit(edges[i]));
    if (size == high + 1) s.addClause(notAllOn);
    if (size == n - low + 1) s.addClause(notAllOff);
  }
}

// At most one of the variables: the solver's own constraint (cdcl.h), no auxiliary variables.
void atMostOne(sat::Cdcl& s, const std::vector<int>& vars) {
  std::vector<int> lits;
  for (int v : vars) lits.push_back(posLit(v));
  s.addAtMostOne(lits);
}

// The variables' XOR is `parity` (a chain of XOR gates).
void xorEquals(sat::Cdcl& s, const std::vector<int>& vars, int parity) {
  int acc = vars[0];
  for (size_t i = 1; i < vars.size(); ++i) {
    const int t = s.newVar(), a = acc, b = vars[i];
    s.addClause({negLit(t), posLit(a), posLit(b)});
    s.addClause({negLit(t), negLit(a), negLit(b)});
    s.addClause({posLit(t), negLit(a), posLit(b)});
    s.addClause({posLit(t), posLit(a), negLit(b)});
    acc = t;
  }
  s.addClause({parity ? posLit(acc) : negLit(acc)});
}

}  // namespace

void windowPatternClauses(sat::Cdcl& s, int w, int h, const WindowMoves& moves, const std::vector<int>& edgeVar,
                          const std::vector<char>& pinned, const std::vector<int>& pinVar) {
  // Reused for every pattern and place: thousands of clauses, one allocation each before (in the
  // web build a tenth of the proof by redrawing moves went to the allocator).
  std::vector<int> interior, clause;
  for (const WindowPattern& p : moves.patterns()) {
    // The cells the move may hand to another path (window y * 4 + x): two lines of L at each
    // (numberlink_window_moves.h).
    int degree[16] = {};
    interior.clear();
    forEachWindowEdge(p.lines, [&](int x, int y, int dir) {
      for (const int c : {y * 4 + x, (y + dir) * 4 + x + 1 - dir})
        if (++degree[c] == 2) interior.push_back(c);
    });
    for (int y = 0; y + p.height <= h; ++y)
      for (int x = 0; x + p.width <= w; ++x) {
        auto cellAt = [&](int c) { return static_cast<size_t>((y + c / 4) * w + x + c % 4); };
        bool handsPinned = false;
        for (const int c : interior) handsPinned = handsPinned || (!pinned.empty() && pinned[cellAt(c)]);
        if (handsPinned) continue;
        auto edge = [&](int dx, int dy, int dir) { return edgeVar[static_cast<size_t>(((y + dy) * w + x + dx) * 2 + dir)]; };
        clause.clear();
        forEachWindowEdge(p.lines, [&](int dx, int dy, int dir) { clause.push_back(negLit(edge(dx, dy, dir))); });
        forEachWindowEdge(moves.blanksInClauses() ? p.drawn : 0,
                          [&](int dx, int dy, int dir) { clause.push_back(posLit(edge(dx, dy, dir))); });
        for (const int c : interior)
          if (!pinVar.empty() && pinVar[cellAt(c)] >= 0) clause.push_back(posLit(pinVar[cellAt(c)]));
        s.addClause(clause);
      }
  }
}

std::vector<int> incidentEdges(const SatEncoding& enc, int cells) {
  std::vector<int> incident(static_cast<size_t>(cells * 4), -1);
  for (int e = 0; e < enc.edges(); ++e) {
    const size_t d = static_cast<size_t>(enc.dir[static_cast<size_t>(e)]);
    incident[static_cast<size_t>(enc.a[static_cast<size_t>(e)]) * 4 + d] = e;      // right or down
    incident[static_cast<size_t>(enc.b[static_cast<size_t>(e)]) * 4 + d + 2] = e;  // left or up
  }
  return incident;
}

SatEncoding encodeNumberlink(const Grid& grid, Rules rules, sat::Cdcl& s, TurnShapes shapes, const WindowMoves* moves,
                             const std::vector<char>& pinned) {
  SatEncoding enc;
  const int w = grid.width, h = grid.height, cells = w * h;
  std::vector<std::vector<int>> incident(static_cast<size_t>(cells));
  std::vector<int> rightOf(static_cast<size_t>(cells), -1), belowOf(static_cast<size_t>(cells), -1);
  for (int i = 0; i < cells; ++i)
    for (int d = 0; d < 2; ++d) {
      const int x = i % w, y = i / w;
      if ((d == 0 && x + 1 == w) || (d == 1 && y + 1 == h)) continue;
      const int e = s.newVar(), j = d == 0 ? i + 1 : i + w;
      enc.a.push_back(i), enc.b.push_back(j), enc.dir.push_back(d);
      incident[static_cast<size_t>(i)].push_back(e);
      incident[static_cast<size_t>(j)].push_back(e);
      (d == 0 ? rightOf : belowOf)[static_cast<size_t>(i)] = e;
    }

  const std::vector<Pair> pairs = pairsOf(grid);
  const int labels = static_cast<int>(pairs.size());
  std::vector<int>& label = enc.label;
  enc.labels = labels;
  label.resize(static_cast<size_t>(cells * labels));
  auto labelVar = [&](int cell, int k) { return label[static_cast<size_t>(cell * labels + k)]; };
  enc.used.assign(static_cast<size_t>(cells), -1);
  for (int i = 0; i < cells; ++i) {
    const std::vector<int>& inc = incident[static_cast<size_t>(i)];
    const bool clue = grid.numbers[static_cast<size_t>(i)] != 0;
    if (clue) degreeBetween(s, inc, 1, 1);
    else degreeBetween(s, inc, rules.rule == Rule::Fill ? 2 : 0, 2);
    if (!clue && rules.rule == Rule::Free)
      for (int e : inc) {  // not degree 1: an edge on brings a second one
        std::vector<int> clause{negLit(e)};
        for (int f : inc)
          if (f != e) clause.push_back(posLit(f));
        s.addClause(clause);
      }
    if (!clue && rules.rule == Rule::Free) {
      // Degree 1 is excluded above, so "some edge on" is "used".
      const int u = enc.used[static_cast<size_t>(i)] = s.newVar();
      std::vector<int> some{negLit(u)};
      for (int e : inc) s.addClause({negLit(e), posLit(u)}), some.push_back(posLit(e));
      s.addClause(some);
    }
    std::vector<int> mine;
    for (int k = 0; k < labels; ++k) mine.push_back(label[static_cast<size_t>(i * labels + k)] = s.newVar());
    std::vector<int> some;
    if (enc.used[static_cast<size_t>(i)] >= 0) some.push_back(negLit(enc.used[static_cast<size_t>(i)]));
    for (int v : mine) {
      some.push_back(posLit(v));
      if (enc.used[static_cast<size_t>(i)] >= 0) s.addClause({posLit(enc.used[static_cast<size_t>(i)]), negLit(v)});
    }
    s.addClause(some);
    atMostOne(s, mine);
  }
  for (int k = 0; k < labels; ++k)
    for (int c : {pairs[static_cast<size_t>(k)].first, pairs[static_cast<size_t>(k)].second})
      s.addClause({posLit(labelVar(c, k))});

  for (int e = 0; e < enc.edges(); ++e) {
    const int p = enc.a[static_cast<size_t>(e)], q = enc.b[static_cast<size_t>(e)];
    for (int k = 0; k < labels; ++k) {
      s.addClause({negLit(e), negLit(labelVar(p, k)), posLit(labelVar(q, k))});
      s.addClause({negLit(e), negLit(labelVar(q, k)), posLit(labelVar(p, k))});
      if (rules.noTouch) s.addClause({posLit(e), negLit(labelVar(p, k)), negLit(labelVar(q, k))});
    }
  }
  for (int y = 0; y + 1 < h; ++y)
    for (int x = 0; x + 1 < w; ++x) {
      const int i = y * w + x;
      const int inner[4] = {rightOf[static_cast<size_t>(i)], belowOf[static_cast<size_t>(i)],
                            belowOf[static_cast<size_t>(i + 1)], rightOf[static_cast<size_t>(i + w)]};
      if (rules.turns == Turns::NoUTurn) {  // no three of them (a U-turn), which covers the four
        for (int skip = 0; skip < 4; ++skip) {
          std::vector<int> clause;
          for (int k = 0; k < 4; ++k)
            if (k != skip) clause.push_back(negLit(inner[k]));
          s.addClause(clause);
        }
      } else {
        s.addClause({negLit(inner[0]), negLit(inner[1]), negLit(inner[2]), negLit(inner[3])});
      }
    }
  if (moves && shapes != TurnShapes::Any) {
    std::vector<int> edgeVar(static_cast<size_t>(cells * 2));
    for (size_t i = 0; i < static_cast<size_t>(cells); ++i) {
      edgeVar[i * 2] = rightOf[i];
      edgeVar[i * 2 + 1] = belowOf[i];
    }
    windowPatternClauses(s, w, h, *moves, edgeVar, pinned, {});
  }
  if (shapes == TurnShapes::NoImprovingOrFlip && rules.rule == Rule::Free) freeRuleMoveClauses(s, w, h, rightOf, belowOf, enc.used);
  // Branch on edges only: labels and used cells follow from them by propagation.
  {
    // Cut parity: the edges leaving the cells above a row cut (left of a column cut) number as
    // many as the clues there, mod 2 (the degrees there sum to the clues plus twice the rest).
    for (int horizontal = 0; horizontal < 2; ++horizontal) {
      const int lines = horizontal ? h : w;
      for (int cut = 1; cut < lines; ++cut) {
        std::vector<int> crossing;
        int clues = 0;
        for (int i = 0; i < cells; ++i) {
          const int pos = horizontal ? i / w : i % w;
          if (pos < cut && grid.numbers[static_cast<size_t>(i)] != 0) ++clues;
          if (pos == cut - 1) crossing.push_back((horizontal ? belowOf : rightOf)[static_cast<size_t>(i)]);
        }
        xorEquals(s, crossing, clues & 1);
      }
    }
  }
  return enc;
}

}  // namespace dlx::numberlink
