// Shikaku as an analysis domain: a variable per cell, labelled with its rectangle's index (the
// clue's index in reading order, as in `solve --json`'s grid); the exact cover model's options
// are the candidate rectangles, so cover_domain.h does the rest.
#pragma once
#include <memory>
#include <vector>

#include "candidates.h"
#include "core/analysis_domain.h"

namespace dlx::shikaku {

// All arguments must outlive the domain (the puzzle owns them). Weak: null unless the program
// links an analysis (core/analysis_session.cpp pulls it in), so the page's solver module stays small.
__attribute__((weak)) std::unique_ptr<AnalysisDomain> makeAnalysisDomain(const Grid& grid, const std::vector<Clue>& clues,
                                                   const Candidates& candidates, const ExactCoverModel& model,
                                                   const std::vector<int>& optionToCandidate);

}  // namespace dlx::shikaku
