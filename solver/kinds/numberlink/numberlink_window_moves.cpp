#include "numberlink_window_moves.h"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace dlx::numberlink {
namespace {

// The largest window: 4x3 has 17 internal edges, a table of 2^17 entries (512 kB).
constexpr int kMaxWindowEdges = 17;

std::vector<WindowEdge> internalEdges(int width, int height) {
  std::vector<WindowEdge> edges;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      if (x + 1 < width) edges.push_back({static_cast<signed char>(x), static_cast<signed char>(y), 0});
      if (y + 1 < height) edges.push_back({static_cast<signed char>(x), static_cast<signed char>(y), 1});
    }
  return edges;
}

// A path set's class: each cell's degree (2 bits a cell) and each path end's other end (4 bits a
// cell, 0 elsewhere). False for a set with a loop or a cell of degree 3 or more.
bool classOf(int width, int height, const std::vector<WindowEdge>& edges, uint32_t mask, uint32_t& degrees,
             uint64_t& ends) {
  int degree[16] = {}, next[16][2];
  for (size_t i = 0; i < edges.size(); ++i) {
    if (!(mask >> i & 1u)) continue;
    const WindowEdge& e = edges[i];
    const int a = e.y * width + e.x, b = a + (e.dir == 0 ? 1 : width);
    if (degree[a] == 2 || degree[b] == 2) return false;
    next[a][degree[a]++] = b;
    next[b][degree[b]++] = a;
  }
  bool seen[16] = {};
  degrees = 0, ends = 0;
  const int cells = width * height;
  for (int c = 0; c < cells; ++c) {
    degrees |= static_cast<uint32_t>(degree[c]) << (2 * c);
    if (degree[c] != 1 || seen[c]) continue;
    int from = c, at = next[c][0];
    seen[c] = seen[at] = true;
    while (degree[at] == 2) {
      const int to = next[at][0] == from ? next[at][1] : next[at][0];
      from = at, at = to;
      seen[at] = true;
    }
    ends |= static_cast<uint64_t>(at) << (4 * c);
    ends |= static_cast<uint64_t>(c) << (4 * at);
  }
  for (int c = 0; c < cells; ++c)
    if (degree[c] > 0 && !seen[c]) return false;  // on a loop: no path end reaches it
  return true;
}

// Whether `a` comes before `b` in the edge order (bit i is the i-th edge; a line above a blank).
bool before(uint32_t a, uint32_t b) {
  const uint32_t differ = a ^ b;
  return (b & differ & (~differ + 1u)) != 0;
}

}  // namespace

WindowMoves::Table WindowMoves::classes(int width, int height, bool pairEnds) {
  Table t;
  t.width = width, t.height = height;
  t.edges = internalEdges(width, height);
  if (width < 1 || height < 1 || width > 4 || height > 4 || static_cast<int>(t.edges.size()) > kMaxWindowEdges)
    throw std::invalid_argument("numberlink window moves: a window of at most 17 internal edges (4x3)");
  const uint32_t sets = 1u << t.edges.size();
  struct Member {
    uint32_t degrees;
    uint64_t ends;
    uint32_t mask;
  };
  std::vector<Member> members;
  t.sibling.assign(sets, kNotAPathSet);
  for (uint32_t mask = 0; mask < sets; ++mask) {
    Member m{0, 0, mask};
    if (!classOf(width, height, t.edges, mask, m.degrees, m.ends)) continue;
    if (!pairEnds) m.ends = 0;
    members.push_back(m);
  }
  auto key = [](const Member& m) { return std::make_tuple(m.degrees, m.ends, m.mask); };
  std::sort(members.begin(), members.end(), [&](const Member& a, const Member& b) { return key(a) < key(b); });
  // Each class's members in a ring: sibling[] leads round it.
  for (size_t first = 0, i = 0; first < members.size(); first = i) {
    while (i < members.size() && members[i].degrees == members[first].degrees && members[i].ends == members[first].ends) ++i;
    for (size_t k = first; k < i; ++k) t.sibling[members[k].mask] = members[k + 1 < i ? k + 1 : first].mask;
  }
  return t;
}

void WindowMoves::addPatterns(const Table& t) {
  std::vector<char> done(t.sibling.size(), 0);
  std::vector<uint32_t> ring;
  for (uint32_t mask = 0; mask < t.sibling.size(); ++mask) {
    if (t.sibling[mask] == kNotAPathSet || t.sibling[mask] == mask || done[mask]) continue;
    ring.clear();
    for (uint32_t m = mask; !done[m]; m = t.sibling[m]) done[m] = 1, ring.push_back(m);
    for (uint32_t from : ring)
      for (uint32_t to : ring) {
        if (!before(to, from)) continue;
        // From L = from to L' = to, with its edges in the box they span.
        const uint32_t used = from | to;
        int x0 = t.width, y0 = t.height, x1 = 0, y1 = 0;
        for (size_t i = 0; i < t.edges.size(); ++i)
          if (used >> i & 1u) {
            const WindowEdge& e = t.edges[i];
            x0 = std::min(x0, int{e.x}), y0 = std::min(y0, int{e.y});
            x1 = std::max(x1, e.x + 1 - e.dir), y1 = std::max(y1, e.y + e.dir);
          }
        WindowPattern p;
        p.width = x1 - x0 + 1, p.height = y1 - y0 + 1;
        for (size_t i = 0; i < t.edges.size(); ++i) {
          const WindowEdge& e = t.edges[i];
          const WindowEdge moved{static_cast<signed char>(e.x - x0), static_cast<signed char>(e.y - y0), e.dir};
          if (from >> i & 1u) p.lines.push_back(moved);
          if ((to & ~from) >> i & 1u) p.drawn.push_back(moved);
          if ((from & ~to) >> i & 1u) p.gone.push_back(moved);
        }
        patterns_.push_back(std::move(p));
      }
  }
}

