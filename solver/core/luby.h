// Luby's restart sequence, 1-based: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... Searches that restart
// multiply a base budget by it, so short tries dominate but every length keeps coming back
// (within a log factor of the best fixed restart length whatever the run-time distribution).
#pragma once
#include <cstdint>

namespace dlx {

inline uint64_t lubyTerm(uint64_t i) {
  for (;;) {
    uint64_t k = 1;
    while ((uint64_t{1} << k) - 1 < i) ++k;
    if ((uint64_t{1} << k) - 1 == i) return uint64_t{1} << (k - 1);
    i -= (uint64_t{1} << (k - 1)) - 1;
  }
}

}  // namespace dlx
