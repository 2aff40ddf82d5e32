// The packing / tiling kind: fill the free cells of a board with a given set of pieces.
// Entry point for the registry: dlx::packingKind().
#include "core/kind.h"
#include "packing_format.h"
#include "packing_presets.h"
#include "packing_puzzle.h"

namespace dlx {
namespace {

class PackingKind final : public Kind {
 public:
  std::string_view name() const override { return "packing"; }
  std::string_view title() const override { return "Packing / tiling"; }
  std::vector<std::string> presets() const override { return packingPresetNames(); }
  Fit detect(std::string_view input) const override { return packing::packingTextFit(input); }
  std::vector<OptionSpec> options() const override {
    using T = OptionSpec::Type;
    return {
        {"rotate", T::Bool, {}, "", "allow quarter turns of every piece (overrides the file)"},
        {"reflect", T::Bool, {}, "", "allow mirror images of every piece (overrides the file)"},
        {"symmetry", T::Bool, {}, "no", "count one solution per symmetry class of the board"},
        {"preset", T::Enum, packingPresetNames(), "", "solve a built-in puzzle (the input is ignored)"},
        {"bench_engine", T::Enum, {"auto", "dlx", "bitboard"}, "auto", "benchmarking: force one search engine"},
        {"bench_prune", T::Bool, {}, "yes", "benchmarking: 0 de-duplicates symmetric solutions instead of restricting a piece"},
        {"bench_expand", T::Bool, {}, "yes", "benchmarking: 0 lists all solutions by the plain search"},
    };
  }
  std::unique_ptr<Puzzle> parse(std::string_view input, const Options& options) const override {
    if (options.has("preset")) {
      const std::string name = options.get("preset");
      std::optional<std::string> text = packingPresetText(name);
      if (!text) {
        std::string known;
        for (const std::string& n : packingPresetNames()) known += (known.empty() ? "" : ", ") + n;
        throw InputError("unknown packing preset '" + name + "' (known: " + known + ")");
      }
      return std::make_unique<packing::PackingPuzzle>(packing::parsePackingText(*text), options);
    }
    return std::make_unique<packing::PackingPuzzle>(packing::parsePackingText(input), options);
  }
};

}  // namespace

const Kind& packingKind() {
  static const PackingKind kind;
  return kind;
}

}  // namespace dlx
