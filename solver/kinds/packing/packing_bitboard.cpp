// Fill the first empty cell: the free cells are bits of one word (at most 64 cells) or of a few
// words (packing_bits.h: wider boards), numbered along the board's shorter side so the frontier
// of filled cells stays short (one word: over the free cells' bounding box when it fits, walls
// being bits never filled, so a neighbour is a shift away). At each step the lowest empty bit must
// be covered by a placement whose lowest bit it is, so each tiling is reached once, and a group
// with k copies never yields the k! orders of its copies. Placement tables are built once; the
// search keeps an explicit stack so it can stop after any node and resume.
//
// Prunings: a single-copy "root" group (the symmetry-restricted piece, else the one with the
// fewest placements, like X in pentominoes) is placed first, before filling cells; after each
// placement a cell next to it left with no empty neighbour is a dead end (one-cell hole; on a
// bounding-box board the whole board is checked by shifts, two-cell pockets too). The tables are
// filtered harder: a pocket smaller than the smallest piece, or whose size no sum of piece sizes
// can reach (not a multiple of their gcd), is dead.
//
// Tuned tables (the default; `tuned` off gives the earlier tables, for the bench): a placement
// that walls off a dead pocket on the empty board is never listed; once the root piece is placed
// the table is filtered again against it (no placement overlapping it or cutting off a dead
// pocket next to it, none the symmetry plan drops as a mirror twin; a cell at a time, as slices
// need it), so the inner loop never sees those; and each cell's placements are split into slices
// by which of the next kKeyBits cells are filled, built as the search first needs them.
// Every slice is sorted by group, and a level walks only the runs of groups with copies left (a
// mask of them per level), so placements of used pieces are never looked at: what a table per
// (cell, set of free pieces) would give, without its memory.
#include <algorithm>
#include <atomic>
#include <bit>
#include <memory>
#ifndef DLX_NO_SUBTREES
#include <mutex>
#endif
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <type_traits>
#include <utility>

#include "packing_bits.h"
#include "packing_search.h"

