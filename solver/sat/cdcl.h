// A small clause-learning SAT solver (CDCL), for the searches that need exact answers with
// learning (a Numberlink uniqueness proof is one UNSAT call after the solutions were blocked).
// Two watched literals, 1-UIP learning with local minimisation, EVSIDS on a binary heap with
// phase saving, Luby restarts, and learnt-clause deletion by LBD.
// Resumable like every search here: run(budget) does a bounded amount of work (propagated
// literals) and stops with Unknown, keeping the whole state in the object (no recursion); after
// Sat the caller may add clauses (e.g. blocking the model) and call run() again.
// Incremental use (the Numberlink analysis asks one question per cell of one formula): run() may
// work under assumptions, literals decided first, one level each, in order; Refuted says they
// cannot all hold together with the clauses (which may still be satisfiable), and refutedBy()
// names the assumptions the refutation used. Learnt clauses stay between questions: the clauses
// alone imply them. Only the analysis calls assume()/refutedBy() (the page's first module links
// neither, so it pays only for the run loop's few lines).
// Literals: 2*var (positive) or 2*var+1 (negated); vars from newVar(), 0-based.
// Tried for the long Numberlink proofs and not kept (all exact; node counts of `solve --unique`,
// "race": the 8 orientations of flow-12x12, flow-14x14a/b/c, p_14x14_07, unique-14x14 and
// unique-20x20, 56 runs; "SAT": bench_engine=sat on the 8 orientations of flow-14x14a/b/c, 24
// runs; ratios are geometric means against the same solver without the change). Any change of
// the search order moves single proofs 0.1x-37x either way, so only counts over many runs say
// anything, and none of these won:
//   - recursive minimisation (MiniSat's): SAT 1.14 (15 of 24 runs worse), race 0.95 (25 better,
//     25 worse), unique-30x30 13.7M -> 34.0M nodes, unique-36x20 5.74M -> 3.99M;
//   - binary clauses in watch lists of their own, propagated first: race 1.17 (another order)
//     and no faster per node; held in the watch itself instead (the other literal as the
//     blocker, no clause loaded; the same search, node for node): CPU medians against this
//     solver built alike, interleaved, p_20x20_13 4.14 -> 4.08 s, p_14x14_07 SAT alone 0.79 ->
//     0.78 s, unique-20x20 0.69 -> 0.66 s: within the noise, and 0.6 KB more wasm;
//   each of these alone, against the solver with recursive minimisation (race) or without (SAT):
//   - Glucose restarts (moving averages of the learnt LBDs over 32 and 4096 conflicts, restart
//     when the first exceeds 1.25x the second, 50 conflicts apart at least): race 1.07, SAT 1.08;
//   - three tiers (LBD <= 6 kept while used since the last reduce; LBDs lowered when a clause takes
//     part in an analysis): race 1.00, SAT 1.01, p_20x20_13 1.88M -> 1.20M but unique-36x20
//     4.66M -> 10.0M;
//   - vivifying learnt clauses at each reduce (their literals' negations propagated one by one,
//     against the clauses rebuilt before them, within 10% of the propagations since the last):
//     race 1.03, SAT 1.07 (13 of 24 worse; 1.17 vivifying every learnt clause within 30%);
//   - target phases (the longest conflict-free trail's values decided first): race 1.34;
//     rephasing to the first phases at growing intervals: 1.08 on 24 of the race's runs;
//   - Luby units 15 / 30 / 50 / 512 conflicts instead of 100: race 1.08 / 0.99 / 1.02 / 1.14.
#pragma once
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

namespace dlx::sat {

inline int posLit(int var) { return var * 2; }
inline int negLit(int var) { return var * 2 + 1; }

class Cdcl;

// Constraints the clauses do not state (e.g. connectivity), checked whenever propagation has
// nothing more to do: check() returns true and fills `clause` with a clause that every solution
// satisfies but the current assignment makes false (every literal false, none twice), or returns
// false.
class Theory {
 public:
  virtual ~Theory() = default;
  virtual bool check(const Cdcl& solver, std::vector<int>& clause) = 0;
};

class Cdcl {
 public:
  // Refuted: no model under the assumptions (assume()); Unsat: none at all, for good.
  enum class Result { Sat, Unsat, Unknown, Refuted };

