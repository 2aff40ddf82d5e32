#include "packing_puzzle.h"

#include <algorithm>

#include "packing_analysis.h"
#include "packing_format.h"
#include "packing_render.h"
#include "packing_search.h"

namespace dlx::packing {

namespace {

// Folds the rotate/reflect options into the spec, so write() states the puzzle actually solved.
PackingSpec applyOverrides(PackingSpec spec, const Options& options) {
  for (const char* key : {"rotate", "reflect"}) {
    if (!options.has(key)) continue;
    const bool value = options.flag(key, false);
    const bool isRotate = std::string_view(key) == "rotate";
    (isRotate ? spec.rotate : spec.reflect) = value;
    for (PieceDef& piece : spec.pieces) (isRotate ? piece.rotate : piece.reflect).reset();
  }
  return spec;
}

Json shapeRows(const Shape& shape) {
  int w = 0, h = 0;
  for (const Cell& c : shape) w = std::max(w, c.x + 1), h = std::max(h, c.y + 1);
  std::vector<std::string> rows(h, std::string(w, '.'));
  for (const Cell& c : shape) rows[c.y][c.x] = '#';
  Json out = Json::array();
  for (std::string& r : rows) out.push(std::move(r));
  return out;
}

constexpr size_t kBoxCellLimit = 2500;  // larger boards get "box" only with render=box

}  // namespace

PackingPuzzle::PackingPuzzle(PackingSpec spec, const Options& options)
    : spec_(applyOverrides(std::move(spec), options)), rules_(resolveRules(spec_, Options{})) {
  problem_ = std::make_shared<const PackingProblem>(spec_, rules_);
  symmetry_ = options.flag("symmetry", false);
  // Without symmetry=1 the plan still speeds up listing all solutions (search the orbit
  // representatives, then list each orbit), unless bench_expand=0 asks for the plain search.
  if (symmetry_ || options.flag("bench_expand", true)) {
    SymmetryPlan plan = planSymmetry(*problem_, options.flag("bench_prune", true));
    if (symmetry_ || plan.restrictedGroup >= 0) plan_ = std::make_shared<const SymmetryPlan>(std::move(plan));
  }
  engine_ = options.get("bench_engine", "auto");  // the kind's schema allows auto, dlx, bitboard, bitboard-v1
  alwaysBox_ = options.get("render") == "box";
}

namespace {

// A kept solution as its placement ids (see solutionLater).
struct Placements final : PuzzleSearch::Later {
  Placements(const PackingPuzzle& puzzle, std::vector<int> ids) : puzzle(puzzle), ids(std::move(ids)) {}
  Json decode() const override { return puzzle.solutionOf(ids); }
  const PackingPuzzle& puzzle;
  std::vector<int> ids;
};

// The packing search as the session sees it: the inner search finds placements, the puzzle turns
// them into the solution and the report.

class PackingPuzzleSearch final : public WrappedSearch<PackingSearch> {
 public:
  PackingPuzzleSearch(const PackingPuzzle& puzzle, std::unique_ptr<PackingSearch> inner)
      : WrappedSearch(std::move(inner)), puzzle_(puzzle) {}
  Json solution() const override { return puzzle_.solutionOf(inner().placements()); }
  // A count keeps its first solutions (the page 200): as placement ids, decoded only if read
  // (building the text, grid, box and placements of 200 took 15 of the 6x10 count's 78 ms in wasm).
  std::unique_ptr<Later> solutionLater() const override { return std::make_unique<Placements>(puzzle_, inner().placements()); }
  void addSummary(Json& report, bool complete) const override { puzzle_.addSearchSummary(report, inner(), complete); }