namespace dlx::packing {

namespace {

// Pockets are grown to at most this many times the smallest piece before being called alive:
// measured on pentominoes, growing further costs more time than the nodes it saves.
constexpr int kPocketFactor = 2;
// A fill table per root placement costs a pass over every placement; past this many roots (a
// puzzle without symmetry pruning whose rarest piece still fits in many places) the search is
// often too short to earn it back, so the roots share the one table.
constexpr size_t kMaxRootTables = 64;
// Placements below each root kept for reuse (by later parts of a split, and by all threads) up to
// this size; past it a search filters its own for each root as it comes.
constexpr size_t kRootCacheBytes = size_t{32} << 20;
// Cells after the lowest empty one whose state picks the table slice (2^kKeyBits slices a cell).
// Measured on the pentomino boards (in-process ms, 6x10 / 5x12 / 4x15 / 8x8), tables built in
// full: no key 74 / 32 / 6.3 / 26, 3 bits 68 / 28 / 6.4 / 27, 5 bits 64 / 26 / 5.1 / 29, 6 bits 67
// / 26 / 5.7 / 30; slices built as needed: 4 bits 65 / 19.8 / 4.6 / 6.1, 5 bits 59 / 19.1 / 4.1 /
// 6.3, 6 bits 58 / 18.0 / 4.0 / 6.3, 7 bits 55 / 17.9 / 3.9 / 6.0; with no table built in full
// any more (each search slices its own), 6 bits 55.4 / 17.2 / 3.9 / 6.1, 7 bits 52.4 / 17.1 / 3.7
// / 5.8. Each bit doubles the room a table reserves (7 bits: 128 entries per placement).
constexpr int kKeyBits = 7;

// 16 bytes for one word: the keyed tables repeat entries, and the search walks them in order.
template <class B>
struct Entry {
  B mask;
  int placement;
  uint8_t group;
};

// A fill table: entries grouped into slices (see keyBits_). It builds a slice when the search
// first comes to it, into room reserved for every slice, so the entries never move: a short count
// (3x20 meets a few hundred of a root table's 1,920 slices) skips most of the building.
template <class B>
struct Table {
  std::vector<Entry<B>> entries;
  // Per slice, where its header starts in `headers` (0 until built: headers[0] is no slice's).
  // One int per slice: these are cleared for every root, and most are never read.
  std::vector<int> at;
  // A slice's header: the groups with entries in it (two ints, low half first), where its entries
  // begin, and where each group's run starts relative to that (entries are sorted by group): group
  // g's from begin + starts[g] to begin + starts[g + 1], starts[groups] being the slice's size.
  std::vector<int> headers;
  std::vector<int> built;  // slices built since the last reset: a reset clears only those (a full
                           // clear of 7,680 slices per root was 13% of a split 4x15 count)
};

// The placements left below one placed root (see keepsBelowRoot), filtered one cell at a time when
// a search first builds a slice of that cell: a short count (3x20) meets few cells below each
// root, where filtering the whole table (a pocket check per placement) was a quarter of its work.
template <class B>
struct RootKept {
  // Cell b's from SharedTables::cellStart[b], up to end[b]. Room for all of sorted, left
  // uninitialised: only the cells a search reaches are written (and their pages touched).
  std::unique_ptr<Entry<B>[]> entries;
  // Per cell, -1 until filtered; set (release) once the cell's entries are written, so a search
  // that sees it set reads them without a lock (call_once on every slice cost 2% on 4x15).
  std::unique_ptr<std::atomic<int>[]> end;
  RootKept() = default;
  RootKept(const RootKept&) {}  // a copy starts empty: fresh() copies searches that never placed a root
};

// What a search reads but never changes, built once and shared with the searches fresh() makes
// (--jobs threads, split): copying it per part cost more than the parts' search on 6x10.
template <class B>
struct SharedTables {
  std::vector<Entry<B>> sorted;  // every non-root placement, sorted by lowest bit, then group
  std::vector<int> cellStart;    // bit -> first entry of sorted whose lowest bit it is
  std::vector<Entry<B>> roots;   // the root group's placements
  std::vector<B> borders;        // placement -> empty-able cells next to it (where pockets can be cut off)
  const std::vector<std::vector<int>>* dropped = nullptr;  // root placement -> placements its table
                                                           // leaves out (the plan's, which outlives us)
#ifndef DLX_NO_SUBTREES  // the page's build runs one search at a time: nothing to share
  // Per root placement, while their room is under kRootCacheBytes: what is left below it, shared
  // by split parts and threads that meet the same root (each cell filtered once); each search
  // slices it into its own table. Past the cap a search filters its own for each root it meets.
  std::vector<std::unique_ptr<RootKept<B>>> rootKept;
  std::vector<std::unique_ptr<std::once_flag[]>> cellOnce;  // per root, per cell
  std::unique_ptr<std::once_flag[]> rootOnce;
  std::atomic<size_t> cachedBytes{0};
#endif
};

// One level's slice of a table, tried one group run at a time, only runs of groups with copies
// left: the search never steps over a used piece's placements (on 4x15 those were 1.4 steps per
// level, each a load the next one waited for). Pointers stay valid while the level lives (a table
// is replaced only when the root level changes its choice, with no deeper levels left).
template <class B>
struct Frame {
  using E = Entry<B>;
  const E* next;       // next entry to try, in the run being tried
  const E* end;        // one past that run
  const E* chosen;     // entry placed now, nullptr if none
  const E* first;      // the slice's first entry (for progress and branch numbers)
  const E* last;       // one past its last entry
  const int* starts;   // where its group runs start, relative to first (see Table)
  uint64_t pending;    // groups whose runs are still to try (free when the level was entered)
};

// B: the cell set type, uint64_t or bits::Wide<W> (see makeBitboardSearch for which boards get which).
template <class B>
class BitboardSearch final : public PlacementSearch {
 public:
  BitboardSearch(const PackingProblem& problem, const std::vector<char>& keep, int rootGroup, bool tuned,
                 const SymmetryPlan* plan);

  RunStatus run(uint64_t budget) override;
  template <bool kSingles>
  RunStatus runLoop(uint64_t limit);
  const SearchStats& stats() const override { return stats_; }
  double progress() const override;
  bool dropsTwins() const override { return dropsTwins_; }
  const std::vector<int>& placements() const override { return placements_; }

#ifndef DLX_NO_SUBTREES  // native builds only (CMakeLists.txt): split, --jobs
  bool subtrees() const override { return true; }
  std::vector<int> liveBranches() override;
  bool descend(int branch) override;
  std::unique_ptr<PlacementSearch> fresh() const override;
#endif

 private:
  BitboardSearch(const BitboardSearch&) = default;  // for fresh(), which re-points the copy
  using Entry = packing::Entry<B>;
  using Frame = packing::Frame<B>;

