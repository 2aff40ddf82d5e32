// The packing player's rules, without any drawing: piece shapes and the orientations a piece may
// take (the motions solver/kinds/packing/packing_shape.cpp allows), where a piece fits, and the
// play state read as analysis marks. A play state is plain JSON: a list of placements
// {piece: definition index, cells: [[x, y], ...]}; an entry with `partial: true` holds cells a
// hint settled for that piece before its whole placement was known (drawn hatched, sent as marks,
// not counted as placed).

import { firstInstance } from './rows.js';

// Cells of a piece drawing ('#' rows) as [x, y] pairs.
export function shapeCells(rows) {
  const cells = [];
  rows.forEach((row, y) => { for (let x = 0; x < row.length; x++) if (row[x] === '#') cells.push([x, y]); });
  return cells;
}

// Shifted so the smallest x and y are 0, in reading order: equal shapes give equal keys.
export function normalize(cells) {
  const x0 = Math.min(...cells.map((c) => c[0]));
  const y0 = Math.min(...cells.map((c) => c[1]));
  return cells.map(([x, y]) => [x - x0, y - y0]).sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}
export const shapeKey = (cells) => normalize(cells).map((c) => c.join(',')).join(' ');

// The left-right mirror when `mirror`, then `turns` clockwise quarter turns (on screen, y down).
export function orient(cells, turns, mirror) {
  let out = cells.map(([x, y]) => [mirror ? -x : x, y]);
  for (let i = 0; i < ((turns % 4) + 4) % 4; i++) out = out.map(([x, y]) => [-y, x]);
  return normalize(out);
}

// The motions piece p may use, as [turns, mirror]: the identity; rotations if it may rotate; the
// mirror (and mirror + rotations) if it may reflect.
export function motions(p) {
  const out = [];
  for (const m of p.reflect ? [false, true] : [false]) for (let t = 0; t < (p.rotate ? 4 : 1); t++) out.push([t, m]);
  return out;
}

// The analysis label of each piece definition: definitions reaching the same orientations are one
// group in the solver (packing_problem.h), labelled by the group's first copy.
export function groupLabels(pieces) {
  const firstOf = new Map();
  return pieces.map((p, i) => {
    const base = shapeCells(p.rows);
    const key = [...new Set(motions(p).map(([t, m]) => shapeKey(orient(base, t, m))))].sort().join('|');
    if (!firstOf.has(key)) firstOf.set(key, firstInstance(pieces, i));
    return firstOf.get(key);
  });
}

const full = (play) => (play || []).filter((pl) => !pl.partial);

// Copies of each definition not yet on the board.
export function remaining(state, play) {
  const left = state.pieces.map((p) => p.count);
  for (const pl of full(play)) if (left[pl.piece] !== undefined) left[pl.piece]--;
  return left;
}

// grid[y][x]: -2 wall, -1 empty, else the index in `play` of the full placement covering it.
export function occupancy(state, play) {
  const grid = state.board.map((row) => [...row].map((ch) => (ch === '.' ? -1 : -2)));
  (play || []).forEach((pl, i) => {
    if (pl.partial) return;
    for (const [x, y] of pl.cells) if (grid[y] && grid[y][x] === -1) grid[y][x] = i;
  });
  return grid;
}

// Whether `cells` are all free, on the board and not under a placed piece.
export function fits(occ, cells) {
  return cells.every(([x, y]) => occ[y] !== undefined && occ[y][x] === -1);
}

// A new play state with piece `piece` on `cells`; hinted cells it covers are no longer partial.
export function place(play, piece, cells) {
  const taken = new Set(cells.map((c) => c.join(',')));
  const kept = [];
  for (const pl of play || []) {
    if (!pl.partial) { kept.push(pl); continue; }
    const rest = pl.cells.filter((c) => !taken.has(c.join(',')));
    if (rest.length) kept.push({ ...pl, cells: rest });
  }
  kept.push({ piece, cells: cells.map(([x, y]) => [x, y]) });
  return kept;
}

// The analysis marks text (solver/core/marks.h): a token per cell, `-1` a wall, `.` unknown, else
// the label of the piece covering it (or hinted for it). A complete board has no `.` left.
export function marksText(state, play) {
  const labels = groupLabels(state.pieces);
  const grid = state.board.map((row) => [...row].map((ch) => (ch === '.' ? '.' : '-1')));
  for (const pl of play || []) {
    for (const [x, y] of pl.cells) if (grid[y] && state.board[y][x] === '.') grid[y][x] = String(labels[pl.piece]);
  }
  return grid.map((row) => row.join(' ')).join('\n');
}

