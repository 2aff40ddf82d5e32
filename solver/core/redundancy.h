// A setter's tool: which clues could go while the puzzle stays unique. A kind offers, per clue,
// the puzzle without it (Puzzle::clueVariants: Shikaku hides the clue's number as '?', Numberlink
// removes the pair); each variant is checked with the plain search stopping at a second solution.
// Bounded and resumable like every search: run(budget) checks variants in slices.
#pragma once
#include <memory>
#include <vector>

#include "session.h"

namespace dlx {

class RedundancyScan {
 public:
  // The puzzle must be unique for the answer to mean anything (the caller checks). `options`: as
  // the user gave them (each variant is read by a new Session, plus the variant's own options).
  // `unique` false: nothing to scan (the answer is meaningless).
  RedundancyScan(const Kind& kind, const Puzzle& puzzle, const Options& options, bool unique);
  ~RedundancyScan();

  RunStatus run(uint64_t budget);  // Paused or Done
  bool complete() const { return next_ >= variants_.size(); }
  double progress() const { return variants_.empty() ? 1.0 : static_cast<double>(next_) / variants_.size(); }
  // [{"cells": [[x, y], ...], "text"}] for the clues found redundant so far.
  Json redundant() const;

 private:
  const Kind& kind_;
  Options options_;
  std::vector<ClueVariant> variants_;
  size_t next_ = 0;
  std::unique_ptr<Session> current_;
  std::vector<size_t> redundant_;
};

}  // namespace dlx
