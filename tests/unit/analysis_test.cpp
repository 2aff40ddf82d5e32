// The analysis of a partial board against brute force: every solution of small random puzzles of
// each kind listed by the plain search (Session, as `solve --count`), filtered by random marks
// (some taken from a solution, some random), and the labels all the agreeing solutions share
// compared with what the analysis proves; every hint checked against every agreeing solution.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "core/analysis.h"
#include "core/analysis_session.h"
#include "core/marks.h"
#include "kinds/numberlink/numberlink_analysis_hints.h"
#include "support/numberlink_generator.h"
#include "support/numberlink_random.h"
#include "support/shikaku_generator.h"
#include "support/test_rounds.h"

namespace {

using dlx::Json;

struct Case {
  std::string kind, text;
  dlx::Options options;
};

// Every solution as labels per variable, in the analysis domain's labels (a packing copy's label
// is its first copy's, which markLabel gives).
std::vector<std::vector<int>> allSolutions(const dlx::Session& s, const dlx::AnalysisDomain& d) {
  std::vector<std::vector<int>> out;
  for (const Json& sol : s.solutions()) {
    std::vector<int> labels;
    if (d.optionStates()) {
      labels.assign(static_cast<size_t>(d.variableCount()), 0);
      for (const Json& i : sol.find("indices")->asArray()) labels[static_cast<size_t>(i.asInt())] = 1;
    } else {
      int v = 0;
      std::vector<int> raw;
      for (const Json& row : sol.find("grid")->asArray())
        for (const Json& x : row.asArray()) {
          raw.push_back(static_cast<int>(x.asInt()));
          labels.push_back(d.markLabel(v++, x.asInt()));
        }
      // Packing: the grid's own labels tell copies apart; appended after the labels as each
      // cell's piece, named by its first cell, so solutions differing only there stay apart.
      if (!d.reachLabels().empty()) {
        std::map<int, int> first;
        for (int c = 0; c < v; ++c)
          if (raw[static_cast<size_t>(c)] >= 0 && !first.count(raw[static_cast<size_t>(c)])) first[raw[static_cast<size_t>(c)]] = c;
        for (int c = 0; c < v; ++c) labels.push_back(raw[static_cast<size_t>(c)] >= 0 ? first[raw[static_cast<size_t>(c)]] : -1);
      }
    }
    out.push_back(std::move(labels));
  }
  return out;
}

bool agrees(const std::vector<int>& labels, const std::vector<dlx::Mark>& marks, size_t upTo) {
  for (size_t i = 0; i < upTo; ++i)
    if (labels[static_cast<size_t>(marks[i].var)] != marks[i].label) return false;
  return true;
}

std::string marksText(const dlx::AnalysisDomain& d, const std::vector<dlx::Mark>& marks) {
  std::vector<std::string> tokens(static_cast<size_t>(d.variableCount()), ".");
  for (const dlx::Mark& m : marks) tokens[static_cast<size_t>(m.var)] = std::to_string(m.label);
  std::string text;
  for (int v = 0; v < d.variableCount(); ++v) text += tokens[static_cast<size_t>(v)] + ((v + 1) % d.width() ? " " : "\n");
  return text;
}

struct Tally {
  int consistent = 0, inconsistent = 0, hints = 0, unique = 0;
  int choices = 0;  // hint-only hints that are one of many ways (nothing forced)
  int levels[3] = {0, 0, 0};  // hints per level (single, lookahead, trial)
  int reached = 0, symmetric = 0;  // reports with pieces checked; with a symmetry class of 2+
};

// The classes of `agreeing` under the domain's symmetries, by joining each solution with every
// image of it that is also in the list.
uint64_t symmetryClasses(const dlx::AnalysisDomain& d, const std::vector<const std::vector<int>*>& agreeing) {
  std::vector<size_t> root(agreeing.size());
  for (size_t i = 0; i < root.size(); ++i) root[i] = i;
  auto find = [&](size_t i) {
    while (root[i] != i) i = root[i] = root[root[i]];
    return i;
  };
  std::map<std::vector<int>, size_t> index;
  for (size_t i = 0; i < agreeing.size(); ++i) index[*agreeing[i]] = i;
  for (size_t i = 0; i < agreeing.size(); ++i)
    for (const std::vector<int>& map : d.symmetries()) {
      // Labels move with their cells; a piece's name is its first cell's image, which the
      // image's own reading order makes the smallest of its cells.
      const std::vector<int>& s = *agreeing[i];
      const size_t n = static_cast<size_t>(d.variableCount());
      std::vector<int> image = s;
      for (size_t v = 0; v < n; ++v)
        if (map[v] >= 0) image[static_cast<size_t>(map[v])] = s[v];
      if (s.size() > n) {
        std::map<int, int> smallest;
        for (size_t v = 0; v < n; ++v)
          if (s[n + v] >= 0) {
            auto it = smallest.find(s[n + v]);
            if (it == smallest.end() || map[v] < it->second) smallest[s[n + v]] = map[v];
          }
        for (size_t v = 0; v < n; ++v)
          if (s[n + v] >= 0) image[n + static_cast<size_t>(map[v])] = smallest[s[n + v]];
      }
      const auto it = index.find(image);
      if (it != index.end()) root[find(i)] = find(it->second);
    }
  uint64_t classes = 0;
  for (size_t i = 0; i < root.size(); ++i) classes += find(i) == i;
  return classes;
}

// "Where can each piece go": every reach label's cells are those some agreeing solution gives it,
// each with the number of agreeing solutions that do; the count and the classes up to symmetry.
void checkReach(const dlx::AnalysisDomain& d, const Json& report, const std::vector<const std::vector<int>*>& agreeing,
                bool countsKnown, Tally& tally) {
  const std::vector<dlx::ReachLabel> labels = d.reachLabels();
  const Json* pieces = report.find("pieces");
  REQUIRE((pieces != nullptr) == !labels.empty());
  if (!pieces) return;
  ++tally.reached;
  REQUIRE(pieces->size() == labels.size());
  for (size_t i = 0; i < labels.size(); ++i) {
    const Json& p = pieces->asArray()[i];
    CHECK(p.find("label")->asInt() == labels[i].label);
    std::map<int, uint64_t> expected;
    for (const auto* s : agreeing)
      for (int v = 0; v < d.variableCount(); ++v)
        if ((*s)[static_cast<size_t>(v)] == labels[i].label) ++expected[v];
    std::map<int, uint64_t> got;
    for (const Json& c : p.find("cells")->asArray()) {
      const int v = static_cast<int>(c.asArray()[1].asInt() * d.width() + c.asArray()[0].asInt());
      const Json& count = c.asArray()[2];
      CHECK(count.isNull() == !countsKnown);
      got[v] = count.isNull() ? expected.count(v) ? expected[v] : 0 : count.asUint();
    }
    CHECK(got == expected);
  }
  if (!countsKnown) return;
  CHECK(report.find("solutionCount")->asUint() == agreeing.size());
  const uint64_t classes = symmetryClasses(d, agreeing);
  CHECK(report.find("symmetry")->find("classes")->asUint() == classes);
  CHECK(report.find("symmetry")->find("order")->asUint() == d.symmetries().size() + 1);
  CHECK(report.find("uniqueUpToSymmetry")->asBool() == (classes == 1));
  tally.symmetric += classes < agreeing.size();
}

// Runs the analysis of `c` with `marks` in small slices and checks it against the brute force.
void checkAnalysis(const Case& c, const std::vector<std::vector<int>>& solutions, const std::vector<dlx::Mark>& marks,
                   Tally& tally) {
  dlx::AnalysisSettings settings;
  settings.difficulty = true;
  settings.reach = true;
  dlx::AnalysisSession a(c.kind, c.text, c.options, "", settings);
  const dlx::AnalysisDomain& d = a.domain();
  dlx::AnalysisSession session(c.kind, c.text, c.options, marksText(d, marks), settings);
  while (!session.complete()) session.run(37);
  const dlx::Analysis& an = session.analysis();
  const Json report = session.report();
  INFO(c.text << "marks:\n" << marksText(d, marks) << report.dump());

  std::vector<const std::vector<int>*> agreeing;
  for (const auto& s : solutions)
    if (agrees(s, marks, marks.size())) agreeing.push_back(&s);
  REQUIRE(an.consistent() == !agreeing.empty());
  checkReach(d, report, agreeing, true, tally);
  if (agreeing.empty()) {
    ++tally.inconsistent;
    CHECK(report.find("hint")->isNull());
    const Json& conflict = *report.find("conflict");
    if (!session.session().impossible() && !solutions.empty()) {
      // The mark named conflicts with those before it: they agree with a solution, it with none.
      REQUIRE(conflict.isObject());
      size_t k = 0;
      const int var = static_cast<int>(conflict.find("cell")->asArray()[1].asInt() * d.width() +
                                        conflict.find("cell")->asArray()[0].asInt());
      while (k < marks.size() && marks[k].var != var) ++k;
      REQUIRE(k < marks.size());
      bool before = false, with = false;
      for (const auto& s : solutions) before = before || agrees(s, marks, k), with = with || agrees(s, marks, k + 1);
      CHECK(before);
      CHECK_FALSE(with);
    }
    return;
  }
  ++tally.consistent;
  CHECK(report.find("unique")->asBool() == (agreeing.size() == 1));
  tally.unique += agreeing.size() == 1;
  for (int v = 0; v < d.variableCount(); ++v) {
    bool shared = true;
    for (const auto* s : agreeing) shared = shared && (*s)[static_cast<size_t>(v)] == (*agreeing[0])[static_cast<size_t>(v)];
    INFO("variable " << v);
    REQUIRE(an.forced(v).has_value() == shared);
    if (shared) CHECK(*an.forced(v) == (*agreeing[0])[static_cast<size_t>(v)]);
  }
  if (const std::optional<dlx::Hint>& h = an.hint()) {
    ++tally.hints;
    ++tally.levels[static_cast<int>(h->level)];
    bool fresh = false;
    for (int v : h->vars) {
      for (const auto* s : agreeing) CHECK((*s)[static_cast<size_t>(v)] == h->label);
      bool marked = false;
      for (const dlx::Mark& m : marks) marked = marked || m.var == v;
      fresh = fresh || !marked;
    }
    CHECK(fresh);
    CHECK_FALSE(h->text.empty());
  } else {
    // No hint only when nothing beyond the marks (and the puzzle's fixed cells) is forced.
    for (int v = 0; v < d.variableCount(); ++v) {
      bool marked = false;
      for (const dlx::Mark& m : marks) marked = marked || m.var == v;
      if (!marked && !d.fixedLabel(v)) CHECK_FALSE(an.forced(v).has_value());
    }
  }
  // A hint alone (one solution, then local reasoning) is as sound, and exists exactly when the
  // full analysis has one.
  dlx::AnalysisSettings hintOnly;
  hintOnly.hintOnly = true;
  dlx::AnalysisSession quick(c.kind, c.text, c.options, marksText(d, marks), hintOnly);
  while (!quick.complete()) quick.run(1000);
  const std::optional<dlx::Hint>& qh = quick.analysis().hint();
  if (qh && qh->level == dlx::Hint::Level::Choice) {
    // Nothing is forced, yet a hint alone still gives a step: unmarked cells that all take the
    // hint's label in one and the same agreeing solution.
    ++tally.choices;
    CHECK_FALSE(an.hint().has_value());
    REQUIRE_FALSE(qh->vars.empty());
    for (int v : qh->vars)
      for (const dlx::Mark& m : marks) CHECK(m.var != v);
    bool inOne = false;
    for (const auto* s : agreeing) {
      bool all = true;
      for (int v : qh->vars) all = all && (*s)[static_cast<size_t>(v)] == qh->label;
      inOne = inOne || all;
    }
    CHECK(inOne);
  } else {
    CHECK(qh.has_value() == an.hint().has_value());
    if (qh)
      for (int v : qh->vars)
        for (const auto* s : agreeing) CHECK((*s)[static_cast<size_t>(v)] == qh->label);
  }
  const Json& difficulty = *report.find("difficulty");
  REQUIRE(difficulty.isObject());
  // Solving from scratch by hints ends with the puzzle solved exactly when it is unique.
  if (solutions.size() == 1) CHECK(difficulty.find("solved")->asBool());
  if (solutions.size() > 1) CHECK_FALSE(difficulty.find("solved")->asBool());
  // Past the listing limit the cells are settled by one search per (cell, label) pair: the
  // same cells, without counts.
  if (!d.reachLabels().empty() && agreeing.size() > 1) {
    dlx::AnalysisSettings few;
    few.reach = true;
    few.reachListLimit = 1;
    dlx::AnalysisSession limited(c.kind, c.text, c.options, marksText(d, marks), few);
    while (!limited.complete()) limited.run(53);
    const Json r = limited.report();
    CHECK(r.find("solutionCount")->isNull());
    checkReach(d, r, agreeing, false, tally);
  }
}

// Solves the case completely, then analyses it with no marks, marks from a solution, and random
// marks (often in conflict).
void checkCase(const Case& c, uint64_t seed, Tally& tally) {
  dlx::Session s(c.kind, c.text, c.options);
  s.setKeep(100000);
  s.runUntil(0);
  REQUIRE(s.complete());
  REQUIRE(s.count() == s.solutions().size());
  dlx::AnalysisSession empty(c.kind, c.text, c.options, "");
  const dlx::AnalysisDomain& d = empty.domain();
  const auto solutions = allSolutions(s, d);
  shikaku_test::Rng rng(seed);
  checkAnalysis(c, solutions, {}, tally);
  if (!solutions.empty()) {
    const auto& sol = solutions[static_cast<size_t>(rng.below(static_cast<int>(solutions.size())))];
    std::vector<dlx::Mark> marks;
    for (int v = 0; v < d.variableCount(); ++v)
      if (rng.below(4) == 0 && !d.fixedLabel(v)) marks.push_back({v, sol[static_cast<size_t>(v)], true});
    checkAnalysis(c, solutions, marks, tally);
    // Random labels the puzzle has (taken from any solution at any place).
    std::vector<dlx::Mark> wild;
    for (int v = 0; v < d.variableCount(); ++v)
      if (rng.below(3) == 0 && !d.fixedLabel(v)) {
        const auto& other = solutions[static_cast<size_t>(rng.below(static_cast<int>(solutions.size())))];
        wild.push_back({v, other[static_cast<size_t>(rng.below(d.variableCount()))], true});
      }
    // Only labels the marks file may hold for that cell.
    std::vector<dlx::Mark> legal;
    for (const dlx::Mark& m : wild) {
      try {
        legal.push_back({m.var, d.markLabel(m.var, m.label), true});
      } catch (const dlx::InputError&) {
      }
    }
    checkAnalysis(c, solutions, legal, tally);
  }
}

std::string packingText(shikaku_test::Rng& rng) {
  static const std::vector<std::string> shapes = {"#", "##", "###", "#.\n##", "##\n##", "###\n#.."};
  const int w = 2 + rng.below(3), h = 2 + rng.below(3);
  std::string board;
  int free = 0;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const bool wall = rng.below(7) == 0;
      board += wall ? '#' : '.';
      free += !wall;
    }
    board += '\n';
  }
  std::string pieces;
  while (free > 0) {
    const std::string& shape = shapes[static_cast<size_t>(rng.below(static_cast<int>(shapes.size())))];
    const int size = static_cast<int>(std::count(shape.begin(), shape.end(), '#'));
    if (size > free) continue;
    const int copies = 1 + rng.below(std::min(2, free / size));
    pieces += "\npiece: count=" + std::to_string(copies) + "\n" + shape + "\n";
    free -= size * copies;
  }
  return board + "\nrules: rotate=" + (rng.below(2) ? "yes" : "no") + " reflect=" + (rng.below(2) ? "yes" : "no") + "\n" + pieces;
}

