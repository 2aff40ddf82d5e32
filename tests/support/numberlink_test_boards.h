// Small helpers the Numberlink search tests share: a generated puzzle as the solver's Grid, and a
// board's links as a string (to tell solutions apart in a set).
#pragma once
#include <string>

#include "kinds/numberlink/numberlink_board.h"
#include "kinds/numberlink/numberlink_grid.h"
#include "support/numberlink_generator.h"

namespace nltest {

inline dlx::numberlink::Grid gridOf(const Generated& g) {
  dlx::numberlink::Grid grid;
  grid.width = g.width, grid.height = g.height;
  grid.numbers = g.numbers;
  return grid;
}

inline std::string linksOf(const dlx::numberlink::Board& board) {
  std::string links;
  for (int c : board.cells()) links.push_back(static_cast<char>(board.links(c)));
  return links;
}

}  // namespace nltest
