// Reading and writing the numbers of JSON text without the C library's strtod and printf: in the
// wasm build those two (with the 128-bit long double arithmetic strtod does its work in) were
// about 22 KB of the page's first download, for a few numbers per request.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "json.h"

namespace dlx {

// The value of `text` when all of it is one number in JSON's grammar (RFC 8259: no '+', no leading
// zeros, digits on both sides of a '.'); std::nullopt when it is not, or when it is an integer
// outside 64 bits (non-negative ones read as unsigned, up to 2^64 - 1) or a number too large for
// a double. Integers stay exact; other numbers become the nearest double.
std::optional<Json> readJsonNumber(std::string_view text);

// Appends a finite `value` as printf's "%.6g" writes it (six significant digits, trailing zeros
// dropped, an exponent below 1e-4 and from 1e6), rounded from the exact value like printf (ties
// to even) for values from 1e-17 to 1e28; beyond those the sixth digit can differ from printf's
// when the value lies within a rounding error of a half-way point.
void appendShortDouble(std::string& out, double value);

}  // namespace dlx
