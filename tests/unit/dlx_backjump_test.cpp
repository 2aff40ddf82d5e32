// Backjumping and the restart race of the exact-cover engine on a matrix built to mislead the
// plain search, and on small Shikaku boards with `?` clues: the same solutions, exactly once each,
// whatever is reported first and whenever counting switches to bulk. (Random matrices against
// brute force with backjumping: dlx_split_test.cpp.)
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "core/session.h"
#include "dlx/cover_race.h"
#include "dlx/dancing_links.h"
#include "support/shikaku_generator.h"

using namespace dlx;

namespace {

// Item a is branched on first: {a, b} (tried first) or {a} (b secondary). Then come `free`
// independent items x_k with two options each, and last a triangle p, q, r ({p,q}, {q,r}, {p,r}:
// no exact cover) that only the option {p, q, r, b} rescues. So after {a, b} the search fails, but
// only once it reaches the triangle, below all x_k levels. 2^free solutions, all with {a}.
ExactCoverModel decoy(int free) {
  ExactCoverModel m;
  const int a = m.addPrimary("a");
  std::vector<int> xs, ys;
  for (int k = 0; k < free; ++k) xs.push_back(m.addPrimary("x" + std::to_string(k)));
  const int p = m.addPrimary("p"), q = m.addPrimary("q"), r = m.addPrimary("r");
  const int b = m.addSecondary("b");
  for (int k = 0; k < free; ++k) ys.push_back(m.addSecondary("y" + std::to_string(k)));
  m.addOption({a, b});
  m.addOption({a});
  for (int k = 0; k < free; ++k) {
    m.addOption({xs[k]});
    m.addOption({xs[k], ys[k]});
  }
  m.addOption({p, q});
  m.addOption({q, r});
  m.addOption({p, r});
  m.addOption({p, q, r, b});
  return m;
}

struct Run {
  std::vector<std::vector<int>> listed;  // sorted option lists, in the order reported
  uint64_t count = 0, firstAt = 0;       // total with multiplicities; nodes at the first solution
};

// Lists solutions until `listFirst` are known (-1: all), then counts the rest in bulk.
// sat=false: the SAT search never joins, so the other turns are restarts.
Run runRace(const ExactCoverModel& model, bool backjump, bool race, int listFirst, uint64_t budget, bool sat = false) {
  CoverRace search(model, backjump, race);
  search.setSplitting(false);  // the decoy's x_k are separate parts: keep them in one search
  if (!sat) search.setSatAfter(UINT64_MAX);
  Run out;
  if (listFirst == 0) search.allowBulk();
  for (;;) {
    const RunStatus s = search.run(budget);
    if (s == RunStatus::Done) break;
    if (s != RunStatus::Solution) continue;
    if (out.count == 0) out.firstAt = search.stats().nodes;
    out.count = addCount(out.count, search.multiplicity());
    if (search.multiplicity() == 1 && !search.solution().empty()) {
      std::vector<int> sol = search.solution();
      std::sort(sol.begin(), sol.end());
      out.listed.push_back(sol);
    }
    if (listFirst > 0 && static_cast<int>(out.listed.size()) == listFirst) search.allowBulk();
  }
  CHECK(search.stats().solutions == out.count);
  return out;
}

}  // namespace

TEST_CASE("backjump: a failure far below its cause skips the unrelated levels between", "[dlx][backjump]") {
  const ExactCoverModel m = decoy(12);
  uint64_t nodes[2];
  for (bool backjump : {false, true}) {
    DancingLinks search(m);
    search.setSplitting(false);  // the x_k are separate parts; keep them in one search here
    search.setBackjumping(backjump);
    uint64_t count = 0;
    while (search.run(UINT64_MAX) == RunStatus::Solution) ++count;
    INFO("backjump " << backjump);
    CHECK(count == 4096u);
    CHECK((search.backjumps() > 0) == backjump);
    nodes[backjump] = search.stats().nodes;
  }
  CHECK(nodes[1] + 4096u * 2 < nodes[0]);  // the 2^12 failing x_k combinations were skipped
}

