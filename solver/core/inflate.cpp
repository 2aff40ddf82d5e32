#include "inflate.h"

#include <array>
#include <cstdint>

#include "errors.h"

// A link is read once: optimise this file for size, not speed (it is part of the page's wasm
// download, which has a size budget).
#ifdef __clang__
#pragma clang attribute push(__attribute__((minsize)), apply_to = function)
#endif

namespace dlx {
namespace {

constexpr int kMaxBits = 15;        // longest Huffman code DEFLATE allows
constexpr int kLiteralCodes = 288;  // 0-255 literals, 256 end of block, 257-285 lengths (286/287 unused)
constexpr int kDistanceCodes = 32;  // 0-29 used (30/31 unused)
constexpr size_t kWindow = 32768;   // farthest a distance may reach back

constexpr std::array<uint16_t, 29> kLengthBase = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                                  31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr std::array<uint8_t, 29> kLengthExtra = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                                  2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr std::array<uint16_t, 30> kDistanceBase = {1,    2,    3,    4,    5,    7,     9,     13,    17,  25,
                                                    33,   49,   65,   97,   129,  193,   257,   385,   513, 769,
                                                    1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr std::array<uint8_t, 30> kDistanceExtra = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                                    6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
// The order in which a dynamic block lists the code lengths of its code-length alphabet.
constexpr std::array<uint8_t, 19> kLengthOrder = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

[[noreturn]] void fail(const std::string& what, size_t byte) {
  throw InputError("the compressed data is damaged: " + what + " (at byte " + std::to_string(byte) + ")");
}

// Reads bits least significant first, as DEFLATE packs them.
class BitReader {
 public:
  explicit BitReader(std::string_view data) : data_(data) {}
  uint32_t bits(int n) {
    uint32_t v = 0;
    for (int i = 0; i < n; ++i) v |= static_cast<uint32_t>(bit()) << i;
    return v;
  }
  int bit() {
    if (pos_ >= data_.size()) fail("the stream ends in the middle of a block", pos_);
    const int b = (static_cast<unsigned char>(data_[pos_]) >> bitPos_) & 1;
    if (++bitPos_ == 8) bitPos_ = 0, ++pos_;
    return b;
  }
  void alignToByte() {
    if (bitPos_ != 0) bitPos_ = 0, ++pos_;
  }
  size_t byte() const { return pos_; }
  unsigned char nextByte() {
    if (pos_ >= data_.size()) fail("the stream ends inside a stored block", pos_);
    return static_cast<unsigned char>(data_[pos_++]);
  }

 private:
  std::string_view data_;
  size_t pos_ = 0;
  int bitPos_ = 0;
};

// A canonical Huffman code as counts per length and the symbols in code order: decoding walks the
// lengths, so no table can be indexed out of range whatever the lengths were.
struct Huffman {
  std::array<uint16_t, kMaxBits + 1> count{};
  std::array<uint16_t, kLiteralCodes> symbol{};

  // Over-subscribed lengths are refused; an incomplete code is allowed (DEFLATE permits one-code
  // distance trees) and its unused codes fail when met.
  void build(const uint8_t* lengths, int n, const char* what, size_t byte) {
    count.fill(0);
    for (int s = 0; s < n; ++s) ++count[lengths[s]];
    int left = 1;
    for (int len = 1; len <= kMaxBits; ++len) {
      left = left * 2 - count[len];
      if (left < 0) fail(std::string("the ") + what + " code lengths describe more codes than fit", byte);
    }
    std::array<uint16_t, kMaxBits + 2> offset{};
    for (int len = 1; len <= kMaxBits; ++len) offset[len + 1] = offset[len] + count[len];
    for (int s = 0; s < n; ++s)
      if (lengths[s] != 0) symbol[offset[lengths[s]]++] = static_cast<uint16_t>(s);
    count[0] = 0;
  }

  int decode(BitReader& in, const char* what) const {
    int code = 0, first = 0, index = 0;
    for (int len = 1; len <= kMaxBits; ++len) {
      code |= in.bit();
      const int n = count[len];
      if (code - first < n) return symbol[index + code - first];
      index += n;
      first = (first + n) << 1;
      code <<= 1;
    }
    fail(std::string("an unused ") + what + " code", in.byte());
  }
};

class Inflater {
 public:
  Inflater(std::string_view data, size_t maxOutput) : in_(data), max_(maxOutput) {}

  std::string run() {
    bool last = false;
    while (!last) {
      last = in_.bit() == 1;
      const uint32_t type = in_.bits(2);
      if (type == 0) stored();
      else if (type == 1) fixedBlock();
      else if (type == 2) dynamicBlock();
      else fail("a block of the reserved type 3", in_.byte());
    }
    return std::move(out_);
  }

 private:
  void put(char c) {
    if (out_.size() >= max_)
      throw InputError("the compressed data expands to more than " + std::to_string(max_) + " bytes");
    out_.push_back(c);
  }

  void stored() {
    in_.alignToByte();
    const size_t at = in_.byte();
    const unsigned len = in_.nextByte() | (in_.nextByte() << 8);
    const unsigned nlen = in_.nextByte() | (in_.nextByte() << 8);
    if ((len ^ 0xFFFFu) != nlen) fail("a stored block's length and its check do not match", at);
    for (unsigned i = 0; i < len; ++i) put(static_cast<char>(in_.nextByte()));
  }

  void fixedBlock() {
    std::array<uint8_t, kLiteralCodes> lit{};
    for (int s = 0; s < kLiteralCodes; ++s) lit[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
    std::array<uint8_t, kDistanceCodes> dist{};
    dist.fill(5);
    literals_.build(lit.data(), kLiteralCodes, "literal", in_.byte());
    distances_.build(dist.data(), kDistanceCodes, "distance", in_.byte());
    codes();
  }

  void dynamicBlock() {
    const size_t at = in_.byte();
    const int nlit = static_cast<int>(in_.bits(5)) + 257;
    const int ndist = static_cast<int>(in_.bits(5)) + 1;
    const int nlen = static_cast<int>(in_.bits(4)) + 4;
    if (nlit > 286 || ndist > 30) fail("a block declares more codes than DEFLATE has", at);
    std::array<uint8_t, 19> lenLengths{};
    for (int i = 0; i < nlen; ++i) lenLengths[kLengthOrder[i]] = static_cast<uint8_t>(in_.bits(3));
    Huffman lengthCode;
    lengthCode.build(lenLengths.data(), 19, "code-length", at);

    std::array<uint8_t, 286 + 30> lengths{};
    int i = 0;
    while (i < nlit + ndist) {
      const int sym = lengthCode.decode(in_, "code-length");
      if (sym < 16) {
        lengths[i++] = static_cast<uint8_t>(sym);
        continue;
      }
      uint8_t value = 0;
      int repeat;
      if (sym == 16) {
        if (i == 0) fail("a repeat of the previous code length before any length", in_.byte());
        value = lengths[i - 1];
        repeat = 3 + static_cast<int>(in_.bits(2));
      } else if (sym == 17) {
        repeat = 3 + static_cast<int>(in_.bits(3));
      } else {
        repeat = 11 + static_cast<int>(in_.bits(7));
      }
      if (i + repeat > nlit + ndist) fail("code lengths that run past the declared number of codes", in_.byte());
      while (repeat-- > 0) lengths[i++] = value;
    }
    if (lengths[256] == 0) fail("a block without an end-of-block code", in_.byte());
    literals_.build(lengths.data(), nlit, "literal", in_.byte());
    distances_.build(lengths.data() + nlit, ndist, "distance", in_.byte());
    codes();
  }

  // The literal/length and distance codes of one block, up to its end-of-block code.
  void codes() {
    for (;;) {
      const int sym = literals_.decode(in_, "literal/length");
      if (sym < 256) {
        put(static_cast<char>(sym));
        continue;
      }
      if (sym == 256) return;
      const int li = sym - 257;
      if (li >= static_cast<int>(kLengthBase.size())) fail("the unused length code " + std::to_string(sym), in_.byte());
      const size_t length = kLengthBase[li] + in_.bits(kLengthExtra[li]);
      const int di = distances_.decode(in_, "distance");
      if (di >= static_cast<int>(kDistanceBase.size())) fail("the unused distance code " + std::to_string(di), in_.byte());
      const size_t distance = kDistanceBase[di] + in_.bits(kDistanceExtra[di]);
      if (distance > out_.size() || distance > kWindow)
        fail("a back-reference " + std::to_string(distance) + " bytes back, before the start of the data", in_.byte());
      for (size_t k = 0; k < length; ++k) put(out_[out_.size() - distance]);
    }
  }

  BitReader in_;
  size_t max_;
  std::string out_;
  Huffman literals_, distances_;
};

}  // namespace

std::string inflateRaw(std::string_view data, size_t maxOutput) {
  if (data.empty()) throw InputError("the compressed data is empty");
  return Inflater(data, maxOutput).run();
}

}  // namespace dlx

#ifdef __clang__
#pragma clang attribute pop
#endif
