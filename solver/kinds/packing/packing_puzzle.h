// The packing puzzle behind dlx::Puzzle: owns the spec (with option overrides folded in), the
// reduced problem and, with symmetry=1, the symmetry plan.
//
// Options read (declared in packing_kind.cpp): rotate, reflect (override the file), symmetry=1
// (count up to the board's symmetry; solutions reported are one per orbit), render=box (always
// include the box drawing; an option of every kind), and the comparison switches bench_prune=0 (symmetry by plain
// de-duplication instead of restricting a piece), bench_expand=0 (list all solutions by the plain
// search instead of expanding the orbits of a pruned one), bench_engine=auto|dlx|bitboard|bitboard-v1
// (auto: bitboard up to kBitboardAutoCells free cells; bitboard-v1 the bitboard search before its tuned tables).
#pragma once
#include <memory>
#include <mutex>

#include "core/kind.h"
#include "packing_problem.h"
#include "packing_search.h"
#include "packing_spec.h"
#include "packing_symmetry.h"

namespace dlx::packing {

class PackingPuzzle final : public Puzzle {
 public:
  PackingPuzzle(PackingSpec spec, const Options& options);

  std::optional<std::string> impossible() const override { return problem_->impossible(); }
  std::unique_ptr<PuzzleSearch> newSearch() const override;
  std::optional<CoverView> coverView() const override;
  std::optional<std::string> check(const Json& solution) const override;
  std::unique_ptr<AnalysisDomain> analysisDomain() const override;
  void addSummary(Json& report) const override;
  Json describe() const override;
  std::string write(std::string_view format) const override;

  // What the puzzle's searches hand on: a solution from its placement ids, and the report members
  // the search decides (engine, symmetry counts).
  Json solutionOf(const std::vector<int>& placements) const;
  void addSearchSummary(Json& report, const PackingSearch& search, bool complete) const;

  const PackingSpec& spec() const { return spec_; }
  const PackingProblem& problem() const { return *problem_; }
  const SymmetryPlan* symmetryPlan() const { return plan_.get(); }

 private:
  PackingSpec spec_;
  std::vector<PieceRules> rules_;
  std::shared_ptr<const PackingProblem> problem_;
  std::shared_ptr<const SymmetryPlan> plan_;  // null unless symmetry=1
  std::string engine_;
  // The bitboard search as built, never run: newSearch() copies it (searches run side by side
  // on --jobs threads, so it is built once under a once_flag).
  mutable std::once_flag prototypeOnce_;
  mutable std::unique_ptr<PlacementSearch> prototype_;
  bool symmetry_ = false;
  bool alwaysBox_ = false;
};

}  // namespace dlx::packing
