#include "session_handle.h"

#include "options_json.h"
#include "result.h"

namespace dlx::wasm {

SessionHandle::SessionHandle(const std::string& kind, const std::string& input, const std::string& optionsJson) {
  opened_ = guarded([&] {
    session_ = std::make_unique<Session>(kind, input, optionsFromJson(optionsJson));
    Json summary = Json::object();
    summary["kind"] = std::string(session_->kind().name());
    summary["impossible"] = session_->impossible().value_or("");
    summary["describe"] = session_->puzzle().describe();
    return summary;
  });
}

std::string SessionHandle::run(double budget) {
  if (!session_) return opened_;
  return guarded([&] {
    switch (session_->run(budget < 1 ? 1 : static_cast<uint64_t>(budget))) {
      case RunStatus::Solution: return Json("solution");
      case RunStatus::Paused: return Json("paused");
      case RunStatus::Done: break;
    }
    return Json("done");
  });
}

std::string SessionHandle::runCounting(double budget) {
  if (!session_) return opened_;
  return guarded([&] {
    return Json(session_->runCounting(budget < 1 ? 1 : static_cast<uint64_t>(budget)) == RunStatus::Done ? "done"
                                                                                                         : "paused");
  });
}

std::string SessionHandle::stats() const {
  Json s = Json::object();
  s["count"] = session_ ? static_cast<double>(session_->count()) : 0.0;
  s["countText"] = session_ ? std::to_string(session_->count()) : "0";
  s["countSaturated"] = session_ && session_->countSaturated();
  s["nodes"] = session_ ? static_cast<double>(session_->stats().nodes) : 0.0;
  s["updates"] = session_ ? static_cast<double>(session_->stats().updates) : 0.0;
  s["progress"] = session_ ? session_->progress() : 1.0;
  s["progressKnown"] = !session_ || session_->progressKnown();
  s["elapsedMs"] = session_ ? session_->elapsedMs() : 0.0;
  s["complete"] = !session_ || session_->complete();
  return s.dump();
}

void SessionHandle::setCountAll() {
  if (session_) session_->setCountAll();
}

void SessionHandle::setKeep(double n) {
  if (session_) session_->setKeep(n < 0 ? 0 : static_cast<size_t>(n));
}

std::string SessionHandle::solution(double index) const {
  if (!session_) return opened_;
  if (index < 0 || index >= session_->solutionCount())
    return failResult("solution " + std::to_string(static_cast<long long>(index) + 1) + " is not kept");
  return okResult(session_->solution(static_cast<size_t>(index)));
}

std::string SessionHandle::report(double maxSolutions) const {
  if (!session_) return opened_;
  return guarded([&] { return session_->report(maxSolutions < 0 ? 0 : static_cast<size_t>(maxSolutions)); });
}

std::string SessionHandle::check(const std::string& solutionJson) const {
  if (!session_) return opened_;
  return guarded([&] {
    auto problem = session_->puzzle().check(Json::parse(solutionJson));
    return problem ? Json(*problem) : Json();
  });
}

}  // namespace dlx::wasm
