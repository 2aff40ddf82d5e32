// Everything `dlx` prints on stdout goes through here, so a failed write (a full disk, a closed
// pipe to a batch runner) is an error with exit 2 and a message on stderr, never a silent exit 0
// with an empty or cut-off part.
#pragma once
#include <stdexcept>
#include <string>
#include <string_view>

namespace dlx {

struct WriteError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Appends to stdout (buffered). Throws WriteError once stdout has failed.
void emit(std::string_view text);
// One line in one write() of its own (part reports from `xargs -P` into one pipe stay whole
// lines); a newline is added. Throws WriteError.
void emitLine(std::string line);
// Flushes stdout. Throws WriteError when anything written could not be.
void finishOutput();

}  // namespace dlx
