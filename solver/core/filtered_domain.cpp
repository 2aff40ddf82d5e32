#include "filtered_domain.h"

#include <algorithm>

namespace dlx {

namespace {

class FilteredSearch final : public AssignmentSearch {
 public:
  FilteredSearch(std::unique_ptr<PuzzleSearch> inner, std::vector<Mark> marks, int width, int height)
      : inner_(std::move(inner)), marks_(std::move(marks)), width_(width), height_(height) {}

  RunStatus run(uint64_t budget) override {
    uint64_t spent = 0;
    while (spent < budget) {
      const uint64_t before = inner_->stats().nodes;
      const RunStatus status = inner_->run(budget - spent);
      spent += std::max<uint64_t>(1, inner_->stats().nodes - before);
      if (status != RunStatus::Solution) return status;
      if (read() && agrees()) return status;
    }
    return RunStatus::Paused;
  }
  const SearchStats& stats() const override { return inner_->stats(); }
  double progress() const override { return inner_->progress(); }
  const std::vector<int>& assignment() const override { return labels_; }

 private:
  bool read() {
    const Json solution = inner_->solution();
    const Json* grid = solution.find("grid");
    if (!grid || !grid->isArray() || grid->size() != static_cast<size_t>(height_)) return false;
    labels_.clear();
    for (const Json& row : grid->asArray()) {
      if (!row.isArray() || row.size() != static_cast<size_t>(width_)) return false;
      for (const Json& v : row.asArray()) labels_.push_back(v.isInt() ? static_cast<int>(v.asInt()) : 0);
    }
    return true;
  }
  bool agrees() const {
    for (const Mark& m : marks_)
      if ((labels_[static_cast<size_t>(m.var)] == m.label) != m.equal) return false;
    return true;
  }

  std::unique_ptr<PuzzleSearch> inner_;
  std::vector<Mark> marks_;
  int width_, height_;
  std::vector<int> labels_;
};

}  // namespace

int FilteredDomain::markLabel(int var, int64_t label) const {
  if (label < INT32_MIN || label > INT32_MAX || !spec_.labels.count(static_cast<int>(label)))
    throw InputError("unknown label " + std::to_string(label) + " at " + cellPosition(var % width(), var / width()) + ": the labels are " + spec_.kindLabels);
  return static_cast<int>(label);
}

std::unique_ptr<AssignmentSearch> FilteredDomain::search(const std::vector<Mark>& marks) const {
  return std::make_unique<FilteredSearch>(spec_.puzzle->newSearch(), marks, spec_.width, spec_.height);
}

}  // namespace dlx
