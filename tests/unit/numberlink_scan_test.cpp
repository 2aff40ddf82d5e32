// The frontier scan (solver/kinds/numberlink/numberlink_scan.h) on its own, from every side, and
// the portfolio that races it against the path search: counts against brute force under both
// rules, resumability, engine options. The exact edge search from every side too (the race's
// provers, numberlink_race.h).
#include <catch2/catch.hpp>

#include "core/kind.h"
#include "core/session.h"
#include "kinds/numberlink/numberlink_edge_search.h"
#include "kinds/numberlink/numberlink_formats.h"
#include "kinds/numberlink/numberlink_render.h"
#include "kinds/numberlink/numberlink_scan.h"
#include "support/numberlink_literal.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_random.h"
#include "support/numberlink_generator.h"

namespace {

using nltest::gridText;

using dlx::numberlink::Rule;
using dlx::numberlink::Rules;
using dlx::numberlink::ScanSearch;


enum class Engine { Scan, Edge };

// Every orientation of the scan (or the edge search): count, and check each solution with the
// independent checker.
void checkAllOrientations(int w, int h, const std::vector<int>& clues, bool fill, uint64_t expected,
                          Engine engine = Engine::Scan) {
  const std::string input = gridText(w, h, clues);
  dlx::Options options;
  options.set("rule", fill ? "fill" : "free");
  auto puzzle = dlx::findKind("numberlink")->parse(input, options);
  const dlx::numberlink::Grid grid = dlx::numberlink::readGrid(input);
  Rules rules;
  rules.rule = fill ? Rule::Fill : Rule::Free;
  for (int o = 0; o < 8; ++o) {
    const dlx::numberlink::ScanOrientation side{(o & 1) != 0, (o & 2) != 0, (o & 4) != 0};
    std::unique_ptr<dlx::numberlink::NumberlinkSearch> made;
    if (engine == Engine::Scan) made = std::make_unique<ScanSearch>(grid, rules, side);
    else made = std::make_unique<dlx::numberlink::EdgeSearch>(grid, rules.rule, false, std::vector<dlx::numberlink::EdgeSearch::FixedEdge>{}, side);
    dlx::numberlink::NumberlinkSearch& search = *made;
    uint64_t count = 0;
    for (;;) {
      const dlx::RunStatus s = search.run(o % 2 ? 3 : 1000000);  // odd orientations in small slices
      if (s == dlx::RunStatus::Done) break;
      if (s == dlx::RunStatus::Paused) continue;
      ++count;
      INFO(input << "fill=" << fill << " orientation=" << o);
      REQUIRE(nltest::checkSolution(w, h, clues, dlx::numberlink::solutionJson(grid, search.board()), fill) == "");
    }
    INFO(input << "fill=" << fill << " orientation=" << o);
    REQUIRE(count == expected);
    REQUIRE(search.stats().solutions == expected);
    REQUIRE(search.progress() == 1.0);
  }
}

}  // namespace

TEST_CASE("numberlink frontier scan counts match brute force from every side", "[numberlink][slow]") {
  nltest::RandomBoards boards(777);
  int solvable = 0;
  for (int round = 0; round < 150; ++round) {
    const nltest::SmallBoard board = boards.next(4);
    const int w = board.width, h = board.height;
    const std::vector<int>& clues = board.clues;
    for (bool fill : {true, false}) {
      const uint64_t expected = nltest::bruteForceCount(w, h, clues, fill);
      if (expected > 0) ++solvable;
      checkAllOrientations(w, h, clues, fill, expected);
    }
  }
  CHECK(solvable > 60);
  // Generated (solvable) boards, rectangles too.
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    nltest::Generated g = nltest::generatePuzzle(5, 4, nltest::Style::Sparse, seed, 2);
    checkAllOrientations(5, 4, g.numbers, true, nltest::bruteForceCount(5, 4, g.numbers, true));
  }
}

TEST_CASE("numberlink edge search counts match brute force from every side", "[numberlink]") {
  nltest::RandomBoards boards(2024);
  int solvable = 0;
  for (int round = 0; round < 60; ++round) {
    const nltest::SmallBoard board = boards.next(4);
    for (bool fill : {true, false}) {
      const uint64_t expected = nltest::bruteForceCount(board.width, board.height, board.clues, fill);
      if (expected > 0) ++solvable;
      checkAllOrientations(board.width, board.height, board.clues, fill, expected, Engine::Edge);
    }
  }
  CHECK(solvable > 25);
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    nltest::Generated g = nltest::generatePuzzle(5, 4, nltest::Style::Sparse, seed, 2);
    checkAllOrientations(5, 4, g.numbers, true, nltest::bruteForceCount(5, 4, g.numbers, true), Engine::Edge);
  }
}

