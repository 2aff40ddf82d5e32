#include "numberlink_sat_regions.h"

#include <algorithm>

namespace dlx::numberlink {

ConnectivityTheory::ConnectivityTheory(const Grid& grid, Rules rules, const SatEncoding& enc,
                                       const std::vector<int>& incident, bool loopMode)
    : grid_(grid), rules_(rules), enc_(enc), incident_(incident), loopMode_(loopMode) {
  partner_.assign(grid.numbers.size(), -1);
  for (const Pair& p : pairsOf(grid)) {
    partner_[static_cast<size_t>(p.first)] = p.second;
    partner_[static_cast<size_t>(p.second)] = p.first;
  }
  region_.assign(grid.numbers.size(), 0);
  // Black cells count +1, white -1; a pair with both clues of one colour needs one such cell
  // more, so its first clue takes its own back.
  auto colour = [&](int c) { return (c % grid.width + c / grid.width) & 1; };
  excessOf_.assign(grid.numbers.size(), 0);
  for (int c = 0; c < static_cast<int>(grid.numbers.size()); ++c) {
    const int mate = partner_[static_cast<size_t>(c)], own = colour(c) ? -1 : 1;
    excessOf_[static_cast<size_t>(c)] = static_cast<int8_t>(mate > c && colour(mate) == colour(c) ? 0 : own);
  }
}

bool ConnectivityTheory::check(const sat::Cdcl& solver, std::vector<int>& clause) {
  const int cells = static_cast<int>(region_.size());
  auto other = [&](int e, int cell) {
    const int a = enc_.a[static_cast<size_t>(e)];
    return a == cell ? enc_.b[static_cast<size_t>(e)] : a;
  };
  if (stamp_ > (1 << 30) - cells) std::fill(region_.begin(), region_.end(), 0), stamp_ = 0;
  const int base = stamp_;
  for (int start = 0; start < cells; ++start) {
    if (region_[static_cast<size_t>(start)] > base) continue;
    const int id = ++stamp_;
    queue_.assign(1, start);
    region_[static_cast<size_t>(start)] = id;
    int clues = 0, onEdge = -1, excess = 0;  // excess: black minus white cells, less what its pairs need
    for (size_t k = 0; k < queue_.size(); ++k) {
      const int c = queue_[k];
      clues += grid_.numbers[static_cast<size_t>(c)] != 0;
      excess += excessOf_[static_cast<size_t>(c)];
      for (int d = 0; d < 4; ++d) {
        const int e = incident_[static_cast<size_t>(c * 4 + d)];
        if (e < 0 || solver.valueOf(sat::posLit(e)) < 0) continue;
        if (solver.valueOf(sat::posLit(e)) > 0) onEdge = e;
        const int n = other(e, c);
        if (region_[static_cast<size_t>(n)] != id) region_[static_cast<size_t>(n)] = id, queue_.push_back(n);
      }
    }
    bool dead = loopMode_ ? excess != 0 : clues == 0 && (rules_.rule == Rule::Fill || onEdge >= 0);
    for (size_t k = 0; k < queue_.size() && !dead && clues > 0; ++k) {
      const int mate = partner_[static_cast<size_t>(queue_[k])];
      dead = mate >= 0 && region_[static_cast<size_t>(mate)] != id;
    }
    if (!dead) continue;
    clause.clear();
    if (clues == 0 && rules_.rule == Rule::Free) clause.push_back(sat::negLit(onEdge));
    for (int c : queue_)
      for (int d = 0; d < 4; ++d) {
        const int e = incident_[static_cast<size_t>(c * 4 + d)];
        if (e >= 0 && region_[static_cast<size_t>(other(e, c))] != id) clause.push_back(sat::posLit(e));
      }
    return true;
  }
  return false;
}

}  // namespace dlx::numberlink
