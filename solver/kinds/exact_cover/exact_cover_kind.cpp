// The generic kind: people bring their own exact cover matrix in Knuth's format and get the
// chosen options back, one per line.
#include <map>

#include "core/kind.h"
#include "core/state_json.h"
#include "exact_cover_analysis.h"
#include "dlx/cover_search.h"
#include "knuth_format.h"

namespace dlx {
namespace {

class ExactCoverPuzzle final : public Puzzle {
 public:
  // `source`: the text as a person wrote it (comments, spacing), written back as it is; empty
  // means write the matrix in the canonical layout.
  explicit ExactCoverPuzzle(KnuthMatrix m, std::string source = "") : m_(std::move(m)), source_(std::move(source)) {}

  std::unique_ptr<PuzzleSearch> newSearch() const override {
    return std::make_unique<CoverSearch>(m_.model, [this](const std::vector<int>& chosen) { return solutionOf(chosen); });
  }

  std::optional<std::string> impossible() const override {
    // A primary item in fewer options than its multiplicity can never be covered.
    std::vector<int> count(m_.model.itemCount(), 0);
    for (int o = 0; o < m_.model.optionCount(); ++o)
      for (int item : m_.model.option(o)) ++count[item];
    for (int i = 0; i < m_.model.primaryCount(); ++i)
      if (count[i] < m_.model.multiplicity(i))
        return "primary item '" + m_.model.itemName(i) + "' is in " + std::to_string(count[i]) +
               " option(s) but must be covered " + std::to_string(m_.model.multiplicity(i)) + " time(s)";
    return std::nullopt;
  }

  std::optional<CoverView> coverView() const override {
    CoverView v;
    v.model = std::make_shared<ExactCoverModel>(m_.model);
    v.optionCells.resize(static_cast<size_t>(m_.model.optionCount()));  // no board
    return v;
  }

  Json solutionOf(const std::vector<int>& chosen) const {
    Json options = Json::array();
    Json indices = Json::array();
    std::string text;
    for (int o : chosen) {
      Json names = Json::array();
      std::string line;
      for (int item : m_.model.option(o)) {
        names.push(m_.model.itemName(item));
        line += (line.empty() ? "" : " ") + m_.model.itemName(item);
      }
      options.push(std::move(names));
      indices.push(o);
      text += line + "\n";
    }
    Json s = Json::object();
    s["text"] = text;
    s["options"] = std::move(options);
    s["indices"] = std::move(indices);  // 0-based option numbers in input order
    return s;
  }

  // A variable per option: 1 when chosen, 0 when not (exact_cover_analysis.h).
  std::unique_ptr<AnalysisDomain> analysisDomain() const override {
    if (!makeExactCoverDomain) return nullptr;  // not linked into this program
    return makeExactCoverDomain(m_.model);
  }

  std::optional<std::string> check(const Json& solution) const override {
    const Json* indices = solution.find("indices");
    if (!indices || !indices->isArray()) return "the solution has no option list";
    std::vector<int> covered(m_.model.itemCount(), 0);
    for (const Json& v : indices->asArray()) {
      if (!v.isInt() || v.asInt() < 0 || v.asInt() >= m_.model.optionCount()) return "unknown option number";
      for (int item : m_.model.option(static_cast<int>(v.asInt()))) ++covered[item];
    }
    for (int i = 0; i < m_.model.itemCount(); ++i) {
      const int want = m_.model.isPrimary(i) ? m_.model.multiplicity(i) : 1;
      if (m_.model.isPrimary(i) ? covered[i] != want : covered[i] > 1)
        return "item '" + m_.model.itemName(i) + "' is covered " + std::to_string(covered[i]) + " time(s)";
    }
    return std::nullopt;
  }

  Json describe() const override {
    Json d = Json::object();
    Json primary = Json::array(), secondary = Json::array(), options = Json::array();
    for (int i = 0; i < m_.model.itemCount(); ++i) (m_.model.isPrimary(i) ? primary : secondary).push(m_.model.itemName(i));
    for (int o = 0; o < m_.model.optionCount(); ++o) {
      Json names = Json::array();
      for (int item : m_.model.option(o)) names.push(m_.model.itemName(item));
      options.push(std::move(names));
    }
    d["primary"] = std::move(primary);
    d["secondary"] = std::move(secondary);
    d["options"] = std::move(options);
    d["text"] = writeKnuthMatrix(m_.model);
    return d;
  }

  std::string write(std::string_view format) const override {
    if (format == "text" || format == "knuth") return source_.empty() ? writeKnuthMatrix(m_.model) : source_;
    throw InputError("exact-cover puzzles can be written as 'text' only, not '" + std::string(format) + "'");
  }

 private:
  KnuthMatrix m_;
  std::string source_;
};

class ExactCoverKind final : public Kind {
 public:
  std::string_view name() const override { return "exact-cover"; }
  std::string_view title() const override { return "Exact cover (Knuth's format)"; }
  Fit detect(std::string_view input) const override { return knuthMatrixFit(input); }
  std::unique_ptr<Puzzle> parse(std::string_view input, const Options&) const override {
    return std::make_unique<ExactCoverPuzzle>(parseKnuthMatrix(input));
  }
  // State: {"text": the matrix in Knuth's format} (describe() has it too): the editor is a text
  // box, and its text is written back as typed, comments included.
  std::unique_ptr<Puzzle> fromState(const Json& state, const Options&) const override {
    const std::string& text = state::string(state::member(state, "text"), "text");
    return std::make_unique<ExactCoverPuzzle>(parseKnuthMatrix(text), text);
  }
};

}  // namespace

const Kind& exactCoverKind() {
  static const ExactCoverKind kind;
  return kind;
}

}  // namespace dlx
