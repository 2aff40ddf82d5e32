#include "text.h"

#include "errors.h"

namespace dlx::text {

namespace {

bool isContinuation(unsigned char c) { return (c & 0xC0) == 0x80; }

}  // namespace

size_t utf8Length(std::string_view s, size_t i) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return 1;
  size_t n;
  unsigned char lo = 0x80, hi = 0xBF;  // allowed range of the second byte
  if (c >= 0xC2 && c <= 0xDF) n = 2;
  else if (c == 0xE0) n = 3, lo = 0xA0;
  else if (c == 0xED) n = 3, hi = 0x9F;
  else if (c >= 0xE1 && c <= 0xEF) n = 3;
  else if (c == 0xF0) n = 4, lo = 0x90;
  else if (c >= 0xF1 && c <= 0xF3) n = 4;
  else if (c == 0xF4) n = 4, hi = 0x8F;
  else return 0;
  if (i + n > s.size()) return 0;
  const unsigned char second = static_cast<unsigned char>(s[i + 1]);
  if (second < lo || second > hi) return 0;
  for (size_t k = 2; k < n; ++k)
    if (!isContinuation(static_cast<unsigned char>(s[i + k]))) return 0;
  return n;
}

std::string_view withoutBom(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  return text;
}

std::vector<Line> lines(std::string_view text) {
  text = withoutBom(text);
  std::vector<Line> out;
  size_t at = 0;
  int number = 1;
  while (at < text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(at, end - at);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    out.push_back({line, number++});
    at = end + 1;
  }
  return out;
}

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

bool isBlankLine(std::string_view s) {
  for (char c : s)
    if (!isBlank(c)) return false;
  return true;
}

std::string_view trimEnd(std::string_view s) {
  while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
  return s;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
  return trimEnd(s);
}

std::vector<Token> tokens(const Line& line) {
  std::vector<Token> out;
  const std::string_view s = line.text;
  int column = 1;
  size_t i = 0;
  while (i < s.size()) {
    if (isBlank(s[i])) {
      ++i, ++column;
      continue;
    }
    const size_t start = i;
    const int startColumn = column;
    while (i < s.size() && !isBlank(s[i])) {
      if (!isContinuation(static_cast<unsigned char>(s[i]))) ++column;
      ++i;
    }
    out.push_back({s.substr(start, i - start), line.number, startColumn});
  }
  return out;
}

std::vector<Token> tokens(std::string_view text) {
  std::vector<Token> out;
  for (const Line& line : lines(text))
    for (const Token& t : tokens(line)) out.push_back(t);
  return out;
}

size_t characterCount(std::string_view s) {
  size_t n = 0;
  for (char c : s) n += !isContinuation(static_cast<unsigned char>(c));
  return n;
}

int columnAt(std::string_view line, size_t offset) {
  return static_cast<int>(characterCount(line.substr(0, offset))) + 1;
}

void requireUtf8(std::string_view text) {
  int line = 1;
  size_t lineStart = 0;
  for (size_t i = 0; i < text.size();) {
    if (text[i] == '\n') {
      ++line, lineStart = ++i;
      continue;
    }
    const size_t n = utf8Length(text, i);
    if (n == 0) {
      throw InputError("the input is not UTF-8 text: byte 0x" + hexDigits(static_cast<unsigned char>(text[i]), 2) +
                           " cannot start a character here",
                       line, columnAt(text.substr(lineStart), i - lineStart));
    }
    i += n;
  }
}

