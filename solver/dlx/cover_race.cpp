#include "cover_race.h"

#include <algorithm>

#include "core/luby.h"

namespace dlx {

namespace {
constexpr uint64_t kRestartUnit = 256;  // nodes at least; a restart gets a multiple (Luby)
constexpr int kRaceUntil = 2;           // solutions reported: a first one and a second
// The SAT search joins once the exact search has had this many turns without settling: puzzles
// settled in one turn never pay for stating the clauses. (With the solver's own at-most-one
// constraints the SAT search is the faster racer on every hard 30x30 board with hidden clues
// measured, and restarts no longer helped beside it; bench/instances/shikaku.tsv.)
constexpr uint64_t kSatAfterTurns = 1;
// Propagated literals the SAT search may spend for one node of the others' budget: a node of the
// exact search costs about as long as a fifth of its link updates take in propagations (measured
// on 30x30 Shikaku: 13.5M propagations and 68M updates a second), so the ratio is taken from the
// exact search's updates per node when the SAT search joins, within these bounds.
constexpr uint64_t kUpdatesPerPropagation = 5;
constexpr uint64_t kMinPropagationsPerNode = 8, kMaxPropagationsPerNode = 1000;
// Larger models are not stated (memory: about 12 bytes a literal with the watches).
constexpr uint64_t kSatMaxLiterals = uint64_t{1} << 23;

std::vector<int> sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}
}  // namespace

CoverRace::CoverRace(const ExactCoverModel& model, bool backjump, bool race)
    : model_(model), backjump_(backjump), racing_(race), exact_(newSearch(0)),
      // A restart must be able to reach a solution: allow for one level per few primary items.
      unit_(std::max<uint64_t>(kRestartUnit, static_cast<uint64_t>(model.primaryCount()) / 4)) {
  satFits_ = race && CoverSat::fits(model, kSatMaxLiterals);
  satAfter_ = kSatAfterTurns * unit_;
}

std::unique_ptr<DancingLinks> CoverRace::newSearch(uint64_t shuffle) const {
  auto search = std::make_unique<DancingLinks>(model_);
  search->setSplitting(splitting_);
  search->setBackjumping(backjump_);
  // Every other restart shuffles the item order too: a second way to differ (measured on random
  // 30x30 boards with half the clues hidden, neither kind of restart alone covered all seeds).
  if (shuffle > 0) search->shuffleOptions(shuffle, shuffle % 2 == 0);
  return search;
}

void CoverRace::refreshStats() {
  stats_.nodes = retired_nodes_ + exact_->stats().nodes + (restart_ ? restart_->stats().nodes : 0);
  stats_.updates = retired_updates_ + exact_->stats().updates + (restart_ ? restart_->stats().updates : 0);
  if (sat_) stats_.nodes += sat_->propagations() / perNode_;
}

void CoverRace::tellSat(const std::vector<int>& sortedOptions) {
  if (sat_) sat_->tell(sortedOptions);
}

// The exact search stopped on a solution: true when it is one to report.
bool CoverRace::takeExact() {
  const uint64_t weight = exact_->multiplicity();
  if (holdBack_ > 0) {  // counting afresh: the first solutions were reported already
    const uint64_t held = std::min(holdBack_, weight);
    holdBack_ -= held;
    if (held == weight) return false;
    multiplicity_ = weight - held;
    solution_.clear();
    return true;
  }
  multiplicity_ = weight;
  if (weight != 1) {
    solution_.clear();
    return true;
  }
  std::vector<int> key = sorted(exact_->solution());
  if (byRestarts_.erase(key) > 0) return false;  // a restart reported it already
  if (racing_) {
    tellSat(key);
    byExact_.insert(key);
  }
  solution_ = exact_->solution();
  return true;
}

// A restart stopped on a solution: true when it is new.
bool CoverRace::takeRestart() {
  std::vector<int> key = sorted(restart_->solution());
  if (byExact_.count(key) > 0 || byRestarts_.count(key) > 0) return false;
  tellSat(key);
  byRestarts_.insert(key);
  solution_ = restart_->solution();
  multiplicity_ = 1;
  return true;
}

// The SAT search stopped on a solution: new by construction (every reported one is blocked), kept
// with the restarts' so the exact search passes over it.
bool CoverRace::takeSat() {
  const std::vector<int>& key = sat_->solution();
  if (byExact_.count(key) > 0 || byRestarts_.count(key) > 0) return false;
  byRestarts_.insert(key);
  solution_ = key;
  multiplicity_ = 1;
  return true;
}

// Turns alternate between the exact search and the other one: the SAT search once it has joined,
// before that (or when the model cannot be stated as clauses) a restart.
void CoverRace::nextTurn() {
  if (satFits_ && !satJoined_ && raced_ >= satAfter_) satJoined_ = true;
  turn_ ^= 1;
}

