#include "knuth_format.h"

#include <cctype>

#include "core/errors.h"
#include "core/graphemes.h"
#include "core/text.h"

namespace dlx {

namespace {

using text::Token;

bool isComment(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  return i < line.size() && line[i] == '|';
}

void checkName(std::string_view name, int line, int column) {
  if (name.empty()) throw InputError("an item name is empty", line, column);
  // Counted as a reader sees them: "é" as e + combining accent, a flag or a ZWJ emoji is one.
  if (text::graphemeCount(name) > kMaxKnuthName)
    throw InputError("item name '" + std::string(name) + "' is longer than " + std::to_string(kMaxKnuthName) +
                         " characters",
                     line, column);
  if (name.find(':') != std::string_view::npos)
    throw InputError("item name '" + std::string(name) + "' contains ':' (colours are not supported)", line, column);
  // Names are printed in solutions: a control character (ESC starts terminal commands) is refused
  // as the other readers refuse it, with its place.
  for (size_t i = 0; i < name.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(name[i]);
    const bool c1 = c == 0xC2 && i + 1 < name.size() && static_cast<unsigned char>(name[i + 1]) < 0xA0;
    if (c < 0x20 || c == 0x7F || c1)
      throw InputError("an item name contains " + (c1 ? std::string("control character U+00") +
                                                             text::hexDigits(static_cast<unsigned char>(name[i + 1]), 2, true)
                                                       : text::describeCharacter(name, i)),
                       line, column + text::columnAt(name, i) - 1);
  }
}

// "3|A" or "3:3|A" -> multiplicity 3 and name "A"; a plain name -> 1.
int splitMultiplicity(std::string_view& token, int line, int column) {
  size_t bar = token.find('|');
  if (bar == std::string_view::npos) return 1;
  std::string_view bounds = token.substr(0, bar);
  token = token.substr(bar + 1);
  size_t colon = bounds.find(':');
  std::string_view lo = colon == std::string_view::npos ? bounds : bounds.substr(0, colon);
  std::string_view hi = colon == std::string_view::npos ? bounds : bounds.substr(colon + 1);
  auto number = [&](std::string_view s) {
    if (s.empty() || s.size() > 6) throw InputError("bad multiplicity '" + std::string(bounds) + "'", line, column);
    int v = 0;
    for (char c : s) {
      if (!std::isdigit(static_cast<unsigned char>(c)))
        throw InputError("bad multiplicity '" + std::string(bounds) + "'", line, column);
      v = v * 10 + (c - '0');
    }
    return v;
  };
  int u = number(lo), v = number(hi);
  if (u != v)
    throw InputError("multiplicity range " + std::string(bounds) + " is not supported (only exact counts like 3|A)",
                     line, column);
  if (u < 1) throw InputError("multiplicity must be at least 1", line, column);
  return u;
}

}  // namespace

KnuthMatrix parseKnuthMatrix(std::string_view text) {
  KnuthMatrix m;
  bool haveItems = false;
  std::vector<int> items;
  for (const text::Line& line : text::lines(text)) {
    const int lineNo = line.number;
    if (line.text.size() > kMaxKnuthLine)
      throw InputError("line is " + std::to_string(line.text.size()) + " bytes long; the limit is " +
                           std::to_string(kMaxKnuthLine),
                       lineNo);
    if (isComment(line.text) || text::isBlankLine(line.text)) continue;
    // A byte-order mark only starts a text (text::lines drops it there); inside a name it would be
    // an invisible character that vanishes when the matrix is written and read again.
    if (const size_t bom = line.text.find("\xEF\xBB\xBF"); bom != std::string_view::npos)
      throw InputError("a byte-order mark (U+FEFF) inside the text; it may only start it", lineNo,
                       text::columnAt(line.text, bom));
    std::vector<Token> toks = text::tokens(line);
    if (!haveItems) {
      bool secondary = false;
      for (Token t : toks) {
        if (t.text == "|") {
          if (secondary) throw InputError("a second '|' in the item line", lineNo, t.column);
          secondary = true;
          continue;
        }
        std::string_view name = t.text;
        int mult = secondary ? 1 : splitMultiplicity(name, lineNo, t.column);
        if (name.find('|') != std::string_view::npos)
          throw InputError("item name '" + std::string(name) + "' contains '|'", lineNo, t.column);
        checkName(name, lineNo, t.column);
        if (m.model.findItem(name) >= 0)
          throw InputError("duplicate item name '" + std::string(name) + "'", lineNo, t.column);
        if (secondary)
          m.model.addSecondary(name);
        else
          m.model.addPrimary(name, mult);
      }
      if (m.model.itemCount() == 0) throw InputError("the item line names no items", lineNo);
      // Only secondary items could not be written back: a line starting with '|' is a comment.
      if (m.model.primaryCount() == 0)
        throw InputError("the item line names no primary item (before the '|')", lineNo, toks.front().column);
      haveItems = true;
      continue;
    }
    items.clear();
    for (Token t : toks) {
      if (t.text.find(':') != std::string_view::npos)
        throw InputError("'" + std::string(t.text) + "': colours on secondary items are not supported", lineNo,
                         t.column);
      int item = m.model.findItem(t.text);
      if (item < 0) throw InputError("unknown item '" + std::string(t.text) + "'", lineNo, t.column);
      for (int seen : items)
        if (seen == item)
          throw InputError("the option lists item '" + std::string(t.text) + "' twice", lineNo, t.column);
      items.push_back(item);
    }
    bool hasPrimary = false;
    for (int item : items) hasPrimary = hasPrimary || m.model.isPrimary(item);
    if (!hasPrimary) throw InputError("the option has no primary item, so it could never be chosen", lineNo);
    m.model.addOption(items);
    m.optionLine.push_back(lineNo);
  }
  if (!haveItems) throw InputError("empty input: expected a line of item names");
  return m;
}

std::string writeKnuthMatrix(const ExactCoverModel& model) {
  std::string out;
  for (int i = 0; i < model.itemCount(); ++i) {
    if (i == model.primaryCount()) out += "| ";
    if (model.isPrimary(i) && model.multiplicity(i) != 1) out += std::to_string(model.multiplicity(i)) + "|";
    out += model.itemName(i);
    out += (i + 1 < model.itemCount() ? " " : "");
  }
  out += '\n';
  for (int o = 0; o < model.optionCount(); ++o) {
    bool first = true;
    for (int item : model.option(o)) {
      if (!first) out += ' ';
      first = false;
      out += model.itemName(item);
    }
    out += '\n';
  }
  return out;
}

// Names up to this long still make an item line (the reader then says the name is too long);
// longer blank-free runs are something else.
constexpr size_t kKnuthShapeName = 32;

// A text whose every name is a whole number under a first line of two (a Shikaku or Numberlink
// "W H" cut short), or made only of '#' and '.' (a packing board without its pieces), reads as a
// matrix too; it is only this shape, so the grid kind that does claim it says what is missing.
bool looksLikeAnotherKind(std::string_view text) {
  bool numbers = true, board = true, first = true, sizeLine = false;
  for (const text::Line& line : text::lines(text)) {
    if (isComment(line.text) || text::isBlankLine(line.text)) continue;
    const std::vector<Token> tokens = text::tokens(line);
    if (first) sizeLine = tokens.size() == 2;
    first = false;
    for (const Token& t : tokens) {
      numbers = numbers && text::looksInteger(t.text);
      board = board && t.text.find_first_not_of("#.") == std::string_view::npos;
    }
  }
  return (numbers && sizeLine) || board;
}

Fit knuthMatrixFit(std::string_view text) {
  try {
    // Item names alone ("hello world") read as a matrix without options; that is too little to
    // claim any text for exact cover (it is still read when the kind is named).
    if (parseKnuthMatrix(text).model.optionCount() == 0) return Fit::No;
    return looksLikeAnotherKind(text) ? Fit::Shape : Fit::Sure;
  } catch (const InputError&) {
  }
  // The shape of an item line: names of at most 8 characters, each perhaps with a multiplicity.
  for (const text::Line& line : text::lines(text)) {
    if (isComment(line.text) || text::isBlankLine(line.text)) continue;
    for (const Token& t : text::tokens(line)) {
      std::string_view name = t.text;
      const size_t bar = name.find('|');
      if (bar != std::string_view::npos) name = name.substr(bar + 1);
      // A name a little too long is still this shape, so the reader's message names it.
      if (text::graphemeCount(name) > kKnuthShapeName) return Fit::No;
    }
    return Fit::Shape;
  }
  return Fit::No;
}

}  // namespace dlx
