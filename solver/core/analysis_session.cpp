#include "analysis_session.h"

#include "marks.h"

namespace dlx {

// The kinds' analysis domains are weak references from the kinds, so only programs that run an
// analysis link them (the page's solver module stays without them): one anchor per kind's
// domain file, read below, pulls each file in.
extern const int kShikakuAnalysisLink, kPackingAnalysisLink, kExactCoverAnalysisLink, kNumberlinkAnalysisLink;

AnalysisSession::AnalysisSession(std::string_view kindName, std::string_view input, const Options& options,
                                 std::string_view marks, AnalysisSettings settings)
    : session_(kindName, input, options) {
  static volatile int linked = 0;
  linked = linked + kShikakuAnalysisLink + kPackingAnalysisLink + kExactCoverAnalysisLink + kNumberlinkAnalysisLink;
  domain_ = session_.puzzle().analysisDomain();
  if (!domain_) throw InputError("the " + std::string(session_.kind().name()) + " kind has no analysis");
  std::vector<Mark> list;
  try {
    list = parseMarks(marks, *domain_);
  } catch (const InputError& e) {
    throw InputError("marks: " + e.message(), e.line(), e.column());  // not the puzzle's line
  }
  markCount_ = list.size();
  analysis_ = std::make_unique<Analysis>(*domain_, std::move(list), settings);
  wantRedundant_ = settings.redundant;
  options_ = options;
  // A pre-check already knows there is no solution: nothing to search, whatever the marks.
  if (session_.impossible()) analysis_->settleImpossible();
}

AnalysisSession::~AnalysisSession() = default;

RunStatus AnalysisSession::run(uint64_t budget) {
  if (!analysis_->complete()) {
    analysis_->run(budget);
  } else if (wantRedundant_ && !scan_) {
    // Only a unique puzzle has clues that could go; otherwise the scan is empty at once.
    const bool unique = analysis_->unique() == true && markCount_ == 0;
    scan_ = std::make_unique<RedundancyScan>(session_.kind(), session_.puzzle(), options_, unique);
  } else if (scan_) {
    scan_->run(budget);
  }
  return complete() ? RunStatus::Done : RunStatus::Paused;
}

Json AnalysisSession::report() const {
  Json r = Json::object();
  r["kind"] = std::string(session_.kind().name());
  Json analysis = analysis_->report();
  for (auto& [key, value] : analysis.asObject()) r[key] = std::move(value);
  if (session_.impossible()) r["reason"] = *session_.impossible();
  r["marks"] = markCount_;
  if (wantRedundant_) r["redundant"] = scan_ && scan_->complete() && analysis_->unique() == true ? scan_->redundant() : Json();
  return r;
}

}  // namespace dlx
