#include "cover_race.h"

#include <algorithm>

namespace dlx {

namespace {
constexpr uint64_t kRestartUnit = 256;  // nodes at least; a restart gets a multiple (Luby)
constexpr int kRaceUntil = 2;           // solutions reported: a first one and a second

// Luby's sequence, 1-based: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...
uint64_t luby(uint64_t i) {
  for (;;) {
    uint64_t k = 1;
    while ((uint64_t{1} << k) - 1 < i) ++k;
    if ((uint64_t{1} << k) - 1 == i) return uint64_t{1} << (k - 1);
    i -= (uint64_t{1} << (k - 1)) - 1;
  }
}

std::vector<int> sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}
}  // namespace

CoverRace::CoverRace(const ExactCoverModel& model, bool backjump, bool race)
    : model_(model), backjump_(backjump), racing_(race), exact_(newSearch(0)),
      // A restart must be able to reach a solution: allow for one level per few primary items.
      unit_(std::max<uint64_t>(kRestartUnit, static_cast<uint64_t>(model.primaryCount()) / 4)) {}

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
  if (racing_) byExact_.insert(key);
  solution_ = exact_->solution();
  return true;
}

// A restart stopped on a solution: true when it is new.
bool CoverRace::takeRestart() {
  std::vector<int> key = sorted(restart_->solution());
  if (byExact_.count(key) > 0 || byRestarts_.count(key) > 0) return false;
  byRestarts_.insert(key);
  solution_ = restart_->solution();
  multiplicity_ = 1;
  return true;
}

RunStatus CoverRace::run(uint64_t budget) {
  uint64_t used = 0;
  for (;;) {
    if (racing_ && stats_.solutions >= kRaceUntil) racing_ = false;
    if (!racing_) exactTurn_ = true;
    if (turnLeft_ == 0) turnLeft_ = racing_ ? unit_ : UINT64_MAX;
    const uint64_t slice = std::min(turnLeft_, budget - used);
    if (exactTurn_) {
      const uint64_t before = exact_->stats().nodes;
      const RunStatus s = exact_->run(slice);
      const uint64_t spent = exact_->stats().nodes - before;
      used += spent;
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
      if (s == RunStatus::Paused && racing_ && turnLeft_ == 0) exactTurn_ = false;
    } else {
      if (!restart_ || restartLeft_ == 0) {
        if (restart_) retired_nodes_ += restart_->stats().nodes, retired_updates_ += restart_->stats().updates;
        restart_ = newSearch(static_cast<uint64_t>(++restarts_));
        restartLeft_ = unit_ * luby(static_cast<uint64_t>(restarts_));
      }
      const uint64_t before = restart_->stats().nodes;
      const RunStatus s = restart_->run(std::min(slice, restartLeft_));
      const uint64_t spent = restart_->stats().nodes - before;
      used += spent;
      // At least one node per call, so restarts that end at once cannot hold the turn forever.
      turnLeft_ -= std::min(turnLeft_, std::max<uint64_t>(spent, 1));
      restartLeft_ -= std::min(restartLeft_, spent);
      if (s == RunStatus::Done) restartLeft_ = 0;
      refreshStats();
      if (s == RunStatus::Solution && takeRestart()) {
        stats_.solutions = addCount(stats_.solutions, multiplicity_);
        return RunStatus::Solution;
      }
      if (turnLeft_ == 0) exactTurn_ = true;
    }
    if (used >= budget) return RunStatus::Paused;
  }
}

// Counting from now on: the restarts stop. If they reported solutions the exact search has not
// met yet, it cannot pass over them inside a bulk count, so it starts afresh and holds back every
// solution reported so far.
void CoverRace::allowBulk() {
  racing_ = false;
  exactTurn_ = true;
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
  exact_->allowBulk();
  refreshStats();
}

}  // namespace dlx
