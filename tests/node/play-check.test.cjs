// Play mode's Check (web/play/check.js) with the real analysis module, against an independent
// answer: every solution of small Shikaku puzzles with several solutions, enumerated by the
// solver module. A group of marks (a rectangle) is wrong when no solution agrees with it; Check
// must flag some cell of every wrong group and nothing of a right one, and when every group is
// right but no solution agrees with all of them at once it must say so (a clash).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { pathToFileURL } = require('url');
const { loadDlx, loadAnalysis, solve } = require('./load-module.cjs');

const WEB = path.join(__dirname, '..', '..', 'web');

// A small deterministic generator (mulberry32), so a failure can be replayed.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A random Shikaku: the board cut into random rectangles, each with its area written in one of
// its cells. -> the puzzle text
function randomShikaku(rand, w, h) {
  const owner = Array.from({ length: h }, () => Array(w).fill(-1));
  const clues = Array.from({ length: h }, () => Array(w).fill(0));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (owner[y][x] >= 0) continue;
      let rw = 1;
      while (x + rw < w && owner[y][x + rw] < 0 && rand() < 0.5) rw++;
      let rh = 1;
      while (y + rh < h && rand() < 0.5) rh++;
      for (let yy = y; yy < y + rh; yy++) for (let xx = x; xx < x + rw; xx++) owner[yy][xx] = 1;
      clues[y + Math.floor(rand() * rh)][x + Math.floor(rand() * rw)] = rw * rh;
    }
  }
  return `${w} ${h}\n${clues.map((r) => r.join(' ')).join('\n')}\n`;
}

function analysis(A, input, marks, mode) {
  const a = A.analyze('shikaku', input, '{}', marks, mode);
  try {
    const opened = JSON.parse(a.opened());
    if (!opened.ok) throw new Error(opened.error.message);
    while (!JSON.parse(a.stats()).complete) assert.equal(JSON.parse(a.run(1 << 16)).ok, true);
    const r = JSON.parse(a.report());
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  } finally {
    a.delete();
  }
}

test('Check flags exactly the rectangles no solution agrees with (random Shikaku, several solutions)', async () => {
  const M = await loadDlx();
  const A = await loadAnalysis();
  const { findWrongMarks } = await import(pathToFileURL(path.join(WEB, 'play', 'check.js')).href);
  const { parseMarks, components } = await import(pathToFileURL(path.join(WEB, 'play', 'marks.js')).href);
  const rand = rng(13);
  let tried = 0, wrongSeen = 0, clashSeen = 0, rightSeen = 0; // marks with a wrong group / all right / a clash
  while (tried < 150) {
    const input = randomShikaku(rand, 4 + Math.floor(rand() * 2), 4);
    const rep = solve(M, 'shikaku', input, {}, 0, 200);
    assert.equal(rep.ok, true);
    const sols = rep.value.solutions.map((s) => s.grid);
    if (sols.length < 2 || sols.length > 200) continue;
    tried++;
    const base = analysis(A, input, '', 'check');
    // Marks: a few rectangles that obey the rules (one number, its area) placed at random, so
    // some are in a solution and some in none, and right ones may clash with each other.
    const h = sols[0].length, w = sols[0][0].length;
    const clues = [];
    input.trim().split('\n').slice(1).forEach((row, y) => row.split(' ').forEach((v, x) => { if (v !== '0') clues.push({ x, y, v: Number(v) }); }));
    const grid = Array.from({ length: h }, () => Array(w).fill('.'));
    for (let k = 0; k < 2 + Math.floor(rand() * 4); k++) {
      const label = Math.floor(rand() * clues.length);
      const c = clues[label];
      const fits = [];
      for (let rw = 1; rw <= c.v; rw++) {
        if (c.v % rw) continue;
        const rh = c.v / rw;
        for (let x0 = c.x - rw + 1; x0 <= c.x; x0++) {
          for (let y0 = c.y - rh + 1; y0 <= c.y; y0++) {
            if (x0 < 0 || y0 < 0 || x0 + rw > w || y0 + rh > h) continue;
            const inner = clues.filter((o) => o.x >= x0 && o.x < x0 + rw && o.y >= y0 && o.y < y0 + rh);
            if (inner.length === 1) fits.push([x0, y0, rw, rh]);
          }
        }
      }
      const [x0, y0, rw, rh] = fits[Math.floor(rand() * fits.length)];
      if ([...Array(rh).keys()].some((dy) => [...Array(rw).keys()].some((dx) => grid[y0 + dy][x0 + dx] !== '.'))) continue;
      for (let dy = 0; dy < rh; dy++) for (let dx = 0; dx < rw; dx++) grid[y0 + dy][x0 + dx] = String(label);
    }
    const marks = grid.map((r) => r.join(' ')).join('\n') + '\n';
    const res = await findWrongMarks({ marks, units: null, base, ask: async (m) => analysis(A, input, m, 'hint') });
    const flagged = new Set(res.flags.map(([x, y]) => `${x},${y}`));
    const agrees = (cells, sol) => cells.every(([x, y]) => String(sol[y][x]) === grid[y][x]);
    const groups = components(parseMarks(marks));
    const wrong = groups.map((g) => !sols.some((s) => agrees(g, s)));
    const together = sols.some((s) => agrees(groups.flat(), s));
    const where = `${input}marks:\n${marks}flags ${JSON.stringify(res.flags)}`;
    if (wrong.some(Boolean)) {
      // some group fits no solution: exactly those groups are flagged
      groups.forEach((g, i) => assert.equal(g.some(([x, y]) => flagged.has(`${x},${y}`)), wrong[i], where));
      assert.equal(res.clash, false, where);
      wrongSeen++;
    } else if (together) {
      assert.equal(flagged.size, 0, where);
      assert.equal(res.clash, false, where);
      rightSeen++;
    } else {
      // each group fits some solution, not all at once: a clash, flagged on marked cells only
      assert.equal(res.clash, true, where);
      assert.ok(flagged.size > 0 && [...flagged].every((k) => { const [x, y] = k.split(',').map(Number); return grid[y][x] !== '.'; }), where);
      clashSeen++;
    }
  }
  // The random marks did exercise every case.
  assert.ok(wrongSeen > 0 && rightSeen > 0 && clashSeen > 0, `wrong ${wrongSeen}, right ${rightSeen}, clash ${clashSeen}`);
});
