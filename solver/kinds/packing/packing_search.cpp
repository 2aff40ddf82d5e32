#include "packing_search.h"

namespace dlx::packing {

PackingSearch::PackingSearch(std::shared_ptr<const PackingProblem> problem, std::shared_ptr<const SymmetryPlan> plan,
                             bool expand, std::unique_ptr<PlacementSearch> inner, std::string engine)
    : problem_(std::move(problem)),
      plan_(std::move(plan)),
      inner_(std::move(inner)),
      engine_(std::move(engine)),
      expand_(expand && plan_ && plan_->order() > 1) {}

RunStatus PackingSearch::run(uint64_t budget) {
  multiplicity_ = 1;
  if (nextImage_ < images_.size()) {  // expand: list the representative's orbit first
    ++nextImage_;
    showingImage_ = true;
    stats_.solutions = ++reported_;
    return RunStatus::Solution;
  }
  images_.clear();
  nextImage_ = 0;
  showingImage_ = false;
  const uint64_t start = inner_->stats().nodes;
  RunStatus status = RunStatus::Paused;
  for (;;) {
    const uint64_t used = inner_->stats().nodes - start;
    if (used >= budget && budget > 0) break;
    status = inner_->run(budget > used ? budget - used : 1);
    if (status != RunStatus::Solution) break;
    OrbitInfo info;
    if (plan_) info = checkOrbit(*problem_, *plan_, inner_->placements(), inner_->dropsTwins());
    if (info.representative) {
      ++distinct_;
      raw_ += info.orbitSize;
      if (expand_ && bulk_) {  // the orbit's solutions counted at once, none of them built
        multiplicity_ = info.orbitSize;
        reported_ += info.orbitSize;
        break;
      }
      ++reported_;
      if (expand_) images_ = orbitImages(*problem_, *plan_, inner_->placements());
      break;
    }
    status = RunStatus::Paused;  // a symmetric twin of a solution already counted: go on
  }
  stats_.nodes = inner_->stats().nodes;
  stats_.updates = inner_->stats().updates;
  stats_.solutions = reported_;
  return status;
}

}  // namespace dlx::packing
