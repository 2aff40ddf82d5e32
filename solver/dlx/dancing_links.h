// Algorithm X with dancing links, after Knuth's dlx1: one flat node array with integer links,
// cover/uncover as exact mirror images, MRV item choice (fewest options; ties: first), and an
// explicit level stack instead of recursion so the search can stop after any node and resume.
// Items with multiplicity m > 1 follow Knuth's Algorithm M for bounds [m, m]: an option chosen
// while branching on such an item is "tweaked" out of the later sibling branches, so every set
// of options is produced once, never as a permutation of another.
//
// Independent parts: when the items still to cover fall into groups that share no available
// option (connected components), each group is searched as a problem of its own, one after the
// other, on the same links (dancing_links_split.cpp). Listing solutions walks the groups'
// solutions like an odometer; a group without a solution ends the branch at once instead of being
// retried against every choice made in the other groups; and after allowBulk() a group is counted
// once and the counts multiply (Solution then stands for multiplicity() solutions).
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

  uint64_t multiplicity() const override { return multiplicity_; }
  void allowBulk() override { bulk_ = true; }
  // Off: the plain search (tests compare against it). Call before the first run().
  void setSplitting(bool on) { splitting_ = on; }
  // Splits found so far (each one a frame of independent groups).
  uint64_t splits() const { return splits_; }
  // On: conflict-directed backjumping (dancing_links_backjump.cpp). Exact like the plain search
  // (counts and listings are the same); ignored when an item has multiplicity > 1. Call before
  // the first run().
  void setBackjumping(bool on);
  // Levels skipped by backjumps so far.
  uint64_t backjumps() const { return backjumped_; }
  // Items looked at while choosing where to branch, so far, while tracking (a forced move costs
  // O(1) of them; see tracking_). Whole scans without tracking are not counted.
  uint64_t itemChecks() const { return itemChecks_; }
  // Whether the search keeps count of items short of options (on by default for large models);
  // the tree, nodes and updates are the same either way. May be called between runs.
  void setTracking(bool on);
  bool tracking() const { return tracking_; }
  // For tests: while tracking, whether the kept count of short items is what a recount gives.
  bool shortCountHolds() const;
  // Puts every item's options in a random order fixed by `seed` (the order in which a level tries
  // them), and with `items` the items too (which of equally constrained items is chosen), so
  // restarts of a first-solution search explore differently. Same solutions, other order. Call
  // before the first run().
  void shuffleOptions(uint64_t seed, bool items = false);

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

  // kTrack: also keep short_ (below) up to date; see tracking_.
  template <bool kTrack> void cover(int item);
  template <bool kTrack> void uncover(int item);
  template <bool kTrack> void hide(int node);
  template <bool kTrack> void unhide(int node);
  template <bool kTrack> void tweak(int node);
  template <bool kTrack> void untweak(int node);
  void coverItem(int item);
  void uncoverItem(int item);
  void tweakOption(int node);
  void untweakOption(int node);
  void commitOption(int node, bool includeSelf);
  void uncommitOption(int node, bool includeSelf);
  int chooseItem(int& degree);
  int recountShort() const;
  void recordSolution();
  void undoLevel();

  // --- independent parts (dancing_links_split.cpp) ---
  // A split node: the active items at that node (in list order) and their groups, smallest first,
  // in frameItems_; the groups' bounds in groupStart_. Frames nest like the search tree.
  struct Frame {
    int levelBase;      // levels_.size() at the split node
    int parentSegment;  // the segment the split node lies in (-1: none)
    int itemsBegin, itemCount;
    int groupBegin, groupCount;  // groupStart_[groupBegin .. groupBegin + groupCount]
    bool bulk;          // count each group once and multiply, instead of listing combinations
    uint64_t product;   // bulk: product of the finished groups' counts
    uint64_t emitted;   // listing: solutions of the split node reported so far
    uint64_t reported;  // bulk after listing: solutions already reported before the switch
  };
  // The levels of one group being searched: levels_[levelStart ..] until the next segment.
  struct Segment {
    int frame, group, levelStart;
    uint64_t found;  // the group's solutions found since it was entered
  };
  bool trySplit();
  uint64_t splitCredit() const;
  int creditShift() const;
  void chargeCheck(uint64_t work);
  uint64_t collectSeeds(int stampO, int stampSeen);
  bool runWaves(uint64_t cap, uint64_t& work);
  int findRoot(int wave);
  void openFrame(const std::vector<int>& all, const std::vector<int>& groupItems,
                 const std::vector<int>& groupBounds, bool bulk, uint64_t reported);
  void enterGroup(int frame, int group);
  void setList(const int* items, int n);
  void popSegment();
  void abortFrame(int frame);
  void undoTo(int depth);
  bool levelTouches(int l, uint32_t mark) const;
  void backjumpFrom(const int* items, int n, int base);
  uint32_t newStamps(int count);
  bool reachedLeaf(uint64_t weight, bool complete);
  bool groupExhausted();
  void switchToBulk();

  // --- conflict-directed backjumping (dancing_links_backjump.cpp) ---
  void startConflicts();
  void failAt(int item);
  void exhaustLevel();
  void markChronological(int from, int to);
  void noteOption();
  bool coveredBy(int item, int& level) const;
  int removalLevel(int option, int except) const;
  void addReasons(int item, uint64_t* set, int below);
  void jumpBack(uint64_t* set, int from);
  // Level l's reasons are levels below l: a row of l/64 + 1 words, rows packed one after another.
  static int rowWords(int level) { return level / 64 + 1; }
  static size_t rowStart(int level) {
    const size_t q = static_cast<size_t>(level) / 64, r = static_cast<size_t>(level) % 64;
    return static_cast<size_t>(level) + 64 * (q * (q - (q > 0 ? 1 : 0)) / 2) + r * q;
  }
  uint64_t* conflicts(int level) { return conf_.data() + rowStart(level); }

  bool backjump_ = false;
  uint64_t backjumped_ = 0;
  int confWords_ = 0;
  std::vector<uint64_t> conf_, scratchSet_;  // per level: the levels its failures depend on
  std::vector<char> chrono_;     // per level: back up one level at a time (a solution lies below)
  std::vector<int> itemOptionStart_, itemOptions_;  // every option of each item, as built
  // Which level covered an item: coverLevel_, valid while that level still holds what it had
  // (its item since it began: pushEpoch_, or its option since chosen: optionEpoch_).
  std::vector<int> coverLevel_;
  std::vector<uint64_t> coverEpoch_, pushEpoch_, optionEpoch_;
  uint64_t epoch_ = 0;

  int items_ = 0;
  int activeHead_ = 0;  // header of the circular list of active primary items
  // Forced moves in O(1) each. MRV takes the first item of the fewest options, so it must look at
  // every active item unless it knows no item has fewer than one way left; then the first item of
  // exactly one way is the choice, and the scan stops there (the same item as a full scan, so the
  // same tree, nodes and updates). short_ counts the primary items that have fewer options left
  // than covers still needed (degree <= 0), kept change by change by hide/unhide and the rest
  // while tracking_ is on. A long chain of forced moves (40,000 monominoes) scanned every active
  // item at every level, O(n^2); a model of kTrackItems primary items or more tracks, as below
  // that a full scan costs less than the counting does in the innermost loop.
  bool tracking_ = false;
  int short_ = 0;
  uint64_t itemChecks_ = 0;  // items looked at by chooseItem, for the tests of the above
  std::vector<char> primary_;
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
  uint64_t multiplicity_ = 1;

  int primaryCount_ = 0;
  bool splitting_ = true, bulk_ = false, rootChecked_ = false;
  uint64_t splits_ = 0;
  uint64_t splitSpent_ = 0;  // link visits spent on checks that found no split
  uint64_t nextCheckAt_ = 0;  // no check before stats_.updates reaches this
  int splitMisses_ = 0;       // checks in a row that found no split
  std::vector<Frame> frames_;
  std::vector<Segment> segments_;
  std::vector<int> frameItems_, groupStart_;
  // Scratch of a split check: stamps per item and option, the waves' queue, union-find per wave.
  uint32_t stamp_ = 0;
  std::vector<uint32_t> itemStamp_, optionStamp_;
  std::vector<int> waveOf_, queue_, seeds_, waveParent_, wavePending_, groupOfRoot_;
  std::vector<int> scratchAll_, scratchItems_, scratchBounds_;
  enum class State { Enter, Advance, Done } state_ = State::Enter;
};

// Undoes the deepest level entirely: its option (if any), then its item (or its tweaks). In the
// header so the search loop inlines it.
inline void DancingLinks::undoLevel() {
  const Level& level = levels_.back();
  if (level.current >= 0) uncommitOption(level.current, level.multi);
  if (level.multi) {
    while (static_cast<int>(tweaked_.size()) > level.tweakBase) {
      untweakOption(tweaked_.back());
      tweaked_.pop_back();
    }
  } else {
    uncoverItem(level.item);
  }
  levels_.pop_back();
}

}  // namespace dlx
