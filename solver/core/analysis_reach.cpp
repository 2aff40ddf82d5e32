#include "analysis_reach.h"

#include <algorithm>
#include <climits>

namespace dlx {

LabelReach::LabelReach(const AnalysisDomain& domain, std::vector<Mark> marks, uint64_t listLimit)
    : domain_(domain), marks_(std::move(marks)), listLimit_(listLimit), labels_(domain.reachLabels()), symmetries_(domain.symmetries()) {
  int lo = INT_MAX, hi = INT_MIN;
  for (const ReachLabel& l : labels_) lo = std::min(lo, l.label), hi = std::max(hi, l.label);
  if (lo <= hi) {
    labelBase_ = lo;
    indexByLabel_.assign(static_cast<size_t>(hi - lo) + 1, -1);
    for (size_t i = 0; i < labels_.size(); ++i) indexByLabel_[static_cast<size_t>(labels_[i].label - lo)] = static_cast<int>(i);
  }
  const uint64_t pairs = static_cast<uint64_t>(domain_.variableCount()) * labels_.size();
  if (pairs > kMaxPairs) {
    tooLarge_ = true;
    phase_ = Phase::Done;
    return;
  }
  seen_.assign(pairs, 0);
  counts_.assign(pairs, 0);
  classSizes_.assign(symmetries_.size() + 2, 0);
}

LabelReach::~LabelReach() = default;

void LabelReach::settleNone() {
  if (tooLarge_) return;
  search_.reset();
  listedAll_ = true;
  phase_ = Phase::Done;
}

int LabelReach::indexOf(int label) const {
  const int i = label - labelBase_;
  return i >= 0 && i < static_cast<int>(indexByLabel_.size()) ? indexByLabel_[static_cast<size_t>(i)] : -1;
}

// Notes what one agreeing solution shows; a listed one also counts, with the size of its class.
void LabelReach::record(const std::vector<int>& labels, const std::vector<int>* parts, bool listed) {
  const size_t n = labels_.size();
  for (size_t v = 0; v < labels.size(); ++v) {
    const int i = indexOf(labels[v]);
    if (i < 0) continue;
    seen_[v * n + static_cast<size_t>(i)] = 1;
    if (listed) ++counts_[v * n + static_cast<size_t>(i)];
  }
  if (!listed) return;
  ++solutions_;
  // The distinct images of this solution that also agree with the marks (itself included): the
  // members of its class among the agreeing solutions, which all see the same class. A solution
  // is its labels followed by its parts (each part named by its smallest variable).
  const size_t vars = labels.size();
  std::vector<int> self = labels;
  if (parts) self.insert(self.end(), parts->begin(), parts->end());
  std::vector<std::vector<int>> members{self};
  std::vector<int> image, smallest;
  for (const std::vector<int>& map : symmetries_) {
    image = self;
    for (size_t v = 0; v < vars; ++v)
      if (map[v] >= 0) image[static_cast<size_t>(map[v])] = labels[v];
    if (parts) {
      // A part's new name: the smallest image of its variables.
      smallest.assign(vars, INT_MAX);
      for (size_t v = 0; v < vars; ++v)
        if ((*parts)[v] >= 0 && map[v] >= 0) {
          int& s = smallest[static_cast<size_t>((*parts)[v])];
          s = std::min(s, map[v]);
        }
      for (size_t v = 0; v < vars; ++v)
        if ((*parts)[v] >= 0 && map[v] >= 0) image[vars + static_cast<size_t>(map[v])] = smallest[static_cast<size_t>((*parts)[v])];
    }
    bool agrees = true;
    for (const Mark& m : marks_) agrees = agrees && image[static_cast<size_t>(m.var)] == m.label;
    if (agrees && std::find(members.begin(), members.end(), image) == members.end()) members.push_back(image);
  }
  ++classSizes_[members.size()];
}

// Starts the search for the next (variable, label) pair no solution has shown yet; false when
// none is left.
bool LabelReach::nextTest() {
  const size_t n = labels_.size();
  std::vector<int> marked(static_cast<size_t>(domain_.variableCount()), INT_MIN);
  for (const Mark& m : marks_) marked[static_cast<size_t>(m.var)] = m.label;
  for (; testPair_ < seen_.size(); ++testPair_) {
    const int var = static_cast<int>(testPair_ / n);
    const int label = labels_[testPair_ % n].label;
    // A wall, or a cell the marks give another label, takes no piece.
    if (seen_[testPair_] || domain_.fixedLabel(var) || (marked[static_cast<size_t>(var)] != INT_MIN)) continue;
    std::vector<Mark> marks = marks_;
    marks.push_back(Mark{var, label, true});
    search_ = domain_.search(marks);
    ++searches_;
    return true;
  }
  return false;
}

RunStatus LabelReach::run(uint64_t budget) {
  uint64_t spent = 0;
  while (phase_ != Phase::Done && spent < budget) {
    if (!search_) {
      if (phase_ == Phase::List) {
        search_ = domain_.search(marks_);
        ++searches_;
      } else if (!nextTest()) {
        phase_ = Phase::Done;
        break;
      }
    }
    const uint64_t before = search_->stats().nodes;
    const RunStatus status = search_->run(budget - spent);
    const uint64_t used = std::max<uint64_t>(1, search_->stats().nodes - before);
    spent += used;
    nodes_ += used;
    if (status == RunStatus::Paused) continue;
    const bool found = status == RunStatus::Solution;
    if (phase_ == Phase::List) {
      if (found) {
        record(search_->assignment(), search_->parts(), true);
        if (solutions_ >= listLimit_) {
          // Too many to list: the counts are given up, the cells settled pair by pair.
          search_.reset();
          phase_ = Phase::Test;
        }
      } else {
        search_.reset();
        listedAll_ = true;
        phase_ = Phase::Done;
      }
    } else {
      if (found) record(search_->assignment(), nullptr, false);
      search_.reset();
      ++testPair_;
    }
  }
  return phase_ == Phase::Done ? RunStatus::Done : RunStatus::Paused;
}

double LabelReach::progress() const {
  if (phase_ == Phase::Done) return 1.0;
  if (phase_ == Phase::List) return search_ ? 0.5 * search_->progress() : 0.0;
  return 0.5 + 0.5 * static_cast<double>(testPair_) / static_cast<double>(std::max<size_t>(1, seen_.size()));
}

void LabelReach::report(Json& r) const {
  if (tooLarge_) {
    r["pieces"] = Json();
    r["solutionCount"] = Json();
    r["uniqueUpToSymmetry"] = Json();
    Json sym = Json::object();
    sym["order"] = static_cast<uint64_t>(symmetries_.size() + 1);
    sym["classes"] = Json();
    r["symmetry"] = std::move(sym);
    return;
  }
  const size_t n = labels_.size();
  const int w = domain_.width();
  Json pieces = Json::array();
  for (size_t i = 0; i < n; ++i) {
    Json p = Json::object();
    p["label"] = labels_[i].label;
    p["name"] = labels_[i].name;
    Json cells = Json::array();
    for (int v = 0; v < domain_.variableCount(); ++v) {
      const size_t k = static_cast<size_t>(v) * n + i;
      if (!seen_[k]) continue;
      cells.push(Json(Json::Array{v % w, v / w, listedAll_ ? Json(counts_[k]) : Json()}));
    }
    p["cells"] = std::move(cells);
    pieces.push(std::move(p));
  }
  r["pieces"] = std::move(pieces);
  // Classes: each class of k members was listed k times.
  uint64_t classes = 0;
  for (size_t k = 1; k < classSizes_.size(); ++k) classes += classSizes_[k] / k;
  uint64_t listedClasses = 0;  // a lower bound while listing is not over
  for (size_t k = 1; k < classSizes_.size(); ++k) listedClasses += (classSizes_[k] + k - 1) / k;
  r["solutionCount"] = listedAll_ ? Json(solutions_) : Json();
  r["uniqueUpToSymmetry"] = listedAll_ ? Json(classes == 1) : listedClasses >= 2 ? Json(false) : Json();
  Json sym = Json::object();
  sym["order"] = static_cast<uint64_t>(symmetries_.size() + 1);
  sym["classes"] = listedAll_ ? Json(classes) : Json();
  r["symmetry"] = std::move(sym);
}

}  // namespace dlx
