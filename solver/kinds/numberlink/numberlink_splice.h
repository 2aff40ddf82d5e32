// A helper of the race (numberlink_race.h) for rule fill puzzles with large empty areas, where
// long paths must run beside themselves (the generator's Style::Sparse). Not exhaustive: it only
// reports solutions, each a real one, and the race's exact searches settle the count.
//
// Why: the SAT search (numberlink_sat.h) drowns on such puzzles. Without its regions check its
// models come at once but are full of loops (cycles without a clue: the local constraints alone
// allow them, and huge empty areas hold many); with the check, each loop is a conflict to learn
// from, one small region at a time. Yet a loop is usually one step from a real solution: where
// an edge u-v of a loop runs beside an edge a-b of another component (u next to a, v next to b,
// a 2x2 square), removing both and drawing u-a and v-b keeps every degree and SPLICES the loop
// into it: into a path as a detour (the path's two pieces now run a..u~loop~v..b), into another
// loop as one bigger loop (spliced again later). Each cell keeps degree 2, so once no loop is
// left every cell lies on a path between two clues of one pair: a solution under rule fill.
//
// So: models of the encoding (numberlink_sat_encoding.h) without the regions check; each model's
// loops are spliced where they can be (repeated until nothing changes) and the result reported
// when it is loop-free (checked again by walking every path from its clue). Every model's loops
// also get the SAT search's loop clause ("some edge leaves the loop's cells", true of every
// solution), so the same model never comes back; each reported solution is blocked ("not all of
// its edges"); as other models may be spliced into the same solution, the solutions reported are
// also remembered and passed over. Resumable like every search: run(budget), with nodes =
// (propagated literals + cells the repair visits) / SatSearch::kPropagationsPerNode.
#pragma once
#include <cstdint>
#include <vector>

#include "numberlink_sat_encoding.h"
#include "numberlink_sat_regions.h"
#include "numberlink_search.h"

namespace dlx::numberlink {

class SpliceSearch final : public NumberlinkSearch {
 public:
  // Rule fill only (under rule free a loop is simply left out; the race has no need of this).
  explicit SpliceSearch(const Grid& grid);

  // Phases for the solver's first descent (call before the first run()): the edges in `links`
  // (per cell, Board::links bits) and the labels in `owner` (per cell, a pair index or -1) are
  // tried true first, so it starts next to that drawing (the router's, numberlink_route.h).
  void prefer(const std::vector<uint8_t>& links, const std::vector<int>& owner) { preferLinks_ = links, preferOwner_ = owner; }

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  // No estimate of how far it is (it is not exhaustive in the race's eyes): 0 until done.
  double progress() const override { return done_ ? 1.0 : 0.0; }
  const Board& board() const override { return board_; }

  // Tests look at these: models taken from the solver, loops spliced away in them, and
  // solutions reported from models that had loops.
  uint64_t models() const { return models_; }
  uint64_t splices() const { return splices_; }
  uint64_t repaired() const { return repaired_; }

 private:
  void encode();
  // Reads the model into links_, adds a loop clause per loop; true when the model had loops.
  bool readModel();
  // Splices loops away in links_; true when none is left (checked by walking the paths).
  bool repair();
  // Labels comp_: a pair's path gets its pair index, each loop an index from pairs_ on; fills
  // members_. Returns how many loops there are.
  int labelComponents();
  bool loopFree();
  void link(int a, int b, bool on);

  const Grid& grid_;
  int pairs_ = 0;
  bool encoded_ = false;
  sat::Cdcl solver_;
  SatEncoding enc_;
  std::vector<uint8_t> links_;              // per cell: bit d joined to the neighbour d (right, down, left, up)
  std::vector<int> comp_;                   // per cell: its component (see labelComponents)
  std::vector<std::vector<int>> members_;   // per component: its cells
  std::vector<int> incident_;               // per cell, 4 slots (right, down, left, up): its edges, -1 where none
  ConnectivityTheory theory_;               // in loop mode: pairs kept together, colours balanced
  std::vector<uint8_t> preferLinks_;         // the phases prefer() asked for
  std::vector<int> preferOwner_;
  std::vector<std::vector<uint8_t>> reported_;  // links_ of each solution reported (few: the race stops at 64)
  Board board_;
  bool done_ = false;
  uint64_t work_ = 0;                       // cells visited by the repair
  uint64_t models_ = 0, splices_ = 0, repaired_ = 0;
  SearchStats stats_;
};

}  // namespace dlx::numberlink
