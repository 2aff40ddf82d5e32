#include "numberlink_formats.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>

#include "core/errors.h"
#include "core/kind.h"
#include "core/puzzlink.h"

namespace dlx::numberlink {
namespace {

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool isLetter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

struct Line {
  int number;             // 1-based line number in the input
  std::string_view text;  // without the line break and trailing blanks
};

std::vector<Line> splitLines(std::string_view input) {
  std::vector<Line> lines;
  int number = 0;
  size_t at = 0;
  while (at <= input.size()) {
    size_t end = input.find('\n', at);
    if (end == std::string_view::npos) end = input.size();
    std::string_view text = input.substr(at, end - at);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    lines.push_back({++number, text});
    at = end + 1;
  }
  return lines;
}

bool isBlank(std::string_view s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return isSpace(c); });
}

struct Token {
  std::string_view text;
  int column;  // 1-based
};

std::vector<Token> tokensOf(std::string_view s) {
  std::vector<Token> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && isSpace(s[i])) ++i;
    size_t start = i;
    while (i < s.size() && !isSpace(s[i])) ++i;
    if (i > start) out.push_back({s.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return out;
}

// A decimal integer (optionally negative, so "-3" is reported as negative rather than as junk).
std::optional<long long> integerOf(std::string_view t) {
  size_t i = 0;
  bool negative = false;
  if (!t.empty() && t[0] == '-') negative = true, i = 1;
  if (i == t.size() || t.size() - i > 12) return std::nullopt;
  long long v = 0;
  for (; i < t.size(); ++i) {
    if (!isDigit(t[i])) return std::nullopt;
    v = v * 10 + (t[i] - '0');
  }
  return negative ? -v : v;
}

// A grid as read, before the pair rule is checked (detection looks at it without throwing).
struct RawGrid {
  Grid grid;
  std::vector<SourcePos> where;
  Layout layout = Layout::NumbersGrid;
  bool hasLetters = false;
};

void checkSide(long long side, const char* what, int line, int column) {
  if (side < 1 || side > kMaxGridSide)
    throw InputError(std::string("the ") + what + " must be between 1 and " + std::to_string(kMaxGridSide) +
                         ", not " + std::to_string(side),
                     line, column);
}

// Index of the first non-blank line, or lines.size().
size_t firstContent(const std::vector<Line>& lines, size_t from = 0) {
  while (from < lines.size() && isBlank(lines[from].text)) ++from;
  return from;
}

// `W H` on the first non-blank line: returns the tokens when the line is exactly two integers.
std::optional<std::pair<Token, Token>> headerOf(const std::vector<Line>& lines) {
  size_t first = firstContent(lines);
  if (first == lines.size()) return std::nullopt;
  std::vector<Token> t = tokensOf(lines[first].text);
  if (t.size() != 2 || !integerOf(t[0].text) || !integerOf(t[1].text)) return std::nullopt;
  return std::make_pair(t[0], t[1]);
}

// Turns character labels into numbers (see the header comment) and fills the grid.
void assignLabels(RawGrid& raw, const std::vector<char>& labels) {
  bool digitsOnly = true;
  for (char c : labels)
    if (c != 0 && !(c >= '1' && c <= '9')) digitsOnly = false;
  std::map<char, int> numberOf;
  for (size_t i = 0; i < labels.size(); ++i) {
    char c = labels[i];
    if (c == 0) continue;
    if (isLetter(c)) raw.hasLetters = true;
    auto it = numberOf.find(c);
    if (it == numberOf.end())
      it = numberOf.emplace(c, digitsOnly ? c - '0' : static_cast<int>(numberOf.size()) + 1).first;
    raw.grid.numbers[i] = it->second;
  }
}

// Rows after a `W H` header: integers (numbers grid) or characters (packed or spaced).
RawGrid readHeaderGrid(const std::vector<Line>& lines, const std::pair<Token, Token>& header) {
  size_t headerLine = firstContent(lines);
  const int headerNo = lines[headerLine].number;
  long long w = *integerOf(header.first.text), h = *integerOf(header.second.text);
  checkSide(w, "width", headerNo, header.first.column);
  checkSide(h, "height", headerNo, header.second.column);
  RawGrid raw;
  Grid& g = raw.grid;
  g.width = static_cast<int>(w), g.height = static_cast<int>(h);
  g.numbers.assign(static_cast<size_t>(g.width * g.height), 0);
  raw.where.assign(g.numbers.size(), SourcePos{});
  std::vector<char> labels(g.numbers.size(), 0);

  // The first row decides: W tokens that are all integers or `.` make a numbers grid, and so do
  // W tokens one of which is longer than a character (so a typo is reported as a bad number).
  size_t at = firstContent(lines, headerLine + 1);
  if (at == lines.size()) throw InputError("the grid rows are missing after the size line", headerNo + 1);
  {
    std::vector<Token> t = tokensOf(lines[at].text);
    bool numeric = static_cast<int>(t.size()) == g.width &&
                   (std::all_of(t.begin(), t.end(), [](const Token& k) { return k.text == "." || integerOf(k.text); }) ||
                    std::any_of(t.begin(), t.end(), [](const Token& k) { return k.text.size() > 1; }));
    raw.layout = numeric ? Layout::NumbersGrid : Layout::CharRows;
  }

  int row = 0;
  for (; at < lines.size() && row < g.height; at = firstContent(lines, at + 1), ++row) {
    const Line& line = lines[at];
    std::vector<Token> t = tokensOf(line.text);
    const size_t base = static_cast<size_t>(row * g.width);
    if (raw.layout == Layout::NumbersGrid) {
      if (static_cast<int>(t.size()) != g.width)
        throw InputError("row " + std::to_string(row + 1) + " has " + std::to_string(t.size()) + " numbers, expected " +
                             std::to_string(g.width),
                         line.number);
      for (int x = 0; x < g.width; ++x) {
        const Token& k = t[static_cast<size_t>(x)];
        raw.where[base + static_cast<size_t>(x)] = {line.number, k.column};
        if (k.text == ".") continue;
        std::optional<long long> v = integerOf(k.text);
        if (!v) throw InputError("'" + std::string(k.text) + "' is not a number", line.number, k.column);
        if (*v > kMaxNumber || *v < -kMaxNumber)
          throw InputError("number " + std::string(k.text) + " is above the limit " + std::to_string(kMaxNumber),
                           line.number, k.column);
        g.numbers[base + static_cast<size_t>(x)] = static_cast<int>(*v);
      }
      continue;
    }
    // Character rows: spaced (W one-character tokens) or packed (W characters, no blanks).
    std::vector<Token> cells;
    if (static_cast<int>(t.size()) == g.width &&
        std::all_of(t.begin(), t.end(), [](const Token& k) { return k.text.size() == 1; })) {
      cells = t;
    } else if (t.size() == 1 && static_cast<int>(t[0].text.size()) == g.width) {
      for (int x = 0; x < g.width; ++x)
        cells.push_back({t[0].text.substr(static_cast<size_t>(x), 1), t[0].column + x});
    } else {
      throw InputError("row " + std::to_string(row + 1) + " should be " + std::to_string(g.width) +
                           " characters (`.` for an empty cell, a letter or digit for an endpoint)",
                       line.number);
    }
    for (int x = 0; x < g.width; ++x) {
      char c = cells[static_cast<size_t>(x)].text[0];
      raw.where[base + static_cast<size_t>(x)] = {line.number, cells[static_cast<size_t>(x)].column};
      if (c == '.') continue;
      if (!isLetter(c) && !isDigit(c))
        throw InputError(std::string("unexpected character '") + c + "' (use `.` for an empty cell)", line.number,
                         cells[static_cast<size_t>(x)].column);
      labels[base + static_cast<size_t>(x)] = c;
    }
  }
  if (row < g.height)
    throw InputError("expected " + std::to_string(g.height) + " rows after the size line, found " + std::to_string(row),
                     lines.back().number);
  if (at < lines.size()) throw InputError("unexpected text after the last row", lines[at].number);
  if (raw.layout == Layout::CharRows) assignLabels(raw, labels);
  return raw;
}

// The Flow Free letter grid: no header, one line per row.
RawGrid readLetterGrid(const std::vector<Line>& lines) {
  size_t first = firstContent(lines);
  size_t last = lines.size();
  while (last > first && isBlank(lines[last - 1].text)) --last;
  if (first == last) throw InputError("the input is empty");
  RawGrid raw;
  raw.layout = Layout::LetterGrid;
  Grid& g = raw.grid;
  g.width = static_cast<int>(lines[first].text.size());
  g.height = static_cast<int>(last - first);
  checkSide(g.width, "width (the first line's length)", lines[first].number, 0);
  checkSide(g.height, "height (the number of lines)", lines[last - 1].number, 0);
  g.numbers.assign(static_cast<size_t>(g.width * g.height), 0);
  raw.where.assign(g.numbers.size(), SourcePos{});
  std::vector<char> labels(g.numbers.size(), 0);
  for (size_t r = first; r < last; ++r) {
    const Line& line = lines[r];
    if (static_cast<int>(line.text.size()) > g.width)
      throw InputError("this row has " + std::to_string(line.text.size()) + " characters but the first row has " +
                           std::to_string(g.width),
                       line.number, g.width + 1);
    const size_t base = (r - first) * static_cast<size_t>(g.width);
    for (size_t x = 0; x < line.text.size(); ++x) {
      raw.where[base + x] = {line.number, static_cast<int>(x) + 1};
      if (isLetter(line.text[x])) labels[base + x] = line.text[x];
    }
  }
  // Letters are never digits here, so labels are numbered by first appearance.
  assignLabels(raw, labels);
  return raw;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
  return s;
}

// The puzzle type of a puzz.link-shaped URL (the text between `?` and `/`, without `_edit`).
std::string_view urlType(std::string_view url) {
  size_t q = url.find('?');
  if (q == std::string_view::npos) return {};
  std::string_view type = url.substr(q + 1);
  type = type.substr(0, type.find('/'));
  if (type.size() > 5 && type.substr(type.size() - 5) == "_edit") type.remove_suffix(5);
  return type;
}

RawGrid readUrl(std::string_view input) {
  PuzzLink link = decodePuzzLink(input);
  if (link.type != "numlin")
    throw InputError("this puzz.link URL is a '" + link.type + "' puzzle, not Numberlink ('numlin')", 1);
  RawGrid raw;
  raw.layout = Layout::PuzzLink;
  raw.grid.width = link.cols, raw.grid.height = link.rows;
  raw.grid.numbers.assign(link.cells.size(), 0);
  raw.where.assign(link.cells.size(), SourcePos{});
  for (size_t i = 0; i < link.cells.size(); ++i) {
    int v = link.cells[i];
    if (v == -2)
      throw InputError("the '?' clue at " + cellName(raw.grid, static_cast<int>(i)) +
                       " is not supported: every endpoint needs its number");
    if (v == 0)
      throw InputError("the clue 0 at " + cellName(raw.grid, static_cast<int>(i)) + " is not a valid number");
    raw.grid.numbers[i] = v < 0 ? 0 : v;
  }
  return raw;
}

RawGrid readRaw(std::string_view input) {
  if (looksLikePuzzLink(input)) return readUrl(trim(input));
  std::vector<Line> lines = splitLines(input);
  if (auto header = headerOf(lines)) return readHeaderGrid(lines, *header);
  return readLetterGrid(lines);
}

}  // namespace

