// Shikaku (Rectangles) editor: a grid of clues typed into cells (0 = no clue, UNKNOWN = "?").
// The state goes to the wasm module as it is; C++ writes every format. Solutions are drawn as soft-coloured rectangles with bold borders and their clues.

import { h } from '../lib/dom.js';
import { COLORS, colorFor, diffByCell, drawRegions } from '../lib/draw.js';
import { UNKNOWN } from '../lib/number-input.js';
import { soften, cellText, drawPlainGrid } from '../lib/number-draw.js';
import { zeroRows, rowsFrom } from '../lib/number-rows.js';
import { numberBoard } from '../lib/number-board.js';

// Null when the puzzle can go to the solver, else what the editor still lacks.
function missing(state) {
  return state.clues.some((row) => row.some((v) => v !== 0)) ? null
    : 'There are no clues yet: click a cell and type its number (or ? for a hidden clue).';
}

function emptyState() {
  return { width: 5, height: 5, clues: zeroRows(5, 5) };
}

// The state is the describe() shape Kind::fromState reads; the wasm module writes it as text, or
// as a puzz.link URL when it has "?" clues (the plain text format has none).
function toPuzzle(state) {
  return { puzzle: state, options: {} };
}

function fromImport({ describe }) {
  const d = describe || {};
  const width = d.width | 0;
  const height = d.height | 0;
  if (width < 1 || height < 1) throw new Error('the Shikaku puzzle description has no grid size');
  const clues = rowsFrom(d.clues, width, height, 'clue').map((row) => row.map((v) => (v === UNKNOWN ? UNKNOWN : Math.max(0, v))));
  return { width, height, clues };
}

// Two solutions differ where a cell lies in a different rectangle (compared by its geometry).
function rectKeys(sol) {
  const grid = sol.grid || [];
  const rects = sol.rects || [];
  return grid.map((row) => row.map((i) => {
    const r = rects[i];
    return r ? `${r.x},${r.y},${r.w},${r.h}` : null;
  }));
}

function diff(a, b) {
  return diffByCell(rectKeys(a), rectKeys(b));
}

function clueLabel(v) {
  if (v === UNKNOWN) return '?';
  return v > 0 ? String(v) : '';
}

// Draws a solution: each rectangle a soft colour with bold borders, the clues on top.
function paintSolution(ctx, sol, clues, cell, isDiff) {
  const grid = sol.grid || [];
  const rows = grid.length;
  const cols = rows ? grid[0].length : 0;
  drawRegions(ctx, {
    rows, cols, cell,
    region: (r, c) => (grid[r][c] >= 0 ? grid[r][c] : null),
    fill: (r, c) => (grid[r][c] >= 0 ? soften(colorFor(grid[r][c]), 0.5) : COLORS.wall),
    diff: isDiff,
  });
  if (cell < 12) return;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = clues && clues[r] ? clues[r][c] : 0;
      if (v) cellText(ctx, clueLabel(v), c * cell, r * cell, cell);
    }
  }
  // An unknown clue's area is shown small in the corner of its cell.
  for (const rc of sol.rects || []) {
    const v = clues && clues[rc.cy] ? clues[rc.cy][rc.cx] : 0;
    if (v !== UNKNOWN || cell < 24) continue;
    ctx.fillStyle = COLORS.text;
    ctx.font = `${Math.round(cell * 0.26)}px system-ui, sans-serif`;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'top';
    ctx.fillText(String(rc.w * rc.h), (rc.cx + 1) * cell - 3, rc.cy * cell + 3);
  }
}

// The puzzle being edited: the clues on a plain grid, "?" in grey.
function paintPuzzle(ctx, state, cell) {
  drawPlainGrid(ctx, { rows: state.height, cols: state.width, cell });
  if (cell < 10) return;
  for (let r = 0; r < state.height; r++) {
    for (let c = 0; c < state.width; c++) {
      const v = state.clues[r][c];
      if (v) cellText(ctx, clueLabel(v), c * cell, r * cell, cell, { color: v === UNKNOWN ? '#5b6275' : COLORS.text });
    }
  }
}

function summaryOf(state) {
  let sum = 0;
  let n = 0;
  let unknown = 0;
  for (const row of state.clues) {
    for (const v of row) {
      if (v > 0) { sum += v; n++; } else if (v === UNKNOWN) unknown++;
    }
  }
  const area = state.width * state.height;
  const clues = n + unknown;
  let text = `${state.width}×${state.height} grid, ${area} cells; ${clues} clue${clues === 1 ? '' : 's'}`;
  let warn = false;
  if (!clues) {
    text += '. Click a cell and type its number.';
  } else if (unknown) {
    text += `, the numbered ones add up to ${sum} (${unknown} “?”).`;
    warn = sum >= area;
  } else {
    text += ` adding up to ${sum}`;
    if (sum !== area) { text += ` — they must add up to ${area}.`; warn = true; } else text += '.';
  }
  return { text, warn };
}

const board = numberBoard({
  prefix: 'sk',
  field: 'clues',
  noun: 'clue',
  emptyState,
  aria: ['Shikaku puzzle',
    'Shikaku grid. Arrow keys move the cursor, digits type a clue, ? an unknown clue, Backspace clears.'],
  unknown: true,
  maxValue: (state) => state.width * state.height,  // no rectangle is larger than the grid
  paintPuzzle,
  paintSolution,
  summary: summaryOf,
  hint: 'Click a cell and type its number (or use the keys above); more digits make 10 and up. Backspace clears, arrow keys move.',
  side: () => ({
    panels: [h('fieldset', {},
      h('legend', {}, 'Rules'),
      h('p', { class: 'hint' },
        'Cut the grid into rectangles. Each rectangle holds exactly one clue, and the clue is its area.'),
      h('p', { class: 'hint' }, 'A “?” clue hides its number: its rectangle may have any size.'),
      h('p', { class: 'hint' },
        'Import a puzz.link URL (puzz.link/p?shikaku/…) or a Tatham Rectangles game ID (7x7:3_2a…) in the Import panel; Export writes text, puzz.link or Tatham.'))],
  }),
});

export default {
  name: 'shikaku',
  exportFormats: ['text', 'puzzlink', 'tatham'],
  emptyState,
  missing,
  fromImport,
  toPuzzle,
  createEditor: board.createEditor,
  diff,
  drawSolution: board.drawSolution,
};
