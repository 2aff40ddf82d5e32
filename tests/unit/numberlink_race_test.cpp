// The default Numberlink search (solver/kinds/numberlink/numberlink_race.h) races the exact
// portfolio against helpers that are not exhaustive (the canonical shortcut, the neighbour search
// around the first solution). Counts must stay exact whatever the helpers report: compared here
// with brute force on boards big enough for the neighbour search's windows, whole and in slices.
#include <catch2/catch.hpp>

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/session.h"
#include "kinds/numberlink/numberlink_board.h"
#include "kinds/numberlink/numberlink_neighbours.h"
#include "kinds/numberlink/numberlink_race.h"
#include "kinds/numberlink/numberlink_search.h"
#include "kinds/numberlink/numberlink_render.h"
#include "support/numberlink_literal.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_generator.h"
#include "support/numberlink_random.h"
#include "support/test_rounds.h"
#include "support/text_file.h"

namespace {

// 5..6 wide, 5..6 tall (bigger than the smallest window), 2..4 pairs.
nltest::SmallBoard mediumBoard(nltest::RandomBoards& rng) {
  nltest::SmallBoard b;
  b.width = 5 + rng.below(2);
  b.height = 5 + rng.below(2);
  const int pairs = 2 + rng.below(3);
  b.clues.assign(static_cast<size_t>(b.width * b.height), 0);
  for (int p = 1; p <= pairs; ++p)
    for (int k = 0; k < 2; ++k) {
      int c;
      do c = rng.below(b.width * b.height);
      while (b.clues[static_cast<size_t>(c)] != 0);
      b.clues[static_cast<size_t>(c)] = p;
    }
  return b;
}

}  // namespace

TEST_CASE("numberlink race counts stay exact with the neighbour search, whole and in slices", "[numberlink]") {
  nltest::RandomBoards rng(777);
  int several = 0;
  for (int round = 0; round < dlx_test::rounds(150); ++round) {
    const nltest::SmallBoard b = mediumBoard(rng);
    const std::string input = nltest::gridText(b.width, b.height, b.clues);
    for (const bool fill : {true, false}) {
      const uint64_t expected = nltest::bruteForceCount(b.width, b.height, b.clues, fill, false, 400);
      if (expected >= 400) continue;  // too many to list: the brute force stopped counting
      for (const uint64_t slice : {uint64_t{0}, uint64_t{1}, uint64_t{37}}) {
        dlx::Options options;
        options.set("turns", "any");  // the literal rule (brute force, generators)
        options.set("rule", fill ? "fill" : "free");
        dlx::Session s("numberlink", input, options);
        s.setKeep(1000);
        if (slice == 0) s.runUntil(0);
        else
          while (!s.complete()) s.run(slice);
        INFO(input << "fill=" << fill << " slice=" << slice);
        REQUIRE(s.count() == expected);
        std::set<std::string> seen;
        for (const dlx::Json& sol : s.solutions()) {
          REQUIRE(nltest::checkSolution(b.width, b.height, b.clues, sol, fill) == "");
          REQUIRE(seen.insert(sol.find("paths")->dump()).second);  // the grid alone does not tell routes apart
        }
      }
      if (expected > 1) ++several;
    }
  }
  CHECK(several > dlx_test::rounds(20));  // the sample exercises second solutions, where the neighbour search acts
}

TEST_CASE("numberlink neighbour search reports only other solutions, each checked", "[numberlink]") {
  using namespace dlx::numberlink;
  // 6x6 with two pairs under rule free: many solutions near any first one.
  Grid grid;
  grid.width = 6, grid.height = 6;
  grid.numbers = {1, 0, 0, 0, 0, 1,  //
                  0, 0, 0, 0, 0, 0,  //
                  0, 0, 0, 0, 0, 0,  //
                  0, 0, 0, 0, 0, 0,  //
                  0, 0, 0, 0, 0, 0,  //
                  2, 0, 0, 0, 0, 2};
  EdgeSearch exact(grid, Rule::Free);
  REQUIRE(exact.run(1000000) == dlx::RunStatus::Solution);
  const Board known = exact.board();
  NeighbourSearch near(grid, Rules{Rule::Free}, known);
  int found = 0;
  for (;;) {
    const dlx::RunStatus st = near.run(3);
    if (st == dlx::RunStatus::Done) break;
    if (st != dlx::RunStatus::Solution) continue;
    ++found;
    bool differs = false;
    for (int c : near.board().cells()) differs = differs || near.board().links(c) != known.links(c);
    REQUIRE(differs);
    REQUIRE(nltest::checkSolution(6, 6, grid.numbers, solutionJson(grid, near.board()), false) == "");
  }
  CHECK(found > 0);
  CHECK(near.progress() == 1.0);
}