bool looksInteger(std::string_view s) {
  if (!s.empty() && s[0] == '-') s.remove_prefix(1);
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

std::optional<int64_t> integerOf(std::string_view s) {
  if (!looksInteger(s)) return std::nullopt;
  const bool negative = s[0] == '-';
  if (negative) s.remove_prefix(1);
  // Accumulate as a negative number so INT64_MIN fits; stop before any step could overflow.
  constexpr int64_t kMin = INT64_MIN;
  int64_t v = 0;
  for (char c : s) {
    const int d = c - '0';
    if (v < (kMin + d) / 10) return std::nullopt;
    v = v * 10 - d;
  }
  if (!negative) {
    if (v == kMin) return std::nullopt;
    v = -v;
  }
  return v;
}

int64_t integerAt(const Token& token, std::string_view what, int64_t min, int64_t max) {
  // Messages appended piece by piece: g++ 12 reports a false -Wrestrict for "(" + to_string(..).
  std::string message(what);
  if (!looksInteger(token.text)) {
    message += " must be a whole number, not '";
    message.append(token.text);
    message += "'";
    throw InputError(message, token.line, token.column);
  }
  std::optional<int64_t> v = integerOf(token.text);
  if (!v || *v < min || *v > max) {
    message += ' ';
    message.append(token.text);
    message += " is out of range (";
    message += std::to_string(min);
    message += " to ";
    message += std::to_string(max);
    message += ')';
    throw InputError(message, token.line, token.column);
  }
  return *v;
}

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string hexDigits(uint64_t value, int minDigits, bool upperCase) {
  const char* digits = upperCase ? "0123456789ABCDEF" : "0123456789abcdef";
  std::string out;
  for (; value != 0 || static_cast<int>(out.size()) < minDigits; value >>= 4) out.insert(out.begin(), digits[value & 15]);
  return out;
}

std::string describeCharacter(std::string_view s, size_t offset) {
  const unsigned char c = static_cast<unsigned char>(s[offset]);
  if (c >= 0x21 && c < 0x7F) return std::string("'") + static_cast<char>(c) + "'";
  if (c == ' ') return "blank";
  if (c == '\t') return "tab";
  if (c < 0x80 || c == 0x7F) return "control character 0x" + hexDigits(c, 2);
  const size_t n = utf8Length(s, offset);
  if (n == 0) return "byte 0x" + hexDigits(c, 2);
  // Decode the code point so the message names exactly which character it is.
  uint32_t cp = c & (0xFF >> (n + 1));
  for (size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[offset + k]) & 0x3F);
  const std::string codePoint = "U+" + hexDigits(cp, 4, true);
  // Appended piece by piece: g++ 12 reports a false -Wrestrict for a chain of + here.
  std::string out = "'";
  out.append(s.substr(offset, n));
  out += "' (";
  out += codePoint;
  out += ')';
  return out;
}

}  // namespace dlx::text

namespace dlx::text {

std::string safeForTerminal(std::string_view s) {
  // A quoted token longer than this is cut to its first kKeptCharacters (a 3 MB token was echoed
  // whole); a message is at most a few such tokens and its own words.
  constexpr size_t kLongToken = 120, kKeptCharacters = 60;
  std::string out;
  size_t tokenStart = 0;  // where the current blank-free run began in `out`
  size_t tokenChars = 0, tokenBytes = 0;
  bool cut = false;
  auto endToken = [&]() {
    if (cut) out += "...(" + std::to_string(tokenBytes) + " bytes)";
    tokenChars = tokenBytes = 0;
    cut = false;
    tokenStart = out.size();
  };
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    size_t n = c < 0x80 ? 1 : utf8Length(s, i);
    std::string piece;
    if (c == ' ' || c == '\n') {
      endToken();
      out += static_cast<char>(c);
      tokenStart = out.size();
      ++i;
      continue;
    }
    if (n == 0) {  // not UTF-8
      piece = "\\x" + hexDigits(c, 2);
      n = 1;
    } else if (c < 0x20 || c == 0x7F) {
      piece = c == '\t' ? "\\t" : c == '\r' ? "\\r" : "\\x" + hexDigits(c, 2);
    } else if (c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0) {  // C1 controls U+0080-U+009F
      piece = "\\u00" + hexDigits(static_cast<unsigned char>(s[i + 1]), 2);
    } else {
      piece.assign(s.substr(i, n));
    }
    tokenBytes += n;
    i += n;
    if (++tokenChars > kKeptCharacters && !cut) {
      // Cut only once the run proves long: look ahead to its end.
      size_t end = i;
      while (end < s.size() && s[end] != ' ' && s[end] != '\n') ++end;
      if (tokenBytes + (end - i) > kLongToken) {
        cut = true;
        tokenBytes += end - i;
        i = end;
        continue;
      }
    }
    if (!cut) out += piece;
  }
  endToken();
  (void)tokenStart;
  return out;
}

}  // namespace dlx::text
