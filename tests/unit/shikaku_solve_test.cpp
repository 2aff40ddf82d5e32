// Solving Shikaku: known answers, the pre-checks' reasons, generated boards up to 60x60 (every
// solution checked by the independent checker in tests/support), and the kind's own check().
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "core/kind.h"
#include "core/session.h"
#include "dlx/dancing_links.h"
#include "kinds/shikaku/candidates.h"
#include "kinds/shikaku/puzzlink_format.h"
#include "kinds/shikaku/text_format.h"
#include "support/shikaku_checker.h"
#include "support/shikaku_generator.h"

namespace {

shikaku_test::Board boardOf(const dlx::Puzzle& p) {
  dlx::Json d = p.describe();
  shikaku_test::Board b;
  b.width = static_cast<int>(d.find("width")->asInt());
  b.height = static_cast<int>(d.find("height")->asInt());
  for (const dlx::Json& row : d.find("clues")->asArray())
    for (const dlx::Json& v : row.asArray()) b.clues.push_back(static_cast<int>(v.asInt()));
  return b;
}

// Runs to completion (or `stop` solutions) and checks every kept solution independently.
dlx::Session solveChecked(const std::string& input, uint64_t stop) {
  dlx::Session s("", input, dlx::Options());
  REQUIRE(s.kind().name() == "shikaku");
  s.setKeep(stop == 0 ? 1000 : stop);
  s.runUntil(stop);
  const shikaku_test::Board board = boardOf(s.puzzle());
  for (const dlx::Json& sol : s.solutions()) {
    INFO(sol.dump());
    CHECK(shikaku_test::checkSolutionJson(board, sol) == "");
    CHECK_FALSE(s.puzzle().check(sol).has_value());
  }
  return s;
}

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  REQUIRE(in.good());
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The exact cover of every candidate rectangle, without the kind's pruning.
dlx::ExactCoverModel unprunedModel(const dlx::shikaku::Grid& grid) {
  using namespace dlx::shikaku;
  const std::vector<Clue> clues = grid.clues();
  const Candidates all = findCandidates(grid, clues);
  std::vector<int> map;
  return buildModel(grid, clues, all, std::vector<char>(all.rects.size(), 1), map);
}

std::string reasonOf(const std::string& input) {
  dlx::Session s("shikaku", input, dlx::Options());
  REQUIRE(s.impossible().has_value());
  return *s.impossible();
}

}  // namespace

TEST_CASE("shikaku: the 3x2 sample has its one solution", "[shikaku]") {
  dlx::Session s = solveChecked(readFile(std::string(DLX_PUZZLES) + "/shikaku-3x2.txt"), 0);
  CHECK(s.complete());
  REQUIRE(s.count() == 1);
  const dlx::Json& sol = s.solutions()[0];
  CHECK(sol.find("text")->asString() == "2 4 4\n2 4 4\n\na b b\na b b\n");
  CHECK(sol.find("grid")->dump() == "[[0,1,1],[0,1,1]]");
  CHECK(sol.find("rects")->dump() ==
        "[{\"x\":0,\"y\":0,\"w\":1,\"h\":2,\"clue\":2,\"cx\":0,\"cy\":0},"
        "{\"x\":1,\"y\":0,\"w\":2,\"h\":2,\"clue\":4,\"cx\":1,\"cy\":1}]");
}

TEST_CASE("shikaku: the example puzzles are unique", "[shikaku]") {
  for (std::string input : {std::string("7x7:3_2a2_3g2f5_2a6a3_3b2_2d4b3_2c5f"),
                            std::string("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j"),
                            std::string("https://puzz.link/p?shikaku/8/5/g2j3i33j32h3g6h4l2g3i24")}) {
    INFO(input);
    dlx::Session s = solveChecked(input, 0);
    CHECK(s.complete());
    CHECK(s.count() == 1);
  }
  dlx::Session s = solveChecked("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j", 0);
  CHECK(s.solutions()[0].find("text")->asString() ==
        "5 6 6 3 3 3\n5 6 6 6 6 6\n5 6 6 6 6 6\n5 6 6 6 2 3\n5 6 6 6 2 3\n5 5 5 5 5 3\n\n"
        "b c c a a a\nb c c d d d\nb c c d d d\nb e e e f g\nb e e e f g\nh h h h h g\n");
}

