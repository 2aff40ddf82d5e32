// dlx: the command-line front end. Parses arguments, opens a Session (the same one the Web
// Worker drives), runs it in slices (so a long --count can show progress), prints the result.
// Exit codes: 0 a solution was found (or a conversion succeeded), 1 none exists, 2 bad input/usage.
// With --json every outcome is one JSON object on stdout, errors as {"error":{...}} (exit 2).
#include <algorithm>
#include <chrono>
#include <optional>
#include <thread>
#include <cstdio>
#include <iostream>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <cstring>

#include "analyze_command.h"
#include "cli_args.h"
#include "core/error_json.h"
#include "core/session.h"
#include "read_input.h"
#include "trace_command.h"
#include "split_merge.h"
#include "output.h"
#include "stop_request.h"
#include "core/text.h"

using namespace dlx;

namespace {

// Slices of work between progress checks; small enough to redraw a progress line smoothly.
constexpr uint64_t kSlice = 1u << 18;

void printProgress(const Session& s) {
  std::fprintf(stderr, "\r%llu solutions, %.1f%% explored, %.1f s   ", static_cast<unsigned long long>(s.count()),
               100.0 * s.progress(), s.elapsedMs() / 1000.0);
  std::fflush(stderr);
}

// Runs until `stopAfter` solutions (0: the end), the end of the search, or a stop request
// (--timeout, SIGINT, SIGTERM): then returns its reason, else nullptr.
const char* runSession(Session& session, uint64_t stopAfter) {
  const bool tty = isatty(2);
  auto lastDraw = std::chrono::steady_clock::now();
  bool drew = false;
  const char* stopped = nullptr;
  while (!session.complete() && (stopAfter == 0 || session.count() < stopAfter)) {
    if ((stopped = stopReason())) break;
    session.run(kSlice);
    if (tty) {
      auto now = std::chrono::steady_clock::now();
      if (now - lastDraw > std::chrono::milliseconds(250)) {
        printProgress(session);
        lastDraw = now;
        drew = true;
      }
    }
  }
  if (drew) std::fprintf(stderr, "\r%60s\r", "");
  return stopped;
}

std::string solutionText(const Json& solution, const Options& options) {
  if (options.get("render") == "box")
    if (const Json* box = solution.find("box"); box && box->isString()) return box->asString();
  const Json* text = solution.find("text");
  return text && text->isString() ? text->asString() : solution.dump();
}

std::string withNewline(std::string s) {
  if (!s.empty() && s.back() != '\n') s += '\n';
  return s;
}

// Plain-text solutions printed as they are found (--max N holds none of them): the first waits
// until a second shows whether they are numbered ("Solution 1:"), as when all were printed at
// the end.
class PlainPrinter final : public Session::Sink {
 public:
  explicit PlainPrinter(const Options& options) : options_(options) {}
  void take(const Json& solution) override {
    std::string text = withNewline(solutionText(solution, options_));
    if (printed_ == 0 && !held_) {
      held_ = std::move(text);
      return;
    }
    if (held_) {
      emit("Solution 1:\n" + *held_);
      held_.reset();
      printed_ = 1;
    }
    emit("\nSolution " + std::to_string(++printed_) + ":\n" + text);
  }
  void finish() {
    if (held_) emit(*held_);
    held_.reset();
  }

 private:
  const Options& options_;
  std::optional<std::string> held_;
  uint64_t printed_ = 0;
};

// --json with many solutions kept: the report's "solutions" array written as they are found, the
// other members after it once known. The same object as a report built whole (members in another
// order), holding one solution at a time instead of all of them.
class JsonStreamer final : public Session::Sink {
 public:
  explicit JsonStreamer(std::string_view kind) { emit("{\"kind\":" + Json(kind).dump() + ",\"solutions\":["); }
  void take(const Json& solution) override { emit((written_++ ? "," : "") + solution.dump()); }
  void finish(const Json& report) {
    Json rest = Json::object();
    for (const auto& [key, value] : report.asObject())
      if (key != "kind" && key != "solutions") rest[key] = value;
    emit("]," + rest.dump().substr(1) + "\n");
  }

