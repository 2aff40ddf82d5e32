// The search of a kind that is an exact cover problem (exact cover itself, Shikaku): dancing
// links over the kind's model, and the kind's own function from the chosen options to its
// solution JSON, so the kind gets its solutions without knowing which Search it made.
#pragma once
#include <functional>
#include <vector>

#include "core/kind.h"
#include "cover_race.h"
#include "cover_subtree.h"

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
      : WrappedSearch(std::make_unique<CoverRace>(model, tuning.backjump, tuning.race)),
        decode_(std::move(decode)),
        tuning_(tuning)
#ifndef DLX_NO_SUBTREES
        , parts_(model)
#endif
  {
  }
#ifdef DLX_NO_SUBTREES  // the page's build (CMakeLists.txt): no subtrees
  Json solution() const override { return decode_(inner().solution()); }
#else
  Json solution() const override { return decode_(parts_.chosen(inner().solution())); }

  // Subtrees: the engine is swapped for one on the smaller problem below the path (cover_subtree.h).
  bool subtrees() const override { return true; }
  std::vector<int> liveBranches() override { return parts_.liveBranches(); }
  bool descend(int branch) override { return parts_.descend(branch); }
  RunStatus run(uint64_t budget) override {
    // Below a path of first choices the search starts afresh on the smaller problem (setInner
    // passes on what the first search was told, bulk counting included).
    if (const ExactCoverModel* sub = parts_.prepareModel())
      setInner(std::make_unique<CoverRace>(*sub, tuning_.backjump, tuning_.race));
    return WrappedSearch::run(budget);
  }
#endif

 private:
  Decode decode_;
  CoverTuning tuning_;
#ifndef DLX_NO_SUBTREES
  CoverSubtreeRunner parts_;
#endif
};

}  // namespace dlx
