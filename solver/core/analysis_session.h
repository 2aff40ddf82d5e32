// An analysis session: the puzzle read as a Session reads it (kind detection, options, UTF-8),
// the user's marks read against its analysis domain, and the resumable Analysis. The CLI's
// `dlx analyze` and the wasm binding both drive one, so they give the same answers.
#pragma once
#include <memory>
#include <string_view>

#include "analysis.h"
#include "redundancy.h"
#include "session.h"

namespace dlx {

class AnalysisSession {
 public:
  // Throws InputError for bad input, bad marks, or a kind without an analysis.
  AnalysisSession(std::string_view kindName, std::string_view input, const Options& options, std::string_view marks,
                  AnalysisSettings settings = {});
  ~AnalysisSession();

  // The analysis, then (with settings.redundant, on a unique puzzle) the redundancy scan.
  RunStatus run(uint64_t budget);
  bool complete() const { return analysis_->complete() && (!wantRedundant_ || (scan_ && scan_->complete())); }
  double progress() const { return analysis_->progress(); }
  std::optional<bool> consistent() const { return analysis_->consistent(); }
  const Analysis& analysis() const { return *analysis_; }
  const AnalysisDomain& domain() const { return *domain_; }
  const Session& session() const { return session_; }
  size_t markCount() const { return markCount_; }
  // The analysis report with "kind" first (and "reason" when a pre-check knows there is no solution).
  Json report() const;

 private:
  Session session_;
  std::unique_ptr<AnalysisDomain> domain_;
  std::unique_ptr<Analysis> analysis_;
  size_t markCount_ = 0;
  bool wantRedundant_ = false;
  std::unique_ptr<RedundancyScan> scan_;
  Options options_;
};

}  // namespace dlx
