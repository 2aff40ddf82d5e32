// Algorithm X made visible: the same search as DancingLinks (dlx1's links, MRV item choice with
// ties to the first item, an option's other items covered from the node after the chosen one
// round to the one before it), told as one event at a time for the "How it works" view and
// `dlx trace`. A separate, plain engine (no independent parts, no multiplicities) so the fast one
// pays nothing for being watchable; tests check that both list the same solutions in the same
// order.
// Events: choose an item (with its number of options left), cover an item, try an option,
// uncover an item, back up (no option left for the item), a solution, done. next() makes exactly
// one; between events the state (the options chosen, which items are covered, which options are
// out of play) can be read for drawing. Going back one event is replaying from the start: the
// search is deterministic.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "model.h"

namespace dlx {

class DlxTrace {
 public:
  enum class Event { Choose, Cover, Try, Uncover, BackUp, Solution, Done };
  struct Step {
    Event event = Event::Done;
    int item = -1;       // Choose, Cover, Uncover, BackUp
    int option = -1;     // Try
    int count = 0;       // Choose: options the item has left
    int level = 0;       // depth in the search tree (0 at the root)
    uint64_t solution = 0;  // Solution: its number, from 1
  };

  // Throws InputError when an item must be covered more than once (the trace shows plain exact
  // cover; such puzzles are solved, just not traced).
  explicit DlxTrace(const ExactCoverModel& model);

  Step next();
  uint64_t steps() const { return steps_; }
  uint64_t solutions() const { return solutions_; }
  bool done() const { return state_ == State::Done; }

  // The options in the partial solution, one per level (the deepest may be mid-try).
  std::vector<int> chosen() const;
  // The path from the root: per level the item chosen, its options when chosen, how many of them
  // were tried so far (the current one included) and the option in use (-1 before the first).
  struct Level {
    int item, options, tried, option;
  };
  std::vector<Level> levels() const;
  uint64_t deadEnds() const { return deadEnds_; }  // "back up" events so far
  bool covered(int item) const { return covered_[static_cast<size_t>(item)] != 0; }
  int optionsLeft(int item) const { return len_[static_cast<size_t>(item + 1)]; }
  // Out of play: some item of the option is covered (the options in the partial solution too).
  bool out(int option) const { return out_[static_cast<size_t>(option)] != 0; }

  // "choose item C (2 options)", "try option 'C E F'", "no option left for item B: back up", ...
  std::string describe(const Step& step) const;

 private:
  enum class State { Enter, CoverChosen, Try, CoverOthers, UncoverOthers, UncoverChosen, Done };
  void cover(int i);
  void uncover(int i);
  // Goes up to the level before (its entries stay; the current level's are gone by then) to take
  // its option out again, or ends the search at the root.
  void leaveLevel();

  const ExactCoverModel& model_;
  int items_;
  // Nodes as in dlx1: headers 1..items (item k is header k + 1), then each option's nodes with a
  // spacer before and after; top_ <= 0 marks a spacer.
  std::vector<int> top_, up_, down_, len_;
  std::vector<int> left_, right_;  // the active primary items, a circular list through header 0
  std::vector<int> optionOf_;      // per node: its option, -1 for headers and spacers
  std::vector<int> out_, covered_;
  std::vector<int> levelItem_, levelNode_;  // per level: the item chosen and the node tried
  std::vector<int> levelOptions_, levelTried_;  // per level: options when chosen, tried so far
  uint64_t deadEnds_ = 0;
  State state_ = State::Enter;
  int level_ = 0, p_ = 0;
  uint64_t steps_ = 0, solutions_ = 0;
};

}  // namespace dlx
