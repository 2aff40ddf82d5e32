// The search under rule free (cells may stay empty) with any turns: exact, and fast on the
// puzzles people publish, by the shortcut theorem of numberlink_detour.h (R: the solutions where
// no path runs beside itself). Stages:
//   1. a first solution T, from whichever finds one first of two races taking turns: the race
//      under rule fill (a filled grid is a free solution too, and published puzzles are made to
//      be filled: it finds them in milliseconds) and the exact race under rule free (which ends
//      with no solution when there is none);
//   2. a second solution, or the proof that there is none: T shortened (numberlink_detour.h) when
//      T touches itself; else T is in R, and T with a detour when it has one; else the proof by
//      redrawing moves (numberlink_turn_proof.h), whose moves under rule free include the
//      detours: it finds a solution other than T, or proves T the only one. Beside it, in turns,
//      the neighbour search around T (numberlink_neighbours.h): a filled T of a published puzzle
//      touches nowhere, has no empty cell and so no detour, and its second solutions under rule
//      free are mostly a window away. (The proof took the place of a SAT search for the members
//      of R other than T, which did not end on p_14x14_07 in 73 s; bench/NOTES.md);
//   3. every further solution, from the exact race under rule free, passing over the ones
//      already reported, so solutions never repeat and counts stay exact.
// So a first solution and --unique never need the search of every free solution, which on
// published-style puzzles (long winding paths, few pairs) rarely ends.
#pragma once
#include <memory>
#include <vector>

#include "numberlink_board.h"
#include "numberlink_neighbours.h"
#include "numberlink_race.h"
#include "numberlink_search.h"
#include "numberlink_turn_proof.h"

namespace dlx::numberlink {

class FreeRuleSearch final : public NumberlinkSearch {
 public:
  // How the second solution came (for tests and reports).
  enum class Second { None, Shortened, Detour, Nearby, OtherMinimum, Unique };

  // rules.rule must be Free, with any turns and without the no-touch assumption (under it the
  // path search alone is the answer). The grid must outlive the search.
  FreeRuleSearch(const Grid& grid, Rules rules);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  // The exact race's estimate where it runs; the SAT search has none.
  double progress() const override;
  bool progressKnown() const override;
  const Board& board() const override { return shown_; }

  Second second() const { return second_; }

 private:
  enum class Stage { First, Second, Every, Done };
  // Turns of stages 1 and 2, in nodes of the search whose turn it is. The fill race's first turn
  // is longer: on published puzzles it ends within it (pubgen 40x40: 11,934 nodes under rule
  // fill; with turns of 2^12 from the start the exact race's two turns between made it 20,126
  // nodes, and its set-up cost more time than the nodes).
  static constexpr uint64_t kTurn = 1u << 12;
  static constexpr uint64_t kFirstFillTurn = 1u << 15;
  // Stage 2: the proof's turns are this many of the neighbour search's (which finds the second
  // solutions near T within its first turns, or not at all).
  static constexpr uint64_t kProofTurns = 4;
  RunStatus report(const Board& solution);
  void retire(const Search& s);
  // Runs `s` within the current turn of stages 1-2 and the budget; ends the turn when it is used.
  RunStatus runTurn(Search& s, uint64_t budget, uint64_t& spent);
  RunStatus runFirst(uint64_t budget, uint64_t& spent);
  RunStatus runSecond(uint64_t budget, uint64_t& spent);
  RunStatus runEvery(uint64_t budget, uint64_t& spent);
  void sumStats();

  const Grid& grid_;
  Rules rules_;
  Stage stage_ = Stage::First;
  std::unique_ptr<SolutionRace> fill_;         // stage 1's helper (dropped once done or past stage 1)
  std::unique_ptr<SolutionRace> every_;        // the exact race under rule free (stages 1 and 3)
  std::unique_ptr<TurnProof> proof_;           // stage 2: the other solutions' local minima
  std::unique_ptr<NeighbourSearch> nearby_;    // stage 2's helper: solutions near T
  bool secondStarted_ = false;                 // stage 2 looked at T's shortcuts and detours
  bool helperTurn_ = true;                     // stage 1: the fill race's turn; stage 2: the neighbours'
  uint64_t left_ = kFirstFillTurn;             // nodes left in the current turn
  Board shown_;                                // the solution run() last stopped on
  std::vector<std::vector<uint8_t>> reported_; // stages 1-2's solutions, passed over in stage 3
  Second second_ = Second::None;
  uint64_t found_ = 0;
  SearchStats retired_;                        // nodes of searches dropped
  SearchStats stats_;
};

}  // namespace dlx::numberlink
