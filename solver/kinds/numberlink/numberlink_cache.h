// Positions known to have no solution, by their 128-bit board key. Two different move orders (or
// routes) that take the same cells and leave the same ends have the same future, so a subtree that
// failed once need not be searched again. A lossy direct-mapped table: a newer entry may evict an
// older one, which only costs repeated work, never a wrong answer. It may grow (up to a cap) once
// it has taken half as many entries as it has slots, before evictions pile up: a long search that
// keeps evicting redoes work it already did (the edge search proving p_14x14_07 unique: 12M nodes
// with a table emptied whenever full at 2^20 slots, 3.2M growing at twice the slots, 2.1M at
// half), while short searches keep a small table.
//
// Most searches end (a first solution, or another search of a race wins) after a few thousand
// failures, a sliver of a table sized for long searches (a scan at 40x40 has 2^19 slots, 8 MB).
// So the table starts sparse: only the slots in use are stored, in a small open-addressing table
// keyed by slot, which answers exactly as the direct-mapped table would (one entry per slot, the
// newest), so searches take the same nodes; it becomes that table once it would grow to an eighth
// of its size. The direct-mapped
// table comes from calloc, whose large blocks are fresh zero pages: none is touched before use.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <vector>

namespace dlx::numberlink {

class FailureCache {
 public:
  explicit FailureCache(int log2Size, int log2Max = 0)
      : log2_(log2Size), log2Max_(log2Max > log2Size ? log2Max : log2Size), mask_((size_t{1} << log2Size) - 1) {}

  bool contains(uint64_t a, uint64_t b) const {
    if (dense_) {
      const Slot& s = dense_[a & mask_];
      return s.a == a && s.b == b && (a | b) != 0;
    }
    if (used_ == 0) return false;
    const Slot& s = sparseSlot(a);
    return s.a == a && s.b == b && (a | b) != 0;
  }
  void insert(uint64_t a, uint64_t b) {
    if (dense_) dense_[a & mask_] = Slot{a, b};
    else if ((a | b) != 0) insertSparse(a, b);  // an all-zero key reads as an empty slot anyway
    if (++inserts_ > (mask_ + 1) / 2 && log2_ < log2Max_) grow();
  }

 private:
  struct Slot {
    uint64_t a = 0, b = 0;
    bool empty() const { return (a | b) == 0; }
  };
  struct Free {
    void operator()(Slot* p) const { std::free(p); }
  };
  static constexpr size_t kFirstSparse = 64;

  static std::unique_ptr<Slot[], Free> zeroedSlots(size_t n) {
    void* p = std::calloc(n, sizeof(Slot));
    if (!p) throw std::bad_alloc();
    return std::unique_ptr<Slot[], Free>(static_cast<Slot*>(p));
  }
  // The sparse slot holding direct-mapped slot a & mask_, or the empty one where it would go.
  // Probing starts at a's low bits, which do not change when mask_ grows.
  const Slot& sparseSlot(uint64_t a) const {
    const size_t m = sparse_.size() - 1, slot = a & mask_;
    size_t i = a & m;
    while (!sparse_[i].empty() && (sparse_[i].a & mask_) != slot) i = (i + 1) & m;
    return sparse_[i];
  }
  Slot& sparseSlot(uint64_t a) { return const_cast<Slot&>(static_cast<const FailureCache*>(this)->sparseSlot(a)); }
  void insertSparse(uint64_t a, uint64_t b) {
    if (sparse_.empty()) {
      if (mask_ + 1 < kFirstSparse * 8) {  // a small table: direct-mapped from the start
        dense_ = zeroedSlots(mask_ + 1);
        dense_[a & mask_] = Slot{a, b};
        return;
      }
      sparse_.resize(kFirstSparse);
    }
    Slot& s = sparseSlot(a);
    if (s.empty()) ++used_;
    s = Slot{a, b};
    if (used_ * 2 > sparse_.size()) growSparse();
  }
  // Sparse tables stay at most an eighth of the direct-mapped size, so a probe start (a's low
  // bits) never tells apart keys of one slot.
  void growSparse() {
    std::vector<Slot> old;
    old.swap(sparse_);
    if (old.size() * 2 * 8 > mask_ + 1) {  // doubled, an eighth of the direct-mapped table: become it
      dense_ = zeroedSlots(mask_ + 1);
      for (const Slot& s : old)
        if (!s.empty()) dense_[s.a & mask_] = s;
      used_ = 0;
      return;
    }
    sparse_.resize(old.size() * 2);
    for (const Slot& s : old)
      if (!s.empty()) sparseSlot(s.a) = s;
  }
  void grow() {
    ++log2_;
    const size_t size = size_t{1} << log2_;
    mask_ = size - 1;
    inserts_ = 0;
    // Slots split in two as the mask gains a bit, so no entry evicts another: sparse entries stay
    // where they are (their probe start does not depend on the mask).
    if (!dense_) return;
    std::unique_ptr<Slot[], Free> old = zeroedSlots(size);
    old.swap(dense_);
    for (size_t i = 0; i < size / 2; ++i)
      if (!old[i].empty()) dense_[old[i].a & mask_] = old[i];
  }

  int log2_, log2Max_;
  size_t mask_;
  std::unique_ptr<Slot[], Free> dense_;  // the direct-mapped table, once in use
  std::vector<Slot> sparse_;             // before that: the slots in use, by open addressing
  size_t used_ = 0;                      // entries in sparse_
  uint64_t inserts_ = 0;
};

}  // namespace dlx::numberlink
