// Embind bindings: translate between JS values and the core Session; no solver logic here.
// Every call catches C++ exceptions and returns an error as JSON text, because an exception
// escaping through Embind reaches JS as a bare number.
#include <emscripten/bind.h>

#include <memory>
#include <string>

#include "core/session.h"

using namespace dlx;

namespace {

Options optionsFromJson(const std::string& text) {
  Options options;
  if (text.empty()) return options;
  Json j = Json::parse(text);
  if (!j.isObject()) throw InputError("options must be a JSON object");
  for (const auto& [key, value] : j.asObject()) {
    if (value.isString()) options.set(key, value.asString());
    else if (value.isBool()) options.set(key, value.asBool() ? "1" : "0");
    else if (value.isNumber()) options.set(key, value.dump());
    else if (!value.isNull()) throw InputError("option '" + key + "' must be a string, number or boolean");
  }
  return options;
}

Json errorJson(const std::exception& e) {
  Json err = Json::object();
  if (auto* input = dynamic_cast<const InputError*>(&e)) {
    err["message"] = input->message();
    err["line"] = input->line();
    err["column"] = input->column();
  } else if (dynamic_cast<const std::bad_alloc*>(&e)) {
    err["message"] = "out of memory: the puzzle is too large";
  } else {
    err["message"] = e.what();
  }
  return err;
}

// One solving session as JS sees it. A failed open keeps the error and answers nothing else.
class SessionHandle {
 public:
  SessionHandle(const std::string& kind, const std::string& input, const std::string& optionsJson) {
    try {
      session_ = std::make_unique<Session>(kind, input, optionsFromJson(optionsJson));
    } catch (const std::exception& e) {
      error_ = errorJson(e);
    }
  }

  std::string error() const { return error_.dump(); }
  std::string kind() const { return session_ ? std::string(session_->kind().name()) : ""; }
  std::string impossible() const {
    return session_ && session_->impossible() ? *session_->impossible() : "";
  }

  std::string run(double budget) {
    if (!session_) return "done";
    try {
      switch (session_->run(budget < 1 ? 1 : static_cast<uint64_t>(budget))) {
        case RunStatus::Solution: return "solution";
        case RunStatus::Paused: return "paused";
        case RunStatus::Done: return "done";
      }
    } catch (const std::exception& e) {
      error_ = errorJson(e);
    }
    return "done";
  }

  double count() const { return session_ ? static_cast<double>(session_->count()) : 0; }
  // The count in decimal digits: exact where count() (a double) is not, beyond 2^53.
  std::string countText() const { return session_ ? std::to_string(session_->count()) : "0"; }
  // The caller counts to the end: independent parts may be counted at once (Session::setCountAll).
  void setCountAll() {
    if (session_) session_->setCountAll();
  }
  bool complete() const { return !session_ || session_->complete(); }
  double progress() const { return session_ ? session_->progress() : 1; }
  double nodes() const { return session_ ? static_cast<double>(session_->stats().nodes) : 0; }
  double updates() const { return session_ ? static_cast<double>(session_->stats().updates) : 0; }
  double elapsedMs() const { return session_ ? session_->elapsedMs() : 0; }
  void setKeep(double n) {
    if (session_) session_->setKeep(n < 0 ? 0 : static_cast<size_t>(n));
  }

  std::string solution(double index) const {
    if (!session_ || index < 0 || index >= session_->solutions().size()) return "null";
    return session_->solutions()[static_cast<size_t>(index)].dump();
  }

  std::string report(double maxSolutions) const {
    if (!session_) return error_.dump();
    try {
      return session_->report(maxSolutions < 0 ? 0 : static_cast<size_t>(maxSolutions)).dump();
    } catch (const std::exception& e) {
      return errorJson(e).dump();
    }
  }

  std::string describe() const {
    if (!session_) return "null";
    try {
      return session_->puzzle().describe().dump();
    } catch (const std::exception& e) {
      return errorJson(e).dump();
    }
  }

  std::string write(const std::string& format) const {
    Json out = Json::object();
    if (!session_) {
      out["error"] = "no puzzle";
      return out.dump();
    }
    try {
      out["text"] = session_->puzzle().write(format);
    } catch (const std::exception& e) {
      out["error"] = e.what();
    }
    return out.dump();
  }

  // "" when the solution object (JSON text) is valid for this puzzle, else what is wrong.
  std::string check(const std::string& solutionJson) const {
    if (!session_) return "no puzzle";
    try {
      auto problem = session_->puzzle().check(Json::parse(solutionJson));
      return problem ? *problem : "";
    } catch (const std::exception& e) {
      return e.what();
    }
  }

 private:
  std::unique_ptr<Session> session_;
  Json error_;
};

SessionHandle* open(const std::string& kind, const std::string& input, const std::string& optionsJson) {
  return new SessionHandle(kind, input, optionsJson);
}

std::string kinds() {
  Json list = Json::array();
  for (const Kind* k : allKinds()) {
    Json entry = Json::object();
    entry["name"] = std::string(k->name());
    entry["title"] = std::string(k->title());
    Json presets = Json::array();
    for (const std::string& name : k->presets()) presets.push(name);
    entry["presets"] = std::move(presets);
    list.push(std::move(entry));
  }
  return list.dump();
}

}  // namespace

EMSCRIPTEN_BINDINGS(dlx_studio) {
  emscripten::class_<SessionHandle>("SessionHandle")
      .function("error", &SessionHandle::error)
      .function("kind", &SessionHandle::kind)
      .function("impossible", &SessionHandle::impossible)
      .function("run", &SessionHandle::run)
      .function("count", &SessionHandle::count)
      .function("countText", &SessionHandle::countText)
      .function("setCountAll", &SessionHandle::setCountAll)
      .function("complete", &SessionHandle::complete)
      .function("progress", &SessionHandle::progress)
      .function("nodes", &SessionHandle::nodes)
      .function("updates", &SessionHandle::updates)
      .function("elapsedMs", &SessionHandle::elapsedMs)
      .function("setKeep", &SessionHandle::setKeep)
      .function("solution", &SessionHandle::solution)
      .function("report", &SessionHandle::report)
      .function("describe", &SessionHandle::describe)
      .function("write", &SessionHandle::write)
      .function("check", &SessionHandle::check);
  emscripten::function("open", &open, emscripten::allow_raw_pointers());
  emscripten::function("kinds", &kinds);
}
