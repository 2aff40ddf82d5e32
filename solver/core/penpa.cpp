#include "penpa.h"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "errors.h"
#include "inflate.h"
#include "json.h"
#include "kind.h"
#include "text.h"

// A link is read once: optimise this file for size, not speed (it is part of the page's wasm
// download, which has a size budget).
#ifdef __clang__
#pragma clang attribute push(__attribute__((minsize)), apply_to = function)
#endif

namespace dlx {
namespace {

// Penpa's substitutions, in the order Penpa applies them (so they are undone from the last).
constexpr std::array<std::pair<std::string_view, std::string_view>, 31> kSubstitutions = {{
    {"z", "zZ"},
    {"\"qa\"", "z9"},
    {"\"pu_q\"", "zQ"},
    {"\"pu_a\"", "zA"},
    {"\"grid\"", "zG"},
    {"\"edit_mode\"", "zM"},
    {"\"surface\"", "zS"},
    {"\"line\"", "zL"},
    {"\"lineE\"", "zE"},
    {"\"wall\"", "zW"},
    {"\"cage\"", "zC"},
    {"\"number\"", "zN"},
    {"\"symbol\"", "zY"},
    {"\"special\"", "zP"},
    {"\"board\"", "zB"},
    {"\"command_redo\"", "zR"},
    {"\"command_undo\"", "zU"},
    {"\"command_replay\"", "z8"},
    {"\"numberS\"", "z1"},
    {"\"freeline\"", "zF"},
    {"\"freelineE\"", "z2"},
    {"\"thermo\"", "zT"},
    {"\"arrows\"", "z3"},
    {"\"direction\"", "zD"},
    {"\"squareframe\"", "z0"},
    {"\"polygon\"", "z5"},
    {"\"deletelineE\"", "z4"},
    {"\"killercages\"", "z6"},
    {"\"nobulbthermo\"", "z7"},
    {"\"__a\"", "z_"},
    {"null", "zO"},
}};

// The inflated text of a link is small (a 60x60 board with every layer is well under this).
constexpr size_t kMaxText = 1u << 20;

[[noreturn]] void failAt(const std::string& message, size_t index) {
  throw InputError(message, 1, static_cast<int>(index) + 1);
}

// Where the parameters start (after `#` or `?`), or npos when the text is not a Penpa+ link.
size_t parametersStart(std::string_view text) {
  const size_t mark = text.find_first_of("#?");
  if (mark == std::string_view::npos) return mark;
  const std::string_view address = text.substr(0, mark);
  if (address.find("penpa-edit") == std::string_view::npos) return std::string_view::npos;
  for (char c : address)
    if (text::isBlank(c)) return std::string_view::npos;
  return mark + 1;
}

// The value of the `p` parameter and where it starts in `text`.
std::pair<std::string_view, size_t> pParameter(std::string_view text, size_t start) {
  size_t at = start;
  while (at <= text.size()) {
    size_t amp = text.find('&', at);
    if (amp == std::string_view::npos) amp = text.size();
    const std::string_view param = text.substr(at, amp - at);
    if (param.substr(0, 2) == "p=") return {param.substr(2), at + 2};
    at = amp + 1;
  }
  return {{}, std::string_view::npos};
}

int base64Value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+' || c == '-') return 62;
  if (c == '/' || c == '_') return 63;
  return -1;
}

// A link passed through a form or a chat may have `+`, `/` and `=` percent-encoded; those three
// escapes are read as the characters (any other `%` is an error at its position).
char escapedBase64(std::string_view s, size_t i) {
  if (s[i] != '%' || i + 2 >= s.size()) return 0;
  const char a = s[i + 1], b = static_cast<char>(s[i + 2] | 0x20);
  return a == '2' && b == 'b' ? '+' : a == '2' && b == 'f' ? '/' : a == '3' && b == 'd' ? '=' : 0;
}

std::string decodeBase64(std::string_view s, size_t offset) {
  std::vector<std::pair<char, size_t>> symbols;  // the base64 characters and where each stood
  for (size_t i = 0; i < s.size(); ++i) {
    const char escaped = escapedBase64(s, i);
    symbols.push_back({escaped ? escaped : s[i], offset + i});
    if (escaped) i += 2;
  }
  while (!symbols.empty() && symbols.back().first == '=') symbols.pop_back();
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  for (const auto& [c, at] : symbols) {
    const int v = base64Value(c);
    if (v < 0)
      failAt("unexpected " + text::describeCharacter(s, at - offset) + " in the puzzle data (p=), which is base64", at);
    acc = (acc << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<char>((acc >> bits) & 0xFF));
    }
  }
  if (symbols.size() % 4 == 1)
    failAt("the puzzle data (p=) is cut short: its base64 ends in a lone character", offset + s.size());
  return out;
}

