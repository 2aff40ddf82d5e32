// The links people paste (Tatham page URLs and random seeds, puzz.link URL forms) and import by
// content (core/detect.h): which kind reads a text, and what is said when none does.
#include <catch2/catch.hpp>

#include "core/detect.h"
#include "core/kind.h"
#include "core/puzzlink.h"
#include "core/session.h"

namespace {
const dlx::Kind& kindNamed(const char* name) { return *dlx::findKind(name); }

std::vector<int> clueCells(const dlx::Puzzle& p) {
  std::vector<int> out;
  const dlx::Json d = p.describe();
  for (const dlx::Json& row : d.find("clues")->asArray())
    for (const dlx::Json& v : row.asArray()) out.push_back(static_cast<int>(v.asInt()));
  return out;
}

dlx::InputError errorOf(const char* kind, const std::string& input) {
  try {
    kindNamed(kind).parse(input, dlx::Options());
  } catch (const dlx::InputError& e) {
    return e;
  }
  FAIL("no InputError for: " << input);
  return dlx::InputError("");
}

const std::string kTatham7 = "7x7:3_2a2_3g2f5_2a6a3_3b2_2d4b3_2c5f";
const std::string kTathamPage = "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/rect.html#";
const std::string kNumlin = "1j2h3m1h2j3";  // the 5x5 numlin example's body
}  // namespace

TEST_CASE("links: a Tatham Rectangles page URL reads as its game ID", "[links]") {
  const dlx::Kind& sk = kindNamed("shikaku");
  auto byId = sk.parse(kTatham7, dlx::Options());
  for (const std::string& url : {kTathamPage + kTatham7, "  http://example.org/puzzles/rect.html?x=1#" + kTatham7 + "\n",
                                 "www.chiark.greenend.org.uk/~sgtatham/puzzles/js/rect.html#" + kTatham7}) {
    CHECK(sk.detect(url) == dlx::Fit::Sure);
    CHECK(dlx::detectKind(url) == &sk);
    CHECK(clueCells(*sk.parse(url, dlx::Options())) == clueCells(*byId));
  }
  // Positions count in the whole URL: the bad character is the 8th of the ID.
  dlx::InputError bad = errorOf("shikaku", kTathamPage + "3x2:2b4#");
  CHECK(bad.column() == static_cast<int>(kTathamPage.size()) + 8);
  CHECK_THAT(errorOf("shikaku", "https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/net.html#5x5:abc").message(),
             Catch::Contains("Tatham's 'net' puzzle") && Catch::Contains("rect.html"));
}

TEST_CASE("links: a Tatham random seed is refused with how to get the game ID", "[links]") {
  for (const std::string& seed : {std::string("7x7#570146928147095"), kTathamPage + "7x7#570146928147095",
                                  std::string("10x8e0.5#12")}) {
    CHECK(dlx::detectKind(seed) == dlx::findKind("shikaku"));
    dlx::InputError e = errorOf("shikaku", seed);
    CHECK_THAT(e.message(), Catch::Contains("random-seed ID") && Catch::Contains("Tatham's own generator") &&
                                Catch::Contains("Game > Specific"));
  }
  CHECK_THAT(errorOf("shikaku", "7x7#570146928147095").message(), Catch::Contains("\"7x7#...\""));
}

TEST_CASE("links: puzz.link forms with _edit, embed parameters and pzv.jp", "[links]") {
  const std::string body = "/6/6/j3g56h6t6h23g5j";
  const dlx::Kind& sk = kindNamed("shikaku");
  auto plain = sk.parse("https://puzz.link/p?shikaku" + body, dlx::Options());
  for (const std::string& url :
       {"https://puzz.link/p?shikaku_edit" + body, "https://puzz.link/p?embed=yes&shikaku" + body,
        "puzz.link/p?embed=yes&lang=en&shikaku_edit" + body, "http://pzv.jp/p.html?shikaku" + body}) {
    CHECK(dlx::puzzLinkType(url) == "shikaku");
    CHECK(dlx::detectKind(url) == &sk);
    CHECK(clueCells(*sk.parse(url, dlx::Options())) == clueCells(*plain));
  }
  // A broken parameter is not skipped: the type is then what the parameter left.
  CHECK(dlx::puzzLinkType("https://puzz.link/p?embed=yes/shikaku" + body) == "embed=yes");
  // Numberlink under both genre names and the embed form; the rule is the genre's.
  for (const char* type : {"numlin", "arukone"}) {
    const std::string url = std::string("https://puzz.link/p?embed=yes&") + type + "/5/5/" + kNumlin;
    CHECK(dlx::detectKind(url) == dlx::findKind("numberlink"));
    dlx::Session s("", url, dlx::Options());
    s.runUntil(0);
    CHECK(s.count() == 1);
    dlx::Json report = s.report(0);
    CHECK(report.find("rule")->asString() == (std::string(type) == "numlin" ? "free" : "fill"));
  }
  // A column in an error counts the parameters too.
  try {
    sk.parse("https://puzz.link/p?embed=yes&shikaku/6/6/j3g56h6t6h23g5#", dlx::Options());
    FAIL("no error");
  } catch (const dlx::InputError& e) {
    CHECK(e.column() == 57);
  }
}

TEST_CASE("links: detection goes by the content, not by a kind in mind", "[links]") {
  // A Numberlink grid reads as Shikaku too, but its numbers pair up and cannot be areas.
  CHECK(dlx::detectKind("5 5\n1 0 0 0 0\n2 0 0 3 0\n0 0 0 0 0\n0 1 0 0 2\n0 0 0 0 3\n") == dlx::findKind("numberlink"));
  CHECK(dlx::detectKind("https://puzz.link/p?numlin/5/5/" + kNumlin) == dlx::findKind("numberlink"));
  CHECK(dlx::detectKind(kTatham7) == dlx::findKind("shikaku"));
  CHECK(dlx::detectKind("..\n..\n\n##\n") == dlx::findKind("packing"));
  CHECK(dlx::detectKind("A B\nA\nB\n") == dlx::findKind("exact-cover"));
}

TEST_CASE("links: text no kind reads gets the accepted formats", "[links]") {
  // Item names without any option line are not claimed for exact cover.
  CHECK(dlx::detectKind("hello world") == nullptr);
  CHECK(kindNamed("exact-cover").detect("hello world\n") == dlx::Fit::No);
  CHECK_THROWS_WITH(dlx::Session("", "hello world", dlx::Options()),
                    Catch::Contains("cannot tell what kind of puzzle") && Catch::Contains("Accepted: packing") &&
                        Catch::Contains("Tatham") && Catch::Contains("exact cover"));
  CHECK_THAT(dlx::unrecognisedInput("https://puzz.link/p?nurikabe/5/5/abc"),
             Catch::Contains("puzz.link 'nurikabe' puzzle") && Catch::Contains("shikaku, numlin and arukone"));
  // Named explicitly, a matrix without options still reads (it has no solution).
  CHECK_NOTHROW(dlx::Session("exact-cover", "hello world", dlx::Options()));
}
