// One backend interface for every puzzle kind (as in Tatham's collection: one file set per
// puzzle, the front ends separate). A Kind declares its options and parses input into a Puzzle; a
// Puzzle makes fresh resumable searches of its own type, which turn their current solution into
// JSON themselves (so nothing has to cast a Search back to what it was).
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis_domain.h"
#include "errors.h"
#include "json.h"
#include "options.h"
#include "search.h"

namespace dlx {

class ExactCoverModel;

// A puzzle solved as exact cover, shown as such for watching the search (dlx/dlx_trace.h): the
// model its search runs on, and per option the board cells (x, y) it fills, so a view can draw
// the option in focus (no cells for kinds without a board).
struct CoverView {
  std::shared_ptr<const ExactCoverModel> model;
  std::vector<std::vector<std::pair<int, int>>> optionCells;
};

// The search a puzzle hands out: resumable like every Search, plus what only its kind can say.
class PuzzleSearch : public Search {
 public:
  // The current solution (valid right after run() returned Solution) as a JSON object with at
  // least "text" (the kind's own text format); grid kinds add "grid" (rows of integer labels),
  // exact cover adds "options"; kinds may add more members (e.g. "paths").
  virtual Json solution() const = 0;
  // The current solution to be decoded later, if ever (a session keeps the first ones of a count,
  // and the page reads a few of them): a kind whose solution() is costly captures only what it
  // needs to build it. The default decodes it now. (A class, not std::function: 1.7 KB less
  // gzipped wasm in the page's first download.)
  struct Later {
    virtual ~Later() = default;
    virtual Json decode() const = 0;
  };
  virtual std::unique_ptr<Later> solutionLater() const;
  // Extra top-level report members that depend on the search, e.g. {"distinct":2339}
  // (complete says whether the search finished, so counts derived from it are final).
  virtual void addSummary(Json& report, bool complete) const { (void)report, (void)complete; }
};

// A PuzzleSearch running an inner search that the kind keeps with its own type, so the kind
// reads the solution from it without a cast.
template <class Inner>
class WrappedSearch : public PuzzleSearch {
 public:
  explicit WrappedSearch(std::unique_ptr<Inner> inner) : inner_(std::move(inner)) {}
  RunStatus run(uint64_t budget) override { return inner_->run(budget); }
  const SearchStats& stats() const override { return inner_->stats(); }
  double progress() const override { return inner_->progress(); }
  bool progressKnown() const override { return inner_->progressKnown(); }
  uint64_t multiplicity() const override { return inner_->multiplicity(); }
  void allowBulk() override {
    bulk_ = true;
    inner_->allowBulk();
  }
  bool subtrees() const override { return inner_->subtrees(); }
  std::vector<int> liveBranches() override { return inner_->liveBranches(); }
  bool descend(int branch) override { return inner_->descend(branch); }

 protected:
  const Inner& inner() const { return *inner_; }
  Inner& mutableInner() { return *inner_; }
  // The new search is told what the one it replaces was told: a session allows bulk counting
  // before the first run(), and a part's search (replaced at its first run by one on the smaller
  // problem) that missed it listed every combination of its independent parts' solutions.
  void setInner(std::unique_ptr<Inner> inner) {
    inner_ = std::move(inner);
    if (bulk_) inner_->allowBulk();
  }

 private:
  std::unique_ptr<Inner> inner_;
  bool bulk_ = false;  // allowBulk() was called
};

// One clue taken away, for the setter's "redundant clues" (redundancy.h): the cells it occupies,
// how a person names it, and the puzzle without it as input text plus the options it needs.
struct ClueVariant {
  std::vector<std::pair<int, int>> cells;  // (x, y), 0-based
  std::string name;
  std::string input;
  Options options;
};

class Puzzle {
 public:
  virtual ~Puzzle() = default;

  // A reason the puzzle cannot have a solution, found without search (area totals, a piece or
  // clue that fits nowhere, ...). nullopt means "search to find out".
  virtual std::optional<std::string> impossible() const { return std::nullopt; }

