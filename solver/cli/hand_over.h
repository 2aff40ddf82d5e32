// When `--count` hands a count over from its try on one thread to threads (split_merge.cpp). The
// try's work is thrown away when the threads start, and the other cores may be busy, so the rule
// is that the default never loses to `--jobs 1` by more than a few percent: the try goes over
// only once the search's own progress estimate says the try so far plus the split (about
// kSplitCostMs) is at most kMaxLoss of the whole count, and the threads would finish sooner. A
// count shorter than that ends on the one thread (6x10 pentominoes, 62 ms: it went to threads
// after a 20 ms try and took 1.2x the time of one thread with the other core busy). After
// kTrialCpuMs of the try's own processor time (an estimate that stays too optimistic) the threads
// start anyway. Times are the try's processor time, not wall time: on a busy machine the wall
// clock also counts the waits for a core, and a count the estimate calls short stayed short.
#pragma once
#include <cstdint>

namespace dlx::hand_over {

inline constexpr double kTrialCpuMs = 250;
inline constexpr double kMinTrialMs = 4;
inline constexpr double kSplitCostMs = 5;
inline constexpr double kMaxLoss = 0.04;

// After `ms` of the try, with `done` (0 to 1) of the search explored by its estimate: whether to
// hand over to `jobs` threads now.
inline bool now(double ms, double done, uint64_t jobs) {
  if (jobs <= 1) return false;
  if (ms >= kTrialCpuMs) return true;
  if (ms < kMinTrialMs || done <= 0) return false;
  const double total = ms / done;
  return ms + kSplitCostMs <= kMaxLoss * total && total - ms > total / static_cast<double>(jobs) + kSplitCostMs;
}

}  // namespace dlx::hand_over
