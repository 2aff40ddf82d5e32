// The one text reader every puzzle format uses: lines (LF or CRLF, a leading UTF-8 byte-order mark
// dropped), blank-separated tokens that know their 1-based line and column (columns count
// characters, not bytes), and integers that stop with a message naming the value and its place
// instead of overflowing. Parsers keep their grammar; how text is cut up and where a piece sits
// is decided here once.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlx::text {

struct Line {
  std::string_view text;  // without the line break (and without a trailing '\r')
  int number = 0;         // 1-based
};

struct Token {
  std::string_view text;
  int line = 0, column = 0;  // 1-based; column in characters (code points)
};

// The text without a leading UTF-8 byte-order mark.
std::string_view withoutBom(std::string_view text);

// Lines of the text (BOM dropped). A final line break does not start another, empty line.
std::vector<Line> lines(std::string_view text);

// The blank-separated tokens of one line, or of the whole text (blank: space, tab, CR, LF, VT, FF).
std::vector<Token> tokens(const Line& line);
std::vector<Token> tokens(std::string_view text);

bool isBlank(char c);
bool isBlankLine(std::string_view s);
std::string_view trim(std::string_view s);             // blanks off both ends
std::string_view trimEnd(std::string_view s);          // blanks off the end

// Characters (code points) in valid UTF-8 text, e.g. for length limits counted as people count.
size_t characterCount(std::string_view s);
// 1-based column of the byte at `offset` in `line` (counting characters before it).
int columnAt(std::string_view line, size_t offset);

// Length of the valid UTF-8 sequence starting at s[i], or 0 when it is not one (overlong forms,
// surrogates and values past U+10FFFF refused, as in RFC 3629).
size_t utf8Length(std::string_view s, size_t i);
// Throws InputError naming the line and column of the first byte that is not valid UTF-8.
void requireUtf8(std::string_view text);

// A decimal integer with an optional leading '-': nullopt when the token is not one or does not
// fit in 64 bits (the caller then says which).
std::optional<int64_t> integerOf(std::string_view s);
bool looksInteger(std::string_view s);  // digits with an optional '-', whatever their size

// The token as an integer in [min, max]; otherwise throws InputError at the token: "<what> must
// be a whole number, not 'x'" or "<what> 99999999999 is out of range (min to max)".
int64_t integerAt(const Token& token, std::string_view what, int64_t min, int64_t max);

// What a character is, to follow "unexpected": 'c' for printable ASCII, else "blank", "tab",
// "control character 0x01", "byte 0xff" (not UTF-8), "'é' (U+00E9)".
std::string describeCharacter(std::string_view s, size_t offset);

// Hexadecimal digits: the value of one (-1 for any other character), and `value` written with at
// least `minDigits` of them, zero-padded (printf's "%0*x" / "%0*X", without the C library's printf).
int hexValue(char c);
std::string hexDigits(uint64_t value, int minDigits, bool upperCase = false);

// A message safe to print on a terminal: control characters (C0, DEL, C1) and bytes that are not
// UTF-8 written as escapes (\x1b, \u009b), so quoted input cannot move the cursor or retitle the
// window; a blank-free run longer than 120 bytes cut after 60 characters, with its length said.
std::string safeForTerminal(std::string_view s);

}  // namespace dlx::text
