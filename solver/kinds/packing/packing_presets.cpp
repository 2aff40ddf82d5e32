#include "packing_presets.h"

#include <utility>

namespace dlx {

namespace {

// The 12 pentominoes in the usual letter order F I L N P T U V W X Y Z.
const char* const kPentominoes[] = {
    ".##\n##.\n.#.", "#####", "####\n#...", "##..\n.###", "##\n##\n#.", "###\n.#.\n.#.",
    "#.#\n###", "#..\n#..\n###", "#..\n##.\n.##", ".#.\n###\n.#.", "####\n.#..", "##.\n.#.\n.##",
};
// The free tetrominoes I O T S L.
const char* const kTetrominoes[] = {"####", "##\n##", "###\n.#.", ".##\n##.", "###\n#.."};
// The 35 free hexominoes (as enumerated by growing pentominoes cell by cell, deduplicated up to
// rotation and reflection). Every hexomino covers 3 black and 3 white cells of a checkerboard
// except 11 that cover 4 and 2, so the set needs a board whose colour counts differ by 2 (mod 4):
// no rectangle, but the 15x15 square with a 3x5 hole in the centre (106 and 104).
const char* const kHexominoes[] = {
    "######", "#####\n#....", "#####\n.#...", "#####\n..#..", "####\n##..", "####\n#.#.",
    "####\n#..#", "####\n#...\n#...", "####\n.##.", "####\n.#..\n.#..", "####.\n...##", "###\n###",
    "###\n##.\n#..", "##.\n###\n#..", "###.\n#.##", "###\n#..\n##.", "###.\n.###", "#.#\n###\n#..",
    "#...\n####\n#...", "###..\n..###", "###.\n..##\n..#.", "###.\n..##\n...#", "###.\n..#.\n..##",
    "##.\n###\n.#.", "##.\n##.\n.##", "##..\n.###\n.#..", "##..\n.###\n..#.", "##..\n.###\n...#",
    "#.#\n###\n.#.", "#...\n####\n.#..", "##..\n.##.\n..##", "#...\n####\n..#.",
    "#...\n####\n...#", ".#..\n####\n.#..", ".#..\n####\n..#.",
};

std::string rectangle(int w, int h) {
  std::string out;
  for (int y = 0; y < h; ++y) out += std::string(w, '.') + "\n";
  return out;
}

// A w x h rectangle with a hole of hw x hh cells in its centre.
std::string rectangleWithHole(int w, int h, int hw, int hh) {
  std::string out;
  for (int y = 0; y < h; ++y) {
    std::string row(w, '.');
    if (y >= (h - hh) / 2 && y < (h + hh) / 2) row.replace((w - hw) / 2, hw, hw, '#');
    out += row + "\n";
  }
  return out;
}

// Piece names: the usual pentomino and tetromino letters; the 35 hexominoes get letters without
// look-alikes (no l, I, O, 0 or 1).
constexpr const char* kPentominoNames = "FILNPTUVWXYZ";
constexpr const char* kTetrominoNames = "IOTSL";
constexpr const char* kHexominoNames = "abcdefghijkmnopqrstuvwxyzABCDEFGHJK";

// `names`: one letter per piece (nullptr: pieces are named by their copies' order, a, b, ...).
template <size_t N>
std::string file(const std::string& board, const char* rules, const char* const (&pieces)[N], int count = 1,
                 const char* names = nullptr) {
  std::string out = board + "\n" + rules + "\n";
  for (size_t i = 0; i < N; ++i) {
    std::string directive;
    if (count != 1) directive += " count=" + std::to_string(count);
    if (names) directive += std::string(" name=") + names[i];
    if (!directive.empty()) out += "piece:" + directive + "\n";
    out += std::string(pieces[i]) + "\n\n";
  }
  return out;
}

const std::vector<std::pair<std::string, std::string>>& presets() {
  static const char* const kLTromino[] = {"#.\n##"};
  static const std::vector<std::pair<std::string, std::string>> list = {
      {"pentomino-6x10", file(rectangle(10, 6), "rules: rotate=yes reflect=yes", kPentominoes, 1, kPentominoNames)},
      {"pentomino-5x12", file(rectangle(12, 5), "rules: rotate=yes reflect=yes", kPentominoes, 1, kPentominoNames)},
      {"pentomino-4x15", file(rectangle(15, 4), "rules: rotate=yes reflect=yes", kPentominoes, 1, kPentominoNames)},
      {"pentomino-3x20", file(rectangle(20, 3), "rules: rotate=yes reflect=yes", kPentominoes, 1, kPentominoNames)},
      {"pentomino-8x8", file(rectangleWithHole(8, 8, 2, 2), "rules: rotate=yes reflect=yes", kPentominoes, 1, kPentominoNames)},
      {"tetromino-4x10", file(rectangle(10, 4), "rules: rotate=yes reflect=yes", kTetrominoes, 2, kTetrominoNames)},
      {"tetromino-5x8", file(rectangle(8, 5), "rules: rotate=yes reflect=yes", kTetrominoes, 2, kTetrominoNames)},
      {"hexomino-15x15", file(rectangleWithHole(15, 15, 3, 5), "rules: rotate=yes reflect=yes", kHexominoes, 1, kHexominoNames)},
      {"tromino-l-3x4", file(rectangle(4, 3), "rules: rotate=yes reflect=yes", kLTromino, 4)},
  };
  return list;
}

}  // namespace

std::vector<std::string> packingPresetNames() {
  std::vector<std::string> names;
  for (const auto& [name, text] : presets()) names.push_back(name);
  return names;
}

std::optional<std::string> packingPresetText(std::string_view name) {
  for (const auto& [n, text] : presets())
    if (n == name) return text;
  return std::nullopt;
}

}  // namespace dlx
