// Numberlink hints a person can follow, from the labels on a partial board (the clues and the
// marks; no edges), by the rules every solution keeps: a pair's end has one neighbour on its
// path, any other cell of a path two; a path is connected; under rule fill every cell is on a path.
//   single:    a path end (or a marked cell) with just enough neighbours left that can be on its
//              path: they all are; a cell (rule fill) where only one pair has two neighbours
//              that can reach it; under rule free a cell no path can pass through stays unused.
//   lookahead: a cell every way between a pair's ends (and its marked cells) passes through; a
//              cell where every other label leaves some path end or cell with no way at once.
#pragma once
#include <optional>
#include <vector>

#include "core/analysis_domain.h"
#include "numberlink_grid.h"

namespace dlx::numberlink {

// The simplest step from `marks` (labels: pair numbers, 0 unused), or nullopt when these rules
// find nothing new or the marks already contradict them.
std::optional<Hint> localNumberlinkHint(const Grid& grid, bool freeRule, const std::vector<Mark>& marks);

// The first step of exactly this level (Single or Lookahead) whatever the simpler ones would say,
// so tests can check the lookahead rules on boards where a single step also exists.
std::optional<Hint> numberlinkHintAtLevel(const Grid& grid, bool freeRule, const std::vector<Mark>& marks,
                                          Hint::Level level);

}  // namespace dlx::numberlink
