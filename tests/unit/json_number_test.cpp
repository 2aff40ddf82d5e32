// JSON numbers read and written without strtod/printf (core/json_number.h), checked against the C
// library doing the same natively, and the strict number grammar of Json::parse.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "core/json.h"
#include "core/json_number.h"

using namespace dlx;

namespace {

std::string printfShort(double v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

std::string ours(double v) {
  std::string out;
  appendShortDouble(out, v);
  return out;
}

// True when `v` is so near a half-way point between two six-digit values that a rounding error
// may decide the sixth digit (allowed by json_number.h only below 1e-17 and from 1e28).
bool nearTie(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.20e", std::fabs(v));  // digits 7.. of the exact value
  const std::string tail(buf + 7, buf + 20);
  return tail.rfind("4999999", 0) == 0 || tail.rfind("5000000", 0) == 0;
}

double strtodOf(const std::string& s) { return std::strtod(s.c_str(), nullptr); }

}  // namespace

TEST_CASE("doubles print as printf's %.6g does", "[json]") {
  const double fixed[] = {0.0,       -0.0,       1.0,        -1.0,       0.5,        12.5,        123456.0,
                          1234565.0, 1234575.0,  999999.0,   999999.5,   1e6,        1234567.0,   0.0001,
                          0.00012345, 0.00001,   1.5e-5,     3.14159265, 2.5e-300,   1.7976931348623157e308,
                          4.9e-324,  100.0,      0.1,        0.3,        2.675,      1e21,        1e22,
                          123.456789, 98765.4321, -0.000123456, 65536.0,  1e-4 - 1e-20};
  for (double v : fixed) {
    INFO(printfShort(v));
    CHECK(ours(v) == printfShort(v));
  }
  std::mt19937_64 rng(20261124);
  std::uniform_real_distribution<double> unit(1.0, 10.0);
  std::uniform_int_distribution<int> exponent(-30, 30);
  int compared = 0;
  for (int k = 0; k < 200000; ++k) {
    const double v = (k % 2 ? -1 : 1) * unit(rng) * std::pow(10.0, exponent(rng));
    const bool exactRange = std::fabs(v) >= 1e-17 && std::fabs(v) < 1e28;
    if (!exactRange && nearTie(v)) continue;
    ++compared;
    if (ours(v) != printfShort(v)) FAIL("value " << printfShort(v) << " printed as " << ours(v));
  }
  CHECK(compared > 199000);
  // Milliseconds as the sessions report them: a few digits on either side of the point, where the
  // scaled value often rounds onto a half-way point the exact one is not on (40051.95).
  for (int k = 0; k < 200000; ++k) {
    const double ms = static_cast<double>(rng() % 100000000) / (k % 2 ? 1000.0 : 100.0);
    if (ours(ms) != printfShort(ms)) FAIL("ms " << ms << " printed as " << ours(ms));
  }
  CHECK(Json(12.25).dump() == "12.25");
  CHECK(Json(std::nan("")).dump() == "null");
}

TEST_CASE("JSON numbers read as strtod and the integer range say", "[json]") {
  std::mt19937_64 rng(7);
  for (int k = 0; k < 100000; ++k) {
    // Up to 22 digits with a point somewhere and an exponent: fast and slow paths both.
    std::string digits = std::to_string(1 + rng() % 9);
    const int length = static_cast<int>(rng() % 22);
    for (int d = 0; d < length; ++d) digits += static_cast<char>('0' + rng() % 10);
    const size_t point = 1 + rng() % digits.size();
    std::string text = digits.substr(0, point);
    if (point < digits.size()) text += "." + digits.substr(point);
    text += "e" + std::to_string(static_cast<int>(rng() % 80) - 40);
    if (rng() % 2) text = "-" + text;
    const std::optional<Json> v = readJsonNumber(text);
    REQUIRE(v);
    if (v->asDouble() != strtodOf(text)) FAIL(text << " read as " << v->asDouble());
  }
  CHECK(readJsonNumber("0.1")->asDouble() == 0.1);
  CHECK(readJsonNumber("1e-400")->asDouble() == 0.0);
  CHECK_FALSE(readJsonNumber("1e400"));
  CHECK(readJsonNumber("18446744073709551615")->asUint() == UINT64_MAX);
  CHECK_FALSE(readJsonNumber("18446744073709551616"));
  CHECK(readJsonNumber("-9223372036854775808")->asInt() == INT64_MIN);
  CHECK_FALSE(readJsonNumber("-9223372036854775809"));
  CHECK(readJsonNumber("-0")->asInt() == 0);
  CHECK(readJsonNumber("42")->isInt());
  CHECK_FALSE(readJsonNumber("42.0")->isInt());
}

TEST_CASE("Json::parse takes only JSON's number grammar", "[json]") {
  // Each of these was read as a different number before: the C library's conversions stop at the
  // first character they cannot use, or accept a sign, a bare point or a missing exponent.
  for (const char* bad : {"1.2.3", "[12-3]", "+5", "01", "1.", ".5", "1e", "1e+", "-", "--5", "2e3e4", "0x10"}) {
    INFO(bad);
    CHECK_THROWS_WITH(Json::parse(bad), Catch::Contains("JSON: bad number") || Catch::Contains("JSON: unexpected"));
  }
  CHECK(Json::parse("[0, -0.5, 1e3, 2E-2, 12345678901234567890]").dump() == "[0,-0.5,1000,0.02,12345678901234567890]");
}

TEST_CASE("a \\u escape takes exactly four hex digits", "[json]") {
  // Before: " 041" and "+041" were read by stoul (blank and sign allowed) as 0x41.
  for (const char* bad : {"\"\\u 041\"", "\"\\u+041\"", "\"\\u-041\"", "\"\\u04\"", "\"\\u004g\""}) {
    INFO(bad);
    CHECK_THROWS_WITH(Json::parse(bad), Catch::Contains("JSON: bad \\u escape"));
  }
  CHECK(Json::parse("\"\\u0041\\u00e9\\u20AC\"").asString() == "A\xC3\xA9\xE2\x82\xAC");
  CHECK(Json(std::string("a\x01\x7F")).dump() == "\"a\\u0001\\u007f\"");
}
