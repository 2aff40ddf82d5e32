// The analysis domain of any kind that is an exact cover problem (Shikaku, packing, exact cover
// itself): each option gives one label to the variables it covers, so a mark is a filter on the
// options (an option that would give a marked variable another label is removed) and local
// reasoning works on items and options: an item left with one option (level single), or an
// item whose other options each leave some item with no option at once (level lookahead).
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/analysis_domain.h"
#include "model.h"

namespace dlx {

struct CoverDomainSpec {
  const ExactCoverModel* model = nullptr;  // must outlive the domain (or be `owned`)
  std::shared_ptr<const ExactCoverModel> owned;  // a model built for the analysis alone
  int width = 0, height = 0;               // variables, in reading order
  std::vector<std::vector<int>> optionVars;  // per option: the variables it labels
  std::vector<int> optionLabel;              // per option: the label it gives them
  std::vector<int> defaults;       // per variable: its label when no chosen option labels it
  std::vector<char> coveredOnce;   // per variable: exactly one chosen option labels it in any solution
  bool optionStates = false;
  // Names for reasons; itemName(i) e.g. "the cell at (2,3)", optionName(o) "the 2x3 rectangle ...".
  std::function<std::string(int)> itemName, optionName, varName, labelName;
  std::function<int(int, int64_t)> markLabel;  // as AnalysisDomain::markLabel
  std::function<std::optional<int>(int)> fixedLabel;  // may be empty
  std::vector<ReachLabel> reach;                  // as AnalysisDomain::reachLabels
  std::vector<std::vector<int>> symmetries;       // as AnalysisDomain::symmetries
};

class CoverDomain final : public AnalysisDomain {
 public:
  explicit CoverDomain(CoverDomainSpec spec);

  int width() const override { return spec_.width; }
  int height() const override { return spec_.height; }
  bool optionStates() const override { return spec_.optionStates; }
  int markLabel(int var, int64_t label) const override { return spec_.markLabel(var, label); }
  std::optional<int> fixedLabel(int var) const override {
    return spec_.fixedLabel ? spec_.fixedLabel(var) : std::nullopt;
  }
  std::unique_ptr<AssignmentSearch> search(const std::vector<Mark>& marks) const override;
  std::optional<Hint> localHint(const std::vector<Mark>& marks) const override;
  std::string varName(int var) const override {
    return spec_.varName ? spec_.varName(var) : AnalysisDomain::varName(var);
  }
  std::string labelName(int label) const override {
    return spec_.labelName ? spec_.labelName(label) : AnalysisDomain::labelName(label);
  }

  std::vector<ReachLabel> reachLabels() const override { return spec_.reach; }
  std::vector<std::vector<int>> symmetries() const override { return spec_.symmetries; }

  const CoverDomainSpec& spec() const { return spec_; }
  // The assignment a set of chosen options (model indices) stands for.
  void assign(const std::vector<int>& chosen, std::vector<int>& labels) const;

 private:
  // The options the marks keep, and the extra items marks need (each a list of options that
  // must contain exactly one chosen one): "this variable gets label L" where no item says so.
  struct Filter {
    std::vector<char> keep;
    std::vector<std::vector<int>> extras;
  };
  Filter filter(const std::vector<Mark>& marks) const;
  bool labels(int option, int var) const;

  CoverDomainSpec spec_;
  std::vector<std::vector<int>> varOptions_;   // per variable: options that label it
  std::vector<std::vector<int>> itemOptions_;  // per item: options that contain it
  // Per label: a primary item of multiplicity one that every option with this label contains
  // (so the label comes from one option only: a Shikaku clue, a packing piece with one copy), or -1.
  std::vector<int> labelItem_;
  std::vector<std::vector<int>> labelOptions_;
  int labelBase_ = 0;  // labels are stored from this (possibly negative) value on
};

}  // namespace dlx
