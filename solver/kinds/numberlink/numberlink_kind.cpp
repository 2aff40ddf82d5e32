// The Numberlink kind: connect each pair of equal numbers with a path of orthogonal steps; paths
// never cross or share a cell. Options (declared in NumberlinkKind::options below):
//   rule=fill|free   fill: every cell lies on a path; free: cells may stay unused (solutions then
//                    count as distinct sets of paths). Default: the source's rule (puzz.link
//                    numlin: free; arukone, letter grids, the plain formats: fill)
//   turns=no-u-turn|any  whether a line may run along three sides of a unit square
//                    (numberlink_rules.h). Default: the source's statement, else no-u-turn under
//                    rule fill (as published) and any under rule free
//   notouch=1        assume no path runs beside itself; faster on published-style puzzles but
//                    misses solutions that need a path to touch itself
//   bench_engine=auto|path|scan|edge|portfolio|sat  which search, for benchmarking (auto is right for
//                    everything else; portfolio is the exact searches without the race's helpers)
// Formats are in numberlink_formats.h, the search in numberlink_search.h.
#include <algorithm>
#include <memory>

#include "core/kind.h"
#include "core/state_json.h"
#include "numberlink_analysis.h"
#include "numberlink_board.h"
#include "numberlink_edge_search.h"
#include "numberlink_formats.h"
#include "numberlink_free_rule.h"
#include "numberlink_prune.h"
#include "numberlink_race.h"
#include "numberlink_render.h"
#include "numberlink_sat.h"
#include "numberlink_scan.h"
#include "numberlink_search.h"
#include "numberlink_turns.h"

namespace dlx {
namespace {

using namespace numberlink;

// Option values arrive checked against the schema (rule is fill or free, turns no-u-turn or any,
// notouch "1" or "0"). Turns: the option, else the source's statement when the rule is the
// source's own, else the rule's default (a numlin URL solved with rule=fill is published-style).
Rules rulesFrom(const Options& options, const Grid& grid) {
  Rules rules;
  const Rule source = grid.freeBySource ? Rule::Free : Rule::Fill;
  rules.rule = ruleNamed(options.get("rule", std::string(ruleName(source)))).value_or(source);
  const Turns turnsDefault = grid.turnsBySource && rules.rule == source ? *grid.turnsBySource : defaultTurns(rules.rule);
  rules.turns = turnsNamed(options.get("turns", std::string(turnsName(turnsDefault)))).value_or(turnsDefault);
  rules.noTouch = options.flag("notouch", false);
  return rules;
}

// bench_engine=auto|path|scan|edge|portfolio|sat picks the search: auto (default) races the frontier
// scans from each side against the path search (numberlink_scan.h) and helpers that find solutions
// sooner (numberlink_race.h); portfolio (the race without its helpers), path, scan (one top-down
// scan) or edge (the exact edge search, numberlink_edge_search.h) alone are for comparisons. The scan and the edge
// search cannot use the no-touch assumption, so notouch=1 means the path search (or the SAT search,
// numberlink_sat.h, which encodes it, when asked for).
enum class Engine { Auto, Path, Scan, Edge, Portfolio, Sat };

Engine engineFrom(const Options& options, const Rules& rules) {
  const std::string engine = options.get("bench_engine", "auto");
  if (engine == "sat") return Engine::Sat;
  if (rules.noTouch) {
    if (engine == "scan" || engine == "edge")
      throw InputError("bench_engine=" + engine + " cannot be combined with notouch=1");
    return Engine::Path;
  }
  if (engine == "edge") return Engine::Edge;
  if (engine == "portfolio") return Engine::Portfolio;

  return engine == "path" ? Engine::Path : engine == "scan" ? Engine::Scan : Engine::Auto;
}

// The kind's own search: whichever engine runs, the solution is read from its board.
class NumberlinkPuzzleSearch final : public WrappedSearch<NumberlinkSearch> {
 public:
  NumberlinkPuzzleSearch(const Grid& grid, std::unique_ptr<NumberlinkSearch> inner)
      : WrappedSearch(std::move(inner)), grid_(grid) {}
  Json solution() const override { return solutionJson(grid_, inner().board()); }

 private:
  const Grid& grid_;
};

class NumberlinkPuzzle final : public Puzzle {
 public:
  NumberlinkPuzzle(Grid grid, Rules rules, Engine engine) : grid_(std::move(grid)), rules_(rules), engine_(engine) {}

