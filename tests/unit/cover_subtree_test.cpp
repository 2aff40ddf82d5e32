// CoverSubtree keeps its node's state change by change (a forced move costs what it removes, not a
// pass over the whole problem). Checked here against the plain definition, written again in the
// test: per node, recount every item's live options, pick the branch item, try each branch on a
// copy. Every node of random walks down random matrices must give the same live branches and
// the same subproblem; and a chain of 10,000 forced moves must split (the CLI's split and --count
// on threads walk it) without replaying it level by level.
#include <catch2/catch.hpp>

#include <random>

#include "core/session.h"
#include "core/subtrees.h"
#include "dlx/cover_subtree.h"
#include "dlx/model.h"
#include "support/packing_helpers.h"

namespace {

// The definition, state copied per branch (what cover_subtree.cpp did before).
struct Reference {
  const dlx::ExactCoverModel& m;
  std::vector<int> need;
  std::vector<char> alive;
  explicit Reference(const dlx::ExactCoverModel& model) : m(model) {
    for (int i = 0; i < m.itemCount(); ++i) need.push_back(m.isPrimary(i) ? m.multiplicity(i) : 1);
    alive.assign(m.optionCount(), 1);
  }
  int liveOf(int item) const {
    int n = 0;
    for (int o = 0; o < m.optionCount(); ++o)
      for (int i : m.option(o)) n += i == item && alive[o];
    return n;
  }
  int branchItem() const {
    int best = -1, bestLive = 0;
    for (int i = 0; i < m.primaryCount(); ++i)
      if (need[i] > 0 && (best < 0 || liveOf(i) < bestLive)) best = i, bestLive = liveOf(i);
    return best;
  }
  std::vector<int> optionsOf(int item) const {
    std::vector<int> out;
    for (int o = 0; o < m.optionCount(); ++o)
      for (int i : m.option(o))
        if (i == item && alive[o]) out.push_back(o);
    return out;
  }
  void force(int option) {
    alive[option] = 0;
    for (int item : m.option(option))
      if (--need[item] == 0)
        for (int o = 0; o < m.optionCount(); ++o)
          for (int i : m.option(o))
            if (i == item) alive[o] = 0;
  }
  bool dead() const {
    for (int i = 0; i < m.primaryCount(); ++i)
      if (need[i] > 0 && liveOf(i) < need[i]) return true;
    return false;
  }
  std::vector<int> liveBranches() const {
    std::vector<int> live;
    const int item = branchItem();
    if (item < 0) return live;
    const std::vector<int> options = optionsOf(item);
    Reference s = *this;
    for (size_t j = 0; j < options.size(); ++j) {
      Reference child = s;
      child.force(options[j]);
      if (!child.dead()) live.push_back(static_cast<int>(j));
      s.alive[options[j]] = 0;
    }
    return live;
  }
  bool descend(int branch) {
    const int item = branchItem();
    if (item < 0) return false;
    const std::vector<int> options = optionsOf(item);
    if (branch < 0 || static_cast<size_t>(branch) >= options.size()) return false;
    Reference s = *this;
    for (int j = 0; j < branch; ++j) s.alive[options[j]] = 0;
    s.force(options[branch]);
    if (s.dead()) return false;
    need = s.need, alive = s.alive;
    return true;
  }
};

dlx::ExactCoverModel randomModel(std::mt19937& rng) {
  dlx::ExactCoverModel m;
  const int primaries = 1 + static_cast<int>(rng() % 6), secondaries = static_cast<int>(rng() % 3);
  for (int i = 0; i < primaries; ++i) m.addPrimary("p" + std::to_string(i), rng() % 4 == 0 ? 2 : 1);
  for (int i = 0; i < secondaries; ++i) m.addSecondary("s" + std::to_string(i));
  const int options = 1 + static_cast<int>(rng() % 16);
  for (int o = 0; o < options; ++o) {
    std::vector<int> items;
    for (int i = 0; i < primaries + secondaries; ++i)
      if (rng() % 3 == 0) items.push_back(i);
    if (items.empty()) items.push_back(static_cast<int>(rng() % primaries));
    m.addOption(items);
  }
  return m;
}

std::string describeModel(const dlx::ExactCoverModel& m, const std::vector<int>& original) {
  std::string out;
  for (int i = 0; i < m.itemCount(); ++i) out += m.itemName(i) + "/" + std::to_string(m.multiplicity(i)) + " ";
  for (int o = 0; o < m.optionCount(); ++o) {
    out += "|" + std::to_string(original[o]) + ":";
    for (int i : m.option(o)) out += std::to_string(i) + ",";
  }
  return out;
}

}  // namespace

TEST_CASE("cover subtree: every node of random walks matches the plain definition", "[subtrees][dlx]") {
  std::mt19937 rng(37);
  for (int round = 0; round < 400; ++round) {
    const dlx::ExactCoverModel m = randomModel(rng);
    dlx::CoverSubtree tree(m);
    Reference ref(m);
    for (int depth = 0; depth < 8; ++depth) {
      const std::vector<int> live = tree.liveBranches();
      REQUIRE(live == ref.liveBranches());
      // A branch that is not live is refused by both and changes nothing.
      const int dead = static_cast<int>(rng() % 5);
      if (std::find(live.begin(), live.end(), dead) == live.end()) {
        CHECK_FALSE(tree.descend(dead));
        CHECK_FALSE(ref.descend(dead));
        REQUIRE(tree.liveBranches() == live);
      }
      // The subproblem below the node holds exactly the reference's live options and open items.
      std::vector<int> original, expected;
      const dlx::ExactCoverModel sub = tree.subproblem(original);
      for (int o = 0; o < m.optionCount(); ++o)
        if (ref.alive[o]) expected.push_back(o);
      REQUIRE(original == expected);
      int open = 0;
      for (int i = 0; i < m.itemCount(); ++i) open += ref.need[i] > 0;
      REQUIRE(sub.itemCount() == open);
      if (live.empty()) break;
      const int b = live[rng() % live.size()];
      REQUIRE(tree.descend(b));
      REQUIRE(ref.descend(b));
    }
  }
}

TEST_CASE("cover subtree: 10,000 forced monominoes split into their one part", "[subtrees][packing]") {
  std::string text;
  for (int y = 0; y < 100; ++y) text += std::string(100, '.') + "\n";
  text += "\npiece: count=10000\n#\n";
  dlx::Session whole("packing", text, packing_test::options({}));
  // Every move is forced: the tree is one chain, its leaf 10,000 levels down, one part.
  const std::vector<dlx::subtrees::Path> paths = dlx::subtrees::split(whole, 2, -1);
  REQUIRE(paths.size() == 1);
  CHECK(paths[0].size() == 10000);
  dlx::Session part = whole.part(paths[0]);
  part.setKeep(1);
  part.runUntil(0);
  CHECK(part.count() == 1);
  CHECK(!whole.puzzle().check(part.solution(0)));
  // --depth counts forced moves as levels, as before: depth 3 is the node 3 moves down.
  const std::vector<dlx::subtrees::Path> three = dlx::subtrees::split(whole, 0, 3);
  REQUIRE(three.size() == 1);
  CHECK(three[0].size() == 3);
}
