#include "numberlink_window_moves.h"

namespace dlx::numberlink {
namespace {

// A path set's class: each cell's degree (2 bits a cell) and each path end's other end (4 bits a
// cell, 0 elsewhere); cells are y * 4 + x. False for a set with a loop or a cell of degree 3.
bool classOf(uint32_t edges, uint32_t& degrees, uint64_t& ends) {
  int degree[16] = {}, next[16][2];
  bool fits = true;
  forEachWindowEdge(edges, [&](int x, int y, int dir) {
    const int a = y * 4 + x, b = a + (dir == 0 ? 1 : 4);
    if (degree[a] == 2 || degree[b] == 2) fits = false;
    if (!fits) return;
    next[a][degree[a]++] = b;
    next[b][degree[b]++] = a;
  });
  if (!fits) return false;
  bool seen[16] = {};
  degrees = 0, ends = 0;
  for (int c = 0; c < 16; ++c) {
    degrees |= static_cast<uint32_t>(degree[c]) << (2 * c);
    if (degree[c] != 1 || seen[c]) continue;
    int from = c, at = next[c][0];
    seen[c] = seen[at] = true;
    while (degree[at] == 2) {
      const int to = next[at][0] == from ? next[at][1] : next[at][0];
      from = at, at = to;
      seen[at] = true;
    }
    ends |= static_cast<uint64_t>(at) << (4 * c) | static_cast<uint64_t>(c) << (4 * at);
  }
  for (int c = 0; c < 16; ++c)
    if (degree[c] > 0 && !seen[c]) return false;  // on a loop: no path end reaches it
  return true;
}

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
  for (uint32_t set = 0; set < sets; ++set) {
    uint32_t degrees;
    uint64_t ends;
    if (!classOf(edgesOf(set), degrees, ends)) continue;
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
  }
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