  std::optional<std::string> impossible() const override {
    Board board(grid_);
    Analyzer analyzer(board, rules_);
    Choice choice;
    const Finding f = analyzer.analyze(board, choice);
    const std::string fillNote = " (rule=fill: every cell must lie on a path)";
    auto where = [&](int cell) { return cellName(grid_, board.yOf(cell) * grid_.width + board.xOf(cell)); };
    switch (f.verdict) {
      case Verdict::Open: return std::nullopt;
      case Verdict::PairCut:
        return "the two " + std::to_string(board.number(f.pair)) + "s cannot be connected: other numbers wall them off";
      case Verdict::EndStuck:
        return "the " + std::to_string(board.number(f.pair)) + " at " + where(f.cell) + " has no free neighbour";
      case Verdict::StrandedRegion:
        return "the empty cells around " + where(f.cell) + " cannot be reached by any path" + fillNote;
      case Verdict::DeadEnd: {
        // Either too few usable neighbours, or exactly two that are ends of different numbers.
        std::vector<int> ends;
        int usable = 0;
        for (int d = 0; d < 4; ++d) {
          const int n = f.cell + board.steps()[d];
          if (board.label(n) == Board::kEmpty) ++usable;
          else if (board.label(n) > 0 && board.slotAt(n) >= 0) ++usable, ends.push_back(board.number(board.label(n) - 1));
        }
        if (usable == 2 && ends.size() == 2)
          return "no path can pass through the cell at " + where(f.cell) + ": its only usable neighbours are the " +
                 std::to_string(ends[0]) + " and the " + std::to_string(ends[1]) + fillNote;
        return "no path can pass through the cell at " + where(f.cell) + ": it has fewer than two usable neighbours" +
               fillNote;
      }
      case Verdict::Pocket:
        return "the empty cells at " + where(f.cell) +
               " can only be entered through a single cell and touch no number, so no path can fill them" + fillNote;
      case Verdict::Links:
        return "the cells around " + where(f.cell) +
               " cannot all be used: the links they need would close a loop, join two different numbers or give a "
               "cell three links" + fillNote;
      case Verdict::Parity:
        return "the empty cells around " + where(f.cell) +
               " cannot all be used: colouring the grid like a checkerboard, the paths that can reach them "
               "cannot cover that many cells of one colour" + fillNote;
    }
    return std::nullopt;
  }

  std::unique_ptr<PuzzleSearch> newSearch() const override {
    std::unique_ptr<NumberlinkSearch> inner;
    // The path search and the scans do not know the turn convention: their solutions are filtered.
    auto filtered = [&](std::unique_ptr<NumberlinkSearch> s) -> std::unique_ptr<NumberlinkSearch> {
      if (rules_.turns == Turns::Any) return s;
      return std::make_unique<TurnFilter>(std::move(s), rules_.turns);
    };
    switch (engine_) {
      case Engine::Path: inner = filtered(std::make_unique<PathSearch>(grid_, rules_)); break;
      case Engine::Scan: inner = filtered(std::make_unique<ScanSearch>(grid_, rules_, ScanSearch::Orientation{})); break;
      case Engine::Edge: inner = std::make_unique<EdgeSearch>(grid_, rules_); break;
      case Engine::Portfolio: inner = filtered(std::make_unique<PortfolioSearch>(grid_, rules_, true)); break;
      case Engine::Auto:
        // Rule free with any turns: exact by the shortcut theorem (numberlink_free_rule.h).
        if (rules_.rule == Rule::Free && rules_.turns == Turns::Any) inner = std::make_unique<FreeRuleSearch>(grid_, rules_);
        else inner = std::make_unique<SolutionRace>(grid_, rules_);
        break;
      case Engine::Sat: inner = std::make_unique<SatSearch>(grid_, rules_); break;
    }
    return std::make_unique<NumberlinkPuzzleSearch>(grid_, std::move(inner));
  }

  std::optional<std::string> check(const Json& solution) const override;

  // A pair taken away (both its numbers), under the same rule.
  std::vector<ClueVariant> clueVariants() const override {
    std::vector<ClueVariant> out;
    for (const Pair& p : pairsOf(grid_)) {
      Grid without = grid_;
      without.numbers[static_cast<size_t>(p.first)] = 0;
      without.numbers[static_cast<size_t>(p.second)] = 0;
      ClueVariant v;
      v.cells = {{p.first % grid_.width, p.first / grid_.width}, {p.second % grid_.width, p.second / grid_.width}};
      v.name = "the pair " + std::to_string(p.number) + " at " + cellName(grid_, p.first) + " and " + cellName(grid_, p.second);
      v.input = writeNumbersGrid(without);
      v.options.set("rule", std::string(ruleName(rules_.rule)));
      v.options.set("turns", std::string(turnsName(rules_.turns)));
      out.push_back(std::move(v));
    }
    return out;
  }

