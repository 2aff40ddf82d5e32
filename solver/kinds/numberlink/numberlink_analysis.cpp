#include "numberlink_analysis.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <memory>

#include "core/filtered_domain.h"
#include "numberlink_analysis_hints.h"
#include "numberlink_render.h"
#include "numberlink_sat.h"

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
// one of those exactly when there is any (not under notouch, where the moves do not hold).
// `dlx analyze --no-difficulty` on p_14x14_01/03/08 (second solutions; the filtered search ends
// none of them in 120 s): 0.65 / 1.4 / 78 s with the plain SAT search (p_14x14_08's hardest
// tests 2-4.7M nodes each), 0.26 / 0.49 / 4.0 s with the shapes forbidden. The race's window
// moves (numberlink_window_moves.h) instead of the U-turns and hairpins: p_14x14_03/08 340k / 1.88M
// -> 266k / 1.28M nodes, bench's pubgen 20x20 9.3M -> 6.1M (each test makes more clauses, so the
// times gain less: 4.3 -> 4.0 s, 23.6 -> 20.7 s on a loaded machine).
class SatAssignmentSearch final : public AssignmentSearch {
 public:
  SatAssignmentSearch(const Grid& grid, Rules rules, const std::vector<Mark>& marks)
      : grid_(grid),
        search_(grid, rules, true, rules.noTouch ? TurnShapes::Any : TurnShapes::NoImproving,
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

// A test's search, nearest first: the answer to "is there a solution without this label?" is
// usually a small change of the solution already known (a path bent another way near the cell),
// which the SAT search over the whole board may take millions of nodes to find on a published
// 20x20. So it asks first with every cell outside a square around the tested cell keeping its
// known label (marks to the SAT search), for squares of growing size, and only then over the
// whole board. What a square finds is a real solution agreeing with the marks (the whole board is
// solved, only some labels are fixed); a square without one proves nothing, so the next one runs.
// Squares stop at half the board: beyond that they cost as much as the whole board. Measured
// (nodes, `dlx analyze --no-difficulty`): bench's pubgen 20x20 11.5M -> 9.3M; on p_20x20_11 the
// first tests 3.5M / 1.9M -> 0.6k / 8k (the forced ones still take millions); published 14x14
// puzzles within 2% either way (their answers are mostly more than a square away).
class NearTestSearch final : public AssignmentSearch {
 public:
  NearTestSearch(const Grid& grid, Rules rules, const std::vector<Mark>& marks, const std::vector<int>& known)
      : grid_(grid), rules_(rules), marks_(marks), known_(known) {
    next();
  }
  RunStatus run(uint64_t budget) override {
    for (;;) {
      const uint64_t before = stage_->stats().nodes;
      const RunStatus status = stage_->run(budget);
      const uint64_t used = stage_->stats().nodes - before;
      budget -= std::min(budget, used);
      sync();
      if (status != RunStatus::Done || radius_ < 0) return status;
      next();
      if (budget == 0) return RunStatus::Paused;
    }
  }
  const SearchStats& stats() const override { return stats_; }
  double progress() const override { return stage_->progress(); }
  const std::vector<int>& assignment() const override { return stage_->assignment(); }

 private:
  static constexpr int kRadii[] = {2, 4, 7, 10};

  // The next square (or the whole board once a square would cover it).
  void next() {
    if (stage_) {
      retired_.nodes += stage_->stats().nodes;
      retired_.updates += stage_->stats().updates;
    }
    const int var = marks_.back().var;
    const int vx = var % grid_.width, vy = var / grid_.width;
    radius_ = -1;
    while (step_ < std::size(kRadii)) {
      const int r = kRadii[step_++];
      const int w = std::min(vx + r, grid_.width - 1) - std::max(vx - r, 0) + 1;
      const int h = std::min(vy + r, grid_.height - 1) - std::max(vy - r, 0) + 1;
      if (2 * w * h <= grid_.width * grid_.height) {
        radius_ = r;
        break;
      }
    }
    std::vector<Mark> marks = marks_;
    if (radius_ >= 0) {
      for (int y = 0; y < grid_.height; ++y)
        for (int x = 0; x < grid_.width; ++x) {
          const int c = y * grid_.width + x;
          if (std::abs(x - vx) > radius_ || std::abs(y - vy) > radius_)
            if (!grid_.numbers[static_cast<size_t>(c)]) marks.push_back(Mark{c, known_[static_cast<size_t>(c)], true});
        }
    }
    stage_ = std::make_unique<SatAssignmentSearch>(grid_, rules_, marks);
  }
  void sync() {
    stats_.nodes = retired_.nodes + stage_->stats().nodes;
    stats_.updates = retired_.updates + stage_->stats().updates;
    stats_.solutions = stage_->stats().solutions;
  }

  const Grid& grid_;
  Rules rules_;
  std::vector<Mark> marks_;
  std::vector<int> known_;
  size_t step_ = 0;
  int radius_ = -1;  // the current square's, -1 for the whole board
  std::unique_ptr<SatAssignmentSearch> stage_;
  SearchStats retired_, stats_;
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
  std::unique_ptr<AssignmentSearch> testSearch(const std::vector<Mark>& marks, const std::vector<int>& known) const override {
    return std::make_unique<NearTestSearch>(grid_, rules_, marks, known);
  }
  std::optional<Hint> localHint(const std::vector<Mark>& marks) const override {
    return localNumberlinkHint(grid_, rules_.rule == Rule::Free, marks);
  }
  std::string labelName(int label) const override { return filtered_.labelName(label); }

 private:
  FilteredDomain filtered_;
  Grid grid_;
  Rules rules_;
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
