// Counts split into parts (core/subtrees.h): every split must add up to the whole, checked
// against known counts, the packing oracle and a brute-force exact cover counter written here.
#include <catch2/catch.hpp>

#include <atomic>
#include <random>
#include <thread>

#include "core/subtrees.h"
#include "support/packing_helpers.h"

using namespace packing_test;
namespace st = dlx::subtrees;

namespace {

struct Sums {
  uint64_t count = 0, distinct = 0, raw = 0;
  size_t parts = 0;
};

// Runs every part of a split on its own session and adds up what the reports say.
Sums countInParts(const dlx::Session& whole, const std::vector<st::Path>& paths) {
  Sums s;
  for (const st::Path& p : paths) {
    dlx::Session part = whole.part(p);
    part.setKeep(0);
    part.runUntil(0);
    REQUIRE(part.complete());
    s.count += part.count();
    const dlx::Json report = part.report(0);
    if (const dlx::Json* d = report.find("distinct")) s.distinct += d->asUint();
    if (const dlx::Json* r = report.find("raw")) s.raw += r->asUint();
    ++s.parts;
  }
  return s;
}

// A random packing puzzle whose pieces fill its free cells exactly: distinct free shapes (so no
// two definitions merge into one piece type), random copies and rules.
std::pair<std::string, Puzzle> randomPacking(std::mt19937& rng) {
  static const std::vector<std::vector<std::string>> shapes = {
      {"#"}, {"##"}, {"###"}, {"#.", "##"}, {"##", "##"}, {"###", "#.."}, {"###", ".#."}, {".##", "##."}};
  const int w = 2 + rng() % 3, h = 2 + rng() % 3;
  Puzzle oracle;
  std::string text;
  int free = 0;
  for (int y = 0; y < h; ++y) {
    std::string row;
    for (int x = 0; x < w; ++x) row += rng() % 6 == 0 ? '#' : '.';
    for (char c : row) free += c == '.';
    oracle.board.push_back(row);
    text += row + "\n";
  }
  text += "\n";
  std::vector<int> copies(shapes.size(), 0);
  for (int left = free; left > 0;) {
    const size_t k = rng() % shapes.size();
    int size = 0;
    for (const std::string& r : shapes[k]) size += static_cast<int>(std::count(r.begin(), r.end(), '#'));
    if (size > left) continue;
    ++copies[k];
    left -= size;
  }
  for (size_t k = 0; k < shapes.size(); ++k) {
    if (copies[k] == 0) continue;
    const bool rotate = rng() % 2, reflect = rng() % 2;
    oracle.pieces.push_back({shapes[k], rotate, reflect, copies[k]});
    text += "piece: count=" + std::to_string(copies[k]) + " rotate=" + (rotate ? "yes" : "no") +
            " reflect=" + (reflect ? "yes" : "no") + "\n";
    for (const std::string& r : shapes[k]) text += r + "\n";
    text += "\n";
  }
  return {text, oracle};
}

// Knuth-format text of a random matrix (multiplicities, secondary items), and its solutions
// counted by trying every subset of options.
std::pair<std::string, uint64_t> randomCover(std::mt19937& rng) {
  const int primaries = 1 + rng() % 4, secondaries = rng() % 3, options = 1 + rng() % 13;
  std::vector<int> need(primaries + secondaries, 1);
  std::string text;
  for (int i = 0; i < primaries; ++i) {
    if (rng() % 4 == 0) need[i] = 2;
    text += (i ? " " : "") + (need[i] > 1 ? std::to_string(need[i]) + "|" : std::string()) + "p" + std::to_string(i);
  }
  if (secondaries) text += " |";
  for (int i = 0; i < secondaries; ++i) text += " s" + std::to_string(i);
  text += "\n";
  std::vector<std::vector<int>> rows;
  for (int o = 0; o < options; ++o) {
    std::vector<int> row;
    for (int i = 0; i < primaries + secondaries; ++i)
      if (rng() % 3 == 0) row.push_back(i);
    if (row.empty() || row.front() >= primaries) row.insert(row.begin(), static_cast<int>(rng() % primaries));
    std::string line;
    for (int i : row) line += (line.empty() ? "" : " ") + (i < primaries ? "p" + std::to_string(i) : "s" + std::to_string(i - primaries));
    text += line + "\n";
    rows.push_back(row);
  }
  uint64_t count = 0;
  for (uint32_t mask = 0; mask < (1u << options); ++mask) {
    std::vector<int> covered(need.size(), 0);
    for (int o = 0; o < options; ++o)
      if (mask >> o & 1)
        for (int i : rows[o]) ++covered[i];
    bool ok = true;
    for (size_t i = 0; i < need.size(); ++i) ok = ok && (static_cast<int>(i) < primaries ? covered[i] == need[i] : covered[i] <= 1);
    count += ok;
  }
  return {text, count};
}

}  // namespace

