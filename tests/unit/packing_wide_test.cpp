// Packing kind: the bitboard search against the DLX search on random boards cut into random pieces
// (so each has a solution): boards of more than 64 free cells (two and four words), and boards of
// at most 64 (one word, with keyed tables and the shift-based pocket check where the bounding box
// fits the word).
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <random>

#include "kinds/packing/packing_search.h"
#include "support/packing_helpers.h"
#include "support/test_rounds.h"

using namespace packing_test;

namespace {

// Shapes the random boards are built from, as (x, y) cells.
using Shape = std::vector<std::pair<int, int>>;
const std::vector<Shape> kLibrary = {
    {{0, 0}, {1, 0}, {2, 0}},          {{0, 0}, {1, 0}, {0, 1}},          {{0, 0}, {1, 0}, {2, 0}, {1, 1}},
    {{0, 0}, {1, 0}, {2, 0}, {0, 1}},  {{0, 0}, {1, 0}, {1, 1}, {2, 1}},  {{0, 0}, {1, 0}, {0, 1}, {1, 1}},
    {{0, 0}, {1, 0}, {2, 0}, {3, 0}},  {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}},
    {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {1, 1}}, {{1, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}}};
// The same with a domino and a monomino (two-cell and one-cell pockets are then alive).
const std::vector<Shape> kSmallLibrary = [] {
  std::vector<Shape> l = kLibrary;
  l.push_back({{0, 0}, {1, 0}});
  l.push_back({{0, 0}});
  return l;
}();

// A region grown piece by piece in a w x h frame (walls elsewhere) from copies of 2..4 library
// shapes, turned and mirrored only as the rules allow; the shapes with their copy counts are the
// puzzle, so it has at least one solution, and the irregular outline keeps the count small.
Puzzle randomGrownPuzzle(std::mt19937& rng, int w, int h, int targetCells, bool rotate, bool reflect,
                          const std::vector<Shape>& library = kLibrary) {
  std::vector<int> kinds(library.size());
  for (size_t i = 0; i < kinds.size(); ++i) kinds[i] = static_cast<int>(i);
  std::shuffle(kinds.begin(), kinds.end(), rng);
  kinds.resize(2 + rng() % 3);
  std::vector<std::string> board(h, std::string(w, '#'));
  std::vector<int> copies(kinds.size(), 0);
  int cells = 0;
  for (int tries = 0; tries < 20000 && cells < targetCells; ++tries) {
    const size_t k = rng() % kinds.size();
    Shape s = library[kinds[k]];
    const int turns = rotate ? static_cast<int>(rng() % 4) : 0;
    const bool mirror = reflect && rng() % 2;
    for (auto& [x, y] : s) {
      if (mirror) x = -x;
      for (int t = 0; t < turns; ++t) std::tie(x, y) = std::make_pair(-y, x);
    }
    const int ox = static_cast<int>(rng() % w), oy = static_cast<int>(rng() % h);
    bool fits = true, touches = cells == 0;
    for (auto [x, y] : s) {
      x += ox, y += oy;
      if (x < 0 || y < 0 || x >= w || y >= h || board[y][x] == '.') {
        fits = false;
        break;
      }
      for (auto [nx, ny] : {std::make_pair(x + 1, y), std::make_pair(x - 1, y), std::make_pair(x, y + 1), std::make_pair(x, y - 1)})
        touches = touches || (nx >= 0 && ny >= 0 && nx < w && ny < h && board[ny][nx] == '.');
    }
    if (!fits || !touches) continue;
    for (auto [x, y] : s) board[y + oy][x + ox] = '.';
    ++copies[k];
    cells += static_cast<int>(s.size());
  }
  Puzzle p;
  p.board = board;
  for (size_t k = 0; k < kinds.size(); ++k) {
    if (copies[k] == 0) continue;
    const Shape& s = library[kinds[k]];
    std::vector<std::string> rows(3, std::string(4, '.'));
    for (auto [x, y] : s) rows[y][x] = '#';
    while (rows.back().find('#') == std::string::npos) rows.pop_back();
    p.pieces.push_back({rows, rotate, reflect, copies[k]});
  }
  return p;
}

