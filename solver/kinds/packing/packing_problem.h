// The puzzle reduced to cells, piece groups and placements: the common ground of both searches
// (DLX and the bitboard search) and of the symmetry code. Pieces that reach the same orientations
// are merged into one group whose count is the sum of their copies, so swapping identical pieces
// never makes a new solution.
#pragma once
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <span>
#include <string>
#include <vector>

#include "packing_rules.h"
#include "packing_spec.h"

namespace dlx::packing {

struct PieceGroup {
  std::vector<Shape> orientations;  // distinct, normalised
  std::vector<int> instances;       // copies, as instance indices in input order
  int size = 0;                     // cells per copy
  int count() const { return static_cast<int>(instances.size()); }
};

class PackingProblem {
 public:
  // Throws InputError when the placements would exceed the caps in packing_spec.h.
  PackingProblem(const PackingSpec& spec, const std::vector<PieceRules>& rules);

  int width() const { return width_; }
  int height() const { return height_; }
  int cellCount() const { return static_cast<int>(cells_.size()); }
  const Cell& cell(int index) const { return cells_[index]; }
  int cellAt(int x, int y) const {  // free-cell index or -1
    return x < 0 || y < 0 || x >= width_ || y >= height_ ? -1 : cellIndex_[y * width_ + x];
  }

  const std::vector<PieceGroup>& groups() const { return groups_; }
  // Instances: every copy of every piece, in input order (piece 0's copies first).
  int instanceCount() const { return static_cast<int>(instanceDef_.size()); }
  int instanceDef(int instance) const { return instanceDef_[instance]; }
  int instanceGroup(int instance) const { return instanceGroup_[instance]; }
  int defGroup(int def) const { return defGroup_[def]; }
  // The letter an instance is shown by: its piece's stated name (shared by its copies), else
  // pieceLetter(instance).
  char letter(int instance) const;

  int placementCount() const { return static_cast<int>(placementGroup_.size()); }
  int placementGroup(int p) const { return placementGroup_[p]; }
  std::span<const int> placementCells(int p) const {  // free-cell indices, ascending
    return {placementCells_.data() + placementStart_[p], static_cast<size_t>(placementStart_[p + 1] - placementStart_[p])};
  }
  // The placement of `group` covering exactly these cells (ascending), or -1.
  int findPlacement(int group, std::span<const int> cells) const;

  // A reason no solution can exist, found without search.
  std::optional<std::string> impossible() const;

  // Splits a solution (placement ids) into instances: copies of a group are given out in order of
  // their placements' first cells. Returns the placement of each instance.
  std::vector<int> assignInstances(const std::vector<int>& placements) const;

 private:
  void addPlacements(int group);

  int width_ = 0, height_ = 0;
  std::vector<Cell> cells_;
  std::vector<int> cellIndex_;
  std::vector<PieceGroup> groups_;
  std::vector<int> instanceDef_, instanceGroup_, defGroup_;
  std::vector<char> defName_;  // each piece's stated name, 0 when it has none
  std::vector<int> placementGroup_, placementStart_ = {0}, placementCells_;
  std::vector<int> placementsPerGroup_;
  std::unordered_map<int64_t, std::vector<int>> byFirstCell_;  // (group, first cell) -> placements
  int64_t pieceArea_ = 0;  // 64-bit: up to 5000 pieces x 10000 copies x 40000 cells
  int64_t key(int group, int cell) const { return static_cast<int64_t>(group) * (cellCount() + 1) + cell; }
};

// Piece names: a..z, A..Z, then 0..9, repeating (the JSON grid stays exact beyond that).
char pieceLetter(int index);

}  // namespace dlx::packing
