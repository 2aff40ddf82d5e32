// Packing kind: the text format, its rules lines, errors with positions, detection, round trips.
#include <catch2/catch.hpp>

#include "core/kind.h"
#include "kinds/packing/packing_format.h"
#include "kinds/packing/packing_presets.h"
#include "kinds/packing/packing_shape.h"
#include "support/packing_helpers.h"

using namespace packing_test;

namespace {
const dlx::Kind& packing() { return *dlx::findKind("packing"); }

// Parses and returns {line, column} of the InputError (or {-1,-1} when none was thrown).
std::pair<int, int> errorAt(const std::string& text) {
  try {
    packing().parse(text, dlx::Options{});
  } catch (const dlx::InputError& e) {
    return {e.line(), e.column()};
  }
  return {-1, -1};
}
}  // namespace

TEST_CASE("orientations are de-duplicated", "[packing]") {
  using dlx::packing::orientations;
  using dlx::packing::Shape;
  auto shape = [](std::vector<std::string> rows) {
    Shape s;
    for (int y = 0; y < static_cast<int>(rows.size()); ++y)
      for (int x = 0; x < static_cast<int>(rows[y].size()); ++x)
        if (rows[y][x] == '#') s.push_back({x, y});
    return dlx::packing::normalize(s);
  };
  const Shape X = shape({".#.", "###", ".#."}), I = shape({"#####"}), T = shape({"###", ".#.", ".#."}),
              F = shape({".##", "##.", ".#."});
  CHECK(orientations(X, true, true).size() == 1);
  CHECK(orientations(I, true, true).size() == 2);
  CHECK(orientations(T, true, true).size() == 4);
  CHECK(orientations(F, true, true).size() == 8);
  CHECK(orientations(F, true, false).size() == 4);
  CHECK(orientations(F, false, true).size() == 2);
  CHECK(orientations(F, false, false).size() == 1);
}

TEST_CASE("the reference files parse", "[packing]") {
  auto box = dlx::packing::parsePackingText(readPuzzle("box42.txt"));
  CHECK(box.height() == 10);
  CHECK(box.width() == 11);
  CHECK(box.pieces.size() == 9);
  auto line = dlx::packing::parsePackingText(readPuzzle("line1d.txt"));
  CHECK(line.height() == 1);
  REQUIRE(line.pieces.size() == 3);
  CHECK(line.pieces[0].shape.size() == 4);  // "#..#.##": gaps are allowed
  auto pento = dlx::packing::parsePackingText(readPuzzle("pentomino-6x10.txt"));
  CHECK(pento.pieces.size() == 12);
}

TEST_CASE("rules lines state rotate, reflect and counts", "[packing]") {
  const std::string text =
      "....\n....\n....\n\nrules: rotate=no reflect=yes\npiece: count=2 rotate=yes\n#.\n##\n\n##\n\npiece: reflect=no\n#\n\n#\n";
  auto spec = dlx::packing::parsePackingText(text);
  CHECK(spec.rotate == false);
  CHECK(spec.reflect == true);
  REQUIRE(spec.pieces.size() == 4);
  CHECK(spec.pieces[0].count == 2);
  CHECK(spec.pieces[0].rotate == true);
  CHECK_FALSE(spec.pieces[1].rotate.has_value());
  CHECK(spec.pieces[2].reflect == false);
  auto puzzle = packing().parse(text, dlx::Options{});
  dlx::Json d = puzzle->describe();
  CHECK(d.find("pieces")->size() == 4);
  CHECK(d.find("pieces")->asArray()[0].find("count")->asInt() == 2);
  CHECK(d.find("pieces")->asArray()[0].find("rotate")->asBool() == true);
  CHECK(d.find("pieces")->asArray()[1].find("rotate")->asBool() == false);
  CHECK(d.find("defaults")->find("reflect")->asBool() == true);
  // A `piece:` piece runs to the next empty line, so empty inner rows stay in the piece.
  auto gap = dlx::packing::parsePackingText("...\n\npiece:\n#\n.\n#\n");
  REQUIRE(gap.pieces.size() == 1);
  CHECK(gap.pieces[0].shape.size() == 2);
}

