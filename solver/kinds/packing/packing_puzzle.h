// The packing puzzle behind dlx::Puzzle: owns the spec (with option overrides folded in), the
// reduced problem and, with symmetry=1, the symmetry plan.
//
// Options read: rotate, reflect (0/1, override the file), symmetry=1 (count up to the board's
// symmetry; solutions reported are one per orbit), prune=0 (symmetry by plain de-duplication
// instead of restricting a piece), expand=0 (list all solutions by the plain search instead of
// expanding the orbits of a pruned one), engine=auto|dlx|bitboard (auto: bitboard up to 64 free
// cells), render=box (always include the box drawing).
#pragma once
#include <memory>

#include "core/kind.h"
#include "packing_problem.h"
#include "packing_spec.h"
#include "packing_symmetry.h"

namespace dlx::packing {

class PackingPuzzle final : public Puzzle {
 public:
  PackingPuzzle(PackingSpec spec, const Options& options);

  std::optional<std::string> impossible() const override { return problem_->impossible(); }
  std::unique_ptr<Search> newSearch() const override;
  Json solution(const Search& search) const override;
  std::optional<std::string> check(const Json& solution) const override;
  void addSummary(Json& report, const Search& search, bool complete) const override;
  Json describe() const override;
  std::string write(std::string_view format) const override;

  const PackingSpec& spec() const { return spec_; }
  const PackingProblem& problem() const { return *problem_; }
  const SymmetryPlan* symmetryPlan() const { return plan_.get(); }

 private:
  PackingSpec spec_;
  std::vector<PieceRules> rules_;
  std::shared_ptr<const PackingProblem> problem_;
  std::shared_ptr<const SymmetryPlan> plan_;  // null unless symmetry=1
  std::string engine_;
  bool symmetry_ = false;
  bool alwaysBox_ = false;
};

}  // namespace dlx::packing
