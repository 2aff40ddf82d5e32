// The splice search (solver/kinds/numberlink/numberlink_splice.h) turns SAT models with loops into
// solutions by splicing each loop into a path beside it. It must only ever report real solutions
// (each checked here by the independent checker, each once), and the race it helps must keep its
// counts exact (compared with the path search, a different exact search).
// Checked against mutants: a repair that reports without walking the paths again, with a splice
// that also takes an edge of the loop itself (so loops survive), fails both tests ("unused cell");
// a race that no longer passes over solutions a helper had reported fails the second. (On these
// boards every model's loops splice away, so without the second fault the re-check never acts.)
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "kinds/numberlink/numberlink_edge_search.h"
#include "kinds/numberlink/numberlink_race.h"
#include "kinds/numberlink/numberlink_render.h"
#include "kinds/numberlink/numberlink_search.h"
#include "kinds/numberlink/numberlink_splice.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_generator.h"
#include "support/numberlink_test_boards.h"
#include "support/test_rounds.h"

namespace {

using namespace dlx::numberlink;

using nltest::gridOf;
using nltest::linksOf;

}  // namespace

TEST_CASE("numberlink splice search reports only real solutions, each once", "[numberlink][sat]") {
  // Sparse boards (few long paths, large empty areas): the models are full of loops.
  uint64_t repaired = 0, passedOver = 0, solutions = 0;
  for (int round = 0; round < dlx_test::rounds(24); ++round) {
    const int side = 8 + round % 5;  // 8x8 .. 12x12
    const nltest::Generated g =
        nltest::generatePuzzle(side, side, nltest::Style::Sparse, 300 + static_cast<uint64_t>(round), side / 2 + 1);
    const Grid grid = gridOf(g);
    INFO(nltest::numbersGridText(g));
    SpliceSearch search(grid);
    std::set<std::string> seen;
    // A few solutions each (every one from a different model), within a budget.
    for (uint64_t spent = 0; seen.size() < 6 && spent < 200000;) {
      const uint64_t before = search.stats().nodes;
      const dlx::RunStatus st = search.run(1000);
      spent += search.stats().nodes - before + 1;
      if (st == dlx::RunStatus::Done) break;
      if (st != dlx::RunStatus::Solution) continue;
      REQUIRE(nltest::checkSolution(side, side, grid.numbers, solutionJson(grid, search.board()), true) == "");
      REQUIRE(seen.insert(linksOf(search.board())).second);
    }
    CHECK(!seen.empty());  // the planted solution exists: these find one at once
    solutions += seen.size();
    repaired += search.repaired();
    passedOver += search.models() - seen.size();
  }
  // The sample exercises what the search is for: most solutions came from models with loops,
  // and some models were spliced into a solution reported before (passed over).
  CHECK(repaired * 2 > solutions);
  CHECK(passedOver > 0);
}

TEST_CASE("numberlink race counts stay exact with the splice search", "[numberlink][sat]") {
  // Sparse boards whose paths must run beside themselves (the canonical shortcut is dead at its
  // root): the race then runs the splice search. Listed to the end, slices of several sizes.
  int raced = 0;
  for (uint64_t seed = 1; raced < dlx_test::rounds(12) && seed < 400; ++seed) {
    const int side = 5 + static_cast<int>(seed % 3);
    const nltest::Generated g = nltest::generatePuzzle(side, side, nltest::Style::Sparse, seed, 3);
    const Grid grid = gridOf(g);
    if (EdgeSearch(grid, Rule::Fill, true).progress() < 1.0) continue;  // the race would not use it
    PathSearch reference(grid, Rules{});
    uint64_t expected = 0;
    for (dlx::RunStatus st; expected < 60 && (st = reference.run(1u << 20)) != dlx::RunStatus::Done;)
      expected += st == dlx::RunStatus::Solution;
    if (expected >= 60) continue;  // too many to list
    ++raced;
    SolutionRace race(grid, Rules{});
    INFO(nltest::numbersGridText(g));
    const uint64_t listed = nltest::listAll(race, grid, true, 1 + seed * 37 % 500);
    REQUIRE(listed == expected);
    REQUIRE(race.stats().solutions == expected);
  }
  CHECK(raced == dlx_test::rounds(12));
}
