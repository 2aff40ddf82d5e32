// Local propagation: applies a move, then every move it forces nearby, until nothing more is
// forced or a contradiction shows. Only the cells around each change are looked at, so a long
// forced corridor costs O(length), not a full-board analysis per step. The rules (all sound):
//   - an end with a single possible move makes it (no move at all: contradiction);
//   - fill rule: an empty cell needs two usable neighbours (empty cells or ends); with exactly
//     two, an end among them must step into it; two ends of different numbers: contradiction.
// Every applied move goes on the caller's log, also when the result is a contradiction, so the
// caller undoes by popping the log back to where it was.
#pragma once
#include <vector>

#include "numberlink_board.h"
#include "numberlink_prune.h"

namespace dlx::numberlink {

class Propagator {
 public:
  Propagator(const Analyzer& analyzer, Rules rules) : analyzer_(analyzer), rules_(rules) {}

  // Applies `moves` (each implied by the current position) and their consequences. Returns false
  // on a contradiction. `applied` counts the moves made (for the search statistics).
  bool run(Board& board, const Move* moves, int count, std::vector<Move>& log, uint64_t& applied);

 private:
  // Makes `m` if it still can be made; a stale forced move means a contradiction, except when it
  // was already made or its target became the mate's end (then it is that join).
  enum class Outcome { Applied, AlreadyDone, Contradiction };
  Outcome make(Board& board, Move m, std::vector<Move>& log);
  // Looks around a changed cell for new forced moves; false on a contradiction.
  bool inspectEnd(const Board& board, int cell);
  bool inspectEmpty(const Board& board, int cell);

  const Analyzer& analyzer_;
  Rules rules_;
  std::vector<Move> pending_;
};

}  // namespace dlx::numberlink
