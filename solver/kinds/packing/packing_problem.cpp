#include "packing_problem.h"

#include <algorithm>
#include <map>

#include "core/errors.h"

namespace dlx::packing {

char pieceLetter(int index) {
  static const char kLetters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return kLetters[index % 62];
}

char PackingProblem::letter(int instance) const {
  const char name = defName_[static_cast<size_t>(instanceDef_[instance])];
  return name ? name : pieceLetter(instance);
}

PackingProblem::PackingProblem(const PackingSpec& spec, const std::vector<PieceRules>& rules)
    : width_(spec.width()), height_(spec.height()) {
  for (const PieceDef& piece : spec.pieces) defName_.push_back(piece.name);
  cellIndex_.assign(static_cast<size_t>(width_) * height_, -1);
  for (int y = 0; y < height_; ++y)
    for (int x = 0; x < width_; ++x)
      if (spec.isFree(x, y)) {
        cellIndex_[y * width_ + x] = static_cast<int>(cells_.size());
        cells_.push_back({x, y});
      }

  // Group pieces by their orientation sets: equal sets mean the copies are interchangeable.
  std::map<std::vector<Shape>, int> groupOfKey;
  for (size_t d = 0; d < spec.pieces.size(); ++d) {
    const PieceDef& piece = spec.pieces[d];
    std::vector<Shape> orients = orientations(piece.shape, rules[d].rotate, rules[d].reflect);
    std::vector<Shape> key = orients;
    std::sort(key.begin(), key.end());
    auto [it, added] = groupOfKey.emplace(std::move(key), static_cast<int>(groups_.size()));
    const int g = it->second;
    if (added) {
      groups_.push_back({std::move(orients), {}, static_cast<int>(piece.shape.size())});
    }
    defGroup_.push_back(g);
    for (int c = 0; c < piece.count; ++c) {
      groups_[g].instances.push_back(static_cast<int>(instanceDef_.size()));
      instanceDef_.push_back(static_cast<int>(d));
      instanceGroup_.push_back(g);
    }
    pieceArea_ += static_cast<int64_t>(piece.count) * static_cast<int64_t>(piece.shape.size());
  }
  placementsPerGroup_.assign(groups_.size(), 0);
  for (size_t g = 0; g < groups_.size(); ++g) addPlacements(static_cast<int>(g));
}

void PackingProblem::addPlacements(int group) {
  std::vector<int> cells;
  for (const Shape& shape : groups_[group].orientations) {
    int w = 0, h = 0;
    for (const Cell& c : shape) w = std::max(w, c.x + 1), h = std::max(h, c.y + 1);
    for (int dy = 0; dy + h <= height_; ++dy)
      for (int dx = 0; dx + w <= width_; ++dx) {
        cells.clear();
        for (const Cell& c : shape) {
          int index = cellAt(c.x + dx, c.y + dy);
          if (index < 0) break;
          cells.push_back(index);
        }
        if (cells.size() != shape.size()) continue;
        std::sort(cells.begin(), cells.end());
        if (placementGroup_.size() >= kMaxPlacements || placementCells_.size() + cells.size() > kMaxPlacementCells)
          throw InputError("the puzzle is too large: over " + std::to_string(kMaxPlacements) +
                           " piece placements (or " + std::to_string(kMaxPlacementCells) + " placed cells)");
        ++placementsPerGroup_[group];
        byFirstCell_[key(group, cells.front())].push_back(static_cast<int>(placementGroup_.size()));
        placementGroup_.push_back(group);
        placementCells_.insert(placementCells_.end(), cells.begin(), cells.end());
        placementStart_.push_back(static_cast<int>(placementCells_.size()));
      }
  }
}

int PackingProblem::findPlacement(int group, std::span<const int> cells) const {
  if (cells.empty()) return -1;
  auto it = byFirstCell_.find(key(group, cells.front()));
  if (it == byFirstCell_.end()) return -1;
  for (int p : it->second) {
    std::span<const int> have = placementCells(p);
    if (have.size() == cells.size() && std::equal(have.begin(), have.end(), cells.begin())) return p;
  }
  return -1;
}

std::optional<std::string> PackingProblem::impossible() const {
  if (pieceArea_ != cellCount())
    return "the pieces cover " + std::to_string(pieceArea_) + " cells but the board has " +
           std::to_string(cellCount()) + " free cells";
  for (size_t g = 0; g < groups_.size(); ++g)
    if (placementsPerGroup_[g] == 0) {
      std::string name(1, letter(groups_[g].instances.front()));
      return "piece " + name + " fits nowhere on the board";
    }
  std::vector<char> reached(cells_.size(), 0);
  for (int c : placementCells_) reached[c] = 1;
  for (size_t c = 0; c < cells_.size(); ++c)
    if (!reached[c])
      return "the cell at row " + std::to_string(cells_[c].y + 1) + ", column " + std::to_string(cells_[c].x + 1) +
             " cannot be covered by any piece";
  return std::nullopt;
}

std::vector<int> PackingProblem::assignInstances(const std::vector<int>& placements) const {
  std::vector<int> sorted = placements;
  std::sort(sorted.begin(), sorted.end(),
            [&](int a, int b) { return placementCells(a).front() < placementCells(b).front(); });
  std::vector<int> byInstance(instanceCount(), -1);
  std::vector<size_t> used(groups_.size(), 0);
  for (int p : sorted) {
    int g = placementGroup_[p];
    if (used[g] < groups_[g].instances.size()) byInstance[groups_[g].instances[used[g]++]] = p;
  }
  return byInstance;
}

}  // namespace dlx::packing
