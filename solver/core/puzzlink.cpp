// The puzz.link cell-list codec (see puzzlink.h for the format).
#include "puzzlink.h"

#include <cctype>

#include "errors.h"
#include "kind.h"
#include "text.h"

namespace dlx {
namespace {

// The prefixes that introduce a value: which character, how many hex digits follow, what is added.
struct NumberPrefix {
  char mark;
  int digits;
  int offset;
  int limit;  // first value that no longer fits this prefix
};
constexpr NumberPrefix kPrefixes[] = {
    {'-', 2, 0, 256},         {'+', 3, 0, 4096},          {'=', 3, 4096, 8192},
    {'%', 3, 8192, 12240},    {'@', 3, 8192, 12240},      {'*', 4, 12240, 77776},
    {'$', 5, 77776, 77776 + 0x100000},
};
constexpr int kMaxValue = 77776 + 0xFFFFF;
constexpr int kMaxRun = 20;  // `g`..`z`

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// The length of `name=value&` parameters in front of the type (puzz.link's `p?embed=yes&shikaku/...`
// form): names are letters, values have no `/`, `&` or blank.
size_t parameterLength(std::string_view query) {
  size_t total = 0;
  for (;;) {
    std::string_view rest = query.substr(total);
    size_t eq = 0;
    while (eq < rest.size() && std::isalpha(static_cast<unsigned char>(rest[eq]))) ++eq;
    if (eq == 0 || eq >= rest.size() || rest[eq] != '=') return total;
    size_t amp = eq + 1;
    while (amp < rest.size() && rest[amp] != '&' && rest[amp] != '/' && !text::isBlank(rest[amp])) ++amp;
    if (amp >= rest.size() || rest[amp] != '&') return total;
    total += amp + 1;
  }
}

// Where the puzzle type after `?` starts (past any parameters), or npos when `text` is not shaped like a puzz.link URL.
// Accepted: optional http:// or https://, a host without spaces, then /p? or /p.html?.
size_t queryStart(std::string_view text) {
  size_t q = text.find('?');
  if (q == std::string_view::npos) return q;
  std::string_view head = text.substr(0, q);
  for (std::string_view scheme : {"https://", "http://"}) {
    if (head.substr(0, scheme.size()) == scheme) {
      head.remove_prefix(scheme.size());
      break;
    }
  }
  std::string_view page;
  for (std::string_view p : {"/p.html", "/p"}) {
    if (head.size() > p.size() && head.substr(head.size() - p.size()) == p) {
      page = p;
      break;
    }
  }
  if (page.empty()) return std::string_view::npos;
  std::string_view host = head.substr(0, head.size() - page.size());
  if (host.find('.') == std::string_view::npos) return std::string_view::npos;
  for (char c : host)
    if (text::isBlank(c) || c == '?') return std::string_view::npos;
  return q + 1 + parameterLength(text.substr(q + 1));
}

std::string quoted(char c) {
  if (std::isprint(static_cast<unsigned char>(c))) return std::string("'") + c + "'";
  return "byte 0x" + text::hexDigits(static_cast<unsigned char>(c), 2);
}

}  // namespace

bool looksLikePuzzLink(std::string_view text) {
  while (!text.empty() && text::isBlank(text.front())) text.remove_prefix(1);
  size_t q = queryStart(text);
  return q != std::string_view::npos && q < text.size() && std::isalpha(static_cast<unsigned char>(text[q]));
}

std::string puzzLinkType(std::string_view text) {
  while (!text.empty() && text::isBlank(text.front())) text.remove_prefix(1);
  size_t q = queryStart(text);
  if (q == std::string_view::npos) return {};
  std::string_view type = text.substr(q);
  type = type.substr(0, type.find('/'));
  if (type.size() > 5 && type.substr(type.size() - 5) == "_edit") type.remove_suffix(5);
  return std::string(type);
}

PuzzLink decodePuzzLink(std::string_view url) {
  // Positions are reported 1-based in the text as given, so leading blanks count.
  size_t begin = 0, end = url.size();
  while (begin < end && text::isBlank(url[begin])) ++begin;
  while (end > begin && text::isBlank(url[end - 1])) --end;
  std::string_view text = url.substr(0, end);
  auto fail = [](const std::string& message, size_t index) -> InputError {
    return InputError(message, 1, static_cast<int>(index) + 1);
  };

  size_t q = queryStart(text.substr(begin));
  if (q == std::string_view::npos)
    throw fail("not a puzz.link URL (expected puzz.link/p?TYPE/COLS/ROWS/BODY)", begin);
  size_t pos = begin + q;

  // Splits off the next `/`-separated segment starting at pos.
  auto segment = [&](size_t& at) {
    size_t slash = text.find('/', at);
    if (slash == std::string_view::npos) slash = text.size();
    std::string_view s = text.substr(at, slash - at);
    at = slash < text.size() ? slash + 1 : slash;
    return s;
  };

  PuzzLink out;
  size_t typeAt = pos;
  std::string_view type = segment(pos);
  if (type.empty()) throw fail("the URL has no puzzle type after '?'", typeAt);
  for (size_t i = 0; i < type.size(); ++i) {
    char c = type[i];
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
      throw fail("unexpected character " + quoted(c) + " in the puzzle type", typeAt + i);
  }
  if (type.size() > 5 && type.substr(type.size() - 5) == "_edit") type.remove_suffix(5);
  out.type = std::string(type);

  // pzprjs allows flag segments (letters) between the type and the size; skip them.
  auto readSize = [&](const char* what) {
    for (;;) {
      size_t at = pos;
      if (at >= text.size()) throw fail(std::string("the URL ends before the number of ") + what, at);
      std::string_view s = segment(pos);
      if (!s.empty() && isDigit(s[0])) {
        long long v = 0;
        for (size_t i = 0; i < s.size(); ++i) {
          if (!isDigit(s[i]))
            throw fail("unexpected character " + quoted(s[i]) + " in the number of " + what, at + i);
          v = v * 10 + (s[i] - '0');
          if (v > kMaxGridSide)
            throw fail(std::string("too many ") + what + " (the limit is " + std::to_string(kMaxGridSide) + ")", at);
        }
        if (v < 1) throw fail(std::string("the number of ") + what + " must be at least 1", at);
        return static_cast<int>(v);
      }
      if (s.empty()) throw fail(std::string("expected the number of ") + what + " here", at);
      for (size_t i = 0; i < s.size(); ++i)
        if (!std::isalpha(static_cast<unsigned char>(s[i])))
          throw fail("unexpected character " + quoted(s[i]) + " where the number of " + what + " belongs",
                     at + i);
    }
  };
  out.cols = readSize("columns");
  out.rows = readSize("rows");

  const size_t total = static_cast<size_t>(out.cols) * static_cast<size_t>(out.rows);
  out.cells.assign(total, -1);
  size_t cell = 0;
  size_t i = pos;
  while (cell < total) {
    if (i >= text.size() || text[i] == '/')
      throw fail("the URL ends after " + std::to_string(cell) + " of the grid's " + std::to_string(total) +
                     " cells",
                 i);
    char c = text[i];
    if (c >= 'g' && c <= 'z') {
      size_t run = static_cast<size_t>(c - 'g' + 1);
      if (cell + run > total)
        throw fail("the run " + quoted(c) + " of " + std::to_string(run) + " empty cells goes past the end of the grid (" +
                       std::to_string(total - cell) + " cells left)",
                   i);
      cell += run;
      ++i;
      continue;
    }
    if (c == '.') {
      out.cells[cell++] = -2;
      ++i;
      continue;
    }
    if (text::hexValue(c) >= 0 && !(c >= 'A' && c <= 'F')) {
      out.cells[cell++] = text::hexValue(c);
      ++i;
      continue;
    }
    const NumberPrefix* prefix = nullptr;
    for (const NumberPrefix& p : kPrefixes)
      if (p.mark == c) prefix = &p;
    if (!prefix) throw fail("unexpected character " + quoted(c) + " in the URL", i);
    int value = 0;
    for (int d = 1; d <= prefix->digits; ++d) {
      size_t at = i + static_cast<size_t>(d);
      int h = at < text.size() ? text::hexValue(text[at]) : -1;
      if (h < 0) {
        std::string got = at < text.size() ? "found " + quoted(text[at]) : "the URL ends";
        throw fail(quoted(c) + " must be followed by " + std::to_string(prefix->digits) + " hex digits, but " + got,
                   at);
      }
      value = value * 16 + h;
    }
    out.cells[cell++] = value + prefix->offset;
    i += static_cast<size_t>(prefix->digits) + 1;
  }
  // After the last cell only a `/` (and whatever a later section holds) may follow.
  if (i < text.size() && text[i] != '/')
    throw fail("unexpected character " + quoted(text[i]) + " after the last cell", i);
  return out;
}

std::string encodePuzzLink(const PuzzLink& p) {
  if (p.cols < 1 || p.rows < 1) throw InputError("a puzz.link grid needs at least one row and column");
  if (p.cells.size() != static_cast<size_t>(p.cols) * static_cast<size_t>(p.rows))
    throw InputError("the cell list has " + std::to_string(p.cells.size()) + " entries but the grid has " +
                     std::to_string(p.cols * p.rows) + " cells");
  std::string body;
  int run = 0;
  auto flushRun = [&]() {
    if (run > 0) body += static_cast<char>('g' + run - 1);
    run = 0;
  };
  for (int v : p.cells) {
    if (v == -1) {
      if (++run == kMaxRun) flushRun();
      continue;
    }
    flushRun();
    if (v == -2) {
      body += '.';
    } else if (v >= 0 && v < 16) {
      body += text::hexDigits(v, 1);
    } else if (v >= 16 && v <= kMaxValue) {
      for (const NumberPrefix& pre : kPrefixes) {
        if (pre.mark == '@') continue;  // decode-only alias of '%'
        if (v < pre.limit) {
          body += pre.mark;
          body += text::hexDigits(v - pre.offset, pre.digits);
          break;
        }
      }
    } else {
      throw InputError("the value " + std::to_string(v) + " cannot be written in a puzz.link URL");
    }
  }
  flushRun();
  if (!body.empty() && !std::isalnum(static_cast<unsigned char>(body.back()))) body += '/';
  return "https://puzz.link/p?" + p.type + "/" + std::to_string(p.cols) + "/" + std::to_string(p.rows) + "/" + body;
}

}  // namespace dlx
