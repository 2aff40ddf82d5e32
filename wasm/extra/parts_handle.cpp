#include "parts_handle.h"

#include "../options_json.h"
#include "../result.h"
#include "core/errors.h"
#include "core/subtrees.h"

namespace dlx::wasm {

PartsHandle::PartsHandle(const std::string& kind, const std::string& input, const std::string& optionsJson) {
  opened_ = guarded([&] {
    options_ = optionsFromJson(optionsJson);
    session_ = std::make_unique<Session>(kind, input, options_);
    fingerprint_ = subtrees::puzzleFingerprint(*session_, options_);
    Json summary = Json::object();
    summary["kind"] = std::string(session_->kind().name());
    summary["impossible"] = session_->impossible().value_or("");
    return summary;
  });
}

std::string PartsHandle::split(double parts) const {
  if (!session_) return opened_;
  return guarded([&] {
    const size_t wanted = parts < 1 ? 1 : static_cast<size_t>(parts);
    // Twice: the parts get smaller towards the end. 6x10 as exact cover on 2 workers: 28 parts
    // of about 1/28 of the count each, the last 4 of them split into 29, the last 4 of those again
    // (opening a part costs about 0.5 ms; the last large part alone was a tail of up to 0.5 s).
    std::vector<subtrees::Path> paths = subtrees::split(*session_, wanted, -1);
    for (int round = 0; round < 2; ++round) paths = subtrees::refineTail(*session_, std::move(paths), wanted / 4);
    Json tokens = Json::array();
    for (const std::string& t : subtrees::tokens(fingerprint_, paths)) tokens.push(t);
    Json value = Json::object();
    value["tokens"] = std::move(tokens);
    return value;
  });
}

SessionHandle* PartsHandle::part(const std::string& token) const {
  if (!session_) return new SessionHandle(nullptr, opened_);
  std::unique_ptr<Session> part;
  std::string opened = guarded([&] {
    part = std::make_unique<Session>(session_->part(subtrees::pathOf(token, fingerprint_)));
    part->setKeep(0);
    part->setCountAll();
    return Json(token);
  });
  return new SessionHandle(std::move(part), std::move(opened));
}

std::string mergeParts(const std::string& tokensJson, const std::string& resultsJson) {
  return guarded([&] {
    const Json tokens = Json::parse(tokensJson);
    const Json results = Json::parse(resultsJson);
    if (!tokens.isArray() || !results.isArray() || tokens.size() != results.size())
      throw InputError("merge: the tokens and the part results are not two arrays of the same length");
    std::vector<Json> reports;
    for (size_t i = 0; i < results.size(); ++i) {
      const Json& result = results.asArray()[i];
      const Json* ok = result.find("ok");
      const Json* value = result.find("value");
      if (!ok || !ok->isBool() || !ok->asBool() || !value || !value->isObject()) {
        const Json* error = result.find("error");
        const Json* message = error ? error->find("message") : nullptr;
        throw InputError("part " + std::to_string(i + 1) + " of " + std::to_string(results.size()) + " failed: " +
                         (message && message->isString() ? message->asString() : result.dump()));
      }
      reports.push_back(*value);
      reports.back()["subtree"] = tokens.asArray()[i];
    }
    Json merged = subtrees::merge(reports);
    if (const Json* distinct = merged.find("distinct"); distinct && distinct->isInt())
      merged["distinct_text"] = std::to_string(distinct->asUint());
    return merged;
  });
}

}  // namespace dlx::wasm
