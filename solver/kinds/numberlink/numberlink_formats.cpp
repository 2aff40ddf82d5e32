#include "numberlink_formats.h"

#include <algorithm>
#include <cctype>
#include <map>

#include "core/errors.h"
#include "core/kind.h"
#include "core/number_grid.h"
#include "core/penpa.h"
#include "core/puzzlink.h"
#include "core/text.h"

namespace dlx::numberlink {
namespace {

using text::Line;
using text::Token;

// A grid as read, before the pair rule is checked (detection looks at it without throwing).
struct RawGrid {
  Grid grid;
  std::vector<SourcePos> where;
  Layout layout = Layout::NumbersGrid;
  std::vector<char> labels;  // character layouts: each cell's label, 0 for `.`
};

RawGrid sized(int width, int height, Layout layout) {
  RawGrid raw;
  raw.layout = layout;
  raw.grid.width = width, raw.grid.height = height;
  const size_t cells = static_cast<size_t>(width) * static_cast<size_t>(height);
  raw.grid.numbers.assign(cells, 0);
  raw.where.assign(cells, SourcePos{});
  if (layout == Layout::CharRows || layout == Layout::LetterGrid) raw.labels.assign(cells, 0);
  return raw;
}

// One cell of a character layout: `.` is empty, any other printable ASCII character a label.
void readLabel(RawGrid& raw, size_t cell, std::string_view line, size_t offset, int lineNo) {
  const char c = line[offset];
  const int column = text::columnAt(line, offset);
  raw.where[cell] = {lineNo, column};
  if (c == '.') return;
  if (c < 0x21 || c > 0x7E)
    throw InputError("unexpected " + text::describeCharacter(line, offset) +
                         ": a cell is `.` (empty) or a printable ASCII character (a label)",
                     lineNo, column);
  raw.labels[cell] = c;
}

std::string cellList(const Grid& grid, const std::vector<int>& cells) {
  std::string out;
  for (size_t i = 0; i < cells.size(); ++i)
    out += (i == 0 ? "" : i + 1 == cells.size() ? " and " : ", ") + cellName(grid, cells[i]);
  return out;
}

// Checks that every label marks exactly two cells (naming the label and where), then numbers the
// labels: digits 1-9 keep their value when every label is such a digit, otherwise labels are
// numbered 1, 2, ... in reading order of their first appearance.
void assignLabels(RawGrid& raw) {
  std::map<char, std::vector<int>> cellsOf;
  std::vector<char> order;
  bool digitsOnly = true;
  for (size_t i = 0; i < raw.labels.size(); ++i) {
    const char c = raw.labels[i];
    if (c == 0) continue;
    std::vector<int>& cells = cellsOf[c];
    if (cells.empty()) order.push_back(c);
    cells.push_back(static_cast<int>(i));
    if (cells.size() == 3)
      throw InputError(std::string("label '") + c + "' appears more than twice (at " + cellList(raw.grid, cells) +
                           "); each label must mark exactly the two ends of one path",
                       raw.where[i].line, raw.where[i].column);
    digitsOnly = digitsOnly && c >= '1' && c <= '9';
  }
  if (order.empty()) throw InputError("the grid has no labels; a Numberlink puzzle needs pairs of labels to connect");
  for (char c : order) {
    const std::vector<int>& cells = cellsOf[c];
    if (cells.size() == 1) {
      const SourcePos pos = raw.where[static_cast<size_t>(cells[0])];
      throw InputError(std::string("label '") + c + "' appears only once (at " + cellList(raw.grid, cells) +
                           "); each label must mark exactly the two ends of one path",
                       pos.line, pos.column);
    }
  }
  for (size_t k = 0; k < order.size(); ++k) {
    const int number = digitsOnly ? order[k] - '0' : static_cast<int>(k) + 1;
    for (int cell : cellsOf[order[k]]) raw.grid.numbers[static_cast<size_t>(cell)] = number;
  }
}

// `W H` and then rows of packed characters (`A..B`): one token of W characters per row.
RawGrid readPackedRows(const std::vector<Line>& rows, int width, int height) {
  RawGrid raw = sized(width, height, Layout::CharRows);
  for (size_t r = 0; r < rows.size(); ++r) {
    const Line& line = rows[r];
    if (r == static_cast<size_t>(height)) throw InputError("unexpected text after the last row", line.number, 1);
    const std::vector<Token> t = text::tokens(line);
    if (t.size() != 1 || text::characterCount(t[0].text) != static_cast<size_t>(width))
      throw InputError("row " + std::to_string(r + 1) + " should be " + std::to_string(width) +
                           " characters without blanks (`.` for an empty cell, any other character a label)",
                       line.number, t.empty() ? 1 : t[0].column);
    const size_t start = static_cast<size_t>(t[0].column - 1);
    for (int x = 0; x < width; ++x)
      readLabel(raw, r * static_cast<size_t>(width) + static_cast<size_t>(x), line.text, start + static_cast<size_t>(x),
                line.number);
  }
  if (rows.size() < static_cast<size_t>(height))
    throw InputError("expected " + std::to_string(height) + " rows after the size line, found " +
                         std::to_string(rows.size()),
                     rows.empty() ? 0 : rows.back().number + 1);
  return raw;
}

// Rows after a `W H` size line: numbers (a numbers grid), or characters, packed or spaced.
RawGrid readHeaderGrid(std::string_view input) {
  std::vector<Line> rows;
  for (const Line& line : text::lines(input))
    if (!text::isBlankLine(line.text)) rows.push_back(line);
  const std::vector<Token> size = text::tokens(rows.front());
  const int width = static_cast<int>(text::integerAt(size[0], "the width", 1, kMaxGridSide));
  const int height = static_cast<int>(text::integerAt(size[1], "the height", 1, kMaxGridSide));
  rows.erase(rows.begin());
  if (rows.empty()) throw InputError("the grid rows are missing after the size line", size[0].line + 1);
  // Packed rows: every row one token of W characters (W > 1), or a first such row that is not a
  // number (so a later broken row is reported as a packed row).
  auto packed = [&](const Line& row) {
    const std::vector<Token> t = text::tokens(row);
    return t.size() == 1 && text::characterCount(t[0].text) == static_cast<size_t>(width);
  };
  if (width > 1 && packed(rows.front()) &&
      (!text::looksInteger(text::trim(rows.front().text)) || std::all_of(rows.begin(), rows.end(), packed)))
    return readPackedRows(rows, width, height);

  const GridText cells = readGridText(input);
  // W one-character tokens that are not all numbers or `.` are spaced character rows; anything
  // else is a numbers grid, so a typo in one is reported as a bad number.
  const bool numbers = std::all_of(cells.cells.begin(), cells.cells.end(), [](const Token& t) {
    return t.text == "." || text::looksInteger(t.text) || text::characterCount(t.text) > 1;
  });
  RawGrid raw = sized(width, height, numbers ? Layout::NumbersGrid : Layout::CharRows);
  for (size_t i = 0; i < cells.cells.size(); ++i) {
    const Token& t = cells.cells[i];
    if (!numbers) {
      readLabel(raw, i, t.text, 0, t.line);
      raw.where[i].column = t.column;
      continue;
    }
    raw.where[i] = {t.line, t.column};
    if (t.text == ".") continue;
    if (!text::looksInteger(t.text))
      throw InputError("'" + std::string(t.text) + "' is not a number (0 or `.` is an empty cell)", t.line, t.column);
    raw.grid.numbers[i] = static_cast<int>(text::integerAt(t, "the number", 0, kMaxNumber));
  }
  return raw;
}

// The header-less lines of a letter grid: no blank line among them (blanks at either end are fine).
std::vector<Line> letterRows(std::string_view input) {
  std::vector<Line> all = text::lines(input);
  size_t first = 0, last = all.size();
  while (first < last && text::isBlankLine(all[first].text)) ++first;
  while (last > first && text::isBlankLine(all[last - 1].text)) --last;
  std::vector<Line> rows(all.begin() + static_cast<std::ptrdiff_t>(first), all.begin() + static_cast<std::ptrdiff_t>(last));
  for (Line& row : rows) row.text = text::trimEnd(row.text);
  return rows;
}

// The Flow Free letter grid: no header, one line per row; the first line sets the width and
// shorter lines are padded with empty cells.
RawGrid readLetterGrid(std::string_view input) {
  const std::vector<Line> rows = letterRows(input);
  if (rows.empty()) throw InputError("the input is empty");
  const int width = static_cast<int>(text::characterCount(rows.front().text));
  const int height = static_cast<int>(rows.size());
  if (width > kMaxGridSide)
    throw InputError("the first line is " + std::to_string(width) + " cells wide; the limit is " +
                         std::to_string(kMaxGridSide),
                     rows.front().number, kMaxGridSide + 1);
  if (height > kMaxGridSide)
    throw InputError("the grid has " + std::to_string(height) + " lines; the limit is " + std::to_string(kMaxGridSide),
                     rows[kMaxGridSide].number, 1);
  RawGrid raw = sized(width, height, Layout::LetterGrid);
  for (size_t r = 0; r < rows.size(); ++r) {
    const Line& line = rows[r];
    if (text::characterCount(line.text) > static_cast<size_t>(width))
      throw InputError("this row has " + std::to_string(text::characterCount(line.text)) +
                           " characters but the first row has " + std::to_string(width),
                       line.number, width + 1);
    for (size_t x = 0, offset = 0; offset < line.text.size(); ++x) {
      if (line.text[offset] == ' ' || line.text[offset] == '\t')
        throw InputError("a blank inside a letter-grid row (use `.` for an empty cell)", line.number,
                         text::columnAt(line.text, offset));
      readLabel(raw, r * static_cast<size_t>(width) + x, line.text, offset, line.number);
      ++offset;
      while (offset < line.text.size() && (static_cast<unsigned char>(line.text[offset]) & 0xC0) == 0x80) ++offset;
    }
  }
  return raw;
}

RawGrid readUrl(std::string_view input) {
  PuzzLink link = decodePuzzLink(input);
  if (link.type != "numlin" && link.type != "arukone")
    throw InputError("this puzz.link URL is a '" + link.type + "' puzzle, not Numberlink ('numlin' or 'arukone')", 1);
  RawGrid raw = sized(link.cols, link.rows, Layout::PuzzLink);
  // puzz.link checks numlin with empty cells allowed and lines free to turn back (a U-turn can
  // always be cut short there); arukone is Nikoli's fill rule without U-turns, as published.
  raw.grid.freeBySource = link.type == "numlin";
  raw.grid.turnsBySource = link.type == "numlin" ? Turns::Any : Turns::NoUTurn;
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

RawGrid readPenpa(std::string_view input) {
  const PenpaGrid penpa = decodePenpa(input);
  RawGrid raw = sized(penpa.width, penpa.height, Layout::Penpa);
  for (size_t i = 0; i < penpa.cells.size(); ++i) {
    const int v = penpa.cells[i];
    if (v == -2 || v == 0)
      throw InputError("the clue " + std::string(v == 0 ? "0" : "'?'") + " at " + cellName(raw.grid, static_cast<int>(i)) +
                       " is not a Numberlink number (1 or more)");
    if (v > kMaxNumber)
      throw InputError("the number " + std::to_string(v) + " at " + cellName(raw.grid, static_cast<int>(i)) +
                       " is out of range (the limit is " + std::to_string(kMaxNumber) + ")");
    raw.grid.numbers[i] = v < 0 ? 0 : v;
  }
  return raw;
}

// How a Penpa+ link fits: its genre tag decides; untagged, numbers that all pair up are Numberlink.
Fit penpaFit(std::string_view input) {
  PenpaGrid penpa;
  try {
    penpa = decodePenpa(input);
  } catch (const InputError&) {
    return Fit::Shape;
  }
  if (hasPenpaTag(penpa, "numberlink") || hasPenpaTag(penpa, "arukone")) return Fit::Sure;
  if (!penpa.tags.empty()) return Fit::No;
  std::map<int, int> count;
  for (int v : penpa.cells)
    if (v != -1) ++count[v];
  const bool pairs = !count.empty() && std::all_of(count.begin(), count.end(), [](const auto& e) { return e.first > 0 && e.second == 2; });
  return pairs ? Fit::Sure : Fit::No;
}

// The rules a text file states in lines before its grid (README.md, "Numberlink"):
//   rule: fill|free
//   turns: no-u-turn|any
// each at most once. A line is a setting when it starts with a word and a colon followed by a
// blank (no grid row has a blank after a colon: letter-grid rows have no blanks, and the other
// layouts start with `W H`).
struct Settings {
  std::optional<Rule> rule;
  std::optional<Turns> turns;
  std::string body;  // the input with the setting lines blanked (line numbers stay right)
};

bool isSettingLine(std::string_view line) {
  const std::string_view t = text::trim(line);
  size_t i = 0;
  while (i < t.size() && (std::isalpha(static_cast<unsigned char>(t[i])) || (i > 0 && t[i] == '-'))) ++i;
  return i > 0 && i + 1 < t.size() && t[i] == ':' && (t[i + 1] == ' ' || t[i + 1] == '\t');
}

Settings readSettings(std::string_view input) {
  Settings out;
  bool inGrid = false;
  for (const Line& line : text::lines(input)) {
    if (!inGrid && !text::isBlankLine(line.text) && !isSettingLine(line.text)) inGrid = true;
    if (inGrid || text::isBlankLine(line.text)) {
      out.body.append(line.text).push_back('\n');
      continue;
    }
    out.body.push_back('\n');
    const std::string_view t = text::trim(line.text);
    const size_t colon = t.find(':');
    const std::string key(t.substr(0, colon));
    const std::string value(text::trim(t.substr(colon + 1)));
    const int column = text::columnAt(line.text, static_cast<size_t>(t.data() - line.text.data()));
    const bool duplicate = (key == "rule" && out.rule) || (key == "turns" && out.turns);
    if (duplicate) throw InputError("'" + key + ":' is given twice; state each rule once", line.number, column);
    if (key == "rule") {
      out.rule = ruleNamed(value);
      if (!out.rule) throw InputError("'rule: " + value + "' is not a rule; use 'rule: fill' or 'rule: free'", line.number, column);
    } else if (key == "turns") {
      out.turns = turnsNamed(value);
      if (!out.turns)
        throw InputError("'turns: " + value + "' is not a turn convention; use 'turns: no-u-turn' or 'turns: any'",
                         line.number, column);
    } else {
      throw InputError("unknown setting '" + key + ":'; a Numberlink file may start with 'rule: fill|free' and "
                       "'turns: no-u-turn|any' before its grid",
                       line.number, column);
    }
  }
  return out;
}

RawGrid readRaw(std::string_view input) {
  // The character layouts count cells in characters, so the text must be UTF-8 first (the Session
  // checks this too, but the readers are also called on their own: detection, tests, fuzzing).
  text::requireUtf8(input);
  const std::string_view t = text::trim(text::withoutBom(input));
  if (looksLikePuzzLink(t)) return readUrl(t);
  if (looksLikePenpaUrl(t)) return readPenpa(t);
  const Settings stated = readSettings(text::withoutBom(input));
  const std::string_view body = stated.body;
  if ((stated.rule || stated.turns) && text::isBlankLine(text::trim(body)))
    throw InputError("the grid is missing after the rule lines");
  RawGrid raw = hasSizeLine(body) ? readHeaderGrid(body) : readLetterGrid(body);
  if (!raw.labels.empty()) assignLabels(raw);
  raw.grid.freeBySource = stated.rule == Rule::Free;
  raw.grid.turnsBySource = stated.turns;
  return raw;
}

// Header-less text shaped like a letter grid: two or more lines, no blank line or blank inside
// them, an empty cell `.` somewhere or rows of one length, and not a packing board (rows of only
// `#` and `.`).
bool looksLikeLetterGrid(std::string_view input) {
  const std::vector<Line> rows = letterRows(input);
  if (rows.size() < 2) return false;
  bool onlyBoardCells = true, dot = false, sameLength = true;
  for (const Line& row : rows) {
    if (row.text.empty() || row.text.find_first_of(" \t") != std::string_view::npos) return false;
    onlyBoardCells = onlyBoardCells && row.text.find_first_not_of("#.") == std::string_view::npos;
    dot = dot || row.text.find('.') != std::string_view::npos;
    sameLength = sameLength && row.text.size() == rows.front().text.size();
  }
  return !onlyBoardCells && (dot || sameLength);
}

}  // namespace

Grid readGrid(std::string_view input, Layout* layout) {
  RawGrid raw = readRaw(input);
  validatePairs(raw.grid, raw.where);
  if (layout) *layout = raw.layout;
  return raw.grid;
}

// Detection rules (numberlink is asked before shikaku, which shares the numbers grid layout):
//   - puzz.link/pzv.jp URLs of type numlin or arukone: Sure;
//   - `W H` + integer rows: Sure when every non-zero number appears exactly twice and the numbers
//     do not add up to W*H (a Shikaku grid's clues do); Shape when they do not add up and more
//     than half of the distinct numbers appear twice, or when a cell is `.` (Shikaku has none);
//   - `W H` + character rows: Sure when they read, Shape when they hold a `.`;
//   - header-less letter grids (see looksLikeLetterGrid): Sure when they read, else Shape.
Fit numberlinkFit(std::string_view whole) {
  const std::string_view t = text::trim(text::withoutBom(whole));
  if (looksLikePuzzLink(t)) return puzzLinkType(t) == "numlin" || puzzLinkType(t) == "arukone" ? Fit::Sure : Fit::No;
  if (looksLikePenpaUrl(t)) return penpaFit(t);
  // Rule lines first: the grid is what follows them (a broken rule line is ours to report).
  Settings stated;
  try {
    stated = readSettings(text::withoutBom(whole));
  } catch (const InputError&) {
    return Fit::Shape;
  }
  const std::string_view input = stated.body;
  const bool header = hasSizeLine(input);
  if (!header && !looksLikeLetterGrid(input)) return Fit::No;
  // Past the size line, a `.` is Numberlink's empty cell and never Shikaku's.
  const size_t afterSize = header ? input.find('\n') : 0;
  const Fit fallback =
      !header || (afterSize != std::string_view::npos && input.find('.', afterSize) != std::string_view::npos)
          ? Fit::Shape
          : Fit::No;
  RawGrid raw;
  try {
    raw = readRaw(input);
  } catch (const InputError&) {
    return fallback;
  }
  if (raw.layout != Layout::NumbersGrid) {
    try {
      validatePairs(raw.grid, raw.where);
      return Fit::Sure;
    } catch (const InputError&) {
      return Fit::Shape;
    }
  }
  std::map<int, int> count;
  long long sum = 0;
  for (int n : raw.grid.numbers)
    if (n != 0) ++count[n], sum += n;
  int twice = 0;
  for (const auto& entry : count) twice += entry.second == 2;
  const bool areaSum = sum == static_cast<long long>(raw.grid.width) * raw.grid.height;
  if (!count.empty() && !areaSum && twice == static_cast<int>(count.size())) return Fit::Sure;
  if (!count.empty() && !areaSum && 2 * twice > static_cast<int>(count.size())) return Fit::Shape;
  return fallback;
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

std::string writeText(const Grid& grid, Rules rules) {
  std::string head;
  if (rules.rule != Rule::Fill) head += "rule: " + std::string(ruleName(rules.rule)) + "\n";
  if (rules.turns != defaultTurns(rules.rule)) head += "turns: " + std::string(turnsName(rules.turns)) + "\n";
  return head + writeNumbersGrid(grid);
}

std::string writePuzzLink(const Grid& grid, Rules rules) {
  const bool arukone = rules.rule == Rule::Fill && rules.turns == Turns::NoUTurn;
  if (!arukone && !(rules.rule == Rule::Free && rules.turns == Turns::Any))
    throw InputError("puzz.link has no genre for rule=" + std::string(ruleName(rules.rule)) +
                     " with turns=" + std::string(turnsName(rules.turns)) +
                     " (arukone is rule=fill without U-turns, numlin rule=free with any turns); write 'text', "
                     "which states the rule");
  PuzzLink link;
  link.type = arukone ? "arukone" : "numlin";
  link.cols = grid.width, link.rows = grid.height;
  for (int n : grid.numbers) link.cells.push_back(n == 0 ? -1 : n);
  return encodePuzzLink(link);
}

}  // namespace dlx::numberlink
