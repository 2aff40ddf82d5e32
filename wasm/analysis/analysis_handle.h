// One analysis of a partial board as JS sees it (core/analysis_session.h), resumable like the
// session handle: run(budget) in slices, then report(). Every call answers in the result shape
// (result.h); a failed open keeps its failure and gives it back from every later call.
#pragma once
#include <memory>
#include <string>

#include "core/analysis_session.h"

namespace dlx::wasm {

class AnalysisHandle {
 public:
  // marks: the marks file's text (rows of '.' and labels; "" for none). mode: "full" (the
  // analysis), "grade" (plus the difficulty), "hint" (only a hint), "setter" (grade plus the
  // redundant clues), as `dlx analyze --no-difficulty`, without flags, --hint-only, --redundant.
  AnalysisHandle(const std::string& kind, const std::string& input, const std::string& optionsJson,
                 const std::string& marks, const std::string& mode);
  // Result: {"kind"} when the puzzle and the marks were read.
  std::string opened() const { return opened_; }
  // Result: "paused" or "done".
  std::string run(double budget);
  // {"progress","complete"} (plain JSON: it cannot fail).
  std::string stats() const;
  // Result: the CLI's `analyze --json` report.
  std::string report() const;

 private:
  std::unique_ptr<AnalysisSession> session_;
  std::string opened_;
};

}  // namespace dlx::wasm
