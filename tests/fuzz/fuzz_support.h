// What every libFuzzer target checks once its parser accepted an input: the puzzle writes in each
// of its formats and reads back to the same puzzle, a short bounded search finds only solutions
// that pass check(), and every JSON the core produces is valid. A failed check prints what went
// wrong and aborts, so libFuzzer keeps the input as a crash.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"
#include "core/json.h"
#include "core/kind.h"
#include "core/session.h"

namespace fuzz {

// Prints "fuzz check failed: WHAT" and the input, then aborts.
[[noreturn]] void fail(const std::string& what);

// The raw fuzzer bytes as text (the parsers take any bytes).
inline std::string_view textOf(const uint8_t* data, size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Bytes that are UTF-8 (no overlongs, surrogates or code points above U+10FFFF).
bool isUtf8(std::string_view s);

// "" when `text` is one valid RFC 8259 JSON value (strings must be valid UTF-8 when requireUtf8),
// else what is wrong and at which byte. Written apart from core/json.cpp so it can judge it.
std::string jsonProblem(std::string_view text, bool requireUtf8);

// Dumps `value`, fails unless the text is valid UTF-8 JSON and reads back with Json::parse.
void requireValidJson(const dlx::Json& value, std::string_view input, const char* what);

// Splits fuzz data into options and puzzle text: when the first line starts with '@', it holds
// "@KIND key=value key=value ..." (KIND may be empty) and the rest is the input.
struct Split {
  std::string kind;
  dlx::Options options;
  std::string_view input;
};
Split splitOptions(std::string_view data);

// An extra, independent check of a solution (e.g. tests/support's checkers): "" when fine.
using SolutionCheck = std::function<std::string(const dlx::Json& solution)>;

// The formats Puzzle::write() knows for a kind ("text" first).
std::vector<std::string> formatsOf(std::string_view kindName);

// An InputError must say something and point inside the input (or nowhere: line 0).
void checkError(const dlx::InputError& error, std::string_view input);

// The puzzle checks above on `kind`'s parse of `input` (which the caller knows parses): writes
// and re-reads in every format, then explores a Session. `extra` may be empty.
void checkPuzzle(const dlx::Kind& kind, std::string_view input, const dlx::Options& options,
                 const SolutionCheck& extra = {});

// The usual target body: returns false (after checkError) when `parse` throws InputError, else
// runs checkPuzzle. `parse` is the format's own reader, called before the kind's.
bool parseThenCheck(const std::function<void()>& parse, const char* kindName, std::string_view input,
                    const dlx::Options& options = {}, const SolutionCheck& extra = {});

// The checks on a constructed session: describe() is valid JSON; write() in every format reads
// back (with the same options) to the same describe(); a bounded search (a few thousand nodes)
// finds only solutions that pass check() and `extra`; the report is valid JSON.
void checkSession(dlx::Session& session, std::string_view input, const dlx::Options& options,
                  const SolutionCheck& extra = {});

}  // namespace fuzz
