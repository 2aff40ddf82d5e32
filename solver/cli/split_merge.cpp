#include "split_merge.h"

#include <atomic>
#include <chrono>
#include <exception>
#include <iostream>
#include <mutex>
#include <thread>

#include "core/subtrees.h"
#include "read_input.h"

namespace dlx {

namespace {

// Without --parts or --depth: enough parts to keep a few dozen workers busy.
constexpr size_t kDefaultParts = 64;
// Threads take parts as they finish; this many parts per thread evens out unequal subtrees.
constexpr size_t kPartsPerJob = 8;
// Counting on one thread for this long first (in slices of kTrialSlice nodes); see countOnThreads.
constexpr double kTrialMs = 20;
constexpr uint64_t kTrialSlice = 1u << 14;
// The try's work is thrown away when the threads start, so it stops early, after kMinTrialMs, once
// the search's own progress estimate says the threads would finish sooner than this thread:
// starting them over costs the whole count shared among them plus about kSplitCostMs (6x10
// pentominoes: the try took 20 ms of a 62 ms count; the estimate says 40-60 ms after 4).
constexpr double kMinTrialMs = 4;
constexpr double kSplitCostMs = 5;

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
      reports.push_back(Json::parse(row));
    } catch (const std::exception& e) {
      throw InputError(std::string(name == "-" ? "stdin" : name) + ": not a JSON report: " + e.what(), static_cast<int>(line));
    }
    if (const Json* error = reports.back().find("error"))
      throw InputError(std::string(name == "-" ? "stdin" : name) + ": a part failed: " + error->dump(), static_cast<int>(line));
  }
}

void printCountReport(const Json& report) {
  const uint64_t count = report.find("count")->asUint();
  std::cout << count << (count == 1 ? " solution" : " solutions");
  const Json* complete = report.find("complete");
  if (complete && complete->isBool() && !complete->asBool()) std::cout << " (some parts stopped early)";
  std::cout << "\n";
  for (const char* key : {"distinct", "raw", "parts", "jobs"})
    if (const Json* v = report.find(key)) std::cout << key << ": " << v->dump() << "\n";
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
    std::cout << out.dump() << "\n";
  } else {
    for (const std::string& t : list) std::cout << t << "\n";
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
  if (args.json) std::cout << merged.dump() << "\n";
  else printCountReport(merged);
  return merged.find("count")->asUint() > 0 ? 0 : 1;
}

std::optional<Json> countOnThreads(const CliArgs& args, Session& session, size_t keep) {
  uint64_t jobs = args.jobsGiven ? args.jobs : std::max(1u, std::thread::hardware_concurrency());
  if (jobs <= 1 || !args.subtree.empty() || session.impossible()) return std::nullopt;
  const auto start = std::chrono::steady_clock::now();
  // A short try on this thread first: small counts finish before threads would pay off, and so do
  // counts of independent parts multiplied in bulk (each subtree would count the others again).
  while (!session.complete() && session.elapsedMs() < kTrialMs) {
    session.run(kTrialSlice);
    const double ms = session.elapsedMs(), done = session.progress();
    if (ms < kMinTrialMs || done <= 0) continue;
    const double total = ms / done;
    if (total - ms > total / static_cast<double>(jobs) + kSplitCostMs) break;
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
  auto work = [&]() {
    try {
      for (size_t i; (i = next.fetch_add(1)) < paths.size();) {
        Session part = session.part(paths[i]);
        part.setKeep(0);  // solutions are decoded afterwards, only from the parts that list first
        part.runUntil(0);
        reports[i] = part.report();
        reports[i]["subtree"] = tokens[i];
      }
    } catch (...) {
      std::lock_guard<std::mutex> hold(failureLock);
      if (!failure) failure = std::current_exception();
      next = paths.size();  // the others stop after their current part
    }
  };
  std::vector<std::thread> threads;
  for (uint64_t j = 1; j < jobs; ++j) threads.emplace_back(work);
  work();
  for (std::thread& t : threads) t.join();
  if (failure) std::rethrow_exception(failure);

  Json merged = subtrees::merge(reports);
  // The solutions a single thread would list first: parts are in the search's own order, so the
  // first parts with any are searched again up to as many as are wanted (decoding every part's
  // first solution cost more: 6x10 has 89 parts).
  Json solutions = Json::array();
  for (size_t i = 0; i < paths.size() && solutions.size() < keep; ++i) {
    if (reports[i].find("count")->asUint() == 0) continue;
    Session part = session.part(paths[i]);
    part.setKeep(keep - solutions.size());
    part.runUntil(keep - solutions.size());
    for (const Json& s : part.solutions()) solutions.push(s);
  }
  merged["solutions"] = std::move(solutions);
  merged["stats"]["ms"] = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  merged["jobs"] = jobs;
  return merged;
}

}  // namespace dlx
