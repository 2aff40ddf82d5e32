#include "numberlink_window_moves.h"

#include <utility>

namespace dlx::numberlink {
namespace {

// Every set of a window's edges that forms paths (no cell of degree 3, no loop), with its class:
// each cell's degree (2 bits a cell) and each path end's other end (4 bits a cell, 0 elsewhere);
// cells are y * 4 + x. The edges are decided from the last one down, "absent" before "present",
// so the sets come in increasing order; the path ends' partners are kept as edges are added (a
// mate array), so a set that would close a loop or give a cell a third edge is never visited,
// nor is anything below it; the class is kept up to date with each edge. Against classing each of
// the 2^17 edge sets on its own: both 4x3 and 3x4 in 3.7 ms instead of 17 ms (natively, warm;
// the same 136 patterns in the same order), a large share of a Flow 14x14's first uniqueness
// check (flow-14x14b whole process 55-89 -> 42-45 ms).
class PathSetWalk {
 public:
  // cells[i]: the cells edge i joins.
  explicit PathSetWalk(const std::vector<std::pair<int, int>>& cells) : cells_(cells) {
    for (int c = 0; c < 16; ++c) mate_[c] = c;
  }
  template <class Visit>  // visit(set, degrees, ends)
  void walk(Visit& visit) { walk(static_cast<int>(cells_.size()) - 1, 0, visit); }

 private:
  template <class Visit>
  void walk(int edge, uint32_t set, Visit& visit) {
    if (edge < 0) return visit(set, degrees_, ends_);
    walk(edge - 1, set, visit);
    const int a = cells_[static_cast<size_t>(edge)].first, b = cells_[static_cast<size_t>(edge)].second;
    if (degree(a) == 2 || degree(b) == 2) return;
    const int endA = mate_[a], endB = mate_[b];  // the far ends of the paths a and b end (or a, b)
    if (endA == b) return;                         // one path's two ends: a loop
    const uint32_t degrees = degrees_;
    const uint64_t ends = ends_;
    const int oldA = mate_[endA], oldB = mate_[endB];
    degrees_ += 1u << (2 * a) | 1u << (2 * b);
    mate_[endA] = endB, mate_[endB] = endA;
    // a and b are ends no more unless they were free; endA and endB now end one path.
    ends_ &= ~(uint64_t{15} << (4 * a) | uint64_t{15} << (4 * b) | uint64_t{15} << (4 * endA) | uint64_t{15} << (4 * endB));
    ends_ |= static_cast<uint64_t>(endB) << (4 * endA) | static_cast<uint64_t>(endA) << (4 * endB);
    walk(edge - 1, set | 1u << edge, visit);
    mate_[endB] = oldB, mate_[endA] = oldA;
    degrees_ = degrees, ends_ = ends;
  }
  int degree(int cell) const { return degrees_ >> (2 * cell) & 3; }

  const std::vector<std::pair<int, int>>& cells_;
  uint32_t degrees_ = 0;  // the class of the edges added so far
  uint64_t ends_ = 0;
  int mate_[16];  // for a cell of degree 1: its path's other end; of degree 0: itself
};

// Whether `a` comes before `b` in the edge order (lower bits are earlier edges): a blank at the
// first edge where they differ.
bool before(uint32_t a, uint32_t b) {
  const uint32_t differ = a ^ b;
  return (b & differ & (~differ + 1u)) != 0;
}

int popcount(uint32_t m) { return __builtin_popcount(m); }

}  // namespace

namespace {

// A window's path set classes, then its patterns (appended to `patterns`).
class WindowClasses {
 public:
  WindowClasses(int width, int height, bool pairEnds);
  void addPatterns(std::vector<WindowPattern>& patterns) const;

 private:
  static constexpr uint32_t kNotAPathSet = 0xffffffffu;
  uint32_t edgesOf(uint32_t set) const {  // as windowBit bits
    uint32_t out = 0;
    for (int i = 0; i < edges_; ++i) out |= (set >> i & 1u) << bits_[i];
    return out;
  }

