// The Numberlink analysis's tests ("is there a solution agreeing with the marks where this cell
// does not have its candidate label?") as questions to ONE incremental SAT solver per analysis,
// so what one test learns (learnt clauses, loop clauses, the labels proven forced) helps every
// later one. The marks are the same for every test of one analysis: they are clauses. What
// differs per test is asked under assumptions (sat/cdcl.h): the tested cell's "not its
// candidate", the known solution's labels outside a square around it, and which cells are pinned.
//
// Pinned cells and the conditional patterns. A test searches only for solutions without an
// improving window pattern (numberlink_window_moves.h), except patterns whose move would hand a
// pinned cell to another path (numberlink_sat_encoding.h): the marked cells and the tested cell.
// Placements touching a marked cell get no clause (as there); every other placement's clause
// also names pin(v) for each cell v its move hands over: "not this pattern, or one of these
// cells is pinned", with one pin variable per cell and at most one of them true (the solver's
// at-most-one constraint). A test assumes pin of its cell, so the clauses it meets are exactly
// those of a fresh search with that cell pinned, and the other pins fall at once, at one level.
// The square's fixed cells are NOT pinned: a square's search may then miss a solution that needs
// a pattern reaching into the fixed cells, which costs only the next square (a square's failure
// proves nothing); what it finds is still a real solution.
// Why this is sound across tests:
//   - Every clause learnt is implied by the clauses (pins free, at most one true), so it holds in
//     every later test, whichever cell that test pins.
//   - Completeness of a whole-board test of cell v: a real solution S agreeing with the marks
//     without v's candidate leads by improving moves that hand no marked cell and not v to
//     another path (they end: they improve) to S', which agrees with the marks, keeps v's
//     label and matches no pattern clear of them; S' with pin(v) alone true satisfies every
//     clause.
//   - Loop clauses and the connectivity theory's clauses hold for every real solution: global.
//   - A label proven forced is added as a unit clause: every real solution agreeing with the marks
//     has it, S' above is one, so no later test loses its answer.
//   - "Proved by a square": when a square's question is refuted without any of the square's
//     label fixings (the refutation, sat/cdcl.h's refutedBy, names only "not the candidate" and
//     pin(v)), the whole-board question (those two assumptions) is refuted too: the cell is
//     forced, with no whole-board search.
// Measured in numberlink_analysis.cpp.
// Where the published 20x20 analyses spend their nodes (bench's pubgen 20x20, 6.5M in all): a few
// whole-board tests, each either finding a solution that differs from the known one in 270-310
// cells (311k, 484k, 788k nodes) or refuting the label (1.86M, 0.92M nodes); on p_20x20_11 the
// first such test, for (12,1), takes 1.94M nodes; the next, for (14,2), had not ended after 10 minutes.
// Tried and not kept (all exact; nodes of `dlx analyze --no-difficulty` on p_14x14_01/03/08,
// 67,911 / 136,886 / 183,279 without them, with the listing cap at 2^15):
//   - phases away from the known solution before a whole-board test (its label literals decided
//     false first): 99,729 / 163,931 / 285,637; no help to the first far test (every phase
//     starts false already);
//   - random first phases: 81,351 / 255,529 / 202,737; label literals true first: the same /
//     the same / 221,467; on p_20x20_11's first far test, over these and VSIDS decay 0.8 / 0.99
//     and restart units 30 / 512: 0.66M-2.6M nodes against 1.94M, noise rather than a gain;
//   - squares fixed to each far solution a whole-board test found, not only the first one's
//     labels: 69,154 / 172,045 / 208,879, and p_20x20_11's (14,2) no sooner;
//   - other first solutions from the kind's own searches: the canonical edge search finds the
//     same first solution on all 8 turns and flips of p_20x20_11/12/15/16, and the exact edge
//     search with restarts finds none of p_20x20_11 in 400k nodes.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "core/analysis_domain.h"
#include "numberlink_sat.h"

