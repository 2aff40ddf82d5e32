#include "analysis.h"

#include <algorithm>

#include "stopwatch.h"

namespace dlx {

namespace {

// Listing stops paying once this many solutions in a row opened no new variable; the rest are
// settled one test each.
constexpr uint64_t kQuietSolutions = 16;
// Nor does a listing that has found a second solution and then searched this many nodes without
// opening a variable: on p_20x20_15 the listing finds 64 solutions in 250 nodes and then none in
// a minute (the rest lie far off, where the listing's order reaches them late). The tests then
// settle the rest, as after quiet solutions. (Before a second solution the listing is a
// uniqueness proof, which no cap may cut short.) Nodes of p_14x14_01 / 03 with no cap, 2^18,
// 2^15, 2^12, 2^10: 221k / 232k, the same, 68k / 137k, 39k / 108k, 36k / 105k (p_14x14_08,
// pentomino 6x10, Shikaku 30x30 the same or within 0.2%).
constexpr uint64_t kQuietNodes = 1 << 12;
// What one step of local reasoning is charged against the budget, so a difficulty run returns
// to its caller now and then even when no search is needed.
constexpr uint64_t kLocalStepCost = 4096;

}  // namespace

const char* levelName(Hint::Level level) {
  switch (level) {
    case Hint::Level::Single: return "single";
    case Hint::Level::Lookahead: return "lookahead";
    case Hint::Level::Trial: return "trial";
    case Hint::Level::Choice: return "choice";
  }
  return "trial";
}

std::string cellPosition(int x, int y) {
  // In words, as the page names cells everywhere ("row 2, column 5"), so the CLI and the page agree.
  // Appended piece by piece: g++ 12 reports a false -Wrestrict for "row " + to_string(..) + ...
  std::string s = "row ";
  s += std::to_string(y + 1);
  s += ", column ";
  s += std::to_string(x + 1);
  return s;
}

std::string cellsInWords(std::vector<std::pair<int, int>> cells) {
  std::sort(cells.begin(), cells.end(), [](const auto& a, const auto& b) { return a.second != b.second ? a.second < b.second : a.first < b.first; });
  std::string s;
  for (size_t i = 0; i < cells.size();) {
    const int y = cells[i].second;
    size_t end = i;
    while (end < cells.size() && cells[end].second == y) ++end;
    if (!s.empty()) s += "; ";
    s += "row " + std::to_string(y + 1) + (end - i == 1 ? ", column " : ", columns ");
    for (size_t k = i; k < end;) {
      size_t run = k + 1;  // columns k..run-1 are adjacent
      while (run < end && cells[run].first == cells[run - 1].first + 1) ++run;
      if (run - k == 2) run = k + 1;  // two columns read better listed than as a run
      if (k > i) s += run == end ? " and " : ", ";
      s += std::to_string(cells[k].first + 1);
      if (run - k > 1) s += " to " + std::to_string(cells[run - 1].first + 1);
      k = run;
    }
    i = end;
  }
  return s;
}

std::string AnalysisDomain::varName(int var) const {
  std::string name = "the cell at ";
  name += cellPosition(var % width(), var / width());
  return name;
}

Analysis::Analysis(const AnalysisDomain& domain, std::vector<Mark> marks, AnalysisSettings settings)
    : domain_(domain), marks_(std::move(marks)), settings_(settings) {
  if (settings_.hintOnly) settings_.firstForced = true;
  const int n = domain_.variableCount();
  candidate_.assign(n, 0);
  marked_.assign(n, 0);
  open_.assign(n, 0);
  proven_.assign(n, 0);
  for (const Mark& m : marks_)
    if (m.equal) marked_[m.var] = 1;
  if (settings_.reach && !settings_.hintOnly && !domain_.reachLabels().empty())
    reach_ = std::make_unique<LabelReach>(domain_, marks_, settings_.reachListLimit);
}

Analysis::~Analysis() = default;

RunStatus Analysis::run(uint64_t budget) {
  const double start = monotonicMs();
  uint64_t spent = 0;
  while (phase_ != Phase::Done && spent < budget) {
    const uint64_t before = spent;
    RunStatus ignored;
    switch (phase_) {
      case Phase::Check:
      case Phase::Conflict:
      case Phase::Narrow:
      case Phase::Test:
        runSearch(budget, spent, ignored);
        break;
      case Phase::Hint:
        makeHint();
        // A stuck reader always gets a step: when nothing is forced, one part of a solution
        // (only for a hint on its own; grading counts forced steps only).
        if (!hint_ && settings_.hintOnly && !settings_.difficulty && consistent_.value_or(false)) hint_ = choiceHint();
        phase_ = afterHint();
        break;
      case Phase::Reach: {
        const uint64_t before = reach_->nodes();
        if (reach_->run(budget - std::min(budget, spent)) == RunStatus::Done) phase_ = afterHint();
        spent += reach_->nodes() - before;
        nodes_ += reach_->nodes() - before;
        break;
      }
      case Phase::Difficulty: difficultyStep(budget, spent); break;
      case Phase::Done: break;
    }
    if (spent == before) ++spent;  // every pass costs something, so a budget always ends the loop
  }
  ms_ += monotonicMs() - start;
  return phase_ == Phase::Done ? RunStatus::Done : RunStatus::Paused;
}

// Runs the search the current phase needs (making it first) and acts on what it returns.
// Returns false when there was nothing to run.
bool Analysis::runSearch(uint64_t budget, uint64_t& spent, RunStatus& status) {
  if (!search_) {
    std::vector<Mark> marks = marks_;
    if (phase_ == Phase::Conflict) {
      marks.resize((lo_ + hi_) / 2);
    } else if (phase_ == Phase::Test) {
      // The next variable still to settle; none left means the analysis is complete.
      int v = testVar_ + 1;
      while (v < domain_.variableCount() && (open_[v] || proven_[v])) ++v;
      if (v >= domain_.variableCount()) {
        finishConsistent();
        return false;
      }
      testVar_ = v;
      marks.push_back(Mark{v, candidate_[v], false});
    }
    search_ = phase_ == Phase::Test ? domain_.testSearch(marks, candidate_) : domain_.search(marks);
    ++searches_;
  }
  const uint64_t before = search_->stats().nodes;
  // A listing past its second solution runs at most to its quiet cap.
  const bool capped = phase_ == Phase::Narrow && solutionsSeen_ >= 2;
  const uint64_t capAt = openedAt_ + kQuietNodes;
  uint64_t slice = budget - std::min(budget, spent);
  if (capped) slice = std::min(slice, capAt - std::min(before, capAt));
  status = search_->run(slice);
  const uint64_t used = search_->stats().nodes - before;
  spent += used;
  nodes_ += used;
  if (capped && status == RunStatus::Paused && search_->stats().nodes >= capAt) {
    search_.reset();
    startTest();
    return true;
  }
  if (status == RunStatus::Paused) return true;
  const bool found = status == RunStatus::Solution;

  switch (phase_) {
    case Phase::Check:
      if (found) {
        consistent_ = true;
        candidate_ = search_->assignment();
        solutionsSeen_ = 1;
        openedAt_ = search_->stats().nodes;
        phase_ = Phase::Narrow;  // the same search goes on listing
        if (settings_.hintOnly) {
          // Local reasoning first: when it finds a step, no more search is needed.
          for (int v = 0; v < domain_.variableCount(); ++v)
            if (marked_[v] || domain_.fixedLabel(v)) proven_[v] = 1;
          makeHint();
          if (hint_) {
            search_.reset();
            phase_ = settings_.difficulty ? Phase::Difficulty : Phase::Done;
          }
        }
      } else {
        consistent_ = false;
        search_.reset();
        if (reach_) reach_->settleNone();
        lo_ = 0, hi_ = marks_.size();
        // Without marks the puzzle itself has no solution: nothing to grade either.
        phase_ = marks_.empty() ? Phase::Done : Phase::Conflict;
      }
      break;
    case Phase::Conflict: {
      const size_t mid = (lo_ + hi_) / 2;
      search_.reset();
      if (found) lo_ = mid + 1;
      else hi_ = mid;
      if (lo_ >= hi_) {
        if (hi_ > 0) conflictMark_ = hi_ - 1;
        phase_ = settings_.difficulty && hi_ > 0 ? Phase::Difficulty : Phase::Done;
      }
      break;
    }
    case Phase::Narrow:
      if (found) {
        ++solutionsSeen_;
        unique_ = false;
        const std::vector<char> before = open_;
        narrow(search_->assignment());
        quietSolutions_ = open_ == before ? quietSolutions_ + 1 : 0;
        if (!quietSolutions_) openedAt_ = search_->stats().nodes;
        if (quietSolutions_ >= kQuietSolutions) {
          search_.reset();
          startTest();
        }
      } else {
        // Every agreeing solution has been seen: whatever is not open is shared by all.
        search_.reset();
        unique_ = solutionsSeen_ == 1;
        for (int v = 0; v < domain_.variableCount(); ++v)
          if (!open_[v]) proven_[v] = 1;
        finishConsistent();
      }
      break;
    case Phase::Test:
      if (found) {
        ++solutionsSeen_;
        unique_ = false;
        // The search used the marks plus "not this label", so the solution differs here.
        narrow(search_->assignment());
        search_.reset();
      } else {
        search_.reset();
        proven_[testVar_] = 1;
        if (settings_.firstForced && !marked_[testVar_]) finishConsistent();
      }
      break;
    default: break;
  }
  return true;
}

void Analysis::narrow(const std::vector<int>& labels) {
  for (int v = 0; v < domain_.variableCount(); ++v)
    if (!open_[v] && labels[v] != candidate_[v]) open_[v] = 1;
}

// What follows the hint: the reach (once), then the difficulty.
Analysis::Phase Analysis::afterHint() const {
  if (reach_ && !reach_->complete() && consistent_.value_or(false)) return Phase::Reach;
  return settings_.difficulty ? Phase::Difficulty : Phase::Done;
}

void Analysis::startTest() {
  phase_ = Phase::Test;
  testVar_ = -1;
  // A marked variable, and one the puzzle itself fixes, needs no test.
  for (int v = 0; v < domain_.variableCount(); ++v)
    if (!open_[v] && (marked_[v] || domain_.fixedLabel(v))) proven_[v] = 1;
}

void Analysis::finishConsistent() {
  if (unique_ == std::nullopt && solutionsSeen_ >= 2) unique_ = false;
  phase_ = Phase::Hint;
}

std::optional<int> Analysis::forced(int var) const {
  if (!consistent_.value_or(false) || !proven_[var] || open_[var]) return std::nullopt;
  return candidate_[var];
}

// A variable the marks leave open to the eye but every agreeing solution settles: the first in
// reading order, so the same board always gets the same hint.
std::optional<Hint> Analysis::trialHint() const {
  for (int v = 0; v < domain_.variableCount(); ++v) {
    if (marked_[v] || domain_.fixedLabel(v) || !forced(v)) continue;
    Hint h;
    h.level = Hint::Level::Trial;
    h.vars = {v};
    h.label = candidate_[v];
    h.text = domain_.varName(v) + " must be " + domain_.labelName(h.label) +
             ": no single step shows it, but every other choice there runs into a contradiction after deeper "
             "search (trial and error)";
    return h;
  }
  return std::nullopt;
}

// Nothing is forced: a part of the first solution found that agrees with the marks, said to be
// one of many ways. It goes where the board is tightest: the open variable with the most decided
// grid neighbours (marked, fixed by the puzzle, or off the board), the first in reading order
// among equals; the part is its label's 4-connected run of unmarked cells in that solution.
// Exact cover: the first option of that solution not yet marked.
std::optional<Hint> Analysis::choiceHint() const {
  const int w = domain_.width(), h = domain_.height(), n = domain_.variableCount();
  const bool options = domain_.optionStates();
  auto decided = [&](int x, int y) {
    if (x < 0 || y < 0 || x >= w || y >= h) return 1;
    const int v = y * w + x;
    return marked_[v] || domain_.fixedLabel(v) ? 1 : 0;
  };
  int best = -1, bestScore = -1;
  for (int v = 0; v < n; ++v) {
    if (marked_[v] || domain_.fixedLabel(v)) continue;
    if (options && candidate_[v] != 1) continue;
    const int x = v % w, y = v / w;
    const int score = options ? 0 : decided(x - 1, y) + decided(x + 1, y) + decided(x, y - 1) + decided(x, y + 1);
    if (score > bestScore) best = v, bestScore = score;
  }
  if (best < 0) return std::nullopt;
  Hint hint;
  hint.level = Hint::Level::Choice;
  hint.label = candidate_[best];
  if (options) {
    hint.vars = {best};
  } else {
    std::vector<char> seen(n, 0);
    std::vector<int> stack{best};
    seen[best] = 1;
    while (!stack.empty()) {
      const int v = stack.back();
      stack.pop_back();
      if (!marked_[v]) hint.vars.push_back(v);
      const int x = v % w, y = v / w;
      const int next[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
      for (const auto& c : next) {
        if (c[0] < 0 || c[1] < 0 || c[0] >= w || c[1] >= h) continue;
        const int u = c[1] * w + c[0];
        if (!seen[u] && candidate_[u] == hint.label) seen[u] = 1, stack.push_back(u);
      }
    }
    std::sort(hint.vars.begin(), hint.vars.end());
  }
  hint.text = "one of many ways: " + domain_.labelName(hint.label) + " at " + domain_.varName(best) +
              " (nothing is forced here; this is part of a solution that fits your marks, where the board is tightest)";
  return hint;
}

void Analysis::makeHint() {
  if (!consistent_.value_or(false)) return;
  std::optional<Hint> local = domain_.localHint(marks_);
  // A local step must say something new; one that only repeats marks is no hint.
  if (local) {
    bool fresh = false;
    for (int v : local->vars) fresh = fresh || !marked_[v];
    if (!fresh) local.reset();
  }
  hint_ = local ? std::move(local) : trialHint();
}

// One step of solving from an empty board: the simplest hint there is, placed as marks. A trial
// step runs a nested analysis (stopping at its first forced variable) across calls.
void Analysis::difficultyStep(uint64_t budget, uint64_t& spent) {
  std::optional<Hint> step;
  if (trial_) {
    const uint64_t before = trial_->nodes();
    trial_->run(budget - std::min(budget, spent));
    spent += trial_->nodes() - before;
    nodes_ += trial_->nodes() - before;
    if (!trial_->complete()) return;
    step = trial_->hint();
    // The marks placed so far leave one solution: solved (the rest follows without a choice).
    if (trial_->unique() == true) step.reset();
    if (!step) {
      // Nothing more is forced: solved when the marks placed leave exactly one solution.
      gradeSolved_ = trial_->unique() == true;
      gradeDone_ = true;
      trial_.reset();
      phase_ = Phase::Done;
      return;
    }
    trial_.reset();
  } else {
    spent += kLocalStepCost;
    step = domain_.localHint(gradeMarks_);
    if (step) {
      std::vector<char> seen(domain_.variableCount(), 0);
      for (const Mark& m : gradeMarks_) seen[m.var] = 1;
      bool fresh = false;
      for (int v : step->vars) fresh = fresh || !seen[v];
      if (!fresh) step.reset();
    }
    if (!step) {
      AnalysisSettings s;
      s.firstForced = true;
      trial_ = std::make_unique<Analysis>(domain_, gradeMarks_, s);
      return;
    }
  }
  ++gradeSteps_[static_cast<int>(step->level)];
  std::vector<char> seen(domain_.variableCount(), 0);
  for (const Mark& m : gradeMarks_) seen[m.var] = 1;
  for (int v : step->vars)
    if (!seen[v]) gradeMarks_.push_back(Mark{v, step->label, true});
}

double Analysis::progress() const {
  switch (phase_) {
    case Phase::Check: return 0.02;
    case Phase::Conflict: return 0.5;
    case Phase::Narrow: return 0.05 + 0.05 * (search_ ? search_->progress() : 0.0);
    case Phase::Test: {
      const int n = std::max(1, domain_.variableCount());
      int settled = 0;
      for (int v = 0; v < domain_.variableCount(); ++v) settled += open_[v] || proven_[v];
      return 0.1 + 0.8 * settled / n;
    }
    case Phase::Hint: return 0.9;
    case Phase::Reach: return 0.9 + 0.05 * reach_->progress();
    case Phase::Difficulty: {
      // After the reach (0.9 to 0.95), when there was one, so progress never goes back.
      const double n = std::max(1, domain_.variableCount()), from = reach_ ? 0.95 : 0.9;
      return std::min(0.99, from + (1.0 - from) * static_cast<double>(gradeMarks_.size()) / n);
    }
    case Phase::Done: return 1.0;
  }
  return 0.0;
}

namespace {

Json cellOf(const AnalysisDomain& d, int var) { return Json(Json::Array{var % d.width(), var / d.width()}); }

}  // namespace

Json Analysis::report() const {
  const int w = domain_.width(), h = domain_.height();
  Json r = Json::object();
  r["consistent"] = consistent_ ? Json(*consistent_) : Json();
  r["complete"] = phase_ == Phase::Done;
  r["unique"] = !consistent_ ? Json() : !*consistent_ ? Json(false) : unique_ ? Json(*unique_) : Json();
  if (domain_.optionStates()) {
    Json states = Json::array();
    for (int v = 0; v < domain_.variableCount(); ++v) {
      const std::optional<int> f = forced(v);
      states.push(f ? (*f ? "all" : "none") : open_[v] && consistent_.value_or(false) ? "open" : "unknown");
    }
    r["options"] = std::move(states);
  } else {
    Json grid = Json::array(), open = Json::array();
    for (int y = 0; y < h; ++y) {
      Json row = Json::array(), openRow = Json::array();
      for (int x = 0; x < w; ++x) {
        const std::optional<int> f = forced(y * w + x);
        row.push(f ? Json(*f) : Json());
        openRow.push(consistent_.value_or(false) && open_[y * w + x] != 0);
      }
      grid.push(std::move(row));
      open.push(std::move(openRow));
    }
    r["grid"] = std::move(grid);
    r["open"] = std::move(open);
  }
  if (conflictMark_) {
    const Mark& m = marks_[*conflictMark_];
    Json c = Json::object();
    c["cell"] = cellOf(domain_, m.var);
    c["label"] = m.label;
    c["text"] = domain_.varName(m.var) + " marked " + domain_.labelName(m.label) +
                " agrees with no solution that also agrees with the marks before it";
    r["conflict"] = std::move(c);
  } else {
    r["conflict"] = Json();
  }
  if (hint_) {
    Json hj = Json::object();
    hj["text"] = hint_->text;
    Json cells = Json::array();
    for (int v : hint_->vars) cells.push(cellOf(domain_, v));
    hj["cells"] = std::move(cells);
    hj["label"] = hint_->label;
    hj["level"] = levelName(hint_->level);
    r["hint"] = std::move(hj);
  } else {
    r["hint"] = Json();
  }
  if (settings_.difficulty && gradeDone_) {
    Json d = Json::object();
    d["single"] = gradeSteps_[0];
    d["lookahead"] = gradeSteps_[1];
    d["trial"] = gradeSteps_[2];
    d["steps"] = gradeSteps_[0] + gradeSteps_[1] + gradeSteps_[2];
    d["solved"] = gradeSolved_;
    r["difficulty"] = std::move(d);
  } else {
    r["difficulty"] = Json();
  }
  if (reach_) reach_->report(r);
  Json stats = Json::object();
  stats["nodes"] = nodes_;
  stats["searches"] = searches_ + (reach_ ? reach_->searches() : 0);
  stats["solutions"] = solutionsSeen_;
  stats["ms"] = ms_;
  r["stats"] = std::move(stats);
  return r;
}

}  // namespace dlx
