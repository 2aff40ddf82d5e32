// Solution renderings from a label grid (piece instance per cell, -1 for walls/outside).
#pragma once
#include <string>
#include <vector>

namespace dlx::packing {

using LabelGrid = std::vector<std::vector<int>>;

// The letter grid: walls '#', each free cell the letter of its piece; rows joined by '\n'.
std::string renderLetters(const LabelGrid& labels);

// Box drawing with '+', '-', '|': only the borders between different pieces (and between a piece
// and a wall) are drawn; each cell is 3 characters wide and 1 tall inside its borders.
std::string renderBox(const LabelGrid& labels);

}  // namespace dlx::packing
