// Defects the libFuzzer targets (tests/fuzz) found, one regression test each; the crashing inputs
// themselves stay in the targets' corpora under tests/fuzz/<target>/.
#include <catch2/catch.hpp>

#include "core/errors.h"
#include "kinds/exact_cover/knuth_format.h"

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
