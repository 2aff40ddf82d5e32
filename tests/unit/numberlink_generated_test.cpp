// Generated Numberlink puzzles (random Hamiltonian path cut into pairs, every cell filled) from
// 7x7 to 25x25 must solve, and every solution must pass the independent checker.
#include <catch2/catch.hpp>

#include <fstream>

#include "core/session.h"
#include "support/numberlink_literal.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_generator.h"

namespace {

dlx::Json firstSolution(const nltest::Generated& g, bool noTouch, bool* found) {
  dlx::Options o;
  o.set("turns", "any");  // the literal rule (brute force, generators)
  if (noTouch) o.set("notouch", "1");
  dlx::Session s("numberlink", nltest::numbersGridText(g), o);
  s.runUntil(1);
  *found = s.count() == 1;
  return *found ? s.solutions()[0] : dlx::Json();
}

}  // namespace

TEST_CASE("numberlink generator plants a valid solution", "[numberlink]") {
  for (nltest::Style style : {nltest::Style::Dense, nltest::Style::Sparse, nltest::Style::Published}) {
    nltest::Generated g = nltest::generatePuzzle(9, 8, style, 3);
    const dlx::Json sol = nltest::plantedSolution(g);
    CHECK(nltest::checkSolution(g.width, g.height, g.numbers, sol, true) == "");
    if (style != nltest::Style::Sparse) CHECK_FALSE(nltest::touchesItself(sol));
  }
}

TEST_CASE("numberlink solves generated puzzles from 7x7 to 25x25", "[numberlink]") {
  // Dense (published-style) boards at every size, rectangles too.
  for (int side : {7, 10, 13, 16, 20, 25}) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      nltest::Generated g = nltest::generatePuzzle(side, side + static_cast<int>(seed) - 2, nltest::Style::Dense, seed);
      INFO(nltest::numbersGridText(g));
      bool found = false;
      dlx::Json sol = firstSolution(g, false, &found);
      REQUIRE(found);
      CHECK(nltest::checkSolution(g.width, g.height, g.numbers, sol, true) == "");
    }
  }
  // Sparse boards (few long paths, which usually run beside themselves) get hard fast for this
  // search (see bench/instances/numberlink.tsv), so the tests stop at 9x9.
  for (int side : {7, 8, 9}) {
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      nltest::Generated g = nltest::generatePuzzle(side, side, nltest::Style::Sparse, seed, side / 2 + 2);
      INFO(nltest::numbersGridText(g));
      bool found = false;
      dlx::Json sol = firstSolution(g, false, &found);
      REQUIRE(found);
      CHECK(nltest::checkSolution(side, side, g.numbers, sol, true) == "");
    }
  }
}

namespace {

// First and second solution of a published-style puzzle: both checked, different, and the
// uniqueness question settled (these generated ones all have a second solution nearby).
void solvePublishedStyle(int w, int h, uint64_t seed) {
  const nltest::Generated g = nltest::generatePuzzle(w, h, nltest::Style::Published, seed);
  INFO(nltest::numbersGridText(g));
  // About as few pairs as published puzzles: long paths.
  CHECK(w * h / static_cast<int>(g.paths.size()) >= 12);
  dlx::Session s("numberlink", nltest::numbersGridText(g), nltest::literalRules());
  s.setKeep(2);
  s.runUntil(2);
  REQUIRE(s.count() >= 1);
  for (const dlx::Json& sol : s.solutions()) REQUIRE(nltest::checkSolution(w, h, g.numbers, sol, true) == "");
  REQUIRE(s.unique().isBool());
  if (s.count() == 2) CHECK(s.solutions()[0].find("paths")->dump() != s.solutions()[1].find("paths")->dump());
}

}  // namespace

TEST_CASE("numberlink solves published-style generated puzzles 10x10 to 36x20 and settles uniqueness", "[numberlink]") {
  for (auto [w, h] : {std::pair{10, 10}, {14, 14}, {20, 20}, {30, 20}, {36, 20}})
    for (uint64_t seed = 1; seed <= 2; ++seed) solvePublishedStyle(w, h, seed);
}

namespace {

// Flow-style puzzles: letter grids whose every cell is used, with about as many colours as Flow
// Free's 12x12-14x14 packs, and a single solution as Flow's have. The generator does not aim for
// uniqueness: these seeds were picked among 1-40 as ones that came out unique (about one in four
// at 14x14 with 16 or 20 colours).
struct FlowStyle {
  const char* name;
  int side, pairs;
  uint64_t seed;
};
constexpr FlowStyle kFlowStyle[] = {
    {"flow-12x12", 12, 14, 7}, {"flow-14x14a", 14, 16, 23}, {"flow-14x14b", 14, 16, 26}, {"flow-14x14c", 14, 20, 29}};

nltest::Generated flowStyle(const FlowStyle& f) {
  return nltest::generatePuzzle(f.side, f.side, nltest::Style::Published, f.seed, f.pairs);
}

}  // namespace

