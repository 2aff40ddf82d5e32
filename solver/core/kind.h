// One backend interface for every puzzle kind (as in Tatham's collection: one file set per
// puzzle, the front ends separate). A Kind parses input into a Puzzle; a Puzzle makes fresh
// resumable searches and turns a search's current solution into JSON.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "errors.h"
#include "json.h"
#include "options.h"
#include "search.h"

namespace dlx {

class Puzzle {
 public:
  virtual ~Puzzle() = default;

  // A reason the puzzle cannot have a solution, found without search (area totals, a piece or
  // clue that fits nowhere, ...). nullopt means "search to find out".
  virtual std::optional<std::string> impossible() const { return std::nullopt; }

  // A fresh search over all solutions. Several may run side by side.
  virtual std::unique_ptr<Search> newSearch() const = 0;

  // The search's current solution (valid right after run() returned Solution) as a JSON object
  // with at least "text" (the kind's own text format); grid kinds add "grid" (rows of integer
  // labels), exact cover adds "options"; kinds may add more members (e.g. "paths").
  virtual Json solution(const Search& search) const = 0;

  // Re-checks a solution object produced by solution(): nullopt if valid, else what is wrong.
  virtual std::optional<std::string> check(const Json& solution) const = 0;

  // Extra top-level members for the CLI/wasm report, e.g. {"rule":"fill"} or {"distinct":2339}
  // (complete says whether the search finished, so counts derived from it are final).
  virtual void addSummary(Json& report, const Search& search, bool complete) const {
    (void)report, (void)search, (void)complete;
  }

  // The puzzle in structured form for editors: {"width":..,"height":..,...}, kind-defined.
  virtual Json describe() const = 0;

  // The puzzle written in one of the kind's formats ("text" always works; others per kind, e.g.
  // "puzzlink", "tatham"). Throws InputError for an unknown format.
  virtual std::string write(std::string_view format) const = 0;
};

class Kind {
 public:
  virtual ~Kind() = default;
  virtual std::string_view name() const = 0;   // "packing", "shikaku", ... (CLI --kind)
  virtual std::string_view title() const = 0;  // "Packing / tiling"
  // True when the input looks like this kind's format (used when --kind is absent).
  virtual bool detect(std::string_view input) const = 0;
  // Named ready-made puzzles (option preset=NAME with empty input), for the CLI and the page.
  virtual std::vector<std::string> presets() const { return {}; }
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
const Kind* detectKind(std::string_view input);  // first kind whose detect() is true, or nullptr

// Limits shared by the parsers so oversized input gets a clear message instead of a hang.
inline constexpr size_t kMaxInputBytes = 4u << 20;
inline constexpr int kMaxGridSide = 200;

}  // namespace dlx