  // The table slice for the lowest empty cell `bit` of `occupied`: its entries that miss the
  // filled cells among the next keyBits_ bits.
  int sliceOf(const B& occupied, int bit) const {
    if constexpr (std::is_same_v<B, uint64_t>)
      return (bit << keyBits_) | static_cast<int>((occupied >> bit >> 1) & ((uint64_t{1} << keyBits_) - 1));
    return bit;
  }
  // The level that fills the lowest empty cell of `occupied`, its slice built if it was not.
  // levelFor and oneCellHole run at every node: forced inline, as clang left both as calls in the
  // wasm build (g++ inlines them natively); buildSlice, their cold part, stays a call. wasm 6x10
  // count (in Node, interleaved, min of 11): 88 -> 73 ms; native the same.
  [[gnu::always_inline]] Frame levelFor(const B& occupied, uint64_t freeGroups) {
    const int slice = sliceOf(occupied, bits::lowest(~occupied & full_));
    const int at = table_->at[slice];
    const int* header = table_->headers.data() + (at ? at : buildSlice(slice));  // table_ is scratch_
    const uint64_t groupsIn = static_cast<uint32_t>(header[0]) | uint64_t{static_cast<uint32_t>(header[1])} << 32;
    const int* starts = header + 3;
    const Entry* first = table_->entries.data() + header[2];
    return {first, first, nullptr, first, first + starts[groupSize_.size()], starts, freeGroups & groupsIn};
  }
  void push() { frames_[depth_++] = levelFor(occupied_, freeGroups_); }
  bool rootLevel(const Frame& f) const { return hasRoot_ && &f == frames_.data(); }
  void place(Frame& f, const Entry* e);
  const B& border(const Entry& e) const { return tables_->borders[e.placement]; }
  bool usable(const Entry& e) const { return ((freeGroups_ >> e.group) & 1) && !bits::meets(e.mask, occupied_); }
  bool deadPocket(const B& occupied, const B& border) const;
  // A cell next to the piece just placed whose neighbours are all filled: constant work per
  // border cell, where deadPocket grows whole pockets. Run at every node it is the cheaper
  // prune (measured on the pentomino boards: 6x10 102 -> 94 ms, 5x12 47 -> 39 ms, the larger
  // pockets it lets through die a few levels down); the tables keep the full pocket filter.
  // On a grid_ board the whole board is checked with shifts instead, in fewer steps than the
  // border walk, and two-cell pockets too when no piece is that small (6x10: 4% fewer nodes).
  [[gnu::always_inline]] bool oneCellHole(const B& occupied, const Entry& placed) const {
    if constexpr (std::is_same_v<B, uint64_t>) {
      if (grid_) {
        const uint64_t e = full_ & ~occupied;
        const uint64_t prev = (e << 1) & notFirstMinor_, next = (e >> 1) & notLastMinor_;
        const uint64_t left = e << minors_, right = e >> minors_;
        const uint64_t any = prev | next | left | right;
        const uint64_t two = (prev & next) | ((prev | next) & (left | right)) | (left & right);
        const uint64_t one = e & any & ~two;  // empty cells with exactly one empty neighbour
        const uint64_t pairs = one & (((one >> 1) & notLastMinor_) | (one >> minors_));  // two-cell pockets
        return ((e & ~any) | (pairs & pairMask_)) != 0;
      }
    }
    const B empty = ~occupied;
    bool dead = false;
    bits::forEach(border(placed) & empty, [&](int c) { dead |= !bits::meets(neighbours_[c], empty); });
    return dead;
  }
  static bool connected(const Shape& shape);
  void sortByCell(std::vector<Entry>& entries) const;
  void reset(Table<B>& table) const;
  [[gnu::noinline]] int buildSlice(int slice);  // cold: kept out of the search loop
  bool keepsBelowRoot(const Entry& e) const;
  void startRoot(RootKept<B>& kept) const;
  void filterCell(RootKept<B>& kept, int bit) const;
  const Table<B>* rootTable(const Entry& root);

