// The frontier scan: a second, cell-by-cell search for the standard rules (no no-touch
// assumption). Cells are visited in reading order along the narrower side of the grid; at each
// cell the search decides its links to the right and down neighbours. What the rest of the search
// depends on is only the "frontier": for each column, the link (if any) that enters the
// undecided part of the grid there, plus the link entering the current cell from the left, each
// labelled with the partial path it belongs to: its number once one end of that path is a clue,
// else an anonymous id shared by the path's two dangling ends (the mate pair of the classic
// frontier/ZDD solvers). A position is dead when two different numbers join, a path closes a
// loop, a clue gets other than one link, or a cell other than two (fill) / other than 0 or 2
// (free); looking ahead, when a numbered path would run into another number's clue, or when two
// numbers would have to cross in the undecided part (crossed() in the .cpp). Dead frontiers are remembered by a 128-bit hash (position + canonical labels), so a
// failure is never explored twice however the decided part was drawn: sparse puzzles (few long
// paths), where the path search drowns in equivalent routes, collapse to the frontier states.
// Every solution is one sequence of link decisions, so counts are exact under both rules; only
// dead states are cached, so stepping through solutions works as in the path search.
// Statistics: nodes = frontier states visited (budget unit), updates = decisions made.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "numberlink_board.h"
#include "numberlink_cache.h"
#include "numberlink_orientation.h"
#include "numberlink_search.h"

namespace dlx::numberlink {

class ScanSearch final : public NumberlinkSearch {
 public:
  // How scan rows and columns lie on the grid: transpose (scan rows are grid columns), then
  // either order reversed. The frontier is as wide as a scan row.
  using Orientation = ScanOrientation;
  ScanSearch(const Grid& grid, Rules rules, Orientation o);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override;
  const Board& board() const override { return board_; }

 private:
  using Label = uint16_t;  // 0: no link; 1..P: a pair's number; above P: an anonymous path
  // Lists the link choices (bit 0: right, bit 1: down) at position p into frame p; none when the
  // links coming in already make the position dead.
  void expand(int p);
  // Whether two numbers would have to cross in the undecided part (state s at position p).
  bool crossed(const Label* s, int p);
  // Writes the frontier after taking choice `mask` at position p into state p + 1.
  void advance(int p, int mask);
  void canonicalize(Label* s) const;
  void hashState(int p, const Label* s, uint64_t& a, uint64_t& b) const;
  void buildBoard();
  Label* state(int p) { return &states_[static_cast<size_t>(p) * slots_]; }

  struct Frame {
    uint8_t masks[2];
    uint8_t count = 0, index = 0;
    uint64_t solutionsBefore = 0;
  };

  Rules rules_;
  Board board_;
  int width_, height_, size_;  // scan geometry (width_ = frontier width)
  int right_ = 0, down_ = 1;  // board directions of scan right and scan down
  int pairs_;
  size_t slots_;                 // width_ + 1 (the last slot: the link from the left)
  std::vector<Label> clue_;      // per scan position: pair + 1, or 0
  std::vector<int> cellAt_;      // per scan position: the board cell
  std::vector<Label> states_;    // (size_ + 1) frontiers
  std::vector<Frame> frames_;    // per scan position
  std::vector<int> wallClues_;   // scan positions of clues on the grid's edge, clockwise
  std::vector<Label> walk_;      // scratch for crossed(): numbers met along the border
  std::vector<uint8_t> seen_;    // scratch for crossed(): border points per number
  std::vector<Label> open_;      // scratch for crossed(): numbers met once so far
  int depth_ = 0;                // frames in use (the position being looked at)
  FailureCache failed_;
  bool atNewNode_ = true;
  bool done_ = false;
  SearchStats stats_;
};

// Which cells the scan meets first matters enormously (on a sparse 15x15, one side can take a tenth
// of a second where another takes minutes), so several searches run side by side in fixed rounds
// of nodes; the first to find a solution or finish wins, the others are dropped, and the winner
// alone goes on (next solutions, counts). Each candidate enumerates every solution exactly once,
// so counts stay exact; the rounds do not depend on the caller's budgets, so neither does which
// candidate wins (run(1) repeatedly gives the same solutions in the same order as run(big)).
class PortfolioSearch final : public NumberlinkSearch {
 public:
  // withPath: the path search (numberlink_search.h) joins the scans. The grid must outlive it.
  PortfolioSearch(const Grid& grid, Rules rules, bool withPath);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override;
  const Board& board() const override;

 private:
  static constexpr uint64_t kQuantum = 1u << 14;
  // Made on its first turn (the first one at once, for board()): a race often ends (a first
  // solution by a helper, or by the first candidate) before the others would have run at all.
  struct Candidate {
    std::unique_ptr<NumberlinkSearch> search;
    uint64_t quantum;         // nodes per round
    bool path;                // the path search, else the scan from `orientation`
    ScanOrientation orientation;
  };
  NumberlinkSearch& searchOf(Candidate& c);
  void sumStats();

  const Grid& grid_;
  Rules rules_;
  std::vector<Candidate> candidates_;
  size_t next_ = 0;     // whose round it is
  uint64_t left_ = 0;   // nodes left in that round
  int winner_ = -1;
  SearchStats retired_;  // work of dropped candidates
  SearchStats stats_;
};

}  // namespace dlx::numberlink
