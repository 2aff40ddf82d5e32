// Knuth's exact-cover text format (dlx1), as users bring their own matrices:
//   | comment lines start with a bar
//   A B C D E | F G        <- primary items, then (after |) secondary items
//   C E F                  <- one option per line
// A primary item may carry a multiplicity, `3|A` (or `3:3|A`): covered exactly three times.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/kind.h"
#include "dlx/model.h"

namespace dlx {

struct KnuthMatrix {
  ExactCoverModel model;
  std::vector<int> optionLine;  // the input line of each option (1-based), for messages
};

inline constexpr size_t kMaxKnuthLine = 4096;
inline constexpr size_t kMaxKnuthName = 8;

// Throws InputError naming the line (and column where it helps).
KnuthMatrix parseKnuthMatrix(std::string_view text);
std::string writeKnuthMatrix(const ExactCoverModel& model);
// For Kind::detect: Sure when the text parses and has an option line (No when it has none); Shape when its first line could be an item line
// (names of at most 8 characters), so this parser's error is the one reported.
Fit knuthMatrixFit(std::string_view text);

}  // namespace dlx
