// libFuzzer target: the raw-DEFLATE inflater (solver/core/inflate.h) and the Penpa+ link reader
// (solver/core/penpa.h). The bytes are inflated as they are, and also put into a Penpa+ link as
// its base64 p= data, so the whole path from compressed bytes to a board is exercised; the text
// itself is also read as a link. Every outcome must be a board or an InputError, and a board is
// checked against the limits its readers promise.
#include <string>

#include "core/errors.h"
#include "core/inflate.h"
#include "core/kind.h"
#include "core/penpa.h"
#include "fuzz_support.h"

namespace {

std::string base64(std::string_view bytes) {
  static const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  unsigned acc = 0;
  int bits = 0;
  for (unsigned char c : bytes) {
    acc = (acc << 8) | c;
    for (bits += 8; bits >= 6; bits -= 6) out.push_back(alphabet[(acc >> (bits - 6)) & 63]);
  }
  if (bits > 0) out.push_back(alphabet[(acc << (6 - bits)) & 63]);
  return out;
}

void readLink(std::string_view link) {
  try {
    const dlx::PenpaGrid g = dlx::decodePenpa(link);
    if (g.width < 1 || g.height < 1 || g.width > dlx::kMaxGridSide || g.height > dlx::kMaxGridSide)
      fuzz::fail("a Penpa+ board of " + std::to_string(g.width) + "x" + std::to_string(g.height));
    if (g.cells.size() != static_cast<size_t>(g.width) * static_cast<size_t>(g.height))
      fuzz::fail("a Penpa+ board whose cell list does not match its size");
    for (int v : g.cells)
      if (v < -2) fuzz::fail("a Penpa+ cell value " + std::to_string(v));
  } catch (const dlx::InputError&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes = fuzz::textOf(data, size);
  constexpr size_t kCap = 1 << 16;
  try {
    if (dlx::inflateRaw(bytes, kCap).size() > kCap) fuzz::fail("inflated past the cap");
  } catch (const dlx::InputError&) {
  }
  readLink("https://swaroopg92.github.io/penpa-edit/#m=edit&p=" + base64(bytes));
  readLink(bytes);
  return 0;
}
