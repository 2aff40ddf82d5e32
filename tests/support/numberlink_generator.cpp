#include "numberlink_generator.h"

#include <algorithm>
#include <stdexcept>

namespace nltest {
namespace {

// splitmix64: tiny, good enough, and identical everywhere.
struct Rng {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }
};

// A Hamiltonian path of the w x h grid as cell indexes (y*w + x).
std::vector<int> randomHamiltonianPath(int w, int h, Rng& rng) {
  const int n = w * h;
  std::vector<int> path, pos(static_cast<size_t>(n));
  for (int y = 0; y < h; ++y)
    for (int i = 0; i < w; ++i) path.push_back(y * w + (y % 2 ? w - 1 - i : i));
  for (int i = 0; i < n; ++i) pos[static_cast<size_t>(path[static_cast<size_t>(i)])] = i;
  if (n < 3) return path;
  // Backbite: link an end to a grid neighbour elsewhere on the path and drop the path edge that
  // would close a loop; the part between becomes reversed. Each move keeps a Hamiltonian path.
  const long moves = 40L * n;
  for (long m = 0; m < moves; ++m) {
    const bool front = rng.below(2) == 0;
    const int endCell = front ? path.front() : path.back();
    const int x = endCell % w, y = endCell / w;
    const int d = rng.below(4);
    const int nx = x + (d == 0) - (d == 2), ny = y + (d == 1) - (d == 3);
    if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
    const int i = pos[static_cast<size_t>(ny * w + nx)];
    if (front) {
      if (i == 1) continue;
      std::reverse(path.begin(), path.begin() + i);
      for (int k = 0; k < i; ++k) pos[static_cast<size_t>(path[static_cast<size_t>(k)])] = k;
    } else {
      if (i == n - 2) continue;
      std::reverse(path.begin() + i + 1, path.end());
      for (int k = i + 1; k < n; ++k) pos[static_cast<size_t>(path[static_cast<size_t>(k)])] = k;
    }
  }
  return path;
}

bool adjacent(int a, int b, int w) {
  const int ax = a % w, ay = a / w, bx = b % w, by = b / w;
  return (ax == bx && (ay - by == 1 || by - ay == 1)) || (ay == by && (ax - bx == 1 || bx - ax == 1));
}

// Cuts wherever the next cell would touch the segment other than at its last cell, and at random
// lengths up to about the grid side. Empty result when the tail cannot be placed.
// maxLen: pieces at most this long (0: about the grid side).
std::vector<std::vector<int>> cutDense(const std::vector<int>& path, int w, int h, Rng& rng, int maxLen = 0) {
  if (maxLen == 0) maxLen = std::max(3, std::max(w, h));
  std::vector<std::vector<int>> segs;
  std::vector<int> cur;
  int target = 2 + rng.below(maxLen - 1);
  for (int c : path) {
    bool touches = false;
    for (size_t k = 0; k + 1 < cur.size() && !touches; ++k) touches = adjacent(cur[k], c, w);
    if (!cur.empty() && (touches || static_cast<int>(cur.size()) >= target) && cur.size() >= 2) {
      segs.push_back(cur);
      cur.clear();
      target = 2 + rng.below(maxLen - 1);
    } else if (touches) {
      return {};  // a one-cell segment would have to end here
    }
    cur.push_back(c);
  }
  if (cur.size() == 1) {
    // Glue the last cell onto the previous segment if that keeps it self-avoiding.
    std::vector<int>& last = segs.back();
    for (size_t k = 0; k + 1 < last.size(); ++k)
      if (adjacent(last[k], cur[0], w)) return {};
    last.push_back(cur[0]);
  } else {
    segs.push_back(cur);
  }
  return segs;
}

std::vector<std::vector<int>> cutSparse(const std::vector<int>& path, int pairs, Rng& rng) {
  const int n = static_cast<int>(path.size());
  pairs = std::max(1, std::min(pairs, n / 3));
  for (;;) {
    std::vector<int> cuts;
    for (int i = 0; i < pairs - 1; ++i) cuts.push_back(1 + rng.below(n - 1));
    cuts.push_back(0);
    cuts.push_back(n);
    std::sort(cuts.begin(), cuts.end());
    bool ok = true;
    for (size_t i = 1; i < cuts.size(); ++i) ok &= cuts[i] - cuts[i - 1] >= 3;
    if (!ok) continue;
    std::vector<std::vector<int>> segs;
    for (size_t i = 1; i < cuts.size(); ++i) segs.emplace_back(path.begin() + cuts[i - 1], path.begin() + cuts[i]);
    return segs;
  }
}

// Published style: the path cut into pieces that stay clear of themselves (no two cells side by
// side unless consecutive), then reshaped at random until `pairs` remain or time runs out. A move
// takes a piece's end and a neighbouring cell of another piece: if that cell is the other piece's
// end, the two are joined; otherwise the other piece is cut there and the part beyond the cell
// goes over to the first piece. A move is made only when the grown piece stays clear of itself
// (and a cut piece keeps two cells). Joins make the paths few, cuts let them wind past each other.
std::vector<std::vector<int>> reshapePieces(std::vector<std::vector<int>> segs, int w, int h, int pairs, Rng& rng) {
  const int n = w * h;
  std::vector<int> owner(static_cast<size_t>(n));
  auto own = [&](size_t s) {
    for (int c : segs[s]) owner[static_cast<size_t>(c)] = static_cast<int>(s);
  };
  for (size_t s = 0; s < segs.size(); ++s) own(s);
  auto neighbour = [&](int c, int d) {
    const int x = c % w + (d == 0) - (d == 2), y = c / w + (d == 1) - (d == 3);
    return x < 0 || y < 0 || x >= w || y >= h ? -1 : y * w + x;
  };
  // Whether cells `grow` (to be appended to piece s after its end c, starting at m) touch s.
  auto clear = [&](const std::vector<int>& grow, size_t s, int c, int m) {
    for (int p : grow)
      for (int d = 0; d < 4; ++d) {
        const int q = neighbour(p, d);
        if (q >= 0 && owner[static_cast<size_t>(q)] == static_cast<int>(s) && !(p == m && q == c)) return false;
      }
    return true;
  };
  size_t alive = segs.size();
  const long attempts = 300L * n;
  for (long a = 0; a < attempts && static_cast<int>(alive) > pairs; ++a) {
    const int c = rng.below(n);
    const size_t s = static_cast<size_t>(owner[static_cast<size_t>(c)]);
    if (c != segs[s].front() && c != segs[s].back()) continue;
    const int m = neighbour(c, rng.below(4));
    if (m < 0) continue;
    const size_t t = static_cast<size_t>(owner[static_cast<size_t>(m)]);
    if (t == s) continue;
    std::vector<int>& first = segs[s];
    std::vector<int>& other = segs[t];
    if (first.back() != c) std::reverse(first.begin(), first.end());
    std::vector<int> grow, rest;
    if (m == other.front() || m == other.back()) {
      if (other.front() != m) std::reverse(other.begin(), other.end());
      grow = other;
    } else {
      const size_t i = static_cast<size_t>(std::find(other.begin(), other.end(), m) - other.begin());
      if (rng.below(2) == 0) {
        grow.assign(other.begin() + static_cast<long>(i), other.end());
        rest.assign(other.begin(), other.begin() + static_cast<long>(i));
      } else {
        grow.assign(other.rbegin() + static_cast<long>(other.size() - 1 - i), other.rend());
        rest.assign(other.begin() + static_cast<long>(i) + 1, other.end());
      }
      if (rest.size() < 2) continue;
    }
    if (!clear(grow, s, c, m)) continue;
    first.insert(first.end(), grow.begin(), grow.end());
    other = rest;
    own(s);
    if (other.empty()) --alive;
    else own(t);
  }
  std::vector<std::vector<int>> out;
  for (auto& s : segs)
    if (!s.empty()) out.push_back(std::move(s));
  return out;
}

}  // namespace

