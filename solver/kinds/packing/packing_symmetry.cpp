#include "packing_symmetry.h"

#include <algorithm>
#include <climits>
#include <tuple>

namespace dlx::packing {

namespace {

// The image of every free cell under `motion`, re-anchored so the free cells' bounding box lands
// on itself; empty when some image is not a free cell.
std::vector<int> boardImage(const PackingProblem& problem, int motion) {
  int minX = INT_MAX, minY = INT_MAX, imgMinX = INT_MAX, imgMinY = INT_MAX;
  std::vector<Cell> images;
  for (int c = 0; c < problem.cellCount(); ++c) {
    const Cell& cell = problem.cell(c);
    Cell img = applyMotion(motion, cell);
    minX = std::min(minX, cell.x), minY = std::min(minY, cell.y);
    imgMinX = std::min(imgMinX, img.x), imgMinY = std::min(imgMinY, img.y);
    images.push_back(img);
  }
  std::vector<int> perm;
  for (const Cell& img : images) {
    int index = problem.cellAt(img.x - imgMinX + minX, img.y - imgMinY + minY);
    if (index < 0) return {};
    perm.push_back(index);
  }
  return perm;  // injective into a set of the same size, so a permutation
}

bool groupsClosedUnder(const PackingProblem& problem, int motion) {
  for (const PieceGroup& group : problem.groups())
    for (const Shape& shape : group.orientations) {
      Shape img = moveShape(motion, shape);
      if (std::find(group.orientations.begin(), group.orientations.end(), img) == group.orientations.end()) return false;
    }
  return true;
}

int imagePlacement(const PackingProblem& problem, const std::vector<int>& perm, int placement, std::vector<int>& scratch) {
  scratch.clear();
  for (int c : problem.placementCells(placement)) scratch.push_back(perm[c]);
  std::sort(scratch.begin(), scratch.end());
  return problem.findPlacement(problem.placementGroup(placement), scratch);
}

struct Candidate {
  int group = -1;
  int fixedReps = 0;  // kept placements that some non-identity element fixes
  int reps = 0;
  int placements = 0;  // of the group on the board, before the restriction
  std::vector<char> keep;
  std::vector<std::pair<int, std::vector<int>>> fixers;
};

Candidate restrictGroup(const PackingProblem& problem, const SymmetryPlan& plan, int group) {
  Candidate c;
  c.group = group;
  std::vector<char> seen(problem.placementCount(), 0);
  std::vector<int> scratch;
  c.keep.assign(problem.placementCount(), 0);
  for (int p = 0; p < problem.placementCount(); ++p) {
    if (problem.placementGroup(p) != group) continue;
    ++c.placements;
    if (seen[p]) continue;
    c.keep[p] = 1;
    ++c.reps;
    std::vector<int> fix;
    for (int k = 0; k < plan.order(); ++k) {
      int img = imagePlacement(problem, plan.cellImage[k], p, scratch);
      if (img >= 0) seen[img] = 1;
      if (k > 0 && img == p) fix.push_back(k);
    }
    if (!fix.empty()) ++c.fixedReps, c.fixers.emplace_back(p, std::move(fix));
  }
  return c;
}

// code[cell] = group and first cell of the placed piece covering it, after moving by `perm`:
// equal codes mean equal solutions (identical copies are interchangeable).
void solutionCode(const PackingProblem& problem, const std::vector<int>* perm, const std::vector<int>& solution,
                  std::vector<int64_t>& code) {
  const int64_t n = problem.cellCount();
  code.assign(n, -1);
  for (int p : solution) {
    int first = INT_MAX;
    for (int c : problem.placementCells(p)) first = std::min(first, perm ? (*perm)[c] : c);
    for (int c : problem.placementCells(p)) code[perm ? (*perm)[c] : c] = problem.placementGroup(p) * n + first;
  }
}

// For a restricted placement r fixed by one motion m (twin: placement -> its image under m): the
// single-copy group (other than r's) with the most placements in pairs {p, m(p)}, p != m(p); the
// larger of each pair is dropped.
void pickSecondGroup(const PackingProblem& problem, SymmetryPlan& plan, int r, const std::vector<int>& twin) {
  std::vector<std::vector<int>> dropped(problem.groups().size());
  for (int p = 0; p < problem.placementCount(); ++p)
    if (twin[p] >= 0 && twin[p] < p) dropped[problem.placementGroup(p)].push_back(p);
  for (int g = 0; g < static_cast<int>(dropped.size()); ++g) {
    if (g == plan.restrictedGroup || problem.groups()[g].count() != 1) continue;
    if (dropped[g].size() > plan.secondDropped[r].size()) {
      plan.secondGroup[r] = g;
      plan.secondDropped[r] = std::move(dropped[g]);
    }
  }
}

}  // namespace

SymmetryPlan findBoardSymmetry(const PackingProblem& problem) {
  SymmetryPlan plan;
  for (int m = 0; m < kMotionCount; ++m) {
    std::vector<int> perm = boardImage(problem, m);
    if (perm.empty() || !groupsClosedUnder(problem, m)) continue;
    plan.motions.push_back(m);
    plan.cellImage.push_back(std::move(perm));
  }
  plan.keep.assign(problem.placementCount(), 1);
  plan.fixers.assign(problem.placementCount(), {});
  plan.secondGroup.assign(problem.placementCount(), -1);
  plan.secondDropped.assign(problem.placementCount(), {});
  return plan;
}

SymmetryPlan planSymmetry(const PackingProblem& problem, bool prune) {
  SymmetryPlan plan = findBoardSymmetry(problem);
  if (!prune || plan.order() == 1) return plan;
  // Fewest kept placements prunes most; a placement some motion fixes counts double, since its
  // branch meets each symmetric solution orbit twice (or more) and filters the extra. On a tie the
  // piece that fits in fewest places wins: it is the most constraining, so each of its branches
  // is smallest (X against V on 3x20: 6,872 nodes, not 60,077; X against I on 8x8 minus its
  // centre: 239,427, not 793,097).
  auto score = [](const Candidate& x) { return std::make_tuple(x.reps + x.fixedReps, x.placements, x.fixedReps); };
  // The piece that fits in fewest places first, then the others, each skipped when it cannot win:
  // an orbit holds at most order() placements, so a piece with p places keeps at least
  // p / order() (each candidate costs an image per placement and motion: on 3x20, a quarter of
  // the work before the search).
  std::vector<int> places(problem.groups().size(), 0);
  for (int p = 0; p < problem.placementCount(); ++p) ++places[problem.placementGroup(p)];
  int fewest = -1;
  for (int g = 0; g < static_cast<int>(places.size()); ++g)
    if (problem.groups()[g].count() == 1 && (fewest < 0 || places[g] < places[fewest])) fewest = g;
  Candidate best;
  for (int i = -1; i < static_cast<int>(places.size()); ++i) {
    const int g = i < 0 ? fewest : i;
    if (g < 0 || (i >= 0 && g == fewest) || problem.groups()[g].count() != 1) continue;
    if (best.group >= 0 && (places[g] + plan.order() - 1) / plan.order() > best.reps + best.fixedReps) continue;
    Candidate c = restrictGroup(problem, plan, g);
    if (best.group < 0 || score(c) < score(best)) best = std::move(c);
  }
  if (best.group < 0) return plan;  // every piece has copies: de-duplicate instead
  plan.restrictedGroup = best.group;
  for (int p = 0; p < problem.placementCount(); ++p)
    if (problem.placementGroup(p) != best.group) best.keep[p] = 1;
  plan.keep = std::move(best.keep);
  for (auto& [p, fix] : best.fixers) plan.fixers[p] = std::move(fix);
  std::vector<std::vector<int>> twins(plan.order());  // per motion, when first needed: placement -> image
  std::vector<int> scratch;
  for (int r = 0; r < problem.placementCount(); ++r) {
    if (plan.fixers[r].size() != 1) continue;
    std::vector<int>& twin = twins[plan.fixers[r][0]];
    if (twin.empty())
      for (int p = 0; p < problem.placementCount(); ++p)
        twin.push_back(imagePlacement(problem, plan.cellImage[plan.fixers[r][0]], p, scratch));
    pickSecondGroup(problem, plan, r, twin);
  }
  return plan;
}

OrbitInfo checkOrbit(const PackingProblem& problem, const SymmetryPlan& plan, const std::vector<int>& solution,
                     bool twinsDropped) {
  OrbitInfo info;
  info.orbitSize = plan.order();
  if (plan.order() == 1) return info;
  // The elements that can map this solution to another one the search also finds.
  std::vector<int> suspects;
  int root = -1;
  if (plan.restrictedGroup < 0) {
    for (int k = 1; k < plan.order(); ++k) suspects.push_back(k);
  } else {
    for (int p : solution)
      if (problem.placementGroup(p) == plan.restrictedGroup) suspects = plan.fixers[p], root = p;
  }
  if (suspects.empty()) return info;  // no symmetric twin: counted once, full orbit
  if (twinsDropped && root >= 0 && plan.secondGroup[root] >= 0) {
    // The twin m(S) holds m(p) where S holds p: when they differ only one of them was offered, so
    // S is alone in its orbit's search and m(S) != S. When m(p) == p both are found: compare.
    std::vector<int> scratch;
    for (int p : solution)
      if (problem.placementGroup(p) == plan.secondGroup[root] &&
          imagePlacement(problem, plan.cellImage[suspects[0]], p, scratch) != p)
        return info;
  }
  std::vector<int64_t> code, moved;
  solutionCode(problem, nullptr, solution, code);
  int stabilizer = 1;
  for (int k : suspects) {
    solutionCode(problem, &plan.cellImage[k], solution, moved);
    if (moved < code) info.representative = false;
    if (moved == code) ++stabilizer;
  }
  // In pruned mode Stab(S) lies inside the kept placement's stabilizer, so it is all found here.
  info.orbitSize = plan.order() / stabilizer;
  return info;
}

std::vector<std::vector<int>> orbitImages(const PackingProblem& problem, const SymmetryPlan& plan,
                                          const std::vector<int>& solution) {
  std::vector<std::vector<int64_t>> seen(1);
  solutionCode(problem, nullptr, solution, seen[0]);
  std::vector<std::vector<int>> images;
  std::vector<int64_t> code;
  std::vector<int> scratch;
  for (int k = 1; k < plan.order(); ++k) {
    solutionCode(problem, &plan.cellImage[k], solution, code);
    if (std::find(seen.begin(), seen.end(), code) != seen.end()) continue;
    seen.push_back(code);
    std::vector<int> image;
    for (int p : solution) image.push_back(imagePlacement(problem, plan.cellImage[k], p, scratch));
    images.push_back(std::move(image));
  }
  return images;
}

}  // namespace dlx::packing
