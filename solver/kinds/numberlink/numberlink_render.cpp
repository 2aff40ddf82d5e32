#include "numberlink_render.h"

#include <algorithm>

namespace dlx::numberlink {
namespace {

size_t numberWidth(const Grid& grid) {
  size_t w = 1;
  for (int n : grid.numbers) w = std::max(w, std::to_string(n).size());
  return w;
}

}  // namespace

std::vector<std::vector<Cell>> tracePaths(const Grid& grid, const Board& board) {
  std::vector<std::vector<Cell>> paths;
  for (const Pair& p : pairsOf(grid)) {
    std::vector<Cell> cells;
    int prev = -1, cur = board.cellOf(p.first % grid.width, p.first / grid.width);
    const int last = board.cellOf(p.second % grid.width, p.second / grid.width);
    // Follow the links; each path cell has at most two, one of them back where we came from.
    for (;;) {
      cells.emplace_back(board.xOf(cur), board.yOf(cur));
      if (cur == last || cells.size() > board.cells().size()) break;
      int next = -1;
      for (int d = 0; d < 4 && next < 0; ++d) {
        const int n = cur + board.steps()[d];
        if ((board.links(cur) >> d & 1) && n != prev) next = n;
      }
      if (next < 0) break;  // unfinished path (only when called outside a solution)
      prev = cur, cur = next;
    }
    paths.push_back(std::move(cells));
  }
  return paths;
}

std::vector<int> labelsOf(const Grid& grid, const std::vector<std::vector<Cell>>& paths) {
  std::vector<int> labels(grid.numbers.size(), 0);
  std::vector<Pair> pairs = pairsOf(grid);
  for (size_t i = 0; i < paths.size(); ++i)
    for (const Cell& c : paths[i]) labels[static_cast<size_t>(c.second * grid.width + c.first)] = pairs[i].number;
  return labels;
}

std::string labelText(const Grid& grid, const std::vector<int>& labels) {
  const size_t w = numberWidth(grid);
  std::string out;
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      const int n = labels[static_cast<size_t>(y * grid.width + x)];
      const std::string s = n == 0 ? "." : std::to_string(n);
      if (x > 0) out += ' ';
      out += std::string(w - s.size(), ' ') + s;
    }
    out += '\n';
  }
  return out;
}

std::string boxText(const Grid& grid, const Board& board) {
  // Each cell is `w` columns wide with its glyph (or a clue's last digit) in the last column, so
  // vertical strokes line up; a one-column gap between cells carries the horizontal stroke.
  const size_t w = numberWidth(grid);
  enum : unsigned { R = 1, D = 2, L = 4, U = 8 };
  std::string out;
  for (int y = 0; y < grid.height; ++y) {
    std::string line;
    for (int x = 0; x < grid.width; ++x) {
      const int cell = board.cellOf(x, y);
      const unsigned links = board.links(cell);
      const char* fill = (links & L) ? "─" : " ";
      const int n = grid.at(x, y);
      if (x > 0) line += (links & L) ? "─" : " ";
      if (n != 0) {
        const std::string s = std::to_string(n);
        for (size_t i = s.size(); i < w; ++i) line += fill;
        line += s;
        continue;
      }
      for (size_t i = 1; i < w; ++i) line += fill;
      switch (links) {
        case R | L: line += "─"; break;
        case U | D: line += "│"; break;
        case R | D: line += "┌"; break;
        case L | D: line += "┐"; break;
        case U | R: line += "└"; break;
        case U | L: line += "┘"; break;
        default: line += links == 0 ? "·" : "?"; break;
      }
    }
    out += line + "\n";
  }
  return out;
}

Json solutionJson(const Grid& grid, const Board& board) {
  const std::vector<std::vector<Cell>> paths = tracePaths(grid, board);
  const std::vector<int> labels = labelsOf(grid, paths);
  Json out = Json::object();
  out["text"] = labelText(grid, labels);
  // Arrays built at their final size and moved in: a solution is some four nodes per cell, and
  // growing each array by push, or copying from initializer lists, was most of printing one.
  Json::Array rows;
  rows.reserve(static_cast<size_t>(grid.height));
  for (int y = 0; y < grid.height; ++y) {
    Json::Array row;
    row.reserve(static_cast<size_t>(grid.width));
    for (int x = 0; x < grid.width; ++x) row.emplace_back(labels[static_cast<size_t>(y * grid.width + x)]);
    rows.emplace_back(std::move(row));
  }
  out["grid"] = Json(std::move(rows));
  Json::Array list;
  list.reserve(paths.size());
  std::vector<Pair> pairs = pairsOf(grid);
  for (size_t i = 0; i < paths.size(); ++i) {
    Json path = Json::object();
    path["number"] = pairs[i].number;
    Json::Array cells;
    cells.reserve(paths[i].size());
    for (const Cell& c : paths[i]) {
      Json::Array xy;
      xy.reserve(2);
      xy.emplace_back(c.first);
      xy.emplace_back(c.second);
      cells.emplace_back(std::move(xy));
    }
    path["cells"] = Json(std::move(cells));
    list.emplace_back(std::move(path));
  }
  out["paths"] = Json(std::move(list));
  out["box"] = boxText(grid, board);
  return out;
}

}  // namespace dlx::numberlink
