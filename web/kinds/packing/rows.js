// Rows of '#' and '.' as the packing editor keeps them (the board: '.' free, '#' wall; a piece
// drawing: '#' cell, '.' empty), and the letters pieces are named by.

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const letterOf = (instance) => LETTERS[instance % LETTERS.length];
// What the piece list calls piece i: its stated name (presets name pentominoes F, I, L, ...),
// else the letters of its copies, as the solver's letter grid shows them.
export function pieceName(pieces, i, first) {
  const p = pieces[i];
  if (p.name) return p.name;
  return p.count > 1 ? `${letterOf(first)}–${letterOf(first + p.count - 1)}` : letterOf(first);
}

export function blankRows(w, h, ch) {
  return Array.from({ length: h }, () => ch.repeat(w));
}

// Trims empty outer rows/columns of a piece drawing; [] when it has no cells.
export function trimShape(rows) {
  const ys = [];
  let x0 = Infinity;
  let x1 = -1;
  rows.forEach((row, y) => {
    const a = row.indexOf('#');
    if (a < 0) return;
    ys.push(y);
    x0 = Math.min(x0, a);
    x1 = Math.max(x1, row.lastIndexOf('#'));
  });
  if (!ys.length) return [];
  return rows.slice(ys[0], ys[ys.length - 1] + 1).map((r) => r.padEnd(x1 + 1, '.').slice(x0, x1 + 1));
}

export function cellCount(rows) {
  let n = 0;
  for (const r of rows) for (const ch of r) if (ch === '#') n++;
  return n;
}

export function setChar(str, i, ch) { return str.slice(0, i) + ch + str.slice(i + 1); }

export function resizeRows(rows, w, h, fill) {
  const out = [];
  for (let y = 0; y < h; y++) {
    const row = (rows[y] || '').slice(0, w);
    out.push(row + fill.repeat(w - row.length));
  }
  return out;
}

// Instances are numbered through the piece list: piece i's copies start here.
export const firstInstance = (pieces, i) => pieces.slice(0, i).reduce((n, p) => n + p.count, 0);
