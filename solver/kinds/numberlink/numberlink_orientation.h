// How a search that goes cell by cell in scan rows lies on the grid: transpose (scan rows are grid
// columns), then either order reversed. Which side a scan starts from matters enormously for
// Numberlink (on the same puzzle one side can take a tenth of the nodes of another), so the
// searches race several of them; this says which, and where each scan position lies.
#pragma once
#include <vector>

#include "numberlink_grid.h"

namespace dlx::numberlink {

struct ScanOrientation {
  bool transpose = false, flipRows = false, flipColumns = false;

  // "Next in the scan row" and "next scan row" as board directions (right, down, left, up).
  int right() const { return transpose ? (flipColumns ? 3 : 1) : (flipColumns ? 2 : 0); }
  int down() const { return transpose ? (flipRows ? 2 : 0) : (flipRows ? 3 : 1); }
  // Scan rows run along the grid's width, or its height when transposed.
  int rowLength(const Grid& g) const { return transpose ? g.height : g.width; }
  // The grid cell (x, y) at scan position p.
  void cellAt(const Grid& g, int p, int& x, int& y) const {
    const int length = rowLength(g), rows = g.width * g.height / length;
    int c = p % length, r = p / length;
    if (flipColumns) c = length - 1 - c;
    if (flipRows) r = rows - 1 - r;
    x = transpose ? r : c;
    y = transpose ? c : r;
  }
};

// Scans from each side: the frontier along the shorter side when the grid is not square (fewer
// paths cut open at once), both ways round when it is.
inline std::vector<ScanOrientation> scanOrientations(const Grid& grid) {
  if (grid.width == grid.height) return {{false, false, false}, {true, false, false}, {false, true, false}, {true, true, false}};
  const bool t = grid.width > grid.height;
  return {{t, false, false}, {t, true, false}, {t, false, true}, {t, true, true}};
}

}  // namespace dlx::numberlink
