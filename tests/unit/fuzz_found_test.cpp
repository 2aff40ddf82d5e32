// Defects the libFuzzer targets (tests/fuzz) found, one regression test each; the crashing inputs
// themselves stay in the targets' corpora under tests/fuzz/<target>/.
#include <catch2/catch.hpp>

#include "core/errors.h"
#include "core/kind.h"
#include "kinds/exact_cover/knuth_format.h"
#include "kinds/numberlink/numberlink_formats.h"
#include "kinds/shikaku/tatham_format.h"
#include "kinds/shikaku/text_format.h"

using namespace dlx;

TEST_CASE("an item line with only secondary items is refused, since it could not be written back", "[fuzz][dlx]") {
  // '\r' is blank to the tokenizer but not to the comment test, so this line was read as the
  // item line "| nuth A e" and written back as a comment.
  try {
    parseKnuthMatrix("\r| nuth  A\re\r");
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.line() == 1);
    CHECK_THAT(e.message(), Catch::Contains("no primary item"));
  }
  CHECK_THROWS_AS(parseKnuthMatrix(" \f| A B\nA\n"), InputError);
  // A comment line before the item line still is one.
  CHECK(parseKnuthMatrix("| c\nA | B\nA B\n").model.primaryCount() == 1);
}

TEST_CASE("a Tatham clue too long for the text format is refused, not clamped", "[fuzz][shikaku]") {
  // 99999999993 was read as 1000000000, which the text format (9 digits) then could not read back.
  try {
    shikaku::parseTatham("2x1:99999999993_1");
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.line() == 1);
    CHECK(e.column() == 5);
    CHECK_THAT(e.message(), Catch::Contains("99999999993") && Catch::Contains("out of range"));
  }
  // The largest clue that is accepted (the largest grid's area) writes and reads back as itself.
  CHECK_THROWS_AS(shikaku::parseTatham("2x1:40001_1"), InputError);
  const shikaku::Grid grid = shikaku::parseTatham("2x1:40000_1");
  CHECK(grid.cells == std::vector<int>{40000, 1});
  CHECK(shikaku::parseText(shikaku::writeText(grid)).cells == grid.cells);
}

TEST_CASE("a Numberlink letter grid that is not UTF-8 is refused with its position, not read out of bounds", "[fuzz][numberlink]") {
  // fuzz_numberlink_letters: a first row of one stray continuation byte counted as zero cells wide.
  const std::string input = "\xae\n.B.CzE...\n";
  try {
    dlx::numberlink::readGrid(input);
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.line() == 1);
    CHECK(e.column() == 1);
  }
  CHECK(dlx::numberlink::numberlinkFit(input) != dlx::Fit::Sure);
}

TEST_CASE("a byte-order mark inside a Knuth matrix is refused with its position", "[fuzz][exact-cover]") {
  // fuzz_knuth: "\r" BOM "uth  A\re\r" read the mark as part of an item name, which vanished
  // when the matrix was written and read again.
  try {
    parseKnuthMatrix("\r\xEF\xBB\xBFuth  A\re\r");
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.line() == 1);  // a lone carriage return does not end a line
    CHECK(e.column() == 2);
    CHECK_THAT(e.message(), Catch::Contains("byte-order mark"));
  }
  CHECK(parseKnuthMatrix("\xEF\xBB\xBF" "A B\nA B\n").model.primaryCount() == 2);
}