// Every free cell covered by a placed piece, and no piece used more often than it may be.
export function isComplete(state, play) {
  if (remaining(state, play).some((n) => n < 0)) return false;
  return occupancy(state, play).every((row) => row.every((v) => v !== -1));
}

// Where the pieces with analysis label `label` can go so that they cover all of `need` and only
// cells that are free, not under a placed piece and not hinted for another label.
function candidates(state, play, label, need) {
  const labels = groupLabels(state.pieces);
  const left = remaining(state, play);
  const occ = occupancy(state, play);
  const hinted = new Map();
  for (const pl of play || []) if (pl.partial) for (const c of pl.cells) hinted.set(c.join(','), labels[pl.piece]);
  const needed = new Set(need.map((c) => c.join(',')));
  const found = new Map();
  state.pieces.forEach((p, i) => {
    if (labels[i] !== label || left[i] <= 0) return;
    const base = shapeCells(p.rows);
    for (const [t, m] of motions(p)) {
      const shape = orient(base, t, m);
      for (const [sx, sy] of shape) {
        const cells = shape.map(([x, y]) => [x + need[0][0] - sx, y + need[0][1] - sy]);
        const keys = cells.map((c) => c.join(','));
        if (!fits(occ, cells) || [...needed].some((k) => !keys.includes(k))) continue;
        if (keys.some((k) => hinted.has(k) && hinted.get(k) !== label)) continue;
        const exact = keys.every((k) => needed.has(k) || hinted.get(k) === label);
        found.set([...keys].sort().join(' '), { piece: i, cells, exact });
      }
    }
  });
  return [...found.values()];
}

// The hint's step placed: the whole piece when only one placement of it fits what is known, else
// its cells kept as hinted cells (they become a piece once they are one).
export function applyHint(state, play, hint) {
  if (!hint || !Array.isArray(hint.cells)) return play || [];
  const labels = groupLabels(state.pieces);
  const label = hint.label;
  // Only what the board does not show yet: cells already marked with this label stay as they are.
  const shown = new Set((play || []).filter((pl) => labels[pl.piece] === label).flatMap((pl) => pl.cells.map((c) => c.join(','))));
  const cells = hint.cells.filter((c) => !shown.has(c.join(',')));
  if (!cells.length) return play || [];
  const all = candidates(state, play, label, cells);
  const exact = all.filter((c) => c.exact);
  const pick = exact.length === 1 ? exact[0] : all.length === 1 ? all[0] : null;
  if (pick) return place(play, pick.piece, pick.cells);
  const piece = labels.indexOf(label);
  if (piece < 0) return play || [];
  // Hinted cells of this label, old and new, and whether they now make exactly one piece.
  const next = [...(play || []), { piece, cells: cells.map(([x, y]) => [x, y]), partial: true }];
  const mine = next.filter((pl) => pl.partial && labels[pl.piece] === label).flatMap((pl) => pl.cells);
  const whole = candidates(state, next, label, mine).filter((c) => c.cells.length === mine.length);
  return whole.length === 1 ? place(next, whole[0].piece, whole[0].cells) : next;
}

// A solution object of the solver (Reveal) as a play state.
export function fromSolution(solution) {
  return (solution && Array.isArray(solution.placements) ? solution.placements : [])
    .map((pl) => ({ piece: pl.definition, cells: pl.cells.map(([x, y]) => [x, y]) }));
}

// A play state from storage or a link, kept only where it makes sense for this puzzle: known
// pieces in shapes their rules allow, on free cells, as many copies as there are, no overlaps.
export function clean(state, play) {
  const out = [];
  for (const pl of Array.isArray(play) ? play : []) {
    if (!pl || !Number.isInteger(pl.piece) || !state.pieces[pl.piece] || !Array.isArray(pl.cells)) continue;
    const cells = pl.cells.filter((c) => Array.isArray(c) && Number.isInteger(c[0]) && Number.isInteger(c[1]) &&
      state.board[c[1]] !== undefined && state.board[c[1]][c[0]] === '.').map(([x, y]) => [x, y]);
    if (!cells.length) continue;
    if (pl.partial) { out.push({ piece: pl.piece, cells, partial: true }); continue; }
    if (cells.length !== pl.cells.length || !fits(occupancy(state, out), cells) || remaining(state, out)[pl.piece] <= 0) continue;
    const base = shapeCells(state.pieces[pl.piece].rows);
    if (!motions(state.pieces[pl.piece]).some(([t, m]) => shapeKey(orient(base, t, m)) === shapeKey(cells))) continue;
    out.push({ piece: pl.piece, cells });
  }
  return out;
}
