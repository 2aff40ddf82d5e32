#include "numberlink_turn_proof.h"

#include "numberlink_detour.h"
#include "numberlink_window_moves.h"

namespace dlx::numberlink {
namespace {

Rules noTouch(Rules rules) {
  rules.noTouch = true;
  return rules;
}

}  // namespace

TurnProof::TurnProof(const Grid& grid, Rules rules, const WindowMoves& moves)
    : freeRule_(rules.rule == Rule::Free),
      minima_(grid, freeRule_ ? noTouch(rules) : rules, true,
              freeRule_ ? TurnShapes::NoImprovingOrFlip : TurnShapes::NoImproving, &moves),
      moves_(moves),
      board_(grid),
      redrawn_(grid) {}

bool TurnProof::redraw(const Board& solved, Board& other) const {
  if (moves_.redraw(solved, other)) return true;
  return freeRule_ && (makeDetour(solved, other) || flipCorner(solved, other) || bulgeLine(solved, other));
}

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
      else redrawNext_ = redraw(board_, redrawn_);  // the final check
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
