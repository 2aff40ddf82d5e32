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
  bool detect(std::string_view input) const override { return packing::looksLikePackingText(input); }
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
