#include "packing_analysis.h"

#include "core/errors.h"
#include "dlx/cover_domain.h"
#include "packing_symmetry.h"

namespace dlx {
extern const int kPackingAnalysisLink = 1;  // see core/analysis_session.cpp
}

namespace dlx::packing {

namespace {

std::string at(int x, int y) { return cellPosition(x, y); }

std::string pieceName(const PackingProblem& pb, int group) {
  const PieceGroup& g = pb.groups()[static_cast<size_t>(group)];
  std::string name = "piece ";
  name += pb.letter(g.instances.front());
  if (g.count() > 1) name += " (one of its " + std::to_string(g.count()) + " copies)";
  return name;
}

}  // namespace

std::unique_ptr<AnalysisDomain> makeAnalysisDomain(const PackingProblem& pb) {
  // The same exact cover as the solver's DLX search: pieces (covered `count` times), then cells.
  auto model = std::make_shared<ExactCoverModel>();
  const int groups = static_cast<int>(pb.groups().size());
  for (int g = 0; g < groups; ++g) model->addPrimary("piece " + std::to_string(g), pb.groups()[g].count());
  for (int c = 0; c < pb.cellCount(); ++c) model->addPrimary("cell " + std::to_string(c));
  CoverDomainSpec s;
  s.width = pb.width();
  s.height = pb.height();
  std::vector<int> items;
  for (int p = 0; p < pb.placementCount(); ++p) {
    items.assign(1, pb.placementGroup(p));
    std::vector<int> vars;
    for (int c : pb.placementCells(p)) {
      items.push_back(groups + c);
      vars.push_back(pb.cell(c).y * pb.width() + pb.cell(c).x);
    }
    model->addOption(items);
    s.optionVars.push_back(std::move(vars));
    s.optionLabel.push_back(pb.groups()[pb.placementGroup(p)].instances.front());
  }
  s.model = model.get();
  s.owned = model;
  const int n = pb.width() * pb.height();
  s.defaults.assign(n, -1);
  s.coveredOnce.assign(n, 0);
  for (int c = 0; c < pb.cellCount(); ++c) s.coveredOnce[pb.cell(c).y * pb.width() + pb.cell(c).x] = 1;
  const int width = pb.width();
  s.itemName = [&pb, groups](int item) {
    if (item < groups) return pieceName(pb, item);
    const Cell& c = pb.cell(item - groups);
    std::string name = "the cell at ";
    name += at(c.x, c.y);
    return name;
  };
  s.optionName = [&pb](int p) {
    std::vector<std::pair<int, int>> cells;
    for (int c : pb.placementCells(p)) cells.emplace_back(pb.cell(c).x, pb.cell(c).y);
    return pieceName(pb, pb.placementGroup(p)) + " on " + cellsInWords(cells);
  };
  s.varName = [width](int var) {
    std::string name = "the cell at ";
    name += at(var % width, var / width);
    return name;
  };
  s.labelName = [&pb](int label) {
    if (label < 0 || label >= pb.instanceCount()) return std::string("a wall");
    return pieceName(pb, pb.instanceGroup(label));
  };
  s.markLabel = [&pb, width](int var, int64_t label) {
    const bool wall = pb.cellAt(var % width, var / width) < 0;
    const std::string where = at(var % width, var / width);
    if (wall) {
      if (label != -1) throw InputError("the cell at " + where + " is a wall: mark it '.' or -1");
      return -1;
    }
    if (label < 0 || label >= pb.instanceCount())
      throw InputError("unknown label " + std::to_string(label) + " at " + where + ": packing labels are the pieces 0 to " +
                       std::to_string(pb.instanceCount() - 1));
    return pb.groups()[pb.instanceGroup(static_cast<int>(label))].instances.front();
  };
  s.fixedLabel = [&pb, width](int var) -> std::optional<int> {
    if (pb.cellAt(var % width, var / width) < 0) return -1;
    return std::nullopt;
  };
  // Where each piece can go: one entry per group, under its first copy's label and letter.
  for (const PieceGroup& g : pb.groups())
    s.reach.push_back(ReachLabel{g.instances.front(), std::string(1, pb.letter(g.instances.front()))});
  // The board's symmetries that map every piece's orientations onto themselves, as the solver's
  // --symmetry count uses them (motions[0] is the identity).
  const SymmetryPlan plan = findBoardSymmetry(pb);
  for (size_t m = 1; m < plan.cellImage.size(); ++m) {
    std::vector<int> map(static_cast<size_t>(n), -1);
    for (int c = 0; c < pb.cellCount(); ++c) {
      const Cell& from = pb.cell(c);
      const Cell& to = pb.cell(plan.cellImage[m][static_cast<size_t>(c)]);
      map[static_cast<size_t>(from.y * width + from.x)] = to.y * width + to.x;
    }
    s.symmetries.push_back(std::move(map));
  }
  return std::make_unique<CoverDomain>(std::move(s));
}

}  // namespace dlx::packing
