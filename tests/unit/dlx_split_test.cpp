// Independent parts in the exact-cover engine: matrices built from disjoint pieces (so they split)
// and plain random ones, checked against a brute-force counter that shares no code with the
// engine; listing (odometer), bulk counting, the switch between them, and counts beyond 2^53/2^64.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "core/json.h"
#include "core/session.h"
#include "dlx/dancing_links.h"
#include "support/test_rounds.h"

using namespace dlx;

namespace {

// A matrix as plain data, so pieces can be combined before building the model.
struct Matrix {
  int primaries = 0, secondaries = 0;
  std::vector<int> multiplicity;          // per primary
  std::vector<std::vector<int>> options;  // item indices: primaries first, then secondaries
};

Matrix randomPiece(std::mt19937& rng) {
  Matrix m;
  m.primaries = 1 + rng() % 4;
  m.secondaries = rng() % 3;
  for (int i = 0; i < m.primaries; ++i) m.multiplicity.push_back(rng() % 5 == 0 ? 2 : 1);
  const int items = m.primaries + m.secondaries, options = 1 + rng() % 6;
  for (int o = 0; o < options; ++o) {
    std::vector<int> opt;
    for (int i = 0; i < items; ++i)
      if (rng() % 3 == 0) opt.push_back(i);
    bool hasPrimary = false;
    for (int i : opt) hasPrimary = hasPrimary || i < m.primaries;
    if (!hasPrimary) opt.push_back(static_cast<int>(rng() % m.primaries));
    m.options.push_back(opt);
  }
  return m;
}

// The pieces side by side (sharing no item), options shuffled together.
Matrix combine(const std::vector<Matrix>& pieces, std::mt19937& rng) {
  Matrix out;
  std::vector<int> primaryBase, secondaryBase;
  for (const Matrix& p : pieces) {
    primaryBase.push_back(out.primaries);
    secondaryBase.push_back(out.secondaries);
    out.primaries += p.primaries;
    out.secondaries += p.secondaries;
    out.multiplicity.insert(out.multiplicity.end(), p.multiplicity.begin(), p.multiplicity.end());
  }
  for (size_t k = 0; k < pieces.size(); ++k)
    for (const auto& opt : pieces[k].options) {
      std::vector<int> mapped;
      for (int i : opt)
        mapped.push_back(i < pieces[k].primaries ? primaryBase[k] + i
                                                 : out.primaries + secondaryBase[k] + i - pieces[k].primaries);
      std::shuffle(mapped.begin(), mapped.end(), rng);
      out.options.push_back(mapped);
    }
  std::shuffle(out.options.begin(), out.options.end(), rng);
  return out;
}

ExactCoverModel modelOf(const Matrix& m) {
  ExactCoverModel model;
  for (int i = 0; i < m.primaries; ++i) model.addPrimary("p" + std::to_string(i), m.multiplicity[i]);
  for (int i = 0; i < m.secondaries; ++i) model.addSecondary("s" + std::to_string(i));
  for (const auto& opt : m.options) model.addOption(std::span<const int>(opt.data(), opt.size()));
  return model;
}

// Brute force: every subset of options; primaries covered exactly their multiplicity, secondaries
// at most once. The solutions as sorted option lists.
std::set<std::vector<int>> bruteForce(const Matrix& m) {
  std::set<std::vector<int>> out;
  const int n = static_cast<int>(m.options.size());
  const int items = m.primaries + m.secondaries;
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    std::vector<int> covered(items, 0), chosen;
    for (int o = 0; o < n; ++o)
      if (mask >> o & 1) {
        chosen.push_back(o);
        for (int i : m.options[o]) ++covered[i];
      }
    bool ok = true;
    for (int i = 0; i < items && ok; ++i) ok = i < m.primaries ? covered[i] == m.multiplicity[i] : covered[i] <= 1;
    if (ok) out.insert(chosen);
  }
  return out;
}

struct Listing {
  std::vector<std::vector<int>> solutions;
  uint64_t count = 0;  // with multiplicities
};

