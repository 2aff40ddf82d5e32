#include "numberlink_search.h"

#include <algorithm>
#include <cmath>

namespace dlx::numberlink {

PathSearch::PathSearch(const Grid& grid, Rules rules)
    : rules_(rules),
      board_(grid, rules.noTouch),
      analyzer_(board_, rules),
      propagator_(analyzer_, rules),
      // About 16 slots per cell, between 4K and 512K slots (8 MB).
      failed_(std::min(19, std::max(12, 4 + static_cast<int>(std::log2(grid.width * grid.height + 1))))) {
  log_.reserve(static_cast<size_t>(grid.width * grid.height) + 1);
}

void PathSearch::undoTo(size_t mark) {
  while (log_.size() > mark) {
    board_.undo(log_.back());
    log_.pop_back();
    ++stats_.updates;
  }
}

bool PathSearch::applyAlternative() {
  Frame& f = stack_.back();
  return propagator_.run(board_, &f.choice.moves[f.index], 1, log_, stats_.updates);
}

bool PathSearch::backtrack() {
  while (!stack_.empty()) {
    Frame& f = stack_.back();
    undoTo(f.mark);
    while (++f.index < f.choice.count) {
      if (applyAlternative()) return true;
      undoTo(f.mark);
    }
    // Back at the frame's own position, with every alternative tried: remember a dead one.
    if (stats_.solutions == f.solutionsBefore) failed_.insert(board_.key(0), board_.key(1));
    stack_.pop_back();
  }
  return false;
}

RunStatus PathSearch::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  for (uint64_t spent = 0;;) {
    if (!atNewNode_) {
      if (!backtrack()) {
        done_ = true;
        return RunStatus::Done;
      }
      atNewNode_ = true;
    }
    if (spent >= budget) return RunStatus::Paused;
    ++spent;
    ++stats_.nodes;
    atNewNode_ = false;  // unless a child position is reached below
    if (failed_.contains(board_.key(0), board_.key(1))) continue;
    Choice choice;
    const Finding f = analyzer_.analyze(board_, choice);
    if (f.verdict != Verdict::Open) continue;
    if (board_.unfinishedPairs() == 0) {
      // Under the fill rule the analyzer has already refused leftover empty cells (a region no
      // pair can enter), so every pair being joined means a solution under either rule.
      ++stats_.solutions;
      return RunStatus::Solution;
    }
    const std::vector<Move>& forced = analyzer_.forced();
    if (!forced.empty()) {
      // Everything the position forces, made together as the node's only child.
      Frame frame;
      frame.choice.count = 1;
      frame.choice.moves[0] = forced.front();
      frame.mark = log_.size();
      frame.solutionsBefore = stats_.solutions;
      stack_.push_back(frame);
      if (propagator_.run(board_, forced.data(), static_cast<int>(forced.size()), log_, stats_.updates))
        atNewNode_ = true;
      continue;
    }
    stack_.push_back(Frame{choice, 0, log_.size(), stats_.solutions});
    if (applyAlternative()) {
      atNewNode_ = true;
      continue;
    }
    // The first alternative failed at once: backtrack() (next loop) tries the others.
  }
}

double PathSearch::progress() const {
  if (done_) return 1.0;
  // Knuth's estimate: the share of the tree left of the current path, taking every alternative
  // at a choice point as equally large.
  double share = 1.0, done = 0.0;
  for (const Frame& f : stack_) {
    if (f.choice.count <= 1) continue;
    share /= f.choice.count;
    done += share * f.index;
    if (share < 1e-15) break;
  }
  return done < 0 ? 0 : done > 1 ? 1 : done;
}

}  // namespace dlx::numberlink
