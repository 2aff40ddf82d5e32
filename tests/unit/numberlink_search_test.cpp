// The Numberlink path search: answers on known puzzles, counts against brute force (both rules,
// with and without the no-touch assumption), resumability, impossible puzzles.
#include <catch2/catch.hpp>

#include "core/session.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_random.h"
#include "support/text_file.h"

namespace {

using nltest::gridText;

struct Outcome {
  uint64_t count = 0;
  bool complete = false;
  std::vector<dlx::Json> solutions;
  dlx::Json report;
};

// The literal rules (any turns), which the brute force here counts under.
dlx::Options optionsOf(const std::string& rule, bool noTouch = false) {
  dlx::Options o;
  if (!rule.empty()) o.set("rule", rule);
  o.set("turns", "any");
  if (noTouch) o.set("notouch", "1");
  return o;
}

Outcome solve(const std::string& input, const dlx::Options& options, uint64_t max = 0, uint64_t budget = 0) {
  dlx::Session s("numberlink", input, options);
  s.setKeep(1000);
  if (budget == 0) {
    s.runUntil(max);
  } else {
    while (!s.complete() && (max == 0 || s.count() < max)) {
      s.run(budget);
      const double p = s.progress();
      REQUIRE(p >= 0.0);
      REQUIRE(p <= 1.0);
    }
  }
  return {s.count(), s.complete(), s.solutions(), s.report()};
}

}  // namespace

TEST_CASE("numberlink solves the 5x5 example uniquely", "[numberlink]") {
  const std::string input = nltest::readTextFile(std::string(DLX_PUZZLES) + "/numberlink-5x5.txt");
  Outcome o = solve(input, optionsOf(""));
  REQUIRE(o.complete);
  REQUIRE(o.count == 1);
  const std::vector<int> clues = {1, 0, 0, 0, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 3};
  CHECK(nltest::checkSolution(5, 5, clues, o.solutions[0], true) == "");
  CHECK(o.solutions[0].find("text")->asString() ==
        "1 1 2 2 2\n2 1 2 3 2\n2 1 2 3 2\n2 1 2 3 2\n2 2 2 3 3\n");
  CHECK(o.solutions[0].find("box")->asString() ==
        "1─┐ ┌───┐\n2 │ │ 3 │\n│ │ │ │ │\n│ 1 │ │ 2\n└───┘ └─3\n");
  // Path 1 from its first clue (0,0) to (1,3).
  CHECK(o.solutions[0].find("paths")->asArray()[0].dump() ==
        R"({"number":1,"cells":[[0,0],[1,0],[1,1],[1,2],[1,3]]})");
  CHECK(o.report.find("rule")->asString() == "fill");
  CHECK_FALSE(o.report.has("notouch"));
  // The free rule finds more.
  Outcome free = solve(input, optionsOf("free"));
  CHECK(free.report.find("rule")->asString() == "free");
  CHECK(free.count == nltest::bruteForceCount(5, 5, clues, false));
  // Rules by source: puzz.link numlin is checked with empty cells allowed, arukone fills; an
  // explicit rule overrides either.
  Outcome numlin = solve("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3", optionsOf(""));
  CHECK(numlin.report.find("rule")->asString() == "free");
  CHECK(numlin.count == free.count);
  Outcome arukone = solve("https://puzz.link/p?arukone/5/5/1j2h3m1h2j3", optionsOf(""));
  CHECK(arukone.report.find("rule")->asString() == "fill");
  CHECK(arukone.count == 1);
  CHECK(solve("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3", optionsOf("fill")).count == 1);
  for (const dlx::Json& sol : free.solutions) CHECK(nltest::checkSolution(5, 5, clues, sol, false) == "");
}

TEST_CASE("numberlink: crossing pairs on 3x3 have no solution", "[numberlink]") {
  for (const char* rule : {"fill", "free"}) {
    Outcome o = solve("3 3\n0 1 0\n2 0 2\n0 1 0\n", optionsOf(rule));
    CHECK(o.complete);
    CHECK(o.count == 0);
  }
  // The fill-rule pre-check explains why: a corner between a 1 and a 2.
  dlx::Session s("numberlink", "3 3\n0 1 0\n2 0 2\n0 1 0\n", optionsOf("fill"));
  REQUIRE(s.impossible().has_value());
  CHECK(s.impossible()->find("row 1, column 1: its only usable neighbours are the 1 and the 2") != std::string::npos);
  // Checkerboard parity: each pair needs one more cell of the other colour than it can get.
  dlx::Session parity("numberlink", "3 3\n1 0 1\n0 0 0\n2 0 2\n", optionsOf("fill"));
  REQUIRE(parity.impossible().has_value());
  CHECK(parity.impossible()->find("checkerboard") != std::string::npos);
  // Walled-off pairs are found before searching under either rule.
  dlx::Session cut("numberlink", "3 3\n1 2 0\n2 0 0\n0 0 1\n", optionsOf("free"));
  REQUIRE(cut.impossible().has_value());
  CHECK(cut.impossible()->find("1s cannot be connected") != std::string::npos);
}

TEST_CASE("numberlink rejects unknown rules", "[numberlink]") {
  CHECK_THROWS_AS(dlx::Session("numberlink", "2 1\n1 1\n", optionsOf("some")), dlx::InputError);
}

