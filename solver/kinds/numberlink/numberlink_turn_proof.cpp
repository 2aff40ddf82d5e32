#include "numberlink_turn_proof.h"

#include "numberlink_window_moves.h"

namespace dlx::numberlink {

TurnProof::TurnProof(const Grid& grid, Rules rules, const WindowMoves& moves)
    : minima_(grid, rules, true, TurnShapes::NoImproving, &moves), moves_(moves), board_(grid), redrawn_(grid) {}

RunStatus TurnProof::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  RunStatus status = RunStatus::Solution;
  if (redrawNext_) {
    board_ = redrawn_;
    done_ = true;
  } else {
    status = minima_.run(budget);
    if (status == RunStatus::Solution) {
      board_ = minima_.board();
      if (minima_.stats().solutions == 2) done_ = true;  // two solutions: nothing left to prove
      else redrawNext_ = moves_.redraw(board_, redrawn_);  // the final check
    } else if (status == RunStatus::Done) {
      done_ = settled_ = true;
    }
  }
  stats_.nodes = minima_.stats().nodes;
  stats_.updates = minima_.stats().updates;
  if (status == RunStatus::Solution) ++stats_.solutions;
  return status;
}

}  // namespace dlx::numberlink
