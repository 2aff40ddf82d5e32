// The turn convention (turns=no-u-turn|any, numberlink_rules.h) against brute force: that a U-turn
// (four consecutive cells of a path in one 2x2 block) is exactly three links inside a 2x2 block;
// counts and uniqueness of every engine under each rule; forced cells of the analysis; the
// checker; the defaults per source; the 6x6 whose only solution turns back.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "core/analysis.h"
#include "core/analysis_session.h"
#include "core/session.h"
#include "kinds/numberlink/numberlink_board.h"
#include "kinds/numberlink/numberlink_turns.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_random.h"
#include "support/test_rounds.h"

namespace {

using nltest::gridText;

struct RuleCase {
  const char* rule;
  const char* turns;
  bool fill, noUTurn;
};
const RuleCase kRules[] = {
    {"fill", "no-u-turn", true, true},
    {"fill", "any", true, false},
    {"free", "any", false, false},
    {"free", "no-u-turn", false, true},
};

dlx::Options optionsOf(const RuleCase& r, const char* engine = nullptr) {
  dlx::Options o;
  o.set("rule", r.rule);
  o.set("turns", r.turns);
  if (engine) o.set("bench_engine", engine);
  return o;
}

// The 6x6 of the rules issue: one solution under the literal fill rule, and it turns back.
const char* const kSixBySix = ".2....\n.....2\n.4..33\n......\n....41\n.1....\n";

}  // namespace

TEST_CASE("numberlink: a U-turn is exactly three links inside a 2x2 block", "[numberlink][turns]") {
  // Every solution of random small boards under both rules (any turns), by brute force: its
  // paths turn back (by the definition, four consecutive cells in a 2x2 block) exactly when the
  // solver's link test finds a block with three links.
  nltest::RandomBoards boards(3303);
  int withTurn = 0, without = 0;
  for (int round = 0; round < 200; ++round) {
    const nltest::SmallBoard b = boards.next(4);
    dlx::numberlink::Grid grid{b.width, b.height, b.clues};
    for (bool fill : {true, false})
      for (const auto& paths : nltest::bruteForcePaths(b.width, b.height, b.clues, fill, false, 200)) {
        dlx::numberlink::Board board(grid);
        board.clearLinks();
        for (const std::vector<int>& p : paths)
          for (size_t i = 1; i < p.size(); ++i) {
            const int from = board.cellOf(p[i - 1] % b.width, p[i - 1] / b.width);
            const int to = board.cellOf(p[i] % b.width, p[i] / b.width);
            board.link(from, board.direction(from, to));
          }
        const bool byPath = nltest::pathsTurnBack(b.width, paths);
        INFO(gridText(b.width, b.height, b.clues));
        REQUIRE(byPath == (dlx::numberlink::uTurnAt(board) >= 0));
        (byPath ? withTurn : without)++;
      }
  }
  CHECK(withTurn > 100);
  CHECK(without > 100);
}

TEST_CASE("numberlink counts under each rule and turn convention match brute force", "[numberlink][turns]") {
  nltest::RandomBoards boards(4242);
  int differ = 0, solvedNoUTurn = 0;
  for (int round = 0; round < dlx_test::rounds(300); ++round) {
    const nltest::SmallBoard b = boards.next(3);
    const std::string input = gridText(b.width, b.height, b.clues);
    for (const RuleCase& r : kRules) {
      const uint64_t expected = nltest::bruteForceCount(b.width, b.height, b.clues, r.fill, false, UINT64_MAX, r.noUTurn);
      dlx::Session s("numberlink", input, optionsOf(r));
      s.setKeep(100000);
      s.runUntil(0);
      INFO(input << "rule=" << r.rule << " turns=" << r.turns);
      REQUIRE(s.complete());
      REQUIRE(s.count() == expected);
      for (const dlx::Json& sol : s.solutions()) {
        REQUIRE(nltest::checkSolution(b.width, b.height, b.clues, sol, r.fill) == "");
        if (r.noUTurn) REQUIRE_FALSE(nltest::turnsBack(sol));
      }
      CHECK(s.report().find("turns")->asString() == r.turns);
      if (r.noUTurn && r.fill && expected > 0) ++solvedNoUTurn;
      if (r.noUTurn && expected != nltest::bruteForceCount(b.width, b.height, b.clues, r.fill)) ++differ;
    }
  }
  // The sample must tell the conventions apart on solvable boards.
  CHECK(differ > dlx_test::rounds(20));
  CHECK(solvedNoUTurn >= dlx_test::rounds(300) / 60);
}