TEST_CASE("subtrees: the pentomino boards' parts add up to the known counts", "[subtrees][packing]") {
  struct Case {
    const char* preset;
    uint64_t raw, distinct;
  };
  for (const Case& c : {Case{"pentomino-6x10", 9356, 2339}, Case{"pentomino-3x20", 8, 2}, Case{"pentomino-8x8", 520, 65}}) {
    INFO(c.preset);
    dlx::Session whole("", "", options({{"preset", c.preset}, {"symmetry", "1"}}));
    const std::vector<st::Path> paths = st::split(whole, 16, -1);
    CHECK(paths.size() >= 16);
    const Sums s = countInParts(whole, paths);
    CHECK(s.count == c.distinct);
    CHECK(s.distinct == c.distinct);
    CHECK(s.raw == c.raw);
  }
  dlx::Session all("", "", options({{"preset", "pentomino-6x10"}}));
  CHECK(countInParts(all, st::split(all, 0, 2)).count == 9356);
}

TEST_CASE("subtrees: parts counted on several threads at once still add up", "[subtrees][packing]") {
  // As `dlx solve --count --jobs` runs them: the parts' searches share what each root placement
  // leaves below it, filtered cell by cell by whichever thread needs a cell first.
  struct Case {
    const char* preset;
    uint64_t raw, distinct;
  };
  for (const Case& c : {Case{"pentomino-5x12", 4040, 1010}, Case{"pentomino-4x15", 1472, 368}}) {
    INFO(c.preset);
    dlx::Session whole("", "", options({{"preset", c.preset}, {"symmetry", "1"}}));
    const std::vector<st::Path> paths = st::split(whole, 48, -1);
    REQUIRE(paths.size() >= 48);
    std::vector<dlx::Json> reports(paths.size());  // Catch's checks stay on this thread
    std::atomic<size_t> next{0};
    auto work = [&] {
      for (size_t i; (i = next.fetch_add(1)) < paths.size();) {
        dlx::Session part = whole.part(paths[i]);
        part.setKeep(0);
        part.runUntil(0);
        reports[i] = part.report(0);
      }
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) threads.emplace_back(work);
    for (std::thread& t : threads) t.join();
    Sums total;
    for (const dlx::Json& r : reports) {
      CHECK(r.find("complete")->asBool());
      total.count += r.find("count")->asUint();
      total.distinct += r.find("distinct")->asUint();
      total.raw += r.find("raw")->asUint();
    }
    CHECK(total.count == c.distinct);
    CHECK(total.distinct == c.distinct);
    CHECK(total.raw == c.raw);
  }
}

TEST_CASE("subtrees: a bitboard search with no root level splits on its own fill table", "[subtrees][packing]") {
  // Two copies of each tetromino: no single-copy piece, so no root level; each part is a copy of
  // the search whose fill table must be its own (built as needed), not the original's.
  dlx::Session whole("", "", options({{"preset", "tetromino-4x10"}, {"bench_engine", "bitboard"}}));
  dlx::Session viaDlx("", "", options({{"preset", "tetromino-4x10"}, {"bench_engine", "dlx"}}));
  viaDlx.runUntil(0);
  REQUIRE(viaDlx.count() == 1796);
  for (int depth = 1; depth <= 3; ++depth) CHECK(countInParts(whole, st::split(whole, 0, depth)).count == 1796);
  CHECK(countInParts(whole, st::split(whole, 40, -1)).count == 1796);
}

TEST_CASE("subtrees: random packings, split at every depth and on both engines, match the oracle", "[subtrees][packing]") {
  std::mt19937 rng(15);
  for (int round = 0; round < 60; ++round) {
    const auto [text, oracle] = randomPacking(rng);
    INFO(text);
    const uint64_t tilings = allTilings(oracle).size();
    for (const char* engine : {"bitboard", "dlx"}) {
      dlx::Session whole("packing", text, options({{"bench_engine", engine}}));
      for (int depth = 0; depth <= 3; ++depth) CHECK(countInParts(whole, st::split(whole, 0, depth)).count == tilings);
      CHECK(countInParts(whole, st::split(whole, 5, -1)).count == tilings);
    }
  }
}

TEST_CASE("subtrees: random exact cover matrices, split at every depth, match brute force", "[subtrees][dlx]") {
  std::mt19937 rng(1015);
  for (int round = 0; round < 200; ++round) {
    const auto [text, expected] = randomCover(rng);
    INFO(text);
    dlx::Session whole("exact-cover", text, {});
    for (int depth = 0; depth <= 3; ++depth) CHECK(countInParts(whole, st::split(whole, 0, depth)).count == expected);
    CHECK(countInParts(whole, st::split(whole, 6, -1)).count == expected);
  }
}

