// Candidate rectangles: every rectangle that holds exactly one clue and has that clue's area (any
// area for a `?` clue). They are the options of the exact cover; the pre-checks read them too.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "dlx/model.h"
#include "grid.h"

namespace dlx::shikaku {

struct Rect {
  int x, y, w, h;  // 0-based top-left corner and size
  int clue;        // index into Grid::clues()
};

// Limits so a huge or `?`-heavy board gets a clear message instead of exhausting memory.
inline constexpr size_t kMaxCandidates = 2'000'000;
inline constexpr size_t kMaxCandidateCells = 24'000'000;  // sum of candidate areas (= DLX nodes)

struct Candidates {
  std::vector<Rect> rects;        // grouped by clue, clues in row-major order
  std::vector<int> firstOfClue;   // rects of clue i: [firstOfClue[i], firstOfClue[i+1])
  size_t cellTotal = 0;           // sum of the areas
};

// Enumerates the candidates. Numbered clues try each factorisation w*h and each placement that
// contains the clue; a 2-D prefix sum of clue counts tests "exactly one clue" in O(1), so the work
// is proportional to the placements tried, never to the grid per candidate. `?` clues grow column
// spans outwards and take every row span that stays free of other clues. Throws InputError when a
// limit above is exceeded.
Candidates findCandidates(const Grid& grid, const std::vector<Clue>& clues);

// The cheap reasons for "no solution", in this order: clue total vs area (when it can decide), a
// clue without any rectangle, a cell that no rectangle covers. nullopt when none applies.
std::optional<std::string> findContradiction(const Grid& grid, const std::vector<Clue>& clues,
                                             const Candidates& candidates);

// Items: one per cell ("x,y", 0-based), then one per clue ("#i"). Options: the candidates with
// alive[k] set, in order; optionToCandidate receives each option's candidate index.
ExactCoverModel buildModel(const Grid& grid, const std::vector<Clue>& clues, const Candidates& candidates,
                           const std::vector<char>& alive, std::vector<int>& optionToCandidate);

}  // namespace dlx::shikaku