TEST_CASE("shikaku: the example files in puzzles/ solve uniquely", "[shikaku]") {
  for (const char* name : {"shikaku-6x6.txt", "shikaku-8x5-puzzlink.txt", "shikaku-7x7-tatham.txt",
                           "shikaku-20x20.txt", "shikaku-question.txt"}) {
    INFO(name);
    dlx::Session s = solveChecked(readFile(std::string(DLX_PUZZLES) + "/" + name), 0);
    CHECK(s.complete());
    CHECK(s.count() == 1);
  }
}

TEST_CASE("shikaku: pre-checks give plain reasons", "[shikaku]") {
  CHECK(reasonOf("3 2\n2 0 0\n0 3 0\n") == "the clues add up to 5 but the grid has 6 cells");
  CHECK(reasonOf("3 3\n7 0 0\n0 0 0\n0 0 2\n") == "clue 7 at row 1, column 1 has no possible rectangle");
  // Row 1, column 2 sits between the 1s: every rectangle through it holds another clue or none.
  CHECK(reasonOf("4 3\n1 0 1 3\n0 1 0 0\n2 0 4 0\n") == "the cell at row 1, column 2 cannot be covered by any rectangle");
  CHECK(reasonOf("3 1\n0 0 0\n").find("no clues") != std::string::npos);
  // With '?' clues the total decides only when the known clues already leave too little room.
  CHECK(reasonOf("https://puzz.link/p?shikaku/3/1/5..") ==
        "the clues add up to 5 plus at least 1 for each of the 2 `?` clues, more than the grid's 3 cells");
  dlx::Session open("shikaku", "https://puzz.link/p?shikaku/3/1/1.g", dlx::Options());
  CHECK_FALSE(open.impossible().has_value());
}

TEST_CASE("shikaku: a search with no solution says so", "[shikaku]") {
  dlx::Session s = solveChecked("2 2\n2 0\n0 2\n", 0);
  CHECK(s.complete());
  CHECK(s.count() == 2);  // (vertical, vertical) or (horizontal, horizontal)
  dlx::Session none = solveChecked("3 1\n2 0 1\n", 0);
  CHECK(none.count() == 1);
  // Totals match and every cell is reachable, but the rectangles cannot fit together.
  dlx::Session zero = solveChecked("3 3\n2 0 2\n0 3 0\n0 2 0\n", 0);
  CHECK_FALSE(zero.impossible().has_value());
  CHECK(zero.complete());
  CHECK(zero.count() == 0);
}

TEST_CASE("shikaku: '?' clues take any area", "[shikaku]") {
  // ? . . / . 4 .  ->  the '?' must be the 1x2 column on the left.
  dlx::Session s = solveChecked("https://puzz.link/p?shikaku/3/2/.i4g", 0);
  CHECK(s.complete());
  REQUIRE(s.count() == 1);
  CHECK(s.solutions()[0].find("grid")->dump() == "[[0,1,1],[0,1,1]]");
  CHECK(s.solutions()[0].find("rects")->asArray()[0].find("clue")->asInt() == -2);
  // A lone '?' owns the whole board.
  dlx::Session all = solveChecked("https://puzz.link/p?shikaku/5/4/p.o", 0);
  CHECK(all.count() == 1);
}