TEST_CASE("numberlink Flow-style generated puzzles: one solution, by three exact searches", "[numberlink]") {
  // The race, the SAT search alone and the exact edge search alone must each find exactly one
  // solution and finish (the rule is fill: a letter grid is Flow's); the solution is checked.
  for (const FlowStyle& f : kFlowStyle) {
    const nltest::Generated g = flowStyle(f);
    const std::string text = nltest::letterGridText(g);
    INFO(f.name << "\n" << text);
    for (const char* engine : {"", "sat", "edge"}) {
      INFO("engine " << engine);
      dlx::Options o;
      o.set("turns", "any");  // the literal rule (brute force, generators)
      if (*engine) o.set("bench_engine", engine);
      dlx::Session s("numberlink", text, o);
      s.setKeep(2);
      s.runUntil(2);
      REQUIRE(s.count() == 1);
      REQUIRE(s.unique().isBool());
      CHECK(s.unique().asBool());
      CHECK(nltest::checkSolution(f.side, f.side, g.numbers, s.solutions()[0], true) == "");
    }
  }
}

TEST_CASE("numberlink solves published-style generated puzzles at 30x30 and 40x40", "[numberlink][slow]") {
  for (auto [w, h] : {std::pair{30, 30}, {40, 40}})
    for (uint64_t seed = 1; seed <= 2; ++seed) solvePublishedStyle(w, h, seed);
}

TEST_CASE("numberlink solves generated puzzles that need a path beside itself", "[numberlink]") {
  // Sparse 7x7 boards with three long paths: for these seeds no solution exists once paths may not
  // touch themselves, so the standard rules must allow it (and the no-touch option must stay off).
  int needTouch = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    nltest::Generated g = nltest::generatePuzzle(7, 7, nltest::Style::Sparse, seed, 3);
    bool found = false;
    dlx::Json sol = firstSolution(g, false, &found);
    REQUIRE(found);
    CHECK(nltest::checkSolution(7, 7, g.numbers, sol, true) == "");
    dlx::Options o;
    o.set("turns", "any");  // the literal rule (brute force, generators)
    o.set("notouch", "1");
    dlx::Session s("numberlink", nltest::numbersGridText(g), o);
    s.runUntil(1);
    REQUIRE(s.complete() == (s.count() == 0));
    if (s.count() == 0) {
      ++needTouch;
      CHECK(nltest::touchesItself(sol));
    }
  }
  CHECK(needTouch >= 3);
}

TEST_CASE("numberlink no-touch option solves dense generated puzzles", "[numberlink]") {
  for (int side : {10, 20}) {
    nltest::Generated g = nltest::generatePuzzle(side, side, nltest::Style::Dense, 11);
    bool found = false;
    dlx::Json sol = firstSolution(g, true, &found);
    REQUIRE(found);
    CHECK(nltest::checkSolution(side, side, g.numbers, sol, true) == "");
    CHECK_FALSE(nltest::touchesItself(sol));
  }
}

// Writes the benchmark puzzles (bench/data/numberlink-*.txt). Hidden: run it explicitly with
//   unit_tests "[.numberlink-bench-data]"
TEST_CASE("numberlink benchmark data", "[.numberlink-bench-data]") {
  const std::string dir = std::string(DLX_PUZZLES) + "/../bench/data/";
  for (int side : {10, 15, 20, 30, 40}) {
    const auto dense = nltest::generatePuzzle(side, side, nltest::Style::Dense, 1000 + static_cast<uint64_t>(side));
    const auto sparse = nltest::generatePuzzle(side, side, nltest::Style::Sparse, 2000 + static_cast<uint64_t>(side), side);
    std::ofstream(dir + "numberlink-dense-" + std::to_string(side) + ".txt") << nltest::numbersGridText(dense);
    std::ofstream(dir + "numberlink-sparse-" + std::to_string(side) + ".txt") << nltest::numbersGridText(sparse);
  }
  // Published style (few long paths that stay clear of themselves), at published sizes.
  for (auto [w, h] : {std::pair{10, 10}, {14, 14}, {20, 20}, {30, 20}, {36, 20}, {30, 30}, {40, 40}}) {
    const auto g = nltest::generatePuzzle(w, h, nltest::Style::Published, 3000 + static_cast<uint64_t>(w * 100 + h));
    std::ofstream(dir + "numberlink-pubgen-" + std::to_string(w) + "x" + std::to_string(h) + ".txt")
        << nltest::numbersGridText(g);
  }
  // Flow-style (letter grids, every cell used, uniquely solvable): see kFlowStyle.
  for (const FlowStyle& f : kFlowStyle)
    std::ofstream(dir + "numberlink-" + f.name + ".txt") << nltest::letterGridText(flowStyle(f));
}
