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
      : WrappedSearch(std::make_unique<DancingLinks>(model)),
        decode_(std::move(decode))
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
    parts_.prepare(mutableInner());
    return WrappedSearch::run(budget);
  }
#endif

 private:
  Decode decode_;
#ifndef DLX_NO_SUBTREES
  CoverSubtreeRunner parts_;
#endif
};

}  // namespace dlx
