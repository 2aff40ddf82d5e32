// The uniqueness proof by redrawing moves (numberlink_turn_moves.h, numberlink_turn_proof.h):
// each move's premise checked on every solution of small random boards (the redrawn board is
// again a solution, a different one, holding the inverse shape, and smaller in the edge order
// exactly when the shape improves), and the proof's verdicts against brute-force counts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "kinds/numberlink/numberlink_formats.h"
#include "kinds/numberlink/numberlink_render.h"
#include "kinds/numberlink/numberlink_sat.h"
#include "kinds/numberlink/numberlink_turn_moves.h"
#include "kinds/numberlink/numberlink_turn_proof.h"
#include "kinds/numberlink/numberlink_window_moves.h"
#include "support/numberlink_brute.h"
#include "support/numberlink_checker.h"
#include "support/numberlink_random.h"
#include "support/numberlink_turn_shapes.h"

namespace {

using namespace dlx::numberlink;

// Whether the solution holds the move's shape with its window's top-left at (x, y).
bool hasShape(const Board& solution, const TurnMove& move, int x, int y) {
  for (const WindowEdge& l : move.shape())
    if (!(solution.links(solution.cellOf(x + l.x, y + l.y)) >> l.dir & 1)) return false;
  return true;
}

// Makes that move, whose shape must be there: another solution.
void redrawShape(Board& solution, const TurnMove& move, int x, int y) {
  for (const WindowEdge& l : move.taken()) solution.unlink(solution.cellOf(x + l.x, y + l.y), l.dir);
  for (const WindowEdge& l : move.added()) solution.link(solution.cellOf(x + l.x, y + l.y), l.dir);
}

Grid gridOf(const nltest::SmallBoard& b) {
  Grid g;
  g.width = b.width, g.height = b.height, g.numbers = b.clues;
  return g;
}

// The solution's link bits, one character a cell (a string: GCC 12 warns falsely on comparing
// byte vectors).
std::string linksOf(const Board& board) {
  std::string bits;
  for (int cell : board.cells()) bits.push_back(static_cast<char>('0' + board.links(cell)));
  return bits;
}

// The solution's edges in the proof's order: cells row-major, a cell's right edge before its down
// edge, 1 for a line (written here apart from the moves' own tables).
std::vector<int> edgeOrder(const Board& board) {
  std::vector<int> v;
  for (int y = 0; y < board.height(); ++y)
    for (int x = 0; x < board.width(); ++x) {
      const int links = board.links(board.cellOf(x, y));
      if (x + 1 < board.width()) v.push_back(links & 1);
      if (y + 1 < board.height()) v.push_back(links >> 1 & 1);
    }
  return v;
}

// Every solution of the grid (the plain SAT search, checked against brute force by its own tests).
std::vector<Board> allSolutions(const Grid& grid, Rules rules) {
  SatSearch search(grid, rules);
  std::vector<Board> out;
  for (;;) {
    const dlx::RunStatus st = search.run(1u << 20);
    if (st == dlx::RunStatus::Done) return out;
    if (st == dlx::RunStatus::Solution) out.push_back(search.board());
  }
}

// Calls visit(b, grid, rules) for `rounds` random small boards, each under both rules.
template <class Visit>
void forEachSmallBoard(uint64_t seed, int rounds, Visit visit) {
  nltest::RandomBoards rng(seed);
  for (int round = 0; round < rounds; ++round) {
    const nltest::SmallBoard b = rng.next(4);
    const Grid grid = gridOf(b);
    for (const Rule rule : {Rule::Fill, Rule::Free}) {
      Rules rules;
      rules.rule = rule;
      visit(b, grid, rules);
    }
  }
}

}  // namespace