// Runs to the end with budget `budget`; lists the first `listFirst` solutions, then allows bulk
// counting (listFirst < 0: never). Backjumping on when asked; shuffle > 0 shuffles the options.
Listing runAll(const ExactCoverModel& model, uint64_t budget, int listFirst, bool splitting = true,
               bool backjump = false, uint64_t shuffle = 0, uint64_t* jumped = nullptr) {
  DancingLinks search(model);
  search.setSplitting(splitting);
  search.setBackjumping(backjump);
  if (shuffle > 0) search.shuffleOptions(shuffle);
  Listing out;
  if (listFirst == 0) search.allowBulk();
  for (;;) {
    const RunStatus s = search.run(budget);
    if (s == RunStatus::Done) break;
    if (s != RunStatus::Solution) continue;
    out.count = addCount(out.count, search.multiplicity());
    if (search.multiplicity() == 1) {
      std::vector<int> sol = search.solution();
      std::sort(sol.begin(), sol.end());
      if (listFirst < 0 || static_cast<int>(out.solutions.size()) < listFirst) out.solutions.push_back(sol);
    }
    if (listFirst > 0 && static_cast<int>(out.solutions.size()) >= listFirst) search.allowBulk();
  }
  CHECK(search.stats().solutions == out.count);
  if (jumped) *jumped += search.backjumps();
  return out;
}

// n-queens (rows and columns primary, diagonals secondary) as a Matrix.
Matrix queens(int n) {
  Matrix m;
  m.primaries = 2 * n;
  m.secondaries = 2 * (2 * n - 1);
  m.multiplicity.assign(m.primaries, 1);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) m.options.push_back({r, n + c, 2 * n + r + c, 2 * n + (2 * n - 1) + (r - c + n - 1)});
  return m;
}

}  // namespace

TEST_CASE("split: random matrices, split and not, agree with brute force in every mode", "[dlx][split]") {
  std::mt19937 rng(1717);
  int splitting = 0, solvable = 0, several = 0;
  for (int trial = 0; trial < dlx_test::rounds(400); ++trial) {
    std::vector<Matrix> pieces;
    const int count = 1 + static_cast<int>(rng() % 4);
    for (int k = 0; k < count; ++k) pieces.push_back(randomPiece(rng));
    Matrix m = combine(pieces, rng);
    if (m.options.size() > 18) continue;
    // Some trials join two pieces with a shared option, so they do not split at the root.
    if (trial % 3 == 0 && m.primaries > 1) m.options.push_back({0, m.primaries - 1});
    const ExactCoverModel model = modelOf(m);
    const std::set<std::vector<int>> expected = bruteForce(m);
    INFO("trial " << trial);

    const Listing listed = runAll(model, 1 + trial % 7, -1);
    std::set<std::vector<int>> got(listed.solutions.begin(), listed.solutions.end());
    CHECK(listed.solutions.size() == got.size());  // all distinct
    CHECK(got == expected);
    CHECK(listed.count == expected.size());

    CHECK(runAll(model, 1 + trial % 5, 0).count == expected.size());  // bulk from the start
    CHECK(runAll(model, 3, 1 + trial % 3).count == expected.size());  // bulk after listing some
    CHECK(runAll(model, 1000, -1, false).count == expected.size());   // the plain search

    DancingLinks probe(model);
    probe.allowBulk();
    while (probe.run(1000) != RunStatus::Done) {}
    splitting += probe.splits() > 0;
    solvable += !expected.empty();
    several += expected.size() > 1;
  }
  // The generator must exercise splits with and without solutions, or this proves little.
  CHECK(splitting > dlx_test::rounds(150));
  CHECK(solvable > dlx_test::rounds(80));
  CHECK(several > dlx_test::rounds(50));
}

TEST_CASE("split: k disjoint 8-queens count 92^k exactly, without listing them", "[dlx][split]") {
  uint64_t expected = 1;
  for (int k = 1; k <= 8; ++k) {
    expected *= 92;
    std::mt19937 rng(k);
    const ExactCoverModel model = modelOf(combine(std::vector<Matrix>(k, queens(8)), rng));
    DancingLinks search(model);
    search.allowBulk();
    uint64_t count = 0;
    while (search.run(UINT64_MAX) == RunStatus::Solution) count = addCount(count, search.multiplicity());
    INFO("k = " << k);
    CHECK(count == expected);
    CHECK(search.stats().nodes < 20000u * k);  // each part searched once, not 92^(k-1) times
  }
  CHECK(expected == 5132188731375616ull);
}

