#include "split_merge.h"

#include <atomic>
#include <chrono>
#include <ctime>
#include <iostream>

#include "core/subtrees.h"
#include "hand_over.h"
#include "output.h"
#include "part_pool.h"
#include "read_input.h"
#include "stop_request.h"

namespace dlx {

namespace {

// Without --parts or --depth: enough parts to keep a few dozen workers busy.
constexpr size_t kDefaultParts = 64;
// Threads take parts as they finish; this many parts per thread evens out unequal subtrees.
constexpr size_t kPartsPerJob = 8;
// Counting on one thread first, in slices of kTrialSlice nodes, until hand_over::now says so.
constexpr uint64_t kTrialSlice = 1u << 14;

// Processor time of this thread, in ms: what the try has cost, whatever else the machine runs.
double threadCpuMs() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// Each part report on one line of the file: JSON objects, one per line (blank lines skipped).
void readReports(const std::string& name, std::vector<Json>& reports) {
  const std::string text = readInput(name);
  size_t line = 0, from = 0;
  while (from < text.size()) {
    size_t end = text.find('\n', from);
    if (end == std::string::npos) end = text.size();
    ++line;
    const std::string_view row(text.data() + from, end - from);
    from = end + 1;
    if (row.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    try {
      reports.push_back(Json::parse(row, /*uniqueKeys=*/true));  // a report must not say two things
    } catch (const std::exception& e) {
      throw InputError(std::string(name == "-" ? "stdin" : name) + ": not a JSON report: " + e.what(), static_cast<int>(line));
    }
    if (const Json* error = reports.back().find("error"))
      throw InputError(std::string(name == "-" ? "stdin" : name) + ": a part failed: " + error->dump(), static_cast<int>(line));
  }
}

void printCountReport(const Json& report) {
  const uint64_t count = report.find("count")->asUint();
  std::string out = std::to_string(count) + (count == 1 ? " solution" : " solutions");
  const Json* complete = report.find("complete");
  if (complete && complete->isBool() && !complete->asBool()) out += " (some parts stopped early)";
  out += "\n";
  for (const char* key : {"distinct", "raw", "parts", "jobs"})
    if (const Json* v = report.find(key)) out += std::string(key) + ": " + v->dump() + "\n";
  emit(out);
}

}  // namespace

int splitCommand(const CliArgs& args) {
  Session session(args.kind, readInput(args.input), args.options);
  const std::vector<subtrees::Path> paths =
      args.depth >= 0 ? subtrees::split(session, 0, args.depth) : subtrees::split(session, args.parts ? args.parts : kDefaultParts, -1);
  const std::vector<std::string> list = subtrees::tokens(subtrees::puzzleFingerprint(session, args.options), paths);
  if (args.json) {
    Json out = Json::object();
    out["parts"] = static_cast<uint64_t>(list.size());
    Json tokens = Json::array();
    for (const std::string& t : list) tokens.push(t);
    out["tokens"] = std::move(tokens);
    emitLine(out.dump());
  } else {
    for (const std::string& t : list) emit(t + "\n");
  }
  return 0;
}

void applySubtree(const CliArgs& args, Session& session) {
  session.setSubtree(subtrees::pathOf(args.subtree, session, args.options));
}

int mergeCommand(const CliArgs& args) {
  std::vector<Json> reports;
  if (args.files.empty()) readReports("-", reports);
  for (const std::string& f : args.files) readReports(f, reports);
  const Json merged = subtrees::merge(reports);
  if (args.json) emitLine(merged.dump());
  else printCountReport(merged);
  return merged.find("count")->asUint() > 0 ? 0 : 1;
}

std::optional<Json> countOnThreads(const CliArgs& args, Session& session, size_t keep, uint64_t jobs,
                                   Session::Sink* sink, const char*& stopped, const char*& oneThread) {
  if (jobs <= 1 || !args.subtree.empty() || session.impossible()) return std::nullopt;
  const auto start = std::chrono::steady_clock::now();
  // A short try on this thread first: small counts finish before threads would pay off, and so do
  // counts of independent parts multiplied in bulk (each subtree would count the others again).
  const double cpuStart = threadCpuMs();
  bool handOver = false;
  while (!session.complete() && !handOver) {
    if ((stopped = stopReason())) return std::nullopt;
    session.run(kTrialSlice);
    handOver = hand_over::now(threadCpuMs() - cpuStart, session.progress(), jobs);
  }
  // Asked only now, of the session's own search: a new search only to ask it costs a table copy
  // (3x20: 0.1 ms of its 1.6) or a whole Numberlink race's set-up (dense-30 --count: 52 -> 100
  // ms), and a count the try finished never needs the answer.
  if (session.complete() || !session.subtrees()) {
    oneThread = session.complete() ? "ended in the try" : "no subtrees";
    return std::nullopt;
  }
  const std::vector<subtrees::Path> paths = subtrees::split(session, jobs * kPartsPerJob, -1);
  if (paths.size() < 2) {
    oneThread = "one subtree";
    return std::nullopt;
  }
  const std::vector<std::string> tokens = subtrees::tokens(subtrees::puzzleFingerprint(session, args.options), paths);

  std::vector<Json> reports(paths.size());
  std::atomic<const char*> stopReasonSeen{nullptr};
  const PoolRun pool = runParts(paths.size(), std::min<uint64_t>(jobs, paths.size()), [&](size_t i) {
    Session part = session.part(paths[i]);
    part.setKeep(0);  // solutions are decoded afterwards, only from the parts that list first
    part.setCountAll();
    while (!part.complete()) {
      if (const char* why = stopReason()) {
        stopReasonSeen = why;
        break;
      }
      part.runCounting(kTrialSlice << 4);
    }
    Json report = part.report();
    report["subtree"] = tokens[i];
    reports[i] = std::move(report);  // only whole: a part that ran out of memory is run again
    return stopReasonSeen.load() == nullptr;
  });
  stopped = stopReasonSeen.load();
  // Stopped: the parts never started count 0 and are incomplete, so the sum is the count so far.
  for (size_t i = 0; i < paths.size(); ++i)
    if (reports[i].isNull()) {
      reports[i] = session.part(paths[i]).report();
      reports[i]["subtree"] = tokens[i];
    }

  Json merged = subtrees::merge(reports);
  Json solutions = Json::array();
  if (sink && !stopped && session.handedOver() < keep) {
    // Solutions streamed as found: the try on this thread handed over its first ones already, so
    // the rest come from the same search run again from the root, those skipped.
    struct SkipFirst final : Session::Sink {
      Session::Sink& to;
      uint64_t skip;
      SkipFirst(Session::Sink& t, uint64_t n) : to(t), skip(n) {}
      void take(const Json& solution) override {
        if (skip > 0) --skip;
        else to.take(solution);
      }
    } rest(*sink, session.handedOver());
    Session again = session.part({});
    again.setKeep(keep);
    again.setSink(&rest);
    again.runUntil(keep);
  } else if (!sink) {
    // The solutions a single thread would list first: parts are in the search's own order, so the
    // first parts with any are searched again up to as many as are wanted (decoding every part's
    // first solution cost more: 6x10 has 89 parts).
    for (size_t i = 0; i < paths.size() && solutions.size() < keep && !stopped; ++i) {
      if (reports[i].find("count")->asUint() == 0) continue;
      Session part = session.part(paths[i]);
      part.setKeep(keep - solutions.size());
      part.runUntil(keep - solutions.size());
      for (const Json& s : part.solutions()) solutions.push(s);
    }
  }
  merged["solutions"] = std::move(solutions);
  merged["stats"]["ms"] = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  merged["jobs"] = pool.threads;
  if (pool.rerun > 0) merged["parts_rerun"] = static_cast<uint64_t>(pool.rerun);
  return merged;
}

}  // namespace dlx
