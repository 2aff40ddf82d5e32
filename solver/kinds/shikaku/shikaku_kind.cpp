// The "shikaku" kind: reads the plain grid, puzz.link URLs and Tatham IDs, reduces the puzzle to
// exact cover (items: cells and clues; options: candidate rectangles left after pruning) and solves
// it with DLX.
#include "candidates.h"
#include "core/kind.h"
#include "core/penpa.h"
#include "core/puzzlink.h"
#include "core/state_json.h"
#include "core/text.h"
#include "dlx/cover_search.h"
#include "grid.h"
#include "prune.h"
#include "puzzlink_format.h"
#include "shikaku_analysis.h"
#include "solution.h"
#include "tatham_format.h"
#include "text_format.h"

namespace dlx {
namespace shikaku {
namespace {

class ShikakuPuzzle final : public Puzzle {
 public:
  ShikakuPuzzle(Grid grid, CoverTuning tuning)
      : tuning_(tuning), grid_(std::move(grid)), clues_(grid_.clues()), candidates_(findCandidates(grid_, clues_)),
        contradiction_(findContradiction(grid_, clues_, candidates_)) {
    // With a contradiction the (possibly large) model is skipped; a lone item without options
    // keeps any search that is still started finishing at once with no solution.
    if (contradiction_) {
      model_.addPrimary("no solution");
      return;
    }
    const std::vector<char> alive = pruneCandidates(grid_, candidates_);
    model_ = buildModel(grid_, clues_, candidates_, alive, optionToCandidate_);
  }

  std::optional<std::string> impossible() const override { return contradiction_; }

  std::unique_ptr<PuzzleSearch> newSearch() const override {
    return std::make_unique<CoverSearch>(model_, [this](const std::vector<int>& chosen) { return solutionOf(chosen); }, tuning_);
  }

  std::optional<CoverView> coverView() const override {
    CoverView v;
    v.model = std::make_shared<ExactCoverModel>(model_);
    for (int candidate : optionToCandidate_) {
      const Rect& r = candidates_.rects[static_cast<size_t>(candidate)];
      std::vector<std::pair<int, int>> cells;
      for (int y = r.y; y < r.y + r.h; ++y)
        for (int x = r.x; x < r.x + r.w; ++x) cells.emplace_back(x, y);
      v.optionCells.push_back(std::move(cells));
    }
    v.optionCells.resize(static_cast<size_t>(model_.optionCount()));  // the "no solution" model has none
    return v;
  }

  Json solutionOf(const std::vector<int>& options) const {
    std::vector<Rect> byClue(clues_.size(), Rect{0, 0, 0, 0, -1});
    for (int o : options) {
      const Rect& r = candidates_.rects[static_cast<size_t>(optionToCandidate_[static_cast<size_t>(o)])];
      byClue[static_cast<size_t>(r.clue)] = r;
    }
    return solutionJson(grid_, byClue);
  }

  std::optional<std::string> check(const Json& solution) const override { return checkSolution(grid_, solution); }

  // A clue without its number is a '?' (a rectangle needs its clue cell, so the clue itself stays).
  std::vector<ClueVariant> clueVariants() const override {
    std::vector<ClueVariant> out;
    for (const Clue& c : clues_) {
      if (c.value == kUnknownClue) continue;
      Grid hidden = grid_;
      hidden.cells[static_cast<size_t>(c.y) * grid_.width + c.x] = kUnknownClue;
      out.push_back({{{c.x, c.y}}, "the " + std::to_string(c.value) + " at " + cellName(c.x, c.y), writePuzzLink(hidden), {}});
    }
    return out;
  }

  std::unique_ptr<AnalysisDomain> analysisDomain() const override {
    if (!makeAnalysisDomain) return nullptr;  // not linked into this program
    return makeAnalysisDomain(grid_, clues_, candidates_, model_, optionToCandidate_);
  }

  void addSummary(Json& report) const override {
    report["clues"] = clues_.size();
    report["candidates"] = candidates_.rects.size();
    report["options"] = optionToCandidate_.size();  // candidates left after pruning
  }

  Json describe() const override {
    Json rows = Json::array();
    for (int y = 0; y < grid_.height; ++y) {
      Json row = Json::array();
      for (int x = 0; x < grid_.width; ++x) row.push(grid_.at(x, y));
      rows.push(std::move(row));
    }
    Json out = Json::object();
    out["width"] = grid_.width;
    out["height"] = grid_.height;
    out["clues"] = std::move(rows);
    return out;
  }

  std::string write(std::string_view format) const override {
    if (format == "text") return writeText(grid_);
    if (format == "puzzlink") return writePuzzLink(grid_);
    if (format == "tatham") return writeTatham(grid_);
    throw InputError("shikaku cannot be written as \"" + std::string(format) +
                     "\" (formats: text, puzzlink, tatham)");
  }

 private:
  CoverTuning tuning_;
  Grid grid_;
  std::vector<Clue> clues_;
  Candidates candidates_;
  std::optional<std::string> contradiction_;
  ExactCoverModel model_;
  std::vector<int> optionToCandidate_;
};

// Default: backjumping (big boards fail far below their cause) and, for the first two solutions,
// restarts raced against the exact search (`?` clues make the first solution heavy-tailed).
CoverTuning tuningOf(const Options& options) {
  const std::string search = options.get("bench_search", "auto");
  return {search != "plain", search == "auto"};
}

class ShikakuKind final : public Kind {
 public:
  std::string_view name() const override { return "shikaku"; }
  std::string_view title() const override { return "Shikaku (Rectangles)"; }

  Fit detect(std::string_view input) const override {
    if (looksLikePuzzLink(input)) return looksLikeShikakuUrl(text::trim(input)) ? Fit::Sure : Fit::No;
    if (looksLikeTathamId(input)) return Fit::Sure;
    if (looksLikePenpaUrl(input)) return penpaFit(input);
    return textGridFit(input);
  }

  // The rules have no variants; the one option picks the search, for benchmarks.
  std::vector<OptionSpec> options() const override {
    return {{"bench_search", OptionSpec::Type::Enum, {"auto", "backjump", "plain"}, "auto",
             "benchmarking: plain = the search before backjumping and restarts, backjump = no restarts"}};
  }

  std::unique_ptr<Puzzle> parse(std::string_view input, const Options& options) const override {
    Grid grid;
    if (looksLikePuzzLink(input)) grid = parsePuzzLink(input);
    else if (looksLikeTathamId(input)) grid = parseTatham(input);
    else if (looksLikePenpaUrl(input)) grid = parsePenpa(input);
    else grid = parseText(input);
    return std::make_unique<ShikakuPuzzle>(std::move(grid), tuningOf(options));
  }

  // State: {"width", "height", "clues": rows of areas, 0 for none, -2 for "?"} (as describe()).
  std::unique_ptr<Puzzle> fromState(const Json& state, const Options& options) const override {
    state::IntGrid g = state::intGrid(state, "clues");
    Grid grid{g.width, g.height, std::move(g.cells)};
    validate(grid);
    return std::make_unique<ShikakuPuzzle>(std::move(grid), tuningOf(options));
  }
};

}  // namespace
}  // namespace shikaku

const Kind& shikakuKind() {
  static const shikaku::ShikakuKind kind;
  return kind;
}

}  // namespace dlx
