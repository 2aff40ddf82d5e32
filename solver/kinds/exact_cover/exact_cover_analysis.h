// Exact cover as an analysis domain: a variable per option, label 1 when chosen and 0 when not
// (the report's "options": all / none / open); cover_domain.h does the rest.
#pragma once
#include <memory>

#include "core/analysis_domain.h"
#include "dlx/model.h"

namespace dlx {

// The model must outlive the domain. Weak: null unless the program links an analysis
// (core/analysis_session.cpp pulls it in), so the page's solver module stays small.
__attribute__((weak)) std::unique_ptr<AnalysisDomain> makeExactCoverDomain(const ExactCoverModel& m);

}  // namespace dlx
