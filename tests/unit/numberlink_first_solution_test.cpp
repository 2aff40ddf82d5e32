// The race's first-solution helpers (numberlink_race.h), which give up exact enumeration: the
// canonical shortcut (cut checks only, no dead positions kept) and the edge search with restarts
// (EdgeSearch::restartEvery), which stands in for it when a puzzle's paths must run beside
// themselves. What is checked: every solution they give passes the independent checker, the
// restarting search finds one exactly when brute force does, and the race gives checked first
// solutions of generated sparse and published-style puzzles.
#include <catch2/catch.hpp>

#include "core/session.h"
#include "kinds/numberlink/numberlink_edge_search.h"
#include "kinds/numberlink/numberlink_formats.h"
#include "kinds/numberlink/numberlink_render.h"
#include "support/numberlink_literal.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_generator.h"
#include "support/numberlink_random.h"

TEST_CASE("numberlink edge search with restarts finds a checked solution exactly when there is one", "[numberlink]") {
  nltest::RandomBoards boards(9191);
  int solvable = 0, unsolvable = 0, restarted = 0;
  for (int round = 0; round < 300; ++round) {
    const nltest::SmallBoard b = boards.next(4);
    const std::string text = nltest::gridText(b.width, b.height, b.clues);
    const dlx::numberlink::Grid grid = dlx::numberlink::readGrid(text);
    for (const bool fill : {true, false}) {
      dlx::numberlink::EdgeSearch search(grid, fill ? dlx::numberlink::Rule::Fill : dlx::numberlink::Rule::Free);
      search.restartEvery(grid, 1 + static_cast<uint64_t>(round % 3));  // tiny units: many restarts
      dlx::RunStatus status = dlx::RunStatus::Paused;
      while (status == dlx::RunStatus::Paused) status = search.run(1 + static_cast<uint64_t>(round % 5));
      const uint64_t expected = nltest::bruteForceCount(b.width, b.height, b.clues, fill, false, 1);
      INFO(text << "fill=" << fill);
      if (expected == 0) {
        REQUIRE(status == dlx::RunStatus::Done);
        ++unsolvable;
      } else {
        REQUIRE(status == dlx::RunStatus::Solution);
        const dlx::Json solution = dlx::numberlink::solutionJson(grid, search.board());
        REQUIRE(nltest::checkSolution(b.width, b.height, b.clues, solution, fill) == "");
        ++solvable;
      }
      if (search.restarts() > 0) ++restarted;
    }
  }
  // The sample has both kinds of board, and restarts happen on many of them.
  CHECK(solvable > 50);
  CHECK(unsolvable > 50);
  CHECK(restarted > 50);
}

TEST_CASE("numberlink race gives checked first solutions of sparse puzzles whose paths touch themselves", "[numberlink]") {
  int touching = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    const int side = 10 + static_cast<int>(seed % 4);
    const nltest::Generated g = nltest::generatePuzzle(side, side, nltest::Style::Sparse, seed);
    dlx::Session s("numberlink", nltest::numbersGridText(g), nltest::literalRules());
    s.setKeep(1);
    s.runUntil(1);
    INFO(nltest::numbersGridText(g));
    REQUIRE(s.count() == 1);  // the planted solution exists, so there is a first one
    const dlx::Json& solution = s.solutions().front();
    REQUIRE(nltest::checkSolution(side, side, g.numbers, solution, true) == "");
    if (nltest::touchesItself(solution)) ++touching;
  }
  CHECK(touching > 0);  // the sample has puzzles the canonical shortcut cannot solve
}

TEST_CASE("numberlink canonical shortcut gives only checked solutions, and finds published-style ones", "[numberlink]") {
  nltest::RandomBoards boards(5150);
  int found = 0;
  for (int round = 0; round < 300; ++round) {
    const nltest::SmallBoard b = boards.next(4);
    const std::string text = nltest::gridText(b.width, b.height, b.clues);
    const dlx::numberlink::Grid grid = dlx::numberlink::readGrid(text);
    dlx::numberlink::EdgeSearch search(grid, dlx::numberlink::Rule::Fill, true);
    INFO(text);
    for (dlx::RunStatus status = search.run(3); status != dlx::RunStatus::Done; status = search.run(3)) {
      if (status != dlx::RunStatus::Solution) continue;
      const dlx::Json solution = dlx::numberlink::solutionJson(grid, search.board());
      REQUIRE(nltest::checkSolution(b.width, b.height, b.clues, solution, true) == "");
      ++found;
    }
  }
  CHECK(found >= 5);  // random clues seldom allow a canonical solution: the sample has 7
  // Published-style puzzles from the generator (their planted solution keeps clear of itself):
  // the shortcut alone finds a first solution, checked.
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const int w = 14 + 4 * static_cast<int>(seed % 3), h = 12 + 6 * static_cast<int>(seed % 2);
    const nltest::Generated g = nltest::generatePuzzle(w, h, nltest::Style::Published, seed);
    const dlx::numberlink::Grid grid = dlx::numberlink::readGrid(nltest::numbersGridText(g));
    dlx::numberlink::EdgeSearch search(grid, dlx::numberlink::Rule::Fill, true);
    dlx::RunStatus status = dlx::RunStatus::Paused;
    while (status == dlx::RunStatus::Paused) status = search.run(4096);
    INFO(nltest::numbersGridText(g));
    REQUIRE(status == dlx::RunStatus::Solution);
    REQUIRE(nltest::checkSolution(w, h, g.numbers, dlx::numberlink::solutionJson(grid, search.board()), true) == "");
  }
}
