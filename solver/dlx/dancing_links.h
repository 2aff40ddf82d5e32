// Algorithm X with dancing links, after Knuth's dlx1: one flat node array with integer links,
// cover/uncover as exact mirror images, MRV item choice (fewest options; ties: first), and an
// explicit level stack instead of recursion so the search can stop after any node and resume.
// Items with multiplicity m > 1 follow Knuth's Algorithm M for bounds [m, m]: an option chosen
// while branching on such an item is "tweaked" out of the later sibling branches, so every set
// of options is produced once, never as a permutation of another.
#pragma once
#include <cstdint>
#include <vector>

#include "core/search.h"
#include "model.h"

namespace dlx {

class DancingLinks final : public Search {
 public:
  explicit DancingLinks(const ExactCoverModel& model);

  RunStatus run(uint64_t budget) override;
  const SearchStats& stats() const override { return stats_; }
  double progress() const override;

  // The options (model indices, in the order chosen) of the current solution; valid after run()
  // returned Solution.
  const std::vector<int>& solution() const { return solution_; }

 private:
  // Node layout as in dlx1: nodes [0, items) are item headers, then the options' nodes, each
  // option contiguous. Instead of dlx1's spacer nodes every node links to the next node of its
  // option (circularly, as in Knuth's older `dance`), so hide walks an option with no spacer test
  // and no range lookup; one 16-byte node holds everything the inner loops touch.
  // Links (up, down, next) hold byte offsets into links_ (node index * 16), not indices: the
  // inner loops then address a node without a shift, which matters most in wasm (no scaled
  // addressing). `top` is an item index. Everywhere below, a "node" is such an offset.
  struct Link {
    int up, down, top, next;
  };
  static constexpr int kStride = static_cast<int>(sizeof(Link));
  static Link& at(Link* base, int offset) {
    return *reinterpret_cast<Link*>(reinterpret_cast<char*>(base) + offset);
  }
  Link& at(int offset) { return at(links_.data(), offset); }
  const Link& at(int offset) const { return *reinterpret_cast<const Link*>(reinterpret_cast<const char*>(links_.data()) + offset); }
  struct Range {
    int first, end;
  };
  struct Level {
    int item;       // the item branched on
    int current;    // node of the option in use, or -1 before the first
    int degree;     // branching degree when the level began (for the progress estimate)
    int tried;      // options tried so far at this level
    int tweakBase;  // tweaked_.size() when the level began (multiplicity branching)
    bool multi;     // branching on an item that still needs two or more options
  };

  void cover(int item);
  void uncover(int item);
  void hide(int node);
  void unhide(int node);
  void tweak(int node);
  void untweak(int node);
  void commitOption(int node, bool includeSelf);
  void uncommitOption(int node, bool includeSelf);
  int chooseItem(int& degree) const;
  void recordSolution();

  int items_ = 0;
  int activeHead_ = 0;  // header of the circular list of active primary items
  std::vector<Link> links_;     // up/down per node (headers first)
  std::vector<int> optionOf_;   // the option of each node (-1 for headers)
  std::vector<int> len_;   // options currently in each item's list
  std::vector<int> need_;  // times each item must still be covered (secondary: 1)
  std::vector<int> prev_, next_;  // item lists: active primaries, and secondaries apart
  std::vector<Range> optionRange_;
  std::vector<Level> levels_;
  std::vector<int> tweaked_;
  std::vector<int> solution_;
  SearchStats stats_;
  enum class State { Enter, Advance, Done } state_ = State::Enter;
};

}  // namespace dlx