TEST_CASE("numberlink redrawing shapes: the written-out table is the one the symmetries give", "[numberlink][turn]") {
  for (const bool hairpins : {false, true}) {
    const TurnMoves table = turnMoves(hairpins ? TurnFamily::UTurnsAndHairpins : TurnFamily::UTurns);
    const std::vector<nltest::Shape> derived = nltest::derivedTurnShapes(hairpins);
    REQUIRE(table.count == static_cast<int>(derived.size()));  // 4 U-turns (+ 8 hairpins)
    auto same = [](WindowEdges got, const std::vector<nltest::Edge>& want) {
      if (got.count != static_cast<int>(want.size())) return false;
      for (int i = 0; i < got.count; ++i)
        if (got.first[i].x != want[static_cast<size_t>(i)].x || got.first[i].y != want[static_cast<size_t>(i)].y ||
            got.first[i].dir != want[static_cast<size_t>(i)].dir)
          return false;
      return true;
    };
    for (int i = 0; i < table.count; ++i) {
      INFO("shape " << i);
      const TurnMove& m = table[i];
      const nltest::Shape& d = derived[static_cast<size_t>(i)];
      CHECK(m.width == d.width);
      CHECK(m.height == d.height);
      CHECK(same(m.shape(), d.lines));
      CHECK(same(m.taken(), d.gone));
      CHECK(same(m.added(), d.drawn));
      CHECK(m.inverse == d.inverse);
      CHECK(m.improving == d.improving);
    }
  }
}

TEST_CASE("numberlink redrawing moves turn every solution holding a shape into another solution", "[numberlink][turn]") {
  nltest::RandomBoards rng(77);
  const TurnMoves shapes = turnMoves(TurnFamily::UTurnsAndHairpins);
  std::vector<int> moves(static_cast<size_t>(shapes.count), 0);
  for (int round = 0; round < 250; ++round) {
    const nltest::SmallBoard b = rng.next(4);
    const Grid grid = gridOf(b);
    for (const Rule rule : {Rule::Fill, Rule::Free}) {
      Rules rules;
      rules.rule = rule;
      if (nltest::bruteForceCount(b.width, b.height, b.clues, rule == Rule::Fill, false, 2000) >= 2000) continue;
      const std::vector<Board> solutions = allSolutions(grid, rules);
      REQUIRE(solutions.size() ==
              nltest::bruteForceCount(b.width, b.height, b.clues, rule == Rule::Fill, false, 2000));
      std::set<std::string> known;
      for (const Board& s : solutions) known.insert(linksOf(s));
      for (const Board& s : solutions)
        for (int shape = 0; shape < shapes.count; ++shape)
          forEachAnchor(shapes[shape], b.width, b.height, [&](int x, int y) {
            const TurnMove& m = shapes[shape];
            if (!hasShape(s, m, x, y)) return;
            Board moved = s;
            redrawShape(moved, m, x, y);
            INFO(nltest::gridText(b.width, b.height, b.clues) << "fill=" << (rule == Rule::Fill) << " shape "
                                                               << shape << " at " << x << "," << y);
            REQUIRE(linksOf(moved) != linksOf(s));
            const dlx::Json sol = solutionJson(grid, moved);
            REQUIRE(nltest::checkSolution(b.width, b.height, b.clues, sol, rule == Rule::Fill) == "");
            REQUIRE(known.count(linksOf(moved)) == 1);
            REQUIRE(hasShape(moved, shapes[m.inverse], x, y));
            REQUIRE(shapes[m.inverse].improving != m.improving);
            const bool smaller = edgeOrder(moved) < edgeOrder(s);
            REQUIRE(smaller == m.improving);
            ++moves[static_cast<size_t>(shape)];
          });
    }
  }
  for (int count : moves) CHECK(count > 10);
}

namespace {

// The proof's verdict on random small boards under both rules against brute-force counts, with the
// family families[round % 3] and budgets alternating between one node and plenty; every solution
// it reports must pass the checker.
void checkProofVerdicts(uint64_t seed, const TurnFamily (&families)[3]) {
  nltest::RandomBoards rng(seed);
  int unique = 0, none = 0, several = 0;
  for (int round = 0; round < 300; ++round) {
    const nltest::SmallBoard b = rng.next(4);
    const Grid grid = gridOf(b);
    const TurnFamily family = families[round % 3];
    for (const Rule rule : {Rule::Fill, Rule::Free}) {
      Rules rules;
      rules.rule = rule;
      const uint64_t expected = nltest::bruteForceCount(b.width, b.height, b.clues, rule == Rule::Fill, false, 3);
      INFO(nltest::gridText(b.width, b.height, b.clues) << "fill=" << (rule == Rule::Fill) << " family "
                                                         << static_cast<int>(family));
      TurnProof proof(grid, rules, movesOf(family));
      std::set<std::string> reported;
      for (;;) {
        const dlx::RunStatus st = proof.run(round % 2 ? 1 : 1u << 20);
        if (st == dlx::RunStatus::Done) break;
        if (st != dlx::RunStatus::Solution) continue;
        const dlx::Json sol = solutionJson(grid, proof.board());
        REQUIRE(nltest::checkSolution(b.width, b.height, b.clues, sol, rule == Rule::Fill) == "");
        reported.insert(linksOf(proof.board()));
      }
      REQUIRE(proof.settled() == (expected <= 1));
      if (expected <= 1) REQUIRE(reported.size() == expected);
      else REQUIRE(reported.size() >= 2);
      unique += expected == 1, none += expected == 0, several += expected >= 2;
    }
  }
  CHECK(unique > 30);
  CHECK(none > 30);
  CHECK(several > 30);
}

}  // namespace

