// Writes the exact-cover matrices the engine benchmarks use (Knuth's text format) into
// bench/data/: n-queens, and pentominoes on 6x10 generated from the 12 shapes (all orientations;
// and with F restricted to one orientation per symmetry class of the board, which leaves one
// solution of every symmetry class: 2339 instead of 9356).
//   node bench/make-matrices.cjs
'use strict';
const fs = require('fs');
const path = require('path');

const out = path.join(__dirname, 'data');
fs.mkdirSync(out, { recursive: true });

function queens(n) {
  const lines = [`| ${n}-queens: rows and columns primary, diagonals secondary`];
  const rows = [], cols = [], a = [], b = [];
  for (let i = 0; i < n; i++) rows.push(`r${i}`), cols.push(`c${i}`);
  for (let d = 0; d < 2 * n - 1; d++) a.push(`a${d}`), b.push(`b${d}`);
  lines.push([...rows, ...cols, '|', ...a, ...b].join(' '));
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) lines.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
  return lines.join('\n') + '\n';
}

// k independent copies of n-queens in one matrix (items prefixed q0_, q1_, ...): the matrix splits
// into k parts at once, and the count is 92^k for n = 8 (the engine counts each part once).
function disjointQueens(n, k) {
  const lines = [`| ${k} disjoint copies of ${n}-queens`];
  const primary = [], secondary = [];
  const body = [];
  for (let q = 0; q < k; q++) {
    const p = `q${q}_`;
    for (let i = 0; i < n; i++) primary.push(`${p}r${i}`, `${p}c${i}`);
    for (let d = 0; d < 2 * n - 1; d++) secondary.push(`${p}a${d}`, `${p}b${d}`);
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) body.push(`${p}r${r} ${p}c${c} ${p}a${r + c} ${p}b${r - c + n - 1}`);
  }
  lines.push([...primary, '|', ...secondary].join(' '), ...body);
  return lines.join('\n') + '\n';
}

// The 12 pentominoes as rows of a small picture.
const SHAPES = {
  F: ['.##', '##.', '.#.'], I: ['#####'], L: ['####', '#...'], N: ['##..', '.###'],
  P: ['##', '##', '#.'], T: ['###', '.#.', '.#.'], U: ['#.#', '###'], V: ['#..', '#..', '###'],
  W: ['#..', '##.', '.##'], X: ['.#.', '###', '.#.'], Y: ['####', '.#..'], Z: ['##.', '.#.', '.##'],
};

function cellsOf(picture) {
  const cells = [];
  picture.forEach((row, y) => [...row].forEach((ch, x) => ch === '#' && cells.push([x, y])));
  return cells;
}
function normalise(cells) {
  const mx = Math.min(...cells.map((c) => c[0])), my = Math.min(...cells.map((c) => c[1]));
  return cells.map(([x, y]) => [x - mx, y - my]).sort((p, q) => p[1] - q[1] || p[0] - q[0]);
}
const key = (cells) => JSON.stringify(cells);
// The 8 moves of the square: (x,y) -> rotations and reflections.
const MOVES = [
  ([x, y]) => [x, y], ([x, y]) => [-y, x], ([x, y]) => [-x, -y], ([x, y]) => [y, -x],
  ([x, y]) => [-x, y], ([x, y]) => [y, x], ([x, y]) => [x, -y], ([x, y]) => [-y, -x],
];
function orientations(cells) {
  const seen = new Map();
  for (const m of MOVES) {
    const o = normalise(cells.map(m));
    seen.set(key(o), o);
  }
  return [...seen.values()];
}

// The rectangle's symmetry group acts on orientations as: identity, half turn, two mirrors.
const RECT_GROUP = [MOVES[0], MOVES[2], MOVES[4], MOVES[6]];
function oneOrientationPerClass(list) {
  const chosen = [], covered = new Set();
  for (const o of list) {
    if (covered.has(key(o))) continue;
    chosen.push(o);
    for (const g of RECT_GROUP) covered.add(key(normalise(o.map(g))));
  }
  return chosen;
}

function pentominoes(width, height, restrictF) {
  const names = Object.keys(SHAPES);
  const cellName = (x, y) => `${String.fromCharCode(97 + y)}${x}`;
  const cells = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) cells.push(cellName(x, y));
  const lines = [`| pentominoes on ${width}x${height}${restrictF ? ', F restricted to one orientation per board symmetry class' : ''}`];
  lines.push([...names, ...cells].join(' '));
  for (const name of names) {
    let list = orientations(cellsOf(SHAPES[name]));
    if (restrictF && name === 'F') list = oneOrientationPerClass(list);
    for (const o of list) {
      const w = Math.max(...o.map((c) => c[0])) + 1, h = Math.max(...o.map((c) => c[1])) + 1;
      for (let y = 0; y + h <= height; y++)
        for (let x = 0; x + w <= width; x++)
          lines.push([name, ...o.map(([dx, dy]) => cellName(x + dx, y + dy))].join(' '));
    }
  }
  return lines.join('\n') + '\n';
}

fs.writeFileSync(path.join(out, 'queens-12.dlx'), queens(12));
// The page bench's longer count (2,279,184 solutions, about 7 s on one worker).
fs.writeFileSync(path.join(out, 'queens-15.dlx'), queens(15));
fs.writeFileSync(path.join(out, 'pentomino-6x10.dlx'), pentominoes(10, 6, false));
fs.writeFileSync(path.join(out, 'pentomino-6x10-restricted.dlx'), pentominoes(10, 6, true));
fs.writeFileSync(path.join(out, 'queens-8-disjoint-8.dlx'), disjointQueens(8, 8));
console.log('wrote bench/data/{queens-12,queens-15,pentomino-6x10,pentomino-6x10-restricted,queens-8-disjoint-8}.dlx');