TEST_CASE("numberlink counts match brute force on small boards", "[numberlink]") {
  // Random clue placements, solvable or not, under both rules and with the no-touch assumption.
  nltest::RandomBoards boards(12345);
  int solvableFill = 0, multipleFree = 0;
  for (int round = 0; round < 300; ++round) {
    const nltest::SmallBoard board = boards.next(3);
    const int w = board.width, h = board.height;
    const std::vector<int>& clues = board.clues;
    const std::string input = gridText(w, h, clues);
    for (int variant = 0; variant < 4; ++variant) {
      const bool fill = variant % 2 == 0, noTouch = variant >= 2;
      const uint64_t expected = nltest::bruteForceCount(w, h, clues, fill, noTouch);
      Outcome o = solve(input, optionsOf(fill ? "fill" : "free", noTouch));
      INFO(input << "fill=" << fill << " notouch=" << noTouch);
      REQUIRE(o.complete);
      REQUIRE(o.count == expected);
      for (const dlx::Json& sol : o.solutions) {
        REQUIRE(nltest::checkSolution(w, h, clues, sol, fill) == "");
        if (noTouch) REQUIRE_FALSE(nltest::touchesItself(sol));
      }
      if (fill && !noTouch && expected > 0) ++solvableFill;
      if (!fill && !noTouch && expected > 1) ++multipleFree;
    }
  }
  // The sample must exercise real solutions, not only impossible boards.
  CHECK(solvableFill > 20);
  CHECK(multipleFree > 50);
}

TEST_CASE("numberlink uniqueness matches brute force", "[numberlink]") {
  // 2x2 with one pair: the path has to run beside itself, and it is the only solution.
  Outcome o = solve("2 2\n1 1\n0 0\n", optionsOf("fill"));
  CHECK(o.count == 1);
  CHECK(nltest::touchesItself(o.solutions[0]));
  Outcome noTouch = solve("2 2\n1 1\n0 0\n", optionsOf("fill", true));
  CHECK(noTouch.count == 0);
  CHECK(noTouch.report.find("notouch")->asBool());
  dlx::Options alias;  // the old alias is gone: an unknown option is an error, not ignored
  alias.set("unique_assume", "1");
  CHECK_THROWS_AS(solve("2 2\n1 1\n0 0\n", alias), dlx::InputError);
  // Under the free rule the direct link is a second solution.
  CHECK(solve("2 2\n1 1\n0 0\n", optionsOf("free")).count == 2);
  const std::string board = "4 4\n1 0 0 2\n0 0 0 0\n0 0 0 0\n1 0 0 2\n";
  const std::vector<int> clues = {1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 2};
  dlx::Session s("numberlink", board, optionsOf("fill"));
  s.runUntil(2);
  const uint64_t brute = nltest::bruteForceCount(4, 4, clues, true, false, 2);
  CHECK(s.count() == brute);
  CHECK(s.unique().isBool());
  CHECK(s.unique().asBool() == (brute == 1));
}

TEST_CASE("numberlink search pauses and resumes without changing the answers", "[numberlink]") {
  const std::string input = "5 4\n1 0 0 0 2\n0 0 0 0 0\n0 3 0 0 0\n1 0 3 0 2\n";
  const std::vector<int> clues = {1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 1, 0, 3, 0, 2};
  for (const char* rule : {"fill", "free"}) {
    Outcome whole = solve(input, optionsOf(rule));
    Outcome sliced = solve(input, optionsOf(rule), 0, 1);
    REQUIRE(whole.complete);
    REQUIRE(sliced.complete);
    CHECK(whole.count == sliced.count);
    CHECK(whole.count == nltest::bruteForceCount(5, 4, clues, std::string(rule) == "fill"));
    REQUIRE(whole.solutions.size() == sliced.solutions.size());
    for (size_t i = 0; i < whole.solutions.size(); ++i) CHECK(whole.solutions[i].dump() == sliced.solutions[i].dump());
  }
}

TEST_CASE("numberlink puzzle describes and writes itself, and checks solutions", "[numberlink]") {
  const dlx::Kind* kind = dlx::findKind("numberlink");
  auto puzzle = kind->parse("3 2\n1 0 2\n1 0 2\n", dlx::Options());
  CHECK(puzzle->describe().dump() ==
        R"({"width":3,"height":2,"numbers":[[1,0,2],[1,0,2]],"rule":"fill","turns":"no-u-turn"})");
  CHECK(puzzle->write("text") == "3 2\n1 0 2\n1 0 2\n");
  CHECK(puzzle->write("puzzlink") == "https://puzz.link/p?arukone/3/2/1g21g2");
  CHECK_THROWS_AS(puzzle->write("tatham"), dlx::InputError);
  dlx::Options free;
  free.set("rule", "free");
  auto freePuzzle = kind->parse("3 2\n1 0 2\n1 0 2\n", free);
  auto search = freePuzzle->newSearch();
  // The first solution fills the grid (rule free starts from the fill race's); the second is it
  // shortened, the middle column left empty.
  REQUIRE(search->run(1000) == dlx::RunStatus::Solution);
  CHECK_FALSE(freePuzzle->check(search->solution()).has_value());
  // It fills the grid by a U-turn (path 1 round the middle column): a solution of the literal fill
  // rule, refused by the default one (no U-turns).
  dlx::Options literal;
  literal.set("turns", "any");
  CHECK_FALSE(kind->parse("3 2\n1 0 2\n1 0 2\n", literal)->check(search->solution()).has_value());
  CHECK(puzzle->check(search->solution()).has_value());
  REQUIRE(search->run(1000) == dlx::RunStatus::Solution);
  dlx::Json sol = search->solution();
  CHECK_FALSE(freePuzzle->check(sol).has_value());
  // The middle column stays unused, which the fill rule refuses.
  CHECK(puzzle->check(sol).has_value());
  dlx::Json bad = dlx::Json::parse(R"({"grid":[[1,0,2],[1,0,2]],"paths":[{"number":1,"cells":[[0,0],[1,1]]},)"
                                   R"({"number":2,"cells":[[2,0],[2,1]]}]})");
  CHECK(freePuzzle->check(bad).has_value());
}
