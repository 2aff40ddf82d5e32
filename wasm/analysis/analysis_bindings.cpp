// The analysis module (web/gen/dlx-analysis.js): the analysis of a partial board only, loaded by
// the worker the first time Analyze is pressed, so the page's first download stays the solver.
// The kinds' analysis domains are linked only into programs that run an analysis (see
// core/analysis_link.h), which keeps them out of the main module too.
#include <emscripten/bind.h>

#include <string>

#include "analysis_handle.h"

using dlx::wasm::AnalysisHandle;

namespace {

// Always a handle; handle.opened() says whether the puzzle and the marks were read.
AnalysisHandle* analyze(const std::string& kind, const std::string& input, const std::string& optionsJson,
                        const std::string& marks, const std::string& mode) {
  return new AnalysisHandle(kind, input, optionsJson, marks, mode);
}

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_analysis) {
  emscripten::class_<AnalysisHandle>("AnalysisHandle")
      .function("opened", &AnalysisHandle::opened)
      .function("run", &AnalysisHandle::run)
      .function("stats", &AnalysisHandle::stats)
      .function("report", &AnalysisHandle::report);
  emscripten::function("analyze", &analyze, emscripten::allow_raw_pointers());
}