std::string exactCoverText(shikaku_test::Rng& rng) {
  const int primaries = 2 + rng.below(4), secondaries = rng.below(2);
  std::string text;
  for (int i = 0; i < primaries; ++i) text += std::string(i ? " " : "") + static_cast<char>('A' + i);
  if (secondaries) text += " | s";
  text += "\n";
  const int options = 3 + rng.below(7);
  for (int o = 0; o < options; ++o) {
    // At least one primary item per option (Knuth's format refuses others).
    std::string line(1, static_cast<char>('A' + rng.below(primaries)));
    for (int i = 0; i < primaries + secondaries; ++i) {
      const std::string name = i < primaries ? std::string(1, static_cast<char>('A' + i)) : "s";
      if (rng.below(3) == 0 && name != line.substr(0, 1)) line += " " + name;
    }
    text += line + "\n";
  }
  return text;
}

}  // namespace

TEST_CASE("analysis of random small Shikaku agrees with all solutions", "[analysis]") {
  Tally t;
  for (uint64_t seed = 1; seed <= 150; ++seed) {
    shikaku_test::Rng rng(seed);
    shikaku_test::Generated g = shikaku_test::generate(2 + rng.below(4), 2 + rng.below(4), seed, 6);
    checkCase({"shikaku", shikaku_test::toText(g), {}}, seed, t);
  }
  CHECK(t.consistent > 150);
  CHECK(t.inconsistent > 20);
  CHECK(t.hints > 100);
  CHECK(t.choices > 0);  // boards where nothing is forced still get a hint alone
}

