#include "numberlink_detour.h"

#include <algorithm>

#include "numberlink_render.h"

namespace dlx::numberlink {
namespace {

bool isEmpty(const Board& b, int cell) { return b.label(cell) != Board::kWall && b.links(cell) == 0; }

// The blocks (biconnected components) of the cells of one empty area plus the path edge a-b, by
// Tarjan's edge-stack method without recursion; marks in `reach` the area's cells of the block
// that holds the edge a-b: exactly the cells some simple walk a -> x .. y -> b through the area
// can visit (a cell and an edge of one block always lie on a common cycle, and such a walk closed
// by the edge b-a is a cycle).
class BlockFinder {
 public:
  explicit BlockFinder(const Board& b)
      : board_(b), disc_(static_cast<size_t>(b.stride() * (b.height() + 2)), 0),
        low_(disc_.size(), 0), seen_(disc_.size(), 0) {}

  void markEdgeBlock(const std::vector<int>& areas, int area, int a, int b, std::vector<uint8_t>& reach) {
    ++stamp_;
    int clock = 0;
    auto inside = [&](int c) { return c == a || c == b || areas[static_cast<size_t>(c)] == area; };
    auto visit = [&](int c) {
      seen_[static_cast<size_t>(c)] = stamp_;
      disc_[static_cast<size_t>(c)] = low_[static_cast<size_t>(c)] = ++clock;
    };
    frames_.clear();
    edges_.clear();
    visit(a);
    frames_.push_back({a, -1, 0});
    while (!frames_.empty()) {
      Frame& f = frames_.back();
      const int u = f.cell;
      if (f.next < 4) {
        const int w = u + board_.steps()[f.next++];
        if (!inside(w) || w == f.parent) continue;
        if (seen_[static_cast<size_t>(w)] != stamp_) {
          edges_.push_back({u, w});
          visit(w);
          frames_.push_back({w, u, 0});
        } else if (disc_[static_cast<size_t>(w)] < disc_[static_cast<size_t>(u)]) {
          edges_.push_back({u, w});
          low_[static_cast<size_t>(u)] = std::min(low_[static_cast<size_t>(u)], disc_[static_cast<size_t>(w)]);
        }
        continue;
      }
      frames_.pop_back();
      if (frames_.empty()) break;
      const int p = frames_.back().cell;
      low_[static_cast<size_t>(p)] = std::min(low_[static_cast<size_t>(p)], low_[static_cast<size_t>(u)]);
      if (low_[static_cast<size_t>(u)] < disc_[static_cast<size_t>(p)]) continue;
      // p separates u's subtree: the edges from (p, u) on form one block.
      size_t start = edges_.size();
      while (start > 0 && !(edges_[start - 1].from == p && edges_[start - 1].to == u)) --start;
      --start;
      bool holdsEdge = false;
      for (size_t i = start; i < edges_.size(); ++i) {
        const Edge& e = edges_[i];
        holdsEdge |= (e.from == a && e.to == b) || (e.from == b && e.to == a);
      }
      if (holdsEdge)
        for (size_t i = start; i < edges_.size(); ++i)
          for (int c : {edges_[i].from, edges_[i].to})
            if (c != a && c != b) reach[static_cast<size_t>(c)] = 1;
      edges_.resize(start);
    }
  }

 private:
  struct Frame {
    int cell, parent, next;
  };
  struct Edge {
    int from, to;
  };
  const Board& board_;
  std::vector<int> disc_, low_, seen_;
  int stamp_ = 0;
  std::vector<Frame> frames_;
  std::vector<Edge> edges_;
};

// The areas beside both ends of the edge a-b (at most three distinct ones beside a).
std::vector<int> sharedAreas(const Board& b, const std::vector<int>& areas, int a, int c) {
  std::vector<int> out;
  for (int da = 0; da < 4; ++da) {
    const int k = areas[static_cast<size_t>(a + b.steps()[da])];
    if (k < 0 || std::find(out.begin(), out.end(), k) != out.end()) continue;
    for (int dc = 0; dc < 4; ++dc)
      if (areas[static_cast<size_t>(c + b.steps()[dc])] == k) {
        out.push_back(k);
        break;
      }
  }
  return out;
}

}  // namespace

std::vector<int> emptyAreas(const Board& solved) {
  std::vector<int> area(static_cast<size_t>(solved.stride() * (solved.height() + 2)), -1);
  std::vector<int> stack;
  int next = 0;
  for (int start : solved.cells()) {
    if (!isEmpty(solved, start) || area[static_cast<size_t>(start)] >= 0) continue;
    area[static_cast<size_t>(start)] = next;
    stack.assign(1, start);
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      for (int d = 0; d < 4; ++d) {
        const int n = c + solved.steps()[d];
        if (isEmpty(solved, n) && area[static_cast<size_t>(n)] < 0) {
          area[static_cast<size_t>(n)] = next;
          stack.push_back(n);
        }
      }
    }
    ++next;
  }
  return area;
}

