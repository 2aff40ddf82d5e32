#include "text_format.h"

#include <algorithm>
#include <map>

#include "core/kind.h"

namespace dlx::shikaku {
namespace {

struct Token {
  std::string_view text;
  int line, column;  // 1-based
};

std::vector<Token> tokenize(std::string_view text) {
  std::vector<Token> out;
  int line = 1, column = 1;
  size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c == '\n') {
      ++line, column = 1, ++i;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++column, ++i;
    } else {
      size_t start = i;
      int startColumn = column;
      while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\r' && text[i] != '\n') ++i, ++column;
      out.push_back({text.substr(start, i - start), line, startColumn});
    }
  }
  return out;
}

// A non-negative decimal integer (capped so it cannot overflow), or -1.
long long parseCount(std::string_view s) {
  if (s.empty() || s.size() > 9) return -1;
  long long v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    v = v * 10 + (c - '0');
  }
  return v;
}

}  // namespace

Grid parseText(std::string_view text) {
  std::vector<Token> tokens = tokenize(text);
  if (tokens.size() < 2) throw InputError("expected the grid size \"W H\" on the first line", 1, 1);
  Grid grid;
  const char* names[2] = {"width", "height"};
  int* sizes[2] = {&grid.width, &grid.height};
  for (int k = 0; k < 2; ++k) {
    long long v = parseCount(tokens[k].text);
    if (v < 1) throw InputError(std::string("the ") + names[k] + " must be a positive whole number, not \"" +
                                    std::string(tokens[k].text) + "\"", tokens[k].line, tokens[k].column);
    if (v > kMaxGridSide) throw InputError(std::string("the ") + names[k] + " is " + std::to_string(v) +
                                               "; the limit is " + std::to_string(kMaxGridSide), tokens[k].line,
                                           tokens[k].column);
    *sizes[k] = static_cast<int>(v);
  }
  const size_t cells = static_cast<size_t>(grid.width) * grid.height;
  grid.cells.reserve(cells);
  for (size_t i = 2; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    if (grid.cells.size() == cells)
      throw InputError("extra value \"" + std::string(t.text) + "\" after the " + std::to_string(grid.height) +
                           " rows of " + std::to_string(grid.width), t.line, t.column);
    long long v = parseCount(t.text);
    if (v < 0) {
      std::string why = t.text == "?" ? " (`?` clues need the puzz.link format)" : "";
      throw InputError("expected a clue (a whole number, 0 for none), not \"" + std::string(t.text) + "\"" + why,
                       t.line, t.column);
    }
    grid.cells.push_back(static_cast<int>(v));
  }
  if (grid.cells.size() < cells) {
    int line = tokens.back().line, column = tokens.back().column + static_cast<int>(tokens.back().text.size());
    throw InputError("the grid ends after " + std::to_string(grid.cells.size()) + " of " + std::to_string(cells) +
                         " cells (" + std::to_string(grid.width) + " x " + std::to_string(grid.height) + ")",
                     line, column);
  }
  validate(grid);
  return grid;
}

std::string writeText(const Grid& grid) {
  if (grid.hasUnknownClues()) throw InputError("`?` clues cannot be written in the plain text format; use puzzlink");
  std::vector<size_t> widths(static_cast<size_t>(grid.width), 1);
  for (int y = 0; y < grid.height; ++y)
    for (int x = 0; x < grid.width; ++x) widths[x] = std::max(widths[x], std::to_string(grid.at(x, y)).size());
  std::string out = std::to_string(grid.width) + " " + std::to_string(grid.height) + "\n";
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      std::string v = std::to_string(grid.at(x, y));
      if (x > 0) out += ' ';
      out.append(widths[x] - v.size(), ' ');
      out += v;
    }
    out += '\n';
  }
  return out;
}

bool looksLikeTextGrid(std::string_view text) {
  std::vector<Token> tokens = tokenize(text);
  if (tokens.size() < 3 || tokens[0].line != tokens[1].line) return false;
  long long w = parseCount(tokens[0].text), h = parseCount(tokens[1].text);
  if (w < 1 || h < 1 || tokens[2].line == tokens[0].line) return false;
  // Every value an integer, and rows that mostly hold W values (so a "W H" header over rows of
  // characters like "1..2." is left to other kinds).
  std::map<int, int> lineSizes;
  std::map<long long, int> counts;
  long long sum = 0;
  for (size_t i = 2; i < tokens.size(); ++i) {
    long long v = parseCount(tokens[i].text);
    if (v < 0) return false;
    ++lineSizes[tokens[i].line];
    if (v > 0) ++counts[v], sum += v;
  }
  int fullRows = 0;
  for (const auto& [line, n] : lineSizes) fullRows += n == w;
  if (2 * fullRows < static_cast<int>(lineSizes.size())) return false;
  // The Numberlink shape: values that pair up instead of adding up to the area.
  int pairs = 0;
  for (const auto& [value, n] : counts) pairs += n == 2;
  if (sum != w * h && !counts.empty() && 2 * pairs > static_cast<int>(counts.size())) return false;
  return true;
}

}  // namespace dlx::shikaku
