#include "numberlink_analysis.h"

#include "core/filtered_domain.h"
#include "numberlink_analysis_hints.h"

namespace dlx {
extern const int kNumberlinkAnalysisLink = 1;  // see core/analysis_session.cpp
}

namespace dlx::numberlink {

namespace {

// The filtered search for solutions, plus the kind's own reasoning for hints.
class NumberlinkDomain final : public AnalysisDomain {
 public:
  NumberlinkDomain(FilteredDomainSpec spec, const Grid& grid, bool freeRule)
      : filtered_(std::move(spec)), grid_(grid), freeRule_(freeRule) {}
  int width() const override { return filtered_.width(); }
  int height() const override { return filtered_.height(); }
  int markLabel(int var, int64_t label) const override { return filtered_.markLabel(var, label); }
  std::optional<int> fixedLabel(int var) const override { return filtered_.fixedLabel(var); }
  std::unique_ptr<AssignmentSearch> search(const std::vector<Mark>& marks) const override {
    return filtered_.search(marks);
  }
  std::optional<Hint> localHint(const std::vector<Mark>& marks) const override {
    return localNumberlinkHint(grid_, freeRule_, marks);
  }
  std::string labelName(int label) const override { return filtered_.labelName(label); }

 private:
  FilteredDomain filtered_;
  Grid grid_;
  bool freeRule_;
};

}  // namespace

std::unique_ptr<AnalysisDomain> makeNumberlinkDomain(const Puzzle& puzzle, const Grid& grid, bool freeRule) {
  FilteredDomainSpec s;
  s.puzzle = &puzzle;
  s.width = grid.width;
  s.height = grid.height;
  for (const Pair& p : pairsOf(grid)) s.labels.insert(p.number);
  if (freeRule) s.labels.insert(0);
  for (int n : grid.numbers) s.fixed.push_back(n ? std::optional<int>(n) : std::nullopt);
  s.labelName = [](int label) { return label ? "on the path of " + std::to_string(label) : std::string("unused"); };
  s.kindLabels = std::string("the pairs' numbers") + (freeRule ? " and 0 (unused)" : "");
  return std::make_unique<NumberlinkDomain>(std::move(s), grid, freeRule);
}

}  // namespace dlx::numberlink
