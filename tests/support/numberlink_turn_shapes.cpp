#include "support/numberlink_turn_shapes.h"

#include <algorithm>
#include <tuple>

namespace nltest {
namespace {

struct Cell {
  int x, y;
};

// The two base shapes of solver/kinds/numberlink/numberlink_turn_moves.h, as cells joined: lines,
// gone, drawn; every other shape follows from them by the square's symmetries.
struct Base {
  std::vector<std::pair<Cell, Cell>> lines, gone, drawn;
};

// U-turn: P runs p1=(0,0) p2=(1,0) p3=(1,1) p4=(0,1); Q's line (2,0)-(2,1).
// Hairpin: P runs p1=(0,2) (0,1) (0,0) (1,0) (1,1) pk=(1,2); Q's line (2,0)-(2,1), walked in as
// (1,0) (0,0) (0,1) (1,1).
const Base kBases[] = {
    {{{{0, 0}, {1, 0}}, {{1, 0}, {1, 1}}, {{1, 1}, {0, 1}}, {{2, 0}, {2, 1}}},
     {{{0, 0}, {1, 0}}, {{1, 1}, {0, 1}}, {{2, 0}, {2, 1}}},
     {{{0, 0}, {0, 1}}, {{2, 0}, {1, 0}}, {{1, 1}, {2, 1}}}},
    {{{{0, 2}, {0, 1}}, {{0, 1}, {0, 0}}, {{0, 0}, {1, 0}}, {{1, 0}, {1, 1}}, {{1, 1}, {1, 2}}, {{2, 0}, {2, 1}}},
     {{{0, 2}, {0, 1}}, {{1, 0}, {1, 1}}, {{1, 1}, {1, 2}}, {{2, 0}, {2, 1}}},
     {{{0, 2}, {1, 2}}, {{2, 0}, {1, 0}}, {{0, 1}, {1, 1}}, {{1, 1}, {2, 1}}}},
};

// One of the square's eight symmetries: swap the axes, then mirror x and/or y.
Cell apply(int t, Cell c) {
  if (t & 4) std::swap(c.x, c.y);
  if (t & 1) c.x = -c.x;
  if (t & 2) c.y = -c.y;
  return c;
}

std::vector<Edge> edgesOf(const std::vector<std::pair<Cell, Cell>>& joins, int t, Cell origin) {
  std::vector<Edge> out;
  for (const auto& [a0, b0] : joins) {
    Cell a = apply(t, a0), b = apply(t, b0);
    a.x -= origin.x, a.y -= origin.y, b.x -= origin.x, b.y -= origin.y;
    if (std::tie(b.y, b.x) < std::tie(a.y, a.x)) std::swap(a, b);
    out.push_back({a.x, a.y, b.y > a.y ? 1 : 0});
  }
  std::sort(out.begin(), out.end(), [](const Edge& p, const Edge& q) {
    return std::tie(p.y, p.x, p.dir) < std::tie(q.y, q.x, q.dir);
  });
  return out;
}

std::vector<Shape> build(size_t bases) {
  std::vector<Shape> moves;
  for (size_t b = 0; b < bases; ++b)
    for (int t = 0; t < 8; ++t) {
      const Base& base = kBases[b];
      Cell lo{1 << 20, 1 << 20}, hi{-(1 << 20), -(1 << 20)};
      for (const auto* joins : {&base.lines, &base.drawn})
        for (const auto& [a, b] : *joins)
          for (Cell c : {apply(t, a), apply(t, b)}) {
            lo.x = std::min(lo.x, c.x), lo.y = std::min(lo.y, c.y);
            hi.x = std::max(hi.x, c.x), hi.y = std::max(hi.y, c.y);
          }
      Shape m{hi.x - lo.x + 1, hi.y - lo.y + 1, edgesOf(base.lines, t, lo), edgesOf(base.gone, t, lo),
                 edgesOf(base.drawn, t, lo), -1, false};
      bool seen = false;
      for (const Shape& o : moves) seen = seen || (o.lines == m.lines && o.gone == m.gone);
      if (seen) continue;
      // The first changed edge in the solutions' order decides which of the two is smaller.
      const Edge& firstGone = m.gone.front();
      const Edge& firstDrawn = m.drawn.front();
      m.improving = std::tie(firstGone.y, firstGone.x, firstGone.dir) < std::tie(firstDrawn.y, firstDrawn.x, firstDrawn.dir);
      moves.push_back(m);
    }
  // Each shape's inverse: the lines the move leaves, at the same anchor.
  for (Shape& m : moves) {
    std::vector<Edge> after;
    for (const Edge& l : m.lines)
      if (std::find(m.gone.begin(), m.gone.end(), l) == m.gone.end()) after.push_back(l);
    after.insert(after.end(), m.drawn.begin(), m.drawn.end());
    std::sort(after.begin(), after.end(), [](const Edge& p, const Edge& q) {
      return std::tie(p.y, p.x, p.dir) < std::tie(q.y, q.x, q.dir);
    });
    for (size_t i = 0; i < moves.size(); ++i)
      if (moves[i].lines == after && moves[i].width == m.width && moves[i].height == m.height) m.inverse = static_cast<int>(i);
  }
  return moves;
}

}  // namespace

std::vector<Shape> derivedTurnShapes(bool hairpins) { return build(hairpins ? 2 : 1); }

}  // namespace nltest
