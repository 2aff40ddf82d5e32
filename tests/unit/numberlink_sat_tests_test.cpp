// The Numberlink analysis's incremental tests (numberlink_sat_tests.h) answer by answer, against
// every solution listed by the plain SAT search: on generated published-style 10x10 to 12x12 (9x9
// under rule free) puzzles (big enough for squares around the tested cell), with and without marks,
// each test's solution must be a real one that agrees with the marks and differs at the cell, and
// each "forced" must hold in every agreeing solution, including the ones a square proved without
// the whole board (the far-away reasons a wrong conditional pattern or a wrong square proof miss).
// Mutants checked to fail here: taking every square's refutation as a proof, and the pattern
// clauses without their pins (the [analysis] suite misses the second).
#include <catch2/catch.hpp>

#include <set>
#include <vector>

#include "kinds/numberlink/numberlink_render.h"
#include "kinds/numberlink/numberlink_sat_tests.h"
#include "support/numberlink_generator.h"
#include "support/test_rounds.h"

namespace {

using namespace dlx::numberlink;

struct Tally {
  int provedNear = 0, provedWhole = 0, opened = 0, puzzles = 0;
};

// Every solution's labels (at most `limit`; empty when there are more, or when listing them takes
// more than 1M nodes: one such 12x12 under rule free took 6 s to list and 13 s to test, most of
// this test's time, and several times that in the sanitizer pass).
std::vector<std::vector<int>> allLabels(const Grid& grid, Rules rules, size_t limit) {
  SatSearch all(grid, rules);
  std::vector<std::vector<int>> out;
  while (all.run(1u << 16) != dlx::RunStatus::Done) {
    if (all.stats().solutions > out.size()) out.push_back(labelsOf(grid, tracePaths(grid, all.board())));
    if (out.size() > limit || all.stats().nodes > 1000000) return {};
  }
  return out;
}

// Runs every test of one analysis (marks from `marked`'s labels where `every` divides the cell
// index) in order, two at a time in interleaved slices (the shared solvers must keep their
// questions apart), squares and whole board on two solvers as the analysis does, and checks
// each answer.
void checkTests(const Grid& grid, Rules rules, const std::vector<std::vector<int>>& solutions, int every, Tally& t) {
  const std::vector<int>& known = solutions.front();
  std::vector<dlx::Mark> marks;
  for (int c = 0; c < static_cast<int>(known.size()) && every > 0; ++c)
    if (c % every == 0 && !grid.numbers[static_cast<size_t>(c)]) marks.push_back({c, known[static_cast<size_t>(c)], true});
  std::vector<const std::vector<int>*> agreeing;
  for (const auto& s : solutions) {
    bool ok = true;
    for (const dlx::Mark& m : marks) ok = ok && s[static_cast<size_t>(m.var)] == m.label;
    if (ok) agreeing.push_back(&s);
  }
  std::set<std::vector<int>> real;
  for (const auto* s : agreeing) real.insert(*s);
  auto tests = std::make_shared<SatTests>(grid, rules, marks), whole = std::make_shared<SatTests>(grid, rules, marks);
  std::vector<int> cells;
  for (int c = 0; c < static_cast<int>(known.size()); ++c)
    if (!grid.numbers[static_cast<size_t>(c)] && !tests->marked(c)) cells.push_back(c);
  for (size_t i = 0; i < cells.size(); i += 2) {
    std::vector<std::unique_ptr<SatTestSearch>> pair;
    for (size_t k = i; k < std::min(i + 2, cells.size()); ++k)
      pair.push_back(std::make_unique<SatTestSearch>(tests, whole, cells[k], known[static_cast<size_t>(cells[k])], known));
    std::vector<dlx::RunStatus> status(pair.size(), dlx::RunStatus::Paused);
    for (bool busy = true; busy;) {
      busy = false;
      for (size_t k = 0; k < pair.size(); ++k)
        if (status[k] == dlx::RunStatus::Paused) status[k] = pair[k]->run(4001), busy = true;
    }
    for (size_t k = 0; k < pair.size(); ++k) {
      const int cell = cells[i + k], label = known[static_cast<size_t>(cell)];
      INFO("cell " << cell << " label " << label << " marks " << marks.size());
      if (status[k] == dlx::RunStatus::Solution) {
        REQUIRE(real.count(pair[k]->assignment()) == 1);
        REQUIRE(pair[k]->assignment()[static_cast<size_t>(cell)] != label);
        ++t.opened;
      } else {
        for (const auto* s : agreeing) REQUIRE((*s)[static_cast<size_t>(cell)] == label);
        (pair[k]->provedNear() ? t.provedNear : t.provedWhole)++;
      }
    }
  }
}

}  // namespace

TEST_CASE("Numberlink incremental tests agree with every solution, square proofs included", "[analysis][numberlink]") {
  Tally t;
  // Under the sanitizers two puzzles, one per rule (test_rounds.h).
  const int puzzles = dlx_test::kSanitized ? 2 : 5;
  for (uint64_t seed = 1; seed <= 120 && t.puzzles < puzzles; ++seed) {
    // Both rules, alternately; rule free on 9x9 (its tests cost far more: a 10x10 took 6 s).
    Rules rules;
    rules.rule = t.puzzles % 2 ? Rule::Free : Rule::Fill;
    const int side = rules.rule == Rule::Free ? 9 : 10 + static_cast<int>(seed % 3);
    const nltest::Generated g = nltest::generatePuzzle(side, side, nltest::Style::Published, seed);
    Grid grid;
    grid.width = g.width, grid.height = g.height, grid.numbers = g.numbers;
    const auto solutions = allLabels(grid, rules, 120);
    if (solutions.empty()) continue;  // too many to list
    INFO("seed " << seed << ", " << solutions.size() << " solutions");
    checkTests(grid, rules, solutions, 0, t);
    checkTests(grid, rules, solutions, 7, t);
    ++t.puzzles;
  }
  CHECK(t.puzzles == puzzles);
  // Every kind of answer came up: squares proving labels, the whole board proving them, solutions.
  CHECK(t.provedNear > 100 * puzzles / 5);
  CHECK(t.provedWhole > 10 * puzzles / 5);
  CHECK(t.opened > 20 * puzzles / 5);
}
