// Positions known to have no solution, by their 128-bit board key. Two different move orders (or
// routes) that take the same cells and leave the same ends have the same future, so a subtree that
// failed once need not be searched again. A lossy direct-mapped table: a newer entry may evict an
// older one, which only costs repeated work, never a wrong answer. It may grow (up to a cap) once
// it has taken half as many entries as it has slots, before evictions pile up: a long search that
// keeps evicting redoes work it already did (the edge search proving p_14x14_07 unique: 12M nodes
// with a table emptied whenever full at 2^20 slots, 3.2M growing at twice the slots, 2.1M at
// half), while short searches keep a small table.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace dlx::numberlink {

class FailureCache {
 public:
  explicit FailureCache(int log2Size, int log2Max = 0)
      : log2_(log2Size), log2Max_(log2Max > log2Size ? log2Max : log2Size), mask_((size_t{1} << log2Size) - 1),
        slots_(mask_ + 1) {}

  bool contains(uint64_t a, uint64_t b) const {
    const Slot& s = slots_[a & mask_];
    return s.a == a && s.b == b && (a | b) != 0;
  }
  void insert(uint64_t a, uint64_t b) {
    slots_[a & mask_] = Slot{a, b};
    if (++inserts_ > slots_.size() / 2 && log2_ < log2Max_) grow();
  }

 private:
  struct Slot {
    uint64_t a = 0, b = 0;
  };
  void grow() {
    std::vector<Slot> old(size_t{2} << log2_);
    old.swap(slots_);
    ++log2_;
    mask_ = slots_.size() - 1;
    inserts_ = 0;
    for (const Slot& s : old)
      if ((s.a | s.b) != 0) slots_[s.a & mask_] = s;
  }

  int log2_, log2Max_;
  size_t mask_;
  std::vector<Slot> slots_;
  uint64_t inserts_ = 0;
};

}  // namespace dlx::numberlink
