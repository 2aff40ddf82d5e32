#include "numberlink_sat_tests.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>

#include "numberlink_render.h"
#include "numberlink_window_moves.h"

namespace dlx::numberlink {

SatTests::SatTests(const Grid& grid, Rules rules, const std::vector<Mark>& marks)
    : grid_(grid), marks_(marks), search_(grid, rules, true, TurnShapes::Any) {
  const int w = grid.width, cells = w * grid.height;
  marked_.assign(static_cast<size_t>(cells), 0);
  for (const Mark& m : marks) {
    search_.fixLabel(m.var, m.label, m.equal);
    marked_[static_cast<size_t>(m.var)] = 1;
  }
  sat::Cdcl& s = search_.encodedSolver();
  firstPin_ = s.vars();
  pins_.assign(static_cast<size_t>(cells), -1);
  for (int c = 0; c < cells; ++c)
    if (!grid.numbers[static_cast<size_t>(c)] && !marked_[static_cast<size_t>(c)]) pins_[static_cast<size_t>(c)] = s.newVar();
  cachedLabel_.assign(static_cast<size_t>(cells), -1);
  cachedLiteral_.assign(static_cast<size_t>(cells), -1);
  // The moves do not hold under notouch (numberlink_window_moves.h), nor under no-u-turn (a move
  // may draw a U-turn, so a solution need not lead to one without patterns): no patterns then.
  if (!windowMovesHold(rules)) return;
  const SatEncoding& enc = search_.encoding();
  std::vector<int> edgeAt(static_cast<size_t>(cells * 2), -1);  // cell * 2 + dir: the edge right of / below it
  for (int e = 0; e < enc.edges(); ++e)
    edgeAt[static_cast<size_t>(enc.a[static_cast<size_t>(e)] * 2 + enc.dir[static_cast<size_t>(e)])] = e;
  // Marked cells are pinned for good (no clause, as in a fresh search); every other cell's pin
  // joins the clauses of the placements whose move hands it over.
  windowPatternClauses(s, w, grid.height, windowMoves4x3(), edgeAt, marked_, pins_);
  std::vector<int> pins;
  for (int v : pins_)
    if (v >= 0) pins.push_back(sat::posLit(v));
  s.addAtMostOne(pins);
}

bool SatTests::serves(const std::vector<Mark>& marks) const {
  return std::equal(marks.begin(), marks.end(), marks_.begin(), marks_.end(), [](const Mark& a, const Mark& b) {
    return a.var == b.var && a.label == b.label && a.equal == b.equal;
  });
}

void SatTests::ask(const void* asker, std::vector<int> assumptions) {
  asker_ = asker;
  search_.encodedSolver().assume(std::move(assumptions));
}

int SatTests::labelLiteral(int cell, int label) {
  const size_t c = static_cast<size_t>(cell);
  if (cachedLabel_[c] != label) cachedLabel_[c] = label, cachedLiteral_[c] = search_.labelLiteral(cell, label);
  return cachedLiteral_[c];
}

void SatTests::settle(int cell, int label) {
  const int lit = labelLiteral(cell, label);
  if (lit >= 0) search_.encodedSolver().addClause({lit});
}

SatTestSearch::SatTestSearch(std::shared_ptr<SatTests> tests, std::shared_ptr<SatTests> whole, int cell, int label, const std::vector<int>& known)
    : tests_(std::move(tests)), whole_(whole ? std::move(whole) : tests_), cell_(cell), label_(label), known_(known) {
  const int lit = tests_->labelLiteral(cell, label);
  notLabel_ = lit < 0 ? -1 : lit ^ 1;
  next();
}

void SatTestSearch::next() {
  static constexpr int kRadii[] = {2, 4, 7, 10};
  const Grid& grid = tests_->grid();
  const int vx = cell_ % grid.width, vy = cell_ / grid.width;
  radius_ = -1;
  while (step_ < std::size(kRadii)) {
    const int r = kRadii[step_++];
    const int w = std::min(vx + r, grid.width - 1) - std::max(vx - r, 0) + 1;
    const int h = std::min(vy + r, grid.height - 1) - std::max(vy - r, 0) + 1;
    if (2 * w * h <= grid.width * grid.height) {
      radius_ = r;
      break;
    }
  }
  // The tested cell, then the fixings (the only cell pinned is the tested one: see the header).
  // (A cell never given the label, or without a pin, a clue's or a marked one, asks without it.)
  assumptions_.clear();
  if (notLabel_ >= 0) assumptions_.push_back(notLabel_);
  if (tests_->pin(cell_) >= 0) assumptions_.push_back(sat::posLit(tests_->pin(cell_)));
  for (int y = 0; y < grid.height && radius_ >= 0; ++y)
    for (int x = 0; x < grid.width; ++x) {
      const int c = y * grid.width + x;
      if (std::abs(x - vx) > radius_ || std::abs(y - vy) > radius_)
        if (!grid.numbers[static_cast<size_t>(c)] && !tests_->marked(c))
          assumptions_.push_back(tests_->labelLiteral(c, known_[static_cast<size_t>(c)]));
    }
  // (Literals from tests_ serve whole_ too: made alike, they number their variables alike.)
  at().ask(this, assumptions_);
}

bool SatTestSearch::usesFixings(const std::vector<int>& refutation) const {
  for (int lit : refutation)
    if (lit != notLabel_ && !tests_->isPin(lit)) return true;
  return false;
}

RunStatus SatTestSearch::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  for (;;) {
    if (at().asker() != this) at().ask(this, assumptions_);  // another test asked in between
    const uint64_t before = at().nodes();
    const RunStatus status = at().run(budget);
    const uint64_t used = at().nodes() - before;
    stats_.nodes += used;
    budget -= std::min(budget, used);
    if (status == RunStatus::Paused) return status;
    if (status == RunStatus::Solution) {
      const Grid& grid = tests_->grid();
      labels_ = labelsOf(grid, tracePaths(grid, at().search().board()));
      stats_.solutions = 1;
      done_ = true;
      return status;
    }
    if (radius_ < 0 || !usesFixings(at().refutation())) {
      tests_->settle(cell_, label_);
      if (whole_ != tests_) whole_->settle(cell_, label_);
      done_ = true;
      return RunStatus::Done;
    }
    next();
    if (budget == 0) return RunStatus::Paused;
  }
}

}  // namespace dlx::numberlink
