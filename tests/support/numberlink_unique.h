// Published-style Numberlink puzzles with exactly one solution, for tests and benchmarks. The
// generator (numberlink_generator.h) plants few long paths but does not aim for uniqueness; this
// cuts the planted paths until the solver itself proves the planted solution is the only one.
// Each round asks the default search for two solutions. When there is a second one T, the planted
// path is cut at an edge that T does not use: the two cut ends become a new pair, so the planted
// solution stays one (every cell keeps its path) and T is no longer one (under either rule T runs
// through the two new clue cells, or leaves them empty). A round gathers up to six such T while
// they come cheaply; the cut takes the edge the most of them do not use and, among those, the one
// leaving the most even pieces, so the paths stay long and the pairs few.
// Once unique, two paths whose ends are neighbours are joined again wherever the solver proves the
// puzzle still unique within twice the nodes of the last proof (a later cut can make an earlier
// one redundant): fewer pairs, longer paths.
// The verdict is always the solver's exact answer; nothing is assumed.
#pragma once
#include <cstdint>

#include "numberlink_generator.h"

namespace nltest {

struct UniqueRun {
  bool unique = false;      // the solver proved one solution (false: no cut removes a second one)
  int cuts = 0;             // paths cut in two (blindCuts among them)
  int blindCuts = 0;        // cuts made because a check ran out of budget, not at a second solution
  int joins = 0;            // paths joined again once later cuts made a cut redundant
  int checks = 0;           // solver runs
  int attempts = 1;         // generateUnique: boards tried (the last one's figures above)
  uint64_t proofNodes = 0;  // search nodes of the last proof of uniqueness
  double proofMs = 0;       // and its time
  double totalMs = 0;       // every check
};

// Cuts g's planted paths (which must cover the grid) until the solver proves them the only
// solution under the rule (fill: every cell on a path; else cells may stay empty). A check that
// gets no verdict within `checkNodes` search nodes halves the longest path (fewer solutions,
// an easier proof) and goes on; it ends not unique only when no cut (into pieces of two cells or
// more) removes the second solution found.
// Deterministic: the search's answers do not depend on time or on how its budget is sliced.
// With DLX_UNIQUE_TRACE set in the environment each check is logged to stderr.
UniqueRun makeUnique(Generated& g, bool fill, uint64_t checkNodes);

// generatePuzzle(width, height, Style::Published, seed, pairs) made unique under rule fill; when
// makeUnique cannot, the same with seed + k * 0x9E3779B97F4A7C15 for k = 1, 2, ...
// `run` (optional) receives how it went.
Generated generateUnique(int width, int height, uint64_t seed, int pairs = 0, UniqueRun* run = nullptr,
                         uint64_t checkNodes = UINT64_MAX);

}  // namespace nltest