bool shortenPaths(const Grid& grid, const Board& solved, Board& shorter) {
  const std::vector<std::vector<Cell>> paths = tracePaths(grid, solved);
  std::vector<int> position(static_cast<size_t>(solved.stride() * (solved.height() + 2)), -1);
  std::vector<std::vector<int>> kept(paths.size());
  bool touched = false;
  for (size_t p = 0; p < paths.size(); ++p) {
    std::vector<int> cells;
    for (const Cell& c : paths[p]) cells.push_back(solved.cellOf(c.first, c.second));
    for (size_t i = 0; i < cells.size(); ++i) position[static_cast<size_t>(cells[i])] = static_cast<int>(i);
    for (size_t i = 0; i < cells.size();) {
      kept[p].push_back(cells[i]);
      size_t next = i + 1;
      for (int d = 0; d < 4; ++d) {
        const int at = position[static_cast<size_t>(cells[i] + solved.steps()[d])];
        if (at > static_cast<int>(next)) next = static_cast<size_t>(at);
      }
      touched |= next > i + 1;
      i = next;
    }
    for (int c : cells) position[static_cast<size_t>(c)] = -1;
  }
  if (!touched) return false;
  shorter = Board(grid);
  for (const std::vector<int>& path : kept)
    for (size_t i = 1; i < path.size(); ++i) shorter.link(path[i - 1], shorter.direction(path[i - 1], path[i]));
  return true;
}

bool makeDetour(const Board& solved, Board& longer) {
  const std::vector<int> areas = emptyAreas(solved);
  const int* step = solved.steps();
  for (int a : solved.cells())
    for (int d = 0; d < 2; ++d) {  // right and down: each edge once
      if (!(solved.links(a) >> d & 1)) continue;
      const int c = a + step[d];
      const std::vector<int> shared = sharedAreas(solved, areas, a, c);
      if (shared.empty()) continue;
      // Breadth first from a's empty neighbours in that area to the first cell beside c: the
      // shortest walk, so it never revisits a cell.
      const int k = shared.front();
      std::vector<int> parent(areas.size(), -2);
      std::vector<int> queue;
      for (int da = 0; da < 4; ++da) {
        const int x = a + step[da];
        if (areas[static_cast<size_t>(x)] == k) parent[static_cast<size_t>(x)] = -1, queue.push_back(x);
      }
      for (size_t head = 0; head < queue.size(); ++head) {
        const int y = queue[head];
        bool besideC = false;
        for (int dc = 0; dc < 4; ++dc) besideC |= y + step[dc] == c;
        if (!besideC) {
          for (int dn = 0; dn < 4; ++dn) {
            const int n = y + step[dn];
            if (areas[static_cast<size_t>(n)] == k && parent[static_cast<size_t>(n)] == -2)
              parent[static_cast<size_t>(n)] = y, queue.push_back(n);
          }
          continue;
        }
        longer = solved;
        longer.unlink(a, d);
        longer.link(y, longer.direction(y, c));
        int at = y;
        while (parent[static_cast<size_t>(at)] >= 0) {
          const int from = parent[static_cast<size_t>(at)];
          longer.link(from, longer.direction(from, at));
          at = from;
        }
        longer.link(a, longer.direction(a, at));
        return true;
      }
    }
  return false;
}

bool flipCorner(const Board& solved, Board& other) {
  const int* step = solved.steps();
  for (int b : solved.cells())
    for (int d1 = 0; d1 < 4; ++d1) {
      const int d2 = (d1 + 1) % 4;  // perpendicular to d1
      if (!(solved.links(b) >> d1 & 1) || !(solved.links(b) >> d2 & 1)) continue;
      const int a = b + step[d1], c = b + step[d2], d = a + step[d2];
      if (!isEmpty(solved, d)) continue;
      other = solved;
      other.unlink(b, d1);
      other.unlink(b, d2);
      other.link(a, other.direction(a, d));
      other.link(c, other.direction(c, d));
      return true;
    }
  return false;
}

bool bulgeLine(const Board& solved, Board& other) {
  const int* step = solved.steps();
  for (int m : solved.cells())
    for (int d = 0; d < 2; ++d) {  // a line through m, across (d 0) or down (d 1)
      if (!(solved.links(m) >> d & 1) || !(solved.links(m) >> (d + 2) & 1)) continue;
      const int a = m + step[d + 2], c = m + step[d];
      for (int side : {(d + 1) % 4, (d + 3) % 4}) {
        const int s = step[side];
        if (!isEmpty(solved, a + s) || !isEmpty(solved, m + s) || !isEmpty(solved, c + s)) continue;
        other = solved;
        other.unlink(m, d);
        other.unlink(m, d + 2);
        other.link(a, side);
        other.link(a + s, d);
        other.link(m + s, d);
        other.link(c, side);
        return true;
      }
    }
  return false;
}

std::vector<uint8_t> detourReach(const Board& solved) {
  const std::vector<int> areas = emptyAreas(solved);
  std::vector<uint8_t> reach(areas.size(), 0);
  BlockFinder blocks(solved);
  for (int a : solved.cells())
    for (int d = 0; d < 2; ++d) {
      if (!(solved.links(a) >> d & 1)) continue;
      const int c = a + solved.steps()[d];
      for (int k : sharedAreas(solved, areas, a, c)) blocks.markEdgeBlock(areas, k, a, c, reach);
    }
  return reach;
}

}  // namespace dlx::numberlink
