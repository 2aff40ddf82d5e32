// Shikaku formats: plain text, puzz.link, Tatham IDs; detection; describe() and write().
#include <catch2/catch.hpp>

#include "core/kind.h"
#include "core/session.h"

namespace {
const dlx::Kind& shikaku() { return *dlx::findKind("shikaku"); }

std::unique_ptr<dlx::Puzzle> parse(const std::string& input) { return shikaku().parse(input, dlx::Options()); }

// describe()["clues"] flattened row-major.
std::vector<int> clueCells(const dlx::Puzzle& p) {
  std::vector<int> out;
  const dlx::Json d = p.describe();  // kept alive: the loop below reads into it
  for (const dlx::Json& row : d.find("clues")->asArray())
    for (const dlx::Json& v : row.asArray()) out.push_back(static_cast<int>(v.asInt()));
  return out;
}

// Expects an InputError; returns it for inspection.
dlx::InputError parseError(const std::string& input) {
  try {
    parse(input);
  } catch (const dlx::InputError& e) {
    return e;
  }
  FAIL("no InputError for: " << input);
  return dlx::InputError("");
}

const std::string kTatham7 = "7x7:3_2a2_3g2f5_2a6a3_3b2_2d4b3_2c5f";
const std::vector<int> kGrid7 = {3, 2, 0, 2, 3, 0, 0,  //
                                 0, 0, 0, 0, 0, 2, 0,  //
                                 0, 0, 0, 0, 0, 5, 2,  //
                                 0, 6, 0, 3, 3, 0, 0,  //
                                 2, 2, 0, 0, 0, 0, 4,  //
                                 0, 0, 3, 2, 0, 0, 0,  //
                                 5, 0, 0, 0, 0, 0, 0};
}  // namespace

TEST_CASE("shikaku: the Tatham example decodes, re-encodes, and matches its puzz.link twin", "[shikaku]") {
  auto p = parse(kTatham7);
  CHECK(p->describe().find("width")->asInt() == 7);
  CHECK(p->describe().find("height")->asInt() == 7);
  CHECK(clueCells(*p) == kGrid7);
  CHECK(p->write("tatham") == kTatham7);
  CHECK(p->write("puzzlink") == "https://puzz.link/p?shikaku/7/7/32g23m2l52g6g33h22j4h32i5l");
  auto twin = parse("https://puzz.link/p?shikaku/7/7/32g23m2l52g6g33h22j4h32i5l");
  CHECK(clueCells(*twin) == kGrid7);
  CHECK(twin->write("tatham") == kTatham7);
}

TEST_CASE("shikaku: Tatham runs over 26 cells, parameters, and bad IDs", "[shikaku]") {
  auto p = parse("30x1:12z_a18a");  // '_' anywhere is skipped, as Tatham's reader does
  std::vector<int> expect(30, 0);
  expect[0] = 12, expect[28] = 18;
  CHECK(clueCells(*p) == expect);
  CHECK(p->write("tatham") == "30x1:12za18a");
  CHECK(clueCells(*parse("3x2e0.5u:2b4b")) == std::vector<int>{2, 0, 0, 4, 0, 0});

  dlx::InputError bad = parseError("3x2:2b4#");
  CHECK(bad.line() == 1);
  CHECK(bad.column() == 8);
  CHECK(parseError("3x2:2b4").message().find("4 of the grid's 6 cells") != std::string::npos);
  CHECK(parseError("3x2:2b4c").column() == 8);  // run past the end
  CHECK(parseError("3x2:0e").column() == 5);    // clue 0
}

TEST_CASE("shikaku: plain text reads, writes aligned, and reports positions", "[shikaku]") {
  auto p = parse("3 2\n2 0 0\n0 4 0\n");
  CHECK(clueCells(*p) == std::vector<int>{2, 0, 0, 0, 4, 0});
  CHECK(p->write("text") == "3 2\n2 0 0\n0 4 0\n");
  CHECK(p->write("puzzlink") == "https://puzz.link/p?shikaku/3/2/2i4g");
  CHECK(parse("4 1\n12 0 0 3\n")->write("text") == "4 1\n12 0 0 3\n");
  CHECK(parse("2 2\n12 0\n0 3\n")->write("text") == "2 2\n12 0\n 0 3\n");

  dlx::InputError bad = parseError("3 2\n2 0 x\n0 4 0\n");
  CHECK(bad.line() == 2);
  CHECK(bad.column() == 5);
  CHECK(parseError("3 2\n2 0 0\n0 4\n").line() == 3);
  CHECK(parseError("3 2\n2 0 0\n0 4 0 7\n").column() == 7);
  CHECK(parseError("0 2\n").column() == 1);
  CHECK(parseError("201 1\n").message().find("200") != std::string::npos);
}

TEST_CASE("shikaku: '?' clues travel in puzz.link only", "[shikaku]") {
  auto p = parse("https://puzz.link/p?shikaku/3/2/.i4g");
  CHECK(clueCells(*p) == std::vector<int>{-2, 0, 0, 0, 4, 0});
  CHECK(p->write("puzzlink") == "https://puzz.link/p?shikaku/3/2/.i4g");
  CHECK(parse("https://puzz.link/p?shikaku/2/1/g.")->write("puzzlink") == "https://puzz.link/p?shikaku/2/1/g./");
  CHECK_THROWS_WITH(p->write("text"), Catch::Contains("`?`"));
  CHECK_THROWS_WITH(p->write("tatham"), Catch::Contains("`?`"));
  CHECK_THROWS_AS(p->write("svg"), dlx::InputError);
}

TEST_CASE("shikaku: puzz.link URLs of other types and clue 0 are refused", "[shikaku]") {
  CHECK_THROWS_WITH(parse("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3"), Catch::Contains("numlin"));
  CHECK_THROWS_WITH(parse("https://puzz.link/p?shikaku/2/1/0g"), Catch::Contains("clue 0"));
}

TEST_CASE("shikaku: detection claims its URLs, IDs and integer grids only", "[shikaku]") {
  const dlx::Kind& k = shikaku();
  CHECK(k.detect("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j") == dlx::Fit::Sure);
  CHECK(k.detect("pzv.jp/p.html?shikaku_edit/6/6/j3g56h6t6h23g5j") == dlx::Fit::Sure);
  CHECK(k.detect(kTatham7) == dlx::Fit::Sure);
  CHECK(k.detect("3 2\n2 0 0\n0 4 0\n") == dlx::Fit::Sure);
  CHECK(k.detect("3 2\n2 0 0\n0 3 0\n") == dlx::Fit::Sure);  // a bad total is still shikaku (then: no solution)
  CHECK(k.detect("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3") == dlx::Fit::No);
  // Numberlink's numbers grid: the values pair up and do not add up to the area.
  // A numbers grid that also reads as Shikaku goes to Numberlink when its numbers pair up.
  CHECK(dlx::detectKind("5 5\n1 0 0 0 0\n2 0 0 3 0\n0 0 0 0 0\n0 1 0 0 2\n0 0 0 0 3\n") == dlx::findKind("numberlink"));
  CHECK(k.detect("3\n1 2 3\n") == dlx::Fit::No);
  CHECK(k.detect("A B C | D\nA B\nC D\n") == dlx::Fit::No);
  CHECK(k.detect("5 5\n1..2.\n.....\n") == dlx::Fit::Shape);  // a size line, but rows Shikaku cannot read
  CHECK(dlx::detectKind("3 2\n2 0 0\n0 4 0\n") == &k);
  CHECK(dlx::detectKind(kTatham7) == &k);
  CHECK(dlx::detectKind("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j") == &k);
}
