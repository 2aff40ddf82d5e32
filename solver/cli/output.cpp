#include "output.h"

#include <cerrno>
#include <cstring>
#include <iostream>
#include <unistd.h>

namespace dlx {

namespace {

[[noreturn]] void failed(int err) {
  throw WriteError(std::string("cannot write the output to stdout: ") + (err ? std::strerror(err) : "write failed"));
}

}  // namespace

void emit(std::string_view text) {
  errno = 0;
  std::cout << text;
  if (!std::cout) failed(errno);
}

void emitLine(std::string line) {
  line += '\n';
  finishOutput();
  for (size_t done = 0; done < line.size();) {
    const ssize_t n = ::write(1, line.data() + done, line.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) failed(n < 0 ? errno : 0);
    done += static_cast<size_t>(n);
  }
}

void finishOutput() {
  errno = 0;
  std::cout.flush();
  if (!std::cout) failed(errno);
}

}  // namespace dlx
