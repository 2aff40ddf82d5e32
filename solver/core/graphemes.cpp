#include "graphemes.h"

#include <cstdint>

#include "text.h"

namespace dlx::text {

namespace {

enum class Class : char { Other, Extend, Zwj, Regional, Pictographic, L, V, T, LV, LVT };

struct Range {
  uint32_t first, last;
};

// Code points that never start a character of their own (UAX #29's Extend and SpacingMark): the
// combining marks of the Latin, Greek, Cyrillic, Hebrew, Arabic, Indic, Thai and Japanese blocks,
// the general combining blocks, zero-width non-joiner, variation selectors, skin-tone modifiers
// and emoji tag characters (subdivision flags). Ascending.
constexpr Range kExtend[] = {
    {0x0300, 0x036F}, {0x0483, 0x0489}, {0x0591, 0x05BD}, {0x05BF, 0x05BF}, {0x05C1, 0x05C2},
    {0x05C4, 0x05C5}, {0x05C7, 0x05C7}, {0x0610, 0x061A}, {0x064B, 0x065F}, {0x0670, 0x0670},
    {0x06D6, 0x06DC}, {0x06DF, 0x06E4}, {0x06E7, 0x06E8}, {0x06EA, 0x06ED}, {0x0900, 0x0903},
    {0x093A, 0x093C}, {0x093E, 0x094F}, {0x0951, 0x0957}, {0x0962, 0x0963}, {0x0981, 0x0983},
    {0x09BC, 0x09BC}, {0x09BE, 0x09CD}, {0x09D7, 0x09D7}, {0x09E2, 0x09E3}, {0x0A01, 0x0A03},
    {0x0A3C, 0x0A51}, {0x0A70, 0x0A71}, {0x0A75, 0x0A75}, {0x0A81, 0x0A83}, {0x0ABC, 0x0ABC},
    {0x0ABE, 0x0ACD}, {0x0AE2, 0x0AE3}, {0x0B01, 0x0B03}, {0x0B3C, 0x0B3C}, {0x0B3E, 0x0B57},
    {0x0B82, 0x0B82}, {0x0BBE, 0x0BCD}, {0x0BD7, 0x0BD7}, {0x0C00, 0x0C04}, {0x0C3E, 0x0C56},
    {0x0C81, 0x0C83}, {0x0CBC, 0x0CBC}, {0x0CBE, 0x0CD6}, {0x0D00, 0x0D03}, {0x0D3E, 0x0D4D},
    {0x0D57, 0x0D57}, {0x0E31, 0x0E31}, {0x0E33, 0x0E3A}, {0x0E47, 0x0E4E}, {0x0EB1, 0x0EB1},
    {0x0EB3, 0x0EBC}, {0x0EC8, 0x0ECD}, {0x1AB0, 0x1AFF}, {0x1DC0, 0x1DFF}, {0x200C, 0x200C},
    {0x20D0, 0x20FF}, {0x302A, 0x302F}, {0x3099, 0x309A}, {0xFE00, 0xFE0F}, {0xFE20, 0xFE2F},
    {0x1F3FB, 0x1F3FF}, {0xE0020, 0xE007F}, {0xE0100, 0xE01EF},
};

// Emoji and other pictographs that a zero-width joiner may join (Extended_Pictographic, by block).
constexpr Range kPictographic[] = {
    {0x00A9, 0x00A9}, {0x00AE, 0x00AE}, {0x203C, 0x203C}, {0x2049, 0x2049}, {0x2122, 0x2122},
    {0x2139, 0x2139}, {0x2194, 0x21AA}, {0x231A, 0x23FF}, {0x24C2, 0x24C2}, {0x25AA, 0x25FE},
    {0x2600, 0x27BF}, {0x2934, 0x2935}, {0x2B05, 0x2B55}, {0x3030, 0x3030}, {0x303D, 0x303D},
    {0x3297, 0x3299}, {0x1F000, 0x1FAFF}, {0x1FC00, 0x1FFFD},
};

template <size_t N>
bool within(const Range (&table)[N], uint32_t cp) {
  size_t lo = 0, hi = N;  // binary search for the last range starting at or before cp
  while (lo < hi) {
    const size_t mid = (lo + hi) / 2;
    if (table[mid].first <= cp) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && cp <= table[lo - 1].last;
}

Class classOf(uint32_t cp) {
  if (cp == 0x200D) return Class::Zwj;
  if (cp >= 0x1F1E6 && cp <= 0x1F1FF) return Class::Regional;
  if (within(kExtend, cp)) return Class::Extend;  // before pictographs: skin tones lie in their block
  if (within(kPictographic, cp)) return Class::Pictographic;
  // Hangul: leading consonants, vowels and trailing consonants that compose a syllable.
  if ((cp >= 0x1100 && cp <= 0x115F) || (cp >= 0xA960 && cp <= 0xA97C)) return Class::L;
  if ((cp >= 0x1160 && cp <= 0x11A7) || (cp >= 0xD7B0 && cp <= 0xD7C6)) return Class::V;
  if ((cp >= 0x11A8 && cp <= 0x11FF) || (cp >= 0xD7CB && cp <= 0xD7FB)) return Class::T;
  if (cp >= 0xAC00 && cp <= 0xD7A3) return (cp - 0xAC00) % 28 == 0 ? Class::LV : Class::LVT;
  return Class::Other;
}

// Whether Hangul class `before` and `after` belong to one syllable (UAX #29 rules GB6 to GB8).
bool hangulJoins(Class before, Class after) {
  if (before == Class::L) return after == Class::L || after == Class::V || after == Class::LV || after == Class::LVT;
  if (before == Class::LV || before == Class::V) return after == Class::V || after == Class::T;
  if (before == Class::LVT || before == Class::T) return after == Class::T;
  return false;
}

uint32_t decode(std::string_view s, size_t i, size_t n) {
  const unsigned char lead = static_cast<unsigned char>(s[i]);
  if (n == 1) return lead;
  uint32_t cp = lead & (0x7F >> n);
  for (size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
  return cp;
}

}  // namespace

size_t graphemeCount(std::string_view s) {
  size_t count = 0;
  Class previous = Class::Other;
  bool pictographRun = false;  // the cluster so far is a pictograph and extenders (GB11's left side)
  bool joinPictograph = false;  // ... followed by a ZWJ: a pictograph next joins it
  size_t regionals = 0;         // regional indicators in a row (pairs make flags)
  for (size_t i = 0; i < s.size();) {
    size_t n = utf8Length(s, i);
    const Class c = n == 0 ? Class::Other : classOf(decode(s, i, n));
    i += n == 0 ? 1 : n;
    bool joins = false;
    if (count > 0) {
      if (c == Class::Extend || c == Class::Zwj) joins = true;
      else if (c == Class::Pictographic && previous == Class::Zwj) joins = joinPictograph;
      else if (c == Class::Regional && previous == Class::Regional) joins = regionals % 2 == 1;
      else joins = hangulJoins(previous, c);
    }
    if (!joins) {
      ++count;
      pictographRun = c == Class::Pictographic;
      regionals = 0;
    } else if (c == Class::Pictographic) {
      pictographRun = true;
    }
    joinPictograph = c == Class::Zwj && pictographRun;
    if (c != Class::Extend && c != Class::Zwj && c != Class::Pictographic) pictographRun = false;
    regionals = c == Class::Regional ? regionals + 1 : 0;
    previous = c;
  }
  return count;
}

}  // namespace dlx::text