 private:
  uint64_t written_ = 0;
};
// Up to this many solutions a --json report is built whole and written in one write().
constexpr size_t kJsonBuffered = 64;

// Kind extras (e.g. "distinct", "rule") as "key: value" lines in the plain output: all of them
// when counting or checking uniqueness (or with --stats), otherwise only the rule that was applied.
void printExtras(const Json& report, bool all) {
  static const char* standard[] = {"kind", "count", "complete", "unique", "solutions", "stats", "reason", "stopped"};
  for (const auto& [key, value] : report.asObject()) {
    bool skip = false;
    for (const char* s : standard) skip = skip || key == s;
    if (!all && key != "rule") skip = true;
    if (!skip) emit(key + ": " + (value.isString() ? value.asString() : value.dump()) + "\n");
  }
}

// The threads --count may use: --jobs N or every core, at most kJobsPerCore per core (each thread
// is a stack and a copy of the search's tables: --jobs 100000 ran out of them and aborted). A cap
// is said on stderr and in the report.
constexpr uint64_t kJobsPerCore = 4;
uint64_t jobsFor(const CliArgs& args, Json& notes) {
  const uint64_t cores = std::max(1u, std::thread::hardware_concurrency());
  const uint64_t asked = args.jobsGiven ? args.jobs : cores;
  if (asked <= kJobsPerCore * cores) return asked;
  const uint64_t used = kJobsPerCore * cores;
  std::fprintf(stderr, "dlx: --jobs %llu is more than %llu per core (%llu cores here): using %llu\n",
               static_cast<unsigned long long>(asked), static_cast<unsigned long long>(kJobsPerCore),
               static_cast<unsigned long long>(cores), static_cast<unsigned long long>(used));
  notes["jobs_asked"] = asked;
  notes["jobs_limit"] = used;
  return used;
}

int solve(const CliArgs& args) {
  // Never freed (held by a static, so a leak checker sees it reachable): the process ends right
  // after, and taking the tables apart cost 2.6% of a whole 3x20 count (0.2 of 7.75 million
  // instructions under callgrind; 4x15 0.7%).
  static Session* kept = nullptr;
  kept = new Session(args.kind, readInput(args.input), args.options);
  Session& session = *kept;
  uint64_t stopAfter = 0;
  size_t keep = 1;
  switch (args.mode) {
    case Mode::First: stopAfter = 1; break;
    case Mode::Max: stopAfter = args.max; keep = static_cast<size_t>(args.max); break;
    case Mode::Count: stopAfter = args.max; keep = 1; break;
    case Mode::Unique: stopAfter = 2; keep = 2; break;
  }
  if (!args.subtree.empty()) keep = 0;  // a part's report carries counts, kept short (see below)
  if (args.keep >= 0) keep = static_cast<size_t>(args.keep);
  // A plain count prints no solution: keeping more than the usual one would only fill memory.
  if (!args.json && args.mode == Mode::Count) keep = std::min<size_t>(keep, 1);
  session.setKeep(keep);
  // Solutions printed as they are found: plain --max (and the first solution), and --json past a
  // few; what is kept in memory is then one solution, whatever N is.
  std::optional<PlainPrinter> plain;
  std::optional<JsonStreamer> streamed;
  if (!args.json && (args.mode == Mode::First || args.mode == Mode::Max)) plain.emplace(args.options);
  if (args.json && args.mode != Mode::Unique && keep > kJsonBuffered) streamed.emplace(session.kind().name());
  Session::Sink* sink = plain ? static_cast<Session::Sink*>(&*plain) : streamed ? static_cast<Session::Sink*>(&*streamed) : nullptr;
  session.setSink(sink);
  if (!args.subtree.empty()) applySubtree(args, session);
  Json notes = Json::object();
  const uint64_t jobs = jobsFor(args, notes);
  std::optional<Json> threaded;
  const char* stopped = nullptr;
  const char* oneThread = nullptr;
  if (args.mode == Mode::Count && stopAfter == 0) {
    session.setCountAll();
    threaded = countOnThreads(args, session, keep, jobs, sink, stopped, oneThread);
  }
  if (!threaded && !stopped) stopped = runSession(session, stopAfter);
  Json report = threaded ? *threaded : session.report();
  if (oneThread && args.json) {  // threads were there to be had: why the count did not use them
    report["jobs"] = static_cast<uint64_t>(1);
    report["one_thread"] = std::string(oneThread);
  }
  if (!args.subtree.empty()) report["subtree"] = args.subtree;
  for (const auto& [key, value] : notes.asObject()) report[key] = value;
  if (stopped && !report.find("complete")->asBool()) report["stopped"] = stopped;
  else stopped = nullptr;
  const uint64_t count = report.find("count")->asUint();

  if (streamed) {
    streamed->finish(report);
  } else if (args.json) {
    // One write() for the whole line: part reports from `xargs -P` into one pipe stay whole lines.
    emitLine(report.dump());
  } else {
    // Which rule "no solution", "unique" and a count of one are under, where the kind has several.
    const std::string note = session.puzzle().ruleNote();
    const std::string ruleNote = note.empty() ? "" : " (" + note + ")";
    const bool complete = report.find("complete")->asBool();
    if (args.mode == Mode::Count) {
      emit(std::to_string(count) + (count == 1 ? " solution" : " solutions") +
           (stopped ? std::string(" (stopped: ") + stopped + "; there may be more)"
                    : !complete ? " (stopped at the limit; there may be more)" : count == 1 ? ruleNote : "") +
           "\n");
    } else if (args.mode == Mode::Unique) {
      if (session.count() >= 2) emit("Not unique: at least 2 solutions.\n");
      else if (session.count() == 1 && !stopped) emit("Unique: exactly 1 solution" + ruleNote + ".\n");
    }
    if (plain) plain->finish();
    if (args.mode == Mode::Unique) {
      const auto& sols = session.solutions();
      for (size_t i = 0; i < sols.size(); ++i)
        emit(std::string(i ? "\n" : "") + "Solution " + std::to_string(i + 1) + ":\n" +
             withNewline(solutionText(sols[i], args.options)));
    }
    if (stopped && args.mode != Mode::Count) {
      emit(std::string("Stopped (") + stopped + ") before the search ended" +
           (count == 0 ? ": no solution found so far.\n" : ".\n"));
    } else if (count == 0) {
      emit("No solution" + ruleNote + (session.impossible() ? ": " + *session.impossible() : "") + ".\n");
    }
    printExtras(report, args.mode == Mode::Count || args.mode == Mode::Unique || args.stats);
  }
  if (args.stats) {
    const Json& stats = *report.find("stats");
    std::fprintf(stderr, "nodes %llu, updates %llu, %.1f ms\n", static_cast<unsigned long long>(stats.find("nodes")->asUint()),
                 static_cast<unsigned long long>(stats.find("updates")->asUint()), stats.find("ms")->asDouble());
  }
  if (stopped) return 3;  // not an answer: the search did not end
  // A part with no solutions is an answer, not a failure: batch runners stop on non-zero exits.
  return count > 0 || !args.subtree.empty() ? 0 : 1;
}

int convert(const CliArgs& args) {
  Session session(args.kind, readInput(args.input), args.options);
  const std::string text = session.puzzle().write(args.format);
  if (args.json) {
    Json out = Json::object();
    out["kind"] = std::string(session.kind().name());
    out["format"] = args.format;
    out["text"] = text;
    emitLine(out.dump());
  } else {
    emit(withNewline(text));
  }
  return 0;
}

// `dlx help`, `dlx COMMAND --help`: the usage (of that command), as {"usage": text} with --json.
int help(const CliArgs& args) {
  const std::string usage = usageOf(args.command);
  if (args.json) {
    Json out = Json::object();
    out["usage"] = usage;
    emitLine(out.dump());
  } else {
    emit(usage);
  }
  return 0;
}

int listKinds(const CliArgs& args) {
  if (args.json) {
    std::cout << kindsJson().dump() << "\n";
    return 0;
  }
  for (const Kind* k : allKinds()) {
    std::cout << k->name() << "\t" << k->title() << "\n";
    for (const std::string& preset : k->presets()) std::cout << "  --preset " << preset << "\n";
    for (const OptionSpec& o : k->options()) {
      std::string line = "  --option " + o.name + "=" + describeType(o);
      if (!o.fallback.empty()) line += " (default " + o.fallback + ")";
      std::cout << line << "\n      " << o.help << "\n";
    }
  }
  const OptionSpec& render = renderOption();
  std::cout << "all kinds:\n  --option " << render.name << "=" << describeType(render) << " (--render)\n      "
            << render.help << "\n";
  return 0;
}

// Reports a failure: with --json as {"error":{...}} on stdout, otherwise as a line on stderr. What
// the message quotes from the input is made safe for a terminal first (text::safeForTerminal).
int fail(bool json, const std::exception& e, const char* prefix, bool usage = false) {
  if (json) {
    Json out = Json::object();
    out["error"] = errorJson(e);
    std::cout << out.dump() << "\n";
    std::cout.flush();
  } else {
    std::cerr << "dlx: " << prefix << text::safeForTerminal(e.what()) << "\n";
    if (usage) std::cerr << kUsage;
  }
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
#if defined(__GLIBC__)
  // Searches that build and drop tables of a few hundred KB in turn (the Numberlink race's window
  // and prover searches) otherwise hand the heap's top back to the system on every free and fault
  // fresh zeroed pages in again: page faults were 43% of `dense-30 --count` (96 ms; 43 ms with
  // both thresholds up, which also stops glibc from moving them itself).
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
  // Known before parsing, so even a usage error is reported in the form the caller asked for.
  bool json = false;
  for (int i = 2; i < argc; ++i) json = json || std::strcmp(argv[i], "--json") == 0;
  try {
    const CliArgs args = parseCliArgs(argc, argv);
    watchForStop(args.timeoutSeconds);
    int code = 2;
    switch (args.help ? Command::Help : args.command) {
      case Command::Help: code = help(args); break;
      case Command::Kinds: code = listKinds(args); break;
      case Command::Convert: code = convert(args); break;
      case Command::Solve: code = solve(args); break;
      case Command::Trace: code = trace(args); break;
      case Command::Split: code = splitCommand(args); break;
      case Command::Merge: code = mergeCommand(args); break;
      case Command::Analyze: code = analyze(args); break;
    }
    finishOutput();
    return code;
  } catch (const WriteError& e) {
    // stdout is what failed: the message goes to stderr, with or without --json.
    std::cerr << "dlx: " << e.what() << "\n";
    return 2;
  } catch (const UsageError& e) {
    return fail(json, e, "", true);
  } catch (const InputError& e) {
    return fail(json, e, "");
  } catch (const std::bad_alloc& e) {
    return fail(json, e, "out of memory (the puzzle is too large): ");
  } catch (const std::exception& e) {
    return fail(json, e, "error: ");
  }
}
