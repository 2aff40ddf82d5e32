// Characters as a reader sees them (text::graphemeCount) and the exact-cover reader's item-name
// limit counted that way: combining accents, emoji joined by ZWJ, skin tones, variation
// selectors, keycaps, flags (regional-indicator pairs and tag sequences), Hangul jamo.
#include <catch2/catch.hpp>
#include <string>

#include "core/errors.h"
#include "core/graphemes.h"
#include "core/kind.h"
#include "core/text.h"
#include "kinds/exact_cover/knuth_format.h"

using namespace dlx;

namespace {

const std::string kAcute = "e\xCC\x81";  // e + U+0301 COMBINING ACUTE ACCENT
// man, ZWJ, woman, ZWJ, girl, ZWJ, boy: one family
const std::string kFamily =
    "\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x91\xA7\xE2\x80\x8D\xF0\x9F\x91\xA6";
const std::string kFrance = "\xF0\x9F\x87\xAB\xF0\x9F\x87\xB7";   // regional indicators F, R
const std::string kGermany = "\xF0\x9F\x87\xA9\xF0\x9F\x87\xAA";  // D, E

std::string times(const std::string& s, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

std::string readError(const std::string& text) {
  try {
    parseKnuthMatrix(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("graphemes: what a reader counts as one character", "[input][graphemes]") {
  using text::graphemeCount;
  CHECK(graphemeCount("") == 0);
  CHECK(graphemeCount("abc") == 3);
  CHECK(graphemeCount("\xC3\xA9") == 1);                      // precomposed é
  CHECK(graphemeCount(kAcute) == 1);                          // e + combining acute
  CHECK(graphemeCount(kAcute + "\xCC\x82") == 1);             // ... and a circumflex too
  CHECK(graphemeCount("a" + kAcute + "b") == 3);
  CHECK(text::characterCount(kAcute) == 2);                   // two code points all the same
  CHECK(graphemeCount(kFamily) == 1);
  CHECK(text::characterCount(kFamily) == 7);
  CHECK(graphemeCount("\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD") == 1);  // thumbs up, medium skin tone
  CHECK(graphemeCount("\xE2\x9D\xA4\xEF\xB8\x8F") == 1);          // heart + VS16
  CHECK(graphemeCount("1\xEF\xB8\x8F\xE2\x83\xA3") == 1);          // keycap one
  // rainbow flag: white flag, VS16, ZWJ, rainbow
  CHECK(graphemeCount("\xF0\x9F\x8F\xB3\xEF\xB8\x8F\xE2\x80\x8D\xF0\x9F\x8C\x88") == 1);
  // England: black flag and tag letters g b e n g, cancel tag
  CHECK(graphemeCount("\xF0\x9F\x8F\xB4\xF3\xA0\x81\xA7\xF3\xA0\x81\xA2\xF3\xA0\x81\xA5\xF3\xA0\x81\xAE"
                      "\xF3\xA0\x81\xA7\xF3\xA0\x81\xBF") == 1);
  CHECK(graphemeCount(kFrance) == 1);
  CHECK(graphemeCount(kFrance + kGermany) == 2);               // pairs, not one run
  CHECK(graphemeCount(kFrance + "\xF0\x9F\x87\xA9") == 2);     // a lone third indicator
  CHECK(graphemeCount("a\xE2\x80\x8D" "b") == 2);              // ZWJ joins pictographs, not letters
  CHECK(graphemeCount("\xE1\x84\x80\xE1\x85\xA1\xE1\x86\xA8") == 1);  // Hangul jamo G + A + G: one syllable
  CHECK(graphemeCount("\xED\x95\x9C\xEA\xB5\xAD") == 2);       // two precomposed syllables
  CHECK(graphemeCount("\xE0\xA4\x95\xE0\xA4\xBF") == 1);       // Devanagari ka + vowel sign i
}

TEST_CASE("exact cover: the item-name limit counts what a reader sees", "[input][graphemes][dlx]") {
  // Eight characters as a reader sees them, of 16 to 56 code points: accepted.
  for (const std::string& c : {kAcute, kFamily, kFrance}) {
    const std::string name = times(c, 8);
    const KnuthMatrix m = parseKnuthMatrix(name + " B\n" + name + " B\n");
    REQUIRE(m.model.itemCount() == 2);
    CHECK(m.model.itemName(0) == name);
  }
  // Nine: the message names the item and the limit.
  for (const std::string& c : {kAcute, kFamily, kFrance, std::string("x")}) {
    const std::string name = times(c, 9);
    const std::string error = readError(name + " B\n" + name + " B\n");
    CHECK(error.find("item name '" + name + "' is longer than 8 characters") != std::string::npos);
  }
  // A nine-character name still reads as an item line, so detection leaves the reader's message.
  CHECK(knuthMatrixFit(times(kFamily, 9) + " B\n" + times(kFamily, 9) + " B\n") == Fit::Shape);
}