 private:
  const PackingPuzzle& puzzle_;
};

}  // namespace

std::unique_ptr<PuzzleSearch> PackingPuzzle::newSearch() const {
  static const std::vector<char> kAll;
  const std::vector<char>& keep = plan_ ? plan_->keep : kAll;
  std::vector<char> everything;
  if (!plan_) everything.assign(problem_->placementCount(), 1);
  const std::vector<char>& use = plan_ ? keep : everything;
  std::unique_ptr<PlacementSearch> inner;
  std::string engine = "dlx";
  if (engine_ != "dlx" && (engine_ != "auto" || problem_->cellCount() <= kBitboardAutoCells)) {
#ifdef DLX_NO_SUBTREES  // the page's build (CMakeLists.txt): one search at a time, built as needed
    inner = makeBitboardSearch(*problem_, use, plan_ ? plan_->restrictedGroup : -1, engine_ != "bitboard-v1", plan_.get());
#else
    std::call_once(prototypeOnce_, [&] {
      prototype_ = makeBitboardSearch(*problem_, use, plan_ ? plan_->restrictedGroup : -1, engine_ != "bitboard-v1", plan_.get());
    });
    if (prototype_) inner = prototype_->fresh();
#endif
  }
  if (inner) engine = engine_ == "bitboard-v1" ? engine_ : "bitboard";
  else inner = makeDlxSearch(*problem_, use);
  return std::make_unique<PackingPuzzleSearch>(
      *this, std::make_unique<PackingSearch>(problem_, plan_, !symmetry_, std::move(inner), engine));
}

Json PackingPuzzle::solutionOf(const std::vector<int>& chosen) const {
  const PackingProblem& pb = *problem_;
  std::vector<int> byInstance = pb.assignInstances(chosen);
  LabelGrid labels(pb.height(), std::vector<int>(pb.width(), -1));
  Json placements = Json::array();
  for (int inst = 0; inst < pb.instanceCount(); ++inst) {
    const int p = byInstance[inst];
    if (p < 0) continue;
    Json cells = Json::array();
    for (int c : pb.placementCells(p)) {
      const Cell& cell = pb.cell(c);
      labels[cell.y][cell.x] = inst;
      cells.push(Json(Json::Array{cell.x, cell.y}));
    }
    Json entry = Json::object();
    entry["piece"] = inst;
    entry["letter"] = std::string(1, pb.letter(inst));
    entry["definition"] = pb.instanceDef(inst);
    entry["cells"] = std::move(cells);
    placements.push(std::move(entry));
  }
  Json out = Json::object();
  std::vector<char> letters;
  for (int inst = 0; inst < pb.instanceCount(); ++inst) letters.push_back(pb.letter(inst));
  out["text"] = renderLetters(labels, letters);
  Json grid = Json::array();
  for (const auto& row : labels) {
    Json r = Json::array();
    for (int v : row) r.push(v);
    grid.push(std::move(r));
  }
  out["grid"] = std::move(grid);
  if (alwaysBox_ || static_cast<size_t>(pb.width()) * pb.height() <= kBoxCellLimit) out["box"] = renderBox(labels);
  out["placements"] = std::move(placements);
  return out;
}

std::unique_ptr<AnalysisDomain> PackingPuzzle::analysisDomain() const {
  if (!makeAnalysisDomain) return nullptr;  // not linked into this program
  return makeAnalysisDomain(*problem_);
}

std::optional<std::string> PackingPuzzle::check(const Json& solution) const {
  const PackingProblem& pb = *problem_;
  const Json* grid = solution.find("grid");
  if (!grid || !grid->isArray() || grid->size() != static_cast<size_t>(pb.height())) return "grid has the wrong number of rows";
  std::vector<Shape> cellsOf(pb.instanceCount());
  for (int y = 0; y < pb.height(); ++y) {
    const Json& row = grid->asArray()[y];
    if (!row.isArray() || row.size() != static_cast<size_t>(pb.width()))
      return "grid row " + std::to_string(y + 1) + " has the wrong length";
    for (int x = 0; x < pb.width(); ++x) {
      const Json& v = row.asArray()[x];
      if (!v.isInt()) return "grid holds a non-integer";
      const int64_t label = v.asInt();
      const bool free = pb.cellAt(x, y) >= 0;
      if (!free && label != -1) return "a wall at row " + std::to_string(y + 1) + " is covered";
      if (free && (label < 0 || label >= pb.instanceCount()))
        return "the cell at row " + std::to_string(y + 1) + ", column " + std::to_string(x + 1) + " is not covered";
      if (free) cellsOf[label].push_back({x, y});
    }
  }
  for (int inst = 0; inst < pb.instanceCount(); ++inst) {
    Shape shape = normalize(cellsOf[inst]);
    const auto& orients = pb.groups()[pb.instanceGroup(inst)].orientations;
    if (std::find(orients.begin(), orients.end(), shape) == orients.end())
      return std::string("piece ") + pb.letter(inst) + " is not placed as an allowed move of its shape";
  }
  return std::nullopt;
}

void PackingPuzzle::addSummary(Json& report) const {
  report["pieces"] = problem_->instanceCount();
  report["cells"] = problem_->cellCount();
  report["placements"] = problem_->placementCount();
}

void PackingPuzzle::addSearchSummary(Json& report, const PackingSearch& search, bool complete) const {
  report["engine"] = search.engine();
  if (!plan_ || !symmetry_) return;
  report["symmetry"] = plan_->order();
  report["distinct"] = search.distinct();
  report["raw"] = search.raw();
  report["symmetryComplete"] = complete;
  if (plan_->restrictedGroup >= 0) {
    const int inst = problem_->groups()[plan_->restrictedGroup].instances.front();
    report["pruned"] = std::string(1, problem_->letter(inst));
    report["symmetryMethod"] = "restrict";
  } else {
    report["symmetryMethod"] = plan_->order() > 1 ? "dedupe" : "none";
  }
  report["examined"] = search.examined();
}

// Every placement, symmetry or not: the view shows the plain exact cover problem.
std::optional<CoverView> PackingPuzzle::coverView() const {
  CoverView v;
  std::vector<int> placementOf;
  v.model = std::make_shared<ExactCoverModel>(
      buildModel(*problem_, std::vector<char>(static_cast<size_t>(problem_->placementCount()), 1), placementOf));
  for (int p : placementOf) {
    std::vector<std::pair<int, int>> cells;
    for (int c : problem_->placementCells(p)) cells.emplace_back(problem_->cell(c).x, problem_->cell(c).y);
    v.optionCells.push_back(std::move(cells));
  }
  return v;
}

Json PackingPuzzle::describe() const {
  Json out = Json::object();
  out["kind"] = "packing";
  out["width"] = spec_.width();
  out["height"] = spec_.height();
  Json board = Json::array();
  for (const std::string& row : spec_.board) board.push(row);
  out["board"] = std::move(board);
  const PieceRules defaults = defaultRules(spec_);
  Json def = Json::object();
  def["rotate"] = defaults.rotate;
  def["reflect"] = defaults.reflect;
  out["defaults"] = std::move(def);
  Json stated = Json::object();  // what the file says (null: built-in default)
  stated["rotate"] = spec_.rotate ? Json(*spec_.rotate) : Json();
  stated["reflect"] = spec_.reflect ? Json(*spec_.reflect) : Json();
  out["rules"] = std::move(stated);
  Json pieces = Json::array();
  int firstInstance = 0;
  for (size_t d = 0; d < spec_.pieces.size(); ++d) {
    const PieceDef& piece = spec_.pieces[d];
    Json p = Json::object();
    p["letter"] = std::string(1, problem_->letter(firstInstance));
    if (piece.name) p["name"] = std::string(1, piece.name);
    p["rows"] = shapeRows(piece.shape);
    p["cells"] = static_cast<int>(piece.shape.size());
    p["count"] = piece.count;
    p["rotate"] = rules_[d].rotate;
    p["reflect"] = rules_[d].reflect;
    p["rotateStated"] = piece.rotate ? Json(*piece.rotate) : Json();
    p["reflectStated"] = piece.reflect ? Json(*piece.reflect) : Json();
    p["orientations"] = static_cast<int>(problem_->groups()[problem_->defGroup(static_cast<int>(d))].orientations.size());
    p["firstInstance"] = firstInstance;
    firstInstance += piece.count;
    pieces.push(std::move(p));
  }
  out["pieces"] = std::move(pieces);
  out["freeCells"] = problem_->cellCount();
  return out;
}

std::string PackingPuzzle::write(std::string_view format) const {
  if (format == "text") return writePackingText(spec_);
  throw InputError("the packing kind writes only the 'text' format, not '" + std::string(format) + "'");
}

}  // namespace dlx::packing
