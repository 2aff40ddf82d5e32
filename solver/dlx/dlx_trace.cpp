#include "dlx_trace.h"

#include "core/errors.h"

namespace dlx {

DlxTrace::DlxTrace(const ExactCoverModel& model) : model_(model), items_(model.itemCount()) {
  for (int i = 0; i < items_; ++i)
    if (model.multiplicity(i) > 1)
      throw InputError("the search view shows plain exact cover; item '" + model.itemName(i) +
                       "' must be covered " + std::to_string(model.multiplicity(i)) + " times");
  const size_t headers = static_cast<size_t>(items_) + 1;
  top_.assign(headers, 0);
  up_.resize(headers);
  down_.resize(headers);
  len_.assign(headers, 0);
  optionOf_.assign(headers, -1);
  left_.resize(headers);
  right_.resize(headers);
  for (size_t h = 0; h < headers; ++h) up_[h] = down_[h] = static_cast<int>(h);
  // Active primaries in model order (the order MRV breaks ties in).
  int last = 0;
  for (int i = 0; i < items_; ++i)
    if (model.isPrimary(i)) right_[static_cast<size_t>(last)] = i + 1, left_[static_cast<size_t>(i + 1)] = last, last = i + 1;
  right_[static_cast<size_t>(last)] = 0, left_[0] = last;
  auto spacer = [&](int option) {
    top_.push_back(-option);
    up_.push_back(0), down_.push_back(0), optionOf_.push_back(-1);
  };
  for (int o = 0; o < model.optionCount(); ++o) {
    const int first = static_cast<int>(top_.size()) + 1;
    spacer(o);
    down_.back() = first + static_cast<int>(model.option(o).size()) - 1;  // dlx1: spacer's DLINK = last node
    for (int item : model.option(o)) {
      const int h = item + 1, node = static_cast<int>(top_.size());
      top_.push_back(h);
      optionOf_.push_back(o);
      up_.push_back(up_[static_cast<size_t>(h)]);
      down_.push_back(h);
      down_[static_cast<size_t>(up_[static_cast<size_t>(h)])] = node;
      up_[static_cast<size_t>(h)] = node;
      ++len_[static_cast<size_t>(h)];
    }
  }
  spacer(model.optionCount());
  // Each spacer's ULINK is the first node of the option before it (dlx1's convention).
  for (size_t s = headers; s < top_.size(); ++s)
    if (top_[s] <= 0 && s + 1 < top_.size()) {
      size_t e = s + 1;
      while (top_[e] > 0) ++e;
      up_[e] = static_cast<int>(s) + 1;
    }
  out_.assign(static_cast<size_t>(model.optionCount()), 0);
  covered_.assign(static_cast<size_t>(items_), 0);
}

void DlxTrace::cover(int i) {
  covered_[static_cast<size_t>(i - 1)] = 1;
  for (int p = down_[static_cast<size_t>(i)]; p != i; p = down_[static_cast<size_t>(p)]) {
    ++out_[static_cast<size_t>(optionOf_[static_cast<size_t>(p)])];
    for (int q = p + 1; q != p;) {
      const int x = top_[static_cast<size_t>(q)];
      if (x <= 0) {
        q = up_[static_cast<size_t>(q)];
        continue;
      }
      down_[static_cast<size_t>(up_[static_cast<size_t>(q)])] = down_[static_cast<size_t>(q)];
      up_[static_cast<size_t>(down_[static_cast<size_t>(q)])] = up_[static_cast<size_t>(q)];
      --len_[static_cast<size_t>(x)];
      ++q;
    }
  }
  if (model_.isPrimary(i - 1)) {
    right_[static_cast<size_t>(left_[static_cast<size_t>(i)])] = right_[static_cast<size_t>(i)];
    left_[static_cast<size_t>(right_[static_cast<size_t>(i)])] = left_[static_cast<size_t>(i)];
  }
}

// The mirror image of cover(), every step undone in the reverse order.
void DlxTrace::uncover(int i) {
  if (model_.isPrimary(i - 1)) {
    right_[static_cast<size_t>(left_[static_cast<size_t>(i)])] = i;
    left_[static_cast<size_t>(right_[static_cast<size_t>(i)])] = i;
  }
  for (int p = up_[static_cast<size_t>(i)]; p != i; p = up_[static_cast<size_t>(p)]) {
    for (int q = p - 1; q != p;) {
      const int x = top_[static_cast<size_t>(q)];
      if (x <= 0) {
        q = down_[static_cast<size_t>(q)];
        continue;
      }
      down_[static_cast<size_t>(up_[static_cast<size_t>(q)])] = q;
      up_[static_cast<size_t>(down_[static_cast<size_t>(q)])] = q;
      ++len_[static_cast<size_t>(x)];
      --q;
    }
    --out_[static_cast<size_t>(optionOf_[static_cast<size_t>(p)])];
  }
  covered_[static_cast<size_t>(i - 1)] = 0;
}

void DlxTrace::leaveLevel() {
  if (level_ == 0) {
    state_ = State::Done;
    return;
  }
  --level_;
  p_ = levelNode_[static_cast<size_t>(level_)] - 1;
  state_ = State::UncoverOthers;
}

DlxTrace::Step DlxTrace::next() {
  Step s;
  for (;;) {
    s.level = level_;
    switch (state_) {
      case State::Done:
        s.event = Event::Done;
        return s;
      case State::Enter: {
        if (right_[0] == 0) {  // every primary item covered
          ++solutions_;
          s.event = Event::Solution;
          s.solution = solutions_;
          leaveLevel();
          ++steps_;
          return s;
        }
        int best = -1, fewest = 0;
        for (int i = right_[0]; i != 0; i = right_[static_cast<size_t>(i)])
          if (best < 0 || len_[static_cast<size_t>(i)] < fewest) best = i, fewest = len_[static_cast<size_t>(i)];
        levelItem_.push_back(best);
        levelOptions_.push_back(fewest);
        levelTried_.push_back(0);
        levelNode_.resize(static_cast<size_t>(level_) + 1);
        levelNode_[static_cast<size_t>(level_)] = best;  // no option tried yet
        s.event = Event::Choose, s.item = best - 1, s.count = fewest;
        state_ = State::CoverChosen;
        ++steps_;
        return s;
      }
      case State::CoverChosen: {
        const int i = levelItem_.back();
        cover(i);
        levelNode_[static_cast<size_t>(level_)] = down_[static_cast<size_t>(i)];
        s.event = Event::Cover, s.item = i - 1;
        state_ = State::Try;
        ++steps_;
        return s;
      }
      case State::Try: {
        const int i = levelItem_.back(), x = levelNode_[static_cast<size_t>(level_)];
        if (x == i) {
          ++deadEnds_;
          s.event = Event::BackUp, s.item = i - 1;
          state_ = State::UncoverChosen;
          ++steps_;
          return s;
        }
        s.event = Event::Try, s.option = optionOf_[static_cast<size_t>(x)];
        ++levelTried_.back();
        p_ = x + 1;
        state_ = State::CoverOthers;
        ++steps_;
        return s;
      }
      case State::CoverOthers: {
        const int x = levelNode_[static_cast<size_t>(level_)];
        while (p_ != x && top_[static_cast<size_t>(p_)] <= 0) p_ = up_[static_cast<size_t>(p_)];
        if (p_ == x) {  // the option is in: one level deeper
          ++level_;
          state_ = State::Enter;
          continue;
        }
        const int j = top_[static_cast<size_t>(p_)];
        cover(j);
        ++p_;
        s.event = Event::Cover, s.item = j - 1;
        ++steps_;
        return s;
      }
      case State::UncoverOthers: {
        const int x = levelNode_[static_cast<size_t>(level_)];
        while (p_ != x && top_[static_cast<size_t>(p_)] <= 0) p_ = down_[static_cast<size_t>(p_)];
        if (p_ == x) {  // the option is out again: try the next one
          levelNode_[static_cast<size_t>(level_)] = down_[static_cast<size_t>(x)];
          state_ = State::Try;
          continue;
        }
        const int j = top_[static_cast<size_t>(p_)];
        uncover(j);
        --p_;
        s.event = Event::Uncover, s.item = j - 1;
        ++steps_;
        return s;
      }
      case State::UncoverChosen: {
        const int i = levelItem_.back();
        uncover(i);
        s.event = Event::Uncover, s.item = i - 1;
        levelItem_.pop_back();
        levelOptions_.pop_back();
        levelTried_.pop_back();
        levelNode_.pop_back();
        leaveLevel();
        ++steps_;
        return s;
      }
    }
  }
}

std::vector<int> DlxTrace::chosen() const {
  std::vector<int> out;
  for (size_t l = 0; l < levelNode_.size(); ++l) {
    const int x = levelNode_[l];
    if (x > items_ && optionOf_[static_cast<size_t>(x)] >= 0) out.push_back(optionOf_[static_cast<size_t>(x)]);
  }
  return out;
}

std::vector<DlxTrace::Level> DlxTrace::levels() const {
  std::vector<Level> out;
  for (size_t l = 0; l < levelItem_.size(); ++l) {
    const int x = levelNode_[l];
    const int option = x > items_ ? optionOf_[static_cast<size_t>(x)] : -1;
    out.push_back({levelItem_[l] - 1, levelOptions_[l], levelTried_[l], option});
  }
  return out;
}

std::string DlxTrace::describe(const Step& s) const {
  auto optionText = [&](int o) {
    std::string t;
    for (int item : model_.option(o)) t += (t.empty() ? "" : " ") + model_.itemName(item);
    return "'" + t + "'";
  };
  switch (s.event) {
    case Event::Choose:
      return "choose item " + model_.itemName(s.item) + " (" + std::to_string(s.count) +
             (s.count == 1 ? " option)" : " options)");
    case Event::Cover: return "cover item " + model_.itemName(s.item);
    case Event::Try: return "try option " + optionText(s.option);
    case Event::Uncover: return "uncover item " + model_.itemName(s.item);
    case Event::BackUp: return "no option left for item " + model_.itemName(s.item) + ": back up";
    case Event::Solution: return "Solution " + std::to_string(s.solution);
    case Event::Done: return "done: " + std::to_string(solutions_) + (solutions_ == 1 ? " solution" : " solutions");
  }
  return "";
}

}  // namespace dlx
