// How many random rounds a test runs. The optimised ctest pass runs every round; the pass built
// with ASan+UBSan (./build.sh test runs both) runs a quarter of them, since the sanitizers make
// the searches 10-20 times slower and a quarter still exercises every path the rounds are for.
// Tests scale their coverage checks ("at least so many rounds had two solutions") the same way.
#pragma once

namespace dlx_test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

// `n` rounds, or a quarter of them (at least one) under the sanitizers.
constexpr int rounds(int n) { return kSanitized ? (n / 4 > 0 ? n / 4 : 1) : n; }

}  // namespace dlx_test
