// Random small Numberlink boards for the brute-force comparisons: size, number of pairs and clue
// cells from one seeded generator (solvable or not), the same sequence on every platform.
#pragma once
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace nltest {

struct SmallBoard {
  int width = 0, height = 0;
  std::vector<int> clues;  // row-major, 0 = empty
};

class RandomBoards {
 public:
  explicit RandomBoards(uint64_t seed) : state_(seed) {}

  int below(int n) {
    state_ = state_ * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<int>((state_ >> 33) % static_cast<uint64_t>(n));
  }

  // 2..5 wide, 2..(1 + heights) tall, 1..4 pairs on distinct cells.
  SmallBoard next(int heights) {
    SmallBoard b;
    b.width = 2 + below(4);
    b.height = 2 + below(heights);
    const int pairs = 1 + below(std::min(4, b.width * b.height / 3));
    b.clues.assign(static_cast<size_t>(b.width * b.height), 0);
    for (int p = 1; p <= pairs; ++p)
      for (int k = 0; k < 2; ++k) {
        int c;
        do c = below(b.width * b.height);
        while (b.clues[static_cast<size_t>(c)] != 0);
        b.clues[static_cast<size_t>(c)] = p;
      }
    return b;
  }

 private:
  uint64_t state_;
};

// `W H` + rows of numbers.
inline std::string gridText(int w, int h, const std::vector<int>& clues) {
  std::string t = std::to_string(w) + " " + std::to_string(h) + "\n";
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) t += (x ? " " : "") + std::to_string(clues[static_cast<size_t>(y * w + x)]);
    t += "\n";
  }
  return t;
}

}  // namespace nltest