TEST_CASE("numberlink: every engine is exact under each turn convention", "[numberlink][turns]") {
  nltest::RandomBoards boards(777);
  for (int round = 0; round < dlx_test::rounds(60); ++round) {
    const nltest::SmallBoard b = boards.next(3);
    const std::string input = gridText(b.width, b.height, b.clues);
    for (const RuleCase& r : kRules) {
      const uint64_t expected = nltest::bruteForceCount(b.width, b.height, b.clues, r.fill, false, UINT64_MAX, r.noUTurn);
      for (const char* engine : {"path", "scan", "edge", "portfolio", "sat"}) {
        dlx::Session s("numberlink", input, optionsOf(r, engine));
        s.setKeep(100000);
        s.runUntil(0);
        INFO(input << "rule=" << r.rule << " turns=" << r.turns << " engine=" << engine);
        REQUIRE(s.count() == expected);
        for (const dlx::Json& sol : s.solutions())
          if (r.noUTurn) REQUIRE_FALSE(nltest::turnsBack(sol));
      }
    }
  }
}

TEST_CASE("numberlink uniqueness under no-u-turn matches brute force on generated boards", "[numberlink][turns]") {
  // Dense boards (pairs far apart) where the proofs, not the listing, settle --unique.
  nltest::RandomBoards boards(99);
  int unique = 0;
  for (int round = 0; round < dlx_test::rounds(150); ++round) {
    const nltest::SmallBoard b = boards.next(4);
    const std::string input = gridText(b.width, b.height, b.clues);
    for (const RuleCase& r : kRules) {
      const uint64_t brute = std::min<uint64_t>(2, nltest::bruteForceCount(b.width, b.height, b.clues, r.fill, false, 2, r.noUTurn));
      dlx::Session s("numberlink", input, optionsOf(r));
      s.runUntil(2);
      INFO(input << "rule=" << r.rule << " turns=" << r.turns);
      REQUIRE(s.count() == brute);
      REQUIRE(s.unique().isBool());
      CHECK(s.unique().asBool() == (brute == 1));
      unique += brute == 1;
    }
  }
  CHECK(unique > dlx_test::rounds(30));
}

TEST_CASE("numberlink forced cells under each turn convention match brute force", "[numberlink][turns][analysis]") {
  nltest::RandomBoards boards(5150);
  int forcedSeen = 0, analysed = 0;
  for (int round = 0; round < dlx_test::rounds(120); ++round) {
    const nltest::SmallBoard b = boards.next(3);
    const std::string input = gridText(b.width, b.height, b.clues);
    for (const RuleCase& r : kRules) {
      const auto all = nltest::bruteForcePaths(b.width, b.height, b.clues, r.fill, r.noUTurn, 5000);
      // Each solution's label per cell: its path's number, 0 unused.
      std::vector<std::vector<int>> labels;
      for (const auto& paths : all) {
        std::vector<int> l(b.clues.size(), 0);
        for (const std::vector<int>& p : paths)
          for (int c : p) l[static_cast<size_t>(c)] = b.clues[static_cast<size_t>(p.front())];
        labels.push_back(std::move(l));
      }
      dlx::AnalysisSettings settings;
      dlx::AnalysisSession a("numberlink", input, optionsOf(r), "", settings);
      while (!a.complete()) a.run(41);
      const dlx::Analysis& an = a.analysis();
      INFO(input << "rule=" << r.rule << " turns=" << r.turns);
      REQUIRE(an.consistent() == !labels.empty());
      if (labels.empty()) continue;
      ++analysed;
      CHECK(a.report().find("unique")->asBool() == (labels.size() == 1));
      for (int v = 0; v < b.width * b.height; ++v) {
        bool shared = true;
        for (const auto& l : labels) shared = shared && l[static_cast<size_t>(v)] == labels[0][static_cast<size_t>(v)];
        INFO("cell " << v);
        REQUIRE(an.forced(v).has_value() == shared);
        if (shared) CHECK(*an.forced(v) == labels[0][static_cast<size_t>(v)]);
        forcedSeen += shared && b.clues[static_cast<size_t>(v)] == 0;
      }
    }
  }
  CHECK(analysed > dlx_test::rounds(100));
  CHECK(forcedSeen > dlx_test::rounds(200));
}

