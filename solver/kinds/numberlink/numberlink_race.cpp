#include "numberlink_race.h"

#include <algorithm>

#include "numberlink_turns.h"

namespace dlx::numberlink {
namespace {

// An edge prover made on its first turn: a race that ends before the provers' turn comes (a
// first solution from the canonical shortcut, as on most published-style puzzles) never builds
// them, and building one is a whole-grid propagation and its dead-position table.
class DeferredEdgeProver final : public NumberlinkSearch {
 public:
  DeferredEdgeProver(const Grid& grid, Rules rules, const ScanOrientation& orientation)
      : grid_(grid), rules_(rules), orientation_(orientation) {}
  RunStatus run(uint64_t budget) override { return built().run(budget); }
  const SearchStats& stats() const override { return search_ ? search_->stats() : none_; }
  double progress() const override { return search_ ? search_->progress() : 0.0; }
  const Board& board() const override { return built().board(); }

 private:
  // Four provers at 2^22 slots each were 256 MB on a long proof (p_20x20_13: 394 MB peak in
  // 60 s), too much for a phone's browser; 2^20 (16 MB each) is more than the proofs that
  // finish here use (p_14x14_07: 49 MB for the whole run).
  static constexpr int kLog2MaxDead = 20;
  EdgeSearch& built() const {
    if (!search_) search_ = std::make_unique<EdgeSearch>(grid_, rules_, false, std::vector<EdgeSearch::FixedEdge>{}, orientation_, kLog2MaxDead);
    return *search_;
  }
  const Grid& grid_;
  Rules rules_;
  ScanOrientation orientation_;
  mutable std::unique_ptr<EdgeSearch> search_;
  SearchStats none_;
};

}  // namespace

SolutionRace::SolutionRace(const Grid& grid, Rules rules, bool proversOnly, bool satProverOnly)
    : grid_(grid),
      rules_(rules),
      exact_(grid, rules, true),
      shown_(grid),
      proversOnly_(proversOnly),
      satProverOnly_(satProverOnly) {
  if (rules.rule == Rule::Fill) shortcut_ = std::make_unique<EdgeSearch>(grid, rules, true);
  else turn_ = 0;
  // A puzzle whose paths must run beside themselves has no canonical solution, which the shortcut
  // often sees before its first node; the exact edge search with restarts takes its place then.
  if (shortcut_ && shortcut_->progress() >= 1.0) {
    shortcut_ = std::make_unique<EdgeSearch>(grid, rules);
    shortcut_->restartEvery(grid_, kRestartUnit);
    shortcutCap_ = kRestartingNodes;
    // Such puzzles usually have large empty areas, where the splice search is at home.
    if (!rules.noTouch) splice_ = std::make_unique<SpliceSearch>(grid);
  }
  // The router, where the paths may run anywhere: under rule free (its routing is a solution) and
  // where the splice search joins (the puzzles whose paths must run beside themselves).
  if (!rules.noTouch && (rules.rule == Rule::Free || splice_)) route_ = std::make_unique<RouteSearch>(grid, rules);
  routeJoined_ = route_ != nullptr;
  // Under rule fill it has the first turn: it fills sparse 30x30 and 40x40 within its first round,
  // while the restarting edge search and the splice search had theirs first (sparse-20 8,473 race
  // nodes to a first solution with it third, sparse-30 27,591, sparse-40 26,485). Under rule free
  // the exact portfolio keeps the first turn (most puzzles are solved within it).
  if (route_ && rules.rule == Rule::Fill) turn_ = 4, left_ = kRound * kRouteRounds;
  // Under no-u-turn the exact portfolio cannot prune by the convention (its scans go through every
  // solution with U-turns too, passed over one by one), so the edge provers, exact under it, start
  // at once: a puzzle with no solution without U-turns, or one far from the shortcut's, is settled
  // by them (a sparse 11x11 went through millions of literal solutions before).
  if (rules.turns == Turns::NoUTurn && !rules.noTouch) startEdgeProvers();
}

NumberlinkSearch* SolutionRace::runner(int which) {
  switch (which) {
    case 0:
      if (proversOnly_)
        for (const auto& p : provers_)
          if (p) return nullptr;
      return &exact_;
    case 1: return shortcut_.get();
    case 2: return neighbours_.get();
    case 3: return splice_.get();
    case 4: return route_.get();
    default: return provers_[static_cast<size_t>(which - kFirstProver)].get();
  }
}

double SolutionRace::progress() const {
  if (done_) return 1.0;
  double best = exact_.progress();
  for (const auto& p : provers_)
    if (p) best = std::max(best, p->progress());
  return best;
}

bool SolutionRace::progressKnown() const {
  if (done_) return true;
  for (const auto& p : provers_)
    if (p) return false;
  return true;
}

bool SolutionRace::helping() const {
  if (shortcut_ || neighbours_ || splice_ || route_) return true;
  for (const auto& p : provers_)
    if (p) return true;
  return false;
}

void SolutionRace::drop(int which) {
  NumberlinkSearch* s = runner(which);
  retired_.nodes += s->stats().nodes;
  retired_.updates += s->stats().updates;
  if (which == 1) shortcut_.reset();
  else if (which == 2) neighbours_.reset();
  else if (which == 3) splice_.reset();
  else if (which == 4) route_.reset();
  else {
    std::unique_ptr<NumberlinkSearch>& prover = provers_[static_cast<size_t>(which - kFirstProver)];
    if (prover.get() == sat_) sat_ = nullptr;
    if (prover.get() == turnProof_) turnProof_ = nullptr;
    prover.reset();
  }
}

void SolutionRace::sumStats() {
  stats_.nodes = exact_.stats().nodes + retired_.nodes;
  stats_.updates = exact_.stats().updates + retired_.updates;
  for (int which = 1; which < runners(); ++which)
    if (NumberlinkSearch* s = runner(which)) stats_.nodes += s->stats().nodes, stats_.updates += s->stats().updates;
  stats_.solutions = found_;
}

void SolutionRace::startEdgeProvers() {
  edgeProversStarted_ = true;
  if (satProverOnly_) return;
  for (const ScanOrientation& o : scanOrientations(grid_)) provers_.push_back(std::make_unique<DeferredEdgeProver>(grid_, rules_, o));
}

void SolutionRace::addSatProver() {
  satJoined_ = true;
  auto sat = std::make_unique<SatSearch>(grid_, rules_);
  for (const std::vector<uint8_t>& bits : reported_) sat->exclude(bits);
  sat_ = sat.get();
  provers_.push_back(std::move(sat));
}

RunStatus SolutionRace::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  // More solutions are asked for after the first: look near it (rule notouch has its own search).
  if (found_ == 1 && !neighboursTried_ && !rules_.noTouch) {
    neighboursTried_ = true;
    // Under no-u-turn only after the provers' first pass (neighbourWait_): there the edge
    // provers, refusing U-turns as they draw, settle most published-style puzzles within it, while
    // each window the neighbour search opens costs a pass over the whole grid (unique 20x20
    // --unique: 110M instructions with it from the start, 87% in opening windows; 14.7M without).
    neighbourWait_ = rules_.turns == Turns::NoUTurn;
    if (!neighbourWait_) neighbours_ = std::make_unique<NeighbourSearch>(grid_, rules_, shown_);
    // The provers come to the first solution again: remember it even when no helper ran before.
    std::vector<uint8_t> first = linkBits(shown_);
    if (std::find(reported_.begin(), reported_.end(), first) == reported_.end()) reported_.push_back(std::move(first));
    if (!edgeProversStarted_) startEdgeProvers();
    if (rules_.turns == Turns::Any || satProverOnly_) addSatProver();
    // Its first round at once: it usually settles the question quickest. Rounds start small and
    // double with each pass over the searches (kFirstProverRound says why).
    round_ = kFirstProverRound;
    turn_ = 2, left_ = round_;
  }
  uint64_t spent = 0;
  while (spent < budget) {
    // The router joins late where it did not at once: where the canonical shortcut is not dead at
    // its root but has found nothing (some sparse puzzles: a generated 30x30 got no first solution
    // in 30 s; published ones are found long before).
    if (!route_ && !routeJoined_ && found_ == 0 && !rules_.noTouch && raced_ >= kRouteLateJoin) {
      routeJoined_ = true;
      route_ = std::make_unique<RouteSearch>(grid_, rules_);
    }
    while (!runner(turn_)) turn_ = (turn_ + 1) % runners();
    NumberlinkSearch& s = *runner(turn_);
    const uint64_t before = s.stats().nodes;
    const RunStatus status = s.run(std::min(budget - spent, helping() ? left_ : budget - spent));
    // Exactly the nodes used (never rounded up), so the rounds fall alike however the caller
    // slices its budget; a call that returns without a node still returns a solution or Done.
    const uint64_t used = s.stats().nodes - before;
    spent += used, raced_ += used;
    if (used == 0 && status == RunStatus::Paused) ++spent;  // cannot happen; never spin
    const int ran = turn_;
    if (helping()) {
      left_ -= std::min(left_, used);
      if (left_ == 0) {
        // The proof by redrawing moves joins once every edge prover had a turn, and runs before
        // the SAT prover: it makes a SAT encoding of its own (a label per cell and pair), wasted
        // where the edge provers settle the count at once, as on dense puzzles with many pairs.
        if (sat_ && ran + 1 < runners() && runner(ran + 1) == sat_ && !turnProofsJoined_ && !satProverOnly_ &&
            windowMovesHold(rules_)) {
          turnProofsJoined_ = true;
          // The moves inside 4x3 and 3x4 windows: the proof alone took p_20x20_13 1.65M nodes
          // (U-turns and hairpins 4.48M, U-turns alone 31.5M), p_14x14_07 59k (93k, 226k). A
          // second proof with another family only took turns from this one.
          auto proof = std::make_unique<TurnProof>(grid_, rules_, windowMoves4x3());
          turnProof_ = proof.get();
          provers_.insert(provers_.begin() + (ran + 1 - kFirstProver), std::move(proof));
        }
        do {
          turn_ = (turn_ + 1) % runners();
          if (turn_ == 0) {  // a pass over the searches ended
            round_ = std::min(round_ * 2, kRound);
            if (!satJoined_ && round_ == kRound && neighboursTried_) addSatProver();
            if (neighbourWait_ && found_ > 0) {
              neighbourWait_ = false;
              neighbours_ = std::make_unique<NeighbourSearch>(grid_, rules_, shown_);
            }
          }
        } while (!runner(turn_));
        left_ = round_ * (runner(turn_) == sat_          ? kSatRounds
                          : runner(turn_) == turnProof_ ? kTurnRounds
                          : runner(turn_) == route_.get() ? kRouteRounds
                                                          : 1);
      }
    }
    // The splice search's Done would be exact too (only solutions it reported are blocked), but
    // it is a helper here: dropped, like the others.
    if ((status == RunStatus::Done && ran >= 1 && ran < kFirstProver) || (ran == 1 && s.stats().nodes >= shortcutCap_)) {
      drop(ran);
      continue;
    }
    if (status == RunStatus::Done && &s == turnProof_ && !turnProof_->settled()) {  // two solutions or more
      drop(ran);
      continue;
    }
    if (status == RunStatus::Done) {  // the portfolio or a prover went through every solution
      settledBySat_ = sat_ && &s == sat_;
      for (int which = 1; which < runners(); ++which)
        if (runner(which)) drop(which);
      done_ = true;
      settledBy_ = ran;
      sumStats();
      return status;
    }
    if (status == RunStatus::Solution) {
      // The searches that cannot prune by the turn convention (the scans in the portfolio, the
      // helpers) find solutions with U-turns too: never reported under no-u-turn.
      if (!keepsTurns(s.board(), rules_.turns)) continue;
      std::vector<uint8_t> bits = linkBits(s.board());
      if (std::find(reported_.begin(), reported_.end(), bits) != reported_.end()) continue;  // seen
      shown_ = s.board();
      if (sat_ && &s != sat_) sat_->exclude(bits);  // it need not find this one again
      if (helping()) {
        reported_.push_back(std::move(bits));
        if (reported_.size() >= kRemember) {
          for (int which = 1; which < runners(); ++which)
            if (runner(which)) drop(which);
        }
      }
      ++found_;
      sumStats();
      return status;
    }
  }
  sumStats();
  return RunStatus::Paused;
}

}  // namespace dlx::numberlink
