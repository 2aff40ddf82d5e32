// The dead-position table answers exactly as a plain direct-mapped table with the same growth rule
// would (one entry per slot, the newest), whether it is still sparse or already direct-mapped:
// searches then take the same nodes however the table is stored.
#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <vector>

#include "kinds/numberlink/numberlink_cache.h"

using dlx::numberlink::FailureCache;

namespace {

// The rule spelled out: 2^log2 slots, slot a mod 2^log2 holds the newest key put there; once more
// keys than half the slots went in since the last growth (and below the cap), the slots double
// and every entry moves to its slot in the doubled table.
struct DirectMapped {
  int log2, log2Max;
  std::vector<std::pair<uint64_t, uint64_t>> slots;
  uint64_t inserts = 0;
  DirectMapped(int l, int m) : log2(l), log2Max(m > l ? m : l), slots(size_t{1} << l) {}
  size_t mask() const { return slots.size() - 1; }
  bool contains(uint64_t a, uint64_t b) const {
    const auto& s = slots[a & mask()];
    return s.first == a && s.second == b && (a | b) != 0;
  }
  void insert(uint64_t a, uint64_t b) {
    slots[a & mask()] = {a, b};
    if (++inserts > slots.size() / 2 && log2 < log2Max) {
      std::vector<std::pair<uint64_t, uint64_t>> old(slots.size() * 2);
      old.swap(slots);
      ++log2;
      inserts = 0;
      for (const auto& s : old)
        if ((s.first | s.second) != 0) slots[s.first & mask()] = s;
    }
  }
};

// Random keys from a small pool, half of them sharing their low 12 bits with another key (so
// they fight over slots until the table is large), looked up and inserted in a random mix.
void compare(int log2Size, int log2Max, int operations, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::pair<uint64_t, uint64_t>> pool;
  for (int i = 0; i < 6000; ++i) {
    uint64_t a = rng();
    if (i % 2 == 1) a = (a & ~uint64_t{0xFFF}) | (pool.back().first & 0xFFF);
    pool.push_back({a, rng()});
  }
  FailureCache cache(log2Size, log2Max);
  DirectMapped model(log2Size, log2Max);
  int hits = 0;
  for (int op = 0; op < operations; ++op) {
    const auto& k = pool[rng() % pool.size()];
    // Sometimes the right a with the wrong b: a slot holding a must not answer for it.
    const uint64_t b = rng() % 8 == 0 ? k.second ^ 1 : k.second;
    if (rng() % 3 == 0) {
      cache.insert(k.first, b);
      model.insert(k.first, b);
    } else {
      const bool expected = model.contains(k.first, b);
      hits += expected;
      if (cache.contains(k.first, b) != expected) FAIL("op " << op << ": contains differs (expected " << expected << ")");
    }
  }
  INFO("log2 " << log2Size << ".." << log2Max << ", " << operations << " operations");
  CHECK(hits >= 100);  // the comparison saw entries, not just empty slots
  for (const auto& k : pool) REQUIRE(cache.contains(k.first, k.second) == model.contains(k.first, k.second));
}

}  // namespace

TEST_CASE("numberlink failure cache: sparse and direct-mapped answer as one direct-mapped table", "[numberlink][cache]") {
  compare(18, 18, 3000, 1);    // stays sparse, no growth
  compare(18, 18, 60000, 2);   // sparse, then direct-mapped
  compare(12, 20, 60000, 3);   // grows while sparse and after
  compare(10, 22, 40000, 4);   // grows from the smallest sparse size
  compare(6, 8, 20000, 5);     // a small table: direct-mapped at once
  compare(13, 13, 20000, 6);   // sparse up to its eighth, then direct-mapped and full of collisions
  compare(10, 10, 40000, 7);   // the same, where the keys outnumber the slots
}

TEST_CASE("numberlink failure cache: an empty table knows nothing", "[numberlink][cache]") {
  FailureCache cache(19, 19);
  CHECK_FALSE(cache.contains(0, 0));
  CHECK_FALSE(cache.contains(12345, 678));
  cache.insert(12345, 678);
  CHECK(cache.contains(12345, 678));
  CHECK_FALSE(cache.contains(12345, 679));
  CHECK_FALSE(cache.contains(12345 + (uint64_t{1} << 19), 678));
  cache.insert(12345 + (uint64_t{1} << 19), 678);  // the same slot: evicts the first
  CHECK_FALSE(cache.contains(12345, 678));
  CHECK(cache.contains(12345 + (uint64_t{1} << 19), 678));
}