TEST_CASE("numberlink turn proof settles exactly the boards with at most one solution", "[numberlink][turn]") {
  checkProofVerdicts(4242, {TurnFamily::UTurns, TurnFamily::UTurnsAndHairpins, TurnFamily::UTurnsAndHairpins});
}

TEST_CASE("numberlink turn proof settles p_14x14_07 alone", "[numberlink][turn][large]") {
  // The published-style 14x14 without a second solution (tests/data/numberlink-large); the
  // U-turn proof needs about 226k nodes (with the hairpins too 93k; the plain SAT search 310k).
  std::ifstream in(std::string(DLX_PUZZLES) + "/../tests/data/numberlink-large/p_14x14_07.txt");
  REQUIRE(in.good());
  std::stringstream text;
  text << in.rdbuf();
  const Grid grid = readGrid(text.str());
  TurnProof proof(grid, Rules{}, movesOf(TurnFamily::UTurns));
  int found = 0;
  for (dlx::RunStatus st; (st = proof.run(1u << 16)) != dlx::RunStatus::Done;)
    if (st == dlx::RunStatus::Solution) {
      ++found;
      REQUIRE(nltest::checkSolution(grid.width, grid.height, grid.numbers, solutionJson(grid, proof.board()), true) == "");
    }
  CHECK(proof.settled());
  CHECK(found == 1);
}

TEST_CASE("numberlink turn proof keeps a U-turn that no move removes (the peers' shortcut would not)", "[numberlink][turn]") {
  // numberlink_turn_proof.h, WHERE THE PEERS' SPEED COMES FROM: the only solution of this board
  // turns path 4 round the square (2,2)-(3,3) with no clue beyond its bend, so forbidding such
  // turns, as the fastest uniqueness checks do, would find no solution at all.
  const Grid grid = readGrid("6 6\n0 2 0 0 0 0\n0 0 0 0 0 2\n0 4 0 0 3 3\n0 0 0 0 0 0\n0 0 0 0 4 1\n0 1 0 0 0 0\n");
  REQUIRE(nltest::bruteForceCount(grid.width, grid.height, grid.numbers, true, false, 3) == 1);
  for (const TurnFamily family : {TurnFamily::UTurnsAndHairpins, TurnFamily::Windows4x3}) {
    TurnProof proof(grid, Rules{}, movesOf(family));
    std::vector<Board> found;
    for (dlx::RunStatus st; (st = proof.run(1u << 16)) != dlx::RunStatus::Done;)
      if (st == dlx::RunStatus::Solution) found.push_back(proof.board());
    CHECK(proof.settled());
    REQUIRE(found.size() == 1);
    const Board& s = found[0];
    REQUIRE(nltest::checkSolution(grid.width, grid.height, grid.numbers, solutionJson(grid, s), true) == "");
    // The turn: (2,3) up to (2,2), right to (3,2), down to (3,3); (2,1) and (3,1) clue-free, unjoined.
    CHECK((s.links(s.cellOf(2, 2)) >> 1 & 1) == 1);
    CHECK((s.links(s.cellOf(2, 2)) & 1) == 1);
    CHECK((s.links(s.cellOf(3, 2)) >> 1 & 1) == 1);
    CHECK((s.links(s.cellOf(2, 1)) & 1) == 0);
    CHECK(grid.numbers[1 * 6 + 2] == 0);
    CHECK(grid.numbers[1 * 6 + 3] == 0);
  }
}

