// The search of a kind that is an exact cover problem (exact cover itself, Shikaku): dancing
// links over the kind's model, and the kind's own function from the chosen options to its
// solution JSON, so the kind gets its solutions without knowing which Search it made.
#pragma once
#include <functional>
#include <vector>

#include "core/kind.h"
#include "cover_race.h"

namespace dlx {

// How a kind wants its exact cover searched (cover_race.h, dancing_links_backjump.cpp).
struct CoverTuning {
  bool backjump = false;  // conflict-directed backjumping
  bool race = false;      // restarts raced against the exact search until two solutions are known
};

class CoverSearch final : public WrappedSearch<CoverRace> {
 public:
  using Decode = std::function<Json(const std::vector<int>& chosenOptions)>;
  CoverSearch(const ExactCoverModel& model, Decode decode, CoverTuning tuning = {})
      : WrappedSearch(std::make_unique<CoverRace>(model, tuning.backjump, tuning.race)), decode_(std::move(decode)) {}
  Json solution() const override { return decode_(inner().solution()); }

 private:
  Decode decode_;
};

}  // namespace dlx
