// The watchable search (dlx/dlx_trace.h) as JS sees it, for the "How it works" view: opened on a
// puzzle's text, stepped a few events at a time, reset to replay (going back one event is a
// replay of all but the last). Every call answers in the result shape (result.h).
#pragma once
#include <memory>
#include <string>

#include "core/kind.h"
#include "dlx/dlx_trace.h"

namespace dlx::wasm {

class TraceHandle {
 public:
  TraceHandle(const std::string& kind, const std::string& input, const std::string& optionsJson);

  // Result: {"kind", "describe", "items": [{"name","primary"}], "options": [{"items": [int],
  // "cells": [[x,y]]}]}: the matrix, sent once.
  std::string opened() const { return opened_; }
  // Makes up to `count` events (stopping after a solution when stopAtSolution); result:
  // {"events": [the last `keepLast` of them: {"event","item","option","count","level",
  // "solution","text"}], "steps", "solutions", "done", "state": {"chosen": [options],
  // "covered": [items], "out": [options], "left": [options left per item], "levels": [{"item",
  // "options","tried","option"}] (the path from the root), "deadEnds"}}.
  std::string step(double count, double keepLast, bool stopAtSolution);
  // Back to the start. Result: null.
  std::string reset();

 private:
  std::shared_ptr<const ExactCoverModel> model_;
  std::unique_ptr<DlxTrace> trace_;
  std::string opened_;
};

}  // namespace dlx::wasm