TEST_CASE("analysis of random small Numberlink agrees with all solutions", "[analysis]") {
  Tally t;
  nltest::RandomBoards boards(12);
  for (int i = 0; i < 150; ++i) {
    const nltest::SmallBoard b = boards.next(3);
    dlx::Options o;
    o.set("rule", i % 2 ? "free" : "fill");
    if (i % 2 == 0) o.set("turns", "any");  // the literal fill rule (no U-turns: below)
    checkCase({"numberlink", nltest::gridText(b.width, b.height, b.clues), o}, static_cast<uint64_t>(i + 1), t);
  }
  CHECK(t.consistent > 60);
  CHECK(t.inconsistent > 20);
  // Taller boards under rule fill, where cut cells and last choices come up more often.
  nltest::RandomBoards taller(21);
  for (int i = 0; i < 100; ++i) {
    const nltest::SmallBoard b = taller.next(4);
    dlx::Options o;
    o.set("rule", "fill");
    o.set("turns", i % 2 ? "any" : "no-u-turn");
    checkCase({"numberlink", nltest::gridText(b.width, b.height, b.clues), o}, static_cast<uint64_t>(i + 500), t);
  }
  // The kind's own reasoning gives hints, not only trial ones.
  CHECK(t.levels[0] > 100);
}

