// The raw DEFLATE inflater (core/inflate.h) and Penpa+ links (core/penpa.h) through the Shikaku
// and Numberlink kinds. The compressed vectors were made with zlib (Node's deflateRawSync); the
// Penpa+ links with tests/support/penpa-link.cjs, which writes the text as Penpa+ does.
#include <catch2/catch.hpp>

#include "core/detect.h"
#include "core/errors.h"
#include "core/inflate.h"
#include "core/kind.h"
#include "core/penpa.h"
#include "core/session.h"

namespace {
std::string fromHex(const std::string& hex) {
  std::string out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) out.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
  return out;
}

std::string fromBase64(const std::string& b64) {
  static const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  unsigned acc = 0;
  int bits = 0;
  for (char c : b64) {
    if (c == '=') break;
    acc = (acc << 6) | static_cast<unsigned>(alphabet.find(c));
    if ((bits += 6) >= 8) out.push_back(static_cast<char>((acc >> (bits -= 8)) & 0xFF));
  }
  return out;
}

// The start of a dynamic block (last, type 2): HLIT, HDIST, HCLEN and code-length code lengths.
std::string dynamicHeader(int hlit, int hdist, int hclen, const std::vector<int>& lengths) {
  std::string out;
  int bit = 0;
  auto put = [&](unsigned value, int n) {
    for (int i = 0; i < n; ++i, ++bit) {
      if (bit % 8 == 0) out.push_back(0);
      if ((value >> i) & 1) out.back() = static_cast<char>(out.back() | (1 << (bit % 8)));
    }
  };
  put(1, 1), put(2, 2), put(static_cast<unsigned>(hlit), 5), put(static_cast<unsigned>(hdist), 5);
  put(static_cast<unsigned>(hclen), 4);
  for (int len : lengths) put(static_cast<unsigned>(len), 3);
  return out;
}

std::string inflateError(const std::string& data, size_t max = 1000) {
  try {
    dlx::inflateRaw(data, max);
  } catch (const dlx::InputError& e) {
    return e.message();
  }
  return "no error";
}

// The 5x5 Numberlink example (puzzles/numberlink-5x5.txt) tagged numberlink, in edit mode.
const std::string kNumberlinkLink =
    "https://swaroopg92.github.io/penpa-edit/#m=edit&p=vZHPS8NQDMfv+StKzjn0va5zy038dRFBNxH7eIwq3SzWTdv1kkf3t8uLY7qTn"
    "iTJhwS+IQnpPvqyrSinnLIJpWTIkLUTDWOjp3ub19um4kSKeiVFuUreeymkaCo67bcvm5YTIqJl2XQVuH2PhyBTlluSK3ZokNAioUE/7KSY7SDI"
    "HQdZsPMDyf13OuMwkNxwQJsiu7hT7CK0U2RnD2VmkV12KEeTI3FujsTj9Id4IDE65FF5qbTKOTtPkinPlakyV16r5kL5oDxTjpRj1ZzEK34/7"
    "h92cPbro9Hyv2UenIeA3aZZdH27LJ8rZP3qAAAuoyxKACAM0cHhun97qtqmXr+ih08";
// The 5x5 Shikaku of tests/browser/shikaku.test.cjs tagged shikaku, in solve mode.
const std::string kShikakuLink =
    "https://swaroopg92.github.io/penpa-edit/#m=solve&p=vZFNSwNBDIbv+RVLzjnszH7Y5iZ+XUTQVsQdhrLItl26UO12L"
    "xmmv102lqone5JkHvLCm5Ah/cdQ7xoqqKBsQikZMmTtRJ+xY6bHmLf7ruFEqnYlVb1K3geppOoauhz26+2OEyKiZd31Dbhjj4cgU"
    "5ZHkjt2aJDQIqFBHw9SzQ4Q5ImDLNj5SPL8Xc44RJIHDmgzZJeR0S5CO0V2+UnmBtmVJ1mUv2SZ/pCRxOjUV+Wt0irn7DxJprxWp"
    "spCea+eG+WL8kqZK0v1XIxr//2bf9jB2a8TjlGcV3lwHgL2227RD7tl/dYg6xkjALiMstECACGOCQ77dbupNwN6+AQ";
}  // namespace

TEST_CASE("inflate: stored, fixed and dynamic blocks", "[penpa]") {
  // A stored block: header byte (last, type 0), LEN, NLEN, the bytes.
  CHECK(dlx::inflateRaw(std::string("\x01\x05\x00\xfa\xff", 5) + "hello", 100) == "hello");
  // Two blocks: a stored one that is not last, then a stored empty last one.
  CHECK(dlx::inflateRaw(std::string("\x00\x02\x00\xfd\xff", 5) + "ab" + std::string("\x01\x00\x00\xff\xff", 5), 100) ==
        "ab");
  // Fixed Huffman with back-references ("hello " repeated).
  CHECK(dlx::inflateRaw(fromHex("cb48cdc9c957c840908a00"), 100) == "hello hello hello!");
  // Dynamic Huffman.
  std::string text;
  for (int i = 0; i < 40; ++i) text += "Shikaku " + std::to_string(i) + " numberlink " + std::to_string(i * i % 17) + "\n";
  const std::string packed = fromBase64(
      "dZJLCgMxDEP3PUWOENn5nmNO0MJAh7SzKMz9uykmKdb2xciWlO15jPu4Qgzn9X7sn9dxjhBv2w9jxjAsM06GdcbdcFpEivE882a4zFgM10Ul"
      "G28LV+OdcEQiBPiLIf6dUOILyc8B2Y8NxU8ZlZTSyHz39SX69wiIASGORf2EJJFIJZMSpLAHVrM0srv7t2ok5hR+Gso+tfppa/Lb0UzmC9Gv"
      "5J7GDPw5/gI=");
  REQUIRE(((static_cast<unsigned char>(packed[0]) >> 1) & 3) == 2);
  CHECK(dlx::inflateRaw(packed, 10000) == text);
}

