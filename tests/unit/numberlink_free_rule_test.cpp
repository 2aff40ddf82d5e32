// Rule free with any turns (numberlink_free_rule.h, numberlink_detour.h). First the theorem itself,
// against every solution listed by brute force (nothing from the solver but the detour code on
// the brute-force solutions): existence, two or more solutions, forced labels and forced-empty
// cells, read from R (the solutions without self-touch) and the detours of its members. Then the
// kind's search: first solutions, --unique and whole counts against brute force, every solution
// checked by the independent checker and none repeated.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "core/session.h"
#include "kinds/numberlink/numberlink_board.h"
#include "kinds/numberlink/numberlink_detour.h"
#include "kinds/numberlink/numberlink_free_rule.h"
#include "kinds/numberlink/numberlink_render.h"
#include "kinds/numberlink/numberlink_turn_proof.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_random.h"
#include "support/text_file.h"

namespace {

using dlx::numberlink::Board;
using dlx::numberlink::Grid;
using nltest::BrutePaths;

bool touchesItself(const BrutePaths& s, int w) {
  for (const std::vector<int>& path : s)
    for (size_t i = 0; i < path.size(); ++i)
      for (size_t j = i + 2; j < path.size(); ++j) {
        const int a = path[i], b = path[j];
        const bool beside = (a / w == b / w && std::abs(a - b) == 1) || std::abs(a - b) == w;
        if (beside) return true;
      }
  return false;
}

// Label per cell (row-major): the pair's number, 0 unused (RandomBoards numbers its pairs 1..n).
std::vector<int> labelsOf(const BrutePaths& s, size_t cells) {
  std::vector<int> labels(cells, 0);
  for (size_t p = 0; p < s.size(); ++p)
    for (int c : s[p]) labels[static_cast<size_t>(c)] = static_cast<int>(p) + 1;
  return labels;
}

Board drawn(const Grid& grid, const BrutePaths& s) {
  Board b(grid);
  for (const std::vector<int>& path : s)
    for (size_t i = 1; i < path.size(); ++i) {
      const int from = b.cellOf(path[i - 1] % grid.width, path[i - 1] / grid.width);
      const int to = b.cellOf(path[i] % grid.width, path[i] / grid.width);
      b.link(from, b.direction(from, to));
    }
  return b;
}

// The paths as the kind's renderer traces them: (x, y) cells from each pair's first clue.
std::vector<std::vector<dlx::numberlink::Cell>> cellsOf(const BrutePaths& s, int w) {
  std::vector<std::vector<dlx::numberlink::Cell>> out;
  for (const std::vector<int>& path : s) {
    out.emplace_back();
    for (int c : path) out.back().push_back({c % w, c / w});
  }
  return out;
}

struct Sample {
  int boards = 0, solvable = 0, unique = 0, detourSeconds = 0, forcedEmptyCells = 0, reachedCells = 0;
};

dlx::Options freeRule() {
  dlx::Options o;
  o.set("rule", "free");
  return o;
}

}  // namespace