TEST_CASE("write(text) reads back as the same puzzle", "[packing]") {
  std::vector<std::string> texts = {readPuzzle("box42.txt"), readPuzzle("line1d.txt"),
                                    "....\n....\n....\n\nrules: rotate=no reflect=yes\npiece: count=2 rotate=yes\n#.\n##\n\n##\n\n"
                                    "piece: reflect=no\n#\n\n#\n",
                                    "#...\n\npiece: count=2\n#\n.\n#\n\n#\n", "..#..\n\n#\n\npiece:\n#\n#\n\n###\n"};
  for (const std::string& name : dlx::packingPresetNames()) texts.push_back(*dlx::packingPresetText(name));
  for (const std::string& text : texts) {
    INFO(text);
    auto first = packing().parse(text, dlx::Options{});
    const std::string written = first->write("text");
    auto second = packing().parse(written, dlx::Options{});
    CHECK(second->describe().dump() == first->describe().dump());
    CHECK(second->write("text") == written);
  }
  // Options folded in: the written file states the rules that were solved.
  auto overridden = packing().parse(readPuzzle("box42.txt"), options({{"reflect", "1"}}));
  auto back = packing().parse(overridden->write("text"), dlx::Options{});
  CHECK(back->describe().dump() == overridden->describe().dump());
  CHECK_THROWS_AS(overridden->write("puzzlink"), dlx::InputError);
}

TEST_CASE("bad files are rejected with line and column", "[packing]") {
  CHECK(errorAt("....\n....\n") == std::make_pair(3, 1));             // no blank line
  CHECK(errorAt("....\n\n") == std::make_pair(3, 1));                 // no pieces
  CHECK(errorAt("....\n\npiece: count=2\n\n####\n") == std::make_pair(3, 1));  // a piece with no cells
  CHECK(errorAt("....\n\npiece: count=2\n") == std::make_pair(3, 1));
  CHECK(errorAt("..x.\n\n####\n") == std::make_pair(1, 3));           // not # or .
  CHECK(errorAt("....\n\n##\n#o\n") == std::make_pair(4, 2));
  CHECK(errorAt("....\n\npiece: spin=yes\n####\n") == std::make_pair(3, 8));
  CHECK(errorAt("....\n\npiece: count=0\n####\n") == std::make_pair(3, 8));
  CHECK(errorAt("....\n\nrules: rotate=maybe\n####\n") == std::make_pair(3, 8));
  CHECK(errorAt("####\n\n#\n") == std::make_pair(1, 1));              // no free cells
  CHECK(errorAt(std::string(dlx::kMaxGridSide + 1, '.') + "\n\n#\n") == std::make_pair(1, dlx::kMaxGridSide + 1));
  std::string tall;
  for (int i = 0; i <= dlx::kMaxGridSide; ++i) tall += ".\n";
  CHECK(errorAt(tall + "\n#\n") == std::make_pair(dlx::kMaxGridSide + 1, 1));
  // Windows line ends and trailing blanks are forgiven.
  CHECK(errorAt("....  \r\n\r\n####\r\n") == std::make_pair(-1, -1));
}

TEST_CASE("detect claims packing files only", "[packing]") {
  CHECK(packing().detect(readPuzzle("box42.txt")) == dlx::Fit::Sure);
  CHECK(packing().detect(readPuzzle("line1d.txt")) == dlx::Fit::Sure);
  CHECK(packing().detect(readPuzzle("pentomino-8x8-hole.txt")) == dlx::Fit::Sure);
  CHECK(packing().detect("....\n\nrules: reflect=yes\n####\n") == dlx::Fit::Sure);
  CHECK(packing().detect("3 2\n2 0 0\n0 4 0\n") == dlx::Fit::No);
  CHECK(packing().detect("A..B\n....\n.A.B\n") == dlx::Fit::No);
  CHECK(packing().detect("5 5\n1 0 0 0 0\n") == dlx::Fit::No);
  CHECK(packing().detect("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j") == dlx::Fit::No);
  CHECK(packing().detect("A B C D E | F G\nC E F\nA D G\n") == dlx::Fit::No);
  CHECK(packing().detect("....\n....\n") == dlx::Fit::Shape);  // so the parser can name what is missing
  // A board-like first line, but the letters make it a Numberlink letter grid (asked first).
  CHECK(dlx::detectKind("....\nA..B\n") == dlx::findKind("numberlink"));
  CHECK(packing().detect("") == dlx::Fit::No);
  for (const std::string& name : dlx::packingPresetNames()) CHECK(packing().detect(*dlx::packingPresetText(name)) == dlx::Fit::Sure);
}
