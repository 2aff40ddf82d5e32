#include "numberlink_analysis_hints.h"

#include <algorithm>
#include <map>

namespace dlx::numberlink {

namespace {

constexpr int kUnknown = -1;

// The board as labels: each cell's label index (a pair, or `unused` under rule free) where the
// clues or the marks give one, else kUnknown. Every rule below reads only this.
class LabelBoard {
 public:
  LabelBoard(const Grid& grid, bool freeRule, const std::vector<Mark>& marks)
      : w_(grid.width), h_(grid.height), pairs_(pairsOf(grid)) {
    std::map<int, int> index;
    for (const Pair& p : pairs_) {
      index[p.number] = static_cast<int>(numbers_.size());
      numbers_.push_back(p.number);
    }
    if (freeRule) {
      unused_ = static_cast<int>(numbers_.size());
      numbers_.push_back(0);
      index[0] = unused_;
    }
    label_.assign(static_cast<size_t>(w_ * h_), kUnknown);
    end_.assign(label_.size(), 0);
    for (size_t c = 0; c < label_.size(); ++c)
      if (grid.numbers[c]) label_[c] = index[grid.numbers[c]], end_[c] = 1;
    for (const Mark& m : marks) {
      const auto it = index.find(m.label);
      if (!m.equal || it == index.end()) continue;
      int& at = label_[static_cast<size_t>(m.var)];
      if (at != kUnknown && at != it->second) contradiction_ = true;  // a mark against a clue
      at = it->second;
    }
  }

  int cells() const { return w_ * h_; }
  int pairs() const { return static_cast<int>(pairs_.size()); }
  const Pair& pair(int l) const { return pairs_[static_cast<size_t>(l)]; }
  int label(int c) const { return label_[static_cast<size_t>(c)]; }
  bool end(int c) const { return end_[static_cast<size_t>(c)]; }
  bool unknown(int c) const { return label(c) == kUnknown; }
  bool isPair(int l) const { return l >= 0 && l != unused_; }
  int unused() const { return unused_; }
  bool contradiction() const { return contradiction_; }
  bool canBe(int c, int l) const { return label(c) == l || unknown(c); }
  int number(int l) const { return numbers_[static_cast<size_t>(l)]; }

  // The orthogonal neighbours of c (up to 4, in a fixed order).
  int neighbours(int c, int out[4]) const {
    const int x = c % w_, y = c / w_;
    int n = 0;
    if (y > 0) out[n++] = c - w_;
    if (x + 1 < w_) out[n++] = c + 1;
    if (y + 1 < h_) out[n++] = c + w_;
    if (x > 0) out[n++] = c - 1;
    return n;
  }
  // The neighbours of c other than `skip` that can be on the path l.
  std::vector<int> ways(int c, int l, int skip = -1) const {
    int nb[4];
    std::vector<int> out;
    for (int k = 0, n = neighbours(c, nb); k < n; ++k)
      if (nb[k] != skip && canBe(nb[k], l)) out.push_back(nb[k]);
    return out;
  }
  std::string at(int c) const { return cellPosition(c % w_, c / w_); }
  std::string path(int l) const { return "the path of " + std::to_string(number(l)); }
  // How many of c's neighbours (other than `skip`) are on path l, counting unknown ones, with
  // `extra` (a neighbour assumed to take `extraLabel`) counted as that label only.
  bool room(int c, int l, int skip, int extraLabel) const {
    int nb[4], count = 0;
    for (int k = 0, n = neighbours(c, nb); k < n; ++k) {
      if (nb[k] == skip) count += extraLabel == l;
      else count += canBe(nb[k], l);
    }
    return count >= 2;
  }

