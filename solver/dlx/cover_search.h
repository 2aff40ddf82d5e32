// The search of a kind that is an exact cover problem (exact cover itself, Shikaku): dancing
// links over the kind's model, and the kind's own function from the chosen options to its
// solution JSON, so the kind gets its solutions without knowing which Search it made.
#pragma once
#include <functional>
#include <vector>

#include "core/kind.h"
#include "cover_subtree.h"
#include "dancing_links.h"

namespace dlx {

class CoverSearch final : public WrappedSearch<DancingLinks> {
 public:
  using Decode = std::function<Json(const std::vector<int>& chosenOptions)>;
  CoverSearch(const ExactCoverModel& model, Decode decode)
      : WrappedSearch(std::make_unique<DancingLinks>(model)), model_(model), decode_(std::move(decode)) {}
  Json solution() const override {
    if (!subtree_ || !subtree_->descended()) return decode_(inner().solution());
    std::vector<int> chosen = subtree_->forced();  // a part's solution: the path's options, then the rest
    for (int o : inner().solution()) chosen.push_back(original_[o]);
    return decode_(chosen);
  }

  // Subtrees (cover_subtree.h): descending swaps the engine for one on the smaller problem, built
  // when the search first runs.
  bool subtrees() const override { return true; }
  std::vector<int> liveBranches() override { return tree().liveBranches(); }
  bool descend(int branch) override {
    if (started_ || !tree().descend(branch)) return false;
    stale_ = true;
    return true;
  }
  RunStatus run(uint64_t budget) override {
    started_ = true;
    if (stale_) {
      mutableInner() = DancingLinks(subtree_->subproblem(original_));
      stale_ = false;
    }
    return WrappedSearch::run(budget);
  }

 private:
  CoverSubtree& tree() {
    if (!subtree_) subtree_ = std::make_unique<CoverSubtree>(model_);
    return *subtree_;
  }

  const ExactCoverModel& model_;
  Decode decode_;
  std::unique_ptr<CoverSubtree> subtree_;
  std::vector<int> original_;  // subproblem option -> option of the model
  bool started_ = false, stale_ = false;
};

}  // namespace dlx