// Boards big enough that the Numberlink tests first look near a known solution (a square around
// the tested cell, numberlink_sat_tests.h) before the whole board: generated published-style
// puzzles, 7x7 to 9x9, with few enough solutions to list them all.
TEST_CASE("analysis of generated 7x7-9x9 Numberlink agrees with all solutions", "[analysis]") {
  Tally t;
  int checked = 0;
  for (uint64_t seed = 1; seed <= 40 && checked < dlx_test::rounds(8); ++seed) {
    const int side = 7 + static_cast<int>(seed % 3);
    const nltest::Generated g = nltest::generatePuzzle(side, side, nltest::Style::Published, seed);
    dlx::Options o;
    o.set("rule", seed % 4 == 0 ? "free" : "fill");
    o.set("turns", seed % 4 == 1 ? "no-u-turn" : "any");
    const std::string text = nltest::numbersGridText(g);
    dlx::Session probe("numberlink", text, o);
    probe.runUntil(3001);
    if (!probe.complete() || probe.count() < 2) continue;  // too many to list, or nothing open
    checkCase({"numberlink", text, o}, seed, t);
    ++checked;
  }
  CHECK(checked == dlx_test::rounds(8));
  CHECK(t.consistent >= dlx_test::rounds(16));
}

TEST_CASE("Numberlink local hints, followed from an empty board, hold in every solution", "[analysis]") {
  // As the difficulty grading does: take the simplest hint, place it as marks, ask again; every
  // hint of every level must hold in every solution that agrees with the marks so far.
  int levels[2] = {0, 0}, boardsSolved = 0, lookaheadAlone = 0;
  nltest::RandomBoards boards(77);
  for (int i = 0; i < dlx_test::rounds(300); ++i) {
    // Random clues (often many solutions), and dense generated puzzles (published-like, about unique).
    nltest::SmallBoard b = boards.next(5);
    if (i % 2) {
      const nltest::Generated g = nltest::generatePuzzle(4 + i % 3, 4 + (i / 3) % 3, nltest::Style::Dense, static_cast<uint64_t>(i));
      b.width = g.width, b.height = g.height, b.clues = g.numbers;
    }
    dlx::Options o;
    o.set("rule", i % 4 ? "fill" : "free");
    const std::string text = nltest::gridText(b.width, b.height, b.clues);
    dlx::Session s("numberlink", text, o);
    s.setKeep(100000);
    s.runUntil(0);
    REQUIRE(s.complete());
    if (s.count() == 0 || s.count() > 20000) continue;
    dlx::AnalysisSession empty("numberlink", text, o, "");
    const dlx::AnalysisDomain& d = empty.domain();
    const auto solutions = allSolutions(s, d);
    std::vector<dlx::Mark> marks;
    dlx::numberlink::Grid grid;
    grid.width = b.width, grid.height = b.height, grid.numbers = b.clues;
    const bool freeRule = o.get("rule", "") == "free";
    auto holds = [&](const dlx::Hint& h) {
      for (int v : h.vars)
        for (const auto& sol : solutions)
          if (agrees(sol, marks, marks.size())) CHECK(sol[static_cast<size_t>(v)] == h.label);
    };
    while (std::optional<dlx::Hint> h = d.localHint(marks)) {
      // The lookahead rules on their own, even where a single step comes first.
      if (std::optional<dlx::Hint> deeper = dlx::numberlink::numberlinkHintAtLevel(grid, freeRule, marks, dlx::Hint::Level::Lookahead)) {
        INFO(text << o.get("rule", "") << "\nmarks:\n" << marksText(d, marks) << deeper->text);
        CHECK(deeper->level == dlx::Hint::Level::Lookahead);
        holds(*deeper);
        ++lookaheadAlone;
      }
      INFO(text << o.get("rule", "") << "\nmarks:\n" << marksText(d, marks) << h->text);
      REQUIRE(h->level != dlx::Hint::Level::Trial);
      ++levels[static_cast<int>(h->level)];
      bool fresh = false;
      for (int v : h->vars) {
        for (const auto& sol : solutions)
          if (agrees(sol, marks, marks.size())) CHECK(sol[static_cast<size_t>(v)] == h->label);
        bool marked = d.fixedLabel(v).has_value();
        for (const dlx::Mark& m : marks) marked = marked || m.var == v;
        fresh = fresh || !marked;
        if (!marked) marks.push_back({v, h->label, true});
      }
      REQUIRE(fresh);
    }
    boardsSolved += static_cast<int>(marks.size()) + static_cast<int>(std::count_if(b.clues.begin(), b.clues.end(), [](int c) { return c != 0; })) == b.width * b.height;
  }
  WARN(levels[0] << " single, " << levels[1] << " lookahead, " << lookaheadAlone << " lookahead alone, " << boardsSolved << " solved");
  CHECK(levels[0] > dlx_test::rounds(300));
  // Lookahead hints come first on about 1 board in 75 (4 of 300): the optimised pass asserts them.
  if (!dlx_test::kSanitized) CHECK(levels[1] > 0);
  CHECK(lookaheadAlone > dlx_test::rounds(200));
  CHECK(boardsSolved > dlx_test::rounds(50));
}

