// The packing / tiling kind: fill the free cells of a board with a given set of pieces.
// Entry point for the registry: dlx::packingKind().
#include "core/kind.h"
#include "core/state_json.h"
#include "packing_format.h"
#include "packing_presets.h"
#include "packing_puzzle.h"
#include "packing_rules.h"

namespace dlx {
namespace {

// Rows of '#' and '.' from a state member, checked like the text format checks its lines.
std::vector<std::string> cellRows(const Json& value, const std::string& path) {
  const Json::Array& rows = state::array(value, path);
  if (rows.size() > static_cast<size_t>(kMaxGridSide))
    throw InputError(path + " has " + std::to_string(rows.size()) + " rows; the limit is " + std::to_string(kMaxGridSide));
  std::vector<std::string> out;
  for (size_t y = 0; y < rows.size(); ++y) {
    const std::string rowPath = state::pathOf(path, y);
    const std::string& row = state::string(rows[y], rowPath);
    if (row.size() > static_cast<size_t>(kMaxGridSide))
      throw InputError(rowPath + " is wider than " + std::to_string(kMaxGridSide) + " cells");
    const size_t bad = row.find_first_not_of("#.");
    if (bad != std::string::npos)
      throw InputError(rowPath + " has an unexpected character at position " + std::to_string(bad + 1) +
                       " (only '#' and '.' are allowed)");
    out.push_back(row);
  }
  return out;
}

packing::Shape shapeOf(const std::vector<std::string>& rows) {
  packing::Shape shape;
  for (size_t y = 0; y < rows.size(); ++y)
    for (size_t x = 0; x < rows[y].size(); ++x)
      if (rows[y][x] == '#') shape.push_back({static_cast<int>(x), static_cast<int>(y)});
  return packing::normalize(std::move(shape));
}

// State (as describe()): {"board": rows, "defaults": {"rotate", "reflect"} (optional), "pieces":
// [{"rows", "count" (default 1), "rotate", "reflect" (default: the puzzle's), "name" (optional: one
// letter or digit that names the piece's copies)}]}. A piece states a
// rule only where it differs from the puzzle's, so the text written stays as short as a person's.
// No pieces is allowed: an unfinished puzzle can still be exported as text to finish later
// (impossible() then says why it has no solution).
packing::PackingSpec specFromState(const Json& s) {
  packing::PackingSpec spec;
  spec.board = cellRows(state::member(s, "board"), "board");
  for (size_t y = 0; y < spec.board.size(); ++y)
    if (spec.board[y].empty()) throw InputError("board[" + std::to_string(y) + "] is empty");
  bool anyFree = false;
  for (const std::string& row : spec.board) anyFree = anyFree || row.find('.') != std::string::npos;
  if (!anyFree) throw InputError("the board has no free cells ('.')");
  if (const Json* d = s.find("defaults")) {
    if (!d->isObject()) throw InputError("defaults must be an object");
    if (const Json* v = d->find("rotate")) spec.rotate = state::boolean(*v, "defaults.rotate");
    if (const Json* v = d->find("reflect")) spec.reflect = state::boolean(*v, "defaults.reflect");
  }
  const packing::PieceRules defaults = packing::defaultRules(spec);
  const Json::Array& pieces = state::array(state::member(s, "pieces"), "pieces");
  if (pieces.size() > static_cast<size_t>(packing::kMaxPieceDefs))
    throw InputError("more than " + std::to_string(packing::kMaxPieceDefs) + " pieces");
  for (size_t i = 0; i < pieces.size(); ++i) {
    const std::string path = state::pathOf("pieces", i);
    packing::PieceDef piece;
    piece.shape = shapeOf(cellRows(state::member(pieces[i], "rows", path), state::pathOf(path, "rows")));
    if (piece.shape.empty()) throw InputError(path + " has no cells (no '#' in its rows)");
    if (const Json* v = pieces[i].find("count")) piece.count = state::integer(*v, path + ".count", 1, packing::kMaxPieceCount);
    if (const Json* v = pieces[i].find("name"); v && !v->isNull()) {
      const std::string& name = state::string(*v, path + ".name");
      const char c = name.size() == 1 ? name[0] : 0;
      if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
        throw InputError(path + ".name must be one letter or digit");
      piece.name = c;
    }
    if (const Json* v = pieces[i].find("rotate"); v && state::boolean(*v, path + ".rotate") != defaults.rotate)
      piece.rotate = v->asBool();
    if (const Json* v = pieces[i].find("reflect"); v && state::boolean(*v, path + ".reflect") != defaults.reflect)
      piece.reflect = v->asBool();
    spec.pieces.push_back(std::move(piece));
  }
  return spec;
}

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
        {"bench_engine", T::Enum, {"auto", "dlx", "bitboard", "bitboard-v1"}, "auto",
         "benchmarking: force one search engine (bitboard-v1: the bitboard search before its tuned tables)"},
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
  std::unique_ptr<Puzzle> fromState(const Json& state, const Options& options) const override {
    return std::make_unique<packing::PackingPuzzle>(specFromState(state), options);
  }
};

}  // namespace

const Kind& packingKind() {
  static const PackingKind kind;
  return kind;
}

}  // namespace dlx
