// Conversions keep the puzzle's meaning (what `dlx convert` does): every kind, written in every
// format it writes and read back with no options at all, has the same count and (Numberlink)
// reports the same rules; a format that cannot carry the puzzle's rules refuses it, saying why.
#include <catch2/catch.hpp>

#include "core/kind.h"
#include "core/session.h"
#include "support/numberlink_random.h"

namespace {

struct Case {
  std::string kind, input;
  dlx::Options options;
};

uint64_t countOf(const std::string& kind, const std::string& input, const dlx::Options& options) {
  dlx::Session s(kind, input, options);
  s.runUntil(0);
  REQUIRE(s.complete());
  return s.count();
}

// Writes `c` in `format`, reads it back without options, and compares; false when the format
// refuses the puzzle (the message is returned in `refusal`).
bool roundTrips(const Case& c, const std::string& format, std::string& refusal) {
  const dlx::Session original(c.kind, c.input, c.options);
  std::string written;
  try {
    written = original.puzzle().write(format);
  } catch (const dlx::InputError& e) {
    refusal = e.what();
    return false;
  }
  INFO(c.kind << " as " << format << ":\n" << c.input << "\nwritten:\n" << written);
  const dlx::Session back(c.kind, written, {});
  const dlx::Json a = original.report(), b = back.report();
  for (const char* member : {"rule", "turns"})
    if (a.find(member)) CHECK(b.find(member)->dump() == a.find(member)->dump());
  CHECK(countOf(c.kind, written, {}) == countOf(c.kind, c.input, c.options));
  return true;
}

}  // namespace

TEST_CASE("numberlink conversions keep the rule and the turn convention", "[numberlink][convert]") {
  nltest::RandomBoards boards(31337);
  int refused = 0, kept = 0;
  for (int round = 0; round < 60; ++round) {
    const nltest::SmallBoard b = boards.next(3);
    const std::string text = nltest::gridText(b.width, b.height, b.clues);
    for (const char* rule : {"fill", "free"})
      for (const char* turns : {"no-u-turn", "any"}) {
        dlx::Options o;
        o.set("rule", rule);
        o.set("turns", turns);
        const bool urlGenre = (std::string(rule) == "fill") == (std::string(turns) == "no-u-turn");
        for (const char* format : {"text", "puzzlink"}) {
          std::string refusal;
          const bool wrote = roundTrips({"numberlink", text, o}, format, refusal);
          INFO(text << rule << " " << turns << " " << format);
          if (std::string(format) == "text" || urlGenre) {
            CHECK(wrote);
            ++kept;
          } else {
            REQUIRE_FALSE(wrote);
            CHECK(refusal.find("puzz.link has no genre") != std::string::npos);
            ++refused;
          }
        }
      }
  }
  CHECK(kept == 60 * 6);
  CHECK(refused == 60 * 2);
  // The rules issue's example: 2 solutions under rule fill (no U-turn is possible on 3x3 here),
  // 11 under the free rule; an arukone URL stays fill, a numlin URL stays free.
  dlx::Session fill("numberlink", "3 3\n1 0 1\n0 0 0\n0 0 0\n", {});
  CHECK(fill.puzzle().write("puzzlink") == "https://puzz.link/p?arukone/3/3/1g1l");
  CHECK(countOf("numberlink", fill.puzzle().write("puzzlink"), {}) == countOf("numberlink", "3 3\n1 0 1\n0 0 0\n0 0 0\n", {}));
  dlx::Session numlin("numberlink", "https://puzz.link/p?numlin/3/3/1g1l", {});
  CHECK(numlin.puzzle().write("text") == "rule: free\n3 3\n1 0 1\n0 0 0\n0 0 0\n");
  CHECK(countOf("numberlink", numlin.puzzle().write("text"), {}) == 11);
}

TEST_CASE("every kind round-trips through every format it writes", "[convert]") {
  dlx::Options noRotate;
  noRotate.set("rotate", "0");
  const std::vector<Case> cases = {
      {"shikaku", "6 6\n0 0 0 0 3 0\n5 6 0 0 6 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 6 0 0 2 3\n0 5 0 0 0 0\n", {}},
      {"shikaku", "4 2\n2 0 0 0\n0 4 0 2\n", {}},
      {"packing", "....\n....\n....\n\nrules: rotate=yes reflect=yes\npiece: count=4\n#.\n##\n", {}},
      {"packing", "....\n....\n....\n\nrules: rotate=yes reflect=yes\npiece: count=4\n#.\n##\n", noRotate},
      {"exact-cover", "A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n", {}},
  };
  for (const Case& c : cases)
    for (const char* format : {"text", "puzzlink", "tatham", "knuth"}) {
      std::string refusal;
      if (!roundTrips(c, format, refusal)) CHECK_FALSE(refusal.empty());
    }
}
