// The default Numberlink search: the exact searches (the portfolio of numberlink_scan.h) raced
// against helpers that find solutions sooner but are not exhaustive:
//   - under rule fill, the edge search with the canonical shortcut (numberlink_field.h), which
//     finds a first solution of published-style puzzles far sooner but may miss some solutions;
//     when the shortcut is dead at its root (paths must run beside themselves), the exact edge
//     search with restarts takes its place for a while (EdgeSearch::restartEvery), and the
//     splice search (numberlink_splice.h) joins: SAT models where loops may fill the empty
//     areas, the loops then spliced into paths beside them;
//   - the router (numberlink_route.h): every pair routed at once by negotiated congestion, the
//     routing reported under rule free, and under rule fill grown into the cells it left empty;
//     it joins under rule free, and under rule fill where the splice search does (with the
//     first turn there: it fills sparse 30x30 and 40x40 within its first rounds);
//   - once a first solution was handed out and more are asked for (--unique, --max, stepping), the
//     neighbour search (numberlink_neighbours.h), which finds a second solution that differs from
//     the first in a small patch, as most second solutions of published puzzles do;
//   - at the same time, provers: the exact edge search (numberlink_edge_search.h) started from each
//     side of the grid, and the SAT search (numberlink_sat.h), which learns from its dead ends
//     where the others cannot. Each is exhaustive on its own, so the first of them to finish
//     settles the count (proving a puzzle unique takes the edge search from its best side a
//     fraction of what it takes the portfolio's winner, and which side is best differs from
//     puzzle to puzzle; the SAT search is told every solution reported so far and blocks it, so
//     its proof is one UNSAT answer); and the proof by redrawing moves (numberlink_turn_proof.h,
//     with U-turns and hairpins), which settles the count when there is at most one solution
//     and otherwise ends having reported two (it is then dropped, like a helper).
// Under turns=no-u-turn (numberlink_rules.h) the edge searches and the SAT search refuse U-turns
// as they go, the proof by redrawing moves stays out (its moves may draw a U-turn), and the
// solutions of the others (the scans, the helpers) with a U-turn are passed over: every search
// that settles the count is exact under the convention.
// Rounds have sizes fixed by the race alone (kFirstProverRound), so what is found first does not
// depend on the caller's budgets. Every solution reported while a helper runs is remembered and
// passed over when another search comes to it, so each is reported once and counts stay exact:
// the search is done when the exact portfolio or a prover is (every solution then was reported,
// by it or before). A helper is dropped when it is exhausted (a prover then ends the search) or
// once kRemember solutions were reported; the portfolio then goes on alone.
#pragma once
#include <memory>
#include <vector>

#include "numberlink_board.h"
#include "numberlink_edge_search.h"
#include "numberlink_neighbours.h"
#include "numberlink_route.h"
#include "numberlink_sat.h"
#include "numberlink_scan.h"
#include "numberlink_splice.h"
#include "numberlink_turn_proof.h"

namespace dlx::numberlink {

class SolutionRace final : public NumberlinkSearch {
 public:
  // proversOnly: once the provers started, the portfolio waits while any of them is left (so tests
  // can see the provers settle a count; the default keeps both going). satProverOnly: the SAT
  // search is the only prover (so tests can see it settle counts).
  SolutionRace(const Grid& grid, Rules rules, bool proversOnly = false, bool satProverOnly = false);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  // How far the exact search nearest to the end is (the portfolio or a prover).
  double progress() const override;
  // A prover usually ends a count or a uniqueness check long before the exact portfolio, whose
  // estimate progress() is, and a prover has no estimate of its own: unknown while one runs.
  bool progressKnown() const override;
  const Board& board() const override { return shown_; }
  // Once done: which search went through every solution (0 the portfolio, 5 on a prover).
  int settledBy() const { return settledBy_; }
  bool settledBySat() const { return settledBySat_; }

