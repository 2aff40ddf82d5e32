// Raw DEFLATE decompression (RFC 1951: stored, fixed-Huffman and dynamic-Huffman blocks, no zlib
// or gzip wrapper), for links that carry compressed text (Penpa+). Written for untrusted input:
// every malformed stream is an InputError naming what is wrong and the byte where it was found,
// and the output is capped.
#pragma once
#include <string>
#include <string_view>

namespace dlx {

// Throws InputError("...", 0, 0) with the byte offset in the message; refuses output beyond
// `maxOutput` bytes (a small link that inflates to gigabytes is an error, not an allocation).
std::string inflateRaw(std::string_view data, size_t maxOutput);

}  // namespace dlx
