// Where each label can go (packing: where each piece can go) over the solutions that agree with
// the marks, and how many of those solutions there are, also up to the puzzle's symmetry. A
// setter's question, answered after the analysis proper (analysis.h) and as resumable as it.
//
// Method: list every agreeing solution, counting per cell how many give it each label, and per
// solution how many of its symmetric images also agree with the marks (its class within the
// agreeing solutions has that many members, so the classes are the sum of 1/size). When listing
// runs past kListLimit solutions (or the limit given) the counts are given up (null) and each (cell, label) pair not
// yet seen is settled by one search with that mark added, so the cells stay exact.
#pragma once
#include <memory>
#include <vector>

#include "analysis_domain.h"
#include "json.h"

namespace dlx {

class LabelReach {
 public:
  // The domain must outlive this; `marks` are the analysis's (all `equal`).
  LabelReach(const AnalysisDomain& domain, std::vector<Mark> marks, uint64_t listLimit = kListLimit);
  ~LabelReach();

  // No solution agrees with the marks (the analysis found out): every label has no cell.
  void settleNone();
  RunStatus run(uint64_t budget);
  bool complete() const { return phase_ == Phase::Done; }
  double progress() const;
  uint64_t nodes() const { return nodes_; }
  uint64_t searches() const { return searches_; }
  // Adds "pieces": [{"label", "name", "cells": [[x, y, count|null], ...]}] (null past kMaxPairs),
  // "solutionCount": int|null, "uniqueUpToSymmetry": bool|null and "symmetry": {"order",
  // "classes": int|null}.
  void report(Json& r) const;

  // The maximum number of agreeing solutions listed one by one.
  static constexpr uint64_t kListLimit = 100000;
  // Boards with more (cell, label) pairs than this get no reach (its tables alone would take
  // hundreds of megabytes): the members are then null.
  static constexpr uint64_t kMaxPairs = 4000000;

 private:
  enum class Phase { List, Test, Done };
  void record(const std::vector<int>& labels, const std::vector<int>* parts, bool listed);
  int indexOf(int label) const;
  bool nextTest();

  const AnalysisDomain& domain_;
  std::vector<Mark> marks_;
  uint64_t listLimit_;
  std::vector<ReachLabel> labels_;
  std::vector<int> indexByLabel_;  // label - labelBase_ -> index into labels_, or -1
  int labelBase_ = 0;
  std::vector<std::vector<int>> symmetries_;
  Phase phase_ = Phase::List;
  std::unique_ptr<AssignmentSearch> search_;
  std::vector<char> seen_;        // per variable x label index: some agreeing solution gives it
  std::vector<uint64_t> counts_;  // per variable x label index: listed solutions that give it
  uint64_t solutions_ = 0;
  bool listedAll_ = false;
  bool tooLarge_ = false;
  // classSizes_[k]: listed solutions whose symmetry class among the agreeing ones has k members.
  std::vector<uint64_t> classSizes_;
  size_t testPair_ = 0;  // Test phase: the next (variable x label index) pair to settle
  uint64_t nodes_ = 0, searches_ = 0;
};

}  // namespace dlx
