// A solving session: one parsed puzzle, one resumable search, the solutions found so far, and the
// report the CLI prints with --json (and the wasm binding returns). The CLI and the Web Worker
// both drive a Session, so they give the same answers.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "kind.h"

namespace dlx {

class Session {
 public:
  // kindName empty -> detect from input. Throws InputError (unknown kind, input that is not
  // UTF-8 or does not parse, options the kind does not declare or values it does not allow).
  Session(std::string_view kindName, std::string_view input, const Options& options);

  const Kind& kind() const { return *kind_; }
  const Puzzle& puzzle() const { return *puzzle_; }
  // Why there is no solution, when a pre-check already knows (then the search is never run).
  const std::optional<std::string>& impossible() const { return impossible_; }

  // How many decoded solutions to keep (the rest are only counted). Default 100.
  void setKeep(size_t keep) { keep_ = keep; }

  // Where solutions go as they are found instead of being kept (the CLI prints them at once, so
  // --max N holds one solution, not N): each of the first `keep` is decoded and handed over, and
  // never stored. A class, not std::function: the page's wasm does not carry one for this.
  struct Sink {
    virtual ~Sink() = default;
    virtual void take(const Json& solution) = 0;
  };
  void setSink(Sink* sink) { sink_ = sink; }
  uint64_t handedOver() const { return handedOver_; }

  // The caller will run to the end and wants only the count beyond the kept solutions: once keep
  // solutions are stored the search may count independent parts at once (a Solution then adds
  // their product to count(), and is not decoded). runUntil(0) turns this on by itself.
  void setCountAll() { countAll_ = true; }

  // Subtrees (see Search::descend): restricts this session's search to the subtree reached by
  // `path` (branch indices from the root). Call before the first run(); the first run() throws
  // InputError when the kind has no subtrees or the path is not a live node of this puzzle's tree.
  void setSubtree(std::vector<int> path) { subtree_ = std::move(path); }
  // A fresh session on the same (shared, immutable) puzzle and options, limited to `path`: what
  // --jobs runs on each thread.
  Session part(std::vector<int> path) const;
  // Whether the puzzle's search can be split into subtrees: asks the search this session runs
  // once there is one (building another only to ask costs a Numberlink race its set-up again).
  bool subtrees() const;

  // Runs the search for at most `budget` nodes; on Solution the new solution is decoded (if fewer
  // than keep are stored) and counted.
  RunStatus run(uint64_t budget);
  // Counting to the end (turns setCountAll on): runs for about `budget` nodes, going on past the
  // solutions it meets (each is counted, and stored while fewer than keep are), so a caller that
  // slices a long count (the page's workers) is not handed back every solution. Each solution
  // counts as a node of the budget, so a search finding solutions for free still stops. Solution
  // is never returned: Paused, or Done at the end.
  RunStatus runCounting(uint64_t budget);
  // Runs until a stop condition: `maxSolutions` found (0 = no limit) or the search is complete.
  // With bulk counting (setCountAll) the count may step past maxSolutions.
  void runUntil(uint64_t maxSolutions);

  // Exact up to UINT64_MAX; a larger count stays at UINT64_MAX (countSaturated()), never wraps.
  uint64_t count() const { return count_; }
  bool countSaturated() const { return count_ == UINT64_MAX; }
  bool complete() const { return complete_; }
  const SearchStats& stats() const;
  double progress() const;
  bool progressKnown() const { return complete_ || !search_ || search_->progressKnown(); }
  double elapsedMs() const { return elapsedMs_; }
  // The kept solutions, decoded when first read (see PuzzleSearch::solutionLater).
  const std::vector<Json>& solutions() const;
  size_t solutionCount() const { return solutions_.size(); }
  const Json& solution(size_t i) const;

  // true: complete with exactly one; false: two or more found (or complete with none);
  // null: not known yet.
  Json unique() const;

  // The public report: {"kind","count","count_text","complete","unique","solutions":[...],
  // "stats":{...}} plus kind extras (addSummary) and, when known impossible, "reason". "count" is
  // an exact integer; "count_text" the same in decimal digits for readers whose numbers are
  // doubles (JavaScript: exact only below 2^53); "count_saturated": true when the count reached
  // UINT64_MAX and means "at least that many".
  Json report(size_t maxSolutions = static_cast<size_t>(-1)) const;

 private:
  static std::string kindList();

  const Kind* kind_ = nullptr;
  Session() = default;
  std::shared_ptr<const Puzzle> puzzle_;
  std::unique_ptr<PuzzleSearch> search_;  // declared after puzzle_: it may refer to it
  std::optional<std::string> impossible_;
  // Kept solutions: solutions_[i] is decoded once undecoded_[i] has run (and been cleared);
  // mutable, as reading one decodes it.
  mutable std::vector<Json> solutions_;
  mutable std::vector<std::unique_ptr<PuzzleSearch::Later>> undecoded_;
  size_t keep_ = 100;
  Sink* sink_ = nullptr;
  uint64_t handedOver_ = 0;  // solutions given to sink_
  uint64_t count_ = 0;
  bool complete_ = false;
  bool countAll_ = false, bulkAllowed_ = false;
  double elapsedMs_ = 0;
  std::vector<int> subtree_;
};

}  // namespace dlx
