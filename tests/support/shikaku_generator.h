// Random Shikaku puzzles for tests and benchmark data: a random partition of the grid into
// rectangles, one clue (the area) at a random cell of each. makeUnique() then moves clues until
// the solver finds exactly one solution.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace shikaku_test {

struct Generated {
  int width = 0, height = 0;
  std::vector<int> clues;     // row-major, 0 = none
  std::vector<int> planted;   // row-major rectangle label of the partition (label = clue's row-major index)
};

// A small deterministic generator (the same numbers on every standard library).
class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed * 0x9E3779B97F4A7C15ull + 1) {}
  uint32_t next() {
    s_ ^= s_ << 13, s_ ^= s_ >> 7, s_ ^= s_ << 17;
    return static_cast<uint32_t>(s_ >> 11);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<uint32_t>(n)); }

 private:
  uint64_t s_;
};

// Rectangles of area <= maxArea (single cells are rerolled once, so they stay uncommon).
Generated generate(int width, int height, uint64_t seed, int maxArea = 12);

// Moves clues inside their planted rectangles until the DLX kind finds one solution; returns
// false if `rounds` moves were not enough.
bool makeUnique(Generated& g, uint64_t seed, int rounds = 2000);

// The plain "W H" + numbers text.
std::string toText(const Generated& g);

// Turns about `percent` % of the clues (chosen at random) into `?` clues (value -2).
void hideClues(Generated& g, int percent, uint64_t seed);
// The puzzle as a puzz.link URL (the one format that carries `?` clues).
std::string toPuzzLink(const Generated& g);

}  // namespace shikaku_test
