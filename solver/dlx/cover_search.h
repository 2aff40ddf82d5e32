// The search of a kind that is an exact cover problem (exact cover itself, Shikaku): dancing
// links over the kind's model, and the kind's own function from the chosen options to its
// solution JSON, so the kind gets its solutions without knowing which Search it made.
#pragma once
#include <functional>
#include <vector>

#include "core/kind.h"
#include "dancing_links.h"

namespace dlx {

class CoverSearch final : public PuzzleSearch {
 public:
  using Decode = std::function<Json(const std::vector<int>& chosenOptions)>;
  CoverSearch(const ExactCoverModel& model, Decode decode) : links_(model), decode_(std::move(decode)) {}

  RunStatus run(uint64_t budget) override { return links_.run(budget); }
  const SearchStats& stats() const override { return links_.stats(); }
  double progress() const override { return links_.progress(); }
  Json solution() const override { return decode_(links_.solution()); }

 private:
  DancingLinks links_;
  Decode decode_;
};

}  // namespace dlx
