#include "model.h"

#include "core/errors.h"

namespace dlx {

namespace {
void checkName(std::string_view name) {
  if (name.empty()) throw InputError("an item name is empty");
}
}  // namespace

int ExactCoverModel::addPrimary(std::string_view name, int multiplicity) {
  checkName(name);
  if (multiplicity < 1) throw InputError("item '" + std::string(name) + "' must be covered at least once");
  if (primaryCount_ != itemCount()) throw InputError("primary items must come before secondary items");
  if (index_.count(std::string(name))) throw InputError("duplicate item name '" + std::string(name) + "'");
  index_.emplace(std::string(name), itemCount());
  names_.emplace_back(name);
  primary_.push_back(1);
  multiplicity_.push_back(multiplicity);
  seen_.push_back(-1);
  return primaryCount_++;
}

int ExactCoverModel::addSecondary(std::string_view name) {
  checkName(name);
  if (index_.count(std::string(name))) throw InputError("duplicate item name '" + std::string(name) + "'");
  index_.emplace(std::string(name), itemCount());
  names_.emplace_back(name);
  primary_.push_back(0);
  multiplicity_.push_back(1);
  seen_.push_back(-1);
  return itemCount() - 1;
}

int ExactCoverModel::addOption(std::span<const int> items) {
  if (items.empty()) throw InputError("an option must list at least one item");
  const int option = optionCount();
  for (int item : items) {
    if (item < 0 || item >= itemCount()) throw InputError("option refers to an unknown item");
    if (seen_[item] == option) throw InputError("option lists item '" + names_[item] + "' twice");
    seen_[item] = option;
  }
  optionItems_.insert(optionItems_.end(), items.begin(), items.end());
  optionStart_.push_back(static_cast<int>(optionItems_.size()));
  return option;
}

int ExactCoverModel::findItem(std::string_view name) const {
  auto it = index_.find(std::string(name));
  return it == index_.end() ? -1 : it->second;
}

}  // namespace dlx