TEST_CASE("numberlink SAT search without improving shapes away from pinned cells answers existence", "[numberlink][turn]") {
  // The analysis asks "is there a solution with these cells on these paths (or not)?" with the
  // improving shapes forbidden except where a move would change a marked cell's path: the answer
  // must be the one every solution gives (brute-force-checked SAT enumeration), and a solution
  // found must be real and honour the marks.
  nltest::RandomBoards rng(778);  // for the marks
  int yes = 0, no = 0;
  forEachSmallBoard(777, 250, [&](const nltest::SmallBoard& b, const Grid& grid, Rules rules) {
    const std::vector<Board> all = allSolutions(grid, rules);
    if (all.empty()) return;
    std::vector<std::vector<int>> labels;  // per solution, per cell
    for (const Board& s : all) labels.push_back(labelsOf(grid, tracePaths(grid, s)));
    for (int ask = 0; ask < 4; ++ask) {
      // One or two marks, labels taken from some solution, each kept or negated.
      struct M {
        int cell, number;
        bool equal;
      };
      std::vector<M> marks;
      for (int k = 0, n = 1 + rng.below(2); k < n; ++k) {
        const int cell = rng.below(b.width * b.height);
        marks.push_back({cell, labels[static_cast<size_t>(rng.below(static_cast<int>(all.size())))][static_cast<size_t>(cell)],
                         rng.below(2) == 0});
      }
      auto agrees = [&](const std::vector<int>& l) {
        for (const M& m : marks)
          if ((l[static_cast<size_t>(m.cell)] == m.number) != m.equal) return false;
        return true;
      };
      bool expected = false;
      for (const std::vector<int>& l : labels) expected = expected || agrees(l);
      for (const TurnFamily family : {TurnFamily::UTurnsAndHairpins, TurnFamily::Windows4x3}) {
        SatSearch search(grid, rules, true, TurnShapes::NoImproving, &movesOf(family));
        for (const M& m : marks) search.fixLabel(m.cell, m.number, m.equal);
        dlx::RunStatus st;
        while ((st = search.run(1u << 20)) == dlx::RunStatus::Paused) {
        }
        INFO(nltest::gridText(b.width, b.height, b.clues) << "fill=" << (rules.rule == Rule::Fill) << " marks "
                                                           << marks.size() << " family " << static_cast<int>(family));
        REQUIRE((st == dlx::RunStatus::Solution) == expected);
        if (expected) {
          REQUIRE(nltest::checkSolution(b.width, b.height, b.clues, solutionJson(grid, search.board()), rules.rule == Rule::Fill) == "");
          REQUIRE(agrees(labelsOf(grid, tracePaths(grid, search.board()))));
        }
      }
      yes += expected, no += !expected;
    }
  });
  CHECK(yes > 100);
  CHECK(no > 100);
}

namespace {

struct MoveTally {
  int moves = 0, broken = 0;
  std::string firstBroken;
};

// Applies every pattern of `windows` wherever it matches a solution of random small boards (both
// rules) and tallies the moves whose result is not another, earlier solution of the board (each
// result is checked by the independent checker and looked up among all solutions). With
// `checkBlanks` false a pattern matches on its lines alone: the variant that is not sound.
MoveTally tallyWindowMoves(const WindowMoves& windows, bool checkBlanks) {
  MoveTally tally;
  forEachSmallBoard(91, 200, [&](const nltest::SmallBoard& b, const Grid& grid, Rules rules) {
    if (nltest::bruteForceCount(b.width, b.height, b.clues, rules.rule == Rule::Fill, false, 2000) >= 2000) return;
    const std::vector<Board> solutions = allSolutions(grid, rules);
    std::set<std::string> known;
    for (const Board& s : solutions) known.insert(linksOf(s));
    for (const Board& s : solutions)
      for (const WindowPattern& p : windows.patterns())
        for (int y = 0; y + p.height <= b.height; ++y)
          for (int x = 0; x + p.width <= b.width; ++x) {
            WindowPattern linesOnly = p;
            if (!checkBlanks) linesOnly.drawn = 0;
            if (!WindowMoves::matches(s, linesOnly, x, y)) continue;
            Board moved = s;
            WindowMoves::apply(moved, p, x, y);
            ++tally.moves;
            const std::string problem =
                nltest::checkSolution(b.width, b.height, b.clues, solutionJson(grid, moved), rules.rule == Rule::Fill);
            const bool good = problem.empty() && linksOf(moved) != linksOf(s) && known.count(linksOf(moved)) == 1 &&
                              edgeOrder(moved) < edgeOrder(s);
            if (good) continue;
            if (tally.broken++ == 0)
              tally.firstBroken = nltest::gridText(b.width, b.height, b.clues) + "fill=" +
                                  std::to_string(rules.rule == Rule::Fill) + " at " + std::to_string(x) + "," +
                                  std::to_string(y) + ": " + problem;
          }
  });
  return tally;
}

}  // namespace