TEST_CASE("split: listing disjoint parts walks the product like an odometer", "[dlx][split]") {
  // 6-queens has 4 solutions, 4-queens 2: three parts give 4*2*4 = 32 solutions.
  std::mt19937 rng(5);
  const Matrix m = combine({queens(6), queens(4), queens(6)}, rng);
  const ExactCoverModel model = modelOf(m);
  const Listing all = runAll(model, 3, -1);
  REQUIRE(all.solutions.size() == 32u);
  std::set<std::vector<int>> distinct(all.solutions.begin(), all.solutions.end());
  CHECK(distinct.size() == 32u);
  for (const auto& sol : all.solutions) {  // each an exact cover
    std::vector<int> covered(m.primaries + m.secondaries, 0);
    for (int o : sol)
      for (int i : m.options[o]) ++covered[i];
    for (int i = 0; i < m.primaries; ++i) CHECK(covered[i] == 1);
    for (int i = m.primaries; i < m.primaries + m.secondaries; ++i) CHECK(covered[i] <= 1);
  }
  // The second solution differs from the first in one part only (the odometer's last wheel turned);
  // over the whole listing every part changes, and the last part fastest.
  auto partOf = [&](int option) {  // items: primaries 12 + 8 + 12, secondaries 22 + 14 + 22
    const int item = m.options[option][0];
    if (item < m.primaries) return item < 12 ? 0 : item < 20 ? 1 : 2;
    const int local = item - m.primaries;
    return local < 22 ? 0 : local < 36 ? 1 : 2;
  };
  auto changedParts = [&](size_t k) {
    std::set<int> changed;
    std::set<int> before(all.solutions[k - 1].begin(), all.solutions[k - 1].end());
    for (int o : all.solutions[k])
      if (!before.count(o)) changed.insert(partOf(o));
    return changed;
  };
  CHECK(changedParts(1).size() == 1u);
  int lastTurned = 0;
  for (size_t k = 1; k < all.solutions.size(); ++k) lastTurned += changedParts(k).count(*changedParts(1).begin()) > 0;
  CHECK(lastTurned == 31);  // the wheel that turned first turns at every step
}

TEST_CASE("split: a part without solutions ends the search at once", "[dlx][split]") {
  // 8-queens beside 3-queens (no solution): nothing, and the 92 are not tried one by one.
  std::mt19937 rng(3);
  const ExactCoverModel model = modelOf(combine({queens(8), queens(3), queens(8)}, rng));
  DancingLinks search(model);
  CHECK(search.run(UINT64_MAX) == RunStatus::Done);
  CHECK(search.stats().solutions == 0u);
  CHECK(search.stats().nodes < 50u);
}

TEST_CASE("split: counts beyond 2^64 saturate and say so; JSON prints uint64 exactly", "[dlx][split]") {
  std::mt19937 rng(10);
  const ExactCoverModel model = modelOf(combine(std::vector<Matrix>(10, queens(8)), rng));  // 92^10 > 2^64
  DancingLinks search(model);
  search.allowBulk();
  uint64_t count = 0;
  while (search.run(UINT64_MAX) == RunStatus::Solution) count = addCount(count, search.multiplicity());
  CHECK(count == UINT64_MAX);

  CHECK(Json(static_cast<uint64_t>(UINT64_MAX)).dump() == "18446744073709551615");
  CHECK(Json(5132188731375616ull).dump() == "5132188731375616");
  CHECK(Json::parse("18446744073709551615").asUint() == UINT64_MAX);
  CHECK(Json::parse("9223372036854775808").dump() == "9223372036854775808");
  CHECK(Json::parse("-5").asInt() == -5);
  CHECK_THROWS(Json::parse("18446744073709551616"));
  CHECK(addCount(UINT64_MAX - 1, 5) == UINT64_MAX);
  CHECK(mulCount(1ull << 40, 1ull << 30) == UINT64_MAX);
  CHECK(mulCount(UINT64_MAX, 0) == 0u);
}