std::string replaceAll(const std::string& text, std::string_view from, std::string_view to) {
  std::string out;
  size_t at = 0;
  for (;;) {
    const size_t hit = text.find(from, at);
    if (hit == std::string::npos) break;
    out.append(text, at, hit - at);
    out.append(to);
    at = hit + from.size();
  }
  out.append(text, at, std::string::npos);
  return out;
}

std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  size_t at = 0;
  for (;;) {
    const size_t nl = text.find('\n', at);
    lines.push_back(text.substr(at, nl == std::string::npos ? std::string::npos : nl - at));
    if (nl == std::string::npos) return lines;
    at = nl + 1;
  }
}

Json parseLine(const std::vector<std::string>& lines, size_t index, const char* what) {
  if (index >= lines.size()) throw InputError(std::string("the Penpa+ puzzle has no ") + what + " (line " + std::to_string(index) + ")");
  try {
    return Json::parse(lines[index]);
  } catch (const std::exception& e) {
    throw InputError(std::string("the Penpa+ ") + what + " (line " + std::to_string(index) + ") is not valid JSON: " + e.what());
  }
}

int headerNumber(const std::vector<std::string_view>& fields, size_t i, const char* what) {
  if (i >= fields.size() || !text::looksInteger(fields[i]))
    throw InputError(std::string("the Penpa+ header has no number of ") + what);
  long long v = 0;
  for (char c : fields[i]) {
    if (c < '0' || c > '9' || v > kMaxGridSide) {
      v = kMaxGridSide + 1;
      break;
    }
    v = v * 10 + (c - '0');
  }
  if (v < 1 || v > kMaxGridSide)
    throw InputError(std::string("the Penpa+ grid's number of ") + what + " is out of range (1 to " +
                     std::to_string(kMaxGridSide) + ")");
  return static_cast<int>(v);
}

std::vector<std::string_view> csv(std::string_view line) {
  std::vector<std::string_view> out;
  for (;;) {
    const size_t comma = line.find(',');
    out.push_back(line.substr(0, comma));
    if (comma == std::string_view::npos) return out;
    line.remove_prefix(comma + 1);
  }
}

// The value of a string of at most 9 decimal digits, or -1 for anything else.
long long digitsValue(std::string_view s) {
  if (s.empty() || s.size() > 9) return -1;
  long long v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    v = v * 10 + (c - '0');
  }
  return v;
}

std::string cellText(int x, int y) { return "row " + std::to_string(y + 1) + ", column " + std::to_string(x + 1); }

}  // namespace

bool looksLikePenpaUrl(std::string_view text) {
  text = text::trim(text);
  const size_t start = parametersStart(text);
  return start != std::string_view::npos && pParameter(text, start).second != std::string_view::npos;
}

bool hasPenpaTag(const PenpaGrid& grid, std::string_view tag) {
  return std::find(grid.tags.begin(), grid.tags.end(), tag) != grid.tags.end();
}

