// The analysis of a partial board: over all solutions that agree with the user's marks, which
// variables share one label (forced) and which differ (open); whether any solution agrees at all
// (and if not, a mark in conflict with the ones before it); a hint; and, on request, the
// difficulty of solving from scratch by repeated hints. Bounded and resumable like every search:
// run(budget) does about `budget` search nodes of work and returns.
//
// Method: find one solution (its labels are the candidates); go on listing solutions, each one
// opening the variables where it differs; when listing stops paying (or ends, which settles
// everything), test each remaining candidate by searching with that label excluded: no solution
// means forced, a solution opens more variables at once.
#pragma once
#include <memory>
#include <optional>
#include <vector>

#include "analysis_domain.h"
#include "analysis_reach.h"
#include "json.h"

namespace dlx {

struct AnalysisSettings {
  bool difficulty = false;   // also grade the puzzle by solving it from scratch with hints
  bool firstForced = false;  // stop at the first forced variable beyond the marks (for trial hints)
  // Only a hint: one solution (is there any?), then local reasoning, a search only when that finds
  // nothing (as firstForced). The grid then holds only what that showed.
  bool hintOnly = false;
  // AnalysisSession: on a unique puzzle, also list the clues that could go (redundancy.h).
  bool redundant = false;
  // Also where each of the domain's reach labels can go, and the solutions counted (also up to
  // symmetry) (analysis_reach.h): after the hint, before the difficulty.
  bool reach = false;
  uint64_t reachListLimit = LabelReach::kListLimit;  // tests lower it to reach the pair tests
};

class Analysis {
 public:
  // The domain must outlive the analysis. Marks must already be checked (markLabel).
  Analysis(const AnalysisDomain& domain, std::vector<Mark> marks, AnalysisSettings settings = {});
  ~Analysis();

  // The puzzle has no solution at all (a pre-check said so): the analysis is over, inconsistent.
  void settleImpossible() {
    consistent_ = false;
    if (reach_) reach_->settleNone();
    phase_ = Phase::Done;
  }

  // Paused (call again) or Done (the report is final).
  RunStatus run(uint64_t budget);
  bool complete() const { return phase_ == Phase::Done; }
  double progress() const;
  // null while unknown.
  std::optional<bool> consistent() const { return consistent_; }
  std::optional<bool> unique() const { return unique_; }
  // {"consistent","complete","unique","grid"|"options","open","conflict","hint","difficulty","stats"}
  Json report() const;

  // For callers that build on the result (difficulty, tests): label per variable when proven
  // shared by every agreeing solution (marked variables included), else nullopt.
  std::optional<int> forced(int var) const;
  const std::optional<Hint>& hint() const { return hint_; }
  uint64_t nodes() const { return nodes_; }

 private:
  enum class Phase { Check, Conflict, Narrow, Test, Hint, Reach, Difficulty, Done };
  RunStatus step(uint64_t budget);
  bool runSearch(uint64_t budget, uint64_t& spent, RunStatus& status);
  void narrow(const std::vector<int>& labels);
  void startTest();
  void finishConsistent();
  void makeHint();
  std::optional<Hint> trialHint() const;
  std::optional<Hint> choiceHint() const;
  void difficultyStep(uint64_t budget, uint64_t& spent);
  Phase afterHint() const;

  const AnalysisDomain& domain_;
  std::vector<Mark> marks_;
  AnalysisSettings settings_;
  Phase phase_ = Phase::Check;
  std::unique_ptr<AssignmentSearch> search_;
  std::optional<bool> consistent_;
  std::optional<bool> unique_;
  // Candidates: the first solution's labels; open_[v] once two agreeing solutions differ at v;
  // proven_[v] once v's candidate is shown shared by all (listing ended, or its test found none).
  std::vector<int> candidate_, marked_;
  std::vector<char> open_, proven_;
  uint64_t solutionsSeen_ = 0, quietSolutions_ = 0;
  uint64_t openedAt_ = 0;  // the listing's nodes at its last solution that opened a variable
  int testVar_ = -1;  // the variable whose candidate the current search excludes
  // Conflict search: the smallest prefix of the marks with no agreeing solution lies in (lo, hi].
  size_t lo_ = 0, hi_ = 0;
  std::optional<size_t> conflictMark_;
  std::optional<Hint> hint_;
  // Difficulty: marks placed by hints from an empty board, steps per level, the trial analysis.
  std::vector<Mark> gradeMarks_;
  uint64_t gradeSteps_[3] = {0, 0, 0};
  bool gradeSolved_ = false, gradeDone_ = false;
  std::unique_ptr<Analysis> trial_;
  std::unique_ptr<LabelReach> reach_;  // with settings.reach, when the domain has reach labels
  uint64_t nodes_ = 0, searches_ = 0;
  double ms_ = 0;
};

}  // namespace dlx
