// Reading INPUT for `dlx`: a file, a device, stdin ('-'), or an inline puzzle (URL, game ID).
// One bounded reader serves them all, so /dev/zero or an endless pipe stops at kMaxInputBytes
// instead of growing without limit.
#pragma once
#include <string>

namespace dlx {

// Throws InputError: "no such file: NAME", a directory, a read error, or more than kMaxInputBytes.
std::string readInput(const std::string& input);

}  // namespace dlx