 private:
  int w_, h_;
  std::vector<Pair> pairs_;
  std::vector<int> numbers_;  // per label index: the pair's number (0: unused)
  int unused_ = -2;           // the label index of "unused" under rule free (never a cell's label otherwise)
  std::vector<int> label_;
  std::vector<char> end_;
  bool contradiction_ = false;
};

// What a rule found: nothing, a contradiction (the marks have no solution: no hint), or a step.
struct Found {
  bool contradiction = false;
  std::optional<Hint> hint;
  bool done() const { return contradiction || hint; }
};

Found contradiction() {
  Found f;
  f.contradiction = true;
  return f;
}

Found step(const LabelBoard& b, Hint::Level level, std::vector<int> cells, int l, std::string text) {
  Found f;
  f.hint = Hint{};
  f.hint->level = level;
  f.hint->vars = std::move(cells);
  f.hint->label = b.number(l);
  f.hint->text = std::move(text);
  return f;
}

std::string list(const LabelBoard& b, const std::vector<int>& cells) {
  std::string s;
  for (size_t i = 0; i < cells.size(); ++i) s += (i ? (i + 1 == cells.size() ? " and " : ", ") : "") + b.at(cells[i]);
  return s;
}

// Single: a path end (one way out) or a marked path cell (two) with exactly that many
// neighbours left that can be on its path.
Found pathEnds(const LabelBoard& b) {
  for (int c = 0; c < b.cells(); ++c) {
    const int l = b.label(c);
    if (!b.isPair(l)) continue;
    const size_t need = b.end(c) ? 1 : 2;
    std::vector<int> ways = b.ways(c, l);
    if (ways.size() < need) return contradiction();
    if (ways.size() != need) continue;
    std::vector<int> fresh;
    for (int n : ways)
      if (b.unknown(n)) fresh.push_back(n);
    if (fresh.empty()) continue;
    const std::string text =
        b.end(c) ? b.path(l) + " leaves its end at " + b.at(c) + " through " + b.at(ways[0]) +
                       ": every other neighbour belongs to another number or is off the board"
                 : b.path(l) + " passes through " + b.at(c) + ", so it goes on to two of its neighbours, and only " +
                       list(b, ways) + " can be on it";
    return step(b, Hint::Level::Single, fresh, l, text);
  }
  return {};
}

// Single: a cell (rule fill) that only one pair can pass through, since a path through a cell
// needs two of its neighbours; under rule free, a cell no pair can pass through stays unused.
Found lastLabel(const LabelBoard& b) {
  int nb[4];
  for (int c = 0; c < b.cells(); ++c) {
    if (!b.unknown(c)) continue;
    const int n = b.neighbours(c, nb);
    int open = 0;
    for (int k = 0; k < n; ++k) open += b.unknown(nb[k]);
    if (open >= 2) continue;  // any pair could pass through
    std::vector<int> possible;
    for (int k = 0; k < n; ++k) {
      const int l = b.label(nb[k]);
      if (b.isPair(l) && std::find(possible.begin(), possible.end(), l) == possible.end() && b.room(c, l, -1, -1))
        possible.push_back(l);
    }
    if (b.unused() >= 0) {
      if (!possible.empty()) continue;
      return step(b, Hint::Level::Single, {c}, b.unused(),
                  "the cell at " + b.at(c) + " stays unused: a path through it needs two of its neighbours, and no number has two there");
    }
    if (possible.empty()) return contradiction();
    if (possible.size() == 1)
      return step(b, Hint::Level::Single, {c}, possible[0],
                  "the cell at " + b.at(c) + " is on " + b.path(possible[0]) +
                      ": every cell lies on a path, a path through it needs two of its neighbours, and only " +
                      std::to_string(b.number(possible[0])) + " has two there");
  }
  return {};
}

// Lookahead: the cells every way between a pair's ends and its marked cells passes through
// (cut vertices separating one of them from the first end, by one depth-first search).
Found bottlenecks(const LabelBoard& b) {
  const int cells = b.cells();
  std::vector<int> disc(static_cast<size_t>(cells)), low(disc.size()), parent(disc.size()), next(disc.size()),
      terms(disc.size());
  std::vector<char> cut(disc.size());
  std::vector<int> stack;
  int nb[4];
  for (int l = 0; l < b.pairs(); ++l) {
    const int root = b.pair(l).first;
    std::fill(disc.begin(), disc.end(), -1);
    std::fill(terms.begin(), terms.end(), 0);
    std::fill(cut.begin(), cut.end(), 0);
    int time = 0;
    disc[root] = low[root] = time++;
    parent[root] = -1;
    next[root] = 0;
    stack.assign(1, root);
    while (!stack.empty()) {
      const int v = stack.back();
      const int n = b.neighbours(v, nb);
      if (next[v] < n) {
        const int u = nb[next[v]++];
        if (!b.canBe(u, l)) continue;
        if (disc[u] < 0) {
          disc[u] = low[u] = time++;
          parent[u] = v;
          next[u] = 0;
          stack.push_back(u);
        } else if (u != parent[v]) {
          low[v] = std::min(low[v], disc[u]);
        }
        continue;
      }
      stack.pop_back();
      terms[v] += b.label(v) == l;
      const int p = parent[v];
      if (p < 0) continue;
      low[p] = std::min(low[p], low[v]);
      terms[p] += terms[v];
      if (p != root && low[v] >= disc[p] && terms[v] > 0) cut[p] = 1;
    }
    std::vector<int> forced;
    for (int c = 0; c < cells; ++c) {
      if (b.label(c) == l && disc[c] < 0) return contradiction();  // cut off from its path
      if (cut[c] && b.unknown(c)) forced.push_back(c);
    }
    if (forced.empty()) continue;
    const Pair& p = b.pair(l);
    return step(b, Hint::Level::Lookahead, forced, l,
                b.path(l) + " must pass through " + list(b, forced) + ": every way between its ends at " + b.at(p.first) +
                    " and " + b.at(p.second) + (terms[root] > 2 ? " and its marked cells" : "") +
                    " goes through " + (forced.size() == 1 ? "it" : "them") +
                    ", so any other label there leaves the pair with no way to meet");
  }
  return {};
}

// Why giving c label l fails at once, or "" when it does not: a neighbouring path end or marked
// cell is left with too few neighbours that can be on its path, or (rule fill) a neighbouring
// cell is left with no pair that can pass through it.
std::string failsAtOnce(const LabelBoard& b, int c, int l) {
  int nb[4];
  const int n = b.neighbours(c, nb);
  for (int k = 0; k < n; ++k) {
    const int m = b.label(nb[k]);
    if (!b.isPair(m) || m == l) continue;
    const size_t need = b.end(nb[k]) ? 1 : 2;
    if (b.ways(nb[k], m, c).size() < need)
      return "leaves " + b.path(m) + " at " + b.at(nb[k]) + " with " + (need == 1 ? "no way out" : "no way on");
  }
  if (b.unused() >= 0) return "";
  for (int k = 0; k < n; ++k) {
    if (!b.unknown(nb[k])) continue;
    bool any = false;
    for (int m = 0; m < b.pairs() && !any; ++m) any = b.room(nb[k], m, c, l);
    if (!any) return "leaves the cell at " + b.at(nb[k]) + " with no path able to pass through it";
  }
  return "";
}

// Lookahead: a cell where every label but one fails at once.
Found lastSurvivor(const LabelBoard& b) {
  const int labels = b.pairs() + (b.unused() >= 0);
  for (int c = 0; c < b.cells(); ++c) {
    if (!b.unknown(c)) continue;
    int survivor = -1, survivors = 0, tried = 0;
    std::string example;
    int exampleLabel = -1;
    for (int l = 0; l < labels && survivors < 2; ++l) {
      if (b.isPair(l) && !b.room(c, l, -1, -1)) continue;  // no two neighbours for it: not a choice
      ++tried;
      const std::string why = failsAtOnce(b, c, l);
      if (why.empty()) {
        survivor = l, ++survivors;
      } else if (example.empty()) {
        example = why, exampleLabel = l;
      }
    }
    if (survivors != 1 || example.empty()) continue;
    const std::string what = b.isPair(survivor) ? " is on " + b.path(survivor) : " stays unused";
    const std::string other = b.isPair(exampleLabel) ? "putting " + std::to_string(b.number(exampleLabel)) + " there"
                                                     : "leaving it unused";
    return step(b, Hint::Level::Lookahead, {c}, survivor,
                "the cell at " + b.at(c) + what + (tried == 2 ? ": the only other choice, " : ": every other choice fails at once; e.g. ") +
                    other + ", " + example);
  }
  return {};
}

}  // namespace

namespace {

std::optional<Hint> firstStep(const Grid& grid, bool freeRule, const std::vector<Mark>& marks, bool single,
                              bool lookahead) {
  const LabelBoard board(grid, freeRule, marks);
  if (board.contradiction()) return std::nullopt;
  for (Found (*rule)(const LabelBoard&) : {pathEnds, lastLabel, bottlenecks, lastSurvivor}) {
    const bool isSingle = rule == pathEnds || rule == lastLabel;
    if (isSingle ? !single : !lookahead) continue;
    Found f = rule(board);
    if (f.contradiction) return std::nullopt;
    if (f.hint) return f.hint;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Hint> localNumberlinkHint(const Grid& grid, bool freeRule, const std::vector<Mark>& marks) {
  return firstStep(grid, freeRule, marks, true, true);
}

std::optional<Hint> numberlinkHintAtLevel(const Grid& grid, bool freeRule, const std::vector<Mark>& marks,
                                          Hint::Level level) {
  return firstStep(grid, freeRule, marks, level == Hint::Level::Single, level == Hint::Level::Lookahead);
}

}  // namespace dlx::numberlink
