#include "knuth_format.h"

#include <cctype>

#include "core/errors.h"

namespace dlx {

namespace {

struct Token {
  std::string_view text;
  int column;  // 1-based
};

std::vector<Token> tokens(std::string_view line) {
  std::vector<Token> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    size_t start = i;
    while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    if (i > start) out.push_back({line.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return out;
}

bool isComment(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
  return i < line.size() && line[i] == '|';
}

bool isBlank(std::string_view line) {
  for (char c : line)
    if (!std::isspace(static_cast<unsigned char>(c))) return false;
  return true;
}

// Splits text into lines (LF or CRLF), keeping 1-based line numbers.
std::vector<std::string_view> lines(std::string_view text) {
  std::vector<std::string_view> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    out.push_back(line);
    if (end == text.size()) break;
    start = end + 1;
  }
  return out;
}

void checkName(std::string_view name, int line, int column) {
  if (name.size() > kMaxKnuthName)
    throw InputError("item name '" + std::string(name) + "' is longer than 8 characters", line, column);
  if (name.find(':') != std::string_view::npos)
    throw InputError("item name '" + std::string(name) + "' contains ':' (colours are not supported)", line, column);
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
  int lineNo = 0;
  for (std::string_view line : lines(text)) {
    ++lineNo;
    if (line.size() > kMaxKnuthLine)
      throw InputError("line is " + std::to_string(line.size()) + " characters long; the limit is " +
                           std::to_string(kMaxKnuthLine),
                       lineNo);
    if (isComment(line) || isBlank(line)) continue;
    std::vector<Token> toks = tokens(line);
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

bool looksLikeKnuthMatrix(std::string_view text) {
  for (std::string_view line : lines(text)) {
    if (isComment(line) || isBlank(line)) continue;
    // The item line: names of at most 8 characters (plus an optional multiplicity prefix).
    for (Token t : tokens(line)) {
      std::string_view name = t.text;
      if (name == "|") continue;
      size_t bar = name.find('|');
      if (bar != std::string_view::npos) name = name.substr(bar + 1);
      if (name.empty() || name.size() > kMaxKnuthName || name.find(':') != std::string_view::npos) return false;
    }
    return true;
  }
  return false;
}

}  // namespace dlx
