// Positions known to have no solution, by their 128-bit board key. Two different move orders (or
// routes) that take the same cells and leave the same ends have the same future, so a subtree that
// failed once need not be searched again. A lossy direct-mapped table: a newer entry may evict an
// older one, which only costs repeated work, never a wrong answer.
#pragma once
#include <cstdint>
#include <vector>

namespace dlx::numberlink {

class FailureCache {
 public:
  explicit FailureCache(int log2Size) : mask_((size_t{1} << log2Size) - 1), slots_(mask_ + 1) {}

  bool contains(uint64_t a, uint64_t b) const {
    const Slot& s = slots_[a & mask_];
    return s.a == a && s.b == b && (a | b) != 0;
  }
  void insert(uint64_t a, uint64_t b) { slots_[a & mask_] = Slot{a, b}; }

 private:
  struct Slot {
    uint64_t a = 0, b = 0;
  };
  size_t mask_;
  std::vector<Slot> slots_;
};

}  // namespace dlx::numberlink
