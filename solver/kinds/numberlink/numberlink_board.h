// The search state: which cells the paths occupy, where each partial path ends, and the links
// drawn so far. Paths only grow from their numbered ends, so every partial path carries its number
// and a path end's "mate" (the other end of the same partial path, as in the classic mate-array
// solvers) is simply the other end of the same pair. Extending, joining and undoing are O(1).
#pragma once
#include <algorithm>
#include <cstdint>
#include <vector>

#include "numberlink_grid.h"
#include "numberlink_rules.h"

namespace dlx::numberlink {

// One step of the search: the path end in `slot` (2*pair + end) moves into the neighbouring cell
// `to` (empty), or joins its mate there (`join`: `to` is the other end, the pair is finished).
struct Move {
  int slot = -1;
  int from = -1, to = -1;
  bool join = false;
};

class Board {
 public:
  static constexpr int kWall = -1;
  static constexpr int kEmpty = 0;

  // labelledKey: the position key also tells which pair holds each cell (needed when moves depend
  // on more than which cells are taken, as under the no-touch assumption).
  explicit Board(const Grid& grid, bool labelledKey = false);

  // Geometry: the grid padded with a one-cell wall border, so neighbours need no bounds checks.
  int width() const { return width_; }
  int height() const { return height_; }
  int stride() const { return stride_; }
  int cellOf(int x, int y) const { return (y + 1) * stride_ + x + 1; }
  int xOf(int cell) const { return cell % stride_ - 1; }
  int yOf(int cell) const { return cell / stride_ - 1; }
  int colour(int cell) const { return (xOf(cell) + yOf(cell)) & 1; }  // checkerboard colour
  const int* steps() const { return step_; }                          // right, down, left, up
  const std::vector<int>& cells() const { return cells_; }            // interior cells, row-major

  int pairs() const { return static_cast<int>(numbers_.size()); }
  int number(int pair) const { return numbers_[static_cast<size_t>(pair)]; }

  // label: kWall, kEmpty, or pair + 1 for a cell on (or the clue of) that pair's path.
  int label(int cell) const { return label_[static_cast<size_t>(cell)]; }
  // The path end slot (2*pair + end) sitting on the cell, or -1.
  int slotAt(int cell) const { return slotAt_[static_cast<size_t>(cell)]; }
  int end(int slot) const { return end_[static_cast<size_t>(slot)]; }
  // The other end of the partial path ending at `cell` (which must hold an end).
  int mate(int cell) const { return end_[static_cast<size_t>(slotAt(cell) ^ 1)]; }
  bool finished(int pair) const { return finished_[static_cast<size_t>(pair)] != 0; }
  // Link bits per cell: bit d set when the cell is joined to its neighbour in direction d.
  uint8_t links(int cell) const { return links_[static_cast<size_t>(cell)]; }
  int emptyCells() const { return empty_; }
  int unfinishedPairs() const { return unfinished_; }

  // A 128-bit key of what the rest of the search depends on: the taken cells and where each
  // unfinished pair's ends are (not the routes that led there), kept up to date by apply/undo.
  uint64_t key(int half) const { return key_[half]; }

  // The direction index d with steps()[d] == to - from.
  int direction(int from, int to) const;

  // For searches that keep their own state (the frontier scan): draw a solution's links directly.
  void clearLinks() { std::fill(links_.begin(), links_.end(), uint8_t{0}); }
  void link(int cell, int d) {
    links_[static_cast<size_t>(cell)] |= static_cast<uint8_t>(1u << d);
    links_[static_cast<size_t>(cell + step_[d])] |= static_cast<uint8_t>(1u << ((d + 2) & 3));
  }
  void unlink(int cell, int d) {
    links_[static_cast<size_t>(cell)] &= static_cast<uint8_t>(~(1u << d));
    links_[static_cast<size_t>(cell + step_[d])] &= static_cast<uint8_t>(~(1u << ((d + 2) & 3)));
  }

  void apply(const Move& m);
  void undo(const Move& m);  // exactly reverses apply(m); moves are undone in reverse order

 private:
  int width_, height_, stride_;
  int step_[4];
  std::vector<int> cells_;
  std::vector<int> numbers_;
  std::vector<int> label_;
  std::vector<int> slotAt_;
  std::vector<int> end_;
  std::vector<uint8_t> finished_;
  std::vector<uint8_t> links_;
  int empty_ = 0, unfinished_ = 0;
  bool labelledKey_;
  uint64_t key_[2] = {0, 0};
  void toggleEnd(int cell, int pair);
  void toggleTaken(int cell, int pair);
};

// A solution drawn on a board, as its links per interior cell: equal for equal sets of paths (how
// the searches that combine others tell a solution they reported already).
std::vector<uint8_t> linkBits(const Board& board);

}  // namespace dlx::numberlink