PenpaGrid decodePenpa(std::string_view url) {
  size_t begin = 0, end = url.size();
  while (begin < end && text::isBlank(url[begin])) ++begin;
  while (end > begin && text::isBlank(url[end - 1])) --end;
  const std::string_view text = url.substr(0, end);
  const size_t start = parametersStart(text.substr(begin));
  if (start == std::string_view::npos) failAt("not a Penpa+ link (expected .../penpa-edit/#m=edit&p=...)", begin);
  const auto [data, at] = pParameter(text, begin + start);
  if (at == std::string_view::npos) failAt("the Penpa+ link has no puzzle data (p=...)", begin + start);
  if (data.empty()) failAt("the Penpa+ link's puzzle data (p=) is empty", at);

  std::string body = inflateRaw(decodeBase64(data, at), kMaxText);
  text::requireUtf8(body);
  for (size_t i = kSubstitutions.size(); i-- > 0;)
    body = replaceAll(body, kSubstitutions[i].second, kSubstitutions[i].first);
  const std::vector<std::string> lines = splitLines(body);

  const std::vector<std::string_view> header = csv(lines[0]);
  const std::string_view grid = header[0];
  if (grid != "square" && grid != "sudoku")
    throw InputError("this Penpa+ puzzle is on a '" + std::string(grid.substr(0, 20)) +
                     "' grid; only square grids can be read");
  const int nx = headerNumber(header, 1, "columns");
  const int ny = headerNumber(header, 2, "rows");
  const int stride = nx + 4;

  // The board: line 5 lists its cells delta-coded (white-space margins and removed cells are not
  // in it); it must be a full rectangle.
  int x0 = nx, y0 = ny, x1 = -1, y1 = -1;
  std::vector<char> listed(static_cast<size_t>(stride) * static_cast<size_t>(ny + 4), 0);
  size_t boardCells = 0;
  if (lines.size() > 5 && !lines[5].empty()) {
    const Json list = parseLine(lines, 5, "list of board cells");
    if (!list.isArray()) throw InputError("the Penpa+ list of board cells (line 5) is not a list");
    long long k = 0;
    for (size_t i = 0; i < list.asArray().size(); ++i) {
      const Json& d = list.asArray()[i];
      if (!d.isInt() || d.asInt() > 1000000000 || d.asInt() < -1000000000) throw InputError("the Penpa+ list of board cells (line 5) holds something other than a cell number");
      k = i == 0 ? d.asInt() : k + d.asInt();
      const long long x = k % stride - 2, y = k / stride - 2;
      if (k < 0 || x < 0 || y < 0 || x >= nx || y >= ny)
        throw InputError("the Penpa+ list of board cells (line 5) names a cell outside the " + std::to_string(nx) + "x" +
                         std::to_string(ny) + " grid");
      if (!listed[static_cast<size_t>(k)]) listed[static_cast<size_t>(k)] = 1, ++boardCells;
      x0 = std::min(x0, static_cast<int>(x)), x1 = std::max(x1, static_cast<int>(x));
      y0 = std::min(y0, static_cast<int>(y)), y1 = std::max(y1, static_cast<int>(y));
    }
  }
  if (boardCells == 0) x0 = 0, y0 = 0, x1 = nx - 1, y1 = ny - 1;
  PenpaGrid out;
  out.width = x1 - x0 + 1;
  out.height = y1 - y0 + 1;
  if (boardCells != 0 && boardCells != static_cast<size_t>(out.width) * static_cast<size_t>(out.height))
    throw InputError("the Penpa+ board is not a full rectangle (it has cells removed); only rectangular boards can be read");
  out.cells.assign(static_cast<size_t>(out.width) * static_cast<size_t>(out.height), -1);

  const Json layer = parseLine(lines, 3, "puzzle layer");
  const Json* numbers = layer.find("number");
  if (numbers && numbers->isObject()) {
    for (const auto& [key, entry] : numbers->asObject()) {
      const long long k = digitsValue(key);
      const long long x = k % stride - 2 - x0, y = k / stride - 2 - y0;
      if (k < 0 || x < 0 || y < 0 || x >= out.width || y >= out.height)
        throw InputError("the Penpa+ puzzle has a number outside the board's cells (on an edge, a corner or the margin)");
      const std::string where = cellText(static_cast<int>(x), static_cast<int>(y));
      if (!entry.isArray() || entry.asArray().empty())
        throw InputError("the Penpa+ number at " + where + " is not in Penpa's [value, style, mode] form");
      const Json& v = entry.asArray()[0];
      std::string value = v.isString() ? v.asString() : v.isInt() ? std::to_string(v.asInt()) : std::string("?!");
      value = std::string(text::trim(value));
      int& cell = out.cells[static_cast<size_t>(y * out.width + x)];
      if (value.empty()) continue;
      if (value == "?") {
        cell = -2;
      } else if (value.size() <= 6 && digitsValue(value) >= 0) {
        cell = static_cast<int>(digitsValue(value));
      } else {
        throw InputError("the Penpa+ clue at " + where + " is '" + value.substr(0, 20) + "', not a whole number");
      }
    }
  }

  if (lines.size() > 17 && !lines[17].empty()) {
    const Json tags = parseLine(lines, 17, "genre tags");
    if (tags.isArray())
      for (const Json& t : tags.asArray())
        if (t.isString()) out.tags.push_back(t.asString());
  }
  return out;
}

}  // namespace dlx

#ifdef __clang__
#pragma clang attribute pop
#endif