// Knuth-format text of `copies` disjoint n-queens problems (rows and columns primary, diagonals
// secondary), which share no item: the search counts them as independent parts.
std::string disjointQueens(int n, int copies) {
  std::string text, secondaries;
  for (int q = 0; q < copies; ++q) {
    const std::string p = "q" + std::to_string(q) + "_";
    for (int i = 0; i < n; ++i) text += p + "r" + std::to_string(i) + " " + p + "c" + std::to_string(i) + " ";
    for (int d = 0; d < 2 * n - 1; ++d) secondaries += " " + p + "a" + std::to_string(d) + " " + p + "b" + std::to_string(d);
  }
  text += "|" + secondaries + "\n";
  for (int q = 0; q < copies; ++q) {
    const std::string p = "q" + std::to_string(q) + "_";
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        text += p + "r" + std::to_string(r) + " " + p + "c" + std::to_string(c) + " " + p + "a" + std::to_string(r + c) +
                " " + p + "b" + std::to_string(n - 1 - r + c) + "\n";
  }
  return text;
}

TEST_CASE("subtrees: a part of independent problems counts them in bulk, as the whole does", "[subtrees][dlx]") {
  // Four disjoint 8-queens: 92^4 solutions, which the whole count multiplies out in a few thousand
  // nodes. Each part must too: a part that listed them (`dlx solve --count` on 8 disjoint copies
  // split over two threads ran for hours) needs at least one node per solution, 92^3 per part.
  const std::string text = disjointQueens(8, 4);
  dlx::Session whole("exact-cover", text, {});
  whole.setKeep(0);
  whole.runUntil(0);
  REQUIRE(whole.count() == 92ull * 92 * 92 * 92);
  const uint64_t wholeNodes = whole.stats().nodes;
  CHECK(wholeNodes < 100000);
  const std::vector<st::Path> paths = st::split(whole, 16, -1);
  REQUIRE(paths.size() >= 16);
  uint64_t count = 0;
  for (const st::Path& path : paths) {
    dlx::Session part = whole.part(path);
    part.setKeep(0);
    // A part counts the three untouched copies again (as the whole did) and its own copy's rest:
    // no more nodes than the whole. Capped, so a part that lists fails here instead of running on.
    while (!part.complete() && part.stats().nodes <= wholeNodes) part.runCounting(1u << 12);
    INFO("whole " << wholeNodes << " nodes, part " << part.stats().nodes);
    REQUIRE(part.complete());
    count += part.count();
  }
  CHECK(count == whole.count());
}

TEST_CASE("subtrees: a split whose last parts are split again still adds up, and keeps its order", "[subtrees]") {
  // The page's count workers take parts in order; only the tail is refined, each refined part
  // becoming its own subtrees in place (so the first parts, and the token order, stay the same).
  dlx::Session sym("", "", options({{"preset", "pentomino-6x10"}, {"symmetry", "1"}}));
  const std::vector<st::Path> coarse = st::split(sym, 16, -1);
  const std::vector<st::Path> fine = st::refineTail(sym, coarse, 4);
  REQUIRE(fine.size() > coarse.size());
  for (size_t i = 0; i + 4 < coarse.size(); ++i) CHECK(fine[i] == coarse[i]);
  for (size_t i = coarse.size() - 4; i < fine.size(); ++i) CHECK(fine[i].size() == coarse.back().size() + 1);
  const Sums s = countInParts(sym, fine);
  CHECK(s.count == 2339);
  CHECK(s.distinct == 2339);
  CHECK(s.raw == 9356);
  // More tail parts than parts: every part is refined; none at all: nothing changes.
  dlx::Session all("", "", options({{"preset", "pentomino-6x10"}, {"bench_engine", "dlx"}}));
  const std::vector<st::Path> two = st::split(all, 0, 1);
  CHECK(countInParts(all, st::refineTail(all, two, two.size() + 5)).count == 9356);
  CHECK(st::refineTail(all, two, 0) == two);

  // Random exact cover matrices: leaves (solved or dead parts) stay parts of their own.
  std::mt19937 rng(2015);
  for (int round = 0; round < 60; ++round) {
    const auto [text, expected] = randomCover(rng);
    INFO(text);
    dlx::Session whole("exact-cover", text, {});
    for (int depth = 0; depth <= 2; ++depth) {
      const std::vector<st::Path> paths = st::split(whole, 0, depth);
      for (size_t tail : {size_t{1}, paths.size()}) CHECK(countInParts(whole, st::refineTail(whole, paths, tail)).count == expected);
    }
  }
}