RunStatus CoverRace::otherTurn(uint64_t slice, uint64_t& spent) {
  if (satTurn()) {
    if (!sat_) {
      const SearchStats& exact = exact_->stats();
      perNode_ = std::clamp<uint64_t>(exact.updates / std::max<uint64_t>(exact.nodes, 1) / kUpdatesPerPropagation,
                                      kMinPropagationsPerNode, kMaxPropagationsPerNode);
      sat_ = std::make_unique<CoverSat>(model_);
      for (const auto& key : byExact_) sat_->tell(key);
      for (const auto& key : byRestarts_) sat_->tell(key);
    }
    const uint64_t before = sat_->propagations();
    const RunStatus s = sat_->run(slice > UINT64_MAX / perNode_ ? UINT64_MAX : slice * perNode_);
    spent = (sat_->propagations() - before) / perNode_;
    return s;
  }
  if (!restart_ || restartLeft_ == 0) {
    if (restart_) retired_nodes_ += restart_->stats().nodes, retired_updates_ += restart_->stats().updates;
    restart_ = newSearch(static_cast<uint64_t>(++restarts_));
    restartLeft_ = unit_ * lubyTerm(static_cast<uint64_t>(restarts_));
  }
  const uint64_t before = restart_->stats().nodes;
  const RunStatus s = restart_->run(std::min(slice, restartLeft_));
  spent = restart_->stats().nodes - before;
  restartLeft_ -= std::min(restartLeft_, spent);
  if (s == RunStatus::Done) restartLeft_ = 0;
  return s;
}

RunStatus CoverRace::run(uint64_t budget) {
  uint64_t used = 0;
  for (;;) {
    if (racing_ && stats_.solutions >= kRaceUntil) racing_ = false;
    if (!racing_) turn_ = 0;  // the exact search alone
    if (turnLeft_ == 0) turnLeft_ = racing_ ? unit_ : UINT64_MAX;
    const uint64_t slice = std::min(turnLeft_, budget - used);
    if (turn_ == 0) {
      const uint64_t before = exact_->stats().nodes;
      const RunStatus s = exact_->run(slice);
      const uint64_t spent = exact_->stats().nodes - before;
      used += spent;
      if (racing_) raced_ += spent;
      if (turnLeft_ != UINT64_MAX) turnLeft_ -= std::min(turnLeft_, spent);
      refreshStats();
      if (s == RunStatus::Done) {
        // Every solution is known now; the restarts' ones were all met (held back or passed over).
        racing_ = false;
        return RunStatus::Done;
      }
      if (s == RunStatus::Solution && takeExact()) {
        stats_.solutions = addCount(stats_.solutions, multiplicity_);
        return RunStatus::Solution;
      }
      if (s == RunStatus::Paused && racing_ && turnLeft_ == 0) nextTurn();
    } else {
      const bool viaSat = satTurn();
      uint64_t spent = 0;
      const RunStatus s = otherTurn(slice, spent);
      used += spent;
      raced_ += spent;
      // At least one node per call, so searches that end at once cannot hold the turn forever.
      turnLeft_ -= std::min(turnLeft_, std::max<uint64_t>(spent, 1));
      refreshStats();
      if (viaSat && s == RunStatus::Done) {
        // Every solution there is was reported (by the SAT search, or blocked in it as told).
        racing_ = false;
        return RunStatus::Done;
      }
      if (s == RunStatus::Solution && (viaSat ? takeSat() : takeRestart())) {
        stats_.solutions = addCount(stats_.solutions, multiplicity_);
        return RunStatus::Solution;
      }
      if (turnLeft_ == 0) nextTurn();
    }
    if (used >= budget) return RunStatus::Paused;
  }
}

// Counting from now on: the restarts stop. If they reported solutions the exact search has not
// met yet, it cannot pass over them inside a bulk count, so it starts afresh and holds back every
// solution reported so far.
void CoverRace::allowBulk() {
  racing_ = false;
  turn_ = 0;
  turnLeft_ = 0;
  byExact_.clear();
  if (!byRestarts_.empty()) {
    retired_nodes_ += exact_->stats().nodes, retired_updates_ += exact_->stats().updates;
    exact_ = newSearch(0);
    holdBack_ = stats_.solutions;
    byRestarts_.clear();
  }
  if (restart_) {
    retired_nodes_ += restart_->stats().nodes, retired_updates_ += restart_->stats().updates;
    restart_.reset();
  }
  if (sat_) {
    retired_nodes_ += sat_->propagations() / perNode_;
    sat_.reset();
  }
  exact_->allowBulk();
  refreshStats();
}

}  // namespace dlx