  int cells_ = 0;   // bits in use: the free cells, or the cells of their bounding box (grid_)
  bool grid_ = false;  // bit = major * minors_ + minor over the bounding box (uint64_t only)
  int minors_ = 0;
  B notFirstMinor_{}, notLastMinor_{};  // grid_: cells with a neighbour one bit down / up
  B pairMask_{};  // grid_: all ones when a two-cell pocket is dead (no piece set can fill it), else 0
  bool tuned_ = true, hasRoot_ = false, dropsTwins_ = false;
  bool rootTables_ = false;  // tuned, with few enough roots that a table per root pays off
  // Tuned tables have a slice per (lowest empty cell, which of the next keyBits_ cells are
  // filled), holding only the entries that miss those cells: most placements that would meet a
  // filled cell are never looked at. Untuned (and wide) tables have a slice per cell.
  int keyBits_ = 0;
  std::shared_ptr<SharedTables<B>> tables_ = std::make_shared<SharedTables<B>>();
  Table<B> scratch_;  // the fill table (a root's, or the one for every level), memory reused
  const Table<B>* table_ = nullptr;  // the table the fill levels use
  // With root tables: the root placed now, the cells near it (see keepsBelowRoot) and what is left
  // below it (shared, or this search's own).
  const Entry* root_ = nullptr;
  B rootNear_{};
  RootKept<B>* kept_ = nullptr;
  RootKept<B> ownKept_;
#ifndef DLX_NO_SUBTREES
  std::once_flag* cellOnce_ = nullptr;  // kept_ shared: a flag per cell, else null
#endif
  std::vector<B> neighbours_;  // bit -> bits of its free neighbours
  std::vector<int> groupSize_;
  int minSize_ = 1, sizeGcd_ = 1;
  bool pockets_ = true;  // pocket pruning is sound (every piece is edge-connected)
  bool holes_ = true;    // so is the one-cell hole check (and no piece is a single cell)
  std::vector<int> remaining_;  // copies left per group (not kept up by runLoop<true>)
  bool singles_ = false;        // every group one copy, every piece one size (see runLoop)
  uint64_t freeGroups_ = 0;     // bit g: group g has copies left (at most 64 groups, see below)
  std::vector<Frame> frames_;  // levels [0, depth_); sized once (a level covers a cell)
  size_t depth_ = 0;
  std::vector<int> placements_;
  B full_{}, occupied_{};
  SearchStats stats_;
  bool done_ = false, started_ = false;
  size_t floor_ = 0;  // levels fixed by descend(): run() never backs up past them
};

template <class B>
BitboardSearch<B>::BitboardSearch(const PackingProblem& problem, const std::vector<char>& keep, int rootGroup, bool tuned,
                                  const SymmetryPlan* plan)
    : tuned_(tuned) {
  const int n = problem.cellCount();
  // Bit order: column by column when the board is wider than tall, else row by row, so the
  // lowest empty cell runs along the shorter side. When the free cells' bounding box fits one
  // word, each cell of the box gets a bit (walls are bits never in full_): a neighbour is then a
  // shift away and the whole board is checked for one-cell holes in a few word operations.
  const bool byColumn = problem.width() > problem.height();
  int lo[2] = {problem.width(), problem.height()}, hi[2] = {-1, -1};  // (major, minor) bounds
  auto majorMinor = [&](const Cell& c) { return byColumn ? std::make_pair(c.x, c.y) : std::make_pair(c.y, c.x); };
  for (int c = 0; c < n; ++c) {
    const auto [major, minor] = majorMinor(problem.cell(c));
    lo[0] = std::min(lo[0], major), hi[0] = std::max(hi[0], major);
    lo[1] = std::min(lo[1], minor), hi[1] = std::max(hi[1], minor);
  }
  const int majors = hi[0] - lo[0] + 1, minors = hi[1] - lo[1] + 1;
  grid_ = std::is_same_v<B, uint64_t> && n > 0 && majors * minors <= 64;
  std::vector<int> bitOf(n);
  if (grid_) {
    cells_ = majors * minors;
    minors_ = minors;
    for (int c = 0; c < n; ++c) {
      const auto [major, minor] = majorMinor(problem.cell(c));
      bitOf[c] = (major - lo[0]) * minors + (minor - lo[1]);
    }
    for (int b = 0; b < cells_; ++b) {
      if (b % minors != 0) notFirstMinor_ |= bits::single<B>(b);
      if (b % minors != minors - 1) notLastMinor_ |= bits::single<B>(b);
    }
  } else {
    cells_ = n;  // free cells are numbered row by row: renumber them along the major axis
    int next = 0;
    for (int major = lo[0]; major <= hi[0]; ++major)
      for (int minor = lo[1]; minor <= hi[1]; ++minor) {
        const int c = byColumn ? problem.cellAt(major, minor) : problem.cellAt(minor, major);
        if (c >= 0) bitOf[c] = next++;
      }
  }
  for (int c = 0; c < n; ++c) full_ |= bits::single<B>(bitOf[c]);

  neighbours_.assign(cells_, B{});
  for (int c = 0; c < n; ++c) {
    const Cell& cell = problem.cell(c);
    for (const Cell& d : {Cell{1, 0}, Cell{-1, 0}, Cell{0, 1}, Cell{0, -1}}) {
      const int other = problem.cellAt(cell.x + d.x, cell.y + d.y);
      if (other >= 0) neighbours_[bitOf[c]] |= bits::single<B>(bitOf[other]);
    }
  }
  minSize_ = n;
  sizeGcd_ = 0;
  for (const PieceGroup& g : problem.groups()) {
    freeGroups_ |= uint64_t{1} << remaining_.size();
    groupSize_.push_back(g.size);
    remaining_.push_back(g.count());
    minSize_ = std::min(minSize_, g.size);
    sizeGcd_ = std::gcd(sizeGcd_, g.size);
    // A piece with gaps can cover cells of several pockets at once: no pocket argument holds.
    pockets_ = pockets_ && connected(g.orientations.front());
  }

  SharedTables<B>& t = *tables_;
  t.borders.assign(problem.placementCount(), B{});
  for (int p = 0; p < problem.placementCount(); ++p) {
    if (!keep[p]) continue;
    Entry e{B{}, p, static_cast<uint8_t>(problem.placementGroup(p))};
    for (int c : problem.placementCells(p)) e.mask |= bits::single<B>(bitOf[c]);
    B& around = t.borders[p];
    bits::forEach(e.mask, [&](int c) { around |= neighbours_[c]; });
    around &= ~e.mask;
    // Tuned: a placement that cuts off a dead pocket of the empty board can never be used.
    if (tuned_ && deadPocket(e.mask, around)) continue;
    (e.group == rootGroup ? t.roots : t.sorted).push_back(e);
  }
  holes_ = pockets_ && minSize_ > 1;
  singles_ = !remaining_.empty();
  for (size_t g = 0; g < remaining_.size(); ++g) singles_ = singles_ && remaining_[g] == 1 && groupSize_[g] == minSize_;
  if (minSize_ > 2) pairMask_ = ~B{};
  if (std::is_same_v<B, uint64_t> && tuned_) keyBits_ = kKeyBits;
  sortByCell(t.sorted);
  hasRoot_ = !t.roots.empty();
  rootTables_ = hasRoot_ && tuned_ && t.roots.size() <= kMaxRootTables;
  t.cellStart.assign(cells_ + 1, 0);
  for (const Entry& e : t.sorted) ++t.cellStart[bits::lowest(e.mask) + 1];
  for (int b = 0; b < cells_; ++b) t.cellStart[b + 1] += t.cellStart[b];
  if (!rootTables_) {  // one fill table for every level, else each root brings its own
    reset(scratch_);
    table_ = &scratch_;
  }
  frames_.resize(static_cast<size_t>(n) + 2);
  if (hasRoot_) {
    std::vector<Entry>& roots = t.roots;
#ifndef DLX_NO_SUBTREES
    if (rootTables_) {
      t.rootKept.resize(roots.size());
      t.cellOnce.resize(roots.size());
      t.rootOnce.reset(new std::once_flag[roots.size()]);
    }
#endif
    const Entry* all = roots.data() + roots.size();  // one group: a single run
    frames_[depth_++] = {roots.data(), all, nullptr, roots.data(), all, nullptr, 0};
    // The plan's twin drops need a table per root; the plan must restrict this root group.
    if (rootTables_ && plan && plan->restrictedGroup == rootGroup && !plan->secondDropped.empty()) {
      t.dropped = &plan->secondDropped;
      dropsTwins_ = true;
    }
  } else {
    push();
  }
}

// Sorts a table by (lowest bit, group): a stable counting sort by group, then by lowest bit (in
// the page's wasm a comparison sort was a few KB of its budgeted download).
template <class B>
void BitboardSearch<B>::sortByCell(std::vector<Entry>& entries) const {
  std::vector<Entry> from;
  for (int pass = 0; pass < 2; ++pass) {
    auto key = [&](const Entry& e) { return pass == 0 ? e.group : bits::lowest(e.mask); };
    std::vector<int> start((pass == 0 ? 64 : cells_) + 1, 0);
    for (const Entry& e : entries) ++start[key(e) + 1];
    for (size_t k = 1; k < start.size(); ++k) start[k] += start[k - 1];
    from.swap(entries);
    entries.resize(from.size());
    for (const Entry& e : from) entries[start[key(e)]++] = e;
  }
}

// Empties a table for a new source (every slice unbuilt), keeping its memory. Room is reserved
// for every slice, so levels can point into the table while deeper ones build theirs.
template <class B>
void BitboardSearch<B>::reset(Table<B>& into) const {
  const size_t slices = static_cast<size_t>(cells_) << keyBits_;
  into.entries.clear();
  into.entries.reserve(tables_->sorted.size() << keyBits_);
  into.headers.assign(1, 0);
  into.headers.reserve(1 + slices * (groupSize_.size() + 4));
  if (into.at.size() != slices) into.at.assign(slices, 0);
  else
    for (int slice : into.built) into.at[slice] = 0;
  into.built.clear();
}

// One slice of scratch_: the entries of its cell that miss the filled cells of its key (below a
// root, of those the root keeps), with its header; returns where the header starts.
template <class B>
int BitboardSearch<B>::buildSlice(int slice) {
  const int bit = slice >> keyBits_;
  const uint64_t key = static_cast<uint64_t>(slice) & ((uint64_t{1} << keyBits_) - 1);
  const Entry* source = tables_->sorted.data();
  int to = tables_->cellStart[bit + 1];
  if (root_) {
    to = kept_->end[bit].load(std::memory_order_acquire);
    if (to < 0) {
#ifndef DLX_NO_SUBTREES
      if (cellOnce_) std::call_once(cellOnce_[bit], [&] { filterCell(*kept_, bit); });
#endif
      if (kept_->end[bit].load(std::memory_order_acquire) < 0) filterCell(*kept_, bit);  // this search's own
      to = kept_->end[bit].load(std::memory_order_acquire);
    }
    source = kept_->entries.get();
  }
  std::vector<Entry>& table = scratch_.entries;
  std::vector<int>& headers = scratch_.headers;
  const size_t first = table.size(), at = headers.size(), starts = at + 3;
  headers.resize(starts);  // the groups and where the entries begin, written below
  uint64_t groupsIn = 0;
  for (int i = tables_->cellStart[bit]; i < to; ++i) {
    bool fits = true;
    if constexpr (std::is_same_v<B, uint64_t>) fits = ((source[i].mask >> bit >> 1) & key) == 0;
    if (!fits) continue;
    const int g = source[i].group;  // ascending within a cell (sortByCell)
    groupsIn |= uint64_t{1} << g;
    while (headers.size() <= starts + g) headers.push_back(static_cast<int>(table.size() - first));
    table.push_back(source[i]);
  }
  while (headers.size() <= starts + groupSize_.size()) headers.push_back(static_cast<int>(table.size() - first));
  headers[at] = static_cast<int>(static_cast<uint32_t>(groupsIn));
  headers[at + 1] = static_cast<int>(static_cast<uint32_t>(groupsIn >> 32));
  headers[at + 2] = static_cast<int>(first);
  scratch_.at[slice] = static_cast<int>(at);
  scratch_.built.push_back(slice);
  return static_cast<int>(at);
}

// Whether a placement stays below the root placed now: what overlaps it, cuts off a dead pocket
// next to it or is the plan's twin drop below it goes.
template <class B>
bool BitboardSearch<B>::keepsBelowRoot(const Entry& e) const {
  if (bits::meets(e.mask, root_->mask)) return false;
  if (bits::meets(border(e), rootNear_) && deadPocket(e.mask | root_->mask, border(e))) return false;
  if (!dropsTwins_) return true;
  const std::vector<int>& dropped = (*tables_->dropped)[root_->placement];  // ascending (planSymmetry)
  return !std::binary_search(dropped.begin(), dropped.end(), e.placement);
}

// Room for what a root keeps, every cell unfiltered (a cell's kept entries fit in its part of sorted).
template <class B>
void BitboardSearch<B>::startRoot(RootKept<B>& kept) const {
  if (!kept.entries) kept.entries.reset(new Entry[tables_->sorted.size()]);
  if (!kept.end) kept.end.reset(new std::atomic<int>[cells_]);
  for (int b = 0; b < cells_; ++b) kept.end[b].store(-1, std::memory_order_relaxed);
}

template <class B>
void BitboardSearch<B>::filterCell(RootKept<B>& kept, int bit) const {
  int to = tables_->cellStart[bit];
  for (int i = to; i < tables_->cellStart[bit + 1]; ++i)
    if (keepsBelowRoot(tables_->sorted[i])) kept.entries[to++] = tables_->sorted[i];
  kept.end[bit].store(to, std::memory_order_release);
}

template <class B>
const Table<B>* BitboardSearch<B>::rootTable(const Entry& root) {
  root_ = &root;
  kept_ = &ownKept_;
#ifndef DLX_NO_SUBTREES
  cellOnce_ = nullptr;
  SharedTables<B>& t = *tables_;
  const size_t r = static_cast<size_t>(&root - t.roots.data());
  std::call_once(t.rootOnce[r], [&] {
    const size_t bytes = t.sorted.size() * sizeof(Entry);
    if (t.cachedBytes.fetch_add(bytes) + bytes > kRootCacheBytes) {
      t.cachedBytes.fetch_sub(bytes);
      return;
    }
    t.rootKept[r] = std::make_unique<RootKept<B>>();
    startRoot(*t.rootKept[r]);
    t.cellOnce[r].reset(new std::once_flag[cells_]);
  });
  if (t.rootKept[r]) kept_ = t.rootKept[r].get(), cellOnce_ = t.cellOnce[r].get();
#endif
  if (kept_ == &ownKept_) startRoot(ownKept_);
  // A pocket the root helps close lies within kPocketFactor * minSize_ steps of it: placements
  // farther away cut off no pocket they did not cut off alone (and those were never listed).
  rootNear_ = root.mask;
  for (int step = 0; step < kPocketFactor * minSize_; ++step) {
    B grown = rootNear_;
    bits::forEach(rootNear_, [&](int c) { grown |= neighbours_[c]; });
    if (grown == rootNear_) break;
    rootNear_ = grown;
  }
  reset(scratch_);
  return &scratch_;
}

template <class B>
bool BitboardSearch<B>::connected(const Shape& shape) {
  std::vector<char> reached(shape.size(), 0);
  std::vector<size_t> stack = {0};
  reached[0] = 1;
  size_t count = 1;
  while (!stack.empty()) {
    const Cell c = shape[stack.back()];
    stack.pop_back();
    for (size_t j = 0; j < shape.size(); ++j)
      if (!reached[j] && std::abs(shape[j].x - c.x) + std::abs(shape[j].y - c.y) == 1)
        reached[j] = 1, ++count, stack.push_back(j);
  }
  return count == shape.size();
}

template <class B>
bool BitboardSearch<B>::deadPocket(const B& occupied, const B& border) const {
  if (!pockets_) return false;
  B unchecked = border & ~occupied;
  const B empty = ~occupied & full_;
  if constexpr (std::is_same_v<B, uint64_t>) {
    if (grid_) {  // the same pockets grown a whole ring at a time, by shifts
      while (unchecked) {
        uint64_t region = unchecked & (~unchecked + 1);
        for (;;) {
          const uint64_t grown = (region | ((region << 1) & notFirstMinor_) | ((region >> 1) & notLastMinor_) |
                                  (region << minors_) | (region >> minors_)) & empty;
          const int size = bits::count(grown);
          if (size > kPocketFactor * minSize_) break;
          if (grown == region) {
            if (size < minSize_ || size % sizeGcd_ != 0) return true;
            break;
          }
          region = grown;
        }
        unchecked &= ~region;
      }
      return false;
    }
  }
  while (bits::any(unchecked)) {
    B region = bits::single<B>(bits::lowest(unchecked)), frontier = region;
    int size = 0;  // cells of region, counted as they are expanded (no popcount: see Entry)
    // Grow the pocket; a large one cannot be judged cheaply and is assumed alive.
    for (;;) {
      B grown{};
      bits::forEach(frontier, [&](int c) { grown |= neighbours_[c], ++size; });
      if (size > kPocketFactor * minSize_) break;
      frontier = grown & empty & ~region;
      if (!bits::any(frontier)) {
        if (size < minSize_ || size % sizeGcd_ != 0) return true;
        break;
      }
      region |= frontier;
    }
    unchecked &= ~region;
  }
  return false;
}

template <class B>
void BitboardSearch<B>::place(Frame& f, const Entry* e) {
  f.next = e + 1;
  f.chosen = e;
  occupied_ |= e->mask;
  if (--remaining_[e->group] == 0) freeGroups_ &= ~(uint64_t{1} << e->group);
  if (rootTables_ && rootLevel(f)) table_ = rootTable(*e);
}

template <class B>
RunStatus BitboardSearch<B>::run(uint64_t budget) {
  if (done_) return RunStatus::Done;
  const uint64_t limit = stats_.nodes + budget;
  if (!started_) {
    started_ = true;
    if (occupied_ == full_) {  // descend() reached a complete tiling: the subtree is that one
      placements_.clear();
      for (size_t l = 0; l < depth_; ++l)
        if (frames_[l].chosen) placements_.push_back(frames_[l].chosen->placement);
      depth_ = 0;
      ++stats_.solutions;
      return RunStatus::Solution;
    }
  }
  return singles_ ? runLoop<true>(limit) : runLoop<false>(limit);
}

#ifndef DLX_NO_SUBTREES
// A copy of a search that has not run, pointing into its own tables: the tables (placements
// filtered and sorted) are the costly part of a new search, and copying them is cheap.
template <class B>
std::unique_ptr<PlacementSearch> BitboardSearch<B>::fresh() const {
  if (started_ || floor_ > 0 || depth_ != 1) return nullptr;  // only a search as constructed
  std::unique_ptr<BitboardSearch> copy(new BitboardSearch(*this));
  // A root level points into the shared roots; a fill table is the search's own (lazy: the
  // copy's must have its room reserved, and a first fill level must point into it).
  if (!rootTables_) {
    copy->reset(copy->scratch_);
    copy->table_ = &copy->scratch_;
    if (!hasRoot_) copy->depth_ = 0, copy->push();
  }
  return copy;
}

#endif

// The search loop, with the board, the free groups and the depth in locals (registers) and
// written back only when it returns. Untuned (v1) tables (no root tables, a slice per cell) are
// walked the same way, by the runs of free groups, with today's one-cell-hole check per node.
// kSingles: every group has one copy and all pieces one size (the pentominoes), so a group's
// bit alone says whether it is free and each node adds the same updates, with no per-group
// memory touched (in-process 6x10 58 -> 55.5 ms, 5x12 18.0 -> 17.3).
template <class B>
template <bool kSingles>
RunStatus BitboardSearch<B>::runLoop(uint64_t limit) {
  B occupied = occupied_;
  uint64_t freeGroups = freeGroups_, nodes = stats_.nodes, updates = stats_.updates;
  size_t depth = depth_;
  Frame* const frames = frames_.data();
  int* const remaining = remaining_.data();
  const int* const groupSize = groupSize_.data();
  RunStatus status = RunStatus::Done;
  while (depth > floor_) {
    Frame& f = frames[depth - 1];
    if (const Entry* c = f.chosen) {  // take back the piece placed here before trying the next one
      occupied ^= c->mask;
      if constexpr (kSingles) freeGroups |= uint64_t{1} << c->group;
      else if (remaining[c->group]++ == 0) freeGroups |= uint64_t{1} << c->group;
      f.chosen = nullptr;
    }
    const Entry* e = f.next;
    const Entry* end = f.end;
    for (;;) {
      while (e < end && bits::meets(e->mask, occupied)) ++e;
      if (e < end || !f.pending) break;
      const int g = std::countr_zero(f.pending);  // the next free group's run
      f.pending &= f.pending - 1;
      e = f.first + f.starts[g];
      end = f.first + f.starts[g + 1];
    }
    if (e >= end) {
      --depth;
      continue;
    }
    f.next = e + 1;
    f.end = end;
    f.chosen = e;
    occupied |= e->mask;
    if constexpr (kSingles) {
      freeGroups &= ~(uint64_t{1} << e->group);
      updates += groupSize[0];
    } else {
      if (--remaining[e->group] == 0) freeGroups &= ~(uint64_t{1} << e->group);
      updates += groupSize[e->group];
    }
    ++nodes;
    if (rootTables_ && depth == 1) {
      table_ = rootTable(*e);  // replaces the fill table: only the root level points elsewhere
    } else if (holes_ && oneCellHole(occupied, *e)) {
      continue;  // undone at the top of the loop
    }
    if (occupied == full_) {
      placements_.clear();
      for (size_t l = 0; l < depth; ++l) placements_.push_back(frames[l].chosen->placement);
      status = RunStatus::Solution;
      break;
    }
    frames[depth++] = levelFor(occupied, freeGroups);
    if (nodes >= limit) {
      status = RunStatus::Paused;
      break;
    }
  }
  occupied_ = occupied;
  freeGroups_ = freeGroups;
  depth_ = depth;
  stats_.nodes = nodes;
  stats_.updates = updates;
  if (status == RunStatus::Solution) ++stats_.solutions;
  if (status == RunStatus::Done) done_ = true;
  return status;
}

#ifndef DLX_NO_SUBTREES
// Branch b of a node is entry first + b of its level, counted over every entry of the slice, so
// a path means the same for every run of the same puzzle and options.
template <class B>
std::vector<int> BitboardSearch<B>::liveBranches() {
  std::vector<int> live;
  if (started_ || depth_ == 0 || occupied_ == full_) return live;
  const Frame& f = frames_[depth_ - 1];
  for (const Entry* e = f.first; e < f.last; ++e)
    if (usable(*e) && !deadPocket(occupied_ | e->mask, border(*e))) live.push_back(static_cast<int>(e - f.first));
  return live;
}

template <class B>
bool BitboardSearch<B>::descend(int branch) {
  if (started_ || depth_ == 0 || occupied_ == full_) return false;
  Frame& f = frames_[depth_ - 1];
  if (branch < 0 || branch >= f.last - f.first) return false;
  const Entry* e = f.first + branch;
  if (!usable(*e) || deadPocket(occupied_ | e->mask, border(*e))) return false;
  place(f, e);
  f.end = f.next, f.pending = 0;  // this level tries nothing else
  floor_ = depth_;
  if (occupied_ != full_) push();
  return true;
}
#endif

template <class B>
double BitboardSearch<B>::progress() const {
  if (done_) return 1.0;
  // Share of the top levels' entries already finished, nested like digits.
  double fraction = 0, scale = 1;
  for (size_t level = floor_; level < depth_ && level < floor_ + 4; ++level) {
    const Frame& f = frames_[level];
    const auto total = f.last - f.first;
    if (total <= 0) break;
    const auto finished = std::max<std::ptrdiff_t>(0, (f.chosen ? f.chosen : f.next) - f.first);
    fraction += scale * static_cast<double>(finished) / static_cast<double>(total);
    scale /= static_cast<double>(total);
  }
  return std::min(1.0, fraction);
}

}  // namespace

std::unique_ptr<PlacementSearch> makeBitboardSearch(const PackingProblem& problem, const std::vector<char>& keep,
                                                    int rootGroup, bool tuned, const SymmetryPlan* plan) {
  const int cells = problem.cellCount();
  if (cells > kBitboardMaxCells || cells == 0) return nullptr;
  // Free groups are bits of one word; more than 64 groups cannot fit 64 cells anyway.
  if (problem.groups().size() > 64) return nullptr;
  if (rootGroup < 0) {
    // Without a symmetry-restricted piece, root on the single-copy group with fewest placements.
    std::vector<int> perGroup(problem.groups().size(), 0);
    for (int p = 0; p < problem.placementCount(); ++p) perGroup[problem.placementGroup(p)] += keep[p];
    for (size_t g = 0; g < perGroup.size(); ++g)
      if (problem.groups()[g].count() == 1 && (rootGroup < 0 || perGroup[g] < perGroup[rootGroup]))
        rootGroup = static_cast<int>(g);
  }
  // Few set types on purpose: each one is a copy of the search in the page's wasm.
  if (cells <= 64) return std::make_unique<BitboardSearch<uint64_t>>(problem, keep, rootGroup, tuned, plan);
#ifndef DLX_NO_WIDE_BITBOARD
  // Two words, not four, up to 128 cells: 1.6x the nodes per second (measured on 66 cells).
  if (cells <= 128) return std::make_unique<BitboardSearch<bits::Wide<2>>>(problem, keep, rootGroup, tuned, plan);
  return std::make_unique<BitboardSearch<bits::Wide<kBitboardMaxCells / 64>>>(problem, keep, rootGroup, tuned, plan);
#else
  return nullptr;  // not reached: kBitboardMaxCells is 64 here
#endif
}

}  // namespace dlx::packing
