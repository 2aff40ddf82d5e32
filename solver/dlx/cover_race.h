// The exact search raced against a clause-learning search, for problems whose first solution is
// heavy-tailed.
//
// On some exact covers (Shikaku with `?` clues) the deterministic search finds a solution in a few
// hundred nodes on most inputs and wanders for seconds on others: one early choice sends it into a
// huge subtree without solutions, refuted only far from where it was made. So until two solutions
// are known (a first one, and the second a uniqueness check needs) the exact search takes turns
// with a search that learns why such a choice fails: a CDCL search of the same model
// (cover_sat.h), which joins after the exact search's first turn. It is exhaustive, so when it
// runs out of solutions the race is done. When the model cannot be stated as clauses, the other
// turns go to restarts: short searches over shuffled option orders (budgets in Luby's sequence,
// 1 1 2 1 1 2 4 ..., times a unit), which escape such a subtree less reliably. Turns are counted
// in nodes, not time, so the same input always gives the same answer, however run() is sliced.
//
// Exactness: every solution is reported once. A restart's solution is remembered and passed over
// when the exact search reaches it; the exact search's solutions found while racing are remembered
// so no restart reports them again. Counting in bulk after a restart reported solutions starts the
// exact search afresh and holds back as many solutions as were already reported.
#pragma once
#include <memory>
#include <set>
#include <vector>

#include "cover_sat.h"
#include "dancing_links.h"

namespace dlx {

class CoverRace final : public Search {
 public:
  // `model` must outlive the race. race=false: the exact search alone (with backjumping if asked).
  CoverRace(const ExactCoverModel& model, bool backjump, bool race);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override { return exact_->progress(); }
  uint64_t multiplicity() const override { return multiplicity_; }
  void allowBulk() override;
  // The options of the current solution (model indices); valid after run() returned Solution.
  const std::vector<int>& solution() const { return solution_; }
  // Off: no search of the race looks for independent parts (tests). Call before the first run().
  void setSplitting(bool on) {
    splitting_ = on;
    exact_->setSplitting(on);
  }
  // Nodes the race runs before the SAT search joins (tests: 0, at the end of the first turn).
  // Call before the first run().
  void setSatAfter(uint64_t nodes) { satAfter_ = nodes; }
  // Nodes per turn (tests: 1, so that every search takes part on small problems). Call before
  // the first run().
  void setTurn(uint64_t nodes) { unit_ = nodes; }
  // Whether the SAT search has taken a turn (for tests).
  bool satJoined() const { return satJoined_; }
  // Restarted searches so far (for tests and benchmarks).
  int restarts() const { return restarts_; }

 private:
  std::unique_ptr<DancingLinks> newSearch(uint64_t shuffle) const;
  bool takeExact();
  bool takeRestart();
  bool takeSat();
  void tellSat(const std::vector<int>& sortedOptions);
  // The non-exact turn: the SAT search once it has joined, else a restart. Returns what the
  // turn's search said; `spent` gets the nodes it counts for.
  RunStatus otherTurn(uint64_t slice, uint64_t& spent);
  void nextTurn();
  // Whether the current turn is the SAT search's.
  bool satTurn() const { return satJoined_ && turn_ == 1; }
  void refreshStats();

  const ExactCoverModel& model_;
  bool backjump_, racing_, splitting_ = true;
  std::unique_ptr<DancingLinks> exact_, restart_;
  std::unique_ptr<CoverSat> sat_;  // made on its first turn (stating the clauses takes a while)
  bool satFits_ = false;           // the model can be stated as clauses (cover_sat.h)
  bool satJoined_ = false;         // the SAT search takes the other turns (kSatAfterTurns)
  int turn_ = 0;                   // 0: the exact search's turn, 1: the other's (nextTurn)
  uint64_t perNode_ = 1;           // propagations the SAT search spends for a node of budget
  uint64_t raced_ = 0;             // nodes spent while racing
  uint64_t satAfter_;              // raced_ at which the SAT search joins
  uint64_t unit_;             // nodes per turn; restarts get multiples
  uint64_t turnLeft_ = 0;    // nodes left in the current turn
  uint64_t restartLeft_ = 0; // nodes left before the current restart gives up
  int restarts_ = 0;
  uint64_t retired_nodes_ = 0, retired_updates_ = 0;  // of searches already thrown away
  std::set<std::vector<int>> byRestarts_;  // reported by restarts or SAT, not yet met by the exact search
  std::set<std::vector<int>> byExact_;     // reported by the exact search while racing
  uint64_t holdBack_ = 0;  // bulk after a restart: solutions already reported, not to count again
  std::vector<int> solution_;
  uint64_t multiplicity_ = 1;
  SearchStats stats_;
};

}  // namespace dlx
