// Not run by default ([.] tag): writes the committed benchmark puzzles bench/data/shikaku-*.txt
// and the example puzzles/shikaku-20x20.txt.
// Run: unit_tests "[.shikaku-generate]" from any directory (paths come from DLX_PUZZLES).
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "support/shikaku_generator.h"

TEST_CASE("write the shikaku benchmark puzzles", "[.shikaku-generate]") {
  const std::string root = std::string(DLX_PUZZLES) + "/../bench/data/";
  struct Spec { int side; uint64_t seed; };
  for (Spec s : {Spec{20, 2020}, Spec{40, 4040}, Spec{60, 6060}, Spec{100, 100100}}) {
    shikaku_test::Generated g = shikaku_test::generate(s.side, s.side, s.seed, 16);
    REQUIRE(shikaku_test::makeUnique(g, s.seed, 5000));
    std::string name = "shikaku-" + std::to_string(s.side) + "x" + std::to_string(s.side) + ".txt";
    std::ofstream(s.side == 20 ? std::string(DLX_PUZZLES) + "/" + name : root + name) << shikaku_test::toText(g);
  }
}

// The `?` benchmark puzzles: generated boards with a share of the clues hidden, as puzz.link URLs.
// Such boards are heavy-tailed for the search: most seeds solve in milliseconds, some stall for
// seconds (README, Shikaku); the seeds here are fixed, not picked for speed among many.
// Run: unit_tests "[.shikaku-generate-hidden]"
TEST_CASE("write the shikaku benchmark puzzles with hidden clues", "[.shikaku-generate-hidden]") {
  const std::string root = std::string(DLX_PUZZLES) + "/../bench/data/";
  struct Spec { int side, percent; uint64_t seed; };
  std::vector<Spec> specs;
  for (uint64_t seed = 1; seed <= 20; ++seed) specs.push_back({30, 50, seed});  // every seed, none picked
  for (uint64_t seed = 1; seed <= 20; ++seed) specs.push_back({60, 20, seed});
  for (Spec s : specs) {
    shikaku_test::Generated g = shikaku_test::generate(s.side, s.side, s.seed, 16);
    shikaku_test::hideClues(g, s.percent, s.seed);
    std::ofstream(root + "shikaku-" + std::to_string(s.side) + "x" + std::to_string(s.side) + "-hidden" +
                  std::to_string(s.percent) + "-seed" + std::to_string(s.seed) + ".txt")
        << shikaku_test::toPuzzLink(g) << "\n";
  }
}
