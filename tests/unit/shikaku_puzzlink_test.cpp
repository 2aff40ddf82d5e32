// The shared puzz.link cell-list codec (solver/core/puzzlink.h), exercised with Shikaku and
// Numberlink example URLs.
#include <catch2/catch.hpp>

#include "core/errors.h"
#include "core/puzzlink.h"

using dlx::PuzzLink;

namespace {
// -1 empty, -2 '?'; one row of the grid per line.
std::vector<int> cells(std::initializer_list<int> v) { return std::vector<int>(v); }
constexpr int E = -1;

int errorColumn(const std::string& url) {
  try {
    dlx::decodePuzzLink(url);
  } catch (const dlx::InputError& e) {
    CHECK(e.line() == 1);
    return e.column();
  }
  return -1;
}
}  // namespace

TEST_CASE("puzz.link: a shikaku example decodes and re-encodes byte for byte", "[shikaku]") {
  const std::string url = "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j";
  PuzzLink p = dlx::decodePuzzLink(url);
  CHECK(p.type == "shikaku");
  CHECK(p.cols == 6);
  CHECK(p.rows == 6);
  CHECK(p.cells == cells({E, E, E, E, 3, E,  //
                          5, 6, E, E, 6, E,  //
                          E, E, E, E, E, E,  //
                          E, E, E, E, E, E,  //
                          E, 6, E, E, 2, 3,  //
                          E, 5, E, E, E, E}));
  CHECK(dlx::encodePuzzLink(p) == url);
}

TEST_CASE("puzz.link: the 8x5 shikaku and the numlin example round-trip", "[shikaku]") {
  const std::string wide = "https://puzz.link/p?shikaku/8/5/g2j3i33j32h3g6h4l2g3i24";
  PuzzLink p = dlx::decodePuzzLink(wide);
  CHECK(p.cols == 8);
  CHECK(p.rows == 5);
  CHECK(p.cells[1] == 2);
  CHECK(p.cells[6] == 3);
  CHECK(p.cells[4 * 8 + 7] == 4);
  CHECK(dlx::encodePuzzLink(p) == wide);

  const std::string numlin = "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3";
  PuzzLink n = dlx::decodePuzzLink(numlin);
  CHECK(n.type == "numlin");
  CHECK(n.cells == cells({1, E, E, E, E,  //
                          2, E, E, 3, E,  //
                          E, E, E, E, E,  //
                          E, 1, E, E, 2,  //
                          E, E, E, E, 3}));
  CHECK(dlx::encodePuzzLink(n) == numlin);
}

TEST_CASE("puzz.link: host and type variants", "[shikaku]") {
  const std::string canonical = "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j";
  for (std::string url : {"http://pzv.jp/p.html?shikaku/6/6/j3g56h6t6h23g5j",
                          "pzv.jp/p.html?shikaku_edit/6/6/j3g56h6t6h23g5j", "puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j",
                          "  https://puzz.link/p?shikaku_edit/6/6/j3g56h6t6h23g5j/\n"}) {
    INFO(url);
    CHECK(dlx::looksLikePuzzLink(url));
    PuzzLink p = dlx::decodePuzzLink(url);
    CHECK(p.type == "shikaku");
    CHECK(dlx::encodePuzzLink(p) == canonical);
  }
  CHECK_FALSE(dlx::looksLikePuzzLink("7x7:3_2a2"));
  CHECK_FALSE(dlx::looksLikePuzzLink("3 2\n2 0 0\n0 4 0\n"));
  CHECK_FALSE(dlx::looksLikePuzzLink("what? nothing"));
}

TEST_CASE("puzz.link: every number prefix and '?' round-trip", "[shikaku]") {
  PuzzLink p;
  p.type = "shikaku";
  p.cols = 15;
  p.rows = 1;
  p.cells = {0, 15, 16, 255, 256, 4095, 4096, 8191, 8192, 12239, 12240, 77775, 77776, 77776 + 0xFFFFF, -2};
  const std::string url = dlx::encodePuzzLink(p);
  CHECK(url ==
        "https://puzz.link/p?shikaku/15/1/"
        "0f-10-ff+100+fff=000=fff%000%fcf*0000*ffff$00000$fffff./");
  CHECK(dlx::decodePuzzLink(url).cells == p.cells);
  // '@' is read as an older spelling of '%'.
  CHECK(dlx::decodePuzzLink("puzz.link/p?shikaku/1/1/@001").cells == cells({8193}));
}

TEST_CASE("puzz.link: runs longer than 20 cells are split", "[shikaku]") {
  PuzzLink p;
  p.type = "numlin";
  p.cols = 30;
  p.rows = 2;
  p.cells.assign(60, E);
  p.cells[0] = 1;
  p.cells[59] = 1;
  const std::string url = dlx::encodePuzzLink(p);
  CHECK(url == "https://puzz.link/p?numlin/30/2/1zzx1");
  CHECK(dlx::decodePuzzLink(url).cells == p.cells);
}

TEST_CASE("puzz.link: bad URLs name the position", "[shikaku]") {
  //                         1234567890123456789012345678901234567
  CHECK(errorColumn("https://puzz.link/p?shikaku/3/2/2h4X") == 36);  // unknown character
  CHECK(errorColumn("https://puzz.link/p?shikaku/3/2/2h4g#") == 37);  // after the last cell
  CHECK(errorColumn("https://puzz.link/p?shikaku/3/2/2h") == 35);     // too short
  CHECK(errorColumn("https://puzz.link/p?shikaku/3/2/2-1") == 36);    // '-' needs 2 hex digits
  CHECK(errorColumn("https://puzz.link/p?shikaku/3/2/2m") == 34);     // run past the end
  CHECK(errorColumn("https://puzz.link/p?shikaku/3x/2/2h4g") == 30);  // bad column count
  CHECK(errorColumn("https://puzz.link/p?shikaku/999/2/2h4g") == 29); // over kMaxGridSide
  CHECK(errorColumn("  puzz.link/p?shikaku/3/2/2h4Q") == 30);         // leading blanks count
  CHECK(errorColumn("https://example.com/") == 1);
  try {
    dlx::decodePuzzLink("https://puzz.link/p?shikaku/3/2/2h4X");
  } catch (const dlx::InputError& e) {
    CHECK_THAT(e.message(), Catch::Contains("'X'"));
  }
}
