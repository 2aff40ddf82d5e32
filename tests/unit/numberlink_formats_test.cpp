// Numberlink input/output formats and detection.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "core/kind.h"
#include "kinds/numberlink/numberlink_formats.h"

using dlx::InputError;
using namespace dlx::numberlink;

namespace {

const std::vector<int> kFiveByFive = {1, 0, 0, 0, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 3};

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The InputError thrown by readGrid (fails the test when none is thrown).
InputError errorOf(const std::string& input) {
  try {
    readGrid(input);
  } catch (const InputError& e) {
    return e;
  }
  FAIL("no InputError for: " << input);
  return InputError("");
}

}  // namespace

TEST_CASE("numberlink reads the numbers grid", "[numberlink]") {
  Layout layout;
  Grid g = readGrid(readFile(std::string(DLX_PUZZLES) + "/numberlink-5x5.txt"), &layout);
  CHECK(layout == Layout::NumbersGrid);
  CHECK(g.width == 5);
  CHECK(g.height == 5);
  CHECK(g.numbers == kFiveByFive);
  // `.` is accepted for empty cells too.
  CHECK(readGrid("3 1\n1 . 1\n").numbers == std::vector<int>{1, 0, 1});
}

TEST_CASE("numberlink reads a puzz.link example and pzv.jp URLs", "[numberlink]") {
  Layout layout;
  Grid g = readGrid("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3", &layout);
  CHECK(layout == Layout::PuzzLink);
  CHECK(g.width == 5);
  CHECK(g.height == 5);
  CHECK(g.numbers == kFiveByFive);
  CHECK(readGrid("  http://pzv.jp/p.html?numlin/5/5/1j2h3m1h2j3\n").numbers == kFiveByFive);
  CHECK(readGrid("https://puzz.link/p?numlin_edit/5/5/1j2h3m1h2j3").numbers == kFiveByFive);
  // Written back in canonical form.
  CHECK(writePuzzLink(g, Rules{Rule::Free, Turns::Any}) == "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3");
  // Fill without U-turns is arukone; the genre carries the rule, so other rules have no URL.
  CHECK(writePuzzLink(g, Rules{Rule::Fill, Turns::NoUTurn}) == "https://puzz.link/p?arukone/5/5/1j2h3m1h2j3");
  CHECK_THROWS_AS(writePuzzLink(g, Rules{Rule::Fill, Turns::Any}), InputError);
  CHECK_THROWS_AS(writePuzzLink(g, Rules{Rule::Free, Turns::NoUTurn}), InputError);
  // A Shikaku URL is not a Numberlink puzzle.
  CHECK_THROWS_AS(readGrid("https://puzz.link/p?shikaku/2/1/11"), InputError);
  // '?' clues need a number.
  CHECK_THROWS_WITH(readGrid("https://puzz.link/p?numlin/3/1/1.1"), Catch::Contains("'?'"));
}

TEST_CASE("numberlink reads letter grids and character rows", "[numberlink]") {
  Layout layout;
  // Flow Free style: letters numbered by first appearance.
  Grid flow = readGrid("A...B\n..C.D\n.....\n.A..B\n...DC\n", &layout);
  CHECK(layout == Layout::LetterGrid);
  CHECK(flow.width == 5);
  CHECK(flow.height == 5);
  CHECK(flow.at(0, 0) == 1);
  CHECK(flow.at(4, 0) == 2);
  CHECK(flow.at(2, 1) == 3);
  CHECK_THROWS_WITH(readGrid("A.A\nBB..\n"), Catch::Contains("line 2"));
  // Short rows are padded with empty cells.
  CHECK(readGrid("A..A\nB\n...B\n").at(1, 1) == 0);

  // `W H` + packed or spaced character rows; digit labels keep their value.
  Grid packed = readGrid("3 2\n1.2\n1.2\n", &layout);
  CHECK(layout == Layout::CharRows);
  CHECK(packed.numbers == std::vector<int>{1, 0, 2, 1, 0, 2});
  Grid spaced = readGrid("3 2\nA . b\nA . b\n", &layout);
  CHECK(layout == Layout::CharRows);
  CHECK(spaced.numbers == std::vector<int>{1, 0, 2, 1, 0, 2});
  CHECK_THROWS_WITH(readGrid("3 2\nA.b\nA.bb\n"), Catch::Contains("line 3"));
  CHECK_THROWS_WITH(readGrid("3 2\nA.b\nA#b\n"), Catch::Contains("'#'"));
}

TEST_CASE("numberlink names a number that appears once or three times, and where", "[numberlink]") {
  InputError once = errorOf("3 2\n1 0 2\n0 0 2\n");
  CHECK(std::string(once.what()).find("number 1 appears only once") != std::string::npos);
  CHECK(once.line() == 2);
  CHECK(once.column() == 1);
  InputError thrice = errorOf("3 2\n1 0 1\n0 1 0\n");
  CHECK(std::string(thrice.what()).find("number 1 appears more than twice") != std::string::npos);
  CHECK(thrice.line() == 3);
  CHECK(thrice.column() == 3);
  InputError letter = errorOf("AB.\nA..\n");
  CHECK(std::string(letter.what()).find("appears only once (at row 1, column 2)") != std::string::npos);
  CHECK(errorOf("https://puzz.link/p?numlin/3/1/1g2").message().find("row 1, column 1") != std::string::npos);
  CHECK(errorOf("2 2\n1 1\n0\n").line() == 3);
  CHECK(errorOf("2 2\n1 xy\n0 1\n").column() == 3);
  CHECK(errorOf("3 1\n0 0 0\n").message().find("no numbers") != std::string::npos);
  CHECK(errorOf("0 1\n\n").message().find("width") != std::string::npos);
  CHECK(errorOf("201 1\n1 1\n").message().find("200") != std::string::npos);
}

