// Packing kind: counting up to symmetry, pruned versus plain de-duplication versus the oracle.
#include <catch2/catch.hpp>

#include "support/packing_helpers.h"

using namespace packing_test;

namespace {
Puzzle make(std::vector<std::string> board, std::vector<std::pair<std::vector<std::string>, int>> pieces) {
  Puzzle p;
  p.board = std::move(board);
  for (auto& [rows, count] : pieces) p.pieces.push_back({rows, true, true, count});
  return p;
}
}  // namespace

TEST_CASE("distinct counts match plain de-duplication, symmetric solutions included", "[packing]") {
  const std::vector<Puzzle> puzzles = {
      // X in the middle and four monominoes: one solution, fixed by all 8 motions.
      make({"...", "...", "..."}, {{{".#.", "###", ".#."}, 1}, {{"#"}, 4}}),
      // Dominoes on 4x4: every piece has copies, so the kind de-duplicates.
      make({"....", "....", "....", "...."}, {{{"##"}, 8}}),
      // A square tetromino plus dominoes on 4x4: the O placed centrally is fixed by every motion.
      make({"....", "....", "....", "...."}, {{{"##", "##"}, 1}, {{"##"}, 6}}),
      // An L-tetromino, an I-tetromino and dominoes on a 4x4 with two walls.
      make({"....", ".##.", "....", "...."}, {{{"#.", "#.", "##"}, 1}, {{"####"}, 1}, {{"##"}, 3}}),
      // A one-row board: the up-down flip fixes every solution.
      make({"#.#.........#..#"}, {{{"#..#.##"}, 1}, {{"#.#..##"}, 1}, {{"##...##"}, 1}}),
      // Trominoes on 3x4 and on a plus-shaped board (square symmetry, no rectangle).
      make({"....", "....", "...."}, {{{"#.", "##"}, 2}, {{"###"}, 2}}),
      make({".##.", "....", "....", ".##."}, {{{"#.", "##"}, 2}, {{"##"}, 3}}),
      make({"#..#", "....", "....", "#..#"}, {{{"#.", "##"}, 4}}),
      make({"#..#", "....", "....", "#..#"}, {{{"#.", "##"}, 2}, {{"##"}, 3}}),
      // A 3x5 with a unique P-pentomino and dominoes/monominoes.
      make({".....", ".....", "....."}, {{{"##", "##", "#."}, 1}, {{"##"}, 4}, {{"#"}, 2}}),
  };
  for (const Puzzle& p : puzzles) {
    const std::string text = fileOf(p);
    INFO(text);
    const auto tilings = allTilings(p);
    const size_t distinct = distinctUpToBoardSymmetry(p, tilings);
    REQUIRE(!tilings.empty());
    for (const char* engine : {"bitboard", "dlx"}) {
      INFO(engine);
      dlx::Session all = solveAll(text, {{"bench_engine", engine}}, 100000);
      CHECK(all.count() == tilings.size());
      for (const dlx::Json& sol : all.solutions()) CHECK(checkSolution(p, gridOf(sol)) == "");
      CHECK(solveAll(text, {{"bench_engine", engine}, {"bench_expand", "0"}}, 0).count() == tilings.size());
      for (const char* prune : {"1", "0"}) {
        dlx::Session sym = solveAll(text, {{"bench_engine", engine}, {"symmetry", "1"}, {"bench_prune", prune}}, 0);
        CHECK(sym.count() == distinct);
        dlx::Json report = sym.report(0);
        CHECK(report.find("raw")->asInt() == static_cast<int64_t>(tilings.size()));
      }
    }
  }
}

TEST_CASE("the symmetry group is found from the board and the rules", "[packing]") {
  auto order = [](const std::string& text, std::map<std::string, std::string> kv) {
    kv["symmetry"] = "1";
    dlx::Session s("packing", text, options(kv));
    return s.report(0).find("symmetry")->asInt();
  };
  CHECK(order("", {{"preset", "pentomino-6x10"}}) == 4);
  CHECK(order("", {{"preset", "pentomino-8x8"}}) == 8);
  CHECK(order("", {{"preset", "tetromino-4x10"}}) == 4);
  // One row: the up-down flip maps the board and every solution onto itself.
  CHECK(order(readPuzzle("line1d.txt"), {}) == 2);
  CHECK(solveAll(readPuzzle("line1d.txt"), {{"symmetry", "1"}}).report(0).find("raw")->asInt() == 1);
  CHECK(order("...\n.#.\n\n#\n", {{"rotate", "0"}}) == 2);        // the mirror, monomino is symmetric
  // Rotate-only chiral pieces: the mirror of a solution is not a solution.
  CHECK(order("....\n....\n....\n\n#.\n##\n\n##.\n.##\n", {}) == 2);
  CHECK(order("....\n....\n....\n\n#.\n##\n\n##.\n.##\n", {{"reflect", "1"}}) == 4);
}