int freeCells(const Puzzle& p) {  // walls are not counted
  int n = 0;
  for (const auto& row : p.board) n += static_cast<int>(std::count(row.begin(), row.end(), '.'));
  return n;
}

// The whole count, or nullopt when the search passes `budget` nodes first (too many tilings to
// compare in a unit test).
std::optional<dlx::Session> countWithin(const std::string& text, const std::map<std::string, std::string>& kv,
                                        uint64_t budget) {
  dlx::Session s("packing", text, options(kv));
  s.setKeep(20);
  while (!s.complete()) {
    if (s.stats().nodes > budget) return std::nullopt;
    s.run(1 << 16);
  }
  return s;
}

// The free cells' bounding box in cells (the one-word search numbers the box when it fits 64).
int boxCells(const Puzzle& p) {
  int x0 = 1 << 20, y0 = 1 << 20, x1 = -1, y1 = -1;
  for (int y = 0; y < static_cast<int>(p.board.size()); ++y)
    for (int x = 0; x < static_cast<int>(p.board[y].size()); ++x)
      if (p.board[y][x] == '.') x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
  return (x1 - x0 + 1) * (y1 - y0 + 1);
}

// Each bitboard engine, listing every solution and searching orbit representatives, against
// DLX's `count` of the same puzzle (solutions checked by the oracle); the symmetry-distinct
// counts of the bitboard and DLX searches agree too.
void checkBitboardAgrees(const Puzzle& p, const std::string& text, uint64_t count,
                         std::initializer_list<const char*> engines) {
  for (const char* engine : engines)
    for (const char* expand : {"0", "1"}) {
      dlx::Session bit = solveAll(text, {{"bench_engine", engine}, {"bench_expand", expand}}, 20);
      CHECK(bit.report(0).find("engine")->asString() == engine);
      CHECK(bit.count() == count);
      for (const dlx::Json& sol : bit.solutions()) CHECK(checkSolution(p, gridOf(sol)) == "");
    }
  dlx::Session symDlx = solveAll(text, {{"bench_engine", "dlx"}, {"symmetry", "1"}}, 0);
  dlx::Session symBit = solveAll(text, {{"bench_engine", "bitboard"}, {"symmetry", "1"}}, 0);
  CHECK(symBit.count() == symDlx.count());
  CHECK(symBit.report(0).find("raw")->asInt() == static_cast<int64_t>(count));
}

}  // namespace

TEST_CASE("the wide bitboard search agrees with DLX on random boards over 64 cells", "[packing][wide]") {
  std::mt19937 rng(20261124);
  int compared = 0, withTwins = 0, twoWords = 0, fourWords = 0;
  for (int round = 0; round < 400 && compared < dlx_test::rounds(48); ++round) {
    const bool rotate = rng() % 4 != 0, reflect = rng() % 2 == 0;
    int w = 8 + static_cast<int>(rng() % 6), h = 14 + static_cast<int>(rng() % 12);
    if (rng() % 2) std::swap(w, h);  // both fill orders: along rows and along columns
    // Every other round aims past 128 cells, where the search takes four words.
    const int target = round % 2 ? 130 + static_cast<int>(rng() % 120) : 66 + static_cast<int>(rng() % 62);
    const Puzzle p = randomGrownPuzzle(rng, w, h, target, rotate, reflect);
    const int cells = freeCells(p);
    if (cells <= 64 || cells > dlx::packing::kBitboardMaxCells) continue;
    const std::string text = fileOf(p);
    INFO(text);
    const auto viaDlx = countWithin(text, {{"bench_engine", "dlx"}, {"bench_expand", "0"}}, 200000);
    if (!viaDlx) continue;
    ++compared;
    (cells <= 128 ? twoWords : fourWords) += 1;
    REQUIRE(viaDlx->count() >= 1);  // the cut itself is a tiling
    withTwins += viaDlx->count() > 1;
    checkBitboardAgrees(p, text, viaDlx->count(), {"bitboard"});
  }
  // The rounds must have covered what the test is about.
  CHECK(compared >= dlx_test::rounds(40));
  CHECK(twoWords >= dlx_test::rounds(10));
  CHECK(fourWords >= dlx_test::rounds(10));
  CHECK(withTwins >= dlx_test::rounds(10));
}

