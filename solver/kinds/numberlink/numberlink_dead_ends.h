// A bounded set of positions known to have no solution, as 128-bit keys (the chance that two
// different positions share a key is about n^2 / 2^129: nil for the millions a search can store).
// Open addressing in one flat array that starts small and doubles up to a fixed size; when that is
// three quarters full it is emptied, so memory stays bounded (16 MiB at most) and forgetting a
// dead position only costs time, never an answer.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace dlx::numberlink {

class DeadEnds {
 public:
  bool contains(uint64_t a, uint64_t b) const {
    if (slots_.empty()) return false;
    a |= 1;  // a == 0 marks an empty slot
    for (size_t i = (a >> 1) & mask(); ; i = (i + 1) & mask()) {
      const Slot& s = slots_[i];
      if (s.a == 0) return false;
      if (s.a == a && s.b == b) return true;
    }
  }

  void insert(uint64_t a, uint64_t b) {
    if (4 * (used_ + 1) > 3 * slots_.size()) grow();
    place(a | 1, b);
  }

 private:
  static constexpr size_t kFirst = size_t{1} << 10, kMax = size_t{1} << 20;
  struct Slot {
    uint64_t a = 0, b = 0;
  };
  size_t mask() const { return slots_.size() - 1; }

  void place(uint64_t a, uint64_t b) {
    for (size_t i = (a >> 1) & mask();; i = (i + 1) & mask()) {
      Slot& s = slots_[i];
      if (s.a == a && s.b == b) return;
      if (s.a == 0) {
        s = Slot{a, b};
        ++used_;
        return;
      }
    }
  }

  void grow() {
    std::vector<Slot> old;
    old.swap(slots_);
    used_ = 0;
    slots_.assign(old.empty() ? kFirst : old.size() < kMax ? 2 * old.size() : kMax, Slot{});
    if (old.size() >= kMax) return;  // full at the largest size: start afresh
    for (const Slot& s : old)
      if (s.a != 0) place(s.a, s.b);
  }

  std::vector<Slot> slots_;
  size_t used_ = 0;
};

}  // namespace dlx::numberlink