TEST_CASE("the restricted piece: fewest kept placements, then the piece that fits in fewest places", "[packing]") {
  // X is the unique choice on 6x10; on 3x20 it ties with V, W, Z (X's nine places all lie on the
  // middle row, fixed by the flip, so they count double) and on 8x8 minus its centre with I, and
  // wins as the piece with fewest places. Counts stay exact whichever piece is restricted.
  struct Case {
    const char* preset;
    int64_t distinct, raw;
  };
  for (const Case& c : {Case{"pentomino-6x10", 2339, 9356}, Case{"pentomino-3x20", 2, 8}, Case{"pentomino-8x8", 65, 520}}) {
    INFO(c.preset);
    dlx::Session s("", "", options({{"preset", c.preset}, {"symmetry", "1"}}));
    s.runUntil(0);
    const dlx::Json report = s.report(0);
    CHECK(report.find("symmetryMethod")->asString() == "restrict");
    CHECK(report.find("pruned")->asString() == "X");
    CHECK(report.find("distinct")->asInt() == c.distinct);
    CHECK(report.find("raw")->asInt() == c.raw);
  }
}

TEST_CASE("twin drops: below a restricted piece one motion fixes, a second piece keeps one of each mirror pair", "[packing]") {
  // 5x12: X on the middle row is fixed by the up-down flip; DLX finds both twins there and the
  // orbit check discards one, the bitboard search leaves one out (examined = distinct).
  for (const char* engine : {"bitboard", "dlx"}) {
    INFO(engine);
    dlx::Session s("", "", options({{"preset", "pentomino-5x12"}, {"symmetry", "1"}, {"bench_engine", engine}}));
    s.runUntil(0);
    const dlx::Json report = s.report(0);
    CHECK(report.find("distinct")->asInt() == 1010);
    CHECK(report.find("raw")->asInt() == 4040);
    CHECK(report.find("examined")->asInt() == (std::string(engine) == "bitboard" ? 1010 : 1308));
  }
  // Small boards against the oracle, symmetric solutions included; each has a restricted
  // placement fixed by a single flip, so the drops are used (examined below DLX's).
  const std::vector<Puzzle> puzzles = {
      make({"......", "......", "......"}, {{{"####"}, 1}, {{"#.", "##"}, 1}, {{"##", "##"}, 1}, {{"#..", "###"}, 1}, {{"##"}, 1}, {{"#"}, 1}}),
      make({"......", "......", "......"}, {{{"###"}, 1}, {{"#.", "##"}, 1}, {{"##", "##"}, 1}, {{"#..", "###"}, 1}, {{"##"}, 1}, {{"#"}, 2}}),
      make({"....", "....", "....", "...."}, {{{"###", ".#."}, 1}, {{"#.", "##"}, 1}, {{"##"}, 3}, {{"#"}, 3}}),
  };
  int dropped = 0;
  for (const Puzzle& p : puzzles) {
    const std::string text = fileOf(p);
    INFO(text);
    const auto tilings = allTilings(p);
    REQUIRE(!tilings.empty());
    const size_t distinct = distinctUpToBoardSymmetry(p, tilings);
    int64_t examined[2] = {0, 0};
    int i = 0;
    for (const char* engine : {"bitboard", "dlx"}) {
      INFO(engine);
      dlx::Session sym = solveAll(text, {{"bench_engine", engine}, {"symmetry", "1"}}, 0);
      const dlx::Json report = sym.report(0);
      CHECK(sym.count() == distinct);
      CHECK(report.find("raw")->asInt() == static_cast<int64_t>(tilings.size()));
      examined[i++] = report.find("examined")->asInt();
      dlx::Session all = solveAll(text, {{"bench_engine", engine}}, 100000);  // listing every orbit
      CHECK(all.count() == tilings.size());
      for (const dlx::Json& sol : all.solutions()) CHECK(checkSolution(p, gridOf(sol)) == "");
    }
    dropped += examined[0] < examined[1];
  }
  CHECK(dropped >= 2);
}