 private:
  static constexpr uint64_t kRound = 1u << 12;
  // Once the provers start, rounds start at this size and double with each pass over the
  // searches up to kRound: an edge prover from the right side often settles a Flow-style puzzle
  // in a few hundred nodes (flow-12x12: 428 from one side, 4.9k-9.6k from the others) and waited
  // behind whole rounds of the others; and the proof by redrawing moves, which settles most
  // unique puzzles here, now joins after the edge provers' first turn instead of after the SAT
  // prover's. Race nodes to a settled --unique (before: fixed rounds of 2^12, the proof after
  // the SAT prover): flow-12x12 4,535 -> 1,463, flow-14x14a 48,036 -> 29,629, flow-14x14b
  // 36,142 -> 9,985, flow-14x14c 9,907 -> 11,741, p_14x14_07 92,219 -> 85,050, generated unique
  // 14x14 45,096 -> 14,822, 20x20 310,505 -> 297,219. First rounds of 2^8, 2^10, 2^11 gave
  // 6.4k/24.5k/8.7k/14.3k/87.6k/17.5k/300k, 1.5k/27.6k/15.7k/17.4k/86.1k/20.5k/341k and
  // 2.5k/33.7k/23.9k/5.8k/75.8k/28.7k/331k (the last two with the proof joining late).
  static constexpr uint64_t kFirstProverRound = 1u << 9;
  static constexpr size_t kRemember = 64;
  // The SAT prover's turns are this many rounds: the one prover that learns, it settles the
  // unique p_14x14_07 in 0.5M-0.8M of its nodes (its heuristics vary), about what the best edge
  // prover needs; with triple turns the race gets there in 1.7M-2.2M nodes instead of 2.8M
  // (2.35M before the SAT prover joined).
  static constexpr uint64_t kSatRounds = 3;
  // The proof by redrawing moves (numberlink_turn_proof.h) settles the unique published puzzles
  // in a fraction of the others' nodes (p_14x14_07: 93k nodes of its own, the race 0.98M before
  // it joined) and finds a second solution where there is one, so its turns are the longest:
  // p_14x14_07 --unique took the race 428k nodes with 3 rounds a turn, 244k with 8, 170k with
  // 16, 133k with 32 (measured with the proof's earlier form; now 126k). With the rounds of
  // kFirstProverRound, 128 instead of 32: p_14x14_07 85,050 -> 61,993 (the proof alone: 59,427),
  // flow-14x14a 29,629 -> 21,895, generated unique 20x20 297,219 -> 266,491, p_20x20_13 2.11M ->
  // 1.78M; no numberlink bench row took more nodes (64: 21,895 / 69,683 / 297,219; 256: the
  // same as 128 but 20x20 251,099).
  static constexpr uint64_t kTurnRounds = 128;
  // The router helper's turns (numberlink_route.h): on the sparse puzzles it joins for, it is the
  // one helper that gets anywhere, and it needs a few rounds of its own.
  static constexpr uint64_t kRouteRounds = 4;
  // Where the router did not join at once (rule fill, the canonical shortcut alive), it joins
  // after this many race nodes without a solution: the published-style first rows all finish
  // sooner (the most, pubgen-40x40, 11,934 nodes; with the router there from the start it took
  // 24,222 and 271 ms instead of 29 ms), and sparse puzzles whose shortcut lives on get it too.
  static constexpr uint64_t kRouteLateJoin = 1u << 16;
  // The restarting edge search that stands in for a shortcut that cannot apply: restarts after
  // 256 * (1 1 2 1 1 2 4 ...) nodes, and is dropped after kRestartingNodes, so a puzzle it does
  // not crack loses at most that much time (2^17 edge nodes: about 0.3 s on sparse 20x20, 0.6 s
  // on 30x30). On six sparse 20x20 puzzles it found two, after 21k and 76k of its nodes.
  static constexpr uint64_t kRestartUnit = 256;
  static constexpr uint64_t kRestartingNodes = 1u << 17;
  // The searches taking turns: 0 the exact portfolio, 1 the canonical shortcut, 2 the neighbours,
  // 3 the splice search, 4 the router, 5 on the provers.
  static constexpr int kFirstProver = 5;
  int runners() const { return kFirstProver + static_cast<int>(provers_.size()); }
  NumberlinkSearch* runner(int which);
  void drop(int which);
  bool helping() const;
  void sumStats();
  // The SAT prover joins the provers: at once under any turns; under no-u-turn once the rounds
  // reached kRound (the edge provers, refusing U-turns as they draw, settle published-style
  // puzzles in a few hundred nodes, before its encoding is even made: unique 20x20 alone 93 edge
  // nodes against 7,270 SAT nodes, unique 40x40 695 against 216k).
  void addSatProver();
  // The exact edge search from each side of the grid joins the provers (once): after the first
  // solution, or at once under no-u-turn.
  void startEdgeProvers();

  const Grid& grid_;
  Rules rules_;
  PortfolioSearch exact_;
  std::unique_ptr<EdgeSearch> shortcut_;
  std::unique_ptr<NeighbourSearch> neighbours_;
  std::unique_ptr<SpliceSearch> splice_;
  std::unique_ptr<RouteSearch> route_;
  std::vector<std::unique_ptr<NumberlinkSearch>> provers_;
  SatSearch* sat_ = nullptr;                   // the SAT prover among provers_, while it runs
  bool satJoined_ = false;                     // it joined (it joins once)
  bool edgeProversStarted_ = false;            // startEdgeProvers() ran
  TurnProof* turnProof_ = nullptr;             // the proof by redrawing moves among provers_, while it runs
  bool turnProofsJoined_ = false;              // it joins after the edge provers' first turn
  bool routeJoined_ = false;                   // the router joined (it joins once)
  uint64_t raced_ = 0;                         // nodes of all the searches so far
  bool neighboursTried_ = false;               // neighbours and provers started, after the first solution
  bool neighbourWait_ = false;                 // no-u-turn: the neighbours join after the provers' first pass
  Board shown_;                                // the solution run() last stopped on
  std::vector<std::vector<uint8_t>> reported_; // solutions reported while a helper ran
  SearchStats retired_;                        // the helpers' work once dropped
  uint64_t shortcutCap_ = UINT64_MAX;          // the shortcut is dropped after this many nodes
  int turn_ = 1;                               // whose round it is (the shortcut starts)
  uint64_t left_ = kRound;                     // nodes left in the current round
  uint64_t round_ = kRound;                    // the current round's size (times kSatRounds, kTurnRounds)
  uint64_t found_ = 0;
  bool done_ = false;                          // the portfolio or a prover finished
  int settledBy_ = -1;
  bool settledBySat_ = false;
  bool proversOnly_, satProverOnly_;
  SearchStats stats_;
};

}  // namespace dlx::numberlink