void WindowMoves::dropContainingPatterns() {
  // Every pattern as two edge masks in a frame as large as the largest window, at its top-left;
  // a pattern is kept unless a kept one, at some shift, asks a subset of its lines and blanks.
  int frameW = 0, frameH = 0;
  for (const WindowPattern& p : patterns_) frameW = std::max(frameW, p.width), frameH = std::max(frameH, p.height);
  auto bit = [&](const WindowEdge& e, int dx, int dy) { return uint64_t{1} << (((e.y + dy) * frameW + e.x + dx) * 2 + e.dir); };
  auto masks = [&](const WindowPattern& p, int dx, int dy) {
    uint64_t lines = 0, blanks = 0;
    for (const WindowEdge& e : p.lines) lines |= bit(e, dx, dy);
    for (const WindowEdge& e : p.drawn) blanks |= bit(e, dx, dy);
    return std::make_pair(lines, blanks);
  };
  auto size = [](const WindowPattern& p) { return p.lines.size() + p.drawn.size(); };
  std::stable_sort(patterns_.begin(), patterns_.end(), [&](const WindowPattern& a, const WindowPattern& b) {
    return std::make_tuple(size(a), masks(a, 0, 0)) < std::make_tuple(size(b), masks(b, 0, 0));
  });
  std::vector<std::pair<uint64_t, uint64_t>> shifted;  // the kept patterns at every shift
  std::vector<WindowPattern> kept;
  for (WindowPattern& p : patterns_) {
    const auto [lines, blanks] = masks(p, 0, 0);
    bool contains = false;
    for (const auto& [l, b] : shifted) contains = contains || ((l & ~lines) == 0 && (b & ~blanks) == 0);
    if (contains) continue;
    for (int dy = 0; dy + p.height <= frameH; ++dy)
      for (int dx = 0; dx + p.width <= frameW; ++dx) shifted.push_back(masks(p, dx, dy));
    kept.push_back(std::move(p));
  }
  patterns_ = std::move(kept);
}

WindowMoves::WindowMoves(const std::vector<WindowSize>& sizes, bool pairEnds) {
  // Tables for every size up to each window's (the final check looks at windows cut by the
  // board's edges too); patterns from the windows themselves (a smaller window's are among them).
  for (const WindowSize& s : sizes)
    for (int h = 2; h <= s.height; ++h)
      for (int w = 2; w <= s.width; ++w) {
        bool known = false;
        for (const Table& t : tables_) known = known || (t.width == w && t.height == h);
        if (!known) tables_.push_back(classes(w, h, pairEnds));
      }
  for (const WindowSize& s : sizes)
    for (const Table& t : tables_)
      if (t.width == s.width && t.height == s.height) addPatterns(t);
  dropContainingPatterns();
}

bool WindowMoves::matches(const Board& solution, const WindowPattern& p, int x, int y) {
  for (const WindowEdge& e : p.lines)
    if (!(solution.links(solution.cellOf(x + e.x, y + e.y)) >> e.dir & 1)) return false;
  for (const WindowEdge& e : p.drawn)
    if (solution.links(solution.cellOf(x + e.x, y + e.y)) >> e.dir & 1) return false;
  return true;
}

void WindowMoves::apply(Board& solution, const WindowPattern& p, int x, int y) {
  for (const WindowEdge& e : p.gone) solution.unlink(solution.cellOf(x + e.x, y + e.y), e.dir);
  for (const WindowEdge& e : p.drawn) solution.link(solution.cellOf(x + e.x, y + e.y), e.dir);
}

bool WindowMoves::redraw(const Board& solution, Board& out) const {
  for (const Table& t : tables_)
    for (int y = 0; y + t.height <= solution.height(); ++y)
      for (int x = 0; x + t.width <= solution.width(); ++x) {
        uint32_t mask = 0;
        for (size_t i = 0; i < t.edges.size(); ++i) {
          const WindowEdge& e = t.edges[i];
          mask |= static_cast<uint32_t>(solution.links(solution.cellOf(x + e.x, y + e.y)) >> e.dir & 1) << i;
        }
        const uint32_t other = t.sibling[mask];
        if (other == kNotAPathSet || other == mask) continue;
        out = solution;
        for (size_t i = 0; i < t.edges.size(); ++i) {
          const WindowEdge& e = t.edges[i];
          if ((mask & ~other) >> i & 1u) out.unlink(out.cellOf(x + e.x, y + e.y), e.dir);
          if ((other & ~mask) >> i & 1u) out.link(out.cellOf(x + e.x, y + e.y), e.dir);
        }
        return true;
      }
  return false;
}

const WindowMoves* windowMovesOf(TurnFamily family) {
  switch (family) {
    case TurnFamily::Windows3x3: {
      static const WindowMoves moves({{3, 3}});
      return &moves;
    }
    case TurnFamily::Windows4x3: {
      static const WindowMoves moves({{4, 3}, {3, 4}});
      return &moves;
    }
    default: return nullptr;
  }
}

}  // namespace dlx::numberlink
