// Counting one puzzle in parts on several Web Workers (web/lib/parallel-count.js), the page's
// side of `dlx split` / `dlx solve --subtree` / `dlx merge` (core/subtrees.h): every count worker
// opens the puzzle once, one of them splits it into subtree tokens, each counts the parts it is
// handed in run(budget) slices, and one merges the part results exactly.
#pragma once
#include <memory>
#include <string>

#include "../session_handle.h"
#include "core/options.h"
#include "core/session.h"

namespace dlx::wasm {

class PartsHandle {
 public:
  PartsHandle(const std::string& kind, const std::string& input, const std::string& optionsJson);

  // Result: {"kind", "impossible"}.
  std::string opened() const { return opened_; }
  // Result: {"tokens": [...]}: at least `parts` subtrees when the tree has that many nodes on a
  // level (one "root" part when it has not), the last parts/4 of them split one level further,
  // and the last parts/4 of those again (subtrees::refineTail: workers taking parts in order end
  // together); a failure when the kind's search has no subtrees.
  std::string split(double parts) const;
  // A session limited to the token's subtree, counting to the end and keeping no solution; its
  // opened() is a failure when the token is malformed or was made for another puzzle or options.
  SessionHandle* part(const std::string& token) const;

 private:
  std::unique_ptr<Session> session_;
  Options options_;
  std::string fingerprint_;  // subtrees::puzzleFingerprint, checked against every part's token
  std::string opened_;
};

// Result: the parts merged as `dlx merge --json` prints them, plus "count_text" and, under
// symmetry, "distinct_text" (exact decimal digits for JS, whose numbers stop being exact at
// 2^53). tokensJson: the tokens' JSON array; resultsJson: a JSON array of each part's report()
// result, in the same order (a failed part fails the merge, naming the part).
std::string mergeParts(const std::string& tokensJson, const std::string& resultsJson);

}  // namespace dlx::wasm