TEST_CASE("analysis of random small packings agrees with all solutions", "[analysis]") {
  Tally t;
  for (uint64_t seed = 1; seed <= 150; ++seed) {
    shikaku_test::Rng rng(seed * 7);
    checkCase({"packing", packingText(rng), {}}, seed, t);
  }
  CHECK(t.consistent > 60);
  CHECK(t.inconsistent > 10);
  CHECK(t.reached > 100);
  CHECK(t.symmetric > 10);
  CHECK(t.choices > 0);
}

TEST_CASE("analysis of random exact cover matrices agrees with all solutions", "[analysis]") {
  Tally t;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    shikaku_test::Rng rng(seed * 13);
    checkCase({"exact-cover", exactCoverText(rng), {}}, seed, t);
  }
  CHECK(t.consistent > 100);
  CHECK(t.hints > 30);
  CHECK(t.choices > 0);
}

TEST_CASE("marks files are checked: sizes, integers, labels, with line and column", "[analysis]") {
  const std::string puzzle = "3 2\n2 0 4\n0 0 0\n";  // labels 0 (the 2) and 1 (the 4)
  auto error = [&](const std::string& marks) -> std::string {
    try {
      dlx::AnalysisSession s("shikaku", puzzle, {}, marks);
    } catch (const dlx::InputError& e) {
      return e.what();
    }
    return "";
  };
  CHECK(error(". . .\n. . .\n").empty());
  CHECK(error("0 . 1\r\n. . .\r\n").empty());
  CHECK(error(". . .\n") == "line 1: marks: the marks have 1 rows; the puzzle has 2");
  CHECK(error(". . . .\n. . .\n") == "line 1, column 7: marks: this row has 4 marks; the puzzle is 3 cells wide");
  CHECK(error(". . .\n. x .\n") == "line 2, column 3: marks: unexpected 'x': a mark is '.' (unknown) or an integer label");
  CHECK(error(". . .\n. 2 .\n").find("line 2, column 3: marks: unknown label 2") == 0);
  CHECK(error(". . .\n. -1 .\n").find("line 2, column 3: marks: unknown label -1") == 0);
  CHECK(error(". . 99999999999\n. . .\n").find("line 1, column 5: marks:") == 0);
  CHECK(error(". . .\n. . .\n. . .\n") == "line 3, column 1: marks: the marks have more rows than the puzzle's 2");
  CHECK(error("1. . .\n. . .\n").find("line 1, column 1: marks: unexpected '1.'") == 0);
}

