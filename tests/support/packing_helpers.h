// Small helpers shared by the packing tests: file reading, sessions, puzzles for the oracle.
#pragma once
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/session.h"
#include "support/packing_oracle.h"

namespace packing_test {

inline std::string readPuzzle(const std::string& name) {
  std::ifstream in(std::string(DLX_PUZZLES) + "/" + name);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline dlx::Options options(const std::map<std::string, std::string>& kv) {
  dlx::Options o;
  for (const auto& [k, v] : kv) o.set(k, v);
  return o;
}

// Runs to completion, keeping up to `keep` decoded solutions.
inline dlx::Session solveAll(const std::string& text, const std::map<std::string, std::string>& kv = {},
                             size_t keep = 100) {
  dlx::Session s("packing", text, options(kv));
  s.setKeep(keep);
  s.runUntil(0);
  return s;
}

inline std::vector<std::vector<int>> gridOf(const dlx::Json& solution) {
  std::vector<std::vector<int>> grid;
  for (const dlx::Json& row : solution.find("grid")->asArray()) {
    grid.emplace_back();
    for (const dlx::Json& v : row.asArray()) grid.back().push_back(static_cast<int>(v.asInt()));
  }
  return grid;
}

// The oracle's view of a packing file (no rules lines): board and pieces split by hand.
inline Puzzle oraclePuzzle(const std::string& text, bool rotate, bool reflect) {
  Puzzle p;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line) && !line.empty()) p.board.push_back(line);
  std::vector<std::string> rows;
  auto flush = [&] {
    if (!rows.empty()) p.pieces.push_back({rows, rotate, reflect, 1});
    rows.clear();
  };
  while (std::getline(in, line)) {
    if (line.find('#') == std::string::npos) flush();
    else {
      if (p.board.size() == 1) flush();
      rows.push_back(line);
    }
  }
  flush();
  return p;
}

// The packing file of an oracle puzzle: every piece with its count and rules on a `piece:` line.
inline std::string fileOf(const Puzzle& p) {
  std::string out;
  for (const auto& row : p.board) out += row + "\n";
  out += "\n";
  for (const Piece& piece : p.pieces) {
    out += "piece: count=" + std::to_string(piece.count) + " rotate=" + (piece.rotate ? "yes" : "no") +
           " reflect=" + (piece.reflect ? "yes" : "no") + "\n";
    for (const auto& r : piece.rows) out += r + "\n";
    out += "\n";
  }
  return out;
}

}  // namespace packing_test
