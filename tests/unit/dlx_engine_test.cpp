// The exact-cover engine against answers known independently: Knuth's example, n-queens counts,
// a brute-force subset enumerator on random matrices (with secondary items and multiplicities),
// and the same solutions in the same order whatever the run budget.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "core/errors.h"
#include "dlx/dancing_links.h"
#include "kinds/exact_cover/knuth_format.h"

using namespace dlx;

namespace {

// Every solution (options as found, in order) of a model, running with the given budget.
std::vector<std::vector<int>> allSolutions(const ExactCoverModel& model, uint64_t budget, uint64_t limit = 0) {
  DancingLinks search(model);
  std::vector<std::vector<int>> out;
  for (;;) {
    RunStatus s = search.run(budget);
    if (s == RunStatus::Done) break;
    if (s == RunStatus::Solution) {
      out.push_back(search.solution());
      if (limit && out.size() >= limit) break;
    }
  }
  return out;
}

// n-queens: rows and columns primary, diagonals secondary (Knuth's formulation).
ExactCoverModel queens(int n) {
  ExactCoverModel m;
  for (int r = 0; r < n; ++r) m.addPrimary("r" + std::to_string(r));
  for (int c = 0; c < n; ++c) m.addPrimary("c" + std::to_string(c));
  for (int d = 0; d < 2 * n - 1; ++d) m.addSecondary("a" + std::to_string(d));
  for (int d = 0; d < 2 * n - 1; ++d) m.addSecondary("b" + std::to_string(d));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      m.addOption({r, n + c, 2 * n + r + c, 2 * n + (2 * n - 1) + (r - c + n - 1)});
  return m;
}

// Brute force: every subset of options; primaries covered exactly `multiplicity` times,
// secondaries at most once. Returns the solutions as sorted option lists.
std::set<std::vector<int>> bruteForce(const ExactCoverModel& m) {
  std::set<std::vector<int>> out;
  const int n = m.optionCount();
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    std::vector<int> covered(m.itemCount(), 0);
    std::vector<int> chosen;
    for (int o = 0; o < n; ++o)
      if (mask >> o & 1) {
        chosen.push_back(o);
        for (int item : m.option(o)) ++covered[item];
      }
    bool ok = true;
    for (int i = 0; i < m.itemCount() && ok; ++i)
      ok = m.isPrimary(i) ? covered[i] == m.multiplicity(i) : covered[i] <= 1;
    if (ok) out.insert(chosen);
  }
  return out;
}

ExactCoverModel randomModel(std::mt19937& rng) {
  ExactCoverModel m;
  const int primaries = 1 + rng() % 5, secondaries = rng() % 3, options = 1 + rng() % 14;
  for (int i = 0; i < primaries; ++i) m.addPrimary("p" + std::to_string(i), rng() % 4 == 0 ? 2 + rng() % 2 : 1);
  for (int i = 0; i < secondaries; ++i) m.addSecondary("s" + std::to_string(i));
  const int items = primaries + secondaries;
  for (int o = 0; o < options; ++o) {
    std::vector<int> opt;
    for (int i = 0; i < items; ++i)
      if (rng() % 3 == 0) opt.push_back(i);
    // Every option needs a primary item (one without could never be chosen; the parser rejects it).
    bool hasPrimary = false;
    for (int i : opt) hasPrimary = hasPrimary || i < primaries;
    if (!hasPrimary) opt.push_back(rng() % primaries);
    std::shuffle(opt.begin(), opt.end(), rng);
    m.addOption(opt);
  }
  return m;
}