TEST_CASE("analysis verdicts, conflicts and difficulty on known puzzles", "[analysis]") {
  // The 6x6 Shikaku of puzzles/: unique, solved by single steps alone.
  const std::string six = "6 6\n0 0 0 0 3 0\n5 6 0 0 6 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 6 0 0 2 3\n0 5 0 0 0 0\n";
  dlx::AnalysisSettings settings;
  settings.difficulty = true;
  dlx::AnalysisSession a("shikaku", six, {}, "", settings);
  while (!a.complete()) a.run(1u << 20);
  const Json r = a.report();
  CHECK(r.find("unique")->asBool());
  CHECK(r.find("hint")->find("level")->asString() == "single");
  CHECK(r.find("difficulty")->find("solved")->asBool());
  CHECK(r.find("difficulty")->find("single")->asInt() == 8);
  // The same difficulty whatever the slices.
  dlx::AnalysisSession b("shikaku", six, {}, "", settings);
  while (!b.complete()) b.run(3);
  CHECK(b.report().find("difficulty")->dump() == r.find("difficulty")->dump());
  // Two marks no solution shares: the second one is named.
  dlx::AnalysisSession c("shikaku", six, {}, "1 . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . 1\n");
  while (!c.complete()) c.run(1000);
  const Json rc = c.report();
  CHECK_FALSE(rc.find("consistent")->asBool());
  CHECK(rc.find("conflict")->find("cell")->dump() == "[5,5]");
}

