// Packing as an analysis domain: a variable per board cell, labelled with the piece covering it
// (identical copies share their first copy's label, since swapping copies is no new solution;
// walls are -1). Every placement is an option (no symmetry pruning: the marks may break it).
#pragma once
#include <memory>

#include "core/analysis_domain.h"
#include "packing_problem.h"

namespace dlx::packing {

// The problem must outlive the domain. Weak: null unless the program links an analysis
// (core/analysis_session.cpp pulls it in), so the page's solver module stays small.
__attribute__((weak)) std::unique_ptr<AnalysisDomain> makeAnalysisDomain(const PackingProblem& problem);

}  // namespace dlx::packing