TEST_CASE("numberlink writes the numbers grid in aligned columns", "[numberlink]") {
  Grid g = readGrid("3 2\n10 0 2\n10 2 0\n");
  CHECK(writeNumbersGrid(g) == "3 2\n10  0  2\n10  2  0\n");
  CHECK(readGrid(writeNumbersGrid(g)).numbers == g.numbers);
  CHECK(writePuzzLink(g, Rules{Rule::Free}) == "https://puzz.link/p?numlin/3/2/ag2a2g");
  CHECK(readGrid(writePuzzLink(g, Rules{Rule::Free})).numbers == g.numbers);
  // The text states the rules that differ from a file's default (fill, no U-turns).
  CHECK(writeText(g, Rules{Rule::Fill, Turns::NoUTurn}) == writeNumbersGrid(g));
  CHECK(writeText(g, Rules{Rule::Free, Turns::Any}) == "rule: free\n" + writeNumbersGrid(g));
  CHECK(writeText(g, Rules{Rule::Fill, Turns::Any}) == "turns: any\n" + writeNumbersGrid(g));
  CHECK(writeText(g, Rules{Rule::Free, Turns::NoUTurn}) == "rule: free\nturns: no-u-turn\n" + writeNumbersGrid(g));
  const Grid stated = readGrid("rule: free\nturns: no-u-turn\n" + writeNumbersGrid(g));
  CHECK(stated.freeBySource);
  CHECK(stated.turnsBySource == Turns::NoUTurn);
  CHECK_FALSE(readGrid(writeNumbersGrid(g)).turnsBySource.has_value());
}

TEST_CASE("numberlink detection claims its formats and leaves Shikaku grids alone", "[numberlink]") {
  const dlx::Kind* nl = dlx::findKind("numberlink");
  REQUIRE(nl != nullptr);
  CHECK(nl->detect(readFile(std::string(DLX_PUZZLES) + "/numberlink-5x5.txt")) == dlx::Fit::Sure);
  CHECK(nl->detect("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3") == dlx::Fit::Sure);
  CHECK(nl->detect("http://pzv.jp/p.html?numlin/5/5/1j2h3m1h2j3") == dlx::Fit::Sure);
  CHECK(nl->detect("A...B\n..C.D\n.....\n.A..B\n...DC\n") == dlx::Fit::Sure);
  CHECK(nl->detect("5 2\nA...B\nB...A\n") == dlx::Fit::Sure);
  CHECK(nl->detect("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j") == dlx::Fit::No);
  // Shikaku: the clues sum to the area.
  CHECK(nl->detect("3 2\n2 0 0\n0 4 0\n") == dlx::Fit::No);
  CHECK(nl->detect("2 2\n2 0\n0 2\n") == dlx::Fit::No);
  // Tatham's Rectangles ID, a packing board, a dlx1 file.
  CHECK(nl->detect("7x7:3_2a2_3g2f5_2a6a3_3b2_2d4b3_2c5f") == dlx::Fit::No);
  CHECK(nl->detect("#..#\n#..#\n\n##\n##\n") == dlx::Fit::No);
  CHECK(nl->detect("A B C D E | F G\nC E F\nA D G\n") == dlx::Fit::No);
}

TEST_CASE("numberlink labels: any printable character but '.', each exactly twice", "[numberlink]") {
  // Janko's punctuation and lower-case labels read as labels, never as empty cells.
  Grid g = readGrid("[.[\n\\.\\\n^_^\n_ab\nab.\n");
  CHECK(g.numbers == std::vector<int>{1, 0, 1, 2, 0, 2, 3, 4, 3, 4, 5, 6, 5, 6, 0});
  CHECK(readGrid("2 2\n12\n12\n").numbers == std::vector<int>{1, 2, 1, 2});  // packed rows of digits only
  Grid rows = readGrid("4 2\n[..]\n[..]\n");
  CHECK(rows.numbers == std::vector<int>{1, 0, 0, 2, 1, 0, 0, 2});
  InputError lone = errorOf("A-A\nB*B\n");
  CHECK(lone.message().rfind("label '-' appears only once (at row 1, column 2)", 0) == 0);
  CHECK(lone.line() == 1);
  CHECK(lone.column() == 2);
  InputError thrice = errorOf("3 2\nA A A\nB . B\n");
  CHECK(thrice.message().rfind("label 'A' appears more than twice", 0) == 0);
  CHECK(thrice.column() == 5);
  InputError control = errorOf("A.\x01" "A\nB..B\n");
  CHECK(control.message().find("unexpected control character 0x01") != std::string::npos);
  CHECK(control.column() == 3);
  InputError accent = errorOf("AéA.\nB..B\n");
  CHECK(accent.message().find("U+00E9") != std::string::npos);
  CHECK(accent.column() == 2);
  CHECK(errorOf("A .A\nB..B\n").column() == 2);  // a blank inside a letter-grid row
}

TEST_CASE("numberlink records the rule its source states", "[numberlink]") {
  CHECK(readGrid("https://puzz.link/p?numlin/3/1/1g1").freeBySource);
  CHECK_FALSE(readGrid("https://puzz.link/p?arukone/3/1/1g1").freeBySource);
  CHECK_FALSE(readGrid("3 1\n1 0 1\n").freeBySource);
  CHECK_FALSE(readGrid("A.A\n").freeBySource);
}
