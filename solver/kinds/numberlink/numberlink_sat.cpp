#include "numberlink_sat.h"

namespace dlx::numberlink {

SatSearch::SatSearch(const Grid& grid, Rules rules, bool connectivity, TurnShapes shapes, const WindowMoves* moves)
    : grid_(grid),
      rules_(rules),
      connectivity_(connectivity),
      shapes_(shapes),
      moves_(moves),
      theory_(grid, rules, enc_, incident_),
      board_(grid) {}

void SatSearch::encode() {
  encoded_ = true;
  std::vector<char> pinned;  // with shapes: the cells fixLabel() speaks of keep their paths
  if (shapes_ != TurnShapes::Any && !fixed_.empty()) {
    pinned.assign(static_cast<size_t>(grid_.width * grid_.height), 0);
    for (const FixedLabel& f : fixed_) pinned[static_cast<size_t>(f.cell)] = 1;
  }
  enc_ = encodeNumberlink(grid_, rules_, solver_, shapes_, moves_, pinned);
  if (connectivity_) solver_.setTheory(&theory_);
  incident_ = incidentEdges(enc_, grid_.width * grid_.height);
  for (const std::vector<uint8_t>& links : excluded_) exclude(links);
  excluded_.clear();
  for (const FixedLabel& f : fixed_) {
    const int lit = labelLiteral(f.cell, f.number);
    if (lit < 0) {
      if (f.equal) solver_.addClause({});  // a label no solution gives the cell
      continue;
    }
    solver_.addClause({f.equal ? lit : lit ^ 1});
  }
}

int SatSearch::labelLiteral(int cell, int number) const {
  // "On the path of k" is a label variable; "unused" is the used-cell variable false (a cell
  // without one is always used: "unused" is then impossible).
  if (number == 0) {
    const int u = enc_.used[static_cast<size_t>(cell)];
    return u >= 0 ? sat::negLit(u) : -1;
  }
  const std::vector<Pair> pairs = pairsOf(grid_);
  for (size_t k = 0; k < pairs.size(); ++k)
    if (pairs[k].number == number) return sat::posLit(enc_.label[static_cast<size_t>(cell * enc_.labels) + k]);
  return -1;
}

sat::Cdcl& SatSearch::encodedSolver() {
  if (!encoded_) encode();
  return solver_;
}

void SatSearch::fixLabel(int cell, int number, bool equal) { fixed_.push_back({cell, number, equal}); }

void SatSearch::block(const std::vector<int>& onEdges) {
  std::vector<int> clause;
  for (int e : onEdges) clause.push_back(sat::negLit(e));
  solver_.addClause(clause);
}

void SatSearch::exclude(const std::vector<uint8_t>& links) {
  if (!encoded_) {
    excluded_.push_back(links);
    return;
  }
  std::vector<int> on;
  for (int e = 0; e < enc_.edges(); ++e)
    if (links[static_cast<size_t>(enc_.a[static_cast<size_t>(e)])] >> enc_.dir[static_cast<size_t>(e)] & 1) on.push_back(e);
  block(on);
}

bool SatSearch::acceptModel() {
  const int cells = grid_.width * grid_.height;
  auto other = [&](int e, int cell) {
    const int a = enc_.a[static_cast<size_t>(e)];
    return a == cell ? enc_.b[static_cast<size_t>(e)] : a;
  };
  auto on = [&](int e) { return e >= 0 && solver_.value(e); };
  // Walk every path from its clues; the used cells left over lie on loops.
  std::vector<int8_t> reached(static_cast<size_t>(cells), 0);
  for (int start = 0; start < cells; ++start) {
    if (grid_.numbers[static_cast<size_t>(start)] == 0 || reached[static_cast<size_t>(start)]) continue;
    for (int cell = start, from = -1; cell >= 0 && !reached[static_cast<size_t>(cell)];) {
      reached[static_cast<size_t>(cell)] = 1;
      int next = -1;
      for (int d = 0; d < 4; ++d) {
        const int e = incident_[static_cast<size_t>(cell * 4 + d)];
        if (on(e) && other(e, cell) != from) next = other(e, cell);
      }
      from = cell, cell = next;
    }
  }
  bool loops = false;
  std::vector<int> loopCells, loopEdges, leaving;
  for (int start = 0; start < cells; ++start) {
    if (reached[static_cast<size_t>(start)]) continue;
    bool used = false;
    for (int d = 0; d < 4; ++d) used = used || on(incident_[static_cast<size_t>(start * 4 + d)]);
    if (!used) continue;
    // A loop: collect its cells and edges, then the edges leaving it.
    loopCells.clear(), loopEdges.clear(), leaving.clear();
    loopCells.push_back(start);
    reached[static_cast<size_t>(start)] = 2;
    for (size_t k = 0; k < loopCells.size(); ++k)
      for (int d = 0; d < 4; ++d) {
        const int e = incident_[static_cast<size_t>(loopCells[k] * 4 + d)];
        if (!on(e)) continue;
        const int n = other(e, loopCells[k]);
        if (d < 2) loopEdges.push_back(e);  // each edge once, from its left or upper cell
        if (!reached[static_cast<size_t>(n)]) reached[static_cast<size_t>(n)] = 2, loopCells.push_back(n);
      }
    for (int c : loopCells)
      for (int d = 0; d < 4; ++d) {
        const int e = incident_[static_cast<size_t>(c * 4 + d)];
        if (e >= 0 && reached[static_cast<size_t>(other(e, c))] != 2) leaving.push_back(sat::posLit(e));
      }
    if (rules_.rule == Rule::Fill) {
      solver_.addClause(leaving);
    } else {
      block(loopEdges);
      leaving.push_back(sat::negLit(enc_.used[static_cast<size_t>(start)]));
      solver_.addClause(leaving);
    }
    for (int c : loopCells) reached[static_cast<size_t>(c)] = 3;  // done with this loop
    ++loopClauses_;
    loops = true;
  }
  if (loops) return false;
  board_.clearLinks();
  for (int e = 0; e < enc_.edges(); ++e)
    if (on(e)) {
      const int a = enc_.a[static_cast<size_t>(e)];
      board_.link(board_.cellOf(a % grid_.width, a / grid_.width), enc_.dir[static_cast<size_t>(e)]);
    }
  return true;
}

RunStatus SatSearch::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  if (!encoded_) encode();
  const uint64_t start = stats_.nodes;
  while (stats_.nodes - start < budget) {
    const uint64_t left = budget - (stats_.nodes - start);
    const sat::Cdcl::Result r = solver_.run(literalBudget(left));
    stats_.nodes = solver_.propagations() / kPropagationsPerNode;
    stats_.updates = solver_.conflicts();
    if (r == sat::Cdcl::Result::Unsat) {
      done_ = true;
      return RunStatus::Done;
    }
    if (r == sat::Cdcl::Result::Unknown) return RunStatus::Paused;
    if (!acceptModel()) continue;
    std::vector<int> onEdges;
    for (int e = 0; e < enc_.edges(); ++e)
      if (solver_.value(e)) onEdges.push_back(e);
    block(onEdges);
    ++stats_.solutions;
    return RunStatus::Solution;
  }
  return RunStatus::Paused;
}

RunStatus SatSearch::runAssuming(uint64_t budget, bool& refuted) {
  // run()'s loop, kept apart so the page's first module (it has a byte budget) links only that.
  refuted = false;
  const uint64_t start = stats_.nodes;
  while (!done_ && stats_.nodes - start < budget) {
    const uint64_t left = budget - (stats_.nodes - start);
    const sat::Cdcl::Result r = encodedSolver().run(literalBudget(left));
    stats_.nodes = solver_.propagations() / kPropagationsPerNode;
    if (r == sat::Cdcl::Result::Unknown) return RunStatus::Paused;
    refuted = r == sat::Cdcl::Result::Refuted;
    done_ = r == sat::Cdcl::Result::Unsat;
    if (r == sat::Cdcl::Result::Sat && acceptModel()) return RunStatus::Solution;
    if (r != sat::Cdcl::Result::Sat) return RunStatus::Done;
  }
  return done_ ? RunStatus::Done : RunStatus::Paused;
}

}  // namespace dlx::numberlink
