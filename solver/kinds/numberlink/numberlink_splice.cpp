#include "numberlink_splice.h"

#include <algorithm>

#include "numberlink_sat.h"

namespace dlx::numberlink {

SpliceSearch::SpliceSearch(const Grid& grid)
    : grid_(grid), pairs_(static_cast<int>(pairsOf(grid).size())), theory_(grid, Rules{}, enc_, incident_, true), board_(grid) {}

void SpliceSearch::encode() {
  encoded_ = true;
  // The regions check in loop mode: models with loops are what this search wants to see.
  enc_ = encodeNumberlink(grid_, Rules{}, solver_);
  solver_.setTheory(&theory_);
  incident_ = incidentEdges(enc_, grid_.width * grid_.height);
  for (int e = 0; e < enc_.edges() && !preferLinks_.empty(); ++e)
    if (preferLinks_[static_cast<size_t>(enc_.a[static_cast<size_t>(e)])] >> enc_.dir[static_cast<size_t>(e)] & 1) solver_.preferTrue(e);
  for (size_t c = 0; c < preferOwner_.size(); ++c)
    if (preferOwner_[c] >= 0) solver_.preferTrue(enc_.label[c * static_cast<size_t>(enc_.labels) + static_cast<size_t>(preferOwner_[c])]);
}

void SpliceSearch::link(int a, int b, bool on) {
  const int w = grid_.width, h = grid_.height;
  for (int d = 0; d < 4; ++d)
    if (gridNeighbour(a, d, w, h) == b) {
      const uint8_t da = static_cast<uint8_t>(1u << d), db = static_cast<uint8_t>(1u << ((d + 2) & 3));
      if (on) links_[static_cast<size_t>(a)] |= da, links_[static_cast<size_t>(b)] |= db;
      else links_[static_cast<size_t>(a)] &= static_cast<uint8_t>(~da), links_[static_cast<size_t>(b)] &= static_cast<uint8_t>(~db);
    }
}

int SpliceSearch::labelComponents() {
  const int w = grid_.width, h = grid_.height, cells = w * h;
  comp_.assign(static_cast<size_t>(cells), -1);
  members_.assign(static_cast<size_t>(pairs_), {});
  // Follows the links from `start` (a clue, or any cell of a loop) until they run out or come back.
  auto walk = [&](int start, int id) {
    for (int cell = start, from = -1; cell >= 0 && comp_[static_cast<size_t>(cell)] < 0;) {
      comp_[static_cast<size_t>(cell)] = id;
      members_[static_cast<size_t>(id)].push_back(cell);
      int next = -1;
      for (int d = 0; d < 4; ++d) {
        const int n = gridNeighbour(cell, d, w, h);
        if (links_[static_cast<size_t>(cell)] >> d & 1 && n != from) next = n;
      }
      from = cell, cell = next;
    }
  };
  const std::vector<Pair> pairs = pairsOf(grid_);
  for (int k = 0; k < pairs_; ++k) walk(pairs[static_cast<size_t>(k)].first, k);
  int loops = 0;
  for (int c = 0; c < cells; ++c)
    if (comp_[static_cast<size_t>(c)] < 0 && links_[static_cast<size_t>(c)] != 0) {
      members_.emplace_back();
      walk(c, pairs_ + loops++);
    }
  work_ += static_cast<uint64_t>(cells);
  return loops;
}

bool SpliceSearch::readModel() {
  const int w = grid_.width, h = grid_.height, cells = w * h;
  links_.assign(static_cast<size_t>(cells), 0);
  for (int e = 0; e < enc_.edges(); ++e)
    if (solver_.value(e)) link(enc_.a[static_cast<size_t>(e)], enc_.b[static_cast<size_t>(e)], true);
  const int loops = labelComponents();
  // The SAT search's clause under rule fill: a loop's cells lie on paths between clues outside
  // it, so some edge leaves them. Added after reading the model (a clause ends it).
  for (int id = pairs_; id < pairs_ + loops; ++id) {
    std::vector<int> leaving;
    for (int c : members_[static_cast<size_t>(id)])
      for (int d = 0; d < 4; ++d) {
        const int n = gridNeighbour(c, d, w, h);
        if (n < 0 || comp_[static_cast<size_t>(n)] == id) continue;
        leaving.push_back(sat::posLit(incident_[static_cast<size_t>(c * 4 + d)]));
      }
    solver_.addClause(leaving);
  }
  return loops > 0;
}

bool SpliceSearch::repair() {
  const int w = grid_.width, h = grid_.height;
  bool changed = labelComponents() > 0;
  // A pass tries every loop's edges; a splice can open others (a detour brings new edges beside
  // a loop, a merged loop has more edges), so passes repeat while one spliced something.
  while (changed) {
    changed = false;
    for (size_t id = static_cast<size_t>(pairs_); id < members_.size(); ++id) {
      bool spliced = false;
      for (size_t k = 0; k < members_[id].size() && !spliced; ++k) {
        const int u = members_[id][k];
        for (int d = 0; d < 2 && !spliced; ++d) {  // each loop edge u-v once, from its left or upper cell
          const int v = gridNeighbour(u, d, w, h);
          if (!(links_[static_cast<size_t>(u)] >> d & 1)) continue;
          for (const int side : {d ^ 1, (d ^ 1) + 2}) {  // the two sides across the edge
            const int a = gridNeighbour(u, side, w, h);
            if (a < 0 || comp_[static_cast<size_t>(a)] == static_cast<int>(id) || !(links_[static_cast<size_t>(a)] >> d & 1))
              continue;
            const int b = gridNeighbour(a, d, w, h), into = comp_[static_cast<size_t>(a)];
            link(u, v, false), link(a, b, false), link(u, a, true), link(v, b, true);
            for (int c : members_[id]) comp_[static_cast<size_t>(c)] = into;
            std::vector<int>& target = members_[static_cast<size_t>(into)];
            target.insert(target.end(), members_[id].begin(), members_[id].end());
            work_ += members_[id].size();
            members_[id].clear();
            ++splices_;
            spliced = changed = true;
            break;
          }
        }
      }
    }
  }
  return loopFree();
}

bool SpliceSearch::loopFree() {
  // The repair's own bookkeeping is not trusted: every pair's path is walked again from its first
  // clue, and must end on the second one with every cell of the grid on some path.
  const int w = grid_.width, h = grid_.height, cells = w * h;
  int covered = 0;
  for (const Pair& p : pairsOf(grid_)) {
    int cell = p.first, from = -1, last = -1;
    while (cell >= 0 && covered <= cells) {
      ++covered;
      int next = -1;
      for (int d = 0; d < 4; ++d) {
        const int n = gridNeighbour(cell, d, w, h);
        if (links_[static_cast<size_t>(cell)] >> d & 1 && n != from) next = n;
      }
      last = cell, from = cell, cell = next;
    }
    if (last != p.second) return false;
  }
  work_ += static_cast<uint64_t>(cells);
  return covered == cells;
}

RunStatus SpliceSearch::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  if (!encoded_) encode();
  const uint64_t start = stats_.nodes;
  while (stats_.nodes - start < budget) {
    const uint64_t left = budget - (stats_.nodes - start);
    const sat::Cdcl::Result r = solver_.run(SatSearch::literalBudget(left));
    bool solved = false;
    if (r == sat::Cdcl::Result::Sat) {
      ++models_;
      const bool loops = readModel();
      solved = !loops || repair();
      repaired_ += loops && solved;
    }
    stats_.nodes = (solver_.propagations() + work_) / SatSearch::kPropagationsPerNode;
    stats_.updates = solver_.conflicts();
    if (r == sat::Cdcl::Result::Unsat) {
      done_ = true;
      return RunStatus::Done;
    }
    if (r == sat::Cdcl::Result::Unknown) return RunStatus::Paused;
    if (!solved) continue;  // loops that would not splice: their clauses ask for the next model
    if (std::find(reported_.begin(), reported_.end(), links_) != reported_.end()) continue;  // spliced from another model before
    reported_.push_back(links_);
    // A solution: drawn on the board, and blocked ("not all of its edges").
    board_.clearLinks();
    std::vector<int> notAll;
    for (int c = 0; c < grid_.width * grid_.height; ++c)
      for (int d = 0; d < 2; ++d)
        if (links_[static_cast<size_t>(c)] >> d & 1) {
          board_.link(board_.cellOf(c % grid_.width, c / grid_.width), d);
          notAll.push_back(sat::negLit(incident_[static_cast<size_t>(c * 4 + d)]));
        }
    solver_.addClause(notAll);
    ++stats_.solutions;
    return RunStatus::Solution;
  }
  return RunStatus::Paused;
}

}  // namespace dlx::numberlink
