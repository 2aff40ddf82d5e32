#include "cdcl.h"

#include <algorithm>

#include "core/luby.h"

namespace dlx::sat {

int Cdcl::newVar() {
  const int v = vars();
  level_.push_back(-1);
  reason_.push_back(-1);
  phase_.push_back(0);
  seen_.push_back(0);
  activity_.push_back(0.0);
  heapPos_.push_back(-1);
  litValue_.insert(litValue_.end(), 2, int8_t{0});
  watches_.resize(watches_.size() + 2);
  amoOf_.resize(amoOf_.size() + 2);
  stampLevel_.push_back(0);
  heapInsert(v);
  return v;
}

bool Cdcl::addClause(const int* given, size_t count) {
  if (unsat_) return false;
  backtrack(0);
  std::vector<int>& lits = adding_;
  lits.assign(given, given + count);
  std::sort(lits.begin(), lits.end());
  lits.erase(std::unique(lits.begin(), lits.end()), lits.end());
  size_t kept = 0;
  for (size_t i = 0; i < lits.size(); ++i) {
    const int l = lits[i];
    if (i + 1 < lits.size() && lits[i + 1] == (l ^ 1)) return true;  // x or not x
    if (val(l) > 0) return true;                                      // already satisfied
    if (val(l) == 0) lits[kept++] = l;                                // false at level 0: drop
  }
  lits.resize(kept);
  if (lits.empty()) return !(unsat_ = true);
  if (lits.size() == 1) {
    assign(lits[0], -1);
    if (propagate() != -1) unsat_ = true;
    return !unsat_;
  }
  attach(lits, false, 0);
  return true;
}

bool Cdcl::addAtMostOne(const std::vector<int>& lits) {
  if (unsat_) return false;
  backtrack(0);
  std::vector<int> members(lits);
  std::sort(members.begin(), members.end());
  members.erase(std::unique(members.begin(), members.end()), members.end());
  int trueAt0 = -1;
  size_t kept = 0;
  for (int l : members) {
    if (val(l) < 0) continue;  // false for good: no longer a member
    if (val(l) > 0) {
      if (trueAt0 >= 0) return !(unsat_ = true);
      trueAt0 = l;
    }
    members[kept++] = l;
  }
  members.resize(kept);
  if (trueAt0 >= 0) {  // every other member is false for good
    for (int l : members) {
      if (l == trueAt0 || val(l) < 0) continue;
      if (val(l) > 0) return !(unsat_ = true);  // made true just now: x and not x are members
      assign(l ^ 1, -1);
    }
    if (propagate() != -1) unsat_ = true;
    return !unsat_;
  }
  if (members.size() < 2) return true;
  const int g = static_cast<int>(amoStart_.size()) - 1;
  for (int l : members) amoOf_[static_cast<size_t>(l)].push_back(g);
  amoLits_.insert(amoLits_.end(), members.begin(), members.end());
  amoStart_.push_back(static_cast<int>(amoLits_.size()));
  return true;
}

const int* Cdcl::clauseLits(int ref, int lit, int& size) {
  if (ref >= 0) {
    size = arena_[static_cast<size_t>(ref)];
    return &arena_[static_cast<size_t>(ref + kHeader)];
  }
  size = 2;
  if (ref == kBinaryConflict) return conflictPair_;
  binary_[0] = lit;
  binary_[1] = becauseOf(ref) ^ 1;
  return binary_;
}

int Cdcl::attach(const std::vector<int>& lits, bool learnt, int lbd) {
  const int at = static_cast<int>(arena_.size());
  arena_.push_back(static_cast<int>(lits.size()));
  arena_.push_back(lbd | (learnt ? kLearntBit : 0));
  arena_.insert(arena_.end(), lits.begin(), lits.end());
  watches_[static_cast<size_t>(lits[0] ^ 1)].push_back({at, lits[1]});
  watches_[static_cast<size_t>(lits[1] ^ 1)].push_back({at, lits[0]});
  clauses_.push_back(at);
  return at;
}

int Cdcl::propagate() {
  // The arrays the loop reads, held in locals: nothing here moves them (a watch moves to another
  // literal's list, never to this one, and assign() grows only the trail), but the compiler cannot
  // know that across the calls that may grow a vector, and reloaded each from the object at every
  // step (in the web build each of those is one more load from linear memory).
  const int8_t* const value = litValue_.data();
  int* const arena = arena_.data();
  while (head_ < trail_.size()) {
    const int p = trail_[head_++];
    const int falseLit = p ^ 1;
    ++propagations_;
    std::vector<Watch>& list = watches_[static_cast<size_t>(p)];
    Watch* const ws = list.data();
    const size_t n = list.size();
    size_t i = 0, j = 0;
    while (i < n) {
      const Watch w = ws[i++];
      if (value[w.blocker] > 0) {
        ws[j++] = w;
        continue;
      }
      int* c = arena + w.clause + kHeader;
      const int size = arena[w.clause];
      if (c[0] == falseLit) std::swap(c[0], c[1]);
      const int first = c[0];
      if (first != w.blocker && value[first] > 0) {
        ws[j++] = {w.clause, first};
        continue;
      }
      bool moved = false;
      for (int k = 2; k < size; ++k)
        if (value[c[k]] >= 0) {
          c[1] = c[k];
          c[k] = falseLit;
          watches_[static_cast<size_t>(c[1] ^ 1)].push_back({w.clause, first});
          moved = true;
          break;
        }
      if (moved) continue;
      ws[j++] = {w.clause, first};
      if (value[first] < 0) {  // every literal false
        while (i < n) ws[j++] = ws[i++];
        list.resize(j);
        head_ = trail_.size();
        return w.clause;
      }
      assign(first, w.clause);
    }
    list.resize(j);
    // The at-most-one constraints p belongs to: every other member becomes false.
    for (int g : amoOf_[static_cast<size_t>(p)]) {
      const int end = amoStart_[static_cast<size_t>(g) + 1];
      for (int k = amoStart_[static_cast<size_t>(g)]; k < end; ++k) {
        const int q = amoLits_[static_cast<size_t>(k)];
        if (q == p || val(q) < 0) continue;
        if (val(q) > 0) {
          conflictPair_[0] = p ^ 1;
          conflictPair_[1] = q ^ 1;
          head_ = trail_.size();
          return kBinaryConflict;
        }
        assign(q ^ 1, binaryReason(p));
      }
    }
  }
  return -1;
}

void Cdcl::analyze(int conflict, std::vector<int>& learnt, int& backLevel, int& lbd) {
  learnt.assign(1, -1);
  int open = 0, p = -1, clause = conflict;
  size_t index = trail_.size();
  do {
    int size = 0;
    const int* c = clauseLits(clause, p, size);
    for (int k = p < 0 ? 0 : 1; k < size; ++k) {
      const size_t v = static_cast<size_t>(c[k] >> 1);
      if (seen_[v] || level_[v] == 0) continue;
      seen_[v] = 1;
      bump(static_cast<int>(v));
      if (level_[v] >= level()) ++open;
      else learnt.push_back(c[k]);
    }
    while (!seen_[static_cast<size_t>(trail_[--index] >> 1)]) {
    }
    p = trail_[index];
    clause = reason_[static_cast<size_t>(p >> 1)];
    seen_[static_cast<size_t>(p >> 1)] = 0;
    --open;
  } while (open > 0);
  learnt[0] = p ^ 1;

  // Local minimisation: a literal whose reason's other literals are all in the clause (or fixed
  // at level 0) adds nothing.
  scratch_.assign(learnt.begin() + 1, learnt.end());
  size_t kept = 1;
  for (size_t i = 1; i < learnt.size(); ++i) {
    const int r = reason_[static_cast<size_t>(learnt[i] >> 1)];
    bool implied = r != -1;
    int size = 0;
    const int* c = implied ? clauseLits(r, learnt[i] ^ 1, size) : nullptr;
    for (int k = 1; implied && k < size; ++k) {
      const size_t v = static_cast<size_t>(c[k] >> 1);
      implied = seen_[v] || level_[v] == 0;
    }
    if (!implied) learnt[kept++] = learnt[i];
  }
  learnt.resize(kept);
  for (int l : scratch_) seen_[static_cast<size_t>(l >> 1)] = 0;

  backLevel = 0;
  if (learnt.size() > 1) {
    size_t best = 1;
    for (size_t i = 2; i < learnt.size(); ++i)
      if (level_[static_cast<size_t>(learnt[i] >> 1)] > level_[static_cast<size_t>(learnt[best] >> 1)]) best = i;
    std::swap(learnt[1], learnt[best]);
    backLevel = level_[static_cast<size_t>(learnt[1] >> 1)];
  }
  ++stamp_;
  lbd = 0;
  for (int l : learnt) {
    int& s = stampLevel_[static_cast<size_t>(level_[static_cast<size_t>(l >> 1)])];
    if (s != stamp_) s = stamp_, ++lbd;
  }
}

void Cdcl::backtrack(int toLevel) {
  if (level() <= toLevel) return;
  const size_t start = static_cast<size_t>(levelStart_[static_cast<size_t>(toLevel)]);
  for (size_t i = trail_.size(); i-- > start;) {
    const int lit = trail_[i];
    const size_t v = static_cast<size_t>(lit >> 1);
    phase_[v] = (lit & 1) == 0;
    litValue_[static_cast<size_t>(lit)] = litValue_[static_cast<size_t>(lit ^ 1)] = 0;
    reason_[v] = -1;
    if (heapPos_[v] < 0) heapInsert(static_cast<int>(v));
  }
  trail_.resize(start);
  levelStart_.resize(static_cast<size_t>(toLevel));
  head_ = trail_.size();
}

void Cdcl::bump(int var) {
  double& a = activity_[static_cast<size_t>(var)];
  if ((a += increment_) > 1e100) {
    for (double& x : activity_) x *= 1e-100;
    increment_ *= 1e-100;
  }
  if (heapPos_[static_cast<size_t>(var)] >= 0) heapUp(heapPos_[static_cast<size_t>(var)]);
}

void Cdcl::heapUp(int pos) {
  const int v = heap_[static_cast<size_t>(pos)];
  while (pos > 0) {
    const int parent = (pos - 1) / 2;
    const int pv = heap_[static_cast<size_t>(parent)];
    if (activity_[static_cast<size_t>(pv)] >= activity_[static_cast<size_t>(v)]) break;
    heap_[static_cast<size_t>(pos)] = pv;
    heapPos_[static_cast<size_t>(pv)] = pos;
    pos = parent;
  }
  heap_[static_cast<size_t>(pos)] = v;
  heapPos_[static_cast<size_t>(v)] = pos;
}

void Cdcl::heapDown(int pos) {
  const int n = static_cast<int>(heap_.size());
  const int v = heap_[static_cast<size_t>(pos)];
  for (;;) {
    int child = 2 * pos + 1;
    if (child >= n) break;
    if (child + 1 < n &&
        activity_[static_cast<size_t>(heap_[static_cast<size_t>(child + 1)])] >
            activity_[static_cast<size_t>(heap_[static_cast<size_t>(child)])])
      ++child;
    const int cv = heap_[static_cast<size_t>(child)];
    if (activity_[static_cast<size_t>(cv)] <= activity_[static_cast<size_t>(v)]) break;
    heap_[static_cast<size_t>(pos)] = cv;
    heapPos_[static_cast<size_t>(cv)] = pos;
    pos = child;
  }
  heap_[static_cast<size_t>(pos)] = v;
  heapPos_[static_cast<size_t>(v)] = pos;
}

void Cdcl::heapInsert(int var) {
  heap_.push_back(var);
  heapUp(static_cast<int>(heap_.size()) - 1);
}

int Cdcl::heapPop() {
  const int top = heap_[0];
  heapPos_[static_cast<size_t>(top)] = -1;
  const int last = heap_.back();
  heap_.pop_back();
  if (!heap_.empty()) {
    heap_[0] = last;
    heapPos_[static_cast<size_t>(last)] = 0;
    heapDown(0);
  }
  return top;
}

int Cdcl::pickBranch() {
  while (!heap_.empty()) {
    const int v = heapPop();
    if (val(posLit(v)) == 0) return v;
  }
  return -1;
}

void Cdcl::reduce() {
  // The learnt clauses that glue many levels together go first: about half of those of LBD above
  // 2 (which all stay), the highest LBDs first and among equal ones the oldest (counted, not sorted:
  // LBDs are small, and the web build pays for every sort it links).
  std::vector<int> perLbd;
  size_t candidates = 0;
  for (int c : clauses_) {
    const int flags = arena_[static_cast<size_t>(c + 1)];
    const int lbd = flags & ~kLearntBit;
    if (!(flags & kLearntBit) || lbd <= 2) continue;
    if (perLbd.size() <= static_cast<size_t>(lbd)) perLbd.resize(static_cast<size_t>(lbd) + 1, 0);
    ++perLbd[static_cast<size_t>(lbd)];
    ++candidates;
  }
  // Drop every clause above `cut`, and the first `atCut` of those at it.
  size_t drop = candidates / 2;
  int cut = static_cast<int>(perLbd.size());
  size_t atCut = 0;
  while (drop > 0 && cut > 3) {
    const size_t here = static_cast<size_t>(perLbd[static_cast<size_t>(--cut)]);
    atCut = std::min(here, drop);
    drop -= atCut;
  }
  for (int c : clauses_) {
    const int flags = arena_[static_cast<size_t>(c + 1)];
    const int lbd = flags & ~kLearntBit;
    if (!(flags & kLearntBit) || lbd < cut) continue;
    if (lbd > cut) arena_[static_cast<size_t>(c)] = -1;
    else if (atCut > 0) arena_[static_cast<size_t>(c)] = -1, --atCut;
  }

  std::vector<int> old;
  old.swap(arena_);
  std::vector<int> live;
  live.swap(clauses_);
  for (auto& w : watches_) w.clear();
  for (int v : trail_) reason_[static_cast<size_t>(v >> 1)] = -1;  // level-0 facts need no reason
  learnts_ = 0;
  std::vector<int> lits;
  for (int c : live) {
    const int size = old[static_cast<size_t>(c)];
    if (size < 0) continue;
    lits.clear();
    bool satisfied = false;
    for (int k = 0; k < size && !satisfied; ++k) {
      const int l = old[static_cast<size_t>(c + kHeader + k)];
      satisfied = val(l) > 0;
      if (val(l) == 0) lits.push_back(l);
    }
    if (satisfied) continue;
    // Propagation ran to the end before, so no clause is unit or empty here.
    const int flags = old[static_cast<size_t>(c + 1)];
    attach(lits, (flags & kLearntBit) != 0, flags & ~kLearntBit);
    learnts_ += (flags & kLearntBit) != 0;
  }
}

void Cdcl::learn(int conflict, std::vector<int>& learnt) {
  int backLevel = 0, lbd = 0;
  analyze(conflict, learnt, backLevel, lbd);
  backtrack(backLevel);
  if (learnt.size() == 1) assign(learnt[0], -1);
  else assign(learnt[0], attach(learnt, true, lbd)), ++learnts_;
  increment_ *= 1 / 0.95;
}

bool Cdcl::theoryConflict(std::vector<int>& clause, std::vector<int>& learnt) {
  ++conflicts_;
  // Level-0 literals add nothing; the two highest levels go first, so the watches sit on the
  // literals a backtrack frees first.
  size_t kept = 0;
  for (int l : clause)
    if (level_[static_cast<size_t>(l >> 1)] > 0) clause[kept++] = l;
  clause.resize(kept);
  if (clause.empty()) return !(unsat_ = true);
  for (size_t first = 0; first < 2 && first < clause.size(); ++first)
    for (size_t i = first + 1; i < clause.size(); ++i)
      if (level_[static_cast<size_t>(clause[i] >> 1)] > level_[static_cast<size_t>(clause[first] >> 1)])
        std::swap(clause[i], clause[first]);
  if (clause.size() == 1) {
    backtrack(0);
    assign(clause[0], -1);
    return true;
  }
  backtrack(level_[static_cast<size_t>(clause[0] >> 1)]);
  learn(attach(clause, true, static_cast<int>(clause.size())), learnt);
  ++learnts_;
  return true;
}

Cdcl::Result Cdcl::run(uint64_t budget) {
  if (unsat_) return Result::Unsat;
  const uint64_t start = propagations_;
  std::vector<int> learnt, clause;
  for (;;) {
    const int conflict = propagate();
    if (conflict != -1) {
      ++conflicts_;
      if (level() == 0) {
        unsat_ = true;
        return Result::Unsat;
      }
      learn(conflict, learnt);
      continue;
    }
    if (theory_ && theory_->check(*this, clause)) {
      if (!theoryConflict(clause, learnt)) return Result::Unsat;
      continue;
    }
    if (conflicts_ >= restartAt_) {
      restartAt_ = conflicts_ + 100 * lubyTerm(++restarts_);
      backtrack(0);
    }
    if (level() == 0 && conflicts_ >= reduceAt_) {
      reduce();
      reduceAt_ = conflicts_ + 2000 + 300 * ++reduces_;
    }
    if (propagations_ - start >= budget) return Result::Unknown;
    // The assumptions first, one level each (an empty level for one already true).
    int lit = 0;
    if (static_cast<size_t>(level()) < assumptions_.size()) {
      lit = assumptions_[static_cast<size_t>(level())];
      if (val(lit) < 0) return refuted_ = lit, Result::Refuted;
    } else {
      const int v = pickBranch();
      if (v < 0) return Result::Sat;
      ++decisions_;
      lit = phase_[static_cast<size_t>(v)] ? posLit(v) : negLit(v);
    }
    levelStart_.push_back(static_cast<int>(trail_.size()));
    if (!val(lit)) assign(lit, -1);
  }
}

void Cdcl::assume(std::vector<int> lits) {
  backtrack(0);
  assumptions_ = std::move(lits);
}

std::vector<int> Cdcl::refutedBy() {
  std::vector<int> used{refuted_};
  const size_t failed = static_cast<size_t>(refuted_ >> 1);
  if (level_[failed] <= 0) return used;  // false for good: that assumption alone
  // Every decision below the current level is an assumption: the ones the false literal's
  // implication graph reaches are the refutation's.
  seen_[failed] = 1;
  for (size_t i = trail_.size(); i-- > static_cast<size_t>(levelStart_[0]);) {
    const int lit = trail_[i];
    const size_t v = static_cast<size_t>(lit >> 1);
    if (!seen_[v]) continue;
    seen_[v] = 0;
    const int r = reason_[v];
    if (r == -1) {
      used.push_back(lit);
      continue;
    }
    int size = 0;
    const int* c = clauseLits(r, lit, size);
    for (int k = 1; k < size; ++k)
      if (level_[static_cast<size_t>(c[k] >> 1)] > 0) seen_[static_cast<size_t>(c[k] >> 1)] = 1;
  }
  return used;
}

}  // namespace dlx::sat