Generated generatePuzzle(int width, int height, Style style, uint64_t seed, int pairs) {
  if (width * height < 2) throw std::invalid_argument("grid too small");
  Rng rng{seed * 0x2545F4914F6CDD1Dull + 12345};
  std::vector<std::vector<int>> segs;
  while (segs.empty()) {
    const std::vector<int> path = randomHamiltonianPath(width, height, rng);
    switch (style) {
      case Style::Dense: segs = cutDense(path, width, height, rng); break;
      case Style::Sparse: segs = cutSparse(path, pairs > 0 ? pairs : std::max(width, height), rng); break;
      case Style::Published: {
        // About as many pairs as published puzzles of the size have (20x20: 16, 36x20: 21).
        const int wanted = pairs > 0 ? pairs : std::max(2, (width * height * 10) / (13 * std::max(width, height)));
        segs = cutDense(path, width, height, rng, width * height);
        if (!segs.empty()) segs = reshapePieces(std::move(segs), width, height, wanted, rng);
        break;
      }
    }
  }
  return numberPieces(width, height, std::move(segs));
}

Generated numberPieces(int width, int height, std::vector<std::vector<int>> segs) {
  // Pairs numbered in reading order of their first clue, as published puzzles do.
  for (auto& s : segs)
    if (s.front() > s.back()) std::reverse(s.begin(), s.end());
  std::sort(segs.begin(), segs.end(), [](const std::vector<int>& a, const std::vector<int>& b) { return a.front() < b.front(); });
  Generated g;
  g.width = width, g.height = height;
  g.numbers.assign(static_cast<size_t>(width * height), 0);
  for (size_t i = 0; i < segs.size(); ++i) {
    g.numbers[static_cast<size_t>(segs[i].front())] = static_cast<int>(i) + 1;
    g.numbers[static_cast<size_t>(segs[i].back())] = static_cast<int>(i) + 1;
    std::vector<std::pair<int, int>> cells;
    for (int c : segs[i]) cells.emplace_back(c % width, c / width);
    g.paths.push_back(std::move(cells));
  }
  return g;
}