TEST_CASE("numberlink frontier scan stays exact on crowded boards", "[numberlink][slow]") {
  // More pairs on bigger boards than above: many frontiers carry several numbers at once, which
  // is where the scan's crossing check (numberlink_scan.cpp) prunes.
  uint64_t state = 31337;
  auto rnd = [&](int n) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<int>((state >> 33) % static_cast<uint64_t>(n));
  };
  int solvable = 0;
  for (int round = 0; round < 60; ++round) {
    const int w = 4 + rnd(3), h = 4 + rnd(2);
    const int pairs = 3 + rnd(4);
    std::vector<int> clues(static_cast<size_t>(w * h), 0);
    for (int p = 1; p <= pairs; ++p)
      for (int k = 0; k < 2; ++k) {
        int c;
        do c = rnd(w * h);
        while (clues[static_cast<size_t>(c)] != 0);
        clues[static_cast<size_t>(c)] = p;
      }
    for (bool fill : {true, false}) {
      const uint64_t expected = nltest::bruteForceCount(w, h, clues, fill);
      if (expected > 0) ++solvable;
      checkAllOrientations(w, h, clues, fill, expected);
    }
  }
  for (uint64_t seed = 11; seed <= 16; ++seed) {
    nltest::Generated g = nltest::generatePuzzle(6, 5, nltest::Style::Sparse, seed, 4);
    checkAllOrientations(6, 5, g.numbers, true, nltest::bruteForceCount(6, 5, g.numbers, true));
  }
  CHECK(solvable > 15);
}

TEST_CASE("numberlink engines agree and the portfolio resumes identically", "[numberlink]") {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    nltest::Generated g = nltest::generatePuzzle(6, 5, nltest::Style::Sparse, seed, 3);
    const std::string input = nltest::numbersGridText(g);
    for (const char* rule : {"fill", "free"}) {
      uint64_t counts[3];
      int i = 0;
      for (const char* engine : {"auto", "path", "scan"}) {
        dlx::Options o;
        o.set("rule", rule);
        o.set("bench_engine", engine);
        dlx::Session s("numberlink", input, o);
        s.runUntil(0);
        REQUIRE(s.complete());
        counts[i++] = s.count();
      }
      INFO(input << rule);
      CHECK(counts[0] == counts[1]);
      CHECK(counts[0] == counts[2]);
    }
  }
  // A sparse board where a scan wins the race: the same solutions whatever the slices.
  nltest::Generated g = nltest::generatePuzzle(11, 11, nltest::Style::Sparse, 5, 7);
  const std::string input = nltest::numbersGridText(g);
  std::vector<std::string> whole, sliced;
  {
    dlx::Session s("numberlink", input, nltest::literalRules());
    s.setKeep(3);
    s.runUntil(3);
    for (const dlx::Json& sol : s.solutions()) whole.push_back(sol.dump());
  }
  {
    dlx::Session s("numberlink", input, nltest::literalRules());
    s.setKeep(3);
    while (!s.complete() && s.count() < 3) s.run(777);
    for (const dlx::Json& sol : s.solutions()) sliced.push_back(sol.dump());
  }
  REQUIRE(!whole.empty());
  CHECK(whole == sliced);
  for (const std::string& sol : whole)
    CHECK(nltest::checkSolution(11, 11, g.numbers, dlx::Json::parse(sol), true) == "");
}

TEST_CASE("numberlink bench_engine option", "[numberlink]") {
  dlx::Options bad;
  bad.set("bench_engine", "fast");
  CHECK_THROWS_AS(dlx::Session("numberlink", "2 1\n1 1\n", bad), dlx::InputError);
  dlx::Options scanNoTouch;
  scanNoTouch.set("bench_engine", "scan");
  scanNoTouch.set("notouch", "1");
  CHECK_THROWS_AS(dlx::Session("numberlink", "2 1\n1 1\n", scanNoTouch), dlx::InputError);
}
