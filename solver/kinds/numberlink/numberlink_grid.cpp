#include "numberlink_grid.h"

#include <algorithm>
#include <map>

#include "core/analysis_domain.h"
#include "core/errors.h"

namespace dlx::numberlink {

std::string cellName(const Grid& grid, int index) {
  return cellPosition(index % grid.width, index / grid.width);
}

std::vector<Pair> pairsOf(const Grid& grid) {
  std::map<int, Pair> byNumber;
  for (int i = 0; i < static_cast<int>(grid.numbers.size()); ++i) {
    int n = grid.numbers[static_cast<size_t>(i)];
    if (n == 0) continue;
    Pair& p = byNumber[n];
    p.number = n;
    if (p.first < 0) p.first = i;
    else p.second = i;
  }
  std::vector<Pair> pairs;
  for (const auto& entry : byNumber) pairs.push_back(entry.second);
  return pairs;
}

void validatePairs(const Grid& grid, const std::vector<SourcePos>& where) {
  auto posOf = [&](int index) {
    return static_cast<size_t>(index) < where.size() ? where[static_cast<size_t>(index)] : SourcePos{};
  };
  // Occurrences per number, in reading order, so the message can name the odd one out.
  std::map<int, std::vector<int>> seen;
  for (int i = 0; i < static_cast<int>(grid.numbers.size()); ++i) {
    int n = grid.numbers[static_cast<size_t>(i)];
    if (n == 0) continue;
    SourcePos pos = posOf(i);
    if (n < 0) throw InputError("negative number " + std::to_string(n) + " at " + cellName(grid, i), pos.line, pos.column);
    if (n > kMaxNumber)
      throw InputError("number " + std::to_string(n) + " at " + cellName(grid, i) + " is above the limit " +
                           std::to_string(kMaxNumber),
                       pos.line, pos.column);
    std::vector<int>& cells = seen[n];
    cells.push_back(i);
    if (cells.size() == 3)
      throw InputError("number " + std::to_string(n) + " appears more than twice (at " + cellName(grid, cells[0]) +
                           ", " + cellName(grid, cells[1]) + " and " + cellName(grid, i) +
                           "); each number must mark exactly the two ends of one path",
                       pos.line, pos.column);
  }
  if (seen.empty()) throw InputError("the grid has no numbers; a Numberlink puzzle needs pairs of numbers to connect");
  for (const auto& [n, cells] : seen) {
    if (cells.size() == 1) {
      SourcePos pos = posOf(cells[0]);
      throw InputError("number " + std::to_string(n) + " appears only once (at " + cellName(grid, cells[0]) +
                           "); each number must mark exactly the two ends of one path",
                       pos.line, pos.column);
    }
  }
}

}  // namespace dlx::numberlink