TEST_CASE("numberlink window moves: every forbidden pattern's move gives another, earlier solution", "[numberlink][turn]") {
  for (const TurnFamily family : {TurnFamily::Windows3x3, TurnFamily::Windows4x3}) {
    const WindowMoves& windows = movesOf(family);
    const MoveTally tally = tallyWindowMoves(windows, true);
    INFO("family " << static_cast<int>(family) << " patterns " << windows.patterns().size() << "; first broken move:\n"
                   << tally.firstBroken);
    CHECK(tally.broken == 0);
    CHECK(tally.moves > 1000);
  }
}

TEST_CASE("numberlink window moves: the blank edges follow from the lines", "[numberlink][turn]") {
  // A pattern's move needs L' \ L blank; in a solution holding L that is always so (a line there
  // would close a loop with L's path between its ends), so matching the lines alone breaks nothing.
  const MoveTally tally = tallyWindowMoves(movesOf(TurnFamily::Windows4x3), false);
  INFO(tally.firstBroken);
  CHECK(tally.broken == 0);
  CHECK(tally.moves > 1000);
}

TEST_CASE("numberlink window moves: a family that ignores where paths end is caught", "[numberlink][turn]") {
  // The mutant: path sets grouped by their degrees alone. Its moves may join other clues or close
  // loops; the tally above must see that, or it could not see a wrong family either.
  const WindowMoves mutant({{3, 3}}, false);
  const MoveTally tally = tallyWindowMoves(mutant, true);
  CHECK(tally.broken > 0);
}

TEST_CASE("numberlink window moves: each hand-written improving shape is a window move", "[numberlink][turn]") {
  // A U-turn or hairpin whose move improves matches a 3x3 window pattern (it is contained in one
  // of them at some shift): the generated family holds the hand-written one.
  const WindowMoves& windows = movesOf(TurnFamily::Windows3x3);
  for (const TurnMove& m : turnMoves(TurnFamily::UTurnsAndHairpins)) {
    if (!m.improving) continue;
    // The shape's lines and the move's drawn edges as a 3x3 solution fragment.
    auto has = [&](WindowEdges edges, int x, int y, int dir) {
      for (const WindowEdge& e : edges)
        if (e.x == x && e.y == y && e.dir == dir) return true;
      return false;
    };
    bool contained = false;
    for (const WindowPattern& p : windows.patterns())
      for (int dy = 0; dy + p.height <= m.height; ++dy)
        for (int dx = 0; dx + p.width <= m.width; ++dx) {
          bool inside = true;
          forEachWindowEdge(p.lines, [&](int x, int y, int dir) { inside = inside && has(m.shape(), x + dx, y + dy, dir); });
          forEachWindowEdge(p.drawn, [&](int x, int y, int dir) { inside = inside && has(m.added(), x + dx, y + dy, dir); });
          contained = contained || inside;
        }
    CHECK(contained);
  }
}

TEST_CASE("numberlink turn proof with window moves settles exactly the boards with at most one solution", "[numberlink][turn]") {
  checkProofVerdicts(5151, {TurnFamily::Windows4x3, TurnFamily::Windows3x3, TurnFamily::Windows4x3});
}