// Not run by default ([.] tag): writes the analysis benchmark inputs, bench/data/shikaku-30x30.txt
// (unique) and bench/data/pentomino-6x10-three.marks (three pieces of the first solution placed).
// Run: unit_tests "[.analysis-bench-data]"
TEST_CASE("write the analysis benchmark inputs", "[.analysis-bench-data]") {
  const std::string root = std::string(DLX_PUZZLES) + "/../bench/data/";
  shikaku_test::Generated g = shikaku_test::generate(30, 30, 3030, 16);
  REQUIRE(shikaku_test::makeUnique(g, 3030));
  std::ofstream(root + "shikaku-30x30.txt") << shikaku_test::toText(g);
  dlx::Options o;
  o.set("preset", "pentomino-6x10");
  dlx::Session s("", "", o);
  s.runUntil(1);
  REQUIRE(s.count() == 1);
  std::string marks;
  for (const Json& row : s.solutions()[0].find("grid")->asArray()) {
    std::string line;
    for (const Json& v : row.asArray()) line += (line.empty() ? "" : " ") + (v.asInt() < 3 ? std::to_string(v.asInt()) : ".");
    marks += line + "\n";
  }
  std::ofstream(root + "pentomino-6x10-three.marks") << marks;
}

namespace {

// The clues the analysis lists as redundant, as their first cells.
std::set<std::pair<int, int>> redundantCells(const std::string& kind, const std::string& text, const dlx::Options& o) {
  dlx::AnalysisSettings settings;
  settings.redundant = true;
  dlx::AnalysisSession a(kind, text, o, "", settings);
  while (!a.complete()) a.run(500);
  std::set<std::pair<int, int>> out;
  const Json report = a.report();
  const Json& list = *report.find("redundant");
  if (list.isNull()) return out;
  for (const Json& c : list.asArray()) {
    const Json& cell = c.find("cells")->asArray()[0];
    out.insert({static_cast<int>(cell.asArray()[0].asInt()), static_cast<int>(cell.asArray()[1].asInt())});
  }
  return out;
}

uint64_t countAll(const std::string& kind, const std::string& text, const dlx::Options& o) {
  dlx::Session s(kind, text, o);
  s.runUntil(0);
  return s.count();
}

}  // namespace

TEST_CASE("redundant clues of unique puzzles: exactly those whose removal keeps one solution", "[analysis]") {
  int checked = 0, redundant = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    shikaku_test::Rng rng(seed);
    shikaku_test::Generated g = shikaku_test::generate(3 + rng.below(3), 3 + rng.below(3), seed, 6);
    if (!shikaku_test::makeUnique(g, seed)) continue;
    const auto found = redundantCells("shikaku", shikaku_test::toText(g), {});
    for (size_t i = 0; i < g.clues.size(); ++i) {
      if (g.clues[i] <= 0) continue;
      shikaku_test::Generated hidden = g;
      hidden.clues[i] = -2;  // the number hidden as '?'
      const bool stays = countAll("shikaku", shikaku_test::toPuzzLink(hidden), {}) == 1;
      const std::pair<int, int> cell{static_cast<int>(i) % g.width, static_cast<int>(i) / g.width};
      CHECK(found.count(cell) == (stays ? 1u : 0u));
      ++checked, redundant += stays;
    }
  }
  nltest::RandomBoards boards(99);
  for (int i = 0; i < 60; ++i) {
    const nltest::SmallBoard b = boards.next(3);
    dlx::Options o;
    o.set("rule", "fill");
    const std::string text = nltest::gridText(b.width, b.height, b.clues);
    if (countAll("numberlink", text, o) != 1) continue;
    const auto found = redundantCells("numberlink", text, o);
    for (int n = 1; n <= 4; ++n) {
      std::vector<int> without = b.clues;
      int first = -1;
      for (size_t c = 0; c < without.size(); ++c)
        if (without[c] == n) {
          if (first < 0) first = static_cast<int>(c);
          without[c] = 0;
        }
      if (first < 0) continue;
      bool any = false;
      for (int v : without) any = any || v != 0;
      const bool stays = any && countAll("numberlink", nltest::gridText(b.width, b.height, without), o) == 1;
      CHECK(found.count({first % b.width, first / b.width}) == (stays ? 1u : 0u));
      ++checked, redundant += stays;
    }
  }
  CHECK(checked > 100);
  CHECK(redundant > 10);
}

namespace {

// The analysis report with where each piece can go, for a packing puzzle file of puzzles/.
Json reachReport(const std::string& file, const std::string& marks) {
  std::ifstream in(std::string(DLX_PUZZLES) + "/" + file);
  std::stringstream text;
  text << in.rdbuf();
  dlx::AnalysisSettings settings;
  settings.reach = true;
  dlx::AnalysisSession a("packing", text.str(), {}, marks, settings);
  while (!a.complete()) a.run(1u << 20);
  return a.report();
}

}  // namespace

