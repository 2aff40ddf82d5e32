// Packing kind: known answers, every solution checked by the independent oracle.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "kinds/packing/packing_presets.h"
#include "support/packing_helpers.h"

using namespace packing_test;

TEST_CASE("line1d has exactly one solution, with or without rotation", "[packing]") {
  const std::string text = readPuzzle("line1d.txt");
  for (const char* rotate : {"", "0", "1"}) {
    std::map<std::string, std::string> kv;
    if (*rotate) kv["rotate"] = rotate;
    dlx::Session s = solveAll(text, kv);
    CHECK(s.count() == 1);
    REQUIRE(s.solutions().size() == 1);
    CHECK(s.solutions()[0].find("text")->asString() == "#b#bccbbacca#aa#");
    CHECK(checkSolution(oraclePuzzle(text, true, false), gridOf(s.solutions()[0])) == "");
  }
}

TEST_CASE("box42 solves under its classic rules and every solution checks", "[packing]") {
  const std::string text = readPuzzle("box42.txt");
  const Puzzle oracle = oraclePuzzle(text, true, false);
  dlx::Session s = solveAll(text, {}, 100000);
  REQUIRE(s.count() > 0);
  CHECK(s.count() == s.solutions().size());
  for (const dlx::Json& sol : s.solutions()) CHECK(checkSolution(oracle, gridOf(sol)) == "");
  // The oracle's own enumeration agrees on the number of solutions.
  CHECK(allTilings(oracle).size() == s.count());
  dlx::Session viaDlx = solveAll(text, {{"bench_engine", "dlx"}, {"bench_expand", "0"}});
  CHECK(viaDlx.count() == s.count());
}

TEST_CASE("pentomino rectangles: all solutions and distinct ones", "[packing][slow]") {
  struct Case {
    const char* file;
    uint64_t raw, distinct;
  };
  const Case cases[] = {{"pentomino-6x10.txt", 9356, 2339},
                        {"pentomino-5x12.txt", 4040, 1010},
                        {"pentomino-4x15.txt", 1472, 368},
                        {"pentomino-3x20.txt", 8, 2},
                        {"pentomino-8x8-hole.txt", 520, 65}};
  for (const Case& c : cases) {
    INFO(c.file);
    const std::string text = readPuzzle(c.file);
    const Puzzle oracle = oraclePuzzle(text, true, true);
    dlx::Session raw = solveAll(text, {{"reflect", "1"}}, 600);
    CHECK(raw.count() == c.raw);
    for (const dlx::Json& sol : raw.solutions()) CHECK(checkSolution(oracle, gridOf(sol)) == "");
    dlx::Session sym = solveAll(text, {{"reflect", "1"}, {"symmetry", "1"}}, 100000);
    CHECK(sym.count() == c.distinct);
    dlx::Json report = sym.report(0);
    CHECK(report.find("distinct")->asInt() == static_cast<int64_t>(c.distinct));
    CHECK(report.find("raw")->asInt() == static_cast<int64_t>(c.raw));
    for (const dlx::Json& sol : sym.solutions()) CHECK(checkSolution(oracle, gridOf(sol)) == "");
  }
}

TEST_CASE("the bitboard and DLX searches agree, pruned or plain", "[packing][slow]") {
  for (const char* file : {"pentomino-4x15.txt", "pentomino-3x20.txt"}) {
    INFO(file);
    const std::string text = readPuzzle(file);
    uint64_t counts[6];
    int i = 0;
    for (const char* engine : {"bitboard", "dlx", "bitboard-v1"})
      for (const char* expand : {"0", "1"})
        counts[i++] = solveAll(text, {{"reflect", "1"}, {"bench_engine", engine}, {"bench_expand", expand}}, 0).count();
    for (int k = 1; k < 6; ++k) CHECK(counts[0] == counts[k]);
    const uint64_t d1 = solveAll(text, {{"reflect", "1"}, {"symmetry", "1"}, {"bench_engine", "dlx"}}, 0).count();
    const uint64_t d2 = solveAll(text, {{"reflect", "1"}, {"symmetry", "1"}, {"bench_prune", "0"}}, 0).count();
    const uint64_t d3 = solveAll(text, {{"reflect", "1"}, {"symmetry", "1"}, {"bench_engine", "bitboard-v1"}}, 0).count();
    CHECK(d1 == d2);
    CHECK(d1 == d3);
  }
}

