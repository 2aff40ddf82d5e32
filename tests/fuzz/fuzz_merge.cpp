// libFuzzer target: `dlx merge` on any part reports (one JSON object a line). Whatever it accepts
// must add up: the count is the saturating sum of the reports' counts, every part of the split
// is there once, and the merged report is valid JSON. Whatever it refuses gets an InputError,
// never a crash, a hang or an allocation sized by a number a report claims.
#include <string>
#include <vector>

#include "core/search.h"
#include "core/subtrees.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text = fuzz::textOf(data, size);
  std::vector<dlx::Json> reports;
  for (size_t from = 0; from <= text.size();) {
    size_t end = text.find('\n', from);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(from, end - from);
    from = end + 1;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    try {
      reports.push_back(dlx::Json::parse(line));
    } catch (const std::runtime_error&) {
      return 0;  // not JSON: the CLI stops at the reader
    }
  }
  dlx::Json merged;
  try {
    merged = dlx::subtrees::merge(reports);
  } catch (const dlx::InputError& e) {
    fuzz::checkError(e, text);
    return 0;
  }
  fuzz::requireValidJson(merged, text, "the merged report");
  uint64_t sum = 0;
  for (const dlx::Json& r : reports) {
    const dlx::Json* c = r.find("count");
    if (!c || !c->isInt() || c->asInt() < 0) fuzz::fail("a report without a whole count of at least 0 was merged");
    sum = dlx::addCount(sum, c->asUint());
  }
  if (merged.find("count")->asUint() != sum) fuzz::fail("the merged count is not the sum of the parts' counts");
  if (merged.find("parts")->asUint() != reports.size()) fuzz::fail("the merge took a part count other than its reports");
  return 0;
}