TEST_CASE("pentomino rectangles: solutions up to symmetry as the known counts", "[analysis]") {
  // 3x20: 8 tilings, 2 up to the board's 4 symmetries; 8x8 with the centre hole: 520, 65 of 8.
  const Json a = reachReport("pentomino-3x20.txt", "");
  CHECK(a.find("solutionCount")->asUint() == 8u);
  CHECK(a.find("symmetry")->find("order")->asUint() == 4u);
  CHECK(a.find("symmetry")->find("classes")->asUint() == 2u);
  CHECK_FALSE(a.find("uniqueUpToSymmetry")->asBool());
  const Json b = reachReport("pentomino-8x8-hole.txt", "");
  CHECK(b.find("solutionCount")->asUint() == 520u);
  CHECK(b.find("symmetry")->find("order")->asUint() == 8u);
  CHECK(b.find("symmetry")->find("classes")->asUint() == 65u);
}

TEST_CASE("pentomino 6x10: 9356 solutions, 2339 up to symmetry; with marks, pieces as in the solutions", "[analysis][slow]") {
  const Json empty = reachReport("pentomino-6x10.txt", "");
  CHECK(empty.find("solutionCount")->asUint() == 9356u);
  CHECK(empty.find("symmetry")->find("classes")->asUint() == 2339u);
  // Three pieces placed (the benchmark's marks): each piece's cells and counts as the union of
  // its placements over the 9356 solutions that agree with the marks.
  std::ifstream in(std::string(DLX_PUZZLES) + "/pentomino-6x10.txt");
  std::stringstream text;
  text << in.rdbuf();
  dlx::Session s("packing", text.str(), {});
  s.setKeep(10000);
  s.runUntil(0);
  REQUIRE(s.count() == 9356u);
  std::ifstream marksIn(std::string(DLX_PUZZLES) + "/../bench/data/pentomino-6x10-three.marks");
  std::stringstream marks;
  marks << marksIn.rdbuf();
  dlx::AnalysisSession plain("packing", text.str(), {}, marks.str());
  const dlx::AnalysisDomain& d = plain.domain();
  std::vector<dlx::Mark> list = dlx::parseMarks(marks.str(), d);
  REQUIRE(list.size() == 15u);
  std::map<std::pair<int, int>, uint64_t> expected;  // (label, cell) -> solutions
  uint64_t agreeing = 0;
  for (const auto& sol : allSolutions(s, d)) {
    if (!agrees(sol, list, list.size())) continue;
    ++agreeing;
    for (int v = 0; v < d.variableCount(); ++v) ++expected[{sol[static_cast<size_t>(v)], v}];
  }
  const Json r = reachReport("pentomino-6x10.txt", marks.str());
  CHECK(r.find("solutionCount")->asUint() == agreeing);
  CHECK(agreeing > 1u);
  std::map<std::pair<int, int>, uint64_t> got;
  for (const Json& p : r.find("pieces")->asArray())
    for (const Json& c : p.find("cells")->asArray())
      got[{static_cast<int>(p.find("label")->asInt()), static_cast<int>(c.asArray()[1].asInt() * 10 + c.asArray()[0].asInt())}] =
          c.asArray()[2].asUint();
  CHECK(got == expected);
}

namespace {

// A domain of one reach label over a board with more (cell, label) pairs than the reach takes.
class HugeDomain final : public dlx::AnalysisDomain {
 public:
  int width() const override { return 2001; }
  int height() const override { return 2000; }
  int markLabel(int, int64_t label) const override { return static_cast<int>(label); }
  std::unique_ptr<dlx::AssignmentSearch> search(const std::vector<dlx::Mark>&) const override { return nullptr; }
  std::vector<dlx::ReachLabel> reachLabels() const override { return {{0, "a"}}; }
};

}  // namespace

// Regression: the reach's tables were allocated for any board, hundreds of megabytes on a large one.
TEST_CASE("where each piece can go is not attempted past its size limit", "[analysis]") {
  HugeDomain d;
  dlx::LabelReach reach(d, {});
  CHECK(reach.complete());
  CHECK(reach.run(100) == dlx::RunStatus::Done);
  Json r = Json::object();
  reach.report(r);
  CHECK(r.find("pieces")->isNull());
  CHECK(r.find("solutionCount")->isNull());
  CHECK(r.find("uniqueUpToSymmetry")->isNull());
  CHECK(r.find("symmetry")->find("order")->asUint() == 1u);
}