TEST_CASE("shikaku: check() rejects broken solutions", "[shikaku]") {
  dlx::Session s = solveChecked("3 2\n2 0 0\n0 4 0\n", 1);
  dlx::Json bad = s.solutions()[0];
  bad["grid"] = dlx::Json::parse("[[0,0,1],[1,1,1]]");
  CHECK(s.puzzle().check(bad).has_value());
  CHECK(shikaku_test::checkSolutionJson(boardOf(s.puzzle()), bad) != "");
  bad["grid"] = dlx::Json::parse("[[0,1,1],[1,1,1]]");
  CHECK(s.puzzle().check(bad).has_value());
  bad["grid"] = dlx::Json::parse("[[0,1],[0,1]]");
  CHECK(s.puzzle().check(bad).has_value());
}

TEST_CASE("shikaku: generated puzzles up to 60x60 solve and pass the independent checker", "[shikaku]") {
  struct Case { int w, h; uint64_t seed; int maxArea; };
  for (Case c : {Case{1, 1, 1, 1}, Case{7, 3, 2, 6}, Case{12, 9, 3, 10}, Case{25, 25, 4, 12}, Case{40, 30, 5, 16},
                 Case{60, 60, 6, 12}, Case{60, 60, 7, 20}}) {
    INFO(c.w << "x" << c.h << " seed " << c.seed);
    shikaku_test::Generated g = shikaku_test::generate(c.w, c.h, c.seed, c.maxArea);
    // The generator's own partition is a valid solution.
    CHECK(shikaku_test::checkLabels({g.width, g.height, g.clues}, g.planted) == "");
    dlx::Session s = solveChecked(shikaku_test::toText(g), 2);
    CHECK(s.count() >= 1);
  }
}

TEST_CASE("shikaku: generated unique puzzles are found unique, the planted partition is the answer", "[shikaku]") {
  for (uint64_t seed : {11u, 12u}) {
    shikaku_test::Generated g = shikaku_test::generate(30, 30, seed, 14);
    REQUIRE(shikaku_test::makeUnique(g, seed));
    dlx::Session s = solveChecked(shikaku_test::toText(g), 0);
    CHECK(s.complete());
    REQUIRE(s.count() == 1);
    std::vector<int> labels;
    for (const dlx::Json& row : s.solutions()[0].find("grid")->asArray())
      for (const dlx::Json& v : row.asArray()) labels.push_back(static_cast<int>(v.asInt()));
    CHECK(labels == g.planted);
  }
}

TEST_CASE("shikaku: more than 62 rectangles still letter neighbours differently", "[shikaku]") {
  shikaku_test::Generated g = shikaku_test::generate(40, 40, 99, 6);
  dlx::Session s = solveChecked(shikaku_test::toText(g), 1);
  REQUIRE(s.count() == 1);
  const std::string text = s.solutions()[0].find("text")->asString();
  // The letter grid is after the blank line: rows of single symbols separated by spaces.
  std::vector<std::string> rows;
  std::istringstream in(text.substr(text.find("\n\n") + 2));
  for (std::string line; std::getline(in, line);) rows.push_back(line);
  REQUIRE(rows.size() == 40u);
  const dlx::Json& grid = *s.solutions()[0].find("grid");
  auto label = [&](int x, int y) { return grid.asArray()[y].asArray()[x].asInt(); };
  for (int y = 0; y < 40; ++y)
    for (int x = 0; x < 40; ++x) {
      if (x + 1 < 40 && label(x, y) != label(x + 1, y)) CHECK(rows[y][2 * x] != rows[y][2 * x + 2]);
      if (y + 1 < 40 && label(x, y) != label(x, y + 1)) CHECK(rows[y][2 * x] != rows[y + 1][2 * x]);
    }
}

TEST_CASE("shikaku: limits give clear messages", "[shikaku]") {
  // One '?' on an empty 200x200 board has ~10^8 candidate rectangles.
  std::string url = "https://puzz.link/p?shikaku/200/200/.";
  for (int left = 200 * 200 - 1; left > 0; left -= 20) url += static_cast<char>('g' + (left >= 20 ? 19 : left - 1));
  CHECK_THROWS_WITH(dlx::Session("", url, dlx::Options()), Catch::Contains("candidate rectangles"));
}