TEST_CASE("identical pieces are counted once per tiling", "[packing]") {
  // Four L-trominoes on 3x4, written once with a count and once as four separate pieces.
  const std::string counted = "....\n....\n....\n\npiece: count=4\n#.\n##\n";
  const std::string separate = "....\n....\n....\n\n#.\n##\n\n#.\n##\n\n#.\n##\n\n#.\n##\n";
  Puzzle oracle;
  oracle.board = {"....", "....", "...."};
  oracle.pieces = {{{"#.", "##"}, true, false, 4}};
  const size_t tilings = allTilings(oracle).size();
  REQUIRE(tilings == 4);  // two 2x3 halves, each tiled two ways; never 4! times that
  for (const std::string& text : {counted, separate}) {
    for (const char* engine : {"bitboard", "dlx"}) {
      dlx::Session s = solveAll(text, {{"bench_engine", engine}});
      CHECK(s.count() == tilings);
      for (const dlx::Json& sol : s.solutions()) CHECK(checkSolution(oracle, gridOf(sol)) == "");
    }
  }
}

TEST_CASE("presets parse, solve, and name themselves", "[packing]") {
  std::vector<std::string> names = dlx::packingPresetNames();
  for (const char* want : {"pentomino-6x10", "pentomino-5x12", "pentomino-4x15", "pentomino-3x20", "pentomino-8x8"})
    CHECK(std::find(names.begin(), names.end(), want) != names.end());
  for (const std::string& name : names) {
    INFO(name);
    dlx::Session s("packing", "", options({{"preset", name}}));
    CHECK(s.kind().name() == "packing");
    s.runUntil(1);
    CHECK(s.count() == 1);
    REQUIRE(s.solutions().size() == 1);
    CHECK(s.puzzle().check(s.solutions()[0]) == std::nullopt);
  }
  CHECK(solveAll("", {{"preset", "pentomino-3x20"}}).count() == 8);
  CHECK(solveAll("", {{"preset", "tromino-l-3x4"}}).count() == 4);
  CHECK_THROWS_AS(dlx::Session("packing", "", options({{"preset", "nonesuch"}})), dlx::InputError);
}

// A piece drawing's cells, normalised to the smallest (row, column) under the 8 motions of the
// square: equal for two drawings exactly when they are the same free polyomino.
static std::vector<std::pair<int, int>> freeForm(const std::vector<std::string>& rows) {
  std::vector<std::pair<int, int>> cells;
  for (int r = 0; r < static_cast<int>(rows.size()); ++r)
    for (int c = 0; c < static_cast<int>(rows[r].size()); ++c)
      if (rows[r][c] == '#') cells.push_back({r, c});
  std::vector<std::pair<int, int>> best;
  for (int m = 0; m < 8; ++m) {
    std::vector<std::pair<int, int>> t;
    for (auto [r, c] : cells) {
      int x = m & 1 ? -c : c, y = r;
      if (m & 2) std::swap(x, y);
      if (m & 4) y = -y;
      t.push_back({y, x});
    }
    std::sort(t.begin(), t.end());
    const auto [r0, c0] = t.front();
    int cmin = c0;
    for (auto [r, c] : t) cmin = std::min(cmin, c);
    for (auto& [r, c] : t) r -= r0, c -= cmin;
    if (best.empty() || t < best) best = t;
  }
  return best;
}

