// Runs the benchmark instances natively through the same Session the CLI uses and prints one
// JSON line per instance: {"name","solutions","nodes","updates","ms"} (+"stopped" when a row's
// stop_nodes ran out first). bench/run.cjs merges these
// with the wasm runs into the table.
//   bench_native ROOT [NAME-SUBSTRING]
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include "bench_instances.h"
#include "core/analysis_session.h"
#include "core/session.h"

using namespace dlx;

namespace {
std::string readFile(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw std::runtime_error("cannot read " + path);
  std::ostringstream ss;
  ss << f.rdbuf();
  return ss.str();
}
// Modes analyze (the full analysis), analyze-grade (plus the difficulty), analyze-hint (only a
// hint); the option marks=FILE (not a kind option) names the marks file.
Json analysisRow(const BenchInstance& b, const std::string& input, const std::string& root) {
  std::string marks;
  Options kindOptions;
  for (const auto& [key, value] : b.options.all()) {
    if (key == "marks") marks = readFile(root + "/" + value);
    else kindOptions.set(key, value);
  }
  AnalysisSettings settings;
  settings.difficulty = b.mode == "analyze-grade";
  settings.hintOnly = b.mode == "analyze-hint";
  settings.reach = !settings.hintOnly;  // as `dlx analyze` and the page: where each piece can go
  AnalysisSession a(b.kind, input, kindOptions, marks, settings);
  while (!a.complete()) a.run(1u << 18);
  const Json report = a.report();
  Json row = Json::object();
  row["name"] = b.name;
  row["solutions"] = report.find("stats")->find("solutions")->asUint();
  row["nodes"] = report.find("stats")->find("nodes")->asUint();
  row["updates"] = 0;
  row["ms"] = report.find("stats")->find("ms")->asDouble();
  return row;
}

// One solve of a search row, as the page's worker runs it.
Json searchRow(const BenchInstance& b, const std::string& input) {
  Session session(b.kind, input, b.options);
  session.setKeep(0);
  const uint64_t stop = b.mode == "first" ? 1 : b.mode == "unique" ? 2 : 0;
  if (b.stopNodes == 0) session.runUntil(stop);
  // Slices of 2^14 nodes as in the wasm runner, so a row given up stops at the same node count.
  while (b.stopNodes > 0 && !session.complete() && (stop == 0 || session.count() < stop) &&
         session.stats().nodes < b.stopNodes)
    session.run(1 << 14);
  Json row = Json::object();
  if (b.stopNodes > 0 && !session.complete() && (stop == 0 || session.count() < stop)) row["stopped"] = true;
  row["name"] = b.name;
  row["solutions"] = session.count();
  row["nodes"] = session.stats().nodes;
  row["updates"] = session.stats().updates;
  row["ms"] = session.elapsedMs();
  Json report = session.report(0);
  if (const Json* d = report.find("distinct")) row["distinct"] = *d;
  return row;
}

// The timing rule bench/run.cjs follows for the wasm side (timedRuns there): a row under a
// second runs again, and a row under 100 ms runs 7 more times and reports the median, so a
// few-millisecond row is timed on warm code and tables built on first use, not on one noisy run.
template <typename Run>
Json timedRow(Run run) {
  Json first = run();
  const double ms = first.find("ms")->asDouble();
  if (ms >= 1000) return first;
  const int runs = ms < 100 ? 7 : 1;
  std::vector<double> times;
  for (int i = 0; i < runs; ++i) times.push_back(run().find("ms")->asDouble());
  std::sort(times.begin(), times.end());
  first["ms"] = times[times.size() / 2];
  return first;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: bench_native ROOT [NAME-SUBSTRING]\n";
    return 2;
  }
  const std::string root = argv[1];
  const std::string filter = argc > 2 ? argv[2] : "";
  try {
    for (BenchInstance& b : readBenchInstances(root + "/bench/instances")) {
      if (!filter.empty() && b.name.find(filter) == std::string::npos) continue;
      std::string input;
      if (b.input.rfind("preset:", 0) == 0) b.options.set("preset", b.input.substr(7));
      else input = readFile(root + "/" + b.input);
      if (b.mode.rfind("analyze", 0) == 0) {
        std::cout << timedRow([&] { return analysisRow(b, input, root); }).dump() << std::endl;
        continue;
      }
      std::cout << timedRow([&] { return searchRow(b, input); }).dump() << std::endl;
    }
  } catch (const std::exception& e) {
    std::cerr << "bench_native: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
