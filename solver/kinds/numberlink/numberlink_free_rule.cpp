#include "numberlink_free_rule.h"

#include <algorithm>

#include "numberlink_detour.h"

namespace dlx::numberlink {
namespace {

Rules withRule(Rules rules, Rule rule, bool noTouch) {
  rules.rule = rule;
  rules.noTouch = noTouch;
  return rules;
}

// Runs `s` for at most `budget` nodes, adding the nodes it used to `spent`.
RunStatus runFor(Search& s, uint64_t budget, uint64_t& spent) {
  const uint64_t before = s.stats().nodes;
  const RunStatus status = s.run(budget);
  spent += s.stats().nodes - before;
  return status;
}

}  // namespace

FreeRuleSearch::FreeRuleSearch(const Grid& grid, Rules rules)
    : grid_(grid),
      rules_(withRule(rules, Rule::Free, false)),
      fill_(std::make_unique<SolutionRace>(grid, withRule(rules, Rule::Fill, false))),
      shown_(grid) {}

RunStatus FreeRuleSearch::report(const Board& solution) {
  shown_ = solution;
  reported_.push_back(linkBits(shown_));
  ++found_;
  sumStats();
  return RunStatus::Solution;
}

RunStatus FreeRuleSearch::run(uint64_t budget) {
  uint64_t spent = 0;
  RunStatus status = RunStatus::Paused;
  while (status == RunStatus::Paused && spent < budget && stage_ != Stage::Done) {
    switch (stage_) {
      case Stage::First: status = runFirst(budget, spent); break;
      case Stage::Second: status = runSecond(budget, spent); break;
      case Stage::Every: status = runEvery(budget, spent); break;
      case Stage::Done: break;
    }
  }
  sumStats();
  if (status == RunStatus::Solution) return status;
  return stage_ == Stage::Done ? RunStatus::Done : RunStatus::Paused;
}

RunStatus FreeRuleSearch::runTurn(Search& s, uint64_t budget, uint64_t& spent) {
  uint64_t used = 0;
  const RunStatus status = runFor(s, std::min(budget - spent, left_), used);
  spent += used;
  left_ -= std::min(left_, used);
  if (left_ == 0) {  // the turn is over: the other search's (the caller drops a helper it lost)
    helperTurn_ = !helperTurn_;
    left_ = stage_ == Stage::Second && !helperTurn_ ? kTurn * kProofTurns : kTurn;
  }
  return status;
}

RunStatus FreeRuleSearch::runFirst(uint64_t budget, uint64_t& spent) {
  if (!fill_) helperTurn_ = false;
  if (!helperTurn_ && !every_) every_ = std::make_unique<SolutionRace>(grid_, rules_);
  const bool helper = helperTurn_;
  NumberlinkSearch& s = helper ? static_cast<NumberlinkSearch&>(*fill_) : *every_;
  const RunStatus status = runTurn(s, budget, spent);
  if (status == RunStatus::Solution) {
    // Stage 2 starts from T; the fill race is no use any more (the exact race goes on in stage 3
    // and comes to T again, passed over then).
    const RunStatus reported = report(s.board());
    if (fill_) retire(*fill_);
    fill_.reset();
    stage_ = Stage::Second;
    helperTurn_ = true, left_ = kTurn;
    return reported;
  }
  if (status == RunStatus::Done) {
    if (helper) {  // no filled solution: the exact race alone from now on
      retire(*fill_);
      fill_.reset();
      left_ = kTurn;
    } else {
      stage_ = Stage::Done;  // the exact race found no solution at all
    }
  }
  return RunStatus::Paused;
}

RunStatus FreeRuleSearch::runSecond(uint64_t budget, uint64_t& spent) {
  if (!secondStarted_) {
    secondStarted_ = true;
    Board other(shown_);
    if (shortenPaths(grid_, shown_, other)) {
      second_ = Second::Shortened;
      stage_ = Stage::Every;
      return report(other);
    }
    if (makeDetour(shown_, other)) {
      second_ = Second::Detour;
      stage_ = Stage::Every;
      return report(other);
    }
    nearby_ = std::make_unique<NeighbourSearch>(grid_, withRule(rules_, Rule::Free, false), shown_);
  }
  if (!nearby_) helperTurn_ = false;
  if (!helperTurn_ && !proof_) {
    // Made at its first turn: its clauses cost more than the neighbour search's first turn, which
    // usually ends stage 2 on published puzzles (p_36x20_21: 50 ms of 51 made it up front).
    proof_ = std::make_unique<TurnProof>(grid_, rules_, windowMoves4x3());
  }
  const bool helper = helperTurn_;
  NumberlinkSearch& s = helper ? static_cast<NumberlinkSearch&>(*nearby_) : *proof_;
  const RunStatus status = runTurn(s, budget, spent);
  if (status == RunStatus::Paused) return status;
  if (helper && status == RunStatus::Done) {  // no other solution near T: the proof alone
    retire(*nearby_);
    nearby_.reset();
    return RunStatus::Paused;
  }
  // T again (the proof finds the local minima, T among them when it is one): go on.
  if (status == RunStatus::Solution && linkBits(s.board()) == reported_.front()) return RunStatus::Paused;
  Second how = helper ? Second::Nearby : Second::OtherMinimum;
  if (status == RunStatus::Done) how = proof_->settled() ? Second::Unique : Second::None;
  stage_ = how == Second::Unique ? Stage::Done : Stage::Every;
  second_ = how;
  // An unsettled proof has reported a solution other than T before it ended (two minima, or one
  // with a move out of it), so Done without one cannot happen; were it to, stage 3 counts on.
  const RunStatus reported = status == RunStatus::Solution ? report(s.board()) : RunStatus::Paused;
  for (Search* done : {static_cast<Search*>(nearby_.get()), static_cast<Search*>(proof_.get())})
    if (done) retire(*done);
  nearby_.reset();
  proof_.reset();
  return reported;
}

RunStatus FreeRuleSearch::runEvery(uint64_t budget, uint64_t& spent) {
  if (!every_) every_ = std::make_unique<SolutionRace>(grid_, rules_);
  const RunStatus status = runFor(*every_, budget - spent, spent);
  if (status == RunStatus::Done) {
    stage_ = Stage::Done;
    return RunStatus::Paused;
  }
  if (status == RunStatus::Paused) return status;
  if (std::find(reported_.begin(), reported_.end(), linkBits(every_->board())) != reported_.end())
    return RunStatus::Paused;  // reported in stage 1 or 2
  shown_ = every_->board();
  ++found_;
  return RunStatus::Solution;
}

void FreeRuleSearch::retire(const Search& s) {
  retired_.nodes += s.stats().nodes;
  retired_.updates += s.stats().updates;
}

void FreeRuleSearch::sumStats() {
  stats_.nodes = retired_.nodes;
  stats_.updates = retired_.updates;
  for (const Search* s : {static_cast<const Search*>(fill_.get()), static_cast<const Search*>(every_.get()),
                          static_cast<const Search*>(proof_.get()), static_cast<const Search*>(nearby_.get())})
    if (s) stats_.nodes += s->stats().nodes, stats_.updates += s->stats().updates;
  stats_.solutions = found_;
}

double FreeRuleSearch::progress() const {
  if (stage_ == Stage::Done) return 1.0;
  return every_ && stage_ != Stage::Second ? every_->progress() : 0.0;
}

bool FreeRuleSearch::progressKnown() const {
  if (stage_ == Stage::Done) return true;
  if (stage_ == Stage::Second) return false;
  return every_ ? every_->progressKnown() : false;
}

}  // namespace dlx::numberlink
