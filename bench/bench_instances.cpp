#include "bench_instances.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace dlx {

namespace {
std::vector<std::string> splitTabs(const std::string& line) {
  std::vector<std::string> out;
  std::string cell;
  std::istringstream in(line);
  while (std::getline(in, cell, '\t'))
    if (!cell.empty()) out.push_back(cell);
  return out;
}
}  // namespace

std::vector<BenchInstance> readBenchInstances(const std::string& dir) {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".tsv") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  std::vector<BenchInstance> out;
  for (const std::string& file : files) {
    std::ifstream in(file);
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
      ++lineNo;
      if (line.empty() || line[0] == '#') continue;
      std::vector<std::string> cells = splitTabs(line);
      if (cells.size() < 4) throw std::runtime_error(file + ":" + std::to_string(lineNo) + ": expected 4-5 columns");
      BenchInstance b{cells[0], cells[1], cells[2], cells[3], {}};
      if (cells.size() > 4 && cells[4] != "-") {
        std::istringstream opts(cells[4]);
        std::string kv;
        while (std::getline(opts, kv, ',')) {
          size_t eq = kv.find('=');
          if (eq == std::string::npos) throw std::runtime_error(file + ":" + std::to_string(lineNo) + ": bad option");
          if (kv.substr(0, eq) == "stop_nodes") b.stopNodes = std::stoull(kv.substr(eq + 1));
          else b.options.set(kv.substr(0, eq), kv.substr(eq + 1));
        }
      }
      out.push_back(std::move(b));
    }
  }
  return out;
}

}  // namespace dlx
