// The analysis's listing cap (analysis.cpp, kQuietNodes): a listing that has found a second
// solution and then searches on without opening a variable hands over to the tests; the tests,
// not the cap, settle every remaining variable. A domain whose listing stalls (as the filtered
// search did on p_20x20_15: 64 solutions, then none in a minute) with a solution still unlisted.
// Mutants checked to fail here: no cap (never completes), a cap that marks the unlisted
// variables forced without a test, and a cap that also cuts a uniqueness proof short.
#include <catch2/catch.hpp>

#include <memory>
#include <vector>

#include "core/analysis.h"

namespace {

using dlx::Mark;
using dlx::RunStatus;

bool agrees(const std::vector<int>& s, const std::vector<Mark>& marks) {
  for (const Mark& m : marks)
    if ((s[static_cast<size_t>(m.var)] == m.label) != m.equal) return false;
  return true;
}

// Lists the agreeing solutions among the first `listed`, one node each; then searches
// `tail` nodes (a stall: the solutions after them come only past it) and lists the rest.
class StallingSearch final : public dlx::AssignmentSearch {
 public:
  StallingSearch(const std::vector<std::vector<int>>& all, std::vector<Mark> marks, size_t listed, uint64_t tail)
      : all_(all), marks_(std::move(marks)), listed_(listed), tail_(tail) {}
  RunStatus run(uint64_t budget) override {
    const uint64_t end = stats_.nodes + budget;
    while (stats_.nodes < end) {
      if (next_ == listed_ && stalled_ < tail_) {
        const uint64_t step = std::min(end - stats_.nodes, tail_ - stalled_);
        stalled_ += step, stats_.nodes += step;
        continue;
      }
      if (next_ >= all_.size()) return RunStatus::Done;
      ++stats_.nodes;
      const std::vector<int>& s = all_[next_++];
      if (agrees(s, marks_)) {
        labels_ = s;
        ++stats_.solutions;
        return RunStatus::Solution;
      }
    }
    return RunStatus::Paused;
  }
  const dlx::SearchStats& stats() const override { return stats_; }
  double progress() const override { return 0; }
  const std::vector<int>& assignment() const override { return labels_; }

 private:
  const std::vector<std::vector<int>>& all_;
  std::vector<Mark> marks_;
  size_t listed_, next_ = 0;
  uint64_t tail_, stalled_ = 0;
  std::vector<int> labels_;
  dlx::SearchStats stats_;
};

// Six variables; search() stalls after `listed` solutions, testSearch() never does.
class StallingDomain final : public dlx::AnalysisDomain {
 public:
  StallingDomain(std::vector<std::vector<int>> all, size_t listed, uint64_t tail) : all_(std::move(all)), listed_(listed), tail_(tail) {}
  int width() const override { return 6; }
  int height() const override { return 1; }
  int markLabel(int, int64_t label) const override { return static_cast<int>(label); }
  std::unique_ptr<dlx::AssignmentSearch> search(const std::vector<Mark>& marks) const override {
    return std::make_unique<StallingSearch>(all_, marks, listed_, tail_);
  }
  std::unique_ptr<dlx::AssignmentSearch> testSearch(const std::vector<Mark>& marks, const std::vector<int>&) const override {
    ++tests;
    return std::make_unique<StallingSearch>(all_, marks, all_.size(), 0);
  }
  mutable int tests = 0;

 private:
  std::vector<std::vector<int>> all_;
  size_t listed_;
  uint64_t tail_;
};

// Runs the analysis in slices, at most `limit` nodes in all.
dlx::Analysis& runTo(dlx::Analysis& a, uint64_t limit) {
  while (!a.complete() && a.nodes() < limit) a.run(1 << 12);
  return a;
}

}  // namespace

TEST_CASE("a listing that stalls after its second solution hands over to tests that settle the rest", "[analysis]") {
  // The third solution differs at variable 4, only past a stall far longer than the cap.
  StallingDomain d({{1, 2, 3, 4, 5, 6}, {9, 2, 3, 4, 5, 6}, {1, 2, 3, 4, 7, 6}}, 2, uint64_t{1} << 40);
  dlx::Analysis a(d, {});
  REQUIRE(runTo(a, 1 << 20).complete());
  CHECK(a.unique() == false);
  CHECK(d.tests > 0);
  const std::vector<std::optional<int>> expected{std::nullopt, 2, 3, 4, std::nullopt, 6};
  for (int v = 0; v < 6; ++v) CHECK(a.forced(v) == expected[static_cast<size_t>(v)]);
}

TEST_CASE("a uniqueness proof is not cut short by the listing cap", "[analysis]") {
  // One solution; the listing proves there is no other only after 2^20 nodes (past the cap).
  StallingDomain d({{1, 2, 3, 4, 5, 6}}, 1, uint64_t{1} << 20);
  dlx::Analysis a(d, {});
  REQUIRE(runTo(a, uint64_t{1} << 22).complete());
  CHECK(a.unique() == true);
  CHECK(d.tests == 0);
  for (int v = 0; v < 6; ++v) CHECK(a.forced(v) == v + 1);
}
