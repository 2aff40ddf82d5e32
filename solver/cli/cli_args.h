// Command-line parsing for `dlx`: what to do, with which puzzle, and how to print it.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/options.h"

namespace dlx {

enum class Command { Solve, Convert, Kinds, Trace, Analyze, Help, Split, Merge };
enum class Mode { First, Max, Count, Unique };

struct CliArgs {
  Command command = Command::Help;
  Mode mode = Mode::First;
  uint64_t max = 0;      // --max N (0 = no limit)
  uint64_t maxSteps = 1000;  // trace --max-steps N
  int64_t keep = -1;     // --keep N: solutions in the output (-1 = the mode's default)
  bool json = false;
  bool stats = false;
  std::string kind;      // --kind, empty = detect
  std::string input;     // INPUT as given (file, '-', URL or ID)
  std::string format;    // convert --to FORMAT
  std::string marks;     // analyze --marks FILE (empty: no marks)
  bool difficulty = true;  // analyze: grade by solving from scratch (--no-difficulty skips it)
  bool hintOnly = false;   // analyze --hint-only: just a hint (and whether any solution agrees)
  bool redundant = false;  // analyze --redundant: clues a unique puzzle could do without
  uint64_t maxNodes = 0;   // analyze --max-nodes N: stop after about N search nodes (0 = no limit)
  Options options;       // kind options (rotate, reflect, symmetry, preset, render, rule, ...)
  // Parts of a count (split_merge.cpp): split --parts N / --depth D, solve --subtree TOKEN,
  // solve --count --jobs N (0 = the number of cores), merge's report files (none = stdin).
  uint64_t parts = 0;
  int depth = -1;
  std::string subtree;
  uint64_t jobs = 0;
  bool jobsGiven = false;
  double timeoutSeconds = 0;  // solve --timeout SECONDS (0: none)
  bool help = false;          // COMMAND --help
  std::vector<std::string> files;
};

// Bounds of a split asked for on the command line (a merge takes up to subtrees::kMaxParts).
inline constexpr uint64_t kMaxSplitParts = 100000;
inline constexpr uint64_t kMaxSplitDepth = 64;

// Throws UsageError for bad arguments.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
CliArgs parseCliArgs(int argc, char** argv);
extern const char* const kUsage;
// The usage lines of one command (all of kUsage for help and the bare `dlx`).
std::string usageOf(Command command);

}  // namespace dlx
