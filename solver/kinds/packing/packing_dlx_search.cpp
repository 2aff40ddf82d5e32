// Exact cover: items are the free cells (covered once) and the piece groups (covered `count`
// times, the engine's multiplicity); options are the kept placements.
#include <set>
#include <string>

#include "dlx/cover_subtree.h"
#include "dlx/dancing_links.h"
#include "dlx/model.h"
#include "packing_search.h"

namespace dlx::packing {

ExactCoverModel buildModel(const PackingProblem& problem, const std::vector<char>& keep, std::vector<int>& optionPlacement) {
  ExactCoverModel model;
  std::set<char> lettersUsed;
  for (size_t g = 0; g < problem.groups().size(); ++g) {
    const PieceGroup& group = problem.groups()[g];
    std::string name = "piece ";  // built in steps: g++ 12 warns falsely on "literal" + temporary
    const char letter = problem.letter(group.instances.front());  // the letter the solutions show
    name += letter;
    // Letters repeat after 62 pieces; item names must not, so a repeat also gets its number.
    if (!lettersUsed.insert(letter).second) name += " #" + std::to_string(group.instances.front() + 1);
    model.addPrimary(name, group.count());
  }
  const int groupItems = static_cast<int>(problem.groups().size());
  for (int c = 0; c < problem.cellCount(); ++c)
  {
    std::string name = "r";
    name += std::to_string(problem.cell(c).y);
    name += 'c';
    name += std::to_string(problem.cell(c).x);
    model.addPrimary(name);
  }
  std::vector<int> items;
  for (int p = 0; p < problem.placementCount(); ++p) {
    if (!keep[p]) continue;
    items.clear();
    items.push_back(problem.placementGroup(p));
    for (int c : problem.placementCells(p)) items.push_back(groupItems + c);
    model.addOption(items);
    optionPlacement.push_back(p);
  }
  return model;
}

namespace {

class DlxPlacementSearch final : public PlacementSearch {
 public:
  DlxPlacementSearch(const PackingProblem& problem, const std::vector<char>& keep)
      : model_(buildModel(problem, keep, optionPlacement_)), links_(model_) {}

  RunStatus run(uint64_t budget) override {
#ifndef DLX_NO_SUBTREES
    parts_.prepare(links_);
#endif
    RunStatus status = links_.run(budget);
    if (status == RunStatus::Solution) {
      placements_.clear();
#ifndef DLX_NO_SUBTREES
      for (int option : parts_.chosen(links_.solution())) placements_.push_back(optionPlacement_[option]);
#else
      for (int option : links_.solution()) placements_.push_back(optionPlacement_[option]);
#endif
    }
    return status;
  }
#ifndef DLX_NO_SUBTREES  // native builds only (CMakeLists.txt)
  // Subtrees: as exact cover's (cover_subtree.h), over this model.
  bool subtrees() const override { return true; }
  std::vector<int> liveBranches() override { return parts_.liveBranches(); }
  bool descend(int branch) override { return parts_.descend(branch); }
#endif
  const SearchStats& stats() const override { return links_.stats(); }
  double progress() const override { return links_.progress(); }
  const std::vector<int>& placements() const override { return placements_; }

 private:
  std::vector<int> optionPlacement_;
  ExactCoverModel model_;
  DancingLinks links_;
  std::vector<int> placements_;
#ifndef DLX_NO_SUBTREES
  CoverSubtreeRunner parts_{model_};
#endif
};

}  // namespace

std::unique_ptr<PlacementSearch> makeDlxSearch(const PackingProblem& problem, const std::vector<char>& keep) {
  return std::make_unique<DlxPlacementSearch>(problem, keep);
}

}  // namespace dlx::packing
