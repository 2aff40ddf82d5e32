#include "cli_args.h"

#include <algorithm>


namespace dlx {

const char* const kUsage =
    "usage:\n"
    "  dlx solve [--kind K] [--max N | --count | --unique] [--json] [options] INPUT\n"
    "  dlx convert [--kind K] --to FORMAT [options] INPUT\n"
    "  dlx kinds [--json]\n"
    "  dlx trace [--kind K] [--max-steps N] [options] INPUT   (the search, one event a line)\n"
    "  dlx split [--parts N | --depth D] [options] INPUT   one subtree token per line\n"
    "  dlx solve --count --json --subtree TOKEN [options] INPUT   count one part\n"
    "  dlx merge [--json] [FILE...]   add up the parts' --json reports (stdin without FILE)\n"
    "  dlx analyze [--kind K] [--marks FILE] [--no-difficulty | --hint-only] [--redundant] [--max-nodes N] [--json]\n"
    "              [options] INPUT   (exit 0 marks agree with a solution, 1 none does, 3 --max-nodes ran out first)\n"
    "INPUT is a file, '-' for stdin, or a puzzle URL / game ID.\n"
    "modes:   (default) first solution; --max N first N; --count all (with --max N: up to N);\n"
    "         --unique stops at the second solution\n"
    "output:  --json  one JSON object (errors too: {\"error\":{\"message\",\"line\",\"column\"}});\n"
    "         --render box  box-drawing solutions; --keep N  solutions\n"
    "         printed in --json (default: 1, N for --max, 2 for --unique); --stats  to stderr\n"
    "options: --rotate/--no-rotate --reflect/--no-reflect --symmetry --preset NAME (packing),\n"
    "         --rule fill|free --turns no-u-turn|any (numberlink), --option KEY=VALUE (any\n"
    "         kind option; `dlx kinds` lists each kind's options)\n"
    "threads: --jobs N  count on N threads (default: every core; --count only)\n";

namespace {

uint64_t number(const std::string& flag, const std::string& text) {
  if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string::npos)
    throw UsageError(flag + " needs a whole number, not '" + text + "'");
  return std::stoull(text);
}

}  // namespace

CliArgs parseCliArgs(int argc, char** argv) {
  CliArgs a;
  if (argc < 2) return a;
  std::string cmd = argv[1];
  if (cmd == "solve") a.command = Command::Solve;
  else if (cmd == "convert") a.command = Command::Convert;
  else if (cmd == "kinds") a.command = Command::Kinds;
  else if (cmd == "trace") a.command = Command::Trace;
  else if (cmd == "split") a.command = Command::Split;
  else if (cmd == "merge") a.command = Command::Merge;
  else if (cmd == "analyze") a.command = Command::Analyze;
  else if (cmd == "help" || cmd == "--help" || cmd == "-h") return a;
  else throw UsageError("unknown command '" + cmd + "'");

  bool haveInput = false;
  int modes = 0;
  for (int i = 2; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw UsageError(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "--kind") a.kind = value();
    else if (arg == "--max") { a.max = number(arg, value()); if (a.mode != Mode::Count) { a.mode = Mode::Max; ++modes; } }
    else if (arg == "--count") { if (a.mode == Mode::Max) --modes; a.mode = Mode::Count; ++modes; }
    else if (arg == "--unique") { a.mode = Mode::Unique; ++modes; }
    else if (arg == "--json") a.json = true;
    else if (arg == "--stats") a.stats = true;
    else if (arg == "--keep") a.keep = static_cast<int64_t>(number(arg, value()));
    else if (arg == "--to") a.format = value();
    else if (arg == "--max-steps" && a.command == Command::Trace) a.maxSteps = number(arg, value());
    else if (arg == "--parts") a.parts = number(arg, value());
    else if (arg == "--depth") a.depth = static_cast<int>(std::min<uint64_t>(number(arg, value()), 64));
    else if (arg == "--subtree") a.subtree = value();
    else if (arg == "--jobs") { a.jobs = number(arg, value()); a.jobsGiven = true; }
    else if (arg == "--marks" && a.command == Command::Analyze) a.marks = value();
    else if (arg == "--no-difficulty" && a.command == Command::Analyze) a.difficulty = false;
    else if (arg == "--redundant" && a.command == Command::Analyze) a.redundant = true;
    else if (arg == "--hint-only" && a.command == Command::Analyze) a.hintOnly = true, a.difficulty = false;
    else if (arg == "--max-nodes" && a.command == Command::Analyze) {
      a.maxNodes = number(arg, value());
      if (a.maxNodes == 0) throw UsageError("--max-nodes needs a number of at least 1");
    }
    else if (arg == "--render") a.options.set("render", value());
    else if (arg == "--preset") a.options.set("preset", value());
    else if (arg == "--rule") a.options.set("rule", value());
    else if (arg == "--turns") a.options.set("turns", value());
    else if (arg == "--symmetry") a.options.set("symmetry", "1");
    else if (arg == "--rotate") a.options.set("rotate", "1");
    else if (arg == "--no-rotate") a.options.set("rotate", "0");
    else if (arg == "--reflect") a.options.set("reflect", "1");
    else if (arg == "--no-reflect") a.options.set("reflect", "0");
    else if (arg == "--option") {
      std::string kv = value();
      size_t eq = kv.find('=');
      if (eq == std::string::npos || eq == 0) throw UsageError("--option needs KEY=VALUE, not '" + kv + "'");
      a.options.set(kv.substr(0, eq), kv.substr(eq + 1));
    } else if (arg.size() > 1 && arg[0] == '-' && arg != "-") {
      throw UsageError("unknown option '" + arg + "'");
    } else if (a.command == Command::Merge) {
      a.files.push_back(arg);
    } else {
      if (haveInput) throw UsageError("more than one INPUT ('" + a.input + "' and '" + arg + "')");
      a.input = arg;
      haveInput = true;
    }
  }
  if (modes > 1) throw UsageError("choose one of --max, --count, --unique (--count may take --max as a limit)");
  if (a.command == Command::Analyze && modes > 0) throw UsageError("analyze takes no --max, --count or --unique");
  if (a.mode == Mode::Max && a.max == 0) throw UsageError("--max needs a number of at least 1");
  if (a.command == Command::Convert && a.format.empty()) throw UsageError("convert needs --to FORMAT");
  if (a.command == Command::Trace && (modes > 0 || a.json || a.keep >= 0))
    throw UsageError("trace prints every event as a line; it takes --max-steps N, not --max, --count, --unique, "
                     "--keep or --json");
  if (a.command == Command::Trace && a.maxSteps == 0) throw UsageError("--max-steps needs a number of at least 1");
  if (a.command == Command::Split && a.parts > 0 && a.depth >= 0) throw UsageError("choose one of --parts and --depth");
  if (a.jobsGiven && a.jobs == 0) throw UsageError("--jobs needs a number of at least 1");
  if (a.jobsGiven && a.mode != Mode::Count) throw UsageError("--jobs works with --count");
  if (!a.subtree.empty() && a.mode != Mode::Count) throw UsageError("--subtree works with --count");
  if (a.command == Command::Merge && a.mode != Mode::First) throw UsageError("merge takes no --max, --count or --unique");
  if ((a.command == Command::Solve || a.command == Command::Convert || a.command == Command::Trace ||
       a.command == Command::Split || a.command == Command::Analyze) && !haveInput) {
    if (!a.options.has("preset")) throw UsageError("missing INPUT");
    if (a.kind.empty()) a.kind = "packing";  // presets are packing puzzles
  }
  return a;
}

}  // namespace dlx
