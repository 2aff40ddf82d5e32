#include "cover_domain.h"

#include <algorithm>
#include <climits>

#include "dancing_links.h"

namespace dlx {

namespace {

// Dancing links over the filtered model, reading each solution back as labels.
class CoverAssignmentSearch final : public AssignmentSearch {
 public:
  CoverAssignmentSearch(const CoverDomain& domain, ExactCoverModel model, std::vector<int> optionMap)
      : domain_(domain), model_(std::move(model)), optionMap_(std::move(optionMap)), links_(model_) {}

  RunStatus run(uint64_t budget) override {
    const RunStatus status = links_.run(budget);
    if (status == RunStatus::Solution) {
      chosen_.clear();
      for (int o : links_.solution()) chosen_.push_back(optionMap_[o]);
      domain_.assign(chosen_, labels_);
      parts_.assign(labels_.size(), -1);
      for (int o : chosen_) {
        const std::vector<int>& vars = domain_.spec().optionVars[static_cast<size_t>(o)];
        if (vars.empty()) continue;
        const int first = *std::min_element(vars.begin(), vars.end());
        for (int v : vars) parts_[static_cast<size_t>(v)] = first;
      }
    }
    return status;
  }
  const std::vector<int>* parts() const override { return &parts_; }
  const SearchStats& stats() const override { return links_.stats(); }
  double progress() const override { return links_.progress(); }
  const std::vector<int>& assignment() const override { return labels_; }