TEST_CASE("race: a restart or the SAT search finds the first solution; every solution is still reported once", "[dlx][race]") {
  const ExactCoverModel m = decoy(10);
  const Run plain = runRace(m, false, false, -1, 1000);
  REQUIRE(plain.listed.size() == 1024u);
  const std::set<std::vector<int>> expected(plain.listed.begin(), plain.listed.end());
  REQUIRE(expected.size() == 1024u);
  for (bool sat : {false, true})
    for (uint64_t budget : {1ull, 7ull, 300ull, 1ull << 20}) {
      INFO("budget " << budget << (sat ? ", SAT search" : ", restarts"));
      const Run raced = runRace(m, false, true, -1, budget, sat);
      CHECK(raced.firstAt < plain.firstAt);  // the decoy subtree was left to the exact search
      CHECK(raced.count == 1024u);
      CHECK(std::set<std::vector<int>>(raced.listed.begin(), raced.listed.end()) == expected);
      CHECK(raced.listed.size() == 1024u);  // no solution twice
      // Counting in bulk after 0, 1, 2 or 3 listed: the racers' solutions are not counted twice.
      for (int listed = 0; listed <= 3; ++listed) CHECK(runRace(m, false, true, listed, budget, sat).count == 1024u);
      CHECK(runRace(m, true, true, 1, budget, sat).count == 1024u);
    }
}

TEST_CASE("race: small Shikaku boards with `?` clues list and count the same as the plain search", "[shikaku][race]") {
  int several = 0;
  for (uint64_t seed = 1; seed <= 24; ++seed) {
    shikaku_test::Generated g = shikaku_test::generate(5 + seed % 3, 5, seed, 6);
    shikaku_test::hideClues(g, 50, seed);
    const std::string url = shikaku_test::toPuzzLink(g);
    std::set<std::string> lists[3];
    uint64_t counts[3], bulk[3];
    const char* searches[3] = {"plain", "backjump", "auto"};
    for (int k = 0; k < 3; ++k) {
      Options o;
      o.set("bench_search", searches[k]);
      Session listing("shikaku", url, o);
      listing.setKeep(100000);
      listing.runUntil(0);
      REQUIRE(listing.complete());
      counts[k] = listing.count();
      for (const Json& s : listing.solutions()) lists[k].insert(s.find("text")->asString());
      Session counting("shikaku", url, o);
      counting.setKeep(1);
      counting.runUntil(0);
      bulk[k] = counting.count();
    }
    INFO("seed " << seed << " " << url);
    CHECK(counts[0] >= 1);
    CHECK(lists[0].size() == counts[0]);
    for (int k = 1; k < 3; ++k) {
      CHECK(counts[k] == counts[0]);
      CHECK(bulk[k] == counts[0]);
      CHECK(lists[k] == lists[0]);
    }
    CHECK(bulk[0] == counts[0]);
    several += counts[0] > 1;
  }
  CHECK(several > 12);
}

TEST_CASE("race: unique checks of generated puzzles, with and without hidden clues, agree with the plain search", "[shikaku][race]") {
  int unique = 0, notUnique = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    shikaku_test::Generated g = shikaku_test::generate(12, 12, seed, 10);
    REQUIRE(shikaku_test::makeUnique(g, seed));
    for (int percent : {0, 10, 30}) {
      shikaku_test::Generated h = g;
      shikaku_test::hideClues(h, percent, seed);
      const std::string url = shikaku_test::toPuzzLink(h);
      uint64_t counts[2];
      for (int k = 0; k < 2; ++k) {
        Options o;
        o.set("bench_search", k == 0 ? "plain" : "auto");
        Session s("shikaku", url, o);
        s.setKeep(2);
        s.runUntil(2);
        counts[k] = s.count();
        if (s.count() == 2) CHECK(s.solutions()[0].find("text")->asString() != s.solutions()[1].find("text")->asString());
      }
      INFO("seed " << seed << ", " << percent << " % hidden");
      CHECK(counts[1] == counts[0]);
      if (percent == 0) CHECK(counts[0] == 1u);
      unique += counts[0] == 1;
      notUnique += counts[0] == 2;
    }
  }
  CHECK(unique >= 6);
  CHECK(notUnique >= 3);
}