Grid readGrid(std::string_view input, Layout* layout) {
  if (input.size() > kMaxInputBytes) throw InputError("the input is too large");
  RawGrid raw = readRaw(input);
  validatePairs(raw.grid, raw.where);
  if (layout) *layout = raw.layout;
  return raw.grid;
}

// Detection rules (numberlink is asked before shikaku, which shares the numbers grid layout):
//   - puzz.link/pzv.jp URLs of type numlin;
//   - `W H` + integer rows: clues that do not sum to W*H (a Shikaku grid's do) and more than half
//     of the distinct numbers appearing exactly twice;
//   - `W H` + character rows with a letter, or with digit labels that each appear exactly twice;
//   - header-less letter grids of at least two lines without blanks or `#` (packing boards use `#`),
//     every letter appearing exactly twice.
bool looksLikeNumberlink(std::string_view input) {
  if (input.size() > kMaxInputBytes) return false;
  std::string_view t = trim(input);
  if (looksLikePuzzLink(t)) return urlType(t) == "numlin";
  std::vector<Line> lines = splitLines(input);
  auto header = headerOf(lines);
  if (!header) {
    size_t first = firstContent(lines), last = lines.size();
    while (last > first && isBlank(lines[last - 1].text)) --last;
    if (last - first < 2) return false;
    for (size_t r = first; r < last; ++r)
      for (char c : lines[r].text)
        if (isSpace(c) || c == '#') return false;
  }
  RawGrid raw;
  try {
    raw = readRaw(input);
  } catch (const InputError&) {
    return false;
  }
  std::map<int, int> count;
  long long sum = 0;
  for (int n : raw.grid.numbers)
    if (n != 0) ++count[n], sum += n;
  if (count.empty()) return false;
  int twice = 0;
  for (const auto& entry : count) twice += entry.second == 2;
  const bool allTwice = twice == static_cast<int>(count.size());
  switch (raw.layout) {
    case Layout::NumbersGrid:
      return sum != static_cast<long long>(raw.grid.width) * raw.grid.height &&
             2 * twice > static_cast<int>(count.size());
    case Layout::CharRows:
      return raw.hasLetters || allTwice;
    case Layout::LetterGrid:
      return raw.hasLetters && allTwice;
    case Layout::PuzzLink:
      return true;
  }
  return false;
}

std::string writeNumbersGrid(const Grid& grid) {
  size_t w = 1;
  for (int n : grid.numbers) w = std::max(w, std::to_string(n).size());
  std::string out = std::to_string(grid.width) + " " + std::to_string(grid.height) + "\n";
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      std::string s = std::to_string(grid.at(x, y));
      if (x > 0) out += ' ';
      out += std::string(w - s.size(), ' ') + s;
    }
    out += '\n';
  }
  return out;
}

std::string writePuzzLink(const Grid& grid) {
  PuzzLink link;
  link.type = "numlin";
  link.cols = grid.width, link.rows = grid.height;
  for (int n : grid.numbers) link.cells.push_back(n == 0 ? -1 : n);
  return encodePuzzLink(link);
}

}  // namespace dlx::numberlink