  int edges_ = 0;
  uint8_t bits_[17];  // the window's internal edges (windowBit), in order
  // Per edge set (bit i: bits_[i]): another member of its class (itself when alone), or
  // kNotAPathSet for a set with a loop or a cell of degree 3 or more.
  std::vector<uint32_t> sibling_;
};

WindowClasses::WindowClasses(int width, int height, bool pairEnds) {
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      for (int dir = 0; dir < 2; ++dir)
        if (dir == 0 ? x + 1 < width : y + 1 < height) bits_[edges_++] = static_cast<uint8_t>(windowBit(x, y, dir));
  const uint32_t sets = 1u << edges_;
  sibling_.assign(sets, kNotAPathSet);
  // Each class's members in a ring that sibling_ leads round, found through an open-addressing
  // table of the classes (a plain loop: this code is part of the page's first download). Classes
  // are fewer than sets (4x3: 32,102 of 131,072), so a free slot always ends the probing.
  // Per slot: the first member, the degrees, the ends' low and high words.
  std::vector<uint32_t> slots(4 * sets, kNotAPathSet);
  std::vector<std::pair<int, int>> cells;  // per edge, the cells it joins
  for (int i = 0; i < edges_; ++i) {
    const int a = bits_[i] >> 1, dir = bits_[i] & 1;
    cells.emplace_back(a, a + (dir == 0 ? 1 : 4));
  }
  auto add = [&](uint32_t set, uint32_t degrees, uint64_t ends) {
    if (!pairEnds) ends = 0;
    const uint32_t lo = static_cast<uint32_t>(ends), hi = static_cast<uint32_t>(ends >> 32);
    uint32_t slot = (degrees * 0x9e3779b1u ^ lo * 0x85ebca6bu ^ hi) & (sets - 1);
    uint32_t* at = &slots[4 * slot];
    while (at[0] != kNotAPathSet && (at[1] != degrees || at[2] != lo || at[3] != hi)) {
      slot = (slot + 1) & (sets - 1);
      at = &slots[4 * slot];
    }
    if (at[0] == kNotAPathSet) {
      at[0] = sibling_[set] = set, at[1] = degrees, at[2] = lo, at[3] = hi;
    } else {
      sibling_[set] = sibling_[at[0]];
      sibling_[at[0]] = set;
    }
  };
  PathSetWalk(cells).walk(add);
}

void WindowClasses::addPatterns(std::vector<WindowPattern>& patterns) const {
  for (uint32_t set = 0; set < sibling_.size(); ++set) {
    if (sibling_[set] == kNotAPathSet || sibling_[set] == set) continue;
    // Each ring once, from its lowest member (rings are short: at most 4 members in a 4x3 window).
    bool lowest = true;
    for (uint32_t m = sibling_[set]; m != set; m = sibling_[m]) lowest = lowest && m > set;
    if (!lowest) continue;
    for (uint32_t a = set;;) {
      for (uint32_t b = set;;) {
        const uint32_t from = edgesOf(a), to = edgesOf(b);
        if (before(to, from)) {
          // From L = from to L' = to, moved to the top-left of the box their edges span.
          int x0 = 3, y0 = 3, x1 = 0, y1 = 0;
          forEachWindowEdge(from | to, [&](int x, int y, int dir) {
            x0 = x < x0 ? x : x0, y0 = y < y0 ? y : y0;
            x1 = x + 1 - dir > x1 ? x + 1 - dir : x1, y1 = y + dir > y1 ? y + dir : y1;
          });
          const int shift = windowBit(x0, y0, 0);
          const WindowPattern p{x1 - x0 + 1, y1 - y0 + 1, from >> shift, (to & ~from) >> shift, (from & ~to) >> shift};
          patterns.push_back(p);
        }
        if ((b = sibling_[b]) == set) break;
      }
      if ((a = sibling_[a]) == set) break;
    }
  }
}

}  // namespace

WindowMoves::WindowMoves(std::initializer_list<WindowSize> sizes, bool pairEnds) {
  for (const WindowSize& s : sizes) WindowClasses(s.width, s.height, pairEnds).addPatterns(patterns_);
  // Smallest first, a pattern is kept unless a kept one, at some shift in the 4x4 frame, asks a
  // subset of its lines and blanks (patterns of one size only contain each other when equal).
  std::vector<uint32_t> shifted;  // the kept patterns' lines and blanks at every shift
  std::vector<WindowPattern> kept;
  for (int size = 0; size <= 32; ++size)
    for (const WindowPattern& p : patterns_) {
      if (popcount(p.lines) + popcount(p.drawn) != size) continue;
      bool contains = false;
      for (size_t k = 0; k < shifted.size() && !contains; k += 2)
        contains = (shifted[k] & ~p.lines) == 0 && (shifted[k + 1] & ~p.drawn) == 0;
      if (contains) continue;
      for (int dy = 0; dy + p.height <= 4; ++dy)
        for (int dx = 0; dx + p.width <= 4; ++dx)
          shifted.push_back(p.lines << windowBit(dx, dy, 0)), shifted.push_back(p.drawn << windowBit(dx, dy, 0));
      kept.push_back(p);
    }
  patterns_.swap(kept);
}

bool WindowMoves::matches(const Board& solution, const WindowPattern& p, int x, int y) {
  bool match = true;
  forEachWindowEdge(p.lines | p.drawn, [&](int dx, int dy, int dir) {
    const bool line = solution.links(solution.cellOf(x + dx, y + dy)) >> dir & 1;
    match = match && line == ((p.lines >> windowBit(dx, dy, dir) & 1u) != 0);
  });
  return match;
}

void WindowMoves::apply(Board& solution, const WindowPattern& p, int x, int y) {
  forEachWindowEdge(p.gone, [&](int dx, int dy, int dir) { solution.unlink(solution.cellOf(x + dx, y + dy), dir); });
  forEachWindowEdge(p.drawn, [&](int dx, int dy, int dir) { solution.link(solution.cellOf(x + dx, y + dy), dir); });
}

bool WindowMoves::redraw(const Board& solution, Board& out) const {
  for (const WindowPattern& p : patterns_) {
    const WindowPattern inverse{p.width, p.height, (p.lines & ~p.gone) | p.drawn, p.gone, p.drawn};
    for (int y = 0; y + p.height <= solution.height(); ++y)
      for (int x = 0; x + p.width <= solution.width(); ++x)
        if (matches(solution, inverse, x, y)) {
          out = solution;
          apply(out, inverse, x, y);
          return true;
        }
  }
  return false;
}

WindowMoves::WindowMoves(TurnMoves shapes) : blanksInClauses_(false) {
  auto bits = [](WindowEdges edges) {
    uint32_t m = 0;
    for (const WindowEdge& e : edges) m |= 1u << windowBit(e.x, e.y, e.dir);
    return m;
  };
  for (const TurnMove& m : shapes)
    if (m.improving) patterns_.push_back({m.width, m.height, bits(m.shape()), bits(m.added()), bits(m.taken())});
}

const WindowMoves& windowMoves4x3() {
  static const WindowMoves* moves = new WindowMoves({{4, 3}, {3, 4}});  // kept for the process's life
  return *moves;
}

const WindowMoves& movesOf(TurnFamily family) {
  // Each made on first use (thread-safe statics: searches may run in threads), kept for good.
  switch (family) {
    case TurnFamily::UTurns: {
      static const WindowMoves* moves = new WindowMoves(turnMoves(family));
      return *moves;
    }
    case TurnFamily::UTurnsAndHairpins: {
      static const WindowMoves* moves = new WindowMoves(turnMoves(family));
      return *moves;
    }
    case TurnFamily::Windows3x3: {
      static const WindowMoves* moves = new WindowMoves({{3, 3}});
      return *moves;
    }
    case TurnFamily::Windows4x3: break;
  }
  return windowMoves4x3();
}

}  // namespace dlx::numberlink