 private:
  const CoverDomain& domain_;
  ExactCoverModel model_;       // declared before links_, which is built from it
  std::vector<int> optionMap_;  // filtered option -> the puzzle's option
  DancingLinks links_;
  std::vector<int> chosen_, labels_, parts_;
};

}  // namespace

CoverDomain::CoverDomain(CoverDomainSpec spec) : spec_(std::move(spec)) {
  const ExactCoverModel& m = *spec_.model;
  varOptions_.resize(static_cast<size_t>(spec_.width) * spec_.height);
  itemOptions_.resize(m.itemCount());
  int lo = INT_MAX, hi = INT_MIN;
  for (int o = 0; o < m.optionCount(); ++o) {
    for (int v : spec_.optionVars[o]) varOptions_[v].push_back(o);
    for (int i : m.option(o)) itemOptions_[i].push_back(o);
    lo = std::min(lo, spec_.optionLabel[o]);
    hi = std::max(hi, spec_.optionLabel[o]);
  }
  if (lo > hi) return;
  labelBase_ = lo;
  labelOptions_.resize(static_cast<size_t>(hi - lo + 1));
  for (int o = 0; o < m.optionCount(); ++o) labelOptions_[spec_.optionLabel[o] - lo].push_back(o);
  labelItem_.assign(labelOptions_.size(), -1);
  for (size_t l = 0; l < labelOptions_.size(); ++l) {
    if (labelOptions_[l].empty()) continue;
    for (int item : m.option(labelOptions_[l].front())) {
      if (!m.isPrimary(item) || m.multiplicity(item) != 1) continue;
      bool all = true;
      for (int o : labelOptions_[l]) {
        const auto items = m.option(o);
        all = all && std::find(items.begin(), items.end(), item) != items.end();
      }
      if (all) {
        labelItem_[l] = item;
        break;
      }
    }
  }
}

bool CoverDomain::labels(int option, int var) const {
  const std::vector<int>& vars = spec_.optionVars[option];
  return std::find(vars.begin(), vars.end(), var) != vars.end();
}

void CoverDomain::assign(const std::vector<int>& chosen, std::vector<int>& out) const {
  out = spec_.defaults;
  for (int o : chosen)
    for (int v : spec_.optionVars[o]) out[v] = spec_.optionLabel[o];
}

CoverDomain::Filter CoverDomain::filter(const std::vector<Mark>& marks) const {
  Filter f;
  f.keep.assign(spec_.model->optionCount(), 1);
  for (const Mark& mk : marks) {
    for (int o : varOptions_[mk.var])
      if ((spec_.optionLabel[o] == mk.label) != mk.equal) f.keep[o] = 0;
    // A label that only one option can give must come from an option covering the mark.
    const int l = mk.label - labelBase_;
    if (mk.equal && l >= 0 && l < static_cast<int>(labelItem_.size()) && labelItem_[l] >= 0)
      for (int o : labelOptions_[l])
        if (!labels(o, mk.var)) f.keep[o] = 0;
  }
  for (const Mark& mk : marks) {
    const bool needsCover = mk.equal ? mk.label != spec_.defaults[mk.var] && !spec_.coveredOnce[mk.var]
                                     : mk.label == spec_.defaults[mk.var] && !spec_.coveredOnce[mk.var];
    if (!needsCover) continue;
    std::vector<int> options;
    for (int o : varOptions_[mk.var])
      if (f.keep[o]) options.push_back(o);
    f.extras.push_back(std::move(options));
  }
  return f;
}

std::unique_ptr<AssignmentSearch> CoverDomain::search(const std::vector<Mark>& marks) const {
  const ExactCoverModel& m = *spec_.model;
  const Filter f = filter(marks);
  ExactCoverModel model;
  const int primaries = m.primaryCount(), extras = static_cast<int>(f.extras.size());
  for (int i = 0; i < primaries; ++i) model.addPrimary(m.itemName(i), m.multiplicity(i));
  // '|' never occurs in an item name of any format, so these never collide.
  for (int k = 0; k < extras; ++k) model.addPrimary("|mark " + std::to_string(k));
  for (int i = primaries; i < m.itemCount(); ++i) model.addSecondary(m.itemName(i));
  std::vector<std::vector<int>> extraOf(m.optionCount());
  for (int k = 0; k < extras; ++k)
    for (int o : f.extras[k]) extraOf[o].push_back(primaries + k);
  std::vector<int> optionMap, items;
  for (int o = 0; o < m.optionCount(); ++o) {
    if (!f.keep[o]) continue;
    items.clear();
    for (int i : m.option(o)) items.push_back(i < primaries ? i : i + extras);
    items.insert(items.end(), extraOf[o].begin(), extraOf[o].end());
    model.addOption(items);
    optionMap.push_back(o);
  }
  return std::make_unique<CoverAssignmentSearch>(*this, std::move(model), std::move(optionMap));
}

namespace {

// Items and their live options under the marks, with commit/undo for local reasoning. Items
// are the model's primaries, then the marks' extra items.
class LiveCover {
 public:
  LiveCover(const ExactCoverModel& m, const std::vector<std::vector<int>>& itemOptions, std::vector<char> keep,
            const std::vector<std::vector<int>>& extras)
      : live_(std::move(keep)) {
    const int n = m.optionCount();
    optionItems_.resize(n);
    for (int o = 0; o < n; ++o)
      for (int i : m.option(o))
        if (m.isPrimary(i)) optionItems_[o].push_back(i);
    itemOptions_.assign(itemOptions.begin(), itemOptions.begin() + m.primaryCount());
    for (const std::vector<int>& e : extras) {
      const int item = static_cast<int>(itemOptions_.size());
      itemOptions_.push_back(e);
      for (int o : e) optionItems_[o].push_back(item);
    }
    need_.resize(itemOptions_.size());
    count_.assign(itemOptions_.size(), 0);
    for (size_t i = 0; i < itemOptions_.size(); ++i) {
      need_[i] = i < static_cast<size_t>(m.primaryCount()) ? m.multiplicity(static_cast<int>(i)) : 1;
      for (int o : itemOptions_[i]) count_[i] += live_[o];
    }
  }

  int items() const { return static_cast<int>(itemOptions_.size()); }
  int need(int i) const { return need_[i]; }
  int count(int i) const { return count_[i]; }
  bool live(int o) const { return live_[o]; }
  const std::vector<int>& options(int i) const { return itemOptions_[i]; }

  // Takes option o into the solution: it leaves the live set, its items need one fewer, and
  // items that need no more lose their other options. Returns an item left with fewer live
  // options than it needs, or -1. Every change is logged for undo().
  int commit(int o) {
    touched_.clear();
    kill(o);
    for (int i : optionItems_[o]) {
      --need_[i];
      needLog_.push_back(i);
      if (need_[i] == 0)
        for (int p : itemOptions_[i])
          if (live_[p]) kill(p);
    }
    for (int i : touched_)
      if (need_[i] > 0 && count_[i] < need_[i]) return i;
    return -1;
  }
  // A point to undo() back to (two counts: size_t is 32 bits in wasm, so not packed in one).
  struct Point {
    size_t killed, needs;
  };
  Point mark() const { return {killed_.size(), needLog_.size()}; }
  void undo(Point to) {
    const size_t killedTo = to.killed, needTo = to.needs;
    while (killed_.size() > killedTo) {
      const int o = killed_.back();
      killed_.pop_back();
      live_[o] = 1;
      for (int i : optionItems_[o]) ++count_[i];
    }
    while (needLog_.size() > needTo) {
      ++need_[needLog_.back()];
      needLog_.pop_back();
    }
  }

