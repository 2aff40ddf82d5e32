// The router helper (solver/kinds/numberlink/numberlink_route.h) routes every pair at once and,
// under rule fill, grows the routing into the empty cells. It must only ever report real
// solutions (each checked here by the independent checker), and the race it helps must keep its
// counts exact (compared with brute force on small boards, under both rules).
// Checked against mutants: a router that ends its negotiation after the first pass (paths may
// cross) fails the first test's "found" check (13 of 28 boards under rule free: the helper's own
// check refuses what it drew); with the helper's check removed as well, the independent checker
// fails it ("path 1 does not end on its clue"). A detour that checks only one of its two cells is
// empty, and a window redraw that leaves the kept cell's old links in place, each fail the third
// test ("path 4 / path 8 does not end on its clue"). A race that no longer passes over solutions
// a helper reported before fails the second (a solution listed twice). On its sample 17 of 24 boards get filled, 6
// of them helped by window redraws.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "kinds/numberlink/numberlink_edge_search.h"
#include "kinds/numberlink/numberlink_race.h"
#include "kinds/numberlink/numberlink_render.h"
#include "kinds/numberlink/numberlink_route.h"
#include "kinds/numberlink/numberlink_route_fill.h"
#include "kinds/numberlink/numberlink_router.h"
#include "kinds/numberlink/numberlink_splice.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_generator.h"
#include "support/numberlink_test_boards.h"
#include "support/test_rounds.h"

namespace {

using namespace dlx::numberlink;

using nltest::gridOf;
using nltest::linksOf;

// The fill's drawing as a solution object for the independent checker.
dlx::Json drawn(const Grid& grid, const RouteFill& fill) {
  Board board(grid);
  const std::vector<uint8_t> links = fill.links();
  for (int c = 0; c < grid.width * grid.height; ++c)
    for (int d = 0; d < 2; ++d)
      if (links[static_cast<size_t>(c)] >> d & 1) board.link(board.cellOf(c % grid.width, c / grid.width), d);
  return solutionJson(grid, board);
}

}  // namespace

TEST_CASE("numberlink router helper reports only real solutions", "[numberlink][route]") {
  // Sparse generated boards, 8x8 .. 14x14 (few long paths that run beside themselves), both rules.
  int foundFree = 0, foundFill = 0;
  const int n = dlx_test::rounds(28);
  for (int round = 0; round < n; ++round) {
    const int side = 8 + round % 7;
    const nltest::Generated g =
        nltest::generatePuzzle(side, side, nltest::Style::Sparse, 700 + static_cast<uint64_t>(round), side / 2 + 2);
    const Grid grid = gridOf(g);
    INFO(nltest::numbersGridText(g));
    for (const Rule rule : {Rule::Free, Rule::Fill}) {
      RouteSearch search(grid, Rules{rule});
      dlx::RunStatus st = dlx::RunStatus::Paused;
      for (int step = 0; step < 2000 && st == dlx::RunStatus::Paused; ++step) st = search.run(1 + static_cast<uint64_t>(round) * 13 % 200);
      if (st != dlx::RunStatus::Solution) continue;
      REQUIRE(nltest::checkSolution(side, side, grid.numbers, solutionJson(grid, search.board()), rule == Rule::Fill) == "");
      (rule == Rule::Free ? foundFree : foundFill) += 1;
      // It reports once, then is done.
      REQUIRE(search.run(1000) == dlx::RunStatus::Done);
    }
  }
  // Under rule free a routing is a solution: every board gets one. Under rule fill most do.
  CHECK(foundFree == n);
  CHECK(foundFill * 4 >= n * 3);
}