TEST_CASE("numberlink: the 6x6 whose only solution turns back", "[numberlink][turns]") {
  // Under the literal fill rule it has one solution, with the 4 along three sides of a unit
  // square; as published (no U-turns), none. Brute force agrees.
  const std::vector<int> clues = {0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 2, 0, 0, 3, 3,
                                  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 4, 0, 4, 0, 0, 0, 0};
  CHECK(nltest::bruteForceCount(6, 6, clues, true) == 1);
  CHECK(nltest::bruteForceCount(6, 6, clues, true, false, UINT64_MAX, true) == 0);
  dlx::Session published("numberlink", kSixBySix, {});
  published.runUntil(0);
  CHECK(published.count() == 0);
  CHECK(published.report().find("rule")->asString() == "fill");
  CHECK(published.report().find("turns")->asString() == "no-u-turn");
  dlx::Options any;
  any.set("turns", "any");
  dlx::Session literal("numberlink", kSixBySix, any);
  literal.setKeep(10);
  literal.runUntil(0);
  REQUIRE(literal.count() == 1);
  const dlx::Json& sol = literal.solutions()[0];
  CHECK(nltest::turnsBack(sol));
  // The checker: the solution is right under turns=any, wrong under no-u-turn, and says why.
  const dlx::Kind* kind = dlx::findKind("numberlink");
  CHECK_FALSE(kind->parse(kSixBySix, any)->check(sol).has_value());
  const std::optional<std::string> why = kind->parse(kSixBySix, {})->check(sol);
  REQUIRE(why.has_value());
  CHECK(why->find("turns back") != std::string::npos);
}

TEST_CASE("numberlink turn convention defaults per source and rule lines", "[numberlink][turns]") {
  auto reported = [](const std::string& input, const dlx::Options& o = {}) {
    dlx::Session s("numberlink", input, o);
    return std::string(s.report().find("rule")->asString()) + " " + std::string(s.report().find("turns")->asString());
  };
  CHECK(reported("3 1\n1 0 1\n") == "fill no-u-turn");
  CHECK(reported("A.A\n") == "fill no-u-turn");
  CHECK(reported("https://puzz.link/p?arukone/3/1/1g1") == "fill no-u-turn");
  CHECK(reported("https://puzz.link/p?numlin/3/1/1g1") == "free any");
  dlx::Options fill;
  fill.set("rule", "fill");
  CHECK(reported("https://puzz.link/p?numlin/3/1/1g1", fill) == "fill no-u-turn");
  dlx::Options free;
  free.set("rule", "free");
  CHECK(reported("3 1\n1 0 1\n", free) == "free any");
  CHECK(reported("rule: free\n3 1\n1 0 1\n") == "free any");
  CHECK(reported("turns: any\n3 1\n1 0 1\n") == "fill any");
  CHECK(reported("rule: free\nturns: no-u-turn\n\nA.A\n") == "free no-u-turn");
  dlx::Options any;
  any.set("turns", "any");
  CHECK(reported("rule: free\nturns: no-u-turn\n3 1\n1 0 1\n", any) == "free any");
  // Rule lines that cannot be read say what and where.
  auto error = [](const std::string& input) {
    try {
      dlx::Session s("numberlink", input, {});
    } catch (const dlx::InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error("rule: free\nrule: fill\n3 1\n1 0 1\n").find("given twice") != std::string::npos);
  CHECK(error("colour: red\n3 1\n1 0 1\n").find("unknown setting 'colour:'") != std::string::npos);
  CHECK(error("turns: sometimes\n3 1\n1 0 1\n").find("'turns: sometimes' is not") != std::string::npos);
  CHECK(error("rule: fill\n").find("grid is missing") != std::string::npos);
  dlx::Options bad;
  bad.set("turns", "never");
  CHECK_THROWS_AS(dlx::Session("numberlink", "3 1\n1 0 1\n", bad), dlx::InputError);
}