namespace dlx::numberlink {

// The solver shared by the tests of one analysis (one set of marks).
class SatTests {
 public:
  // marks: the analysis's own, the same for each of its tests.
  SatTests(const Grid& grid, Rules rules, const std::vector<Mark>& marks);
  const Grid& grid() const { return grid_; }
  // Whether the tests of an analysis with these marks may use this solver.
  bool serves(const std::vector<Mark>& marks) const;
  // The next question (replacing the one before): the assumptions of `asker`, a test.
  void ask(const void* asker, std::vector<int> assumptions);
  const void* asker() const { return asker_; }
  // Runs the current question: Solution (search().board() holds it), Done (no solution) or Paused.
  RunStatus run(uint64_t budget) { return search_.runAssuming(budget, refuted_); }
  // After Done: the assumptions the refutation used (none when the marks have no solution).
  std::vector<int> refutation() { return refuted_ ? search_.encodedSolver().refutedBy() : std::vector<int>{}; }
  SatSearch& search() { return search_; }
  // The literal "cell has label" (number 0: unused), for the labels of a solution of this puzzle.
  int labelLiteral(int cell, int label);
  // pin(cell) as a variable; -1 for a clue cell (never handed to another path: an end) and a
  // marked one (pinned for good).
  int pin(int cell) const { return pins_[static_cast<size_t>(cell)]; }
  bool isPin(int lit) const { return (lit >> 1) >= firstPin_; }
  bool marked(int cell) const { return marked_[static_cast<size_t>(cell)] != 0; }
  // A label every solution agreeing with the marks gives the cell, for good (a unit clause).
  void settle(int cell, int label);
  uint64_t nodes() const { return search_.stats().nodes; }

 private:
  const Grid& grid_;
  std::vector<Mark> marks_;
  SatSearch search_;
  std::vector<int> pins_;
  int firstPin_ = 0;
  std::vector<char> marked_;
  const void* asker_ = nullptr;
  bool refuted_ = false;
  // labelLiteral's answers: per cell, the label last asked for and its literal.
  std::vector<int> cachedLabel_, cachedLiteral_;
};

// One test: the solutions agreeing with the tests' marks where `cell` does not have `label`,
// nearest first: the answer is usually a small change of the known solution (a path bent another
// way near the cell), so it asks first with every cell outside a square around the cell keeping
// its known label, for squares of growing size, and only then over the whole board. What a square
// finds is a real solution; a square refuted with its fixings proves nothing (the next one runs),
// one refuted without them proves the label forced (above). The stage's question is asked
// again when another test asked the solver in between.
// `tests` answers the squares, `whole` (when not null, else `tests` too) the whole board: both
// made for the same marks; a label proven forced is told to both.
class SatTestSearch final : public AssignmentSearch {
 public:
  SatTestSearch(std::shared_ptr<SatTests> tests, std::shared_ptr<SatTests> whole, int cell, int label, const std::vector<int>& known);
  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override { return done_ ? 1.0 : 0.0; }
  const std::vector<int>& assignment() const override { return labels_; }
  // After Done: whether a square proved the label forced (no whole-board search was needed).
  bool provedNear() const { return done_ && radius_ >= 0; }

 private:
  // The next square (or the whole board once a square would cover half of it), asked.
  void next();
  // Whether the refutation used one of the square's label fixings.
  bool usesFixings(const std::vector<int>& refutation) const;

  std::shared_ptr<SatTests> tests_, whole_;
  SatTests& at() { return radius_ >= 0 ? *tests_ : *whole_; }  // the solver of the current stage
  int cell_, label_, notLabel_;
  std::vector<int> known_;
  size_t step_ = 0;
  int radius_ = -1;  // the current square's, -1 for the whole board
  std::vector<int> assumptions_;
  bool done_ = false;
  std::vector<int> labels_;
  SearchStats stats_;
};

}  // namespace dlx::numberlink
