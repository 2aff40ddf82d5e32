// Brute-force solution counting for small Numberlink boards: every simple path for the first pair,
// then for the next, ... and a final fill check. Slow and obviously right; tests compare the
// search's counts against it.
#pragma once
#include <cstdint>
#include <vector>

namespace nltest {

// Number of distinct solutions (sets of paths) of the clue grid (row-major, 0 = empty), stopping
// once `limit` is reached. fill: every cell must be used; noTouch: no path may run beside itself;
// noUTurn: no path runs along three sides of a unit square, checked here by its own definition
// (four consecutive cells of one path fill a 2x2 block), not by links.
uint64_t bruteForceCount(int width, int height, const std::vector<int>& clues, bool fill, bool noTouch = false,
                         uint64_t limit = UINT64_MAX, bool noUTurn = false);

// One solution as its paths, in ascending order of their numbers, each path as its cells
// (row-major indices) from the number's first clue in reading order to the other.
using BrutePaths = std::vector<std::vector<int>>;

// Every solution (at most `limit` of them), found the same way as bruteForceCount's.
std::vector<BrutePaths> bruteForcePaths(int width, int height, const std::vector<int>& clues, bool fill, bool noUTurn,
                                        uint64_t limit = UINT64_MAX);
// The same with any turns allowed.
std::vector<BrutePaths> bruteForceSolutions(int width, int height, const std::vector<int>& clues, bool fill,
                                            uint64_t limit = UINT64_MAX);

// Whether some path makes a U-turn (four consecutive cells in one 2x2 block).
bool pathsTurnBack(int width, const BrutePaths& paths);

}  // namespace nltest
