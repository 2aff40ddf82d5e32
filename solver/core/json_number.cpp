#include "json_number.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>

// JavaScript's Number() rounds a decimal string to the nearest double, like strtod, and costs the
// wasm nothing. The text is ASCII (checked by the grammar), so it is copied byte by byte.
EM_JS(double, dlx_js_number_of, (const char* text, int length), {
  var s = "";
  for (var i = 0; i < length; i++) s += String.fromCharCode(HEAPU8[text + i]);
  return Number(s);
});
#endif

namespace dlx {

namespace {

// Every power of ten up to 1e22 is a double exactly, which is what makes the fast path exact.
constexpr double kExactPowers[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr int kMaxExactPower = 22;

bool isDigit(char c) { return c >= '0' && c <= '9'; }

#ifdef __EMSCRIPTEN__
double nearestDouble(std::string_view text) { return dlx_js_number_of(text.data(), static_cast<int>(text.size())); }
#else
double nearestDouble(std::string_view text) { return std::strtod(std::string(text).c_str(), nullptr); }
#endif

// value * 10^power, exact when both are exact and the product is (each step rounds once).
double scaled(double value, int power) {
  while (power > kMaxExactPower) value *= kExactPowers[kMaxExactPower], power -= kMaxExactPower;
  while (power < -kMaxExactPower) value /= kExactPowers[kMaxExactPower], power += kMaxExactPower;
  return power >= 0 ? value * kExactPowers[power] : value / kExactPowers[-power];
}

// The rounding error of the product p = a * b: a * b == p + error exactly (Dekker's product,
// which needs no fused multiply-add; the values here are far from overflow).
double productError(double a, double b, double p) {
  auto split = [](double x, double& hi, double& lo) {
    const double c = 134217729.0 * x;  // 2^27 + 1
    hi = c - (c - x);
    lo = x - hi;
  };
  double ah, al, bh, bl;
  split(a, ah, al);
  split(b, bh, bl);
  return ((ah * bh - p) + ah * bl + al * bh) + al * bl;
}

// value * 10^power rounded to an integer, ties to even, as if the product were exact: the rounded
// product can land on a half-way point the exact one is not on (40051.95 is 40051.9499999...),
// and then the sign of the product's own error decides. Exact for |power| <= 22.
double roundedScaled(double value, int power) {
  const double s = scaled(value, power);
  if (s - std::floor(s) != 0.5 || power < -kMaxExactPower || power > kMaxExactPower) return std::nearbyint(s);
  double above;  // the sign of exact - s
  if (power >= 0) {
    above = productError(value, kExactPowers[power], s);
  } else {
    const double p = s * kExactPowers[-power];  // value == s * 10^-power + remainder
    above = (value - p) - productError(s, kExactPowers[-power], p);
  }
  return above > 0 ? std::ceil(s) : above < 0 ? std::floor(s) : std::nearbyint(s);
}

}  // namespace

std::optional<Json> readJsonNumber(std::string_view text) {
  size_t i = 0;
  const bool negative = i < text.size() && text[i] == '-';
  if (negative) ++i;
  const size_t intStart = i;
  while (i < text.size() && isDigit(text[i])) ++i;
  const size_t intEnd = i;
  if (intEnd == intStart || (text[intStart] == '0' && intEnd - intStart > 1)) return std::nullopt;
  size_t fracStart = i, fracEnd = i;
  if (i < text.size() && text[i] == '.') {
    fracStart = fracEnd = ++i;
    while (fracEnd < text.size() && isDigit(text[fracEnd])) ++fracEnd;
    if (fracEnd == fracStart) return std::nullopt;
    i = fracEnd;
  }
  bool hasExponent = false;
  int64_t exponent = 0;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    hasExponent = true;
    ++i;
    const bool negativeExponent = i < text.size() && text[i] == '-';
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
    const size_t start = i;
    // Capped: past a few hundred the number is 0 or out of range anyway.
    for (; i < text.size() && isDigit(text[i]); ++i)
      if (exponent < 100000) exponent = exponent * 10 + (text[i] - '0');
    if (i == start) return std::nullopt;
    if (negativeExponent) exponent = -exponent;
  }
  if (i != text.size()) return std::nullopt;

  if (fracStart == fracEnd && !hasExponent) {
    uint64_t v = 0;
    for (size_t k = intStart; k < intEnd; ++k) {
      const unsigned d = text[k] - '0';
      if (v > (UINT64_MAX - d) / 10) return std::nullopt;
      v = v * 10 + d;
    }
    if (!negative) return Json(static_cast<unsigned long long>(v));
    if (v > static_cast<uint64_t>(INT64_MAX) + 1) return std::nullopt;
    return Json(static_cast<long long>(0 - v));  // two's complement: 2^63 becomes INT64_MIN
  }

  // Up to 19 significant digits in an integer, the rest only noted: value = digits * 10^power.
  uint64_t digits = 0;
  int significant = 0;
  int64_t power = exponent;
  bool dropped = false;
  auto take = [&](char c, bool fraction) {
    const unsigned d = c - '0';
    if (significant == 19) {
      if (!fraction) ++power;
      dropped = dropped || d != 0;
      return;
    }
    digits = digits * 10 + d;
    if (digits != 0) ++significant;
    if (fraction) --power;
  };
  for (size_t k = intStart; k < intEnd; ++k) take(text[k], false);
  for (size_t k = fracStart; k < fracEnd; ++k) take(text[k], true);
  double value;
  if (digits == 0) {
    value = 0;
  } else if (!dropped && digits <= (uint64_t{1} << 53) && power >= -kMaxExactPower && power <= kMaxExactPower) {
    // Both factors are exact doubles, so the one rounding of the product or quotient gives the
    // nearest double (Clinger's fast path); this covers every number the project writes.
    value = scaled(static_cast<double>(digits), static_cast<int>(power));
  } else {
    value = nearestDouble(text.substr(negative ? 1 : 0));
  }
  if (!std::isfinite(value)) return std::nullopt;
  return Json(negative ? -value : value);
}

void appendShortDouble(std::string& out, double value) {
  if (std::signbit(value)) out += '-', value = -value;
  if (value == 0) {
    out += '0';
    return;
  }
  // Find the decimal exponent e with 10^5 <= value * 10^(5-e) < 10^6 after rounding to an
  // integer; frexp's binary exponent gives it to within one.
  int binary = 0;
  std::frexp(value, &binary);
  int e = static_cast<int>(std::floor((binary - 1) * 0.30102999566398120));
  double six = 0;
  for (int tries = 0; tries < 4; ++tries) {
    six = roundedScaled(value, 5 - e);
    if (six >= 1e6) ++e;
    else if (six < 1e5) --e;
    else break;
  }
  std::string d = std::to_string(static_cast<uint32_t>(six));  // six digits
  if (e < -4 || e >= 6) {
    size_t last = d.find_last_not_of('0');
    out += d[0];
    if (last > 0) out += '.', out.append(d, 1, last);
    out += e < 0 ? "e-" : "e+";
    const int a = e < 0 ? -e : e;
    if (a < 10) out += '0';
    out += std::to_string(a);
    return;
  }
  // Fixed notation: e + 1 digits before the point (or "0." and -e - 1 zeros), then the rest
  // without trailing zeros.
  std::string fraction;
  if (e >= 0) {
    out.append(d, 0, e + 1);
    fraction = d.substr(e + 1);
  } else {
    out += '0';
    fraction = std::string(-e - 1, '0') + d;
  }
  const size_t last = fraction.find_last_not_of('0');
  if (last != std::string::npos) out += '.', out.append(fraction, 0, last + 1);
}

}  // namespace dlx