 private:
  void kill(int o) {
    live_[o] = 0;
    killed_.push_back(o);
    for (int i : optionItems_[o]) {
      --count_[i];
      touched_.push_back(i);
    }
  }

  std::vector<char> live_;
  std::vector<std::vector<int>> optionItems_, itemOptions_;
  std::vector<int> need_, count_;
  std::vector<int> killed_, needLog_, touched_;
};

}  // namespace

std::optional<Hint> CoverDomain::localHint(const std::vector<Mark>& marks) const {
  const ExactCoverModel& m = *spec_.model;
  Filter f = filter(marks);
  LiveCover live(m, itemOptions_, std::move(f.keep), f.extras);
  std::vector<int> markedAs(varOptions_.size(), INT_MIN);
  for (const Mark& mk : marks)
    if (mk.equal) markedAs[mk.var] = mk.label;
  // The variables an option would label that the marks do not show yet.
  auto fresh = [&](int o) {
    std::vector<int> vars;
    for (int v : spec_.optionVars[o])
      if (markedAs[v] != spec_.optionLabel[o]) vars.push_back(v);
    return vars;
  };
  auto hintOf = [&](Hint::Level level, int o, std::string text) {
    Hint h;
    h.level = level;
    h.vars = fresh(o);
    h.label = spec_.optionLabel[o];
    h.text = std::move(text);
    return h;
  };

  // Level single: an item with exactly as many live options as it needs. Options that only
  // repeat what the marks show are taken silently (they are on the board already), which may
  // leave other items single in turn.
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < live.items(); ++i) {
      if (live.need(i) <= 0) continue;
      if (live.count(i) < live.need(i)) return std::nullopt;  // no agreeing solution: no hint
      if (live.count(i) != live.need(i)) continue;
      std::vector<int> forcedOptions;
      for (int o : live.options(i))
        if (live.live(o)) forcedOptions.push_back(o);
      for (int o : forcedOptions) {
        if (fresh(o).empty()) continue;
        std::string why = live.need(i) == 1
                              ? spec_.itemName(i) + " can only be covered by " + spec_.optionName(o) +
                                    ": every other way is blocked"
                              : spec_.itemName(i) + " needs every one of its " + std::to_string(live.need(i)) +
                                    " remaining options, among them " + spec_.optionName(o);
        return hintOf(Hint::Level::Single, o, std::move(why));
      }
      for (int o : forcedOptions)
        if (live.live(o) && live.commit(o) >= 0) return std::nullopt;
      changed = true;
    }
  }

  // Level lookahead: an item whose options all but one leave some item with no way at once.
  // Items with the fewest live options are tried first (the easiest for a person to follow).
  std::vector<int> order;
  for (int i = 0; i < live.items(); ++i)
    if (live.need(i) == 1 && live.count(i) >= 2) order.push_back(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return live.count(a) < live.count(b); });
  for (int i : order) {
    std::vector<int> options;
    for (int o : live.options(i))
      if (live.live(o)) options.push_back(o);
    int survivor = -1, survivors = 0, example = -1, blocked = -1;
    for (int o : options) {
      const auto at = live.mark();
      const int stuck = live.commit(o);
      live.undo(at);
      if (stuck < 0) {
        survivor = o;
        if (++survivors > 1) break;
      } else if (example < 0) {
        example = o, blocked = stuck;
      }
    }
    if (survivors != 1 || fresh(survivor).empty()) continue;
    std::string why = spec_.itemName(i) + " must be covered by " + spec_.optionName(survivor) + (options.size() == 2 ? ": the only other way, " : ": every other way leaves some part with no way left; e.g. ") +
                      spec_.optionName(example) + ", leaves " + spec_.itemName(blocked) + " with no way left";
    return hintOf(Hint::Level::Lookahead, survivor, std::move(why));
  }
  return std::nullopt;
}

}  // namespace dlx
