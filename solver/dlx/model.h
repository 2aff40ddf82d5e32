// An exact cover problem as the kinds build it: named items and options (lists of items).
// Primary items must be covered exactly `multiplicity` times (default once); secondary items at
// most once. Multiplicity is how identical pieces are modelled without duplicate solutions:
// one item "piece L x4" covered four times, instead of four interchangeable copies.
#pragma once
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace dlx {

class ExactCoverModel {
 public:
  // Returns the item's index. Throws InputError on a duplicate name.
  int addPrimary(std::string_view name, int multiplicity = 1);
  int addSecondary(std::string_view name);
  // Returns the option's index (0-based, in order added). Throws InputError if an item index is
  // out of range, repeated within the option, or the option is empty.
  int addOption(std::span<const int> items);
  int addOption(std::initializer_list<int> items) { return addOption(std::span<const int>(items.begin(), items.size())); }

  int itemCount() const { return static_cast<int>(names_.size()); }
  int primaryCount() const { return primaryCount_; }
  int optionCount() const { return static_cast<int>(optionStart_.size()) - 1; }
  const std::string& itemName(int item) const { return names_[item]; }
  bool isPrimary(int item) const { return primary_[item]; }
  int multiplicity(int item) const { return multiplicity_[item]; }
  int findItem(std::string_view name) const;  // -1 when absent
  std::span<const int> option(int o) const {
    return {optionItems_.data() + optionStart_[o], static_cast<size_t>(optionStart_[o + 1] - optionStart_[o])};
  }
  size_t nodeCount() const { return optionItems_.size(); }

 private:
  std::vector<std::string> names_;
  std::vector<char> primary_;
  std::vector<int> multiplicity_;
  std::unordered_map<std::string, int> index_;
  int primaryCount_ = 0;
  std::vector<int> optionItems_;
  std::vector<int> optionStart_ = {0};
  std::vector<int> seen_;  // scratch for the repeated-item check
};

}  // namespace dlx
