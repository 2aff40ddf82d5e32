#include "packing_format.h"

#include <algorithm>

#include "core/errors.h"
#include "core/kind.h"
#include "core/options.h"
#include "core/text.h"

namespace dlx::packing {

int PackingSpec::width() const {
  size_t w = 0;
  for (const std::string& row : board) w = std::max(w, row.size());
  return static_cast<int>(w);
}

namespace {

using Line = text::Line;

// The input's lines with trailing blanks dropped: they are invisible in editors, so forgiven.
std::vector<Line> splitLines(std::string_view input) {
  std::vector<Line> lines = text::lines(input);
  for (Line& line : lines) line.text = text::trimEnd(line.text);
  return lines;
}

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }
bool isDirective(std::string_view s) { return startsWith(s, "rules:") || startsWith(s, "piece:"); }

void checkCells(const Line& line, const char* what) {
  for (size_t i = 0; i < line.text.size(); ++i) {
    char c = line.text[i];
    if (c != '#' && c != '.')
      throw InputError("unexpected " + text::describeCharacter(line.text, i) + " in " + what +
                           " (only '#' and '.' are allowed)",
                       line.number, text::columnAt(line.text, i));
  }
}

struct Directive {
  std::optional<bool> rotate, reflect;
  std::optional<int> count;
  char name = 0;
};

bool isNameCharacter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// `rules: rotate=yes reflect=no` or `piece: count=4 rotate=no`; a bare key means yes.
Directive parseDirective(const Line& line, bool isPiece) {
  Directive d;
  Line rest = line;
  rest.text = line.text.substr(6);
  std::vector<std::string_view> seen;
  for (text::Token word : text::tokens(rest)) {
    word.column += 6;
    const size_t eq = word.text.find('=');
    const std::string_view key = word.text.substr(0, eq);
    // `count=2 count=3` says two things; the last one winning silently would hide the mistake.
    if (std::find(seen.begin(), seen.end(), key) != seen.end())
      throw InputError("'" + std::string(key) + "' is given twice on this line", line.number, word.column);
    seen.push_back(key);
    text::Token value = word;
    value.text = eq == std::string_view::npos ? std::string_view("yes") : word.text.substr(eq + 1);
    if (key == "rotate" || key == "reflect") {
      std::optional<bool> b = Options::parseBool(value.text);
      if (!b)
        throw InputError("'" + std::string(key) + "' takes yes or no, not '" + std::string(value.text) + "'",
                         line.number, word.column);
      (key == "rotate" ? d.rotate : d.reflect) = *b;
    } else if (key == "count" && isPiece) {
      d.count = static_cast<int>(text::integerAt(value, "count", 1, kMaxPieceCount));
    } else if (key == "name" && isPiece) {
      if (value.text.size() != 1 || !isNameCharacter(value.text[0]))
        throw InputError("a piece name is one letter or digit, not '" + std::string(value.text) + "'", line.number,
                         value.column + (eq == std::string_view::npos ? 0 : static_cast<int>(eq) + 1));
      d.name = value.text[0];
    } else {
      throw InputError("unknown rule '" + std::string(key) + "' (" +
                           (isPiece ? "piece lines take rotate, reflect, count, name" : "rules lines take rotate, reflect") + ")",
                       line.number, word.column);
    }
  }
  return d;
}

// Builds a piece from its rows: '#' cells; dot rows/columns around it are trimmed by normalize().
PieceDef makePiece(const std::vector<Line>& rows) {
  PieceDef piece;
  piece.line = rows.front().number;
  if (rows.size() > static_cast<size_t>(kMaxGridSide))
    throw InputError("a piece is taller than " + std::to_string(kMaxGridSide) + " rows", rows[kMaxGridSide].number, 1);
  for (size_t y = 0; y < rows.size(); ++y) {
    if (rows[y].text.size() > static_cast<size_t>(kMaxGridSide))
      throw InputError("a piece is wider than " + std::to_string(kMaxGridSide) + " columns", rows[y].number, kMaxGridSide + 1);
    for (size_t x = 0; x < rows[y].text.size(); ++x)
      if (rows[y].text[x] == '#') piece.shape.push_back({static_cast<int>(x), static_cast<int>(y)});
  }
  if (piece.shape.empty()) throw InputError("a piece with no cells (no '#' in its rows)", piece.line, 1);
  piece.shape = normalize(std::move(piece.shape));
  return piece;
}

}  // namespace

