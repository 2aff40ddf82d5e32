#include "numberlink_analysis.h"

#include <memory>

#include "core/filtered_domain.h"
#include "numberlink_analysis_hints.h"
#include "numberlink_render.h"
#include "numberlink_sat.h"
#include "numberlink_sat_tests.h"

namespace dlx {
extern const int kNumberlinkAnalysisLink = 1;  // see core/analysis_session.cpp
}

namespace dlx::numberlink {

namespace {

// Solutions that agree with marks, by the SAT search with each mark as a clause: what the
// analysis uses to test a label ("is there a solution without it?"). The filtered search would
// walk every solution of the puzzle to answer no, which on a published-size puzzle with a second
// solution never ends; the SAT search proves it from the clauses. An existence question, so the
// search keeps only solutions without improving shapes away from the marked cells (pinned,
// numberlink_sat_encoding.h), as the uniqueness proof does (numberlink_turn_proof.h): there is
// one of those exactly when there is any (not under notouch or no-u-turn, where the moves do not
// hold: windowMovesHold).
// `dlx analyze --no-difficulty` on p_14x14_01/03/08 (second solutions; the filtered search ends
// none of them in 120 s): 0.65 / 1.4 / 78 s with the plain SAT search (p_14x14_08's hardest
// tests 2-4.7M nodes each), 0.26 / 0.49 / 4.0 s with the shapes forbidden. The race's window
// moves (numberlink_window_moves.h) instead of the U-turns and hairpins: p_14x14_03/08 340k / 1.88M
// -> 266k / 1.28M nodes, bench's pubgen 20x20 9.3M -> 6.1M (each test makes more clauses, so the
// times gain less: 4.3 -> 4.0 s, 23.6 -> 20.7 s on a loaded machine). The tests now ask the
// same question of two incremental solvers per analysis (numberlink_sat_tests.h; measured below);
// this search serves marks that say "not this label" outside the tests.
class SatAssignmentSearch final : public AssignmentSearch {
 public:
  SatAssignmentSearch(const Grid& grid, Rules rules, const std::vector<Mark>& marks)
      : grid_(grid),
        search_(grid, rules, true, windowMovesHold(rules) ? TurnShapes::NoImproving : TurnShapes::Any,
                &windowMoves4x3()) {
    for (const Mark& m : marks) search_.fixLabel(m.var, m.label, m.equal);
  }
  RunStatus run(uint64_t budget) override {
    const RunStatus status = search_.run(budget);
    if (status == RunStatus::Solution) labels_ = labelsOf(grid_, tracePaths(grid_, search_.board()));
    return status;
  }
  const SearchStats& stats() const override { return search_.stats(); }
  double progress() const override { return search_.progress(); }
  const std::vector<int>& assignment() const override { return labels_; }

 private:
  const Grid& grid_;
  SatSearch search_;
  std::vector<int> labels_;
};

// The filtered search for solutions (the kind's own race: it lists solutions and proves a puzzle
// unique far sooner), the SAT search for tests, plus the kind's own reasoning for hints.
class NumberlinkDomain final : public AnalysisDomain {
 public:
  NumberlinkDomain(FilteredDomainSpec spec, const Grid& grid, Rules rules)
      : filtered_(std::move(spec)), grid_(grid), rules_(rules) {}
  int width() const override { return filtered_.width(); }
  int height() const override { return filtered_.height(); }
  int markLabel(int var, int64_t label) const override { return filtered_.markLabel(var, label); }
  std::optional<int> fixedLabel(int var) const override { return filtered_.fixedLabel(var); }
  std::unique_ptr<AssignmentSearch> search(const std::vector<Mark>& marks) const override {
    for (const Mark& m : marks)
      if (!m.equal) return std::make_unique<SatAssignmentSearch>(grid_, rules_, marks);
    return filtered_.search(marks);
  }
  // Every test of one analysis asks the same two incremental solvers (numberlink_sat_tests.h):
  // one for the squares, one for the whole board (the squares' learnt clauses name their fixings
  // and only slowed the whole-board questions: bench's pubgen 20x20 10.4M -> 6.5M nodes). Against
  // a fresh search per square (`dlx analyze --no-difficulty`, nodes, one loaded machine):
  // p_14x14_01 236k -> 221k (748 -> 386 ms), p_14x14_03 266k -> 232k (754 -> 538 ms),
  // p_14x14_08 1.28M -> 183k (4.2 -> 0.66 s), pubgen 20x20 6.1M -> 6.5M (51 -> 29 s: no board
  // encoded per square any more). The published 20x20 ones with second solutions still do not
  // finish within a minute (their forced labels need long whole-board searches). Made
  // for the first test of an analysis with other marks than the last one's (the analyses of a
  // domain, difficulty's nested ones included, run one after another).
  std::unique_ptr<AssignmentSearch> testSearch(const std::vector<Mark>& marks, const std::vector<int>& known) const override {
    const std::vector<Mark> own(marks.begin(), marks.end() - 1);
    if (!tests_ || !tests_->serves(own)) {
      tests_ = std::make_shared<SatTests>(grid_, rules_, own);
      whole_ = std::make_shared<SatTests>(grid_, rules_, own);
    }
    return std::make_unique<SatTestSearch>(tests_, whole_, marks.back().var, marks.back().label, known);
  }
  std::optional<Hint> localHint(const std::vector<Mark>& marks) const override {
    return localNumberlinkHint(grid_, rules_.rule == Rule::Free, marks);
  }
  std::string labelName(int label) const override { return filtered_.labelName(label); }

 private:
  FilteredDomain filtered_;
  Grid grid_;
  Rules rules_;
  mutable std::shared_ptr<SatTests> tests_, whole_;
};

}  // namespace

std::unique_ptr<AnalysisDomain> makeNumberlinkDomain(const Puzzle& puzzle, const Grid& grid, Rules rules) {
  const bool freeRule = rules.rule == Rule::Free;
  FilteredDomainSpec s;
  s.puzzle = &puzzle;
  s.width = grid.width;
  s.height = grid.height;
  for (const Pair& p : pairsOf(grid)) s.labels.insert(p.number);
  if (freeRule) s.labels.insert(0);
  for (int n : grid.numbers) s.fixed.push_back(n ? std::optional<int>(n) : std::nullopt);
  s.labelName = [](int label) { return label ? "on the path of " + std::to_string(label) : std::string("unused"); };
  s.kindLabels = std::string("the pairs' numbers") + (freeRule ? " and 0 (unused)" : "");
  return std::make_unique<NumberlinkDomain>(std::move(s), grid, rules);
}

}  // namespace dlx::numberlink
