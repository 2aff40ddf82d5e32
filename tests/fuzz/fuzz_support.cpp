#include "fuzz_support.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>

#include "core/errors.h"

namespace fuzz {

// The input being checked, for fail()'s message (set by each entry point).
static std::string_view currentInput;

void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz check failed: %s\n", what.c_str());
  if (!currentInput.empty())
    std::fprintf(stderr, "input (%zu bytes):\n%.*s\n", currentInput.size(),
                 static_cast<int>(std::min<size_t>(currentInput.size(), 2000)), currentInput.data());
  std::abort();
}

bool isUtf8(std::string_view s) {
  size_t i = 0;
  while (i < s.size()) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    int more = 0;
    uint32_t cp = 0;
    if (c < 0x80) { ++i; continue; }
    if (c >= 0xC2 && c <= 0xDF) more = 1, cp = c & 0x1F;
    else if (c >= 0xE0 && c <= 0xEF) more = 2, cp = c & 0x0F;
    else if (c >= 0xF0 && c <= 0xF4) more = 3, cp = c & 0x07;
    else return false;
    if (i + static_cast<size_t>(more) >= s.size()) return false;  // cut short
    for (int k = 1; k <= more; ++k) {
      const unsigned char d = static_cast<unsigned char>(s[i + static_cast<size_t>(k)]);
      if ((d & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (d & 0x3F);
    }
    if ((more == 2 && cp < 0x800) || (more == 3 && cp < 0x10000) || cp > 0x10FFFF ||
        (cp >= 0xD800 && cp <= 0xDFFF))
      return false;
    i += static_cast<size_t>(more) + 1;
  }
  return true;
}

namespace {

// A strict recursive-descent JSON reader that only answers "valid or not, and where".
class JsonChecker {
 public:
  JsonChecker(std::string_view text, bool requireUtf8) : s_(text), utf8_(requireUtf8) {}

  std::string run() {
    if (utf8_ && !isUtf8(s_)) return "the text is not UTF-8";
    ws();
    if (!value(0)) return problem_ + " at byte " + std::to_string(pos_);
    ws();
    if (pos_ != s_.size()) return "text after the value at byte " + std::to_string(pos_);
    return "";
  }

 private:
  bool bad(const char* what) { return problem_ = what, false; }
  bool eat(char c) {
    if (pos_ < s_.size() && s_[pos_] == c) return ++pos_, true;
    return false;
  }
  void ws() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r')) ++pos_;
  }
  bool literal(std::string_view word) {
    if (s_.substr(pos_, word.size()) != word) return bad("unknown literal");
    pos_ += word.size();
    return true;
  }
  bool digits() {
    const size_t start = pos_;
    while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') ++pos_;
    return pos_ > start || bad("expected a digit");
  }
  bool number() {
    eat('-');
    if (eat('0')) {
      if (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') return bad("leading zero");
    } else if (!digits()) {
      return false;
    }
    if (eat('.') && !digits()) return false;
    if (eat('e') || eat('E')) {
      if (!eat('+')) eat('-');
      if (!digits()) return false;
    }
    return true;
  }
  bool hex4() {
    for (int k = 0; k < 4; ++k, ++pos_)
      if (pos_ >= s_.size() || !std::isxdigit(static_cast<unsigned char>(s_[pos_]))) return bad("bad \\u escape");
    return true;
  }
  bool string() {
    if (!eat('"')) return bad("expected a string");
    while (pos_ < s_.size()) {
      const unsigned char c = static_cast<unsigned char>(s_[pos_++]);
      if (c == '"') return true;
      if (c < 0x20) return bad("raw control character in a string");
      if (c != '\\') continue;
      if (pos_ >= s_.size()) break;
      const char e = s_[pos_++];
      if (e == 'u') {
        if (!hex4()) return false;
      } else if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos) {
        return bad("bad escape");
      }
    }
    return bad("unterminated string");
  }
  bool value(int depth) {
    if (depth > 200) return bad("nested too deeply");
    if (pos_ >= s_.size()) return bad("expected a value");
    const char c = s_[pos_];
    if (c == '{') return members(depth, '}', true);
    if (c == '[') return members(depth, ']', false);
    if (c == '"') return string();
    if (c == 't') return literal("true");
    if (c == 'f') return literal("false");
    if (c == 'n') return literal("null");
    if (c == '-' || (c >= '0' && c <= '9')) return number();
    return bad("unexpected character");
  }
  // An object (keyed) or array body after its opening bracket.
  bool members(int depth, char close, bool keyed) {
    ++pos_;
    ws();
    if (eat(close)) return true;
    for (;;) {
      ws();
      if (keyed) {
        if (!string()) return false;
        ws();
        if (!eat(':')) return bad("expected ':'");
        ws();
      }
      if (!value(depth + 1)) return false;
      ws();
      if (eat(close)) return true;
      if (!eat(',')) return bad("expected ',' or a closing bracket");
    }
  }

  std::string_view s_;
  bool utf8_;
  size_t pos_ = 0;
  std::string problem_;
};

}  // namespace

std::string jsonProblem(std::string_view text, bool requireUtf8) { return JsonChecker(text, requireUtf8).run(); }

void requireValidJson(const dlx::Json& value, std::string_view input, const char* what) {
  const std::string text = value.dump();
  (void)input;  // whatever the input, the output is UTF-8 (the Session refuses other input)
  const std::string problem = jsonProblem(text, true);
  if (!problem.empty()) fail(std::string(what) + " is not valid JSON: " + problem + "\n" + text.substr(0, 2000));
  try {
    dlx::Json::parse(text);
  } catch (const std::exception& e) {
    fail(std::string(what) + " does not read back with Json::parse: " + e.what());
  }
}