TEST_CASE("numberlink race counts stay exact with the router helper", "[numberlink][route]") {
  // Small boards under both rules (the router joins the race), listed to the end in slices of
  // several sizes: the count must be brute force's, each solution reported once and passing the
  // checker.
  int raced = 0;
  for (uint64_t seed = 1; raced < dlx_test::rounds(16) && seed < 400; ++seed) {
    const int side = 4 + static_cast<int>(seed % 3);
    const nltest::Generated g = nltest::generatePuzzle(side, side, nltest::Style::Sparse, 900 + seed, 2 + static_cast<int>(seed % 2));
    const Grid grid = gridOf(g);
    const Rule rule = seed % 2 ? Rule::Free : Rule::Fill;
    // Under rule fill the router joins at once only where the canonical shortcut is dead at its
    // root (paths must run beside themselves): those boards.
    if (rule == Rule::Fill && EdgeSearch(grid, Rule::Fill, true).progress() < 1.0) continue;
    const uint64_t expected = nltest::bruteForceCount(side, side, grid.numbers, rule == Rule::Fill, false, 81);
    if (expected == 0 || expected > 80) continue;  // beyond the race's remembered solutions: slow to list
    ++raced;
    SolutionRace race(grid, Rules{rule});
    INFO(nltest::numbersGridText(g));
    const uint64_t listed = nltest::listAll(race, grid, rule == Rule::Fill, 1 + seed * 37 % 500);
    REQUIRE(listed == expected);
    REQUIRE(race.stats().solutions == expected);
  }
  CHECK(raced == dlx_test::rounds(16));
}

TEST_CASE("numberlink route fill keeps its paths whole at every stage", "[numberlink][route]") {
  // Router, detours, hole walk, window redraws: after each, the drawing must be a rule-free
  // solution (every pair joined, no cell used twice) whose empty cells are the fill's holes; when
  // no hole is left it must solve the puzzle under rule fill, and when holes are left the splice
  // search started next to it must report only real solutions. Sparse 10x10 .. 16x16 boards (on
  // this sample: 17 of 24 filled, the other 7 solved by the splice search).
  int filled = 0, redrawn = 0, spliced = 0;
  const int n = dlx_test::rounds(24);
  for (int round = 0; round < n; ++round) {
    const int side = 10 + round % 7;
    const nltest::Generated g = nltest::generatePuzzle(side, side, nltest::Style::Sparse, 1300 + static_cast<uint64_t>(round), 0);
    const Grid grid = gridOf(g);
    INFO(nltest::numbersGridText(g));
    Router router(grid);
    bool routed = false;
    for (int step = 0; step < 20000 && !routed; ++step) routed = router.step();
    REQUIRE(routed);
    RouteFill fill(grid, router.paths());
    auto check = [&](const char* stage) {
      INFO(stage);
      REQUIRE(nltest::checkSolution(side, side, grid.numbers, drawn(grid, fill), false) == "");
      int empty = 0;
      for (int o : fill.owner()) empty += o < 0;
      REQUIRE(empty == fill.holes());
    };
    check("routed");
    fill.detours();
    check("detours");
    fill.walk(2000, static_cast<uint64_t>(round));
    check("walk");
    const int before = fill.holes();
    fill.repairWindows(200000);
    check("windows");
    redrawn += fill.holes() < before;
    if (fill.holes() == 0) {
      ++filled;
      REQUIRE(nltest::checkSolution(side, side, grid.numbers, drawn(grid, fill), true) == "");
      continue;
    }
    // What the helper does after its last routing: the splice search, its first descent next to
    // the fill (phases from its links and pairs). Whatever it reports must solve the puzzle.
    SpliceSearch splice(grid);
    splice.prefer(fill.links(), fill.owner());
    dlx::RunStatus st = dlx::RunStatus::Paused;
    for (int step = 0; step < 50 && st == dlx::RunStatus::Paused; ++step) st = splice.run(2000);
    if (st == dlx::RunStatus::Solution) {
      ++spliced;
      REQUIRE(nltest::checkSolution(side, side, grid.numbers, solutionJson(grid, splice.board()), true) == "");
    }
  }
  // The sample reaches what each stage is for: most boards filled, some only by window redraws.
  CHECK(filled * 2 > n);
  CHECK(redrawn > 0);
  CHECK(spliced > 0);
}
