#include "analysis_handle.h"

#include "../options_json.h"
#include "../result.h"

namespace dlx::wasm {

AnalysisHandle::AnalysisHandle(const std::string& kind, const std::string& input, const std::string& optionsJson,
                               const std::string& marks, const std::string& mode) {
  opened_ = guarded([&] {
    // check: what every solution shares, nothing more (Play's Check asks it once per puzzle; where
    // each piece can go would list every solution of an empty pentomino board first).
    if (mode != "full" && mode != "grade" && mode != "hint" && mode != "setter" && mode != "check")
      throw InputError("unknown analysis mode '" + mode + "' (known: full, grade, hint, setter, check)");
    AnalysisSettings settings;
    settings.difficulty = mode == "grade" || mode == "setter";
    settings.redundant = mode == "setter";
    settings.hintOnly = mode == "hint";
    settings.reach = mode != "hint" && mode != "check";
    session_ = std::make_unique<AnalysisSession>(kind, input, optionsFromJson(optionsJson), marks, settings);
    Json summary = Json::object();
    summary["kind"] = std::string(session_->session().kind().name());
    return summary;
  });
}

std::string AnalysisHandle::run(double budget) {
  if (!session_) return opened_;
  return guarded([&] {
    return Json(session_->run(budget < 1 ? 1 : static_cast<uint64_t>(budget)) == RunStatus::Done ? "done" : "paused");
  });
}

std::string AnalysisHandle::stats() const {
  Json s = Json::object();
  s["progress"] = session_ ? session_->progress() : 1.0;
  s["complete"] = !session_ || session_->complete();
  // What is settled already (null while unknown), for the page's progress line: on a puzzle whose
  // forced cells take long to prove, "not unique" is often known within the first milliseconds.
  auto known = [](std::optional<bool> v) { return v ? Json(*v) : Json(); };
  s["consistent"] = session_ ? known(session_->consistent()) : Json();
  s["unique"] = session_ ? known(session_->analysis().unique()) : Json();
  return s.dump();
}

std::string AnalysisHandle::report() const {
  if (!session_) return opened_;
  return guarded([&] { return session_->report(); });
}

}  // namespace dlx::wasm
