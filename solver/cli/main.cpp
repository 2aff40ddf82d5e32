// dlx: the command-line front end. Parses arguments, opens a Session (the same one the Web
// Worker drives), runs it in slices (so a long --count can show progress), prints the result.
// Exit codes: 0 a solution was found (or a conversion succeeded), 1 none exists, 2 bad input/usage.
// With --json every outcome is one JSON object on stdout, errors as {"error":{...}} (exit 2).
#include <chrono>
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

using namespace dlx;

namespace {

// Slices of work between progress checks; small enough to redraw a progress line smoothly.
constexpr uint64_t kSlice = 1u << 18;

void printProgress(const Session& s) {
  std::fprintf(stderr, "\r%llu solutions, %.1f%% explored, %.1f s   ", static_cast<unsigned long long>(s.count()),
               100.0 * s.progress(), s.elapsedMs() / 1000.0);
  std::fflush(stderr);
}

void runSession(Session& session, uint64_t stopAfter) {
  const bool tty = isatty(2);
  auto lastDraw = std::chrono::steady_clock::now();
  bool drew = false;
  while (!session.complete() && (stopAfter == 0 || session.count() < stopAfter)) {
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
}

std::string solutionText(const Json& solution, const Options& options) {
  if (options.get("render") == "box")
    if (const Json* box = solution.find("box"); box && box->isString()) return box->asString();
  const Json* text = solution.find("text");
  return text && text->isString() ? text->asString() : solution.dump();
}

void writeLine(std::string line) {
  line += '\n';
  std::cout.flush();
  for (size_t done = 0; done < line.size();) {
    const ssize_t n = ::write(1, line.data() + done, line.size() - done);
    if (n <= 0) break;
    done += static_cast<size_t>(n);
  }
}

std::string withNewline(std::string s) {
  if (!s.empty() && s.back() != '\n') s += '\n';
  return s;
}

// Kind extras (e.g. "distinct", "rule") as "key: value" lines in the plain output: all of them
// when counting or checking uniqueness (or with --stats), otherwise only the rule that was applied.
void printExtras(const Json& report, bool all) {
  static const char* standard[] = {"kind", "count", "complete", "unique", "solutions", "stats", "reason"};
  for (const auto& [key, value] : report.asObject()) {
    bool skip = false;
    for (const char* s : standard) skip = skip || key == s;
    if (!all && key != "rule") skip = true;
    if (!skip) std::cout << key << ": " << (value.isString() ? value.asString() : value.dump()) << "\n";
  }
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
    case Mode::Max: stopAfter = args.max; keep = args.max; break;
    case Mode::Count: stopAfter = args.max; keep = 1; break;
    case Mode::Unique: stopAfter = 2; keep = 2; break;
  }
  if (!args.subtree.empty()) keep = 0;  // a part's report carries counts, kept short (see below)
  if (args.keep >= 0) keep = static_cast<size_t>(args.keep);
  session.setKeep(keep);
  if (!args.subtree.empty()) applySubtree(args, session);
  std::optional<Json> threaded;
  if (args.mode == Mode::Count && stopAfter == 0) {
    session.setCountAll();
    threaded = countOnThreads(args, session, keep);
  }
  if (!threaded) runSession(session, stopAfter);
  Json report = threaded ? *threaded : session.report();
  if (!args.subtree.empty()) report["subtree"] = args.subtree;
  const uint64_t count = report.find("count")->asUint();

  if (args.json) {
    // One write() for the whole line: part reports from `xargs -P` into one pipe stay whole lines.
    writeLine(report.dump());
  } else {
    const auto& sols = session.solutions();
    if (args.mode == Mode::Count) {
      std::cout << count << (count == 1 ? " solution" : " solutions")
                << (report.find("complete")->asBool() ? "" : " (stopped at the limit; there may be more)") << "\n";
    } else if (args.mode == Mode::Unique) {
      if (session.count() >= 2) std::cout << "Not unique: at least 2 solutions.\n";
      else if (session.count() == 1) std::cout << "Unique: exactly 1 solution.\n";
    }
    if (args.mode != Mode::Count) {
      for (size_t i = 0; i < sols.size(); ++i) {
        if (sols.size() > 1 || args.mode == Mode::Unique) std::cout << (i ? "\n" : "") << "Solution " << i + 1 << ":\n";
        std::cout << withNewline(solutionText(sols[i], args.options));
      }
    }
    if (count == 0) {
      std::cout << "No solution";
      if (session.impossible()) std::cout << ": " << *session.impossible();
      std::cout << ".\n";
    }
    printExtras(report, args.mode == Mode::Count || args.mode == Mode::Unique || args.stats);
  }
  if (args.stats) {
    const Json& stats = *report.find("stats");
    std::fprintf(stderr, "nodes %llu, updates %llu, %.1f ms\n", static_cast<unsigned long long>(stats.find("nodes")->asUint()),
                 static_cast<unsigned long long>(stats.find("updates")->asUint()), stats.find("ms")->asDouble());
  }
  // A part with no solutions is an answer, not a failure: batch runners stop on non-zero exits.
  return count > 0 || !args.subtree.empty() ? 0 : 1;
}

int convert(const CliArgs& args) {
  Session session(args.kind, readInput(args.input), args.options);
  std::cout << withNewline(session.puzzle().write(args.format));
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

// Reports a failure: with --json as {"error":{...}} on stdout, otherwise as a line on stderr.
int fail(bool json, const std::exception& e, const char* prefix, bool usage = false) {
  if (json) {
    Json out = Json::object();
    out["error"] = errorJson(e);
    std::cout << out.dump() << "\n";
  } else {
    std::cerr << "dlx: " << prefix << e.what() << "\n";
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
    CliArgs args = parseCliArgs(argc, argv);
    switch (args.command) {
      case Command::Help: std::cout << kUsage; return 0;
      case Command::Kinds: return listKinds(args);
      case Command::Convert: return convert(args);
      case Command::Solve: return solve(args);
      case Command::Trace: return trace(args);
      case Command::Split: return splitCommand(args);
      case Command::Merge: return mergeCommand(args);
      case Command::Analyze: return analyze(args);
    }
  } catch (const UsageError& e) {
    return fail(json, e, "", true);
  } catch (const InputError& e) {
    return fail(json, e, "");
  } catch (const std::bad_alloc& e) {
    return fail(json, e, "out of memory (the puzzle is too large): ");
  } catch (const std::exception& e) {
    return fail(json, e, "error: ");
  }
  return 2;
}
