// An exact Numberlink search that learns: the puzzle as CNF (numberlink_sat_encoding.h) solved by
// the CDCL solver, one model at a time, with the regions check (numberlink_sat_regions.h) during
// the search. Without that check a model may still hold loops (cycles of edges without a clue;
// with it, a loop is a region without a clue and never reaches a model), so each model is checked:
// each loop found gets a clause against it and the solver goes on: under rule fill "some
// edge leaves the loop's cells" (they must lie on paths between clues outside), under rule free
// "not all of the loop's edges" and "the loop's first cell is unused or some edge leaves the
// loop's cells". No solution breaks these, so none is lost. A model without loops is a solution:
// it is reported and then blocked ("not all of its edges": no solution's edges contain another's,
// so this excludes exactly that one). When the solver answers UNSAT every solution was reported:
// the count is exact and a uniqueness proof is one UNSAT answer after the first solution.
// Resumable: run(budget) gives the solver about kPropagationsPerNode propagated literals per
// budget node. Statistics: nodes = propagations / kPropagationsPerNode, updates = conflicts.
#pragma once
#include <cstdint>
#include <vector>

#include "numberlink_sat_encoding.h"
#include "numberlink_sat_regions.h"
#include "numberlink_search.h"

namespace dlx::numberlink {

class SatSearch final : public NumberlinkSearch {
 public:
  // Chosen so a node takes about as long as one of the edge search's, the provers' budget unit in the
  // race (p_14x14_07 --unique natively: 307k SAT nodes/s at 16 propagations each, 187k edge nodes/s).
  static constexpr uint64_t kPropagationsPerNode = 24;
  // The solver's budget (propagated literals) for `nodes` budget nodes, without overflow.
  static uint64_t literalBudget(uint64_t nodes) {
    return nodes > UINT64_MAX / kPropagationsPerNode ? UINT64_MAX : nodes * kPropagationsPerNode;
  }

  // connectivity: check regions during the search (ConnectivityTheory); without it only complete
  // models are checked for loops (tests use that to exercise the loop clauses). The clauses are
  // made on the first run() (tens of ms on a 40x40 grid: a race often settles before that).
  // shapes, moves: which solutions it looks for (numberlink_sat_encoding.h; a uniqueness proof's
  // parts); moves is needed unless shapes is Any.
  SatSearch(const Grid& grid, Rules rules, bool connectivity = true, TurnShapes shapes = TurnShapes::Any,
            const WindowMoves* moves = nullptr);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  // A SAT search has no estimate of how far it is: 0 until it is done.
  double progress() const override { return done_ ? 1.0 : 0.0; }
  bool progressKnown() const override { return done_; }
  const Board& board() const override { return board_; }

  // A solution another search reported, never to be reported here: the link bits of each cell
  // (Board::links) in row-major order.
  void exclude(const std::vector<uint8_t>& links);
  // Only solutions where the cell (row-major index) lies on the path of `number` (equal), or not
  // (!equal); number 0 means unused. Call before the first run(). With shapes, the cell is
  // pinned (numberlink_sat_encoding.h): a solution is then found if there is one, but not all.
  void fixLabel(int cell, int number, bool equal);
  // How many clauses were added against loops (tests look at it).
  uint64_t loopClauses() const { return loopClauses_; }

  // Incremental questions to one solver (numberlink_sat_tests.h). The solver with the puzzle
  // encoded (the caller may add variables, clauses and assumptions), and its encoding.
  sat::Cdcl& encodedSolver();
  const SatEncoding& encoding() const { return enc_; }
  // The literal "the cell lies on the path of `number`" (0: unused), -1 when no solution can
  // give the cell that label. After the first run() or encodedSolver().
  int labelLiteral(int cell, int number) const;
  // Like run() under the solver's assumptions, but a solution found is not blocked (the next question
  // may need it again). Done: no solution under the assumptions; `refuted` then says whether
  // that is for these assumptions only (the solver's refutedBy() names them) or for good.
  RunStatus runAssuming(uint64_t budget, bool& refuted);

 private:
  // Adds clauses against the model's loops; true when it had none (it is then drawn on board_).
  bool acceptModel();
  void block(const std::vector<int>& onEdges);
  void encode();

  const Grid& grid_;
  Rules rules_;
  bool connectivity_;
  TurnShapes shapes_;
  const WindowMoves* moves_;
  bool encoded_ = false;
  std::vector<std::vector<uint8_t>> excluded_;  // exclude() before encode()
  struct FixedLabel {
    int cell, number;
    bool equal;
  };
  std::vector<FixedLabel> fixed_;  // fixLabel(), applied by encode()
  sat::Cdcl solver_;
  SatEncoding enc_;
  std::vector<int> incident_;  // per cell, 4 slots: its edges, -1 where none
  ConnectivityTheory theory_;
  Board board_;
  bool done_ = false;
  uint64_t loopClauses_ = 0;
  SearchStats stats_;
};

}  // namespace dlx::numberlink
