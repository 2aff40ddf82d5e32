// The Numberlink position as decisions on edges: every edge between two neighbouring cells is
// undecided, a line, or blank. Deciding an edge propagates what it forces at once (as in the
// fastest published solvers, which decide edges rather than cells):
//   - degree: a clue cell has exactly one line; any other cell two (rule fill) or two or none
//     (rule free); a cell that reached its degree blanks the rest, one that needs all its
//     remaining edges takes them, one that cannot reach its degree is a contradiction;
//   - turns=no-u-turn (numberlink_rules.h): at most two of the four edges inside a 2x2 block are
//     lines; a block with two blanks the others at once;
//   - chains: the lines drawn so far form chains; each open chain end knows its mate (the other end
//     of an anonymous chain) or the pair whose clue the chain starts at. A line may not close a chain
//     on itself, nor join chains of two different numbers; two such ends side by side get the edge
//     between them blanked at once.
// Checks over the whole position (check(), after propagation):
//   - cut counting: for every row and column cut, the pairs whose two open ends lie on different
//     sides must cross it, each anonymous chain already across it can carry one of them, and the
//     crossings still to come have the parity of all the chains across it; the undecided edges on
//     the cut must allow that;
//   - reach: the cells not on a numbered chain form regions (through undecided edges and through
//     anonymous chains); each unfinished pair's two ends must touch a common region (or each
//     other), and every region that must be used (all of them under rule fill; those holding a line
//     under rule free) must touch both ends of some pair.
// Every rule here follows from the puzzle's rules alone (no uniqueness assumption), so a search
// that branches on edges and prunes with it finds every solution exactly once.
// All state lives in flat arrays; every write goes through a trail so rollback(mark) restores the
// position exactly (decisions are undone in reverse order, as in a dancing-links search).
#pragma once
#include <cstdint>
#include <vector>

#include "numberlink_board.h"
#include "numberlink_grid.h"

namespace dlx::numberlink {

enum EdgeState : int { kUndecided = 0, kLine = 1, kBlank = 2 };

class EdgeField {
 public:
  // canonical: also refuse corners that open away from every clue (see cornerAllowed_ below);
  // sound only for finding some solution of a puzzle that has one, not for counting.
  // turns: Turns::NoUTurn refuses every U-turn (exact under that convention).
  EdgeField(const Grid& grid, Rule rule, bool canonical = false, Turns turns = Turns::Any);
  // The state's arrays point into store_ (moving keeps them valid; a copy would not).
  EdgeField(const EdgeField&) = delete;
  EdgeField& operator=(const EdgeField&) = delete;
  EdgeField(EdgeField&&) = default;
  EdgeField& operator=(EdgeField&&) = default;

  // Geometry: cells of the grid padded with a one-cell border, so neighbours need no bounds
  // checks; cell c's right edge is 2c and its down edge 2c+1.
  int width() const { return width_; }
  int height() const { return height_; }
  int stride() const { return stride_; }
  int cellOf(int x, int y) const { return (y + 1) * stride_ + x + 1; }
  int xOf(int cell) const { return cell % stride_ - 1; }
  int yOf(int cell) const { return cell / stride_ - 1; }
  int step(int d) const { return step_[d]; }  // right, down, left, up
  // The edge leaving `cell` in direction d.
  int edgeAt(int cell, int d) const {
    switch (d) {
      case 0: return 2 * cell;
      case 1: return 2 * cell + 1;
      case 2: return 2 * (cell - 1);
      default: return 2 * (cell - stride_) + 1;
    }
  }
  int edge(int e) const { return edge_[static_cast<size_t>(e)]; }
  int lines(int cell) const { return lines_[static_cast<size_t>(cell)]; }
  int undecided(int cell) const { return open_[static_cast<size_t>(cell)]; }
  bool isClue(int cell) const { return need_[static_cast<size_t>(cell)] == 1; }
  // Whether the cell is an open chain end belonging to a pair (the pair index), else -1.
  int pairAt(int cell) const {
    const int t = tag_[static_cast<size_t>(cell)];
    return t <= kNumbered ? kNumbered - t : -1;
  }
  int pairs() const { return pairs_; }
  int unfinishedPairs() const { return *unfinished_; }
  // The two open ends of an unfinished pair (cells), or -1 once finished.
  int pairEnd(int pair, int side) const { return pairEnd_[static_cast<size_t>(2 * pair + side)]; }
  int undecidedEdges() const { return *undecidedEdges_; }
  bool failed() const { return failed_; }

  // What the last contradiction was, for messages about puzzles that fail before any search.
  enum class Why { None, Degree, Loop, TwoNumbers, Cut, Apart, Stranded, Parity };
  struct Failure {
    Why why = Why::None;
    int cell = -1;  // the cell (Degree, Loop, TwoNumbers, Stranded) or a pair end (Apart)
    int pair = -1, other = -1;  // Apart: the pair that cannot be connected; TwoNumbers: both
    int colourExcess = 0;       // Parity: dark minus light cells the paths would have to cover
    bool rowCut = false;
    int cut = -1;   // Cut: the cut between column (or row) cut and cut+1
  };
  const Failure& failure() const { return failure_; }

