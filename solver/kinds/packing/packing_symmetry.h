// Counting solutions up to the board's own symmetry.
//
// The group G: the grid motions that map the free cells onto themselves and map every piece
// group's orientation set onto itself (so the image of a solution is again a solution).
//
// Pruning: pick a piece group with a single copy (prefer one whose placements no motion of G
// fixes, e.g. F or, on 6x10, X) and keep one placement per G-orbit of its placements. Each
// solution orbit then meets the search exactly |Stab(r)| / |Stab(r) ∩ Stab(S)| times, where r is
// the kept placement; when Stab(r) is trivial that is once, and otherwise the orbit check below
// keeps only the smallest image among Stab(r). Without a usable group, every solution is checked
// against all of G (plain de-duplication, also the cross-check in the tests).
#pragma once
#include <vector>

#include "packing_problem.h"

namespace dlx::packing {

struct SymmetryPlan {
  std::vector<int> motions;                 // elements of G; motions[0] is the identity
  std::vector<std::vector<int>> cellImage;  // per element: free cell -> free cell
  int restrictedGroup = -1;                 // -1: no pruning, de-duplicate over all of G
  std::vector<char> keep;                   // per placement: offered to the search
  std::vector<std::vector<int>> fixers;     // per placement (restricted group): non-identity
                                            // elements (indices into motions) that fix it
  // Per kept placement r of the restricted group that exactly one motion m fixes: a second piece
  // group, and of its placements the larger id of each pair {p, m(p)} with m(p) != p. A search
  // that drops those below r finds one of each pair of twins S, m(S) whose second piece is not
  // fixed by m (the bitboard search does, see dropsTwins; DLX does not).
  std::vector<int> secondGroup;                  // per placement: -1 or the group
  std::vector<std::vector<int>> secondDropped;  // per placement: placement ids
  int order() const { return static_cast<int>(motions.size()); }
};

// The board's symmetry group alone (all placements kept).
SymmetryPlan findBoardSymmetry(const PackingProblem& problem);

// The group plus, if `prune`, the restricted piece group and its kept placements.
SymmetryPlan planSymmetry(const PackingProblem& problem, bool prune);

struct OrbitInfo {
  bool representative = true;  // this solution is the one counted for its orbit
  int orbitSize = 1;           // solutions in its orbit (|G| / |Stab(S)|)
};

// For a solution (placement ids) found by a search over plan.keep; `twinsDropped`: the search
// also left out plan.secondDropped below each restricted placement.
OrbitInfo checkOrbit(const PackingProblem& problem, const SymmetryPlan& plan, const std::vector<int>& solution,
                     bool twinsDropped = false);

// The other solutions in the orbit of `solution` (each once, as placement ids; without the
// solution itself), for listing every solution from a pruned search.
std::vector<std::vector<int>> orbitImages(const PackingProblem& problem, const SymmetryPlan& plan,
                                          const std::vector<int>& solution);

}  // namespace dlx::packing
