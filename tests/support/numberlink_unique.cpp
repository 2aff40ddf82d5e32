#include "numberlink_unique.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <tuple>

#include "core/session.h"

namespace nltest {
namespace {

// Other solutions a check gathers at most, and the nodes it may spend on them at least.
constexpr uint64_t kAlternatives = 6;
constexpr uint64_t kExtraNodes = 1u << 16;
// A join's check may take twice the nodes of the last proof, and at least this many.
constexpr uint64_t kJoinNodes = 1u << 18;

// Edges between neighbouring cells: 2c is c's edge to the right, 2c + 1 the one below.
int edgeIndex(int a, int b) {
  const int lo = a < b ? a : b, hi = a < b ? b : a;
  return hi == lo + 1 ? 2 * lo : 2 * lo + 1;
}

std::vector<char> edgesOf(const dlx::Json& solution, int width, int height) {
  std::vector<char> on(static_cast<size_t>(2 * width * height), 0);
  for (const dlx::Json& path : solution.find("paths")->asArray()) {
    int prev = -1;
    for (const dlx::Json& xy : path.find("cells")->asArray()) {
      const int c = static_cast<int>(xy.asArray().at(1).asInt()) * width + static_cast<int>(xy.asArray().at(0).asInt());
      if (prev >= 0) on[static_cast<size_t>(edgeIndex(prev, c))] = 1;
      prev = c;
    }
  }
  return on;
}

std::vector<std::vector<int>> piecesOf(const Generated& g) {
  std::vector<std::vector<int>> pieces;
  for (const auto& path : g.paths) {
    std::vector<int> cells;
    for (auto [x, y] : path) cells.push_back(y * g.width + x);
    pieces.push_back(std::move(cells));
  }
  return pieces;
}

// Cuts a planted path where the fewest of the other solutions in hand still run (each that does
// not run through the cut edge is no longer a solution), leaving the most even pieces of at least
// two cells among those; with none in hand, the longest path in two halves. False when there is
// no such edge (or none that removes another solution).
bool cutAway(Generated& g, const std::vector<std::vector<char>>& others) {
  std::vector<std::vector<int>> pieces = piecesOf(g);
  size_t bestPiece = 0, bestAt = 0, bestShorter = 0, bestKills = 0;
  for (size_t i = 0; i < pieces.size(); ++i) {
    const std::vector<int>& p = pieces[i];
    for (size_t k = 1; k + 2 < p.size(); ++k) {
      const size_t edge = static_cast<size_t>(edgeIndex(p[k], p[k + 1]));
      size_t kills = 0;
      for (const std::vector<char>& other : others) kills += other[edge] ? 0 : 1;
      const size_t shorter = std::min(k + 1, p.size() - k - 1);
      if (kills > bestKills || (kills == bestKills && shorter > bestShorter))
        bestPiece = i, bestAt = k, bestShorter = shorter, bestKills = kills;
    }
  }
  if (bestShorter == 0 || (bestKills == 0 && !others.empty())) return false;
  std::vector<int>& p = pieces[bestPiece];
  std::vector<int> tail(p.begin() + static_cast<long>(bestAt) + 1, p.end());
  p.resize(bestAt + 1);
  pieces.push_back(std::move(tail));
  g = numberPieces(g.width, g.height, std::move(pieces));
  return true;
}

double msSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// One solver run on the puzzle: up to two solutions within `checkNodes` nodes, then (when there
// are two) more while they come cheaply. others: the solutions found that are not the planted one.
struct Check {
  bool unique = false, settled = false;
  std::vector<std::vector<char>> others;
};

Check check(const Generated& g, const dlx::Options& options, uint64_t checkNodes, UniqueRun& run) {
  const auto start = std::chrono::steady_clock::now();
  dlx::Session session("numberlink", numbersGridText(g), options);
  session.setKeep(kAlternatives + 1);
  // Small slices keep the node budget to within a slice; the race's answers do not depend on
  // the slicing.
  auto runWhile = [&](uint64_t wanted, uint64_t nodes) {
    while (!session.complete() && session.count() < wanted && session.stats().nodes < nodes) session.run(1u << 14);
  };
  runWhile(2, checkNodes);
  // More solutions let one cut do the work of several, but only while they come cheaply (a
  // puzzle with few solutions would be searched to the end).
  if (session.count() >= 2) runWhile(kAlternatives + 1, session.stats().nodes + std::max(session.stats().nodes, kExtraNodes));
  const double ms = msSince(start);
  run.totalMs += ms;
  ++run.checks;
  Check c;
  const std::vector<char> planted = edgesOf(plantedSolution(g), g.width, g.height);
  for (const dlx::Json& solution : session.solutions()) {
    std::vector<char> edges = edgesOf(solution, g.width, g.height);
    if (edges != planted) c.others.push_back(std::move(edges));
  }
  // The planted solution is one, so a search that ends without it is wrong: stop rather than
  // write a wrong puzzle.
  if (session.complete() && session.count() < 1 + c.others.size())
    throw std::logic_error("the search ended without the planted solution");
  c.settled = session.complete() || !c.others.empty();
  c.unique = session.complete() && session.count() == 1;
  if (c.unique) run.proofMs = ms, run.proofNodes = session.stats().nodes;
  static const bool trace = std::getenv("DLX_UNIQUE_TRACE") != nullptr;
  if (trace)
    std::fprintf(stderr, "check %d: %zu pairs, %s, %llu nodes, %.0f ms\n", run.checks, g.paths.size(),
                 c.unique ? "unique" : c.settled ? "two or more" : "no verdict",
                 static_cast<unsigned long long>(session.stats().nodes), ms);
  return c;
}

// Whether path `q` may follow path `p` (p's back next to q's front) without running beside the
// joined path elsewhere: published paths stay clear of themselves.
bool joinsClear(const std::vector<int>& p, const std::vector<int>& q, int width, int height) {
  std::vector<char> inP(static_cast<size_t>(width * height), 0);
  for (int c : p) inP[static_cast<size_t>(c)] = 1;
  for (size_t k = 0; k < q.size(); ++k) {
    const int c = q[k], x = c % width;
    for (int n : {x > 0 ? c - 1 : -1, x + 1 < width ? c + 1 : -1, c - width, c + width})
      if (n >= 0 && n < width * height && inP[static_cast<size_t>(n)] && !(k == 0 && n == p.back())) return false;
  }
  return true;
}

// Undoes cuts (and joins the generator's paths) that the uniqueness no longer needs: two paths
// whose ends are neighbours become one when the puzzle stays unique. Joining only adds solutions,
// so a join refused once stays refused and each is tried once, shortest paths first.
void joinRedundant(Generated& g, const dlx::Options& options, uint64_t checkNodes, UniqueRun& run) {
  std::vector<std::pair<int, int>> refused;  // the two end cells
  for (bool joined = true; joined;) {
    joined = false;
    const std::vector<std::vector<int>> pieces = piecesOf(g);
    std::vector<int> pieceAt(static_cast<size_t>(g.width * g.height), -1);
    for (size_t i = 0; i < pieces.size(); ++i)
      for (int c : {pieces[i].front(), pieces[i].back()}) pieceAt[static_cast<size_t>(c)] = static_cast<int>(i);
    // (shorter piece's length, end of one, end of the other)
    std::vector<std::tuple<size_t, int, int>> candidates;
    for (size_t i = 0; i < pieces.size(); ++i)
      for (int e : {pieces[i].front(), pieces[i].back()})
        for (int n : {e + 1, e + g.width}) {
          if ((n == e + 1 && n % g.width == 0) || n >= g.width * g.height) continue;
          const int j = pieceAt[static_cast<size_t>(n)];
          if (j < 0 || j == static_cast<int>(i)) continue;
          if (std::find(refused.begin(), refused.end(), std::pair{e, n}) != refused.end()) continue;
          candidates.emplace_back(std::min(pieces[i].size(), pieces[static_cast<size_t>(j)].size()), e, n);
        }
    std::sort(candidates.begin(), candidates.end());
    for (auto [shorter, e, n] : candidates) {
      std::vector<std::vector<int>> next = pieces;
      std::vector<int> p = next[static_cast<size_t>(pieceAt[static_cast<size_t>(e)])];
      std::vector<int> q = next[static_cast<size_t>(pieceAt[static_cast<size_t>(n)])];
      if (p.back() != e) std::reverse(p.begin(), p.end());
      if (q.front() != n) std::reverse(q.begin(), q.end());
      refused.emplace_back(e, n);
      if (!joinsClear(p, q, g.width, g.height)) continue;
      p.insert(p.end(), q.begin(), q.end());
      const int pi = pieceAt[static_cast<size_t>(e)], qi = pieceAt[static_cast<size_t>(n)];
      next[static_cast<size_t>(pi)] = std::move(p);
      next.erase(next.begin() + qi);
      Generated joinedPuzzle = numberPieces(g.width, g.height, std::move(next));
      // A join whose proof takes far longer than the current one is refused too: it would make
      // a puzzle the solver proves slowly, and such failed checks were most of the time spent
      // at 36x20 and beyond.
      const uint64_t budget = std::min(checkNodes, std::max(2 * run.proofNodes, kJoinNodes));
      if (!check(joinedPuzzle, options, budget, run).unique) continue;
      g = std::move(joinedPuzzle);
      ++run.joins;
      refused.pop_back();
      joined = true;
      break;
    }
  }
}

}  // namespace

UniqueRun makeUnique(Generated& g, bool fill, uint64_t checkNodes) {
  UniqueRun run;
  dlx::Options options;
  options.set("turns", "any");  // the literal rule (brute force, generators)
  if (!fill) options.set("rule", "free");
  for (;;) {
    const Check c = check(g, options, checkNodes, run);
    if (c.unique) break;
    // No verdict within the budget: halve the longest path (fewer solutions, easier proofs).
    if (!c.settled) ++run.blindCuts;
    if (!cutAway(g, c.others)) return run;
    ++run.cuts;
  }
  joinRedundant(g, options, checkNodes, run);
  run.unique = true;
  return run;
}

Generated generateUnique(int width, int height, uint64_t seed, int pairs, UniqueRun* run, uint64_t checkNodes) {
  // A board whose second solution differs only next to clues (or in paths of three cells or
  // less) cannot be cut apart from it: the next board of the seed is tried.
  for (uint64_t attempt = 0;; ++attempt) {
    Generated g = generatePuzzle(width, height, Style::Published, seed + attempt * 0x9E3779B97F4A7C15ull, pairs);
    const UniqueRun r = makeUnique(g, true, checkNodes);
    if (run) *run = r, run->attempts = static_cast<int>(attempt) + 1;
    if (r.unique) return g;
  }
}

}  // namespace nltest
