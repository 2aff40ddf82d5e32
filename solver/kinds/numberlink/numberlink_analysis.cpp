#include "numberlink_analysis.h"

#include "core/filtered_domain.h"

namespace dlx {
extern const int kNumberlinkAnalysisLink = 1;  // see core/analysis_session.cpp
}

namespace dlx::numberlink {

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
  return std::make_unique<FilteredDomain>(std::move(s));
}

}  // namespace dlx::numberlink