  // Decides edge e and propagates; false on a contradiction (then roll back).
  bool decide(int e, int state);
  // The whole-position checks above; false when the position has no solution.
  bool check();
  // Cut counting alone: a fraction of check()'s time on large grids, for searches that only want
  // a first solution soon (the reach check rarely fires on published puzzles' canonical search).
  bool checkCuts() { return cutsHold(); }

  // A 128-bit key of what the rest of the search depends on when every cell before order[from]
  // is finished: the edges and chain ends of the cells from there on (how the finished part was
  // drawn does not matter), and under no-u-turn also the edges parallel to theirs one cell away
  // (a 2x2 block can have both cells of its far side finished). Two positions with one key have
  // the same solutions below them.
  void key(const std::vector<int>& order, size_t from, uint64_t& a, uint64_t& b) const;

  // Trail marks: rollback(mark()) undoes everything decided since.
  size_t mark() const { return trail_.size(); }
  void rollback(size_t mark);
  // Statistics: edge decisions made (propagated ones included).
  uint64_t decisions() const { return decisions_; }

 private:
  static constexpr int kInterior = -1;  // not an open chain end
  static constexpr int kNumbered = -2;  // tags <= kNumbered: open end of pair (kNumbered - tag)
  static int numbered(int pair) { return kNumbered - pair; }

  // Always inlined: once per changed slot, and the web build (clang) called it out of line, 13% of
  // a flow-12x12 uniqueness check there (gcc inlines it).
  [[gnu::always_inline]] void set(int& slot, int value) {
    trail_.push_back({static_cast<uint32_t>(&slot - store_.data()), slot});
    slot = value;
  }
  static int& at(int* v, int i) { return v[i]; }
  bool setEdge(int e, int state);                 // records one decision, queues its cells
  bool cornersHold(int cell) const;
  bool runHolds(int cell) const;
  bool squaresHold(int edge);                     // the U-turn rule beside a new line (and, canonical, nests)
  bool join(int a, int b);                        // the chains ending at a and b become one
  bool inspect(int cell);                         // degree and end-adjacency rules at one cell
  bool propagate();                               // inspects queued cells until none is left
  void anonSpan(int a, int b, int sign);          // an anonymous chain a..b enters/leaves the cut counts
  bool parityHolds(const std::vector<Pair>& pairs);
  bool cutsHold();
  bool reachHolds();
  bool fail(Why why = Why::Degree, int cell = -1) {
    failed_ = true;
    failure_.why = why;
    failure_.cell = cell;
    return false;
  }

  int width_, height_, stride_;
  int step_[4];
  Rule rule_;
  int pairs_ = 0;
  bool canonical_;
  bool noUTurn_;
  // Per cell, bit 0: a clue lies on its down-right diagonal, bit 1: on its down-left diagonal.
  // A solution with a corner opening down-right (or down-left) at a cell without such a clue can
  // be redrawn around that corner into a second solution, so a puzzle with exactly one solution
  // has none; the canonical search refuses them (and is followed by the exact search). Likewise a
  // path that runs along a row and turns up at both ends, with no clue and no line along the row
  // above between them (a U-turn that could be drawn differently), three sides of a unit square,
  // and a corner whose inner diagonal neighbour is not a clue without a like corner there.
  std::vector<uint8_t> cornerAllowed_;
  std::vector<int> need_;     // per cell: 1 clue, 2 other cells, 0 border
  // Everything the trail restores, in one block, so a trail entry is a 32-bit offset into it and
  // the old value (8 bytes, not a pointer and a value's 16: the trail is most of the memory a
  // search on a large grid holds). The arrays below point into it.
  std::vector<int> store_;
  int* lines_ = nullptr;    // per cell: line edges
  int* open_ = nullptr;     // per cell: undecided edges
  int* tag_ = nullptr;      // per cell: kInterior, mate cell (anonymous end), or numbered(pair)
  int* edge_ = nullptr;     // per edge: EdgeState
  int* pairEnd_ = nullptr;  // per pair: its two open ends
  int* cutX_ = nullptr;     // per column cut x|x+1 (width - 1 of them): undecided edges across it
  int* cutY_ = nullptr;     // per row cut y|y+1 (height - 1)
  int* anonX_ = nullptr;    // anonymous chains spanning column cuts, as differences per column (width + 1)
  int* anonY_ = nullptr;    // (height + 1)
  int* unfinished_ = nullptr;      // one slot: pairs not yet connected
  int* undecidedEdges_ = nullptr;  // one slot
  bool failed_ = false;
  Failure failure_;
  uint64_t decisions_ = 0;
  struct Undo {
    uint32_t slot;  // offset in store_
    int value;      // what it held before
  };
  std::vector<Undo> trail_;
  std::vector<int> queue_;  // cells to inspect
  // Scratch for the whole-position checks.
  struct Surplus {
    int dark;      // dark minus light cells in a region
    int up, down;  // pairs that can reach it and would add one dark cell more, or one fewer
  };
  std::vector<int> region_, stack_, spanX_, spanY_;
  std::vector<int8_t> colour_;  // per cell: +1 dark, -1 light (checkerboard), 0 border
  std::vector<int> regionUsed_;  // per region: 0 unused so far, 1 need not be used, 2 + last pair seen
  std::vector<Surplus> surplus_;
};

}  // namespace dlx::numberlink