static bool connected(const std::vector<std::pair<int, int>>& cells) {
  std::vector<std::pair<int, int>> seen{cells.front()}, todo{cells.front()};
  while (!todo.empty()) {
    auto [r, c] = todo.back();
    todo.pop_back();
    for (auto next : {std::pair{r + 1, c}, std::pair{r - 1, c}, std::pair{r, c + 1}, std::pair{r, c - 1}})
      if (std::find(cells.begin(), cells.end(), next) != cells.end() &&
          std::find(seen.begin(), seen.end(), next) == seen.end()) {
        seen.push_back(next);
        todo.push_back(next);
      }
  }
  return seen.size() == cells.size();
}

TEST_CASE("the hexomino preset has all 35 free hexominoes and its first solution checks", "[packing]") {
  const std::string text = *dlx::packingPresetText("hexomino-15x15");
  const Puzzle oracle = oraclePuzzle(text, true, true);
  CHECK(oracle.board.size() == 15);
  std::set<std::vector<std::pair<int, int>>> forms;
  for (const auto& piece : oracle.pieces) {
    const auto form = freeForm(piece.rows);
    CHECK(form.size() == 6);
    CHECK(connected(form));
    forms.insert(form);
  }
  CHECK(oracle.pieces.size() == 35);
  CHECK(forms.size() == 35);  // pairwise different; there are exactly 35 free hexominoes
  dlx::Session s("packing", "", options({{"preset", "hexomino-15x15"}}));
  s.runUntil(1);
  REQUIRE(s.count() == 1);
  CHECK(checkSolution(oracle, gridOf(s.solutions()[0])) == "");
}

TEST_CASE("impossible puzzles say why before searching", "[packing]") {
  auto reason = [](const std::string& text) {
    dlx::Session s("packing", text, dlx::Options{});
    return s.impossible().value_or("");
  };
  CHECK(reason("....\n\n###\n") == "the pieces cover 3 cells but the board has 4 free cells");
  CHECK(reason("..\n..\n\n###\n\n#\n") == "piece a fits nowhere on the board");
  CHECK(reason("...\n.#.\n...\n\n###\n\n###\n\n#\n\n#\n") == "");  // 8 cells, solvable
  CHECK(reason(".#.\n...\n\n##\n\n##\n\n#\n") == "");
  CHECK(reason("..#.\n\n##\n\n##\n") == "the pieces cover 4 cells but the board has 3 free cells");
  CHECK(reason("..#.\n\n##\n\n#\n").empty());
  CHECK(reason("...#.\n\npiece: rotate=no\n##\n\n##\n\n#\n") != "");
  // The corner cell (row 1, column 1) is only reachable by a vertical domino, which is not allowed.
  CHECK(reason(".##\n...\n\nrules: rotate=no\n##\n\n##\n") ==
        "the cell at row 1, column 1 cannot be covered by any piece");
}

TEST_CASE("solution JSON: text, grid labels, box drawing, placements", "[packing]") {
  dlx::Session s = solveAll(readPuzzle("line1d.txt"), {{"render", "box"}});
  const dlx::Json& sol = s.solutions().at(0);
  CHECK(sol.find("text")->asString() == "#b#bccbbacca#aa#");
  std::vector<int> row;
  for (const dlx::Json& v : sol.find("grid")->asArray()[0].asArray()) row.push_back(static_cast<int>(v.asInt()));
  CHECK(row == std::vector<int>{-1, 1, -1, 1, 2, 2, 1, 1, 0, 2, 2, 0, -1, 0, 0, -1});
  CHECK(sol.find("box")->asString() ==
        "    +---+   +---+-------+-------+---+-------+---+   +-------+\n"
        "    |   |   |   |       |       |   |       |   |   |       |\n"
        "    +---+   +---+-------+-------+---+-------+---+   +-------+");
  CHECK(sol.find("placements")->size() == 3);
  CHECK(s.puzzle().check(sol) == std::nullopt);
  dlx::Json broken = sol;
  broken["grid"].asArray()[0].asArray()[1] = 2;
  CHECK(s.puzzle().check(broken) != std::nullopt);
}
