#include "known_defects.h"

namespace fuzz {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Issue 11 item 1: the packing reader's `count=` digit loop keeps multiplying a signed int after
// it has failed, so a value of 9 or more characters (digits or not: bytes above 0x7f count as
// large negative digits) overflows. fuzz_packing found this on its own after ~270,000 runs
// (tests/fuzz/packing/known-count-overflow-bytes); UBSan aborts on both such corpus inputs.
bool longCount(std::string_view input) {
  constexpr std::string_view key = "count=";
  for (size_t at = input.find(key); at != std::string_view::npos; at = input.find(key, at + 1)) {
    size_t end = at + key.size();
    while (end < input.size() && !isBlank(input[end])) ++end;
    if (end - (at + key.size()) >= 9) return true;
  }
  return false;
}

}  // namespace

bool hitsKnownDefect(std::string_view input) { return longCount(input); }

}  // namespace fuzz
