// splitmix64 (Steele, Lea and Flood): its finaliser spreads the bits of a word (hash keys of
// search positions), and stepping its state gives pseudo-random numbers that are the same on
// every platform (searches that must be deterministic, whatever the compiler or the web build).
#pragma once
#include <cstdint>

namespace dlx {

inline constexpr uint64_t kSplitmixStep = 0x9E3779B97F4A7C15ull;

// The finaliser applied to z + the step.
inline uint64_t splitmix(uint64_t z) {
  z += kSplitmixStep;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// The next number of the sequence whose state is `state` (which it advances).
inline uint64_t splitmixNext(uint64_t& state) {
  const uint64_t r = splitmix(state);
  state += kSplitmixStep;
  return r;
}

}  // namespace dlx
