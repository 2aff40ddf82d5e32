// A packing puzzle as written in a file: the board, the pieces, and the rules the file states.
// Rules left unstated stay empty here; packing_rules.h resolves them against defaults and options.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "packing_shape.h"

namespace dlx::packing {

struct PieceDef {
  Shape shape;                          // normalised cells of one copy
  std::optional<bool> rotate, reflect;  // from a `piece:` line
  int count = 1;                        // copies of this piece
  char name = 0;                        // `piece: name=F` (a letter or digit); 0: by instance
  int line = 0;                         // 1-based line of its first row (0 = not from a file)
};

struct PackingSpec {
  std::vector<std::string> board;       // rows of '#'/'.'; short rows are padded with walls
  std::vector<PieceDef> pieces;
  std::optional<bool> rotate, reflect;  // from a `rules:` line

  int height() const { return static_cast<int>(board.size()); }
  int width() const;
  bool isFree(int x, int y) const {
    return y >= 0 && y < height() && x >= 0 && x < static_cast<int>(board[y].size()) && board[y][x] == '.';
  }
};

// Limits that keep hostile input from hanging the solver or exhausting memory.
inline constexpr int kMaxPieceCount = 10000;     // copies of one piece
inline constexpr int kMaxPieceDefs = 5000;       // piece definitions in one file
inline constexpr size_t kMaxPlacements = 2000000;  // legal placements over all pieces
inline constexpr size_t kMaxPlacementCells = 20000000;  // summed cells of those placements

}  // namespace dlx::packing
