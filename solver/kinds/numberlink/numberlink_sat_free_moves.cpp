#include "numberlink_sat_free_moves.h"

namespace dlx::numberlink {

using sat::negLit;
using sat::posLit;

void freeRuleMoveClauses(sat::Cdcl& s, int w, int h, const std::vector<int>& rightOf, const std::vector<int>& belowOf,
                         const std::vector<int>& used) {
  // Per unit square: "no corner at the top left with the bottom right unused, nor at the top
  // right with the bottom left unused". An unused cell is no clue (clues have used -1).
  for (int y = 0; y + 1 < h; ++y)
    for (int x = 0; x + 1 < w; ++x) {
      const size_t tl = static_cast<size_t>(y * w + x), tr = tl + 1, bl = tl + static_cast<size_t>(w), br = bl + 1;
      if (used[br] >= 0) s.addClause({negLit(rightOf[tl]), negLit(belowOf[tl]), posLit(used[br])});
      if (used[bl] >= 0) s.addClause({negLit(rightOf[tl]), negLit(belowOf[tr]), posLit(used[bl])});
    }
  // Per 3x2 window (and turned): no path bulging round an unused middle cell of a long side (it
  // could run straight past instead, using two cells fewer). Bulges round two cells as well
  // (4x2) changed nodes both ways (p_14x14_07 285k -> 261k, generated unique 14x14 29k -> 54k).
  auto bulge = [&](int e1, int e2, int e3, int e4, size_t middle) {
    if (used[middle] >= 0) s.addClause({negLit(e1), negLit(e2), negLit(e3), negLit(e4), posLit(used[middle])});
  };
  const size_t W = static_cast<size_t>(w);
  for (int y = 0; y + 1 < h; ++y)
    for (int x = 0; x + 2 < w; ++x) {  // 3 wide: top cells t0 t1 t2, bottom b0 b1 b2
      const size_t t0 = static_cast<size_t>(y * w + x), t1 = t0 + 1, t2 = t0 + 2, b0 = t0 + W, b1 = b0 + 1;
      bulge(belowOf[t0], rightOf[b0], rightOf[b1], belowOf[t2], t1);
      bulge(belowOf[t0], rightOf[t0], rightOf[t1], belowOf[t2], b1);
    }
  for (int y = 0; y + 2 < h; ++y)
    for (int x = 0; x + 1 < w; ++x) {  // 3 tall: left cells l0 l1 l2, right r0 r1 r2
      const size_t l0 = static_cast<size_t>(y * w + x), l1 = l0 + W, l2 = l1 + W, r0 = l0 + 1, r1 = l1 + 1;
      bulge(rightOf[l0], belowOf[r0], belowOf[r1], rightOf[l2], l1);
      bulge(rightOf[l0], belowOf[l0], belowOf[l1], rightOf[l2], r1);
    }
}

}  // namespace dlx::numberlink