TEST_CASE("shikaku: pruning keeps every solution (counts match an unpruned search)", "[shikaku]") {
  using namespace dlx::shikaku;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    shikaku_test::Generated g = shikaku_test::generate(8, 7, seed, 6);
    const std::string text = shikaku_test::toText(g);
    dlx::Session pruned("shikaku", text, dlx::Options());
    pruned.setKeep(0);
    pruned.runUntil(0);
    REQUIRE(pruned.complete());

    const dlx::ExactCoverModel model = unprunedModel(parseText(text));
    dlx::DancingLinks search(model);
    uint64_t count = 0;
    while (search.run(UINT64_MAX) == dlx::RunStatus::Solution) ++count;
    INFO("seed " << seed);
    CHECK(pruned.count() == count);
    CHECK(count >= 1);
  }
}

TEST_CASE("shikaku: random boards with hidden `?` clues up to 30x30 give a first solution that checks", "[shikaku][split]") {
  struct Case { int side, percent; uint64_t seed; };
  for (Case c : {Case{10, 50, 1}, Case{10, 50, 2}, Case{15, 50, 3}, Case{15, 50, 5}, Case{20, 30, 1}, Case{20, 30, 7},
                 Case{30, 20, 1}, Case{30, 20, 4}, Case{30, 30, 3}, Case{30, 40, 5},
                 // Half hidden: before backjumping and restarts, all but seed 8 ran for seconds.
                 Case{30, 50, 1}, Case{30, 50, 2}, Case{30, 50, 3}, Case{30, 50, 4}, Case{30, 50, 5}, Case{30, 50, 8},
                 // Seeds 9-20 (bench rows): those found within about 500 nodes.
                 Case{30, 50, 9}, Case{30, 50, 14}, Case{30, 50, 15}, Case{30, 50, 19}}) {
    INFO(c.side << "x" << c.side << " " << c.percent << "% hidden, seed " << c.seed);
    shikaku_test::Generated g = shikaku_test::generate(c.side, c.side, c.seed, 16);
    shikaku_test::hideClues(g, c.percent, c.seed);
    // The planted partition is a solution, so the search must find one.
    CHECK(shikaku_test::checkLabels({g.width, g.height, g.clues}, g.planted) == "");
    dlx::Session s = solveChecked(shikaku_test::toPuzzLink(g), 1);
    CHECK(s.count() == 1);
  }
}

TEST_CASE("shikaku: with hidden clues, counts with splitting match the plain search", "[shikaku][split]") {
  using namespace dlx::shikaku;
  int split = 0;
  for (uint64_t seed = 1; seed <= 16; ++seed) {
    shikaku_test::Generated g = shikaku_test::generate(7 + seed % 3, 6, seed, 6);
    shikaku_test::hideClues(g, 40, seed);
    const std::string url = shikaku_test::toPuzzLink(g);
    dlx::Session session("shikaku", url, dlx::Options());
    session.setKeep(1);
    session.runUntil(0);  // bulk counting
    REQUIRE(session.complete());

    const dlx::ExactCoverModel model = unprunedModel(parsePuzzLink(url));
    dlx::DancingLinks plain(model);
    plain.setSplitting(false);
    uint64_t count = 0;
    while (plain.run(UINT64_MAX) == dlx::RunStatus::Solution) ++count;
    dlx::DancingLinks splitting(model);
    splitting.allowBulk();
    while (splitting.run(UINT64_MAX) == dlx::RunStatus::Solution) {}
    split += splitting.splits() > 0;
    INFO("seed " << seed);
    CHECK(session.count() == count);
    CHECK(splitting.stats().solutions == count);
    CHECK(count >= 1);
  }
  CHECK(split >= 8);
}
