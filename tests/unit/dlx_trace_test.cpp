// The watchable search (solver/dlx/dlx_trace.h): Knuth's example event by event against the search
// worked out by hand, the same solutions in the same order as the engine on random matrices, and
// every cover undone by the end.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "core/errors.h"
#include "dlx/dancing_links.h"
#include "dlx/dlx_trace.h"

using namespace dlx;

namespace {

// Knuth's example from "Dancing Links" (2000): items A..G, all primary.
ExactCoverModel knuthExample() {
  ExactCoverModel m;
  for (const char* name : {"A", "B", "C", "D", "E", "F", "G"}) m.addPrimary(name);
  m.addOption({2, 4, 5});  // C E F
  m.addOption({0, 3, 6});  // A D G
  m.addOption({1, 2, 5});  // B C F
  m.addOption({0, 3});     // A D
  m.addOption({1, 6});     // B G
  m.addOption({3, 4, 6});  // D E G
  return m;
}

std::vector<std::string> allEvents(DlxTrace& t) {
  std::vector<std::string> out;
  for (;;) {
    const DlxTrace::Step s = t.next();
    out.push_back(t.describe(s));
    if (s.event == DlxTrace::Event::Done) return out;
  }
}

}  // namespace

TEST_CASE("trace of Knuth's example matches the search worked out by hand", "[dlx][trace]") {
  const ExactCoverModel m = knuthExample();
  DlxTrace t(m);
  // MRV picks A (2 options; ties go to the first item). 'A D G' leaves B with one option and, once
  // 'B C F' is in, E with none: back up twice. 'A D' then leads through E and B to the solution.
  const std::vector<std::string> expected = {
      "choose item A (2 options)", "cover item A", "try option 'A D G'", "cover item D", "cover item G",
      "choose item B (1 option)", "cover item B", "try option 'B C F'", "cover item C", "cover item F",
      "choose item E (0 options)", "cover item E", "no option left for item E: back up", "uncover item E",
      "uncover item F", "uncover item C", "no option left for item B: back up", "uncover item B",
      "uncover item G", "uncover item D", "try option 'A D'", "cover item D",
      "choose item E (1 option)", "cover item E", "try option 'C E F'", "cover item F", "cover item C",
      "choose item B (1 option)", "cover item B", "try option 'B G'", "cover item G", "Solution 1",
      "uncover item G", "no option left for item B: back up", "uncover item B", "uncover item C",
      "uncover item F", "no option left for item E: back up", "uncover item E", "uncover item D",
      "no option left for item A: back up", "uncover item A", "done: 1 solution"};
  CHECK(allEvents(t) == expected);
  CHECK(t.solutions() == 1);
  CHECK(t.steps() == expected.size() - 1);  // "done" is not a step
}

TEST_CASE("trace state between events: the partial solution, covered items, options out of play", "[dlx][trace]") {
  const ExactCoverModel m = knuthExample();
  DlxTrace t(m);
  for (int k = 0; k < 5; ++k) t.next();  // ... try 'A D G', cover D, cover G
  CHECK(t.chosen() == std::vector<int>{1});
  CHECK(t.covered(0));   // A
  CHECK(t.covered(3));   // D
  CHECK(t.covered(6));   // G
  CHECK_FALSE(t.covered(1));
  CHECK(t.optionsLeft(1) == 1);  // B: only 'B C F'
  CHECK(t.optionsLeft(4) == 1);  // E: only 'C E F'
  CHECK(t.out(3));               // 'A D' shares A
  CHECK(t.out(4));               // 'B G' shares G
  CHECK(t.out(5));               // 'D E G'
  CHECK_FALSE(t.out(0));         // 'C E F' still possible
  CHECK_FALSE(t.out(2));
  // The path: A chosen with 2 options, the first tried ('A D G').
  REQUIRE(t.levels().size() == 1);
  CHECK(t.levels()[0].item == 0);
  CHECK(t.levels()[0].options == 2);
  CHECK(t.levels()[0].tried == 1);
  CHECK(t.levels()[0].option == 1);
  // At the solution the partial solution is the answer.
  DlxTrace::Step s;
  do s = t.next();
  while (s.event != DlxTrace::Event::Solution);
  CHECK(t.chosen() == std::vector<int>{3, 0, 4});  // 'A D', 'C E F', 'B G'
  REQUIRE(t.levels().size() == 3);
  CHECK(t.levels()[0].tried == 2);  // 'A D' is A's second option
  CHECK(t.levels()[1].item == 4);   // E
  CHECK(t.deadEnds() == 2);         // E then B ran out in the first branch
}

TEST_CASE("trace lists the engine's solutions in the engine's order and undoes every cover", "[dlx][trace]") {
  std::mt19937 rng(1123);
  int withSolutions = 0;
  for (int trial = 0; trial < 300; ++trial) {
    ExactCoverModel m;
    const int primaries = 2 + static_cast<int>(rng() % 6), secondaries = static_cast<int>(rng() % 3);
    for (int i = 0; i < primaries; ++i) m.addPrimary("p" + std::to_string(i));
    for (int i = 0; i < secondaries; ++i) m.addSecondary("s" + std::to_string(i));
    const int options = 1 + static_cast<int>(rng() % 12);
    for (int o = 0; o < options; ++o) {
      std::vector<int> items;
      for (int i = 0; i < primaries + secondaries; ++i)
        if (rng() % 3 == 0) items.push_back(i);
      if (items.empty()) items.push_back(static_cast<int>(rng() % static_cast<unsigned>(primaries)));
      m.addOption(std::span<const int>(items.data(), items.size()));
    }
    DancingLinks engine(m);
    engine.setSplitting(false);
    std::vector<std::vector<int>> expected;
    for (RunStatus st; (st = engine.run(1000)) != RunStatus::Done;)
      if (st == RunStatus::Solution) expected.push_back(engine.solution());
    DlxTrace t(m);
    std::vector<std::vector<int>> got;
    for (DlxTrace::Step s; (s = t.next()).event != DlxTrace::Event::Done;)
      if (s.event == DlxTrace::Event::Solution) got.push_back(t.chosen());
    INFO("trial " << trial);
    REQUIRE(got == expected);
    for (int i = 0; i < m.itemCount(); ++i) REQUIRE_FALSE(t.covered(i));
    for (int o = 0; o < m.optionCount(); ++o) REQUIRE_FALSE(t.out(o));
    withSolutions += !expected.empty();
  }
  CHECK(withSolutions > 30);
}

TEST_CASE("trace refuses items that must be covered several times, naming the item", "[dlx][trace]") {
  ExactCoverModel m;
  m.addPrimary("piece L", 2);
  m.addOption({0});
  try {
    DlxTrace t(m);
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).find("'piece L' must be covered 2 times") != std::string::npos);
  }
}
