// Turning a solved board into what users see: the label grid (text and JSON), each path's cells in
// order, and a box-drawing picture of the paths.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "core/json.h"
#include "numberlink_board.h"
#include "numberlink_grid.h"

namespace dlx::numberlink {

using Cell = std::pair<int, int>;  // x, y

// Each pair's cells from its first clue (in reading order) to the other, in pairsOf() order.
std::vector<std::vector<Cell>> tracePaths(const Grid& grid, const Board& board);

// Row-major labels: the pair's number on every cell of its path, 0 for unused cells.
std::vector<int> labelsOf(const Grid& grid, const std::vector<std::vector<Cell>>& paths);

// The label grid in aligned columns, `.` for unused cells.
std::string labelText(const Grid& grid, const std::vector<int>& labels);

// The paths drawn with ─ │ ┌ ┐ └ ┘ between the clue numbers; `·` marks unused cells.
std::string boxText(const Grid& grid, const Board& board);

// {"text", "grid", "paths": [{"number", "cells": [[x, y], ...]}], "box"}
Json solutionJson(const Grid& grid, const Board& board);

}  // namespace dlx::numberlink
