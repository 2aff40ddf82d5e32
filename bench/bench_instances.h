// Benchmark instances: rows of bench/instances/*.tsv (see the README there), shared by the
// native runner; the Node runner (run.cjs) reads the same files.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/options.h"

namespace dlx {

struct BenchInstance {
  std::string name, kind, mode, input;  // input: a path relative to the root, or preset:NAME
  Options options;
  // Row option stop_nodes=N (taken by the runner, not the kind): give up after about N nodes, for
  // rows that show how far an old search is from finishing. 0: run to the end.
  uint64_t stopNodes = 0;
};

// Reads every *.tsv under dir (sorted by file name); throws std::runtime_error naming file:line.
std::vector<BenchInstance> readBenchInstances(const std::string& dir);

}  // namespace dlx