  // Labels: the pair's number per cell (numberlink_analysis.h).
  std::unique_ptr<AnalysisDomain> analysisDomain() const override {
    if (!makeNumberlinkDomain) return nullptr;  // not linked into this program
    return makeNumberlinkDomain(*this, grid_, rules_);
  }

  void addSummary(Json& report) const override {
    report["rule"] = std::string(ruleName(rules_.rule));
    report["turns"] = std::string(turnsName(rules_.turns));
    if (rules_.noTouch) report["notouch"] = true;
  }

#ifndef __EMSCRIPTEN__  // the page says it in its own words (web/lib/other-rule.js): not in its download
  // Under the convention or the free rule an answer about solutions is not the literal rule's:
  // the literal fill rule may have a solution (or a second one) that turns back.
  std::string ruleNote() const override {
    std::string note;
    if (rules_.rule == Rule::Free) note = "rule free: cells may stay empty";
    else if (rules_.turns == Turns::NoUTurn) note = "rule fill, no U-turns; `--turns any` lets lines turn back";
    if (rules_.noTouch) note += std::string(note.empty() ? "" : "; ") + "assuming no path runs beside itself (--notouch)";
    return note;
  }
#endif

  Json describe() const override {
    Json d = Json::object();
    d["width"] = grid_.width;
    d["height"] = grid_.height;
    Json rows = Json::array();
    for (int y = 0; y < grid_.height; ++y) {
      Json row = Json::array();
      for (int x = 0; x < grid_.width; ++x) row.push(grid_.at(x, y));
      rows.push(std::move(row));
    }
    d["numbers"] = std::move(rows);
    // The rules it is solved under (the source's, or the options'): an editor that imports a
    // puzz.link numlin URL takes them from here instead of deciding them again.
    d["rule"] = std::string(ruleName(rules_.rule));
    d["turns"] = std::string(turnsName(rules_.turns));
    return d;
  }

  std::string write(std::string_view format) const override {
    if (format == "text") return writeText(grid_, rules_);
    if (format == "puzzlink") return writePuzzLink(grid_, rules_);
    throw InputError("Numberlink puzzles can be written as 'text' or 'puzzlink', not '" + std::string(format) + "'");
  }

