// Small helpers the Numberlink search tests share: a generated puzzle as the solver's Grid, a
// board's links as a string (to tell solutions apart in a set), and a search listed to the end.
#pragma once
#include <catch2/catch.hpp>

#include <cstdint>
#include <set>
#include <string>

#include "kinds/numberlink/numberlink_board.h"
#include "kinds/numberlink/numberlink_grid.h"
#include "kinds/numberlink/numberlink_render.h"
#include "kinds/numberlink/numberlink_search.h"
#include "support/numberlink_checker.h"
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

// Runs `search` to the end in slices of `slice` nodes; every solution it stops on must be new and
// pass the independent checker (rule fill when `fill`). Returns how many it listed.
inline uint64_t listAll(dlx::numberlink::NumberlinkSearch& search, const dlx::numberlink::Grid& grid, bool fill,
                        uint64_t slice) {
  std::set<std::string> seen;
  for (;;) {
    const dlx::RunStatus st = search.run(slice);
    if (st == dlx::RunStatus::Done) return seen.size();
    if (st != dlx::RunStatus::Solution) continue;
    REQUIRE(seen.insert(linksOf(search.board())).second);
    REQUIRE(checkSolution(grid.width, grid.height, grid.numbers, dlx::numberlink::solutionJson(grid, search.board()), fill) == "");
  }
}

}  // namespace nltest
