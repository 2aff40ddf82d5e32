// One solving session as JS sees it: a core Session behind calls that answer in the result shape
// (result.h). A failed open keeps its failure and gives it back from every later call.
#pragma once
#include <memory>
#include <string>

#include "core/session.h"

namespace dlx::wasm {

class SessionHandle {
 public:
  SessionHandle(const std::string& kind, const std::string& input, const std::string& optionsJson);
  // A session made elsewhere (a part of a count, wasm/extra/parts_handle.h) with its opened()
  // result; a null session keeps `opened` (a failure) as the answer of every call.
  SessionHandle(std::unique_ptr<Session> session, std::string opened)
      : session_(std::move(session)), opened_(std::move(opened)) {}

  // Result: {"kind", "impossible" ("" when the pre-checks found nothing), "describe"}.
  std::string opened() const { return opened_; }
  // Searches for at most `budget` nodes. Result: "solution", "paused" or "done".
  std::string run(double budget);
  // Session::runCounting: "paused" or "done", never "solution".
  std::string runCounting(double budget);
  // {"count","countText","countSaturated","nodes","updates","progress","progressKnown","elapsedMs","complete"}
  // (plain JSON: it cannot fail); countText is the count in decimal digits, exact where count (a
  // double) is not; countSaturated: the count stopped at 2^64 - 1 and means "at least".
  std::string stats() const;
  // The caller counts to the end: independent parts may be counted at once (Session::setCountAll).
  void setCountAll();
  void setKeep(double n);
  // Result: the kept solution number `index` (0-based).
  std::string solution(double index) const;
  // Result: the CLI's --json report with at most maxSolutions solutions.
  std::string report(double maxSolutions) const;
  // Result: null when the solution object (JSON text) is valid for this puzzle, else what is wrong.
  std::string check(const std::string& solutionJson) const;

 private:
  std::unique_ptr<Session> session_;
  std::string opened_;
};

}  // namespace dlx::wasm
