// A puzzle seen as variables that take one label each in every solution, for reasoning about a
// partial board (analysis.h). Grid kinds: a variable per cell (reading order), the label of
// `solve --json`'s grid; exact cover: a variable per option, label 1 (chosen) or 0. A kind hands
// out its domain from Puzzle::analysisDomain(); the analysis itself never knows which kind it is.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "search.h"

namespace dlx {

// One restriction on the solutions considered: variable `var` takes `label` (equal) or any other
// label (!equal). A marks file holds only the first sort; the analysis adds the second to test
// whether a label is forced.
struct Mark {
  int var = 0;
  int label = 0;
  bool equal = true;
};

// A search over the solutions that agree with some marks, each read as one label per variable.
class AssignmentSearch : public Search {
 public:
  // The current solution's labels, one per variable (valid after run() returned Solution).
  virtual const std::vector<int>& assignment() const = 0;
  // Where labels alone do not tell solutions apart (packing: two copies of a piece side by side),
  // the parts of the current solution: per variable, the smallest variable of the part covering
  // it (-1: none). Null when the labels say it all. Counting up to symmetry compares both.
  virtual const std::vector<int>* parts() const { return nullptr; }
};

// One forced step: every solution agreeing with the marks gives each of `vars` the label `label`.
struct Hint {
  // Choice: nothing is forced; a part of one solution that agrees with the marks (hint-only runs).
  enum class Level { Single, Lookahead, Trial, Choice };
  Level level = Level::Trial;
  std::vector<int> vars;
  int label = 0;
  std::string text;  // the reason, for a person
};
const char* levelName(Hint::Level level);

// A label whose reach the analysis reports (packing: a piece, its copies together), with the name
// a person knows it by ("F").
struct ReachLabel {
  int label = 0;
  std::string name;
};

// "row y, column x" (1-based) from 0-based coordinates: how reasons and messages name a cell.
std::string cellPosition(int x, int y);
// Several cells (x, y), 0-based, in words by row, each row's columns as runs:
// "row 1, columns 1 to 3 and 5; row 2, columns 1, 2 and 4".
std::string cellsInWords(std::vector<std::pair<int, int>> cells);

class AnalysisDomain {
 public:
  virtual ~AnalysisDomain() = default;
  // The variables laid out as a width x height grid in reading order (exact cover: one row).
  virtual int width() const = 0;
  virtual int height() const = 0;
  int variableCount() const { return width() * height(); }
  // Exact cover reports each option as all / none / open instead of a grid of labels.
  virtual bool optionStates() const { return false; }
  // Checks a label read from a marks file for `var`: returns the label the analysis uses (e.g. an
  // identical copy's label is its first copy's), or throws InputError saying why it is refused.
  virtual int markLabel(int var, int64_t label) const = 0;
  // The label the puzzle itself gives `var` in every solution (a wall, a clue's own cell), if any:
  // such a variable is never tested and never makes a hint.
  virtual std::optional<int> fixedLabel(int var) const {
    (void)var;
    return std::nullopt;
  }
  // A fresh search over the solutions that agree with every mark.
  virtual std::unique_ptr<AssignmentSearch> search(const std::vector<Mark>& marks) const = 0;
  // The search that tests a variable: the solutions agreeing with `marks`, whose last mark is
  // the tested label negated. `known`: the labels of a solution that agrees with the other marks
  // (the test's answer is often a small change of it, which a kind may look for first).
  virtual std::unique_ptr<AssignmentSearch> testSearch(const std::vector<Mark>& marks, const std::vector<int>& known) const {
    (void)known;
    return search(marks);
  }
  // A forced step found without search (levels Single and Lookahead) from marks that are all
  // `equal`, preferring Single; nullopt when local reasoning finds nothing new.
  virtual std::optional<Hint> localHint(const std::vector<Mark>& marks) const {
    (void)marks;
    return std::nullopt;
  }
  // How a person names a variable and a label in a reason: "the cell at (3,4)", "rectangle 2".
  virtual std::string varName(int var) const;
  virtual std::string labelName(int label) const { return "label " + std::to_string(label); }
  // The labels whose cells the analysis lists ("where can each piece go"; analysis_reach.h);
  // empty for kinds where that question means nothing new.
  virtual std::vector<ReachLabel> reachLabels() const { return {}; }
  // The puzzle's symmetries other than the identity, each a map of variables (-1: not moved, a
  // wall) under which every solution's image is a solution with the same labels. Solutions are
  // counted up to these.
  virtual std::vector<std::vector<int>> symmetries() const { return {}; }
};

}  // namespace dlx
