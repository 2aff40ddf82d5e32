#include "numberlink_field.h"

#include <algorithm>

namespace dlx::numberlink {

EdgeField::EdgeField(const Grid& grid, Rule rule, bool canonical, Turns turns)
    : width_(grid.width),
      height_(grid.height),
      stride_(grid.width + 2),
      rule_(rule),
      canonical_(canonical),
      noUTurn_(turns == Turns::NoUTurn) {
  step_[0] = 1, step_[1] = stride_, step_[2] = -1, step_[3] = -stride_;
  const size_t cells = static_cast<size_t>(stride_ * (height_ + 2));
  const std::vector<Pair> pairs = pairsOf(grid);
  need_.assign(cells, 0);
  const size_t cutsX = static_cast<size_t>(std::max(width_ - 1, 0)), cutsY = static_cast<size_t>(std::max(height_ - 1, 0));
  store_.assign(5 * cells + 2 * pairs.size() + cutsX + cutsY + static_cast<size_t>(width_ + height_ + 2) + 2, 0);
  int* next = store_.data();
  auto take = [&](size_t n) {
    int* block = next;
    next += n;
    return block;
  };
  lines_ = take(cells), open_ = take(cells), tag_ = take(cells), edge_ = take(2 * cells);
  pairEnd_ = take(2 * pairs.size());
  cutX_ = take(cutsX), cutY_ = take(cutsY);
  anonX_ = take(static_cast<size_t>(width_ + 1)), anonY_ = take(static_cast<size_t>(height_ + 1));
  unfinished_ = take(1), undecidedEdges_ = take(1);
  std::fill(tag_, tag_ + cells, kInterior);
  std::fill(edge_, edge_ + 2 * cells, kBlank);
  region_.assign(cells, -1);
  colour_.assign(cells, 0);
  for (int y = 0; y < height_; ++y)
    for (int x = 0; x < width_; ++x) colour_[static_cast<size_t>(cellOf(x, y))] = ((x + y) & 1) ? -1 : 1;

  pairs_ = *unfinished_ = static_cast<int>(pairs.size());
  std::fill(pairEnd_, pairEnd_ + 2 * pairs.size(), -1);
  for (int y = 0; y < height_; ++y)
    for (int x = 0; x < width_; ++x) {
      const int c = cellOf(x, y);
      need_[static_cast<size_t>(c)] = 2;
      tag_[static_cast<size_t>(c)] = c;  // a lone cell is an anonymous chain of its own
      if (x + 1 < width_) edge_[static_cast<size_t>(2 * c)] = kUndecided, ++cutX_[static_cast<size_t>(x)];
      if (y + 1 < height_) edge_[static_cast<size_t>(2 * c + 1)] = kUndecided, ++cutY_[static_cast<size_t>(y)];
    }
  for (int p = 0; p < pairs_; ++p) {
    const Pair& pair = pairs[static_cast<size_t>(p)];
    for (int side = 0; side < 2; ++side) {
      const int index = side == 0 ? pair.first : pair.second;
      const int c = cellOf(index % width_, index / width_);
      need_[static_cast<size_t>(c)] = 1;
      tag_[static_cast<size_t>(c)] = numbered(p);
      pairEnd_[static_cast<size_t>(2 * p + side)] = c;
    }
  }
  cornerAllowed_.assign(cells, 0);
  for (int y = height_ - 2; y >= 0; --y)
    for (int x = 0; x < width_; ++x) {
      const int c = cellOf(x, y);
      const int dr = c + stride_ + 1, dl = c + stride_ - 1;
      if (x + 1 < width_ && (need_[static_cast<size_t>(dr)] == 1 || (cornerAllowed_[static_cast<size_t>(dr)] & 1)))
        cornerAllowed_[static_cast<size_t>(c)] |= 1;
      if (x > 0 && (need_[static_cast<size_t>(dl)] == 1 || (cornerAllowed_[static_cast<size_t>(dl)] & 2)))
        cornerAllowed_[static_cast<size_t>(c)] |= 2;
    }
  if (rule_ == Rule::Fill && !parityHolds(pairs)) return;
  for (int y = 0; y < height_; ++y)
    for (int x = 0; x < width_; ++x) {
      const int c = cellOf(x, y);
      for (int d = 0; d < 4; ++d)
        if (edge_[static_cast<size_t>(edgeAt(c, d))] == kUndecided) ++open_[static_cast<size_t>(c)];
      *undecidedEdges_ += (x + 1 < width_) + (y + 1 < height_);
      queue_.push_back(c);
    }
  if (!propagate()) failed_ = true;
}

// Colour the grid like a checkerboard. A path alternates colours, so it covers as many dark cells
// as light ones, except one more of its ends' colour when both ends share a colour. Under rule
// fill the paths cover the grid, so these excesses must add up to the grid's own.
bool EdgeField::parityHolds(const std::vector<Pair>& pairs) {
  int gridExcess = 0, pathExcess = 0;
  for (int y = 0; y < height_; ++y)
    for (int x = 0; x < width_; ++x) gridExcess += (x + y) % 2 == 0 ? 1 : -1;
  for (const Pair& p : pairs) {
    const int a = (p.first % width_ + p.first / width_) % 2, b = (p.second % width_ + p.second / width_) % 2;
    if (a == b) pathExcess += a == 0 ? 1 : -1;
  }
  if (gridExcess == pathExcess) return true;
  failure_.colourExcess = gridExcess - pathExcess;
  return fail(Why::Parity);
}

void EdgeField::rollback(size_t mark) {
  int* store = store_.data();
  while (trail_.size() > mark) {
    store[trail_.back().slot] = trail_.back().value;
    trail_.pop_back();
  }
  queue_.clear();
  failed_ = false;
}

bool EdgeField::decide(int e, int state) {
  if (!setEdge(e, state)) {
    queue_.clear();
    return false;
  }
  return propagate();
}

bool EdgeField::setEdge(int e, int state) {
  int& current = at(edge_, e);
  if (current != kUndecided) return current == state || fail(Why::Degree, e >> 1);
  ++decisions_;
  const int a = e >> 1, b = a + ((e & 1) ? stride_ : 1);
  set(current, state);
  set(at(open_, a), open_[static_cast<size_t>(a)] - 1);
  set(at(open_, b), open_[static_cast<size_t>(b)] - 1);
  set(*undecidedEdges_, *undecidedEdges_ - 1);
  if (e & 1) set(at(cutY_, yOf(a)), cutY_[static_cast<size_t>(yOf(a))] - 1);
  else set(at(cutX_, xOf(a)), cutX_[static_cast<size_t>(xOf(a))] - 1);
  queue_.push_back(a);
  queue_.push_back(b);
  if (state != kLine) return true;
  set(at(lines_, a), lines_[static_cast<size_t>(a)] + 1);
  set(at(lines_, b), lines_[static_cast<size_t>(b)] + 1);
  if (canonical_ && (!cornersHold(a) || !cornersHold(b) || !runHolds(a) || !runHolds(b))) return fail(Why::Degree, a);
  if (!join(a, b)) return false;
  return !(canonical_ || noUTurn_) || squaresHold(e);
}

bool EdgeField::cornersHold(int c) const {
  if (edge_[static_cast<size_t>(edgeAt(c, 1))] != kLine) return true;
  const uint8_t ok = cornerAllowed_[static_cast<size_t>(c)];
  if (!(ok & 1) && edge_[static_cast<size_t>(edgeAt(c, 0))] == kLine) return false;
  if (!(ok & 2) && edge_[static_cast<size_t>(edgeAt(c, 2))] == kLine) return false;
  return true;
}

// The horizontal run of lines through a cell (when it has one): refused when both its ends turn
// up (a U-turn), no clue lies in the row above between them and no line runs along that row
// over the run.
bool EdgeField::runHolds(int c) const {
  int s = c, t = c;
  while (edge_[static_cast<size_t>(edgeAt(s, 2))] == kLine) --s;
  while (edge_[static_cast<size_t>(edgeAt(t, 0))] == kLine) ++t;
  if (s == t) return true;
  if (edge_[static_cast<size_t>(edgeAt(s, 3))] != kLine || edge_[static_cast<size_t>(edgeAt(t, 3))] != kLine) return true;
  for (int k = s; k < t; ++k) {
    if (k > s && need_[static_cast<size_t>(k - stride_)] == 1) return true;
    if (edge_[static_cast<size_t>(edgeAt(k - stride_, 0))] == kLine) return true;
  }
  return false;
}

// Beside a new line, in each of the two unit squares it borders, at most one more side may be a
// line (three sides of a square make a U-turn around a single point): the rule turns=no-u-turn,
// and part of the canonical shortcut. The shortcut also has a corner whose inner diagonal
// neighbour is no clue nest a corner of the same shape there.
bool EdgeField::squaresHold(int e) {
  const int a = e >> 1, s = stride_;
  auto right = [](int c) { return 2 * c; };
  auto down = [](int c) { return 2 * c + 1; };
  auto line = [&](int edge) { return edge_[static_cast<size_t>(edge)] == kLine; };
  auto blank = [&](int x, int y) { return setEdge(x, kBlank) && setEdge(y, kBlank); };
  // The new line and one side of a square; `first` and `second` are the other two.
  auto square = [&](int opposite, int first, int second) {
    if (line(opposite)) return blank(first, second);
    if (line(first)) return blank(opposite, second);
    if (line(second)) return blank(opposite, first);
    return true;
  };
  auto nest = [&](int q, int side, int below) {  // cell q takes the corner's two lines
    return need_[static_cast<size_t>(q)] == 1 || (setEdge(side, kLine) && setEdge(below, kLine));
  };
  if ((e & 1) == 0) {  // a line from a to a + 1
    if (!square(right(a - s), down(a - s), down(a + 1 - s))) return false;
    if (!square(right(a + s), down(a), down(a + 1))) return false;
    if (!canonical_) return true;
    if (line(down(a)) && !nest(a + s + 1, right(a + s + 1), down(a + s + 1))) return false;  // a is ┌
    if (line(down(a + 1)) && !nest(a + s, right(a + s - 1), down(a + s))) return false;      // a + 1 is ┐
    return true;
  }
  // a line from a down to a + s
  if (!square(down(a - 1), right(a - 1), right(a - 1 + s))) return false;
  if (!square(down(a + 1), right(a), right(a + s))) return false;
  if (!canonical_) return true;
  if (line(right(a - 1)) && !nest(a + s - 1, right(a + s - 2), down(a + s - 1))) return false;  // a is ┐
  if (line(right(a)) && !nest(a + s + 1, right(a + s + 1), down(a + s + 1))) return false;      // a is ┌
  return true;
}

void EdgeField::anonSpan(int a, int b, int sign) {
  const int xa = xOf(a), xb = xOf(b), ya = yOf(a), yb = yOf(b);
  set(at(anonX_, std::min(xa, xb)), anonX_[static_cast<size_t>(std::min(xa, xb))] + sign);
  set(at(anonX_, std::max(xa, xb)), anonX_[static_cast<size_t>(std::max(xa, xb))] - sign);
  set(at(anonY_, std::min(ya, yb)), anonY_[static_cast<size_t>(std::min(ya, yb))] + sign);
  set(at(anonY_, std::max(ya, yb)), anonY_[static_cast<size_t>(std::max(ya, yb))] - sign);
}

bool EdgeField::join(int a, int b) {
  const int ta = tag_[static_cast<size_t>(a)], tb = tag_[static_cast<size_t>(b)];
  if (ta == kInterior) return fail(Why::Degree, a);  // a cell already at its degree
  if (tb == kInterior) return fail(Why::Degree, b);
  if (ta == b) return fail(Why::Loop, a);  // would close a loop
  const int pa = ta <= kNumbered ? kNumbered - ta : -1;
  const int pb = tb <= kNumbered ? kNumbered - tb : -1;
  if (pa >= 0 && pb >= 0 && pa != pb) {
    failure_.pair = pa, failure_.other = pb;
    return fail(Why::TwoNumbers, a);
  }
  // The chains ending at a and b stop being anonymous chains of their own.
  if (pa < 0 && ta != a) anonSpan(a, ta, -1);
  if (pb < 0 && tb != b) anonSpan(b, tb, -1);
  if (pa >= 0 && pb >= 0) {  // the pair is connected
    set(at(pairEnd_, 2 * pa), -1);
    set(at(pairEnd_, 2 * pa + 1), -1);
    set(*unfinished_, *unfinished_ - 1);
    set(at(tag_, a), kInterior);
    set(at(tag_, b), kInterior);
    return true;
  }
  if (pa >= 0 || pb >= 0) {  // a numbered chain grows by an anonymous one
    const int num = pa >= 0 ? a : b, anon = pa >= 0 ? b : a;
    const int pair = std::max(pa, pb), far = tag_[static_cast<size_t>(anon)];
    set(at(tag_, num), kInterior);
    if (anon != far) set(at(tag_, anon), kInterior);
    set(at(tag_, far), numbered(pair));
    const int slot = pairEnd_[static_cast<size_t>(2 * pair)] == num ? 2 * pair : 2 * pair + 1;
    set(at(pairEnd_, slot), far);
    queue_.push_back(far);
    return true;
  }
  // Two anonymous chains become one, from ta to tb.
  if (a != ta) set(at(tag_, a), kInterior);
  if (b != tb) set(at(tag_, b), kInterior);
  set(at(tag_, ta), tb);
  set(at(tag_, tb), ta);
  anonSpan(ta, tb, +1);
  queue_.push_back(ta);
  queue_.push_back(tb);
  return true;
}

bool EdgeField::inspect(int c) {
  const int need = need_[static_cast<size_t>(c)];
  if (need == 0) return true;  // border
  const int l = lines_[static_cast<size_t>(c)], u = open_[static_cast<size_t>(c)];
  int force = kUndecided;  // what every undecided edge of c must become, if anything
  if (l > need) return fail(Why::Degree, c);
  if (l == need) force = kBlank;
  else if (need == 1 || l == 1) {  // exactly one more line
    if (u == 0) return fail(Why::Degree, c);
    if (u == 1) force = kLine;
  } else if (rule_ == Rule::Fill) {  // an empty cell still needing two lines
    if (u < 2) return fail(Why::Degree, c);
    if (u == 2) force = kLine;
  } else if (u == 1) {
    force = kBlank;  // rule free: one edge left cannot give the cell two lines
  }
  if (force != kUndecided) {
    if (u == 0) return true;
    for (int d = 0; d < 4; ++d) {
      const int e = edgeAt(c, d);
      if (edge_[static_cast<size_t>(e)] == kUndecided && !setEdge(e, force)) return false;
    }
    return true;
  }
  // c stays an open end with a choice: blank the edges that would close a loop or join two numbers.
  const int tc = tag_[static_cast<size_t>(c)];
  if (tc == kInterior) return true;
  for (int d = 0; d < 4; ++d) {
    const int e = edgeAt(c, d);
    if (edge_[static_cast<size_t>(e)] != kUndecided) continue;
    const int n = c + step_[d], tn = tag_[static_cast<size_t>(n)];
    const bool loop = tc >= 0 && tc == n;
    const bool twoNumbers = tc <= kNumbered && tn <= kNumbered && tc != tn;
    if ((loop || twoNumbers) && !setEdge(e, kBlank)) return false;
  }
  return true;
}

bool EdgeField::propagate() {
  while (!queue_.empty()) {
    const int c = queue_.back();
    queue_.pop_back();
    if (!inspect(c)) {
      queue_.clear();
      return false;
    }
  }
  return true;
}

void EdgeField::key(const std::vector<int>& order, size_t from, uint64_t& a, uint64_t& b) const {
  uint64_t h1 = 0x9e3779b97f4a7c15ull ^ from, h2 = 0xc2b2ae3d27d4eb4full + from;
  // Runs once per node over every cell left: the edges are read at their offsets from the cell.
  const int* tag = tag_;
  const int* edge = edge_;
  const int s = stride_;
  auto mix = [&](uint64_t v) {
    h1 = (h1 ^ v) * 0x100000001b3ull;
    h1 ^= h1 >> 29;
    h2 = (h2 + v) * 0xff51afd7ed558ccdull;
    h2 ^= h2 >> 32;
  };
  // Two bits per edge state: right, down, left, up (edgeAt's order); the tag says the chain end.
  auto own = [&](int c) {
    uint64_t v = static_cast<uint32_t>(tag[c]);
    v = v << 2 | static_cast<uint64_t>(edge[2 * c]);
    v = v << 2 | static_cast<uint64_t>(edge[2 * c + 1]);
    v = v << 2 | static_cast<uint64_t>(edge[2 * c - 2]);
    return v << 2 | static_cast<uint64_t>(edge[2 * (c - s) + 1]);
  };
  const int* cell = order.data();
  const size_t cells = order.size();
  if (noUTurn_) {  // also the right edges above and below, the down edges left and right
    for (size_t i = from; i < cells; ++i) {
      const int c = cell[i];
      uint64_t v = own(c);
      v = v << 2 | static_cast<uint64_t>(edge[2 * (c - s)]);
      v = v << 2 | static_cast<uint64_t>(edge[2 * (c + s)]);
      v = v << 2 | static_cast<uint64_t>(edge[2 * c - 1]);
      v = v << 2 | static_cast<uint64_t>(edge[2 * c + 3]);
      mix(v);
    }
  } else {
    for (size_t i = from; i < cells; ++i) mix(own(cell[i]));
  }
  a = h1, b = h2;
}

bool EdgeField::check() { return cutsHold() && reachHolds(); }

// For a cut, with n pairs whose open ends lie on different sides and a anonymous chains across it:
// each of those pairs crosses it an odd number of times, an anonymous chain can stand for one
// crossing, and all chains together fix the parity of the crossings still to come.
bool EdgeField::cutsHold() {
  // anon has one entry per line (width + 1 or height + 1), cut one per cut between lines (one fewer
  // than the lines of the grid).
  auto holds = [&](std::vector<int>& span, const int* anon, const int* cut, bool byX) {
    const int lines = byX ? width_ : height_;
    span.assign(static_cast<size_t>(lines + 1), 0);
    for (int p = 0; p < pairs_; ++p) {
      const int a = pairEnd_[static_cast<size_t>(2 * p)];
      if (a < 0) continue;
      const int b = pairEnd_[static_cast<size_t>(2 * p + 1)];
      const int ca = byX ? xOf(a) : yOf(a), cb = byX ? xOf(b) : yOf(b);
      ++span[static_cast<size_t>(std::min(ca, cb))];
      --span[static_cast<size_t>(std::max(ca, cb))];
    }
    int numbers = 0, chains = 0;
    for (size_t i = 0; i + 1 < static_cast<size_t>(lines); ++i) {
      numbers += span[i], chains += anon[i];
      if (cut[i] < std::max(numbers - chains, (numbers + chains) & 1)) {
        fail(Why::Cut);
        failure_.rowCut = !byX;
        failure_.cut = static_cast<int>(i);
        return false;
      }
    }
    return true;
  };
  return holds(spanX_, anonX_, cutX_, true) && holds(spanY_, anonY_, cutY_, false);
}

// Regions: the open anonymous ends (lone cells included) joined through undecided edges and
// through their chains; numbered chains are walls between them. What is left of a pair's path
// runs from one of its open ends to the other through a single region (or is the edge between
// them), so both ends must touch that region.
// Rule fill adds a colour count. On a checkerboard, a path alternates colours, so the cells between
// two ends of one colour hold one more cell of the other colour, and between ends of different
// colours as many of each. A region is covered exactly by the paths that run through it, so its
// surplus of dark cells must be made up by pairs that can reach it: at most one each.
bool EdgeField::reachHolds() {
  const bool fill = rule_ == Rule::Fill;
  auto sign = [&](int c) { return static_cast<int>(colour_[static_cast<size_t>(c)]); };
  int regions = 0;
  std::fill(region_.begin(), region_.end(), -1);
  regionUsed_.clear();
  surplus_.clear();
  // The flood runs once per node over every open cell: a stack as deep as the grid has cells (each
  // cell is pushed once), and the four neighbours at their offsets.
  if (stack_.size() < region_.size()) stack_.resize(region_.size());
  const int* tag = tag_;
  const int* edge = edge_;
  const int* lines = lines_;
  const int8_t* colour = colour_.data();
  int* region = region_.data();
  int* stack = stack_.data();
  const int s = stride_;
  for (int y = 0; y < height_; ++y)
    for (int x = 0; x < width_; ++x) {
      const int start = cellOf(x, y);
      if (tag[start] < 0 || region[start] >= 0) continue;
      int mustUse = fill ? 1 : 0, dark = 0;
      region[start] = regions;
      int top = 0;
      stack[top++] = start;
      auto enter = [&](int e, int n) {
        if (edge[e] == kUndecided && tag[n] >= 0 && region[n] < 0) region[n] = regions, stack[top++] = n;
      };
      while (top > 0) {
        const int c = stack[--top];
        if (lines[c] > 0) mustUse = 1;
        const int mate = tag[c];
        // The chain from c to its mate (c alone when they are the same cell), counted once.
        if (c <= mate && colour[c] == colour[mate]) dark += colour[c];
        if (region[mate] < 0) region[mate] = regions, stack[top++] = mate;
        enter(2 * c, c + 1);
        enter(2 * c + 1, c + s);
        enter(2 * c - 2, c - 1);
        enter(2 * (c - s) + 1, c - s);
      }
      regionUsed_.push_back(mustUse ? 0 : 1);
      surplus_.push_back({dark, 0, 0});
      ++regions;
    }
  for (int p = 0; p < pairs_; ++p) {
    const int a = pairEnd_[static_cast<size_t>(2 * p)];
    if (a < 0) continue;
    const int b = pairEnd_[static_cast<size_t>(2 * p + 1)];
    // What the cells between the two ends add to a region's dark surplus.
    const int gives = sign(a) == sign(b) ? -sign(a) : 0;
    bool reach = false;
    for (int d = 0; d < 4; ++d) {
      if (edge_[static_cast<size_t>(edgeAt(a, d))] != kUndecided) continue;
      const int n = a + step_[d];
      if (n == b) {
        reach = true;
        continue;
      }
      const int r = region_[static_cast<size_t>(n)];
      if (r < 0) continue;
      for (int k = 0; k < 4; ++k)
        if (edge_[static_cast<size_t>(edgeAt(b, k))] == kUndecided && region_[static_cast<size_t>(b + step_[k])] == r) {
          reach = true;
          // Count a pair once per region even when its ends touch it on several sides.
          if (regionUsed_[static_cast<size_t>(r)] != 2 + p) {
            regionUsed_[static_cast<size_t>(r)] = 2 + p;
            Surplus& s = surplus_[static_cast<size_t>(r)];
            if (gives > 0) ++s.up;
            if (gives < 0) ++s.down;
          }
          break;
        }
    }
    if (!reach) {
      fail(Why::Apart, a);
      failure_.pair = p;
      return false;
    }
  }
  for (int r = 0; r < regions; ++r) {
    const Surplus& s = surplus_[static_cast<size_t>(r)];
    const bool unused = regionUsed_[static_cast<size_t>(r)] == 0;
    const bool unbalanced = fill && (s.dark > s.up || s.dark < -s.down);
    if (!unused && !unbalanced) continue;
    for (size_t c = 0; c < region_.size(); ++c)
      if (region_[c] == r) return fail(unused ? Why::Stranded : Why::Parity, static_cast<int>(c));
  }
  return true;
}

}  // namespace dlx::numberlink