TEST_CASE("free rule: the shortcut theorem against brute force on random boards", "[numberlink][free]") {
  nltest::RandomBoards rng(20261129);
  Sample n;
  int skipped = 0;
  for (int round = 0; round < 600; ++round) {
    const nltest::SmallBoard sb = rng.next(4);
    const std::vector<BrutePaths> all = nltest::bruteForceSolutions(sb.width, sb.height, sb.clues, false, 4000);
    if (all.size() >= 4000) {
      ++skipped;
      continue;
    }
    ++n.boards;
    const Grid grid{sb.width, sb.height, sb.clues};
    const size_t cells = sb.clues.size();
    INFO(nltest::gridText(sb.width, sb.height, sb.clues) << all.size() << " solutions");
    std::vector<BrutePaths> shortest;
    for (const BrutePaths& s : all)
      if (!touchesItself(s, sb.width)) shortest.push_back(s);
    // Existence.
    REQUIRE(all.empty() == shortest.empty());
    if (all.empty()) continue;
    ++n.solvable;
    // Two or more: |R| >= 2, or R's only member has a detour, which is another solution.
    if (shortest.size() == 1) {
      const Board s = drawn(grid, shortest[0]);
      Board longer(s);
      const bool detour = dlx::numberlink::makeDetour(s, longer);
      REQUIRE(detour == (all.size() >= 2));
      if (detour) {
        ++n.detourSeconds;
        const auto paths = dlx::numberlink::tracePaths(grid, longer);
        REQUIRE(paths != cellsOf(shortest[0], sb.width));
        bool listed = false;
        for (const BrutePaths& t : all) listed |= cellsOf(t, sb.width) == paths;
        REQUIRE(listed);
      } else {
        ++n.unique;
      }
    }
    // Forced labels: a path's label is in every solution iff in every member of R; a cell is on
    // some path of some solution iff it is in some member of R or some detour of one reaches it.
    std::vector<std::set<int>> everyLabel(cells), shortestLabel(cells);
    for (const BrutePaths& s : all) {
      const std::vector<int> l = labelsOf(s, cells);
      for (size_t c = 0; c < cells; ++c) everyLabel[c].insert(l[c]);
    }
    std::vector<bool> reachable(cells, false);
    for (const BrutePaths& s : shortest) {
      const std::vector<int> l = labelsOf(s, cells);
      const Board b = drawn(grid, s);
      const std::vector<uint8_t> reach = dlx::numberlink::detourReach(b);
      for (size_t c = 0; c < cells; ++c) {
        shortestLabel[c].insert(l[c]);
        const int cell = b.cellOf(static_cast<int>(c) % sb.width, static_cast<int>(c) / sb.width);
        if (reach[static_cast<size_t>(cell)]) {
          REQUIRE(l[c] == 0);  // detours run through empty cells only
          reachable[c] = true;
        }
      }
    }
    for (size_t c = 0; c < cells; ++c) {
      INFO("cell " << c);
      const bool forcedPath = everyLabel[c].size() == 1 && *everyLabel[c].begin() != 0;
      const bool forcedPathInR = shortestLabel[c].size() == 1 && *shortestLabel[c].begin() != 0;
      REQUIRE(forcedPath == forcedPathInR);
      const bool usedSomewhere = everyLabel[c] != std::set<int>{0};
      const bool usedInR = shortestLabel[c] != std::set<int>{0};
      REQUIRE(usedSomewhere == (usedInR || reachable[c]));
      n.forcedEmptyCells += !usedSomewhere;
      n.reachedCells += reachable[c] && !usedInR;
    }
  }
  // The sample must hold every case the theorem separates (seed 20261129: 593 boards, 411 with a
  // solution, 40 unique, 121 with R = {S} and a detour, 106 forced-empty cells, 1,105 cells used
  // only by detours; 7 boards over the brute-force limit).
  CHECK(skipped < 60);
  CHECK(n.boards - n.solvable > 20);
  CHECK(n.unique > 10);
  CHECK(n.detourSeconds > 20);
  CHECK(n.forcedEmptyCells > 20);
  CHECK(n.reachedCells > 20);
}

