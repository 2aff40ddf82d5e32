#include "cli_args.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string_view>


namespace dlx {

namespace {

const char* commandName(Command c) {
  switch (c) {
    case Command::Solve: return "solve";
    case Command::Convert: return "convert";
    case Command::Kinds: return "kinds";
    case Command::Trace: return "trace";
    case Command::Analyze: return "analyze";
    case Command::Help: return "help";
    case Command::Split: return "split";
    case Command::Merge: return "merge";
  }
  return "";
}

}  // namespace

const char* const kUsage =
    "usage:\n"
    "  dlx solve [--kind K] [--max N | --count | --unique] [--json] [--timeout SECONDS] [options] INPUT\n"
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
    "threads: --jobs N  count on N threads (default: every core, at most 4 per core; --count, --unique)\n"
    "stop:    --timeout SECONDS, Ctrl-C or SIGTERM: the report so far, \"complete\": false and \"stopped\"\n"
    "         saying why (exit 3)\n"
    "help:    dlx COMMAND --help  that command's usage; dlx help --json  the usage as JSON\n";

std::string usageOf(Command command) {
  if (command == Command::Help) return kUsage;
  const std::string mine = std::string("  dlx ") + commandName(command) + " ";
  std::string out;
  bool keeping = true;
  for (size_t from = 0; from < std::strlen(kUsage);) {
    size_t end = std::string_view(kUsage).find('\n', from);
    const std::string line(kUsage + from, end - from + 1);
    from = end + 1;
    if (line.rfind("  dlx ", 0) == 0) keeping = line.rfind(mine, 0) == 0;
    else if (line.rfind("    ", 0) != 0) keeping = true;  // a section of its own, not a continuation
    if (keeping) out += line;
  }
  return out;
}

namespace {

uint64_t number(const std::string& flag, const std::string& text) {
  if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string::npos)
    throw UsageError(flag + " needs a whole number, not '" + text + "'");
  return std::stoull(text);
}

// The flags each command reads; any other is refused by name rather than silently ignored.
// "puzzle" stands for --kind and the kind options (--render, --preset, --rule, --turns, --symmetry,
// --rotate, --no-rotate, --reflect, --no-reflect, --option).
const char* const kPuzzleFlags[] = {"--kind", "--render", "--preset", "--rule", "--turns", "--symmetry", "--rotate",
                                    "--no-rotate", "--reflect", "--no-reflect", "--option"};
bool takes(Command c, const std::string& flag) {
  bool puzzle = false;
  for (const char* f : kPuzzleFlags) puzzle = puzzle || flag == f;
  auto among = [&](std::initializer_list<const char*> list) {
    for (const char* f : list)
      if (flag == f) return true;
    return false;
  };
  switch (c) {
    case Command::Solve:
      return puzzle || among({"--max", "--count", "--unique", "--json", "--stats", "--keep", "--subtree", "--jobs", "--timeout"});
    case Command::Convert: return puzzle || among({"--to", "--json"});
    case Command::Kinds: return among({"--json"});
    case Command::Help: return among({"--json"});
    case Command::Trace: return puzzle || among({"--max-steps"});
    case Command::Split: return puzzle || among({"--parts", "--depth", "--json"});
    case Command::Merge: return among({"--json"});
    case Command::Analyze:
      return puzzle || among({"--marks", "--no-difficulty", "--hint-only", "--redundant", "--max-nodes", "--json"});
  }
  return false;
}

// Flags each given once: a second --kind or --max would otherwise win silently.
bool repeatable(const std::string& flag) { return flag == "--option" || flag == "--json" || flag == "--stats"; }

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
  else if (cmd == "help" || cmd == "--help" || cmd == "-h") a.command = Command::Help;
  else throw UsageError("unknown command '" + cmd + "'");
  // `dlx COMMAND --help` anywhere on the line: the usage, whatever else is there.
  for (int i = 2; i < argc; ++i)
    if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") {
      a.help = true;
      a.json = false;
      for (int j = 2; j < argc; ++j) a.json = a.json || std::string(argv[j]) == "--json";
      return a;
    }

  bool haveInput = false;
  int modes = 0;
  std::vector<std::string> given;
  for (int i = 2; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw UsageError(arg + " needs a value");
      return argv[++i];
    };
    if (arg.size() > 1 && arg[0] == '-' && arg != "-") {
      const bool known = takes(Command::Solve, arg) || takes(Command::Convert, arg) || takes(Command::Trace, arg) ||
                         takes(Command::Split, arg) || takes(Command::Analyze, arg);
      if (!known) throw UsageError("unknown option '" + arg + "'");
      if (a.command == Command::Trace && !takes(a.command, arg) &&
          (arg == "--max" || arg == "--count" || arg == "--unique" || arg == "--keep" || arg == "--json"))
        throw UsageError("trace prints every event as a line; it takes --max-steps N, not --max, --count, --unique, "
                         "--keep or --json");
      if (!takes(a.command, arg))
        throw UsageError(std::string(commandName(a.command)) + " takes no " + arg + " (see `dlx " +
                         commandName(a.command) + " --help`)");
      if (!repeatable(arg) && std::find(given.begin(), given.end(), arg) != given.end())
        throw UsageError(arg + " is given more than once");
      given.push_back(arg);
    }
    if (arg == "--kind") a.kind = value();
    else if (arg == "--max") { a.max = number(arg, value()); if (a.mode != Mode::Count) { a.mode = Mode::Max; ++modes; } }
    else if (arg == "--count") { if (a.mode == Mode::Max) --modes; a.mode = Mode::Count; ++modes; }
    else if (arg == "--unique") { a.mode = Mode::Unique; ++modes; }
    else if (arg == "--json") a.json = true;
    else if (arg == "--stats") a.stats = true;
    else if (arg == "--keep") a.keep = static_cast<int64_t>(number(arg, value()));
    else if (arg == "--to") a.format = value();
    else if (arg == "--max-steps") a.maxSteps = number(arg, value());
    else if (arg == "--parts") {
      a.parts = number(arg, value());
      if (a.parts == 0 || a.parts > kMaxSplitParts)
        throw UsageError("--parts needs a number from 1 to " + std::to_string(kMaxSplitParts) + ", not " +
                         std::to_string(a.parts));
    } else if (arg == "--depth") {
      const uint64_t depth = number(arg, value());
      if (depth > kMaxSplitDepth)
        throw UsageError("--depth is at most " + std::to_string(kMaxSplitDepth) + ", not " + std::to_string(depth));
      a.depth = static_cast<int>(depth);
    } else if (arg == "--subtree") {
      a.subtree = value();
      if (a.subtree.empty()) throw UsageError("--subtree needs a token (as `dlx split` prints), not ''");
    } else if (arg == "--jobs") { a.jobs = number(arg, value()); a.jobsGiven = true; }
    else if (arg == "--timeout") {
      const std::string t = value();
      char* end = nullptr;
      const double seconds = t.empty() ? -1 : std::strtod(t.c_str(), &end);
      if (t.empty() || *end != '\0' || !(seconds > 0) || seconds > 1e9)
        throw UsageError("--timeout needs a number of seconds above 0 (e.g. 2.5), not '" + t + "'");
      a.timeoutSeconds = seconds;
    }
    else if (arg == "--marks") a.marks = value();
    else if (arg == "--no-difficulty") a.difficulty = false;
    else if (arg == "--redundant") a.redundant = true;
    else if (arg == "--hint-only") a.hintOnly = true, a.difficulty = false;
    else if (arg == "--max-nodes") {
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
    } else if (a.command == Command::Merge) {
      a.files.push_back(arg);
    } else if (a.command == Command::Kinds || a.command == Command::Help) {
      throw UsageError(std::string(commandName(a.command)) + " takes no INPUT ('" + arg + "')");
    } else {
      if (haveInput) throw UsageError("more than one INPUT ('" + a.input + "' and '" + arg + "')");
      a.input = arg;
      haveInput = true;
    }
  }
  if (modes > 1) throw UsageError("choose one of --max, --count, --unique (--count may take --max as a limit)");
  if (a.mode == Mode::Max && a.max == 0) throw UsageError("--max needs a number of at least 1");
  if (a.command == Command::Convert && a.format.empty()) throw UsageError("convert needs --to FORMAT");
  if (a.command == Command::Trace && a.maxSteps == 0) throw UsageError("--max-steps needs a number of at least 1");
  if (a.command == Command::Split && a.parts > 0 && a.depth >= 0) throw UsageError("choose one of --parts and --depth");
  if (a.jobsGiven && a.jobs == 0) throw UsageError("--jobs needs a number of at least 1");
  if (a.jobsGiven && a.mode != Mode::Count && a.mode != Mode::Unique) throw UsageError("--jobs works with --count and --unique");
  if (!a.subtree.empty() && a.mode != Mode::Count) throw UsageError("--subtree works with --count");
  if ((a.command == Command::Solve || a.command == Command::Convert || a.command == Command::Trace ||
       a.command == Command::Split || a.command == Command::Analyze) && !haveInput) {
    if (!a.options.has("preset")) throw UsageError("missing INPUT");
    if (a.kind.empty()) a.kind = "packing";  // presets are packing puzzles
  }
  return a;
}

}  // namespace dlx