Split splitOptions(std::string_view data) {
  Split out;
  out.input = data;
  if (data.empty() || data.front() != '@') return out;
  const size_t eol = data.find('\n');
  std::string_view header = data.substr(1, eol == std::string_view::npos ? std::string_view::npos : eol - 1);
  out.input = eol == std::string_view::npos ? std::string_view() : data.substr(eol + 1);
  bool first = true;
  while (!header.empty() || first) {
    const size_t space = header.find(' ');
    const std::string_view word = header.substr(0, space);
    header = space == std::string_view::npos ? std::string_view() : header.substr(space + 1);
    if (first) {
      out.kind = std::string(word);
      first = false;
      continue;
    }
    const size_t eq = word.find('=');
    if (eq == std::string_view::npos) out.options.set(std::string(word), "");
    else out.options.set(std::string(word.substr(0, eq)), std::string(word.substr(eq + 1)));
  }
  return out;
}

static void exploreSession(dlx::Session& session, std::string_view input, const SolutionCheck& extra) {
  currentInput = input;
  constexpr int kSlices = 8;
  constexpr uint64_t kSliceNodes = 500;
  constexpr size_t kKeep = 4;
  session.setKeep(kKeep);
  if (session.impossible() && session.impossible()->empty()) fail("impossible() gave an empty reason");
  for (int slice = 0; slice < kSlices && !session.complete(); ++slice) {
    const dlx::RunStatus status = session.run(kSliceNodes);
    if (status != dlx::RunStatus::Solution || session.count() > kKeep) continue;
    const dlx::Json& solution = session.solutions().back();
    if (auto why = session.puzzle().check(solution)) fail("a solution fails check(): " + *why + "\n" + solution.dump());
    if (extra) {
      const std::string why = extra(solution);
      if (!why.empty()) fail("a solution fails the independent checker: " + why + "\n" + solution.dump());
    }
    const dlx::Json* text = solution.find("text");
    if (!text || !text->isString()) fail("a solution has no \"text\"");
  }
  requireValidJson(session.report(), input, "the report");
}

std::vector<std::string> formatsOf(std::string_view kindName) {
  if (kindName == "shikaku") return {"text", "puzzlink", "tatham"};
  if (kindName == "numberlink") return {"text", "puzzlink"};
  return {"text"};
}

void checkError(const dlx::InputError& error, std::string_view input) {
  currentInput = input;
  if (error.message().empty()) fail("an InputError without a message");
  const long lines = std::count(input.begin(), input.end(), '\n') + 1;
  // lines + 1: "the line after the last" is how some readers say "at the end of the input".
  if (error.line() < 0 || error.line() > lines + 1 || error.column() < 0)
    fail(std::string("an InputError points outside the input: ") + error.what());
}

void checkPuzzle(const dlx::Kind& kind, std::string_view input, const dlx::Options& options,
                 const SolutionCheck& extra) {
  currentInput = input;
  std::unique_ptr<dlx::Session> made;
  try {
    made = std::make_unique<dlx::Session>(kind.name(), input, options);
  } catch (const dlx::InputError& e) {
    // The format's reader accepted the input; only an option, or bytes that are not UTF-8 (which the
    // Session refuses for every kind, before any reader), may still be refused.
    if (options.all().empty() && isUtf8(input))
      fail(std::string("the kind refuses what its format reader accepted: ") + e.what());
    checkError(e, input);
    return;
  }
  checkSession(*made, input, options, extra);
}

void checkSession(dlx::Session& session, std::string_view input, const dlx::Options& options,
                  const SolutionCheck& extra) {
  currentInput = input;
  const dlx::Kind& kind = session.kind();
  const dlx::Puzzle& puzzle = session.puzzle();
  const dlx::Json described = puzzle.describe();
  requireValidJson(described, input, "describe()");
  // Options are folded into what write() states, so re-reading uses the same ones (less any
  // preset, which would replace the written text).
  dlx::Options reread;
  for (const auto& [key, value] : options.all())
    if (key != "preset") reread.set(key, value);
  for (const std::string& format : formatsOf(kind.name())) {
    std::string written;
    try {
      written = puzzle.write(format);
    } catch (const dlx::InputError&) {
      continue;  // a format that cannot hold this puzzle (e.g. '?' clues) says so; that is fine
    }
    std::unique_ptr<dlx::Puzzle> again;
    try {
      again = kind.parse(written, reread);
    } catch (const dlx::InputError& e) {
      fail("write(\"" + format + "\") does not read back: " + e.what() + "\n" + written);
    }
    const std::string before = described.dump(), after = again->describe().dump();
    if (before != after)
      fail("write(\"" + format + "\") reads back as another puzzle:\n" + written + "\nbefore: " + before +
           "\nafter:  " + after);
  }
  exploreSession(session, input, extra);
}

bool parseThenCheck(const std::function<void()>& parse, const char* kindName, std::string_view input,
                    const dlx::Options& options, const SolutionCheck& extra) {
  try {
    parse();
  } catch (const dlx::InputError& e) {
    checkError(e, input);
    return false;
  }
  const dlx::Kind* kind = dlx::findKind(kindName);
  if (!kind) fail(std::string("no kind named ") + kindName);
  checkPuzzle(*kind, input, options, extra);
  return true;
}

}  // namespace fuzz
