// The SAT Numberlink search (solver/kinds/numberlink/numberlink_sat.h): its counts against brute
// force on small random boards under both rules and the no-touch assumption, with and without the
// connectivity check during the search, every solution passing the independent checker and
// reported once; the clauses against loops and the blocking clauses on boards chosen to need them.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "kinds/numberlink/numberlink_render.h"
#include "kinds/numberlink/numberlink_sat.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_random.h"

namespace {

using namespace dlx::numberlink;

struct Listed {
  uint64_t count = 0;
  uint64_t loopClauses = 0;
};

// Every solution of the SAT search, each checked and distinct; `slice` nodes per run().
// connectivity: the regions check during the search (without it, loops reach the models).
Listed listAll(const Grid& grid, Rules rules, uint64_t slice, uint64_t limit = 1000, bool connectivity = true) {
  SatSearch search(grid, rules, connectivity);
  std::set<std::string> seen;
  Listed out;
  for (;;) {
    const dlx::RunStatus st = search.run(slice);
    if (st == dlx::RunStatus::Done) break;
    if (st != dlx::RunStatus::Solution) continue;
    const dlx::Json sol = solutionJson(grid, search.board());
    INFO(sol.find("text")->asString());
    REQUIRE(nltest::checkSolution(grid.width, grid.height, grid.numbers, sol, rules.rule == Rule::Fill) == "");
    if (rules.noTouch) REQUIRE_FALSE(nltest::touchesItself(sol));
    REQUIRE(seen.insert(sol.find("paths")->dump()).second);
    if (++out.count >= limit) break;
  }
  CHECK(search.progress() == (out.count >= limit ? 0.0 : 1.0));
  out.loopClauses = search.loopClauses();
  return out;
}

Grid gridOf(int w, int h, const std::vector<int>& clues) {
  Grid g;
  g.width = w, g.height = h, g.numbers = clues;
  return g;
}

}  // namespace

TEST_CASE("numberlink SAT search counts agree with brute force under both rules and no-touch", "[numberlink][sat]") {
  nltest::RandomBoards rng(2024);
  int several = 0, none = 0;
  uint64_t loops = 0;
  for (int round = 0; round < 300; ++round) {
    const nltest::SmallBoard b = rng.next(4);
    const Grid grid = gridOf(b.width, b.height, b.clues);
    for (const Rule rule : {Rule::Fill, Rule::Free})
      for (const bool noTouch : {false, true}) {
        const uint64_t expected =
            nltest::bruteForceCount(b.width, b.height, b.clues, rule == Rule::Fill, noTouch, 300);
        if (expected >= 300) continue;
        Rules rules;
        rules.rule = rule, rules.noTouch = noTouch;
        INFO(nltest::gridText(b.width, b.height, b.clues) << "fill=" << (rule == Rule::Fill) << " notouch=" << noTouch);
        const Listed got = listAll(grid, rules, round % 3 == 0 ? 1 : 1u << 20, 1000, round % 2 == 0);
        REQUIRE(got.count == expected);
        several += expected > 1;
        none += expected == 0;
        loops += got.loopClauses;
      }
  }
  CHECK(several > 50);
  CHECK(none > 50);
  CHECK(loops > 0);  // the sample has models with loops
}

TEST_CASE("numberlink SAT search blocks each solution exactly: a board with two", "[numberlink][sat]") {
  // A corner to the opposite corner through every cell of 3x3: snake by rows or by columns.
  const Grid grid = gridOf(3, 3, {1, 0, 0, 0, 0, 0, 0, 0, 1});
  REQUIRE(nltest::bruteForceCount(3, 3, grid.numbers, true) == 2);
  Rules rules;
  CHECK(listAll(grid, rules, 1u << 20).count == 2);
  CHECK(listAll(grid, rules, 1).count == 2);
}

TEST_CASE("numberlink SAT search cuts loops out of its models and keeps every solution", "[numberlink][sat]") {
  // One pair at the two ends of the top row (6x6 under rule fill, 4x4 under rule free, where
  // paths are many more): a path along the top and loops below fit every local rule (degree,
  // labels, no 2x2 block), so the solver meets models with loops besides the solutions.
  for (const Rule rule : {Rule::Fill, Rule::Free}) {
    const int side = rule == Rule::Fill ? 6 : 4;
    std::vector<int> clues(static_cast<size_t>(side * side), 0);
    clues[0] = clues[static_cast<size_t>(side - 1)] = 1;
    const Grid grid = gridOf(side, side, clues);
    Rules rules;
    rules.rule = rule;
    const uint64_t expected = nltest::bruteForceCount(side, side, clues, rule == Rule::Fill, false, 5000);
    REQUIRE(expected < 5000);
    INFO("fill=" << (rule == Rule::Fill));
    const Listed lazy = listAll(grid, rules, 1u << 20, 5000, false);
    REQUIRE(lazy.count == expected);
    CHECK(lazy.loopClauses > 0);
    // With the regions checked during the search, no model reaches the loop check.
    const Listed early = listAll(grid, rules, 1u << 20, 5000, true);
    REQUIRE(early.count == expected);
    CHECK(early.loopClauses == 0);
  }
}
