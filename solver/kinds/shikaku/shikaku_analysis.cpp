#include "shikaku_analysis.h"

#include "core/errors.h"
#include "dlx/cover_domain.h"

namespace dlx {
extern const int kShikakuAnalysisLink = 1;  // see core/analysis_session.cpp
}

namespace dlx::shikaku {

namespace {

std::string clueName(const Clue& c) {
  return "the " + (c.value == kUnknownClue ? std::string("?") : std::to_string(c.value)) + " at " + cellName(c.x, c.y);
}

}  // namespace

std::unique_ptr<AnalysisDomain> makeAnalysisDomain(const Grid& grid, const std::vector<Clue>& clues,
                                                   const Candidates& candidates, const ExactCoverModel& model,
                                                   const std::vector<int>& optionToCandidate) {
  CoverDomainSpec s;
  s.model = &model;
  s.width = grid.width;
  s.height = grid.height;
  for (int candidate : optionToCandidate) {
    const Rect& r = candidates.rects[static_cast<size_t>(candidate)];
    std::vector<int> cells;
    for (int y = r.y; y < r.y + r.h; ++y)
      for (int x = r.x; x < r.x + r.w; ++x) cells.push_back(y * grid.width + x);
    s.optionVars.push_back(std::move(cells));
    s.optionLabel.push_back(r.clue);
  }
  s.defaults.assign(static_cast<size_t>(grid.cellCount()), -1);
  s.coveredOnce.assign(static_cast<size_t>(grid.cellCount()), 1);
  const int cells = grid.cellCount();
  const int width = grid.width;
  // Items: one per cell, then one per clue (buildModel); a puzzle found impossible has one.
  s.itemName = [&model, &clues, cells, width](int item) {
    if (model.optionCount() == 0) return model.itemName(item);
    if (item < cells) return "the cell at " + cellName(item % width, item / width);
    return clueName(clues[static_cast<size_t>(item - cells)]);
  };
  s.optionName = [&candidates, &clues, &optionToCandidate](int option) {
    const Rect& r = candidates.rects[static_cast<size_t>(optionToCandidate[static_cast<size_t>(option)])];
    return "the " + std::to_string(r.w) + "x" + std::to_string(r.h) + " rectangle of " +
           clueName(clues[static_cast<size_t>(r.clue)]) + ", from " + cellName(r.x, r.y) + " to " +
           cellName(r.x + r.w - 1, r.y + r.h - 1);
  };
  s.varName = [width](int var) { return "the cell at " + cellName(var % width, var / width); };
  s.labelName = [&clues](int label) {
    if (label < 0 || static_cast<size_t>(label) >= clues.size()) return std::to_string(label);
    return std::to_string(label) + " (the rectangle of " + clueName(clues[static_cast<size_t>(label)]) + ")";
  };
  const int64_t count = static_cast<int64_t>(clues.size());
  s.markLabel = [count](int, int64_t label) {
    if (label < 0 || label >= count)
      throw InputError("unknown label " + std::to_string(label) + ": Shikaku labels are the clues' indexes in reading order, 0 to " +
                       std::to_string(count - 1));
    return static_cast<int>(label);
  };
  return std::make_unique<CoverDomain>(std::move(s));
}

}  // namespace dlx::shikaku
