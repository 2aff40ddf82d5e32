// The searches behind the packing kind, all behind dlx::Search: exact cover with dancing links
// (any board), and a bitboard fill-the-first-empty-cell search for boards of at most
// kBitboardMaxCells free cells. Both enumerate the same solutions (tests cross-check the counts);
// PackingSearch wraps either one and applies the symmetry plan's orbit check.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "dlx/model.h"

#include "core/search.h"
#include "packing_problem.h"
#include "packing_symmetry.h"

namespace dlx::packing {

class PlacementSearch : public Search {
 public:
  // The current solution's placement ids (valid after run() returned Solution).
  virtual const std::vector<int>& placements() const = 0;
  // A new search like this one before it ran, made cheaper than from scratch (the tables copied,
  // not rebuilt: --jobs starts a search per part). nullptr when the search cannot do that.
  virtual std::unique_ptr<PlacementSearch> fresh() const { return nullptr; }
  // The search leaves out the symmetry plan's secondDropped placements below each restricted one.
  virtual bool dropsTwins() const { return false; }
};

// The exact cover model of the DLX search: items the piece groups (covered `count` times) then the
// free cells; an option per kept placement (its placement id appended to optionPlacement).
ExactCoverModel buildModel(const PackingProblem& problem, const std::vector<char>& keep, std::vector<int>& optionPlacement);

// `keep` marks the placements the search may use (all of them without symmetry pruning).
std::unique_ptr<PlacementSearch> makeDlxSearch(const PackingProblem& problem, const std::vector<char>& keep);
// Boards of up to 64 free cells are one word; larger ones up to kBitboardMaxCells a few words,
// except in the page's build (CMakeLists.txt: its download budget), where DLX takes them.
#ifdef DLX_NO_WIDE_BITBOARD
inline constexpr int kBitboardMaxCells = 64;
#else
inline constexpr int kBitboardMaxCells = 256;
#endif
// bench_engine=auto stops at this many: past it the fill-the-first-cell order loses to DLX's
// fewest-options choice on a first solution (the 35 hexominoes' 210 cells: DLX 1 s, the bitboard
// none in 120 s), and the puzzle cannot tell a first-solution run from a count.
inline constexpr int kBitboardAutoCells = 128;
// nullptr when the board has more than kBitboardMaxCells free cells or more than 64 piece groups.
// rootGroup: a single-copy group to place before filling cells (the symmetry-restricted one), or
// -1 to let the search pick one.
// tuned=false: the placement tables as they were before they were filtered and grouped (kept for
// `bench_engine=bitboard-v1`, so the bench shows old and new tables in one run).
// plan: when given (with rootGroup its restricted group), its twin drops are applied where the
// search has a table per root placement (dropsTwins() says whether it did).
std::unique_ptr<PlacementSearch> makeBitboardSearch(const PackingProblem& problem, const std::vector<char>& keep,
                                                    int rootGroup = -1, bool tuned = true,
                                                    const SymmetryPlan* plan = nullptr);

class PackingSearch final : public Search {
 public:
  // `plan` null: the inner search sees every placement and every solution counts. With a plan,
  // the inner search is pruned to plan->keep and yields orbit representatives; `expand` then
  // lists every solution of each orbit (all solutions, found |G| times faster), otherwise only
  // the representatives are reported (symmetry=1). The shared pointers keep the problem alive.
  PackingSearch(std::shared_ptr<const PackingProblem> problem, std::shared_ptr<const SymmetryPlan> plan, bool expand,
                std::unique_ptr<PlacementSearch> inner, std::string engine);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override { return inner_->progress(); }
  // Counting only (the caller reads no more solutions): with `expand`, a representative then
  // stands for its whole orbit at once instead of each image being built and listed.
  void allowBulk() override { bulk_ = true; }
  uint64_t multiplicity() const override { return multiplicity_; }
  // Subtrees are the inner search's: the orbit check looks at each solution on its own, so the
  // parts' distinct and raw counts add up to the whole's.
  bool subtrees() const override { return inner_->subtrees(); }
  std::vector<int> liveBranches() override { return inner_->liveBranches(); }
  bool descend(int branch) override { return inner_->descend(branch); }

  const std::vector<int>& placements() const { return showingImage_ ? images_[nextImage_ - 1] : inner_->placements(); }
  uint64_t distinct() const { return distinct_; }  // orbit representatives reported
  uint64_t raw() const { return raw_; }            // solutions they stand for
  uint64_t examined() const { return inner_->stats().solutions; }  // found before the orbit check
  const std::string& engine() const { return engine_; }
  const SymmetryPlan* plan() const { return plan_.get(); }

 private:
  std::shared_ptr<const PackingProblem> problem_;
  std::shared_ptr<const SymmetryPlan> plan_;
  std::unique_ptr<PlacementSearch> inner_;
  std::string engine_;
  bool expand_ = false;
  std::vector<std::vector<int>> images_;  // expand: the last representative's orbit, to list
  size_t nextImage_ = 0;
  bool showingImage_ = false;
  bool bulk_ = false;
  uint64_t multiplicity_ = 1;
  SearchStats stats_;
  uint64_t distinct_ = 0, raw_ = 0, reported_ = 0;
};

}  // namespace dlx::packing