PackingSpec parsePackingText(std::string_view text) {
  std::vector<Line> lines = splitLines(text);
  PackingSpec spec;
  size_t i = 0;
  while (i < lines.size() && lines[i].text.empty()) ++i;  // blank lines before the board
  if (i == lines.size()) throw InputError("the input is empty (expected a board of '#' and '.')", 1, 1);

  // Board: rows up to the first empty line.
  for (; i < lines.size() && !lines[i].text.empty(); ++i) {
    const Line& line = lines[i];
    if (isDirective(line.text))
      throw InputError("rules lines belong after the blank line that ends the board", line.number, 1);
    checkCells(line, "the board");
    if (line.text.size() > static_cast<size_t>(kMaxGridSide))
      throw InputError("the board is wider than " + std::to_string(kMaxGridSide) + " cells", line.number, kMaxGridSide + 1);
    if (spec.board.size() >= static_cast<size_t>(kMaxGridSide))
      throw InputError("the board is taller than " + std::to_string(kMaxGridSide) + " rows", line.number, 1);
    spec.board.emplace_back(line.text);
  }
  if (i == lines.size()) {
    int where = lines.empty() ? 1 : lines.back().number + 1;
    throw InputError("no blank line after the board: the pieces must follow an empty line", where, 1);
  }
  int width = spec.width();
  for (std::string& row : spec.board) row.resize(width, '#');  // missing cells are walls
  bool anyFree = false;
  for (const std::string& row : spec.board) anyFree = anyFree || row.find('.') != std::string::npos;
  if (!anyFree) throw InputError("the board has no free cells ('.')", lines.front().number, 1);
  const bool oneRow = spec.board.size() == 1;

  // Pieces.
  std::vector<Line> rows;          // rows of the piece being read
  std::optional<Directive> pending;  // a `piece:` line waiting for its rows
  int pendingLine = 0;
  bool directed = false;           // the current piece was opened by a `piece:` line
  auto finish = [&]() {
    if (rows.empty()) return;
    PieceDef piece = makePiece(rows);
    if (directed && pending) {
      piece.rotate = pending->rotate, piece.reflect = pending->reflect;
      if (pending->count) piece.count = *pending->count;
      piece.name = pending->name;
    }
    if (spec.pieces.size() >= static_cast<size_t>(kMaxPieceDefs))
      throw InputError("more than " + std::to_string(kMaxPieceDefs) + " pieces", piece.line, 1);
    spec.pieces.push_back(std::move(piece));
    rows.clear();
    pending.reset();
    directed = false;
  };
  for (++i; i < lines.size(); ++i) {
    const Line& line = lines[i];
    if (isDirective(line.text)) {
      finish();
      if (pending) throw InputError("a piece with no cells: the 'piece:' line has no '#' rows after it", pendingLine, 1);
      bool isPiece = startsWith(line.text, "piece:");
      Directive d = parseDirective(line, isPiece);
      if (isPiece) {
        pending = d, pendingLine = line.number;
      } else {
        if (d.rotate) spec.rotate = d.rotate;
        if (d.reflect) spec.reflect = d.reflect;
      }
      continue;
    }
    checkCells(line, "a piece");
    bool hasCell = line.text.find('#') != std::string_view::npos;
    if (pending && !directed) {
      // The rows of a `piece:` piece run to the next empty line, dot-only rows included, so
      // pieces with empty inner rows can be written.
      if (!hasCell) throw InputError("a piece with no cells: the 'piece:' line has no '#' rows after it", pendingLine, 1);
      directed = true;
      rows.push_back(line);
      continue;
    }
    if (directed) {
      if (line.text.empty()) finish();
      else rows.push_back(line);
      continue;
    }
    if (!hasCell) {
      finish();
      continue;
    }
    if (oneRow) finish();  // 1-D puzzles: every line with '#' is a piece of its own
    rows.push_back(line);
  }
  finish();
  if (pending) throw InputError("a piece with no cells: the 'piece:' line has no '#' rows after it", pendingLine, 1);
  if (spec.pieces.empty())
    throw InputError("no pieces after the board (pieces are rows of '#' after the blank line)",
                     lines.back().number + 1, 1);
  return spec;
}

namespace {
std::string yesNo(bool b) { return b ? "yes" : "no"; }

std::vector<std::string> pieceRows(const Shape& shape) {
  int w = 0, h = 0;
  for (const Cell& c : shape) w = std::max(w, c.x + 1), h = std::max(h, c.y + 1);
  std::vector<std::string> rows(h, std::string(w, '.'));
  for (const Cell& c : shape) rows[c.y][c.x] = '#';
  return rows;
}
}  // namespace

std::string writePackingText(const PackingSpec& spec) {
  std::string out;
  for (const std::string& row : spec.board) out += row + "\n";
  out += "\n";
  if (spec.rotate || spec.reflect) {
    out += "rules:";
    if (spec.rotate) out += " rotate=" + yesNo(*spec.rotate);
    if (spec.reflect) out += " reflect=" + yesNo(*spec.reflect);
    out += "\n";
  }
  const bool oneRow = spec.board.size() == 1;
  for (const PieceDef& piece : spec.pieces) {
    std::vector<std::string> rows = pieceRows(piece.shape);
    bool emptyRow = false;
    for (const std::string& r : rows) emptyRow = emptyRow || r.find('#') == std::string::npos;
    // A `piece:` line is needed for stated rules, and also to keep a piece with an empty inner
    // row (or a tall piece on a 1-row board) together.
    bool directive =
        piece.rotate || piece.reflect || piece.count != 1 || piece.name || emptyRow || (oneRow && rows.size() > 1);
    if (directive) {
      out += "piece:";
      if (piece.count != 1) out += " count=" + std::to_string(piece.count);
      if (piece.rotate) out += " rotate=" + yesNo(*piece.rotate);
      if (piece.reflect) out += " reflect=" + yesNo(*piece.reflect);
      if (piece.name) out += std::string(" name=") + piece.name;
      out += "\n";
    }
    for (const std::string& r : rows) out += r + "\n";
    out += "\n";
  }
  return out;
}

Fit packingTextFit(std::string_view text) {
  try {
    parsePackingText(text);
    return Fit::Sure;
  } catch (const InputError&) {
  }
  // A first line of only '#' and '.' is a board, whatever is wrong further down.
  for (const Line& line : splitLines(text)) {
    if (line.text.empty()) continue;
    return line.text.find_first_not_of("#.") == std::string_view::npos ? Fit::Shape : Fit::No;
  }
  return Fit::No;
}

}  // namespace dlx::packing
