#include "packing_oracle.h"

#include <algorithm>
#include <functional>
#include <set>
#include <utility>

namespace packing_test {

namespace {

using Pt = std::pair<int, int>;  // (row, column)

std::vector<Pt> cellsOf(const std::vector<std::string>& rows) {
  std::vector<Pt> out;
  for (int r = 0; r < static_cast<int>(rows.size()); ++r)
    for (int c = 0; c < static_cast<int>(rows[r].size()); ++c)
      if (rows[r][c] == '#') out.push_back({r, c});
  return out;
}

std::vector<Pt> shifted(std::vector<Pt> pts) {
  int r0 = 1 << 30, c0 = 1 << 30;
  for (auto [r, c] : pts) r0 = std::min(r0, r), c0 = std::min(c0, c);
  for (auto& [r, c] : pts) r -= r0, c -= c0;
  std::sort(pts.begin(), pts.end());
  return pts;
}

// Quarter turn: (r, c) -> (c, -r); mirror: (r, c) -> (r, -c).
std::vector<Pt> turn(std::vector<Pt> pts) {
  for (auto& [r, c] : pts) std::tie(r, c) = std::make_pair(c, -r);
  return shifted(pts);
}
std::vector<Pt> mirror(std::vector<Pt> pts) {
  for (auto& [r, c] : pts) c = -c;
  return shifted(pts);
}

std::set<std::vector<Pt>> allowedShapes(const Piece& piece) {
  std::set<std::vector<Pt>> out;
  std::vector<std::vector<Pt>> bases = {shifted(cellsOf(piece.rows))};
  if (piece.reflect) bases.push_back(mirror(bases[0]));
  for (auto s : bases) {
    out.insert(s);
    if (piece.rotate)
      for (int k = 0; k < 3; ++k) out.insert(s = turn(s));
  }
  return out;
}

bool isFree(const Puzzle& p, int r, int c) {
  return r >= 0 && r < static_cast<int>(p.board.size()) && c >= 0 && c < static_cast<int>(p.board[r].size()) &&
         p.board[r][c] == '.';
}

int boardWidth(const Puzzle& p) {
  size_t w = 0;
  for (auto& row : p.board) w = std::max(w, row.size());
  return static_cast<int>(w);
}

}  // namespace

std::string checkSolution(const Puzzle& puzzle, const std::vector<std::vector<int>>& grid) {
  std::vector<int> defOf;
  for (size_t i = 0; i < puzzle.pieces.size(); ++i)
    for (int k = 0; k < puzzle.pieces[i].count; ++k) defOf.push_back(static_cast<int>(i));
  const int h = static_cast<int>(puzzle.board.size()), w = boardWidth(puzzle);
  if (static_cast<int>(grid.size()) != h) return "wrong row count";
  std::vector<std::vector<Pt>> cells(defOf.size());
  for (int r = 0; r < h; ++r) {
    if (static_cast<int>(grid[r].size()) != w) return "wrong row length";
    for (int c = 0; c < w; ++c) {
      const int v = grid[r][c];
      if (!isFree(puzzle, r, c)) {
        if (v != -1) return "wall covered at " + std::to_string(r) + "," + std::to_string(c);
        continue;
      }
      if (v < 0 || v >= static_cast<int>(defOf.size())) return "free cell not covered";
      cells[v].push_back({r, c});
    }
  }
  for (size_t i = 0; i < defOf.size(); ++i)
    if (!allowedShapes(puzzle.pieces[defOf[i]]).count(shifted(cells[i])))
      return "instance " + std::to_string(i) + " is not an allowed move of its piece";
  return "";
}

std::vector<std::vector<int>> allTilings(const Puzzle& puzzle) {
  // Types: pieces with equal allowed shape sets, counts summed.
  std::vector<std::set<std::vector<Pt>>> types;
  std::vector<int> left;
  for (const Piece& piece : puzzle.pieces) {
    auto shapes = allowedShapes(piece);
    auto it = std::find(types.begin(), types.end(), shapes);
    if (it == types.end()) types.push_back(shapes), left.push_back(piece.count);
    else left[it - types.begin()] += piece.count;
  }
  const int h = static_cast<int>(puzzle.board.size()), w = boardWidth(puzzle);
  std::vector<int> grid(h * w, -1);  // -1 free or wall; else the code
  std::vector<std::vector<int>> out;
  std::function<void()> fill = [&]() {
    int first = -1;
    for (int i = 0; i < h * w && first < 0; ++i)
      if (grid[i] == -1 && isFree(puzzle, i / w, i % w)) first = i;
    if (first < 0) {
      out.push_back(grid);
      return;
    }
    const int fr = first / w, fc = first % w;
    for (size_t t = 0; t < types.size(); ++t) {
      if (!left[t]) continue;
      for (const auto& shape : types[t]) {
        // Anchor the shape's first cell (row-major smallest) on the first empty cell.
        const int dr = fr - shape[0].first, dc = fc - shape[0].second;
        bool fits = true;
        for (auto [r, c] : shape)
          fits = fits && isFree(puzzle, r + dr, c + dc) && grid[(r + dr) * w + c + dc] == -1;
        if (!fits) continue;
        for (auto [r, c] : shape) grid[(r + dr) * w + c + dc] = static_cast<int>(t) * 10000 + first;
        --left[t];
        fill();
        ++left[t];
        for (auto [r, c] : shape) grid[(r + dr) * w + c + dc] = -1;
      }
    }
  };
  fill();
  return out;
}

size_t distinctUpToBoardSymmetry(const Puzzle& puzzle, const std::vector<std::vector<int>>& tilings) {
  const int h = static_cast<int>(puzzle.board.size()), w = boardWidth(puzzle);
  std::vector<Pt> freeCells;
  for (int r = 0; r < h; ++r)
    for (int c = 0; c < w; ++c)
      if (isFree(puzzle, r, c)) freeCells.push_back({r, c});
  // Each motion as a map from cell index to cell index (over the free cells' bounding box).
  std::vector<std::vector<int>> motions;
  for (int m = 0; m < 8; ++m) {
    std::vector<Pt> img = freeCells;
    for (auto& [r, c] : img) {
      if (m >= 4) c = -c;
      for (int k = 0; k < m % 4; ++k) std::tie(r, c) = std::make_pair(c, -r);
    }
    int r0 = 1 << 30, c0 = 1 << 30, or0 = 1 << 30, oc0 = 1 << 30;
    for (auto [r, c] : img) r0 = std::min(r0, r), c0 = std::min(c0, c);
    for (auto [r, c] : freeCells) or0 = std::min(or0, r), oc0 = std::min(oc0, c);
    std::vector<int> map(h * w, -1);
    bool ok = true;
    for (size_t i = 0; i < img.size(); ++i) {
      const int r = img[i].first - r0 + or0, c = img[i].second - c0 + oc0;
      ok = ok && isFree(puzzle, r, c);
      if (ok) map[freeCells[i].first * w + freeCells[i].second] = r * w + c;
    }
    if (ok) motions.push_back(map);
  }
  std::set<std::vector<int>> classes;
  for (const auto& t : tilings) {
    std::vector<int> best;
    for (const auto& map : motions) {
      // Re-code: type and the smallest moved cell of each piece.
      std::vector<int> moved(h * w, -1), firstOf(h * w, 1 << 30);
      for (int i = 0; i < h * w; ++i)
        if (t[i] >= 0) firstOf[t[i] % 10000] = std::min(firstOf[t[i] % 10000], map[i]);
      for (int i = 0; i < h * w; ++i)
        if (t[i] >= 0) moved[map[i]] = (t[i] / 10000) * 10000 + firstOf[t[i] % 10000];
      if (best.empty() || moved < best) best = moved;
    }
    classes.insert(best);
  }
  return classes.size();
}

}  // namespace packing_test