TEST_CASE("the one-word bitboard search agrees with DLX on random boards of at most 64 cells", "[packing][bitboard]") {
  std::mt19937 rng(20261125);
  int compared = 0, inBox = 0, pastBox = 0, withTwins = 0, repeats = 0, reflecting = 0, smallPieces = 0;
  for (int round = 0; round < 600 && compared < 80; ++round) {
    const bool rotate = rng() % 4 != 0, reflect = rng() % 2 == 0;
    const int w = 3 + static_cast<int>(rng() % 9), h = 3 + static_cast<int>(rng() % 9);
    const bool small = round % 3 == 0;
    const Puzzle p = randomGrownPuzzle(rng, w, h, 10 + static_cast<int>(rng() % 55), rotate, reflect,
                                       small ? kSmallLibrary : kLibrary);
    if (freeCells(p) > 64) continue;
    const std::string text = fileOf(p);
    INFO(text);
    const auto viaDlx = countWithin(text, {{"bench_engine", "dlx"}, {"bench_expand", "0"}}, 100000);
    if (!viaDlx) continue;
    ++compared;
    (boxCells(p) <= 64 ? inBox : pastBox) += 1;
    withTwins += viaDlx->count() > 1;
    reflecting += reflect;
    smallPieces += small;
    for (const auto& piece : p.pieces) repeats += piece.count > 1;
    REQUIRE(viaDlx->count() >= 1);  // the cut itself is a tiling
    checkBitboardAgrees(p, text, viaDlx->count(), {"bitboard", "bitboard-v1"});
  }
  // The rounds must have covered what the test is about: both bit numberings, twins, copies of a
  // piece, mirror images, and pieces small enough that two-cell pockets live.
  CHECK(compared >= 60);
  CHECK(inBox >= 15);
  CHECK(pastBox >= 5);
  CHECK(withTwins >= 15);
  CHECK(repeats >= 30);
  CHECK(reflecting >= 20);
  CHECK(smallPieces >= 15);
}

TEST_CASE("bench_engine=auto takes the bitboard search up to 128 free cells", "[packing][wide]") {
  auto engineFor = [](int w, int h) {
    Puzzle p;
    p.board.assign(h, std::string(w, '.'));
    p.pieces.push_back({{"##"}, true, false, w * h / 2});
    dlx::Session s("packing", fileOf(p), options({}));
    s.runUntil(1);
    return s.report(0).find("engine")->asString();
  };
  CHECK(engineFor(8, 8) == "bitboard");
  CHECK(engineFor(8, 16) == "bitboard");
  CHECK(engineFor(10, 14) == "dlx");
}

TEST_CASE("more than 62 piece types solve with DLX (their letters repeat)", "[packing]") {
  // Rows of 1..64 cells and bars of 1..64 cells that may not turn: 64 piece types, letters a..9
  // then a, b again. The DLX model once named its items by letter and threw on the repeat.
  Puzzle p;
  for (int n = 1; n <= 64; ++n) {
    p.board.push_back(std::string(n, '.'));
    p.pieces.push_back({{std::string(n, '#')}, false, false, 1});
  }
  dlx::Session s("packing", fileOf(p), options({{"bench_engine", "dlx"}}));
  s.runUntil(1);
  REQUIRE(s.count() == 1);
  CHECK(checkSolution(p, gridOf(s.solutions()[0])) == "");
}
