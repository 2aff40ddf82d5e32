// Numberlink counts split into parts (core/subtrees.h over the exact edge search): on random small
// boards under both rules, at several depths, the parts' solutions are whole solutions the
// independent checker accepts, no two parts share one, and together they are every solution the
// brute force finds.
#include <catch2/catch.hpp>

#include <set>

#include "core/errors.h"
#include "core/subtrees.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_random.h"
#include "support/test_rounds.h"

namespace st = dlx::subtrees;

TEST_CASE("numberlink subtrees: the parts of a split list every solution once, under both rules", "[numberlink][subtrees]") {
  nltest::RandomBoards rng(2411);
  int split = 0, several = 0;
  for (int round = 0; round < dlx_test::rounds(160); ++round) {
    const nltest::SmallBoard b = rng.next(4);
    const std::string input = nltest::gridText(b.width, b.height, b.clues);
    for (const bool fill : {true, false}) {
      const uint64_t expected = nltest::bruteForceCount(b.width, b.height, b.clues, fill, false, 2000);
      if (expected >= 2000) continue;  // the brute force stopped counting
      dlx::Options options;
      options.set("rule", fill ? "fill" : "free");
      const dlx::Session whole("numberlink", input, options);
      for (const int depth : {-1, 1, 2, 4}) {
        const std::vector<st::Path> paths = st::split(whole, depth < 0 ? 6 : 0, depth);
        INFO(input << "fill=" << fill << " depth=" << depth << " parts=" << paths.size());
        std::set<std::string> seen;
        uint64_t counted = 0;
        for (const st::Path& p : paths) {
          dlx::Session part = whole.part(p);
          part.setKeep(2000);
          part.runUntil(0);
          REQUIRE(part.complete());
          counted += part.count();
          for (const dlx::Json& sol : part.solutions()) {
            CHECK(nltest::checkSolution(b.width, b.height, b.clues, sol, fill) == "");
            CHECK(seen.insert(sol.find("paths")->dump()).second);  // in no other part
          }
        }
        CHECK(counted == expected);
        CHECK(seen.size() == expected);
        split += paths.size() > 1;
      }
      several += expected > 1;
    }
  }
  CHECK(split > dlx_test::rounds(200));  // the boards really split, at several depths
  CHECK(several > dlx_test::rounds(40));
}

TEST_CASE("numberlink subtrees: the no-touch assumption does not split, and says so", "[numberlink][subtrees]") {
  const std::string input = "3 3\n1 0 2\n0 0 0\n1 0 2\n";
  dlx::Options options;
  options.set("rule", "free");
  const dlx::Session ok("numberlink", input, options);
  CHECK(st::split(ok, 4, -1).size() >= 2);
  options.set("notouch", "1");
  const dlx::Session whole("numberlink", input, options);
  CHECK_THROWS_WITH(st::split(whole, 4, -1), Catch::Contains("numberlink search cannot be split into subtrees"));
  CHECK_THROWS_WITH(whole.part({0}).run(10), Catch::Contains("cannot be split into subtrees"));
}
