// Independent helpers for the packing tests, written apart from the kind's code: a solution
// checker, a brute-force tiling enumerator, and orbit counting by plain de-duplication.
#pragma once
#include <string>
#include <vector>

namespace packing_test {

struct Piece {
  std::vector<std::string> rows;  // '#' cells
  bool rotate = true, reflect = false;
  int count = 1;
};

struct Puzzle {
  std::vector<std::string> board;  // '#' wall, '.' free
  std::vector<Piece> pieces;
};

// "" when `grid` (instance label per cell, -1 for walls; instances numbered in input order with
// every copy of piece i before those of piece i+1) is a valid solution, else what is wrong.
std::string checkSolution(const Puzzle& puzzle, const std::vector<std::vector<int>>& grid);

// Every tiling, each as a vector over the board's cells (row-major, walls included as -1) of
// type * 10000 + first cell of the covering piece; identical pieces are interchangeable.
std::vector<std::vector<int>> allTilings(const Puzzle& puzzle);

// How many classes the tilings fall into under the motions of the square that map the board's free
// cells onto themselves (pieces must allow rotation and reflection for this to be the puzzle's
// symmetry).
size_t distinctUpToBoardSymmetry(const Puzzle& puzzle, const std::vector<std::vector<int>>& tilings);

}  // namespace packing_test
