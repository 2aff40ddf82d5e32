// The edge search (solver/kinds/numberlink/numberlink_edge_search.h): exact counts against brute
// force under both rules when run in small slices, every solution checked independently; and the
// first-solution race with its canonical shortcut on published-style puzzles.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "core/session.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"

namespace {

std::string gridText(int w, int h, const std::vector<int>& clues) {
  std::string t = std::to_string(w) + " " + std::to_string(h) + "\n";
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) t += (x ? " " : "") + std::to_string(clues[static_cast<size_t>(y * w + x)]);
    t += "\n";
  }
  return t;
}

}  // namespace

TEST_CASE("numberlink edge search counts match brute force in small slices", "[numberlink]") {
  uint64_t state = 4242;
  auto rnd = [&](int n) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<int>((state >> 33) % static_cast<uint64_t>(n));
  };
  int solvable = 0;
  for (int round = 0; round < 250; ++round) {
    const int w = 2 + rnd(4), h = 2 + rnd(3);
    const int pairs = 1 + rnd(std::min(4, w * h / 3));
    std::vector<int> clues(static_cast<size_t>(w * h), 0);
    for (int p = 1; p <= pairs; ++p)
      for (int k = 0; k < 2; ++k) {
        int c;
        do c = rnd(w * h);
        while (clues[static_cast<size_t>(c)] != 0);
        clues[static_cast<size_t>(c)] = p;
      }
    for (const bool fill : {true, false}) {
      dlx::Options options;
      options.set("rule", fill ? "fill" : "free");
      options.set("bench_engine", "edge");
      dlx::Session s("numberlink", gridText(w, h, clues), options);
      s.setKeep(100000);
      while (!s.complete()) s.run(1 + static_cast<uint64_t>(round % 3));  // pause after every node or so
      INFO(gridText(w, h, clues) << "fill=" << fill);
      REQUIRE(s.count() == nltest::bruteForceCount(w, h, clues, fill, false));
      for (const dlx::Json& sol : s.solutions()) REQUIRE(nltest::checkSolution(w, h, clues, sol, fill) == "");
      if (s.count() > 0) ++solvable;
    }
  }
  CHECK(solvable > 60);  // the sample exercises real solutions, not only impossible boards
}

TEST_CASE("numberlink published-style 14x14 puzzles give a checked first solution", "[numberlink][large]") {
  for (int i = 1; i <= 10; ++i) {
    const std::string name = std::string("p_14x14_") + (i < 10 ? "0" : "") + std::to_string(i) + ".txt";
    std::ifstream in(std::string(DLX_PUZZLES) + "/../tests/data/numberlink-large/" + name);
    REQUIRE(in.good());
    std::stringstream text;
    text << in.rdbuf();
    dlx::Session s("numberlink", text.str(), dlx::Options());
    s.runUntil(1);
    INFO(name);
    REQUIRE(s.count() == 1);
    // The independent checker reads the puzzle from the solution's own grid of clues.
    const dlx::Json& sol = s.solutions()[0];
    const dlx::Json desc = s.puzzle().describe();
    const int w = static_cast<int>(desc.find("width")->asInt()), h = static_cast<int>(desc.find("height")->asInt());
    std::vector<int> clues;
    for (const dlx::Json& row : desc.find("numbers")->asArray())
      for (const dlx::Json& v : row.asArray()) clues.push_back(static_cast<int>(v.asInt()));
    REQUIRE(nltest::checkSolution(w, h, clues, sol, true) == "");
  }
}
