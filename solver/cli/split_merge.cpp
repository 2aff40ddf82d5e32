#include "split_merge.h"

#include <atomic>
#include <chrono>
#include <exception>
#include <iostream>
#include <mutex>
#include <system_error>
#include <thread>

#include "core/subtrees.h"
#include "output.h"
#include "read_input.h"
#include "stop_request.h"

namespace dlx {

namespace {

// Without --parts or --depth: enough parts to keep a few dozen workers busy.
constexpr size_t kDefaultParts = 64;
// Threads take parts as they finish; this many parts per thread evens out unequal subtrees.
constexpr size_t kPartsPerJob = 8;
// Counting on one thread first (in slices of kTrialSlice nodes); see countOnThreads. The try's
// work is thrown away when the threads start, and they may find no idle core (a busy machine),
// so it goes over to threads only once the search's own progress estimate says the try so far
// plus the split (about kSplitCostMs) is at most kMaxLoss of the whole count, and the threads
// would finish sooner: a count shorter than that ends on this thread, never slower than --jobs 1
// by more than the few slices of checks (6x10 pentominoes, 62 ms: it went to threads after the
// try's 20 ms and took 1.2x the time of one thread with the other core busy). After kTrialMs
// (an estimate that stays low) the threads start anyway.
constexpr double kTrialMs = 250;
constexpr uint64_t kTrialSlice = 1u << 14;
constexpr double kMinTrialMs = 4;
constexpr double kSplitCostMs = 5;
constexpr double kMaxLoss = 0.04;

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
                                   Session::Sink* sink, const char*& stopped) {
  if (jobs <= 1 || !args.subtree.empty() || session.impossible()) return std::nullopt;
  const auto start = std::chrono::steady_clock::now();
  // A short try on this thread first: small counts finish before threads would pay off, and so do
  // counts of independent parts multiplied in bulk (each subtree would count the others again).
  while (!session.complete() && session.elapsedMs() < kTrialMs) {
    if ((stopped = stopReason())) return std::nullopt;
    session.run(kTrialSlice);
    const double ms = session.elapsedMs(), done = session.progress();
    if (ms < kMinTrialMs || done <= 0) continue;
    const double total = ms / done;
    if (ms + kSplitCostMs <= kMaxLoss * total && total - ms > total / static_cast<double>(jobs) + kSplitCostMs) break;
  }
  // Asked only now, of the session's own search: a new search only to ask it costs a table copy
  // (3x20: 0.1 ms of its 1.6) or a whole Numberlink race's set-up (dense-30 --count: 52 -> 100
  // ms), and a count the try finished never needs the answer.
  if (session.complete() || !session.subtrees()) return std::nullopt;
  const std::vector<subtrees::Path> paths = subtrees::split(session, jobs * kPartsPerJob, -1);
  if (paths.size() < 2) return std::nullopt;
  const std::vector<std::string> tokens = subtrees::tokens(subtrees::puzzleFingerprint(session, args.options), paths);
  jobs = std::min<uint64_t>(jobs, paths.size());

  std::vector<Json> reports(paths.size());
  std::atomic<size_t> next{0};
  std::exception_ptr failure;
  std::mutex failureLock;
  std::atomic<const char*> stopReasonSeen{nullptr};
  auto work = [&]() {
    try {
      for (size_t i; (i = next.fetch_add(1)) < paths.size();) {
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
        reports[i] = part.report();
        reports[i]["subtree"] = tokens[i];
        if (stopReasonSeen.load()) break;
      }
    } catch (...) {
      std::lock_guard<std::mutex> hold(failureLock);
      if (!failure) failure = std::current_exception();
      next = paths.size();  // the others stop after their current part
    }
  };
  std::vector<std::thread> threads;
  for (uint64_t j = 1; j < jobs; ++j) {
    try {
      threads.emplace_back(work);
    } catch (const std::system_error&) {
      break;  // no more threads to be had (a process or address-space limit): fewer do the work
    }
  }
  work();
  for (std::thread& t : threads) t.join();
  if (failure) std::rethrow_exception(failure);
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
  merged["jobs"] = static_cast<uint64_t>(threads.size() + 1);
  return merged;
}

}  // namespace dlx
