// Sets of free cells for the bitboard search: one 64-bit word for boards of at most 64 free cells,
// Wide<W> (W words, cell i in word i / 64) beyond. Both offer the same free functions, so the
// search is written once as a template over the set type.
#pragma once
#include <bit>
#include <cstdint>
#include <type_traits>

namespace dlx::packing::bits {

template <int W>
struct Wide {
  uint64_t w[W] = {};

  friend Wide operator&(const Wide& a, const Wide& b) {
    Wide r;
    for (int i = 0; i < W; ++i) r.w[i] = a.w[i] & b.w[i];
    return r;
  }
  friend Wide operator|(const Wide& a, const Wide& b) {
    Wide r;
    for (int i = 0; i < W; ++i) r.w[i] = a.w[i] | b.w[i];
    return r;
  }
  friend Wide operator~(const Wide& a) {
    Wide r;
    for (int i = 0; i < W; ++i) r.w[i] = ~a.w[i];
    return r;
  }
  Wide& operator|=(const Wide& b) {
    for (int i = 0; i < W; ++i) w[i] |= b.w[i];
    return *this;
  }
  Wide& operator&=(const Wide& b) {
    for (int i = 0; i < W; ++i) w[i] &= b.w[i];
    return *this;
  }
  Wide& operator^=(const Wide& b) {
    for (int i = 0; i < W; ++i) w[i] ^= b.w[i];
    return *this;
  }
  friend bool operator==(const Wide& a, const Wide& b) {
    uint64_t diff = 0;
    for (int i = 0; i < W; ++i) diff |= a.w[i] ^ b.w[i];
    return diff == 0;
  }
  friend bool operator!=(const Wide& a, const Wide& b) { return !(a == b); }
};

// How many cells a set type holds.
template <class B>
inline constexpr int kCapacity = 64;
template <int W>
inline constexpr int kCapacity<Wide<W>> = 64 * W;

inline bool any(uint64_t a) { return a != 0; }
template <int W>
bool any(const Wide<W>& a) {
  uint64_t all = 0;
  for (int i = 0; i < W; ++i) all |= a.w[i];
  return all != 0;
}

// a & b is not empty, without building a & b.
inline bool meets(uint64_t a, uint64_t b) { return (a & b) != 0; }
template <int W>
bool meets(const Wide<W>& a, const Wide<W>& b) {
  uint64_t all = 0;
  for (int i = 0; i < W; ++i) all |= a.w[i] & b.w[i];
  return all != 0;
}

// Cells in the set, without std::popcount (a library call on baseline x86-64 and in wasm builds
// without the popcnt instruction: measured 4% of a 4x15 pentomino count's table building).
inline int count(uint64_t a) {
  a -= (a >> 1) & 0x5555555555555555u;
  a = (a & 0x3333333333333333u) + ((a >> 2) & 0x3333333333333333u);
  a = (a + (a >> 4)) & 0x0f0f0f0f0f0f0f0fu;
  return static_cast<int>((a * 0x0101010101010101u) >> 56);
}

// The lowest cell in the set; the set must not be empty.
inline int lowest(uint64_t a) { return std::countr_zero(a); }
template <int W>
int lowest(const Wide<W>& a) {
  int i = 0;
  while (a.w[i] == 0) ++i;
  return 64 * i + std::countr_zero(a.w[i]);
}

// The set with one cell.
template <class B>
B single(int cell) {
  if constexpr (std::is_same_v<B, uint64_t>) {
    return uint64_t{1} << cell;
  } else {
    B r;
    r.w[cell / 64] = uint64_t{1} << (cell % 64);
    return r;
  }
}

// The first n cells.
template <class B>
B firstCells(int n) {
  B r{};
  for (int i = 0; i < n; ++i) r |= single<B>(i);
  return r;
}

// Calls f(cell) for every cell of the set, lowest first.
template <class F>
void forEach(uint64_t a, F&& f) {
  for (; a; a &= a - 1) f(std::countr_zero(a));
}
template <int W, class F>
void forEach(const Wide<W>& a, F&& f) {
  for (int i = 0; i < W; ++i)
    for (uint64_t m = a.w[i]; m; m &= m - 1) f(64 * i + std::countr_zero(m));
}

}  // namespace dlx::packing::bits
