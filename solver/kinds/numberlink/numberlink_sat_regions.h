// The connectivity the SAT encoding of Numberlink (numberlink_sat_encoding.h) leaves out, checked
// on the solver's partial assignments. Run at every propagation fixpoint: kept apart from the
// search glue so it is built for speed.
#pragma once
#include <cstdint>
#include <vector>

#include "numberlink_sat_encoding.h"

namespace dlx::numberlink {

// Connectivity, checked on partial assignments (a Theory of the CDCL solver): the cells joined by
// edges that are not yet off fall into regions; a region holding one clue of a pair but not the
// other, or (rule fill) holding no clue, or (rule free) holding no clue but an edge that is on,
// cannot be part of a solution: some edge leaving it must be on (under rule free "or that edge
// is off"). The clause names exactly those edges, so learning generalises the dead region.
//
// Loop mode (for the splice helper, numberlink_splice.h, rule fill only): regions without a clue
// are allowed (it wants models with loops), and instead each region must hold as many cells of
// each checkerboard colour as paths and loops inside it can cover: a loop covers as many of each,
// a path one more of its clues' colour when both have it. So black minus white equals the
// region's pairs with both clues black minus those with both white; else an edge leaving it is on.
// Resolution cannot count (a region short of one colour is a mutilated chessboard to it), and
// without this the solver spent most of its time refuting such regions one placement at a time.
//
// Tried and not kept: the edge search's cut counting here too (each clue's chain of edges that
// are on; pairs whose chain ends lie on both sides of a cut need as many crossing edges that are
// neither off nor on a chain; the clause names the cut's off edges and those chains' edges).
// Exact, but mixed and twice the time a node: race nodes to a settled --unique, flow-14x14a
// 29.6k -> 53.0k, flow-14x14c 11.7k -> 32.5k, generated unique 14x14 14.8k -> 27.8k, but
// p_14x14_07 85.0k -> 50.8k, unique 20x20 297k -> 222k.
class ConnectivityTheory final : public sat::Theory {
 public:
  ConnectivityTheory(const Grid& grid, Rules rules, const SatEncoding& enc, const std::vector<int>& incident,
                     bool loopMode = false);
  bool check(const sat::Cdcl& solver, std::vector<int>& clause) override;

 private:
  const Grid& grid_;
  Rules rules_;
  const SatEncoding& enc_;
  const std::vector<int>& incident_;
  bool loopMode_;
  std::vector<int> partner_;  // per cell: the other clue of its pair, -1 on other cells
  // Per cell: what it adds to its region's excess (loop mode), worked out once: check() visits
  // every cell at every fixpoint, and the colours of a cell and of its mate took up to four
  // divisions there each time.
  std::vector<int8_t> excessOf_;
  std::vector<int> region_, queue_;
  int stamp_ = 0;
};

}  // namespace dlx::numberlink
