// libFuzzer target: `solve --subtree TOKEN` on any token and puzzle. The first line is a token as
// typed (read by parseToken), or, when it starts with '=', a path ("3.12", "root") put into a
// token made for this puzzle, so the search's descend() is reached with any path; the rest is a
// puzzle with an optional "@KIND key=value" line (fuzz_support.h). A path that is not a live node
// is an InputError; a live part's solutions must pass the puzzle's check.
#include <string>

#include "core/subtrees.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text = fuzz::textOf(data, size);
  const size_t eol = text.find('\n');
  if (eol == std::string_view::npos) {
    try {
      dlx::subtrees::parseToken(std::string(text));
    } catch (const dlx::InputError& e) {
      fuzz::checkError(e, text);
    }
    return 0;
  }
  const std::string first(text.substr(0, eol));
  const fuzz::Split split = fuzz::splitOptions(text.substr(eol + 1));
  try {
    dlx::Session session(split.kind, split.input, split.options);
    const std::string token = first.rfind('=', 0) == 0
                                  ? dlx::subtrees::puzzleFingerprint(session, split.options) + "-00000000-0-1-" + first.substr(1)
                                  : first;
    session.setSubtree(dlx::subtrees::pathOf(token, session, split.options));
    session.setKeep(4);
    session.runCounting(2000);
    for (size_t i = 0; i < session.solutionCount(); ++i)
      if (const std::optional<std::string> bad = session.puzzle().check(session.solution(i)))
        fuzz::fail("a part's solution fails the puzzle's check: " + *bad);
    fuzz::requireValidJson(session.report(), text, "a part's report");
  } catch (const dlx::InputError& e) {
    fuzz::checkError(e, text);
  }
  return 0;
}