TEST_CASE("inflate: every damaged stream is a clear error", "[penpa]") {
  CHECK_THAT(inflateError(""), Catch::Contains("empty"));
  CHECK_THAT(inflateError("\x07"), Catch::Contains("reserved type 3"));
  CHECK_THAT(inflateError(std::string("\x01\x05\x00\xfb\xff", 5) + "hello"), Catch::Contains("length and its check"));
  CHECK_THAT(inflateError(std::string("\x01\x05\x00\xfa\xff", 5) + "hel"), Catch::Contains("ends inside a stored block"));
  CHECK_THAT(inflateError(fromHex("cb48cdc9c957c840")), Catch::Contains("ends in the middle"));
  // Fixed block whose first code is a length (3) at distance 1, with nothing written yet.
  CHECK_THAT(inflateError(fromHex("030200")), Catch::Contains("before the start of the data"));
  // Dynamic block whose 19 code-length codes all have length 1: more codes than fit.
  CHECK_THAT(inflateError(dynamicHeader(0, 0, 15, std::vector<int>(19, 1))), Catch::Contains("more codes than fit"));
  // Dynamic block with more than 286 literal/length codes declared.
  CHECK_THAT(inflateError(dynamicHeader(31, 0, 0, std::vector<int>(4, 0))), Catch::Contains("more codes than DEFLATE has"));
  // The size cap.
  CHECK_THAT(inflateError(fromHex("cb48cdc9c957c840908a00"), 10), Catch::Contains("more than 10 bytes"));
  // Random bytes never crash: each is either text or an InputError.
  uint32_t seed = 12345;
  for (int trial = 0; trial < 2000; ++trial) {
    std::string junk;
    for (int i = 0; i < 1 + trial % 40; ++i) junk.push_back(static_cast<char>((seed = seed * 1103515245u + 12345u) >> 24));
    try {
      dlx::inflateRaw(junk, 4096);
    } catch (const dlx::InputError&) {
    }
  }
}

TEST_CASE("penpa: a Numberlink link reads and solves", "[penpa]") {
  CHECK(dlx::looksLikePenpaUrl(kNumberlinkLink));
  const dlx::PenpaGrid g = dlx::decodePenpa(kNumberlinkLink);
  CHECK(g.width == 5);
  CHECK(g.height == 5);
  CHECK(g.tags == std::vector<std::string>{"numberlink"});
  CHECK(g.cells == std::vector<int>{1,  -1, -1, -1, -1,  //
                                    2,  -1, -1, 3,  -1,  //
                                    -1, -1, -1, -1, -1,  //
                                    -1, 1,  -1, -1, 2,   //
                                    -1, -1, -1, -1, 3});
  CHECK(dlx::detectKind(kNumberlinkLink) == dlx::findKind("numberlink"));
  dlx::Session s("", kNumberlinkLink, dlx::Options());
  s.runUntil(0);
  CHECK(s.count() == 1);
  CHECK(s.report(0).find("rule")->asString() == "fill");
  // The same puzzle as the plain numbers grid.
  dlx::Session plain("numberlink", "5 5\n1 0 0 0 0\n2 0 0 3 0\n0 0 0 0 0\n0 1 0 0 2\n0 0 0 0 3\n", dlx::Options());
  CHECK(s.puzzle().describe().dump() == plain.puzzle().describe().dump());
}

TEST_CASE("penpa: a Shikaku link in solve mode reads and solves", "[penpa]") {
  CHECK(dlx::detectKind(kShikakuLink) == dlx::findKind("shikaku"));
  dlx::Session s("", kShikakuLink, dlx::Options());
  s.runUntil(0);
  CHECK(s.count() == 1);
  CHECK(s.puzzle().write("text") == "5 5\n0 0 0 3 0\n4 0 0 0 0\n0 0 0 6 0\n0 0 0 0 0\n6 0 0 0 6\n");
}

TEST_CASE("penpa: damaged links say what is wrong", "[penpa]") {
  auto errorOf = [](const std::string& url) -> dlx::InputError {
    try {
      dlx::decodePenpa(url);
    } catch (const dlx::InputError& e) {
      return e;
    }
    FAIL("no error for " << url);
    return dlx::InputError("");
  };
  const std::string head = "https://swaroopg92.github.io/penpa-edit/#m=edit&p=";
  dlx::InputError bad = errorOf(head + "vZH*PS8");
  CHECK_THAT(bad.message(), Catch::Contains("'*'") && Catch::Contains("base64"));
  CHECK(bad.column() == static_cast<int>(head.size()) + 4);
  CHECK_THAT(errorOf(kNumberlinkLink.substr(0, kNumberlinkLink.size() - 40)).message(), Catch::Contains("damaged"));
  CHECK_THAT(errorOf("https://swaroopg92.github.io/penpa-edit/#m=edit").message(), Catch::Contains("no puzzle data"));
  CHECK_THAT(errorOf(head).message(), Catch::Contains("empty"));
  CHECK_FALSE(dlx::looksLikePenpaUrl("https://example.org/#m=edit&p=abc"));
  // Through detection a damaged link is still the Penpa+ reader's to explain.
  CHECK_THROWS_WITH(dlx::Session("", head + "vZH*PS8", dlx::Options()), Catch::Contains("base64"));
}
