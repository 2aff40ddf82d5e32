// The packing editor's state and how it maps to the wasm module: the puzzle part is the shape
// Kind::fromState reads (board, defaults, pieces; the describe() names), `symmetry` is a solve
// option. C++ writes the text format from it; nothing here writes a format.

import { blankRows, resizeRows } from './rows.js';

export function emptyState() {
  return { width: 10, height: 6, board: blankRows(10, 6, '.'), pieces: [], rotate: true, reflect: false, symmetry: false };
}

// What the editor still lacks before solving makes sense (said in words of the editor, not of
// the text format the parser would complain about); null when it can go to the solver.
export function missing(state) {
  if (!state.board.some((row) => row.includes('.'))) return 'The board has no free cells: click cells to make them free (white) first.';
  if (!state.pieces.length) return 'There are no pieces yet: draw one in the piece editor and press Add piece, or pick a preset and press Load puzzle or Add its pieces.';
  return null;
}

export function toPuzzle(state) {
  const puzzle = {
    board: state.board,
    defaults: { rotate: state.rotate, reflect: state.reflect },
    pieces: state.pieces.map(({ rows, count, rotate, reflect, name }) => ({ rows, count, rotate, reflect, ...(name ? { name } : {}) })),
  };
  return { puzzle, options: state.symmetry ? { symmetry: '1' } : {} };
}

export function fromImport({ options, describe }) {
  const d = describe || {};
  if (!Array.isArray(d.board) || !Array.isArray(d.pieces)) throw new Error('the packing puzzle description is incomplete');
  const width = d.width | 0;
  const board = resizeRows(d.board.map(String), width, d.board.length, '#');
  const defaults = d.defaults || {};
  return {
    width,
    height: board.length,
    board,
    pieces: d.pieces.map((p) => ({
      rows: (p.rows || []).map(String),
      count: Math.max(1, p.count | 0),
      rotate: !!p.rotate,
      reflect: !!p.reflect,
      ...(typeof p.name === 'string' && p.name ? { name: p.name } : {}),
    })),
    rotate: defaults.rotate !== undefined ? !!defaults.rotate : true,
    reflect: !!defaults.reflect,
    symmetry: !!(options && (options.symmetry === '1' || options.symmetry === 'true')),
  };
}
