// The shared input layer: the text reader (lines, tokens, positions, checked integers, BOM,
// UTF-8), the W H grid reader, option schemas checked by the Session, JSON that stays valid.
#include <catch2/catch.hpp>

#include <functional>
#include <limits>
#include <new>

#include "core/error_json.h"
#include "core/number_grid.h"
#include "core/session.h"
#include "core/text.h"

using dlx::InputError;
namespace text = dlx::text;

namespace {

InputError errorOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e;
  }
  FAIL("no InputError");
  return InputError("");
}

}  // namespace

TEST_CASE("text: lines drop a BOM and CR, and a final line break adds no line", "[input]") {
  const auto lines = text::lines("\xEF\xBB\xBF" "ab\r\n\r\ncd\n");
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].text == "ab");
  CHECK(lines[1].text.empty());
  CHECK(lines[2].text == "cd");
  CHECK(lines[2].number == 3);
  CHECK(text::lines("").empty());
}

TEST_CASE("text: token columns count characters, not bytes", "[input]") {
  const auto t = text::tokens("é x\n\t  yy  é7\n");
  REQUIRE(t.size() == 4);
  CHECK(t[1].text == "x");
  CHECK(t[1].column == 3);  // 'é' is two bytes but one column
  CHECK(t[2].line == 2);
  CHECK(t[2].column == 4);
  CHECK(t[3].column == 8);
  CHECK(text::characterCount("ééééé") == 5);
  CHECK(text::columnAt("éé#", 4) == 3);
}

TEST_CASE("text: integers stop at 64 bits instead of wrapping", "[input]") {
  CHECK(text::integerOf("9223372036854775807") == std::numeric_limits<int64_t>::max());
  CHECK(text::integerOf("-9223372036854775808") == std::numeric_limits<int64_t>::min());
  CHECK_FALSE(text::integerOf("9223372036854775808").has_value());
  CHECK_FALSE(text::integerOf("-9223372036854775809").has_value());
  CHECK_FALSE(text::integerOf("99999999999999999999999").has_value());
  CHECK_FALSE(text::integerOf("12a").has_value());
  CHECK_FALSE(text::integerOf("-").has_value());
  CHECK(text::integerOf("-0") == 0);

  const text::Token big{"99999999999", 4, 7};
  InputError e = errorOf([&] { text::integerAt(big, "count", 1, 10000); });
  CHECK(e.message() == "count 99999999999 is out of range (1 to 10000)");
  CHECK(e.line() == 4);
  CHECK(e.column() == 7);
  CHECK(errorOf([] { text::integerAt({"x1", 1, 2}, "the width", 1, 9); }).message() ==
        "the width must be a whole number, not 'x1'");
}

TEST_CASE("text: UTF-8 is checked with the line and column of the first bad byte", "[input]") {
  CHECK_NOTHROW(text::requireUtf8("plain, é, 日本, 🙂\n"));
  InputError e = errorOf([] { text::requireUtf8("ok\nA \xff\n"); });
  CHECK(e.line() == 2);
  CHECK(e.column() == 3);
  CHECK(errorOf([] { text::requireUtf8("é\xC3"); }).column() == 2);           // cut short
  CHECK(errorOf([] { text::requireUtf8("\xC0\xAF"); }).column() == 1);        // overlong '/'
  CHECK(errorOf([] { text::requireUtf8("\xED\xA0\x80"); }).column() == 1);    // a surrogate
  CHECK(errorOf([] { text::requireUtf8("\xF4\x90\x80\x80"); }).column() == 1);  // past U+10FFFF
}

TEST_CASE("JSON strings stay valid whatever bytes they are given", "[input]") {
  CHECK(dlx::Json(std::string("a\xff" "b")).dump() == "\"a\\ufffdb\"");
  CHECK(dlx::Json(std::string("é\x01\x7f")).dump() == "\"é\\u0001\\u007f\"");
  CHECK(dlx::Json(std::string("\xE2\x82")).dump() == "\"\\ufffd\\ufffd\"");
}

TEST_CASE("the W H grid reader names sizes, short and long rows, and missing rows", "[input]") {
  const dlx::GridText g = dlx::readGridText("\n3 2\n1 . x\n\n4 5 6\n");
  CHECK(g.width == 3);
  CHECK(g.height == 2);
  REQUIRE(g.cells.size() == 6);
  CHECK(g.cells[2].text == "x");
  CHECK(g.cells[3].line == 5);
  CHECK(dlx::hasSizeLine("  2 2\nA B\n"));
  CHECK_FALSE(dlx::hasSizeLine("2 2 2\n"));
  CHECK_FALSE(dlx::hasSizeLine("A B\n"));
  InputError wide = errorOf([] { dlx::readGridText("99999999999999999999 1\n"); });
  CHECK(wide.message().find("the width 99999999999999999999 is out of range") != std::string::npos);
  CHECK(errorOf([] { dlx::readGridText("2 1\n1 2 3\n"); }).column() == 5);
  CHECK(errorOf([] { dlx::readGridText("2 2\n1 2\n3\n"); }).line() == 3);
  CHECK(errorOf([] { dlx::readGridText("2 2\n1 2\n"); }).message().find("1 of its 2 rows") != std::string::npos);
  CHECK(errorOf([] { dlx::readGridText("1 1\n1\n2\n"); }).line() == 3);
}

TEST_CASE("the Session checks options against the kind's schema", "[input]") {
  dlx::Options typo;
  typo.set("symetry", "1");
  InputError e = errorOf([&] { dlx::Session("packing", "", typo); });
  CHECK(e.message().rfind("unknown option 'symetry' for packing (known: rotate, reflect, symmetry", 0) == 0);
  for (const char* bad : {"Maybe", "2", "", "yess"}) {
    dlx::Options o;
    o.set("preset", "pentomino-6x10");
    o.set("rotate", bad);
    INFO(bad);
    CHECK_THROWS_WITH(dlx::Session("", "", o), Catch::Contains("option 'rotate' for packing takes yes or no"));
  }
  // Case does not matter for yes/no and enum values; the kind sees them normalised.
  dlx::Options loud;
  loud.set("rule", "FREE");
  loud.set("notouch", "OFF");
  dlx::Session s("numberlink", "2 2\n1 1\n0 0\n", loud);
  s.runUntil(0);
  CHECK(s.report().find("rule")->asString() == "free");
  CHECK(s.count() == 2);  // the direct link, or around the empty row (fill allows only that one)
}

TEST_CASE("errors have one JSON shape, with null for an unknown place", "[input]") {
  CHECK(dlx::errorJson(InputError("bad", 3, 4)).dump() == R"({"message":"bad","line":3,"column":4})");
  CHECK(dlx::errorJson(InputError("bad")).dump() == R"({"message":"bad","line":null,"column":null})");
  CHECK(dlx::errorJson(std::bad_alloc()).find("message")->asString().find("out of memory") == 0);
}
