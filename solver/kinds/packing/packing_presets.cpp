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

std::string rectangle(int w, int h) {
  std::string out;
  for (int y = 0; y < h; ++y) out += std::string(w, '.') + "\n";
  return out;
}

std::string squareWithHole() {
  std::string out;
  for (int y = 0; y < 8; ++y) {
    std::string row(8, '.');
    if (y == 3 || y == 4) row[3] = row[4] = '#';
    out += row + "\n";
  }
  return out;
}

template <size_t N>
std::string file(const std::string& board, const char* rules, const char* const (&pieces)[N], int count = 1) {
  std::string out = board + "\n" + rules + "\n";
  for (const char* piece : pieces) {
    if (count != 1) out += "piece: count=" + std::to_string(count) + "\n";
    out += std::string(piece) + "\n\n";
  }
  return out;
}

const std::vector<std::pair<std::string, std::string>>& presets() {
  static const char* const kLTromino[] = {"#.\n##"};
  static const std::vector<std::pair<std::string, std::string>> list = {
      {"pentomino-6x10", file(rectangle(10, 6), "rules: rotate=yes reflect=yes", kPentominoes)},
      {"pentomino-5x12", file(rectangle(12, 5), "rules: rotate=yes reflect=yes", kPentominoes)},
      {"pentomino-4x15", file(rectangle(15, 4), "rules: rotate=yes reflect=yes", kPentominoes)},
      {"pentomino-3x20", file(rectangle(20, 3), "rules: rotate=yes reflect=yes", kPentominoes)},
      {"pentomino-8x8", file(squareWithHole(), "rules: rotate=yes reflect=yes", kPentominoes)},
      {"tetromino-4x10", file(rectangle(10, 4), "rules: rotate=yes reflect=yes", kTetrominoes, 2)},
      {"tetromino-5x8", file(rectangle(8, 5), "rules: rotate=yes reflect=yes", kTetrominoes, 2)},
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