dlx::Json plantedSolution(const Generated& g) {
  dlx::Json paths = dlx::Json::array();
  std::vector<int> labels(g.numbers.size(), 0);
  for (size_t i = 0; i < g.paths.size(); ++i) {
    dlx::Json p = dlx::Json::object();
    p["number"] = static_cast<int>(i) + 1;
    dlx::Json cells = dlx::Json::array();
    for (auto [x, y] : g.paths[i]) {
      cells.push(dlx::Json(dlx::Json::Array{dlx::Json(x), dlx::Json(y)}));
      labels[static_cast<size_t>(y * g.width + x)] = static_cast<int>(i) + 1;
    }
    p["cells"] = std::move(cells);
    paths.push(std::move(p));
  }
  dlx::Json grid = dlx::Json::array();
  for (int y = 0; y < g.height; ++y) {
    dlx::Json row = dlx::Json::array();
    for (int x = 0; x < g.width; ++x) row.push(labels[static_cast<size_t>(y * g.width + x)]);
    grid.push(std::move(row));
  }
  dlx::Json sol = dlx::Json::object();
  sol["text"] = "", sol["box"] = "", sol["grid"] = std::move(grid), sol["paths"] = std::move(paths);
  return sol;
}

std::string numbersGridText(const Generated& g) {
  size_t w = 1;
  for (int n : g.numbers) w = std::max(w, std::to_string(n).size());
  std::string out = std::to_string(g.width) + " " + std::to_string(g.height) + "\n";
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      const std::string s = std::to_string(g.numbers[static_cast<size_t>(y * g.width + x)]);
      out += (x ? " " : "") + std::string(w - s.size(), ' ') + s;
    }
    out += "\n";
  }
  return out;
}

std::string letterGridText(const Generated& g) {
  std::string out;
  for (int y = 0; y < g.height; ++y) {
    for (int x = 0; x < g.width; ++x) {
      const int n = g.numbers[static_cast<size_t>(y * g.width + x)];
      out += n ? static_cast<char>('A' + n - 1) : '.';
    }
    out += "\n";
  }
  return out;
}

}  // namespace nltest
