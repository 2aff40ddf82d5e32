// An analysis domain for any grid kind without one of its own: the puzzle's own search, with every
// solution read from its JSON "grid" and passed over unless it agrees with the marks. Exact but
// slow where marks would prune a search early (it still walks every solution of the puzzle), so
// it suits small boards; a kind with a model to restrict (cover_domain.h) does better.
#pragma once
#include <functional>
#include <set>

#include "kind.h"

namespace dlx {

struct FilteredDomainSpec {
  const Puzzle* puzzle = nullptr;  // must outlive the domain
  int width = 0, height = 0;
  std::set<int> labels;                 // every label a solution's grid may hold
  std::vector<std::optional<int>> fixed;  // per variable: the label the puzzle gives it, if any
  std::function<std::string(int)> labelName;  // may be empty
  std::string kindLabels;  // how the labels are described in a refusal, e.g. "the pairs' numbers"
};

class FilteredDomain final : public AnalysisDomain {
 public:
  explicit FilteredDomain(FilteredDomainSpec spec) : spec_(std::move(spec)) {}
  int width() const override { return spec_.width; }
  int height() const override { return spec_.height; }
  int markLabel(int var, int64_t label) const override;
  std::optional<int> fixedLabel(int var) const override { return spec_.fixed[static_cast<size_t>(var)]; }
  std::unique_ptr<AssignmentSearch> search(const std::vector<Mark>& marks) const override;
  std::string labelName(int label) const override {
    return spec_.labelName ? spec_.labelName(label) : AnalysisDomain::labelName(label);
  }

 private:
  FilteredDomainSpec spec_;
};

}  // namespace dlx
