// Piece geometry on the square grid: cell sets, the eight rotations/reflections of the grid (the
// dihedral group D4) and the de-duplicated orientations a piece may take under its rules.
#pragma once
#include <array>
#include <vector>

namespace dlx::packing {

struct Cell {
  int x = 0, y = 0;  // column, row (0-based); y grows downwards as in the text format
  bool operator==(const Cell&) const = default;
  bool operator<(const Cell& o) const { return y != o.y ? y < o.y : x < o.x; }
};

// A cell set kept sorted (row-major) and, once normalised, shifted so min x = min y = 0.
using Shape = std::vector<Cell>;

// The eight grid motions. Index 0 is the identity, 1-3 the rotations by 90/180/270 degrees
// clockwise, 4 the left-right mirror and 5-7 the mirror followed by a rotation.
inline constexpr int kMotionCount = 8;
Cell applyMotion(int motion, Cell c);
bool motionIsRotation(int motion);  // identity or a proper rotation (no mirror)

// Sorted and shifted to the origin.
Shape normalize(Shape shape);
Shape moveShape(int motion, const Shape& shape);  // applied then normalised

// The motions a piece may use: identity; rotations if `rotate`; the mirror (and, with rotate,
// mirror+rotations) if `reflect`.
std::vector<int> allowedMotions(bool rotate, bool reflect);

// The distinct normalised shapes a piece reaches with the allowed motions, in a stable order
// (first reached first). X gives 1, I 2, T 4, F 8 when both rules are on.
std::vector<Shape> orientations(const Shape& shape, bool rotate, bool reflect);

// How many of the eight motions map the shape onto itself (1 for F, 8 for X).
int symmetryOrder(const Shape& shape);

}  // namespace dlx::packing
