#include "numberlink_unique.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "core/session.h"

namespace nltest {
namespace {

// Other solutions a check gathers at most, and the nodes it may spend on them at least.
constexpr uint64_t kAlternatives = 6;
constexpr uint64_t kExtraNodes = 1u << 16;

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

}  // namespace

UniqueRun makeUnique(Generated& g, bool fill, uint64_t checkNodes) {
  UniqueRun run;
  dlx::Options options;
  if (!fill) options.set("rule", "free");
  for (;;) {
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
    run.lastNodes = session.stats().nodes;
    run.lastMs = msSince(start);
    run.totalMs += run.lastMs;
    if (session.count() < 2 && session.complete()) {
      if (session.count() == 0) throw std::logic_error("the planted solution was not found");
      run.unique = true;
      return run;
    }
    if (session.count() < 2) {
      // No verdict within the budget: halve the longest path (fewer solutions, easier proofs).
      if (!cutAway(g, {})) return run;
      ++run.blindCuts, ++run.cuts;
      continue;
    }
    const std::vector<char> planted = edgesOf(plantedSolution(g), g.width, g.height);
    std::vector<std::vector<char>> others;
    for (const dlx::Json& solution : session.solutions()) {
      std::vector<char> edges = edgesOf(solution, g.width, g.height);
      if (edges != planted) others.push_back(std::move(edges));
    }
    if (!cutAway(g, others)) return run;
    ++run.cuts;
  }
}

Generated generateUnique(int width, int height, uint64_t seed, int pairs, UniqueRun* run, uint64_t checkNodes) {
  Generated g = generatePuzzle(width, height, Style::Published, seed, pairs);
  const UniqueRun r = makeUnique(g, true, checkNodes);
  if (run) *run = r;
  return g;
}

}  // namespace nltest
