// How a packing solution looks: each placed piece a region in its colour and letter; and what
// differs between two solutions.

import { COLORS, colorFor, diffByCell, diffTest, drawRegions, solutionCanvas } from '../../lib/draw.js';
import { letterOf } from './rows.js';

// Region/colour/letter accessors for a solution.
export function solutionView(sol, extra = {}) {
  const grid = sol.grid || [];
  const text = String(sol.text || '').split('\n');
  const rows = grid.length;
  const cols = rows ? grid[0].length : 0;
  return {
    rows,
    cols,
    region: (r, c) => (grid[r][c] >= 0 ? grid[r][c] : null),
    fill: (r, c) => (grid[r][c] >= 0 ? colorFor(grid[r][c]) : COLORS.wall),
    letter: (r, c) => (text[r] && text[r][c] && text[r][c] !== '#' ? text[r][c] : letterOf(grid[r][c])),
    diff: diffTest(extra.diff),
  };
}

export function drawSolution(canvas, sol, extra = {}) {
  const v = solutionView(sol, extra);
  const { ctx, cell } = solutionCanvas(canvas, v.cols, v.rows);
  drawRegions(ctx, { ...v, cell });
}

// A key per cell naming the placement covering it (piece definition + its cells), so two
// solutions are compared by what is placed where, not by instance numbering.
function placementKeys(sol) {
  const grid = sol.grid || [];
  const keys = grid.map((row) => row.map(() => null));
  for (const pl of sol.placements || []) {
    const cells = (pl.cells || []).map(([x, y]) => `${x}.${y}`).sort().join(' ');
    const key = `${pl.definition}:${cells}`;
    for (const [x, y] of pl.cells || []) if (keys[y] && x < keys[y].length) keys[y][x] = key;
  }
  return keys;
}

export function diff(a, b) {
  return diffByCell(placementKeys(a), placementKeys(b));
}