  // A fresh search over all solutions. Several may run side by side; each may refer to this
  // puzzle, so the puzzle must outlive it.
  virtual std::unique_ptr<PuzzleSearch> newSearch() const = 0;

  // The puzzle as variables and labels for reasoning about a partial board (analysis.h), or
  // nullptr when the kind has none. The domain may refer to the puzzle, which must outlive it.
  virtual std::unique_ptr<AnalysisDomain> analysisDomain() const { return nullptr; }

  // Per clue, the puzzle without it (empty: the kind has no such notion).
  virtual std::vector<ClueVariant> clueVariants() const { return {}; }

  // Re-checks a solution object produced by PuzzleSearch::solution(): nullopt if valid, else
  // what is wrong.
  virtual std::optional<std::string> check(const Json& solution) const = 0;

  // Extra top-level report members known without searching, e.g. {"rule":"fill"}.
  virtual void addSummary(Json& report) const { (void)report; }

  // For the CLI's plain "No solution" / "Unique" lines: the rule those answers hold under, when
  // it is not the kind's literal one (say how to ask for that), else empty.
  virtual std::string ruleNote() const { return {}; }

  // The exact cover problem behind the search, for watching it; nullopt for kinds with a search of
  // their own (Numberlink).
  virtual std::optional<CoverView> coverView() const { return std::nullopt; }

  // The puzzle in structured form for editors: {"width":..,"height":..,...}, kind-defined.
  virtual Json describe() const = 0;

  // The puzzle written in one of the kind's formats ("text" always works; others per kind, e.g.
  // "puzzlink", "tatham"). Throws InputError for an unknown format.
  virtual std::string write(std::string_view format) const = 0;
};

// How an input fits a kind: Sure (it reads without error, or names the kind, like a puzz.link
// type), Shape (it looks like one of the kind's formats, so when nothing is Sure the kind's own
// parser should say what is wrong with it), or No.
enum class Fit { No, Shape, Sure };

class Kind {
 public:
  virtual ~Kind() = default;
  virtual std::string_view name() const = 0;   // "packing", "shikaku", ... (CLI --kind)
  virtual std::string_view title() const = 0;  // "Packing / tiling"
  // How the input fits this kind's formats (used when --kind is absent). Never throws.
  virtual Fit detect(std::string_view input) const = 0;
  // Named ready-made puzzles (option preset=NAME with empty input), for the CLI and the page.
  virtual std::vector<std::string> presets() const { return {}; }
  // The options parse() reads; Session refuses any other name and any value the schema does not
  // allow, so parse() sees only checked options (yes/no values as "1"/"0").
  virtual std::vector<OptionSpec> options() const { return {}; }
  // Parses the input (file text, URL, game ID). Throws InputError naming what and where.
  virtual std::unique_ptr<Puzzle> parse(std::string_view input, const Options& options) const = 0;
  // Builds the puzzle from the structured state an editor holds: the inverse of
  // Puzzle::describe() (its members; derived ones may be left out). The page never writes a
  // format itself: it hands its state here and asks the puzzle to write(). Throws InputError
  // naming the member that is wrong (a state has no lines, so line and column are 0).
  virtual std::unique_ptr<Puzzle> fromState(const Json& state, const Options& options) const = 0;
};

// The registry (registry.cpp has one line per kind).
const std::vector<const Kind*>& allKinds();
const Kind* findKind(std::string_view name);  // nullptr when unknown
// [{"name","title","presets":[...],"options":[{"name","type","values"?,"min"?,"max"?,"default","help"}]}]
Json kindsJson();
// The options checked against the kind's schema (plus render=): what parse() and fromState() get.
Options checkedOptions(const Kind& kind, const Options& options);
// In registry order: the first kind that is Sure, else the first whose Shape it has, else nullptr.
const Kind* detectKind(std::string_view input);

// Limits shared by the parsers so oversized input gets a clear message instead of a hang.
inline constexpr size_t kMaxInputBytes = 4u << 20;
inline constexpr int kMaxGridSide = 200;

}  // namespace dlx
