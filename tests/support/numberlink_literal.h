// Options for the literal Numberlink rules (lines may turn back: turns=any), which the brute force
// counts under and the generators made their puzzles with; the kind's default under rule fill is
// no U-turns (numberlink_rules.h), so tests of the literal rule say so.
#pragma once
#include <string>

#include "core/options.h"

namespace nltest {

inline dlx::Options literalRules(const std::string& rule = "") {
  dlx::Options o;
  if (!rule.empty()) o.set("rule", rule);
  o.set("turns", "any");
  return o;
}

}  // namespace nltest