TEST_CASE("subtrees: a part's solutions are whole solutions the puzzle accepts", "[subtrees]") {
  dlx::Session whole("", "", options({{"preset", "pentomino-6x10"}, {"bench_engine", "dlx"}}));
  const std::vector<st::Path> paths = st::split(whole, 0, 2);
  for (size_t i = 0; i < paths.size() && i < 3; ++i) {
    dlx::Session part = whole.part(paths[i]);
    part.setKeep(2);
    part.runUntil(2);
    for (const dlx::Json& sol : part.solutions()) CHECK(!whole.puzzle().check(sol));
  }
  dlx::Session cover("", readPuzzle("knuth-example.dlx"), {});
  uint64_t found = 0;
  for (const st::Path& p : st::split(cover, 0, 2)) {
    dlx::Session part = cover.part(p);
    part.runUntil(0);
    found += part.count();
    for (const dlx::Json& sol : part.solutions()) CHECK(!cover.puzzle().check(sol));
  }
  CHECK(found == 1);
}

TEST_CASE("subtrees: a path that is not a live node is refused by name", "[subtrees]") {
  dlx::Session whole("", "", options({{"preset", "pentomino-6x10"}}));
  dlx::Session part = whole.part({100000});
  CHECK_THROWS_WITH(part.run(10), Catch::Contains("no live branch 100000 at depth 1"));
  dlx::Session numberlink("", readPuzzle("numberlink-5x5.txt"), {});
  dlx::Session nl = numberlink.part({0});
  CHECK_THROWS_WITH(nl.run(10), Catch::Contains("cannot be split into subtrees"));
  CHECK_THROWS_WITH(st::split(numberlink, 4, -1), Catch::Contains("cannot be split into subtrees"));
}

TEST_CASE("subtrees: tokens round-trip; merge finds missing, doubled and foreign parts", "[subtrees]") {
  dlx::Session whole("", "", options({{"preset", "pentomino-4x15"}, {"symmetry", "1"}}));
  const dlx::Options opts = options({{"preset", "pentomino-4x15"}, {"symmetry", "yes"}});
  const std::string fp = st::puzzleFingerprint(whole, opts);
  CHECK(fp == st::puzzleFingerprint(whole, options({{"preset", "pentomino-4x15"}, {"symmetry", "1"}, {"render", "box"}})));
  CHECK(fp != st::puzzleFingerprint(whole, options({{"preset", "pentomino-4x15"}})));
  const std::vector<st::Path> paths = st::split(whole, 4, -1);
  const std::vector<std::string> tokens = st::tokens(fp, paths);
  std::vector<dlx::Json> reports;
  for (size_t i = 0; i < tokens.size(); ++i) {
    const st::Token t = st::parseToken(tokens[i]);
    CHECK(t.puzzle == fp);
    CHECK(t.part == i);
    CHECK(t.parts == tokens.size());
    CHECK(t.path == paths[i]);
    dlx::Session part = whole.part(t.path);
    part.setKeep(0);
    part.runUntil(0);
    dlx::Json r = part.report(0);
    r["subtree"] = tokens[i];
    reports.push_back(r);
  }
  const dlx::Json merged = st::merge(reports);
  CHECK(merged.find("count")->asUint() == 368);
  CHECK(merged.find("distinct")->asUint() == 368);
  CHECK(merged.find("raw")->asUint() == 1472);
  CHECK(merged.find("complete")->asBool());

  std::vector<dlx::Json> missing(reports.begin() + 1, reports.end());
  CHECK_THROWS_WITH(st::merge(missing), Catch::Contains("1 of " + std::to_string(tokens.size()) + " parts missing: 0"));
  std::vector<dlx::Json> doubled = reports;
  doubled.push_back(reports[2]);
  CHECK_THROWS_WITH(st::merge(doubled), Catch::Contains("parts given more than once: 2 (2 times)"));
  std::vector<dlx::Json> foreign = reports;
  foreign[1]["subtree"] = "0123456789abcdef" + tokens[1].substr(16);
  CHECK_THROWS_WITH(st::merge(foreign), Catch::Contains("report 2 is for another puzzle or other options"));

  CHECK_THROWS_WITH(st::parseToken("abc"), Catch::Contains("is not PUZZLE-SPLIT-PART-PARTS-PATH"));
  CHECK_THROWS_WITH(st::parseToken(fp + "-0000000g-0-2-root"), Catch::Contains("split fingerprint is not 8 hex"));
  CHECK_THROWS_WITH(st::parseToken(fp + "-00000000-2-2-root"), Catch::Contains("part 2 of 2 does not exist"));
  CHECK_THROWS_WITH(st::parseToken(fp + "-00000000-0-2-1.x"), Catch::Contains("a branch of the path is not a number ('x')"));
  CHECK(st::parseToken(fp + "-00000000-0-1-root").path.empty());
}
