#include "session.h"

#include "detect.h"
#include "stopwatch.h"
#include "text.h"

namespace dlx {

Session::Session(std::string_view kindName, std::string_view input, const Options& options) {
  if (input.size() > kMaxInputBytes)
    throw InputError("the input is " + std::to_string(input.size()) + " bytes; the limit is " +
                     std::to_string(kMaxInputBytes));
  // Every parser and every JSON string downstream may assume UTF-8 text without a byte-order mark.
  text::requireUtf8(input);
  input = text::withoutBom(input);
  if (kindName.empty() && options.has("preset")) {
    // A preset names its own kind: the one that lists it.
    for (const Kind* k : allKinds())
      for (const std::string& p : k->presets())
        if (p == options.get("preset")) kind_ = k;
    if (!kind_) throw InputError("unknown preset '" + options.get("preset") + "'");
  } else if (kindName.empty()) {
    kind_ = detectKind(input);
    if (!kind_) throw InputError(unrecognisedInput(input) + "; or name the kind (" + kindList() + ")");
  } else {
    kind_ = findKind(kindName);
    if (!kind_) throw InputError("unknown kind '" + std::string(kindName) + "' (known: " + kindList() + ")");
  }
  puzzle_ = kind_->parse(input, checkedOptions(*kind_, options));
  impossible_ = puzzle_->impossible();
  if (impossible_) complete_ = true;
}

std::string Session::kindList() {
  std::string names;
  for (const Kind* k : allKinds()) names += (names.empty() ? "" : ", ") + std::string(k->name());
  return names;
}

namespace {

// The default PuzzleSearch::Later: the solution decoded when it was found.
struct Decoded final : PuzzleSearch::Later {
  explicit Decoded(Json solution) : solution(std::move(solution)) {}
  // Session::solution decodes each once: hand the tree over instead of copying it (a 36x20
  // Numberlink solution is some 3,000 nodes).
  Json decode() const override { return std::move(solution); }
  mutable Json solution;
};

}  // namespace

std::unique_ptr<PuzzleSearch::Later> PuzzleSearch::solutionLater() const { return std::make_unique<Decoded>(solution()); }

bool Session::subtrees() const { return search_ ? search_->subtrees() : puzzle_->newSearch()->subtrees(); }

Session Session::part(std::vector<int> path) const {
  Session s;
  s.kind_ = kind_;
  s.puzzle_ = puzzle_;
  s.impossible_ = impossible_;
  s.complete_ = impossible_.has_value();
  s.keep_ = keep_;
  s.subtree_ = std::move(path);
  return s;
}

RunStatus Session::run(uint64_t budget) {
  if (complete_) return RunStatus::Done;
  if (!search_) {
    std::unique_ptr<PuzzleSearch> fresh = puzzle_->newSearch();
    if (!subtree_.empty() && !fresh->subtrees())
      throw InputError("the " + std::string(kind_->name()) + " search cannot be split into subtrees");
    for (size_t i = 0; i < subtree_.size(); ++i)
      if (!fresh->descend(subtree_[i]))
        throw InputError("the subtree path has no live branch " + std::to_string(subtree_[i]) + " at depth " +
                         std::to_string(i + 1) + " for this puzzle and these options");
    search_ = std::move(fresh);
  }
  if (countAll_ && !bulkAllowed_ && solutions_.size() + handedOver_ >= keep_) {
    search_->allowBulk();
    bulkAllowed_ = true;
  }
  const double start = monotonicMs();
  const RunStatus status = search_->run(budget);
  if (status == RunStatus::Solution) {
    const uint64_t many = search_->multiplicity();
    count_ = addCount(count_, many);
    if (many == 1 && sink_ && handedOver_ < keep_) {
      ++handedOver_;
      sink_->take(search_->solution());
    } else if (many == 1 && !sink_ && solutions_.size() < keep_) {
      solutions_.emplace_back();
      undecoded_.push_back(search_->solutionLater());
    }
  } else if (status == RunStatus::Done) {
    complete_ = true;
  }
  elapsedMs_ += monotonicMs() - start;
  return status;
}

RunStatus Session::runCounting(uint64_t budget) {
  setCountAll();
  const uint64_t nodesBefore = stats().nodes;
  uint64_t solutions = 0;
  for (;;) {
    const uint64_t spent = stats().nodes - nodesBefore + solutions;
    if (spent >= budget) return complete_ ? RunStatus::Done : RunStatus::Paused;
    const RunStatus status = run(budget - spent);
    if (status != RunStatus::Solution) return status;
    ++solutions;
  }
}

void Session::runUntil(uint64_t maxSolutions) {
  constexpr uint64_t kSlice = 1u << 20;
  if (maxSolutions == 0) setCountAll();
  while (!complete_ && (maxSolutions == 0 || count_ < maxSolutions)) run(kSlice);
}

const Json& Session::solution(size_t i) const {
  if (undecoded_[i]) {
    solutions_[i] = undecoded_[i]->decode();
    undecoded_[i].reset();
  }
  return solutions_[i];
}

const std::vector<Json>& Session::solutions() const {
  for (size_t i = 0; i < solutions_.size(); ++i) solution(i);
  return solutions_;
}

const SearchStats& Session::stats() const {
  static const SearchStats none;
  return search_ ? search_->stats() : none;
}

double Session::progress() const {
  if (complete_) return 1.0;
  return search_ ? search_->progress() : 0.0;
}

Json Session::unique() const {
  if (count_ >= 2) return Json(false);
  if (complete_) return Json(count_ == 1);
  return Json();
}

Json Session::report(size_t maxSolutions) const {
  Json r = Json::object();
  r["kind"] = std::string(kind_->name());
  r["count"] = count_;
  r["count_text"] = std::to_string(count_);
  if (countSaturated()) r["count_saturated"] = true;
  r["complete"] = complete_;
  r["unique"] = unique();
  Json list = Json::array();
  for (size_t i = 0; i < solutions_.size() && i < maxSolutions; ++i) list.push(solution(i));
  r["solutions"] = std::move(list);
  Json stats = Json::object();
  stats["nodes"] = this->stats().nodes;
  stats["updates"] = this->stats().updates;
  stats["ms"] = elapsedMs_;
  r["stats"] = std::move(stats);
  if (impossible_) r["reason"] = *impossible_;
  puzzle_->addSummary(r);
  if (search_) {
    search_->addSummary(r, complete_);
  } else {
    // Never searched (e.g. impossible): the report still names e.g. the engine, from a fresh search.
    puzzle_->newSearch()->addSummary(r, complete_);
  }
  return r;
}

}  // namespace dlx
