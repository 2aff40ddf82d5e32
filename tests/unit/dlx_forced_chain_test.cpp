// Forced moves cost O(1) each: the engine's item choice stops at the first item with one way left
// once it knows no item has none (DancingLinks::tracking_). Checked two ways: the search with the
// count kept is the same search as with whole scans (same solutions in the same order, same nodes
// and updates, in every mode), and a chain of 20,000 forced moves looks at O(1) items per move,
// counted (itemChecks), not timed: whole scans looked at 200 million (n^2 / 2).
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "core/search.h"
#include "dlx/dancing_links.h"
#include "support/test_rounds.h"

using namespace dlx;

namespace {

// n monominoes on n cells: a piece item covered n times and a cell item per cell; option i puts
// the piece on cell i. One solution, every move forced. pieceFirst: the piece item comes first in
// the list (as packing builds it), else last.
ExactCoverModel monominoes(int n, bool pieceFirst) {
  ExactCoverModel m;
  int piece = pieceFirst ? m.addPrimary("piece", n) : -1;
  std::vector<int> cells;
  for (int c = 0; c < n; ++c) cells.push_back(m.addPrimary("c" + std::to_string(c)));
  if (!pieceFirst) piece = m.addPrimary("piece", n);
  for (int c = 0; c < n; ++c) m.addOption({piece, cells[c]});
  return m;
}

// A random matrix: multiplicities, secondary items, options of one to four items; sometimes two
// such blocks side by side (the engine then splits), sometimes an item without options.
ExactCoverModel randomModel(std::mt19937& rng) {
  ExactCoverModel m;
  const int blocks = 1 + static_cast<int>(rng() % 2);
  std::vector<int> primaries, secondaries;
  for (int b = 0; b < blocks; ++b) {
    primaries.push_back(2 + static_cast<int>(rng() % 6));
    secondaries.push_back(static_cast<int>(rng() % 3));
  }
  // Primary items first (the model's rule): block b's are primaryBase[b] on, its secondary ones
  // secondaryBase[b] on.
  std::vector<int> primaryBase, secondaryBase;
  for (int b = 0; b < blocks; ++b) {
    primaryBase.push_back(m.itemCount());
    for (int i = 0; i < primaries[b]; ++i)
      m.addPrimary("p" + std::to_string(m.itemCount()), rng() % 4 == 0 ? 2 + static_cast<int>(rng() % 2) : 1);
  }
  if (rng() % 8 == 0) m.addPrimary("lonely");  // no option: dead at the root
  for (int b = 0; b < blocks; ++b) {
    secondaryBase.push_back(m.itemCount());
    for (int i = 0; i < secondaries[b]; ++i) m.addSecondary("s" + std::to_string(m.itemCount()));
  }
  for (int b = 0; b < blocks; ++b) {
    auto item = [&](int k) { return k < primaries[b] ? primaryBase[b] + k : secondaryBase[b] + k - primaries[b]; };
    const int options = 2 + static_cast<int>(rng() % 16);
    for (int o = 0; o < options; ++o) {
      std::vector<int> items = {item(static_cast<int>(rng() % primaries[b]))};
      const int more = static_cast<int>(rng() % 4);
      for (int k = 0; k < more; ++k) {
        const int i = item(static_cast<int>(rng() % (primaries[b] + secondaries[b])));
        if (std::find(items.begin(), items.end(), i) == items.end()) items.push_back(i);
      }
      m.addOption(std::span<const int>(items.data(), items.size()));
    }
  }
  return m;
}

struct Trace {
  std::vector<std::vector<int>> solutions;
  std::vector<uint64_t> multiplicities;
  uint64_t nodes = 0, updates = 0, checks = 0;
};

enum class Mode { Plain, Split, Bulk, Backjump, Shuffled };

// The whole search in slices of `budget` nodes; `flip` turns tracking over before every slice.
Trace runAll(const ExactCoverModel& model, Mode mode, bool tracking, bool flip, uint64_t budget) {
  DancingLinks search(model);
  search.setSplitting(mode == Mode::Split || mode == Mode::Bulk);
  search.setBackjumping(mode == Mode::Backjump);
  if (mode == Mode::Shuffled) search.shuffleOptions(7, true);
  if (mode == Mode::Bulk) search.allowBulk();
  search.setTracking(tracking);
  Trace t;
  for (;;) {
    if (flip) search.setTracking(!search.tracking());
    const RunStatus s = search.run(budget);
    REQUIRE(search.shortCountHolds());
    if (s == RunStatus::Done) break;
    if (s != RunStatus::Solution) continue;
    t.multiplicities.push_back(search.multiplicity());
    if (search.multiplicity() == 1) t.solutions.push_back(search.solution());
  }
  t.nodes = search.stats().nodes;
  t.updates = search.stats().updates;
  t.checks = search.itemChecks();
  return t;
}

}  // namespace

TEST_CASE("forced chain: tracking keeps the same search (solutions, order, nodes, updates) in every mode",
          "[dlx][forced]") {
  std::mt19937 rng(3737);
  for (int trial = 0; trial < dlx_test::rounds(400); ++trial) {
    const ExactCoverModel model = randomModel(rng);
    INFO("trial " << trial);
    for (Mode mode : {Mode::Plain, Mode::Split, Mode::Bulk, Mode::Backjump, Mode::Shuffled}) {
      INFO("mode " << static_cast<int>(mode));
      const Trace scanned = runAll(model, mode, false, false, 1000);
      const Trace tracked = runAll(model, mode, true, false, 1000);
      const Trace flipped = runAll(model, mode, true, true, 1 + trial % 3);
      for (const Trace* t : {&tracked, &flipped}) {
        CHECK(t->solutions == scanned.solutions);
        CHECK(t->multiplicities == scanned.multiplicities);
        CHECK(t->nodes == scanned.nodes);
        CHECK(t->updates == scanned.updates);
      }
    }
  }
}

TEST_CASE("forced chain: 20,000 forced moves look at O(1) items each", "[dlx][forced]") {
  const int n = 20000;
  for (bool pieceFirst : {true, false}) {
    INFO("piece item " << (pieceFirst ? "first" : "last"));
    const ExactCoverModel model = monominoes(n, pieceFirst);
    for (bool splitting : {false, true}) {
      DancingLinks search(model);
      search.setSplitting(splitting);
      REQUIRE(search.tracking());  // a large model tracks by itself
      REQUIRE(search.run(UINT64_MAX) == RunStatus::Solution);
      std::vector<int> options = search.solution();
      std::sort(options.begin(), options.end());
      for (int o = 0; o < n; ++o) REQUIRE(options[o] == o);
      CHECK(search.run(UINT64_MAX) == RunStatus::Done);
      CHECK(search.stats().nodes == static_cast<uint64_t>(n));
      // One item looked at per move (the first in the list has one way left), plus a few.
      CHECK(search.itemChecks() <= 2 * static_cast<uint64_t>(n));
    }
  }
}