TEST_CASE("free rule: first solutions, --unique and counts against brute force", "[numberlink][free]") {
  nltest::RandomBoards rng(31);
  int unique = 0, detourSeconds = 0, counted = 0;
  for (int round = 0; round < 400; ++round) {
    const nltest::SmallBoard sb = rng.next(4);
    const uint64_t expected = nltest::bruteForceCount(sb.width, sb.height, sb.clues, false, false, 301);
    const std::string input = nltest::gridText(sb.width, sb.height, sb.clues);
    INFO(input << expected << " solutions");
    // --unique: up to two, both valid and different; done at once when there is at most one.
    dlx::Session two("numberlink", input, freeRule());
    two.setKeep(2);
    two.runUntil(2);
    REQUIRE(two.count() == std::min<uint64_t>(expected, 2));
    if (expected <= 1) REQUIRE(two.complete());
    for (const dlx::Json& s : two.solutions()) REQUIRE(nltest::checkSolution(sb.width, sb.height, sb.clues, s, false) == "");
    if (two.count() == 2) REQUIRE(two.solutions()[0].find("paths")->dump() != two.solutions()[1].find("paths")->dump());
    unique += expected == 1;
    // The search itself: it proves one solution unique only when it is.
    const Grid grid{sb.width, sb.height, sb.clues};
    dlx::numberlink::Rules rules;
    rules.rule = dlx::numberlink::Rule::Free;
    dlx::numberlink::FreeRuleSearch search(grid, rules);
    int found = 0;
    for (dlx::RunStatus st = dlx::RunStatus::Paused; found < 2 && st != dlx::RunStatus::Done;) {
      st = search.run(1);
      found += st == dlx::RunStatus::Solution;
    }
    REQUIRE(found == static_cast<int>(std::min<uint64_t>(expected, 2)));
    using Second = dlx::numberlink::FreeRuleSearch::Second;
    REQUIRE((search.second() == Second::Unique) == (expected == 1));
    detourSeconds += search.second() == Second::Detour;
    // Every solution, in slices of a few nodes: exact, each valid and none twice.
    if (expected > 300) continue;
    ++counted;
    dlx::Session all("numberlink", input, freeRule());
    all.setKeep(400);
    while (!all.complete()) all.run(3);
    REQUIRE(all.count() == expected);
    std::set<std::string> seen;
    for (const dlx::Json& s : all.solutions()) {
      REQUIRE(nltest::checkSolution(sb.width, sb.height, sb.clues, s, false) == "");
      REQUIRE(seen.insert(s.find("paths")->dump()).second);
    }
  }
  // Seed 31: 36 unique, 129 second solutions by a detour, 370 boards counted in full.
  CHECK(unique > 10);
  CHECK(detourSeconds > 10);
  CHECK(counted > 300);
}

// The proof by redrawing moves under rule free (numberlink_turn_proof.h, RULE FREE): detours as
// improving moves, the searched minima without a detour round a unit square, the final check
// with shortcuts. Settled exactly when brute force finds one solution, and every solution it
// reports is a real, distinct one.
TEST_CASE("free rule: the proof by redrawing moves with detours against brute force", "[numberlink][free]") {
  nltest::RandomBoards rng(4477);
  int settled = 0, unsettled = 0;
  for (int round = 0; round < 500; ++round) {
    const nltest::SmallBoard sb = rng.next(4);
    const uint64_t expected = nltest::bruteForceCount(sb.width, sb.height, sb.clues, false, false, 3);
    INFO(nltest::gridText(sb.width, sb.height, sb.clues) << expected << " solutions");
    const Grid grid{sb.width, sb.height, sb.clues};
    dlx::numberlink::Rules rules;
    rules.rule = dlx::numberlink::Rule::Free;
    dlx::numberlink::TurnProof proof(grid, rules, dlx::numberlink::windowMoves4x3());
    std::set<std::string> seen;
    for (dlx::RunStatus st = dlx::RunStatus::Paused; st != dlx::RunStatus::Done;) {
      st = proof.run(1 << 20);
      if (st != dlx::RunStatus::Solution) continue;
      const dlx::Json s = dlx::numberlink::solutionJson(grid, proof.board());
      REQUIRE(nltest::checkSolution(sb.width, sb.height, sb.clues, s, false) == "");
      REQUIRE(seen.insert(s.find("paths")->dump()).second);
    }
    REQUIRE(seen.size() == std::min<uint64_t>(expected, 2));
    REQUIRE(proof.settled() == (expected <= 1));
    settled += expected == 1;
    unsettled += expected >= 2;
  }
  CHECK(settled > 10);
  CHECK(unsettled > 100);
}