namespace {

// The improving moves of a W x H window found the slow, plain way, to check the generator
// against: every edge set of the window classed by tracing its paths cell by cell, then every
// ordered pair of one class whose target comes first in the edge order. Each pair as
// {lines L, drawn L' \ L} in windowBit bits.
std::vector<std::pair<uint32_t, uint32_t>> plainImprovingMoves(int width, int height) {
  std::vector<std::pair<int, int>> edges;  // {windowBit, the other cell}
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      if (x + 1 < width) edges.push_back({windowBit(x, y, 0), y * 4 + x + 1});
      if (y + 1 < height) edges.push_back({windowBit(x, y, 1), (y + 1) * 4 + x});
    }
  std::map<std::vector<int>, std::vector<uint32_t>> classes;  // degrees then far ends -> sets
  for (uint32_t set = 0; set < (1u << edges.size()); ++set) {
    std::vector<std::vector<int>> next(16);
    uint32_t bits = 0;
    for (size_t i = 0; i < edges.size(); ++i)
      if (set >> i & 1) {
        const int a = edges[i].first >> 1;
        next[static_cast<size_t>(a)].push_back(edges[i].second);
        next[static_cast<size_t>(edges[i].second)].push_back(a);
        bits |= 1u << edges[i].first;
      }
    std::vector<int> key(32, -1);
    bool paths = true;
    int onPaths = 0, used = 0;
    for (int c = 0; c < 16; ++c) {
      const size_t degree = next[static_cast<size_t>(c)].size();
      paths = paths && degree <= 2;
      key[static_cast<size_t>(c)] = static_cast<int>(degree);
      used += degree > 0;
    }
    if (!paths) continue;
    for (int c = 0; c < 16; ++c) {
      if (next[static_cast<size_t>(c)].size() != 1) continue;
      int from = c, at = next[static_cast<size_t>(c)][0], steps = 2;
      while (next[static_cast<size_t>(at)].size() == 2) {
        const std::vector<int>& n = next[static_cast<size_t>(at)];
        const int to = n[0] == from ? n[1] : n[0];
        from = at, at = to, ++steps;
      }
      key[16 + static_cast<size_t>(c)] = at;
      onPaths += steps;  // each path's cells, counted from both of its ends
    }
    if (onPaths / 2 != used) continue;  // some cell lies on a loop, which no end reaches
    classes[key].push_back(bits);
  }
  std::vector<std::pair<uint32_t, uint32_t>> moves;
  for (const auto& entry : classes)
    for (uint32_t from : entry.second)
      for (uint32_t to : entry.second) {
        const uint32_t differ = from ^ to;
        if (differ != 0 && (from & differ & (~differ + 1u)) != 0) moves.push_back({from, to & ~from});
      }
  return moves;
}

}  // namespace

TEST_CASE("numberlink window moves: every improving move of a window is forbidden by some pattern", "[numberlink][turn]") {
  // Completeness of the generated family (its soundness is the tally above): each improving move
  // found the plain way asks, at some shift, at least the lines and blanks of a kept pattern, so
  // the search's clauses forbid it. A generator that missed classes or class members fails here.
  for (const TurnFamily family : {TurnFamily::Windows3x3, TurnFamily::Windows4x3}) {
    const std::vector<WindowPattern>& patterns = movesOf(family).patterns();
    std::vector<std::pair<uint32_t, uint32_t>> moves;
    for (const WindowSize size : family == TurnFamily::Windows3x3 ? std::vector<WindowSize>{{3, 3}}
                                                                    : std::vector<WindowSize>{{4, 3}, {3, 4}}) {
      const auto some = plainImprovingMoves(size.width, size.height);
      moves.insert(moves.end(), some.begin(), some.end());
    }
    CHECK(moves.size() > patterns.size());
    int uncovered = 0;
    for (const auto& [lines, drawn] : moves) {
      bool covered = false;
      for (const WindowPattern& p : patterns)
        for (int dy = 0; dy + p.height <= 4 && !covered; ++dy)
          for (int dx = 0; dx + p.width <= 4 && !covered; ++dx) {
            const int shift = windowBit(dx, dy, 0);
            covered = ((p.lines << shift) & ~lines) == 0 && ((p.drawn << shift) & ~drawn) == 0;
          }
      uncovered += !covered;
    }
    INFO("family " << static_cast<int>(family) << ": " << moves.size() << " improving moves");
    CHECK(uncovered == 0);
  }
}