std::vector<int> sorted(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

TEST_CASE("Knuth's example has exactly one solution", "[dlx]") {
  KnuthMatrix k = parseKnuthMatrix("| example\nA B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n");
  auto sols = allSolutions(k.model, 1000);
  REQUIRE(sols.size() == 1);
  // Options 0 (C E F), 3 (A D), 4 (B G).
  CHECK(sorted(sols[0]) == std::vector<int>{0, 3, 4});
}

TEST_CASE("n-queens counts as exact cover with secondary diagonals", "[dlx]") {
  const uint64_t expected[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
  for (int n = 1; n <= 10; ++n) {
    INFO("n = " << n);
    auto sols = allSolutions(queens(n), 1u << 20);
    CHECK(sols.size() == expected[n - 1]);
    // Each is a real placement: n queens, no two attacking.
    for (const auto& s : sols) {
      REQUIRE(s.size() == static_cast<size_t>(n));
      std::set<int> rows, cols, d1, d2;
      for (int o : s) {
        int r = o / n, c = o % n;
        rows.insert(r), cols.insert(c), d1.insert(r + c), d2.insert(r - c);
      }
      CHECK(rows.size() == static_cast<size_t>(n));
      CHECK(cols.size() == static_cast<size_t>(n));
      CHECK(d1.size() == static_cast<size_t>(n));
      CHECK(d2.size() == static_cast<size_t>(n));
    }
  }
}

TEST_CASE("random matrices agree with a brute-force subset enumerator", "[dlx]") {
  std::mt19937 rng(20261122);
  int withSolutions = 0, withMultiplicity = 0;
  for (int trial = 0; trial < 400; ++trial) {
    ExactCoverModel m = randomModel(rng);
    std::set<std::vector<int>> expected = bruteForce(m);
    auto found = allSolutions(m, 1 + trial % 5);
    std::set<std::vector<int>> got;
    for (auto& s : found) got.insert(sorted(s));
    INFO("trial " << trial);
    REQUIRE(found.size() == got.size());  // no solution twice (multiplicities give no permutations)
    REQUIRE(got == expected);
    withSolutions += !expected.empty();
    for (int i = 0; i < m.primaryCount(); ++i) withMultiplicity += m.multiplicity(i) > 1 && !expected.empty();
  }
  // The generator must exercise the interesting cases, or this test proves little.
  CHECK(withSolutions > 50);
  CHECK(withMultiplicity > 10);
}

TEST_CASE("identical options for a multiplicity item are not permuted", "[dlx]") {
  // Four cells in a row, a domino "piece" item needed twice: one tiling, not 2!.
  ExactCoverModel m;
  for (int c = 0; c < 4; ++c) m.addPrimary("c" + std::to_string(c));
  int domino = m.addPrimary("D", 2);
  for (int c = 0; c + 1 < 4; ++c) m.addOption({c, c + 1, domino});
  CHECK(allSolutions(m, 3).size() == 1);
}

TEST_CASE("the same solutions in the same order whatever the budget", "[dlx]") {
  ExactCoverModel m = queens(8);
  auto reference = allSolutions(m, UINT64_MAX);
  REQUIRE(reference.size() == 92);
  for (uint64_t budget : {1ull, 7ull, 1000ull}) {
    INFO("budget " << budget);
    CHECK(allSolutions(m, budget) == reference);
  }
}

TEST_CASE("a run never exceeds its budget and progress reaches 1", "[dlx]") {
  DancingLinks search(queens(6));
  uint64_t before = 0;
  double lastProgress = 0;
  for (;;) {
    RunStatus s = search.run(5);
    CHECK(search.stats().nodes - before <= 5);
    before = search.stats().nodes;
    CHECK(search.progress() >= 0.0);
    CHECK(search.progress() <= 1.0);
    lastProgress = search.progress();
    if (s == RunStatus::Done) break;
  }
  CHECK(lastProgress == 1.0);
  CHECK(search.stats().solutions == 4);
  CHECK(search.run(100) == RunStatus::Done);
}

TEST_CASE("counting with a limit stops at the limit", "[dlx]") {
  CHECK(allSolutions(queens(8), 1000, 10).size() == 10);
  CHECK(allSolutions(queens(4), 1000, 10).size() == 2);
}

TEST_CASE("no primary items: the empty set is the one solution", "[dlx]") {
  ExactCoverModel m;
  int s = m.addSecondary("s");
  m.addOption({s});
  CHECK(allSolutions(m, 10).size() == 1);
}

TEST_CASE("bad Knuth-format input names the line", "[dlx][input]") {
  auto errorOf = [](const std::string& text) -> std::pair<std::string, int> {
    try {
      parseKnuthMatrix(text);
    } catch (const InputError& e) {
      return {e.what(), e.line()};
    }
    return {"", 0};
  };
  auto [unknown, l1] = errorOf("A B\nA\nB Z\n");
  CHECK(l1 == 3);
  CHECK_THAT(unknown, Catch::Contains("unknown item 'Z'"));
  auto [dup, l2] = errorOf("| c\nA B A\n");
  CHECK(l2 == 2);
  CHECK_THAT(dup, Catch::Contains("duplicate item name 'A'"));
  auto [twice, l3] = errorOf("A B\nA B A\n");
  CHECK(l3 == 2);
  CHECK_THAT(twice, Catch::Contains("twice"));
  auto [empty, l4] = errorOf("| only a comment\n\n");
  CHECK_THAT(empty, Catch::Contains("empty input"));
  auto [longLine, l5] = errorOf("A B\n" + std::string(5000, 'A') + "\n");
  CHECK(l5 == 2);
  CHECK_THAT(longLine, Catch::Contains("limit"));
  auto [noPrimary, l7] = errorOf("A | B\nA\nB\n");
  CHECK(l7 == 3);
  CHECK_THAT(noPrimary, Catch::Contains("no primary item"));
  auto [longName, l6] = errorOf("ABCDEFGHI\n");
  CHECK(l6 == 1);
  CHECK_THAT(longName, Catch::Contains("longer than 8"));
}

TEST_CASE("multiplicities in Knuth's format", "[dlx]") {
  KnuthMatrix k = parseKnuthMatrix("2|A B\nA\nA B\nA\n");
  // A twice and B once: {0,1}, {1,2}.
  CHECK(allSolutions(k.model, 100).size() == 2);
  CHECK(writeKnuthMatrix(k.model) == "2|A B\nA\nA B\nA\n");
}