TEST_CASE("split: the session reports count and count_text exactly, and unique with a witness", "[dlx][split]") {
  std::string text = "| 8 disjoint 8-queens\n";
  std::string primary, secondary, body;
  for (int q = 0; q < 8; ++q) {
    const std::string p = "q" + std::to_string(q) + "_";
    for (int i = 0; i < 8; ++i) primary += p + "r" + std::to_string(i) + " " + p + "c" + std::to_string(i) + " ";
    for (int d = 0; d < 15; ++d) secondary += " " + p + "a" + std::to_string(d) + " " + p + "b" + std::to_string(d);
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c)
        body += p + "r" + std::to_string(r) + " " + p + "c" + std::to_string(c) + " " + p + "a" + std::to_string(r + c) +
                " " + p + "b" + std::to_string(r - c + 7) + "\n";
  }
  text += primary + "|" + secondary + "\n" + body;

  Session count("exact-cover", text, Options());
  count.setKeep(1);
  count.runUntil(0);
  CHECK(count.complete());
  CHECK(count.count() == 5132188731375616ull);
  CHECK(count.solutions().size() == 1u);
  const Json report = count.report();
  CHECK(report.find("count")->dump() == "5132188731375616");
  CHECK(report.find("count_text")->asString() == "5132188731375616");
  CHECK_FALSE(report.has("count_saturated"));

  Session unique("exact-cover", text, Options());
  unique.setKeep(2);
  unique.runUntil(2);
  CHECK(unique.unique().dump() == "false");
  REQUIRE(unique.solutions().size() == 2u);
  // The witness differs from the first solution in one part (one queen problem) only.
  auto lines = [](const Json& s) {
    std::set<std::string> out;
    std::string t = s.find("text")->asString();
    for (size_t a = 0, b; a < t.size(); a = b + 1) {
      b = t.find('\n', a);
      if (b == std::string::npos) b = t.size();
      if (b > a) out.insert(t.substr(a, b - a));
    }
    return out;
  };
  const auto first = lines(unique.solutions()[0]), second = lines(unique.solutions()[1]);
  std::set<std::string> parts;
  for (const std::string& l : second)
    if (!first.count(l)) parts.insert(l.substr(0, l.find('_')));
  CHECK(parts.size() == 1u);
}

// Pieces without multiplicities (backjumping leaves those alone), some joined by a shared option so
// they do not split, and deep enough (up to 18 options) that conflicts skip levels.
TEST_CASE("backjump: random matrices agree with brute force, split or not, listed or counted", "[dlx][split][backjump]") {
  std::mt19937 rng(4242);
  uint64_t jumped = 0;
  int solvable = 0, several = 0, tried = 0;
  for (int trial = 0; trial < 300; ++trial) {  // all rounds under the sanitizers too: few jump
    std::vector<Matrix> pieces;
    const int count = 1 + static_cast<int>(rng() % 5);
    for (int k = 0; k < count; ++k) pieces.push_back(randomPiece(rng));
    Matrix m = combine(pieces, rng);
    std::fill(m.multiplicity.begin(), m.multiplicity.end(), 1);
    if (m.options.size() > 18) continue;
    if (trial % 2 == 0 && m.primaries > 2) m.options.push_back({0, 1 + static_cast<int>(rng() % (m.primaries - 1))});
    if (trial % 4 == 1 && m.primaries > 3) m.options.push_back({1, m.primaries - 1, m.primaries - 2});
    const ExactCoverModel model = modelOf(m);
    const std::set<std::vector<int>> expected = bruteForce(m);
    INFO("trial " << trial);
    ++tried;
    for (bool splitting : {false, true}) {
      const Listing listed = runAll(model, 1 + trial % 5, -1, splitting, true, 0, &jumped);
      const std::set<std::vector<int>> got(listed.solutions.begin(), listed.solutions.end());
      CHECK(listed.solutions.size() == got.size());
      CHECK(got == expected);
      CHECK(runAll(model, 1 + trial % 3, 0, splitting, true, 0, &jumped).count == expected.size());
      CHECK(runAll(model, 2, 1 + trial % 2, splitting, true, 0, &jumped).count == expected.size());
      // Shuffled option order: the same solutions, found in another order.
      const Listing shuffled = runAll(model, 1000, -1, splitting, true, 1 + trial, &jumped);
      CHECK(std::set<std::vector<int>>(shuffled.solutions.begin(), shuffled.solutions.end()) == expected);
    }
    solvable += !expected.empty();
    several += expected.size() > 1;
  }
  CHECK(tried > 200);
  CHECK(solvable > 60);
  CHECK(several > 40);
  CHECK(jumped > 20);  // levels really skipped (35 with this seed), or this proves little
}