 private:
  Grid grid_;
  Rules rules_;
  Engine engine_;
};

// Re-checks a solution object against the clues and the rules, from its "paths" and "grid".
std::optional<std::string> NumberlinkPuzzle::check(const Json& solution) const {
  const Json* paths = solution.find("paths");
  const Json* grid = solution.find("grid");
  if (!paths || !paths->isArray() || !grid || !grid->isArray()) return "the solution needs 'paths' and 'grid' arrays";
  const int w = grid_.width, h = grid_.height;
  std::vector<int> owner(static_cast<size_t>(w * h), 0);
  std::vector<Pair> pairs = pairsOf(grid_);
  Board drawn(grid_);  // the paths' links, for the turn convention
  drawn.clearLinks();
  if (paths->size() != pairs.size())
    return "expected " + std::to_string(pairs.size()) + " paths, got " + std::to_string(paths->size());
  for (size_t i = 0; i < pairs.size(); ++i) {
    const Json& p = paths->asArray()[i];
    const Json* number = p.find("number");
    const Json* cells = p.find("cells");
    if (!number || !number->isInt() || !cells || !cells->isArray() || cells->size() < 2)
      return "path " + std::to_string(i + 1) + " is malformed";
    const int n = static_cast<int>(number->asInt());
    if (n != pairs[i].number) return "path " + std::to_string(i + 1) + " should be number " + std::to_string(pairs[i].number);
    int px = -1, py = -1;
    for (size_t k = 0; k < cells->size(); ++k) {
      const Json& c = cells->asArray()[k];
      if (!c.isArray() || c.size() != 2 || !c.asArray()[0].isInt() || !c.asArray()[1].isInt())
        return "path " + std::to_string(n) + " has a malformed cell";
      const int x = static_cast<int>(c.asArray()[0].asInt()), y = static_cast<int>(c.asArray()[1].asInt());
      if (x < 0 || y < 0 || x >= w || y >= h) return "path " + std::to_string(n) + " leaves the grid";
      if (k > 0 && std::abs(x - px) + std::abs(y - py) != 1) return "path " + std::to_string(n) + " makes a non-orthogonal step";
      if (k > 0) drawn.link(drawn.cellOf(px, py), drawn.direction(drawn.cellOf(px, py), drawn.cellOf(x, y)));
      const size_t idx = static_cast<size_t>(y * w + x);
      if (owner[idx] != 0) return "two paths (or one path twice) use " + cellName(grid_, static_cast<int>(idx));
      owner[idx] = n;
      const bool isEnd = k == 0 || k + 1 == cells->size();
      const int clue = grid_.numbers[idx];
      if (isEnd ? clue != n : clue != 0)
        return "path " + std::to_string(n) + " is wrong at " + cellName(grid_, static_cast<int>(idx));
      px = x, py = y;
    }
  }
  if (grid->size() != static_cast<size_t>(h)) return "the grid has the wrong number of rows";
  for (int y = 0; y < h; ++y) {
    const Json& row = grid->asArray()[static_cast<size_t>(y)];
    if (!row.isArray() || row.size() != static_cast<size_t>(w)) return "grid row " + std::to_string(y + 1) + " has the wrong length";
    for (int x = 0; x < w; ++x) {
      const Json& v = row.asArray()[static_cast<size_t>(x)];
      const int label = owner[static_cast<size_t>(y * w + x)];
      if (!v.isInt() || v.asInt() != label) return "the grid label at " + cellName(grid_, y * w + x) + " does not match the paths";
      if (label == 0 && rules_.rule == Rule::Fill) return "the cell at " + cellName(grid_, y * w + x) + " is unused (rule=fill)";
    }
  }
  if (const int c = uTurnAt(drawn); c >= 0 && rules_.turns == Turns::NoUTurn) {
    const int x = drawn.xOf(c), y = drawn.yOf(c);
    // Three links of a block chain all four of its cells into one path.
    return "the path of " + std::to_string(owner[static_cast<size_t>(y * w + x)]) + " turns back round the 2x2 block at " + cellName(grid_, y * w + x) + " to " + cellName(grid_, (y + 1) * w + x + 1) +
           " (three sides of a unit square; turns=no-u-turn forbids it)";
  }
  return std::nullopt;
}

class NumberlinkKind final : public Kind {
 public:
  std::string_view name() const override { return "numberlink"; }
  std::string_view title() const override { return "Numberlink"; }
  Fit detect(std::string_view input) const override { return numberlinkFit(input); }
  std::vector<OptionSpec> options() const override {
    using T = OptionSpec::Type;
    return {
        {"rule", T::Enum, {"fill", "free"}, "", "fill: every cell on a path; free: cells may stay empty "
                                                "(default: the source's rule; puzz.link numlin is free)"},
        {"turns", T::Enum, {"no-u-turn", "any"}, "",
         "no-u-turn: no line runs along three sides of a unit square (as published); any: lines may "
         "turn back (default: the source's; no-u-turn under rule fill, any under rule free)"},
        {"notouch", T::Bool, {}, "no", "assume no path runs beside itself (faster; misses solutions that need it)"},
        {"bench_engine", T::Enum, {"auto", "path", "scan", "edge", "portfolio", "sat"}, "auto", "benchmarking: force one search engine"},
    };
  }
  std::unique_ptr<Puzzle> parse(std::string_view input, const Options& options) const override {
    Grid grid = readGrid(input);
    const Rules rules = rulesFrom(options, grid);
    const Engine engine = engineFrom(options, rules);
    return std::make_unique<NumberlinkPuzzle>(std::move(grid), rules, engine);
  }

  // State: {"width", "height", "numbers": rows, 0 for an empty cell} (as describe(), whose "rule"
  // and "turns" are not read here); the rules are options, as for parse().
  std::unique_ptr<Puzzle> fromState(const Json& state, const Options& options) const override {
    state::IntGrid g = state::intGrid(state, "numbers");
    Grid grid{g.width, g.height, std::move(g.cells)};
    validatePairs(grid, {});
    const Rules rules = rulesFrom(options, grid);
    const Engine engine = engineFrom(options, rules);
    return std::make_unique<NumberlinkPuzzle>(std::move(grid), rules, engine);
  }
};

}  // namespace

const Kind& numberlinkKind() {
  static const NumberlinkKind kind;
  return kind;
}

}  // namespace dlx
