// The edge search (solver/kinds/numberlink/numberlink_edge_search.h): exact counts against brute
// force under both rules when run in small slices, every solution checked independently; and the
// first-solution race with its canonical shortcut on published-style puzzles.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "core/session.h"
#include "support/numberlink_literal.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_random.h"

namespace {

using nltest::gridText;


}  // namespace

TEST_CASE("numberlink edge search counts match brute force in small slices", "[numberlink]") {
  nltest::RandomBoards boards(4242);
  int solvable = 0;
  for (int round = 0; round < 250; ++round) {
    const nltest::SmallBoard board = boards.next(3);
    const int w = board.width, h = board.height;
    const std::vector<int>& clues = board.clues;
    for (const bool fill : {true, false}) {
      dlx::Options options;
      options.set("turns", "any");  // the literal rule (brute force, generators)
      options.set("rule", fill ? "fill" : "free");
      options.set("bench_engine", "edge");
      dlx::Session s("numberlink", gridText(w, h, clues), options);
      s.setKeep(100000);
      while (!s.complete()) s.run(1 + static_cast<uint64_t>(round % 3));  // pause after every node or so
      INFO(gridText(w, h, clues) << "fill=" << fill);
      REQUIRE(s.count() == nltest::bruteForceCount(w, h, clues, fill, false));
      for (const dlx::Json& sol : s.solutions()) REQUIRE(nltest::checkSolution(w, h, clues, sol, fill) == "");
      if (s.count() > 0) ++solvable;
    }
  }
  CHECK(solvable > 60);  // the sample exercises real solutions, not only impossible boards
}

namespace {

std::string published(const std::string& name) {
  std::ifstream in(std::string(DLX_PUZZLES) + "/../tests/data/numberlink-large/" + name + ".txt");
  REQUIRE(in.good());
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Every solution the session kept, checked by the independent checker against the puzzle's clues.
void checkAll(const dlx::Session& s) {
  const dlx::Json desc = s.puzzle().describe();
  const int w = static_cast<int>(desc.find("width")->asInt()), h = static_cast<int>(desc.find("height")->asInt());
  std::vector<int> clues;
  for (const dlx::Json& row : desc.find("numbers")->asArray())
    for (const dlx::Json& v : row.asArray()) clues.push_back(static_cast<int>(v.asInt()));
  for (const dlx::Json& sol : s.solutions()) REQUIRE(nltest::checkSolution(w, h, clues, sol, true) == "");
}

}  // namespace

TEST_CASE("numberlink published-style puzzles 14x14 to 36x20 give a checked first solution", "[numberlink][large]") {
  const char* names[] = {"p_14x14_01", "p_14x14_02", "p_14x14_03", "p_14x14_04", "p_14x14_05", "p_14x14_06",
                         "p_14x14_07", "p_14x14_08", "p_14x14_09", "p_14x14_10", "p_20x20_11", "p_20x20_12",
                         "p_20x20_13", "p_20x20_14", "p_20x20_15", "p_20x20_16", "p_30x20_17", "p_30x20_18",
                         "p_30x20_19", "p_30x20_20", "p_36x20_21", "p_36x20_22", "p_36x20_23"};
  for (const char* name : names) {
    dlx::Session s("numberlink", published(name), nltest::literalRules());
    s.runUntil(1);
    INFO(name);
    REQUIRE(s.count() == 1);
    CHECK(s.report().find("rule")->asString() == "fill");
    checkAll(s);
  }
}

TEST_CASE("numberlink published-style puzzles with a second solution show two checked, different ones", "[numberlink][large]") {
  // All but p_14x14_07 and p_20x20_13 have a second solution that fills the grid; the race's
  // neighbour search finds it beside the first.
  for (const char* name : {"p_14x14_01", "p_14x14_02", "p_14x14_03", "p_14x14_04", "p_14x14_05", "p_14x14_06",
                           "p_14x14_08", "p_14x14_09", "p_14x14_10", "p_20x20_11", "p_20x20_12", "p_20x20_14",
                           "p_20x20_15", "p_20x20_16", "p_30x20_17", "p_30x20_18", "p_30x20_19", "p_30x20_20",
                           "p_36x20_21", "p_36x20_22", "p_36x20_23"}) {
    dlx::Session s("numberlink", published(name), nltest::literalRules());
    s.setKeep(2);
    s.runUntil(2);
    INFO(name);
    REQUIRE(s.count() == 2);
    CHECK(s.unique().dump() == "false");
    checkAll(s);
    CHECK(s.solutions()[0].find("grid")->dump() != s.solutions()[1].find("grid")->dump());
  }
}

TEST_CASE("numberlink p_14x14_07 is proved unique by the race and by the SAT prover alone", "[numberlink][slow]") {
  // The one 14x14 of tests/data/numberlink-large without a second solution: the neighbour search
  // finds nothing, so the answer rests on an exhaustive prover (the race's: the proof by redrawing
  // moves in about 0.1M of its nodes; the SAT search alone takes 0.3M, the edge search from the
  // top alone 2.1M).
  for (const char* engine : {"auto", "sat"}) {
    dlx::Options options;
    options.set("turns", "any");  // the literal rule (brute force, generators)
    options.set("bench_engine", engine);
    dlx::Session s("numberlink", published("p_14x14_07"), options);
    s.setKeep(2);
    s.runUntil(2);
    INFO(engine);
    REQUIRE(s.complete());
    REQUIRE(s.count() == 1);
    CHECK(s.unique().dump() == "true");
    checkAll(s);
  }
}

TEST_CASE("numberlink p_20x20_13 is proved unique by the race", "[numberlink][slow]") {
  // The other unique puzzle of tests/data/numberlink-large: only the proofs by redrawing moves
  // settle it (about 5.8M race nodes, 12 s natively).
  dlx::Session s("numberlink", published("p_20x20_13"), nltest::literalRules());
  s.setKeep(2);
  s.runUntil(2);
  REQUIRE(s.complete());
  REQUIRE(s.count() == 1);
  CHECK(s.unique().dump() == "true");
  checkAll(s);
}