namespace {

// The race on generated published-style boards (5x5 to 7x7, seeds 1..seeds) under both rules, with
// the portfolio held back once the provers start (and the SAT search the only prover when
// satOnly), listed to the end however the budget is sliced: every solution checked and reported
// once, the count the path search's alone (a different exact search). Boards with `limit`
// solutions or more are passed over; `settled(race, count)` sees every other finished race.
template <class Settled>
void raceGeneratedBoards(uint64_t seeds, uint64_t limit, bool satOnly, Settled settled) {
  using namespace dlx::numberlink;
  for (uint64_t seed = 1; seed <= seeds; ++seed) {
    const int side = 5 + static_cast<int>(seed % 3);
    const nltest::Generated g = nltest::generatePuzzle(side, side, nltest::Style::Published, seed);
    Grid grid;
    grid.width = grid.height = side;
    grid.numbers = g.numbers;
    for (const Rule rule : {Rule::Fill, Rule::Free}) {
      Rules rules;
      rules.rule = rule;
      PathSearch reference(grid, rules);
      uint64_t expected = 0;
      while (expected < limit) {
        const dlx::RunStatus st = reference.run(1u << 20);
        if (st == dlx::RunStatus::Done) break;
        if (st == dlx::RunStatus::Solution) ++expected;
      }
      if (expected >= limit) continue;  // too many to list
      SolutionRace race(grid, rules, true, satOnly);
      std::set<std::string> seen;  // each solution's link bits
      const uint64_t slice = satOnly && seed % 2 == 0 ? 1u << 20 : 1 + seed * 101;
      for (;;) {
        const dlx::RunStatus st = race.run(slice);
        if (st == dlx::RunStatus::Done) break;
        if (st != dlx::RunStatus::Solution) continue;
        std::string links;
        for (int c : race.board().cells()) links.push_back(static_cast<char>(race.board().links(c)));
        REQUIRE(seen.insert(links).second);
        REQUIRE(nltest::checkSolution(side, side, grid.numbers, solutionJson(grid, race.board()), rule == Rule::Fill) == "");
      }
      INFO("seed " << seed << " rule " << (rule == Rule::Fill ? "fill" : "free"));
      REQUIRE(seen.size() == expected);
      REQUIRE(race.stats().solutions == expected);
      REQUIRE(race.progress() == 1.0);
      settled(race, expected);
    }
  }
}

}  // namespace

TEST_CASE("numberlink race provers settle counts exactly when they finish first", "[numberlink]") {
  // (Provers start after a first solution and stop once 64 solutions were reported.)
  int byProver = 0;
  raceGeneratedBoards(8, 300, false, [&](const dlx::numberlink::SolutionRace& race, uint64_t count) {
    if (count > 0 && count < 64) REQUIRE(race.settledBy() >= 3);
    byProver += race.settledBy() >= 3;
  });
  CHECK(byProver > 8);
}

TEST_CASE("numberlink race with the SAT prover alone settles counts exactly", "[numberlink][sat]") {
  // The SAT search is told the solutions found before it started and those the neighbour search
  // finds while it runs, and must report exactly the others.
  int bySat = 0;
  raceGeneratedBoards(12, 60, true, [&](const dlx::numberlink::SolutionRace& race, uint64_t count) {
    if (count == 0) return;
    REQUIRE(race.settledBySat());
    ++bySat;
  });
  CHECK(bySat > 10);
}

TEST_CASE("numberlink race hands rounds on past searches it does not run", "[numberlink]") {
  // The bench's sparse 20x20 (paths beside themselves: no canonical solution, so the restarting
  // edge search and the splice search help instead, and no neighbour search runs before a first
  // solution) takes the race tens of thousands of nodes, many rounds, to two solutions: a round
  // that ends beside an absent search must hand on to the next one present (a version that took
  // an absent search for the SAT prover, both null, crashed here).
  const std::string path = std::string(DLX_PUZZLES) + "/../bench/data/numberlink-sparse-20.txt";
  const std::string text = nltest::readTextFile(path);
  std::istringstream in(text);
  int w = 0, h = 0;
  in >> w >> h;
  std::vector<int> clues(static_cast<size_t>(w * h));
  for (int& c : clues) REQUIRE(in >> c);
  dlx::Session s("numberlink", text, nltest::literalRules());
  s.setKeep(2);
  s.runUntil(2);
  REQUIRE(s.count() == 2);
  for (const dlx::Json& sol : s.solutions()) CHECK(nltest::checkSolution(w, h, clues, sol, true) == "");
}
