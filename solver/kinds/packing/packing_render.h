// Solution renderings from a label grid (piece instance per cell, -1 for walls/outside).
#pragma once
#include <string>
#include <vector>

namespace dlx::packing {

using LabelGrid = std::vector<std::vector<int>>;

// The letter grid: walls '#', each free cell the letter of its piece; rows joined by '\n'.
std::string renderLetters(const LabelGrid& labels);
// The same with each instance's letter given (named pieces: packing_problem.h letter()).
std::string renderLetters(const LabelGrid& labels, const std::vector<char>& letters);

// Box drawing with '+', '-', '|': only the borders between different pieces (and between a piece
// and a wall) are drawn; each cell is 3 characters wide and 1 tall inside its borders.
std::string renderBox(const LabelGrid& labels);

}  // namespace dlx::packing
