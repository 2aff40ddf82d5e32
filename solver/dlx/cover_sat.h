// An exact cover problem as clauses, searched by the CDCL solver (solver/sat): the racer of
// CoverRace that learns. The Shikaku puzzles whose first solution takes the exact search seconds
// (one early rectangle that no solution has, refuted only far from where it was placed) are such
// that a clause-learning search settles them after a few thousand conflicts, whatever their
// order: it learns why the early choice fails instead of retrying it against every combination
// elsewhere, which neither backjumping nor restarts can.
//
// Every primary item is covered exactly once (one clause "some option covers it" and the
// solver's own at-most-one constraint over its options, which propagates like covering the item
// in the exact search and keeps learnt clauses free of auxiliary variables), every secondary
// item at most once. Items covered more than once (multiplicity) are not stated: such models
// are refused by `fits`. Each solution found is reported and then blocked ("not all of these
// options"), as is every solution the caller was told of, so Unsat means every solution was
// reported by someone: the search is then exhaustive.
#pragma once
#include <cstdint>
#include <vector>

#include "model.h"
#include "sat/cdcl.h"
#include "core/search.h"

namespace dlx {

class CoverSat {
 public:
  // Whether the model can be stated (every multiplicity 1) in at most `maxLiterals` literals.
  static bool fits(const ExactCoverModel& model, uint64_t maxLiterals);
  explicit CoverSat(const ExactCoverModel& model);

  // Solution: solution() holds a new one (already blocked); Done: no solution is left that was
  // neither reported nor told of; Paused: the budget (in propagated literals) ran out.
  RunStatus run(uint64_t budget);
  const std::vector<int>& solution() const { return solution_; }  // options, increasing
  // A solution another search reported: never to be reported here (sorted option indices).
  void tell(const std::vector<int>& options);
  uint64_t propagations() const { return sat_.propagations(); }

 private:
  void atMostOne(const std::vector<int>& options);
  void block(const std::vector<int>& options);

  int options_;
  sat::Cdcl sat_;
  std::vector<int> solution_;
  bool done_ = false;
};

}  // namespace dlx
