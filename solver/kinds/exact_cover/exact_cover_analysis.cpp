#include "exact_cover_analysis.h"

#include "core/errors.h"
#include "dlx/cover_domain.h"

namespace dlx {

extern const int kExactCoverAnalysisLink = 1;  // see core/analysis_session.cpp

std::unique_ptr<AnalysisDomain> makeExactCoverDomain(const ExactCoverModel& m) {
  CoverDomainSpec s;
  s.model = &m;
  s.width = m.optionCount();
  s.height = 1;
  for (int o = 0; o < m.optionCount(); ++o) {
    s.optionVars.push_back({o});
    s.optionLabel.push_back(1);
  }
  s.defaults.assign(m.optionCount(), 0);
  s.coveredOnce.assign(m.optionCount(), 0);
  s.optionStates = true;
  auto optionName = [&m](int o) {
    std::string items;
    for (int item : m.option(o)) items += (items.empty() ? "" : " ") + m.itemName(item);
    return "option " + std::to_string(o) + " (" + items + ")";
  };
  s.itemName = [&m](int item) { return "item '" + m.itemName(item) + "'"; };
  s.optionName = optionName;
  s.varName = optionName;
  s.labelName = [](int label) { return std::string(label ? "chosen" : "left out"); };
  s.markLabel = [](int var, int64_t label) {
    if (label != 0 && label != 1)
      throw InputError("option " + std::to_string(var) + " is marked " + std::to_string(label) +
                       ": exact cover marks are 1 (chosen) or 0 (left out)");
    return static_cast<int>(label);
  };
  return std::make_unique<CoverDomain>(std::move(s));
}

}  // namespace dlx
