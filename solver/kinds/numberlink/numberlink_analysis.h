// Numberlink as an analysis domain: a variable per cell, labelled with the pair's number (0 =
// unused, under rule free). The analysis lists solutions with the kind's own search filtered by
// the marks (core/filtered_domain.h) and tests labels with the SAT search, the marks as clauses. Hints come from the kind's own
// reasoning on labels (numberlink_analysis_hints.h) before any search.
#pragma once
#include <memory>

#include "core/kind.h"
#include "numberlink_board.h"
#include "numberlink_grid.h"

namespace dlx::numberlink {

// The puzzle and grid must outlive the domain. Weak: null unless the program links an analysis
// (core/analysis_session.cpp pulls it in), so the page's solver module stays small.
__attribute__((weak)) std::unique_ptr<AnalysisDomain> makeNumberlinkDomain(const Puzzle& puzzle, const Grid& grid,
                                                                           Rules rules);

}  // namespace dlx::numberlink