  int newVar();
  int vars() const { return static_cast<int>(level_.size()); }
  // Adds a clause at decision level 0 (the search backtracks there first; its learning stays).
  // Duplicate literals are fine; a tautology is dropped. Returns false once the formula is UNSAT.
  // The literals are copied into a buffer the solver keeps, so adding a clause allocates nothing
  // but the clause's own room: an encoding adds tens of thousands of short clauses per puzzle
  // (Numberlink's two per edge and label), and a temporary vector for each was a third of the
  // encoding's time in the web build, whose allocator is small rather than fast.
  bool addClause(const std::vector<int>& lits) { return addClause(lits.data(), lits.size()); }
  bool addClause(std::initializer_list<int> lits) { return addClause(lits.begin(), lits.size()); }
  bool addClause(const int* lits, size_t count);
  // At most one of `lits` is true, kept as one constraint rather than clauses (an exact cover's
  // item covered by hundreds of options would need a quadratic number of binary clauses, or
  // auxiliary counter variables that learnt clauses then drag along): when one literal becomes
  // true the others are set false, each with the implied binary clause as its reason. Returns
  // false once the formula is UNSAT.
  bool addAtMostOne(const std::vector<int>& lits);
  // Searches for about `budget` propagated literals at most. Sat: the assignment is a model
  // (value()) until the next addClause or run; Unsat: for good.
  Result run(uint64_t budget);
  void setTheory(Theory* theory) { theory_ = theory; }
  // The assumptions of the following runs (none by default), replacing any before.
  void assume(std::vector<int> lits);
  // After Refuted (until the next addClause, assume or run): a subset of the assumptions that the
  // clauses refute, found by walking the implication graph back from the assumption found false
  // (MiniSat's final conflict analysis).
  std::vector<int> refutedBy();
  // 1 true, -1 false, 0 unassigned: the current (partial) assignment of a literal.
  int8_t valueOf(int lit) const { return val(lit); }
  // The model's value of a variable after Sat.
  bool value(int var) const { return litValue_[static_cast<size_t>(posLit(var))] > 0; }
  // The phase a variable is decided to first (default false).
  void preferTrue(int var) { phase_[static_cast<size_t>(var)] = 1; }

  uint64_t propagations() const { return propagations_; }
  uint64_t conflicts() const { return conflicts_; }
  uint64_t decisions() const { return decisions_; }

 private:
  // Clause layout in arena_: [size, lbd | learnt bit, lit0, lit1, ...]; a clause is its offset.
  static constexpr int kHeader = 2;
  static constexpr int kLearntBit = 1 << 30;
  struct Watch {
    int clause, blocker;
  };

  // A reason or conflict is a clause offset (>= 0), none (-1), or a binary clause implied by an
  // at-most-one constraint: the reason "not q, because p" is encoded from the literal p, and a
  // conflict between two true literals of one constraint is kBinaryConflict (conflictPair_).
  static constexpr int kBinaryConflict = -2;
  static int binaryReason(int because) { return -3 - because; }
  static bool isBinary(int reason) { return reason <= -3; }
  static int becauseOf(int reason) { return -3 - reason; }
  // The literals of a reason (the implied literal `lit` first) or of a conflict (lit < 0).
  const int* clauseLits(int ref, int lit, int& size);

  int8_t val(int lit) const { return litValue_[static_cast<size_t>(lit)]; }
  int level() const { return static_cast<int>(levelStart_.size()); }
  int attach(const std::vector<int>& lits, bool learnt, int lbd);
  // Learns from a clause the theory found false (no literal twice): false when the formula is UNSAT.
  bool theoryConflict(std::vector<int>& clause, std::vector<int>& learnt);
  void learn(int conflict, std::vector<int>& learnt);
  // Defined here so propagation inlines it (it runs once per implied literal; the web build
  // called it out of line).
  [[gnu::always_inline]] void assign(int lit, int reason) {
    const size_t v = static_cast<size_t>(lit >> 1);
    litValue_[static_cast<size_t>(lit)] = 1;
    litValue_[static_cast<size_t>(lit ^ 1)] = -1;
    level_[v] = level();
    reason_[v] = reason;
    trail_.push_back(lit);
  }
  int propagate();  // the conflicting clause, or -1
  void analyze(int conflict, std::vector<int>& learnt, int& backLevel, int& lbd);
  void backtrack(int toLevel);
  int pickBranch();
  void bump(int var);
  void heapUp(int pos);
  void heapDown(int pos);
  void heapInsert(int var);
  int heapPop();
  // At level 0: drop the less useful half of the learnt clauses, drop satisfied clauses and
  // false literals, and rebuild the arena and the watches.
  void reduce();

  std::vector<int> arena_;
  std::vector<int> clauses_;  // offsets of live clauses (original and learnt)
  std::vector<std::vector<Watch>> watches_;  // by literal: clauses watching its negation
  std::vector<int8_t> litValue_;             // by literal: 1 true, -1 false, 0 unassigned
  std::vector<int> level_, reason_;          // by variable
  std::vector<int8_t> phase_, seen_;
  std::vector<double> activity_;
  std::vector<int> heap_, heapPos_;          // heapPos_ -1: not in the heap
  std::vector<int> trail_, levelStart_;
  size_t head_ = 0;                          // trail_ entries before it are propagated
  double increment_ = 1.0;
  bool unsat_ = false;
  int learnts_ = 0;
  uint64_t propagations_ = 0, conflicts_ = 0, decisions_ = 0;
  uint64_t restartAt_ = 0, restarts_ = 0, reduceAt_ = 2000, reduces_ = 0;
  Theory* theory_ = nullptr;
  std::vector<int> assumptions_;
  int refuted_ = 0;  // the assumption found false by the last Refuted
  // At-most-one constraints: members of constraint g are amoLits_[amoStart_[g] .. amoStart_[g+1]);
  // amoOf_[lit] lists the constraints lit is a member of.
  std::vector<int> amoLits_, amoStart_{0};
  std::vector<std::vector<int>> amoOf_;
  int conflictPair_[2] = {0, 0}, binary_[2] = {0, 0};
  std::vector<int> scratch_, stampLevel_;
  std::vector<int> adding_;  // addClause's copy of the literals
  int stamp_ = 0;
};

}  // namespace dlx::sat
