// dlx merge trusts no report: every path must be the one the split gave its part number (the split
// fingerprint digests them all), counts must be whole numbers of at least 0, a token's claimed
// number of parts is bounded and never sizes anything, and sums saturate instead of wrapping.
#include <catch2/catch.hpp>

#include "core/subtrees.h"
#include "support/packing_helpers.h"

namespace st = dlx::subtrees;
using packing_test::options;

namespace {

// The 4x15 pentomino count (1472) as part reports of a 4-part split, as `dlx solve --subtree`
// writes them.
std::vector<dlx::Json> partReports(std::vector<std::string>* tokensOut = nullptr) {
  dlx::Session whole("", "", options({{"preset", "pentomino-4x15"}}));
  const dlx::Options opts = options({{"preset", "pentomino-4x15"}});
  const std::vector<st::Path> paths = st::split(whole, 4, -1);
  const std::vector<std::string> tokens = st::tokens(st::puzzleFingerprint(whole, opts), paths);
  std::vector<dlx::Json> reports;
  for (size_t i = 0; i < tokens.size(); ++i) {
    dlx::Session part = whole.part(paths[i]);
    part.setKeep(0);
    part.runUntil(0);
    dlx::Json r = part.report(0);
    r["subtree"] = tokens[i];
    reports.push_back(r);
  }
  if (tokensOut) *tokensOut = tokens;
  return reports;
}

// The token with its path (the field after the fourth '-') replaced.
std::string withPath(const std::string& token, const std::string& path) {
  size_t at = 0;
  for (int dashes = 0; dashes < 4; ++dashes) at = token.find('-', at) + 1;
  return token.substr(0, at) + path;
}

}  // namespace

TEST_CASE("merge: a report whose path was edited is refused, whatever it would add", "[subtrees][merge]") {
  std::vector<std::string> tokens;
  const std::vector<dlx::Json> reports = partReports(&tokens);
  REQUIRE(st::merge(reports).find("count")->asUint() == 1472);
  // The case: one part's path edited to the whole tree (the 6x10 total read 18,688).
  for (size_t k = 0; k < reports.size(); ++k) {
    std::vector<dlx::Json> edited = reports;
    edited[k]["subtree"] = withPath(tokens[k], "root");
    CHECK_THROWS_WITH(st::merge(edited), Catch::Contains("not the ones their split gave them"));
  }
  // Two parts that swapped paths (each path still one of the split's) are caught too.
  std::vector<dlx::Json> swapped = reports;
  const st::Token a = st::parseToken(tokens[0]), b = st::parseToken(tokens[1]);
  auto text = [](const st::Path& p) {
    std::string s;
    for (int x : p) s += (s.empty() ? "" : ".") + std::to_string(x);
    return s.empty() ? std::string("root") : s;
  };
  swapped[0]["subtree"] = withPath(tokens[0], text(b.path));
  swapped[1]["subtree"] = withPath(tokens[1], text(a.path));
  CHECK_THROWS_WITH(st::merge(swapped), Catch::Contains("not the ones their split gave them"));
  // Leading zeros name the same branch: still the same path.
  std::vector<dlx::Json> padded = reports;
  padded[0]["subtree"] = withPath(tokens[0], "0" + text(a.path));
  if (!a.path.empty()) CHECK(st::merge(padded).find("count")->asUint() == 1472);
}

TEST_CASE("merge: counts must be whole numbers of at least 0", "[subtrees][merge]") {
  const std::vector<dlx::Json> reports = partReports();
  for (const char* bad : {"-384", "1.5", "\"12\"", "null", "true"}) {
    std::vector<dlx::Json> edited = reports;
    edited[1]["count"] = dlx::Json::parse(bad);
    CHECK_THROWS_WITH(st::merge(edited), Catch::Contains("report 2: \"count\" must be a whole number of at least 0"));
  }
  std::vector<dlx::Json> noCount = reports;
  noCount[0].asObject().erase(noCount[0].asObject().begin() + 1);  // "count" follows "kind"
  REQUIRE(!noCount[0].find("count"));
  CHECK_THROWS_WITH(st::merge(noCount), Catch::Contains("report 1 has no \"count\""));
  std::vector<dlx::Json> negativeNodes = reports;
  negativeNodes[2]["stats"]["nodes"] = -5;
  CHECK_THROWS_WITH(st::merge(negativeNodes), Catch::Contains("\"stats.nodes\" must be a whole number"));
  std::vector<dlx::Json> badComplete = reports;
  badComplete[0]["complete"] = "yes";
  CHECK_THROWS_WITH(st::merge(badComplete), Catch::Contains("\"complete\" must be true or false"));
}

TEST_CASE("merge: sums saturate at the largest count, never wrap", "[subtrees][merge]") {
  std::vector<dlx::Json> reports = partReports();
  for (dlx::Json& r : reports) {
    r["count"] = UINT64_MAX - 1;
    r["stats"]["nodes"] = UINT64_MAX - 1;
    r["stats"]["updates"] = UINT64_MAX;
  }
  const dlx::Json merged = st::merge(reports);
  CHECK(merged.find("count")->asUint() == UINT64_MAX);
  CHECK(merged.find("count_saturated")->asBool());
  CHECK(merged.find("stats")->find("nodes")->asUint() == UINT64_MAX);
  CHECK(merged.find("stats")->find("updates")->asUint() == UINT64_MAX);
}

TEST_CASE("merge: a claimed number of parts is bounded and sizes nothing", "[subtrees][merge]") {
  std::vector<std::string> tokens;
  std::vector<dlx::Json> reports = partReports(&tokens);
  const st::Token t = st::parseToken(tokens[0]);
  const std::string head = t.puzzle + "-" + t.split + "-";
  // 999,999,999 parts: refused when read, above the bound.
  dlx::Json claim = reports[0];
  claim["subtree"] = head + "0-999999999-root";
  CHECK_THROWS_WITH(st::merge({claim}), Catch::Contains("the number of parts 999999999 is larger than 1000000"));
  // At the bound: the missing parts are counted and the first ten listed, without a table of a
  // million entries.
  claim["subtree"] = head + "5-1000000-root";
  CHECK_THROWS_WITH(st::merge({claim}), Catch::Contains("999999 of 1000000 parts missing: 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, ..."));
  // A branch number past the int range is named as too large, not "not a number".
  CHECK_THROWS_WITH(st::parseToken(head + "0-1-2147483648"), Catch::Contains("a branch of the path 2147483648 is larger than 2147483647"));
  CHECK(st::parseToken(head + "0-1-2147483647").path == st::Path{2147483647});
}
