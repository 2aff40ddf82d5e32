// Numberlink puzzles for tests and benchmarks: a random Hamiltonian path of the grid (built by
// "backbite" moves from a zigzag) cut into segments; each segment's two ends become a pair. The
// planted solution fills every cell, so the puzzle always has at least one fill-rule solution.
//   Dense:  segments never run beside themselves (cut wherever the next cell would touch the
//           segment), lengths up to about the grid side: like published puzzles.
//   Sparse: a given number of long segments cut at random points; they usually touch themselves,
//           so some of these can only be solved by a path running beside itself.
//   Published: short pieces joined end to end while the joined path stays clear of itself, down
//           to about as many pairs as published puzzles of the size have: few long winding
//           paths (Nikoli, Janko's Arukone, Flow Free's large packs). Not necessarily unique.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/json.h"

namespace nltest {

enum class Style { Dense, Sparse, Published };

struct Generated {
  int width = 0, height = 0;
  std::vector<int> numbers;                              // row-major, 0 = empty
  std::vector<std::vector<std::pair<int, int>>> paths;  // the planted solution, by number - 1
};

// Deterministic for a given seed on every platform (own RNG, no std distributions).
// `pairs`: Sparse's number of segments (0 = about the grid side); Published's target (0 = as
// published puzzles of the size).
Generated generatePuzzle(int width, int height, Style style, uint64_t seed, int pairs = 0);

// The puzzle whose planted paths are `pieces` (cells as y*width + x, each from one end to the
// other, together covering the grid): pairs numbered in reading order of their first clue.
Generated numberPieces(int width, int height, std::vector<std::vector<int>> pieces);

// The planted solution as the solver reports one ({"text", "box", "grid", "paths"}; text and box
// empty), for the independent checker.
dlx::Json plantedSolution(const Generated& g);

// `W H` + rows of numbers (the numbers grid layout).
std::string numbersGridText(const Generated& g);
// Rows of letters, `.` for an empty cell (the letter grid layout of Flow-style files): pair 1 is
// A, ... 26 is Z (at most 26 pairs).
std::string letterGridText(const Generated& g);

}  // namespace nltest
