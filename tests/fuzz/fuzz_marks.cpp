// libFuzzer target: `dlx analyze --marks FILE` on any marks. The input is a puzzle (with an optional
// "@KIND key=value" first line, fuzz_support.h), a line "@@marks", then the marks; without that
// line the whole input is marks on a small built-in Shikaku. The marks reader must refuse what it
// cannot place with an InputError; accepted marks get a bounded analysis with a valid report.
#include <string>

#include "core/analysis_session.h"
#include "fuzz_support.h"

namespace {

constexpr std::string_view kSeparator = "\n@@marks\n";
constexpr std::string_view kDefaultPuzzle = "4 4\n2 0 0 2\n0 4 0 0\n0 0 0 4\n4 0 0 0\n";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text = fuzz::textOf(data, size);
  const size_t at = text.find(kSeparator);
  const fuzz::Split split = fuzz::splitOptions(at == std::string_view::npos ? kDefaultPuzzle : text.substr(0, at));
  const std::string_view marks = at == std::string_view::npos ? text : text.substr(at + kSeparator.size());
  try {
    dlx::AnalysisSettings settings;
    settings.reach = true;
    dlx::AnalysisSession session(split.kind, split.input, split.options, marks, settings);
    for (int slice = 0; slice < 2 && !session.complete(); ++slice) session.run(500);  // bounded: 15,000 runs in the test pass
    fuzz::requireValidJson(session.report(), text, "the analysis report");
  } catch (const dlx::InputError& e) {
    // Lines are the puzzle's or the marks': either way within the two together (kept in a static:
    // fuzz_support holds on to the text it was shown, to print it on a later failure).
    static std::string both;
    both = std::string(split.input) + "\n" + std::string(marks);
    fuzz::checkError(e, both);
  }
  return 0;
}
