// The redrawing shapes of solver/kinds/numberlink/numberlink_turn_moves.h derived afresh from the
// two base shapes (a U-turn, a hairpin) by the square's eight symmetries, with each shape's inverse
// and improving side worked out from its edges: the tests compare the solver's written-out table
// with this.
#pragma once
#include <vector>

namespace nltest {

struct Edge {
  int x, y, dir;  // from cell (x, y) to its right (dir 0) or below (dir 1)
  bool operator==(const Edge& o) const { return x == o.x && y == o.y && dir == o.dir; }
};

struct Shape {
  int width, height;
  std::vector<Edge> lines, gone, drawn;  // each sorted by (y, x, dir)
  int inverse;
  bool improving;
};

// The U-turns, then (hairpins) the hairpins; each shape once.
std::vector<Shape> derivedTurnShapes(bool hairpins);

}  // namespace nltest
