// The search of a kind that is an exact cover problem (exact cover itself, Shikaku): dancing
// links over the kind's model, and the kind's own function from the chosen options to its
// solution JSON, so the kind gets its solutions without knowing which Search it made.
#pragma once
#include <functional>
#include <vector>

#include "core/kind.h"
#include "dancing_links.h"

namespace dlx {

class CoverSearch final : public WrappedSearch<DancingLinks> {
 public:
  using Decode = std::function<Json(const std::vector<int>& chosenOptions)>;
  CoverSearch(const ExactCoverModel& model, Decode decode)
      : WrappedSearch(std::make_unique<DancingLinks>(model)), decode_(std::move(decode)) {}
  Json solution() const override { return decode_(inner().solution()); }

 private:
  Decode decode_;
};

}  // namespace dlx
