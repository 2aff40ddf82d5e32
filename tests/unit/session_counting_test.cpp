// Session::runCounting, the call the page's workers slice a count with: it goes on past the
// solutions it meets, so the count, and the first solutions kept, must be exactly what a plain
// run() loop gives, whatever the slice; and it never hands back a single solution.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "core/session.h"

namespace {

dlx::Options preset(const char* name) {
  dlx::Options o;
  o.set("preset", name);
  return o;
}

}  // namespace

TEST_CASE("session: counting in slices past the solutions gives the plain count and the same first solutions", "[session]") {
  struct Case {
    const char* kind;
    std::string input;
    dlx::Options options;
    uint64_t count;
  };
  const std::vector<Case> cases = {
      {"", "", preset("pentomino-6x10"), 9356},
      {"numberlink", "4 4\n1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n", [] { dlx::Options o; o.set("rule", "free"); return o; }(), 184},
      {"shikaku", "https://puzz.link/p?shikaku/7/7/.2g23m2l.2g.g33h22j4h32i5l", {}, 0},  // `?` clues: the race
  };
  for (const Case& c : cases) {
    INFO(c.kind << c.input);
    dlx::Session plain(c.kind, c.input, c.options);
    plain.setKeep(5);
    plain.runUntil(0);
    REQUIRE(plain.complete());
    if (c.count > 0) CHECK(plain.count() == c.count);
    for (const uint64_t slice : {uint64_t{1}, uint64_t{7}, uint64_t{1000}, uint64_t{1} << 30}) {
      INFO("slice " << slice);
      dlx::Session s(c.kind, c.input, c.options);
      s.setKeep(5);
      int calls = 0;
      for (;;) {
        const dlx::RunStatus st = s.runCounting(slice);
        REQUIRE(st != dlx::RunStatus::Solution);
        ++calls;
        if (st == dlx::RunStatus::Done) break;
        REQUIRE(calls < 50000000);
      }
      CHECK(s.complete());
      CHECK(s.count() == plain.count());
      REQUIRE(s.solutions().size() == plain.solutions().size());
      for (size_t i = 0; i < s.solutions().size(); ++i) CHECK(s.solutions()[i].dump() == plain.solutions()[i].dump());
      // A slice of one node or solution comes back at least once a solution.
      if (slice == 1) CHECK(calls >= static_cast<int>(plain.count()));
    }
  }
}

TEST_CASE("session: a packing count read in bulk (orbits at once) equals the solutions listed one by one", "[session][packing]") {
  // With symmetry pruning, a count that keeps no more solutions takes each representative's orbit
  // at once (PackingSearch::allowBulk); keeping them all lists every image instead.
  for (const char* name : {"pentomino-6x10", "pentomino-8x8"}) {
    INFO(name);
    dlx::Session listed("", "", preset(name));
    listed.setKeep(100000);
    listed.runUntil(0);
    std::set<std::string> distinct;
    for (const dlx::Json& sol : listed.solutions()) distinct.insert(sol.find("grid")->dump());
    CHECK(distinct.size() == listed.count());
    dlx::Session bulk("", "", preset(name));
    bulk.setKeep(0);
    bulk.runUntil(0);
    CHECK(bulk.count() == listed.count());
    CHECK(bulk.count() == (std::string(name) == "pentomino-6x10" ? 9356u : 520u));
  }
}

TEST_CASE("session: solutions kept during a count are decoded when read, as they were found", "[session]") {
  // A packing session keeps placement ids and decodes a solution only when it is read; each must
  // be the solution the search was on when it was kept (read right then, below), not a later one.
  for (const char* symmetry : {"0", "1"}) {
    INFO("symmetry " << symmetry);
    dlx::Options o = preset("pentomino-6x10");
    o.set("symmetry", symmetry);
    dlx::Session eager("", "", o);
    eager.setKeep(200);
    std::vector<std::string> seen;
    while (seen.size() < 200 && eager.run(1u << 16) != dlx::RunStatus::Done)
      if (eager.solutionCount() > seen.size()) seen.push_back(eager.solution(seen.size()).dump());
    REQUIRE(seen.size() == 200);

    dlx::Session counted("", "", o);
    counted.setKeep(200);
    counted.runUntil(0);
    CHECK(counted.count() == (symmetry[0] == '1' ? 2339u : 9356u));
    REQUIRE(counted.solutionCount() == 200);
    std::set<std::string> distinct;
    for (size_t i : {size_t{199}, size_t{0}, size_t{57}}) CHECK(counted.solution(i).dump() == seen[i]);
    for (size_t i = 0; i < 200; ++i) {
      CHECK(counted.solutions()[i].dump() == seen[i]);
      CHECK_FALSE(counted.puzzle().check(counted.solutions()[i]).has_value());
      distinct.insert(seen[i]);
    }
    CHECK(distinct.size() == 200);
    CHECK(counted.report(3).find("solutions")->size() == 3);
  }
}
