#include "read_input.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/errors.h"
#include "core/kind.h"

namespace dlx {

namespace {

// A puzzle given on the command line itself rather than a file name.
bool looksInline(const std::string& s) {
  if (s.find("://") != std::string::npos) return true;
  if (s.rfind("puzz.link", 0) == 0 || s.rfind("pzv.jp", 0) == 0) return true;
  // Tatham-style game IDs WxH:... and random seeds WxH#... (refused by the parser with advice)
  size_t x = s.find('x'), colon = s.find_first_of(":#");
  if (x != std::string::npos && colon != std::string::npos && x < colon && x > 0 &&
      s.find_first_not_of("0123456789") == x)
    return true;
  return s.find('\n') != std::string::npos;
}

// Reads `fd` to its end, refusing more than kMaxInputBytes (checked while reading, not from the
// size a file claims: devices and pipes have none).
std::string readBounded(int fd, const std::string& name) {
  std::string text;
  char buf[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n == 0) return text;
    if (n < 0) {
      if (errno == EINTR) continue;
      throw InputError("cannot read " + name + ": " + std::strerror(errno));
    }
    if (text.size() + static_cast<size_t>(n) > kMaxInputBytes)
      throw InputError(name + " is larger than the limit of " + std::to_string(kMaxInputBytes) + " bytes (" +
                       std::to_string(kMaxInputBytes >> 20) + " MiB)");
    text.append(buf, static_cast<size_t>(n));
  }
}

}  // namespace

std::string readInput(const std::string& input) {
  if (input.empty()) return "";
  if (input == "-") return readBounded(0, "stdin");
  const int fd = ::open(input.c_str(), O_RDONLY);
  if (fd < 0) {
    const int err = errno;
    if (looksInline(input)) return input;
    if (err == ENOENT || err == ENOTDIR) throw InputError("no such file: " + input);
    throw InputError("cannot open " + input + ": " + std::strerror(err));
  }
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    throw InputError(input + " is a directory, not a puzzle file");
  }
  try {
    std::string text = readBounded(fd, input);
    ::close(fd);
    return text;
  } catch (...) {
    ::close(fd);
    throw;
  }
}

}  // namespace dlx
