#include "numberlink_turns.h"

namespace dlx::numberlink {
namespace {

// Links inside the 2x2 block whose top-left cell is c: c's right and down, the down link of the
// cell right of c and the right link of the cell below it (bits: 0 right, 1 down).
int blockLinks(const Board& board, int c) {
  const int s = board.stride();
  return (board.links(c) & 1) + (board.links(c) >> 1 & 1) + (board.links(c + 1) >> 1 & 1) + (board.links(c + s) & 1);
}

}  // namespace

int uTurnAt(const Board& board) {
  for (int c : board.cells())
    if (board.xOf(c) + 1 < board.width() && board.yOf(c) + 1 < board.height() && blockLinks(board, c) >= 3) return c;
  return -1;
}

bool linkMakesUTurn(const Board& board, int cell, int d) {
  if (board.links(cell) >> d & 1) return false;  // drawn already: nothing changes
  // The link from a to the cell right of it (or below it) lies in the blocks with top-left a - s
  // and a (or a - 1 and a); the walls have no links, so the blocks at the border count right.
  const int s = board.stride();
  const int a = d < 2 ? cell : cell + board.steps()[d];
  const bool horizontal = (d & 1) == 0;
  const int first = horizontal ? a - s : a - 1;
  return blockLinks(board, first) >= 2 || blockLinks(board, a) >= 2;
}

RunStatus TurnFilter::run(uint64_t budget) {
  RunStatus status;
  for (uint64_t spent = 0;;) {
    const uint64_t before = inner_->stats().nodes;
    status = inner_->run(budget - spent);
    spent += inner_->stats().nodes - before;
    if (status != RunStatus::Solution || keepsTurns(inner_->board(), turns_)) break;
    // A solution with a U-turn: passed over (at least one node each, so this ends).
    spent += inner_->stats().nodes == before;
    if (spent >= budget) {
      status = RunStatus::Paused;
      break;
    }
  }
  stats_ = inner_->stats();
  if (status == RunStatus::Solution) ++kept_;
  stats_.solutions = kept_;
  return status;
}

}  // namespace dlx::numberlink
