// `dlx analyze` as scripts use it: exit 0 when the marks agree with some solution, 1 when none
// does, 2 for bad input (bad marks included, named with line and column); the --json members.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.join(__dirname, '..', '..');
const DLX = path.join(ROOT, 'build', 'native', 'dlx');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'dlx-analyze-'));

function dlx(args) {
  const r = spawnSync(DLX, args, { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function marksFile(name, text) {
  const file = path.join(TMP, name);
  fs.writeFileSync(file, text);
  return file;
}

// The 6x6 Shikaku of puzzles/ has one solution; its first column is the 5 at (1,2) (label 1)
// down to row 5, then the bottom 5 (label 7).
const SIX = 'puzzles/shikaku-6x6.txt';

test('analyze --json: the documented members, a unique puzzle fully determined', () => {
  const r = dlx(['analyze', '--json', SIX]);
  assert.equal(r.code, 0);
  const j = JSON.parse(r.out);
  assert.equal(j.kind, 'shikaku');
  assert.equal(j.consistent, true);
  assert.equal(j.complete, true);
  assert.equal(j.unique, true);
  assert.equal(j.grid.length, 6);
  assert.deepEqual(j.grid.map((row) => row[0]), [1, 1, 1, 1, 1, 7]);
  assert.ok(j.grid.every((row) => row.every((v) => Number.isInteger(v))));
  assert.equal(j.hint.level, 'single');
  assert.equal(typeof j.hint.text, 'string');
  assert.ok(j.hint.cells.every((c) => j.grid[c[1]][c[0]] === j.hint.label));
  assert.deepEqual(Object.keys(j.difficulty).sort(), ['lookahead', 'single', 'solved', 'steps', 'trial']);
  assert.equal(j.difficulty.solved, true);
  assert.ok(Number.isInteger(j.stats.nodes) && typeof j.stats.ms === 'number');
});

test('analyze: marks agreeing with the solution exit 0, a wrong mark exits 1 and is named', () => {
  const good = marksFile('good.txt', '1 . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n7 . . . . .\n');
  assert.equal(dlx(['analyze', '--marks', good, SIX]).code, 0);
  const bad = marksFile('bad.txt', '1 . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n1 . . . . .\n');
  const r = dlx(['analyze', '--json', '--marks', bad, SIX]);
  assert.equal(r.code, 1);
  const j = JSON.parse(r.out);
  assert.equal(j.consistent, false);
  assert.equal(j.hint, null);
  assert.deepEqual(j.conflict.cell, [0, 5]);
  assert.equal(j.conflict.label, 1);
});

test('analyze: an ambiguous packing reports open cells and unique false', () => {
  const r = dlx(['analyze', '--json', '--no-difficulty', 'puzzles/pentomino-6x10.txt']);
  assert.equal(r.code, 0);
  const j = JSON.parse(r.out);
  assert.equal(j.unique, false);
  assert.ok(j.open.every((row) => row.every((v) => v === true)));
  assert.equal(j.difficulty, null);
});

test('analyze: exact cover reports option states', () => {
  const r = dlx(['analyze', '--json', 'puzzles/knuth-example.dlx']);
  assert.equal(r.code, 0);
  const j = JSON.parse(r.out);
  assert.deepEqual(j.options, ['all', 'none', 'none', 'all', 'all', 'none']);
  assert.equal(j.grid, undefined);
  const marks = marksFile('ec.txt', '0 . . . . .\n');
  const r2 = dlx(['analyze', '--json', '--marks', marks, 'puzzles/knuth-example.dlx']);
  assert.equal(r2.code, 1);
});

test('analyze: bad marks exit 2 with line and column', () => {
  const cases = [
    ['1 . . . . . .\n', /line 1, column 13: marks: this row has 7 marks/],
    ['. . . . . .\n. . x . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n', /line 2, column 5: marks: unexpected 'x'/],
    ['. . . . . .\n. . . . . .\n. . . 8 . .\n. . . . . .\n. . . . . .\n. . . . . .\n', /line 3, column 7: marks: unknown label 8/],
    ['. . . . . .\n', /marks: the marks have 1 rows; the puzzle has 6/],
    ['99999999999999999999 . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n', /line 1, column 1: marks:/],
  ];
  for (const [text, re] of cases) {
    const file = marksFile('m.txt', text);
    const r = dlx(['analyze', '--marks', file, SIX]);
    assert.equal(r.code, 2, text);
    assert.match(r.err, re);
    const j = JSON.parse(dlx(['analyze', '--json', '--marks', file, SIX]).out);
    assert.equal(typeof j.error.message, 'string');
  }
  const missing = dlx(['analyze', '--marks', path.join(TMP, 'nope.txt'), SIX]);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /marks: no such file/);
  assert.equal(dlx(['analyze', '--count', SIX]).code, 2);
});

test('analyze --json: where each piece can go, against the solutions solve lists', () => {
  const all = JSON.parse(dlx(['solve', '--count', '--keep', '100', '--json', 'puzzles/pentomino-3x20.txt']).out);
  assert.equal(all.count, 8);
  // Marks: the first solution's first column (three cells).
  const first = all.solutions[0].grid;
  const marks = marksFile('three.marks', first.map((row) => row.map((v, x) => (x === 0 ? String(v) : '.')).join(' ')).join('\n') + '\n');
  for (const args of [[], ['--marks', marks]]) {
    const r = dlx(['analyze', '--json', '--no-difficulty', ...args, 'puzzles/pentomino-3x20.txt']);
    assert.equal(r.code, 0);
    const j = JSON.parse(r.out);
    const agreeing = all.solutions.filter((s) => !args.length || s.grid.every((row, y) => row[0] === first[y][0]));
    assert.equal(j.solutionCount, agreeing.length);
    assert.equal(j.pieces.length, 12);
    for (const p of j.pieces) {
      const expected = new Map();
      for (const s of agreeing)
        s.grid.forEach((row, y) => row.forEach((v, x) => { if (v === p.label) expected.set(`${x},${y}`, (expected.get(`${x},${y}`) || 0) + 1); }));
      const got = new Map(p.cells.map(([x, y, n]) => [`${x},${y}`, n]));
      assert.deepEqual(got, expected, `piece ${p.name}`);
    }
    assert.equal(j.symmetry.order, 4);
    // Classes: agreeing tilings joined with their mirror images (left-right, up-down, both) that
    // also agree; without marks the 8 tilings are the known 2.
    const key = (g) => JSON.stringify(g);
    const images = (g) => [g.map((row) => [...row].reverse()), [...g].reverse(), [...g].reverse().map((row) => [...row].reverse())];
    const seen = new Set();
    let classes = 0;
    for (const s of agreeing) {
      if (seen.has(key(s.grid))) continue;
      ++classes;
      for (const g of [s.grid, ...images(s.grid)]) seen.add(key(g));
    }
    if (!args.length) assert.equal(classes, 2);
    assert.equal(j.symmetry.classes, classes);
    assert.equal(j.uniqueUpToSymmetry, classes === 1);
  }
  // Only packing has pieces; --hint-only skips them.
  assert.equal(JSON.parse(dlx(['analyze', '--json', SIX]).out).pieces, undefined);
  assert.equal(JSON.parse(dlx(['analyze', '--json', '--hint-only', 'puzzles/pentomino-3x20.txt']).out).pieces, undefined);
});

test('analyze: a Numberlink hint is a single step with its reason, not trial and error', () => {
  const j = JSON.parse(dlx(['analyze', '--json', 'puzzles/numberlink-5x5.txt']).out);
  assert.equal(j.hint.level, 'single');
  assert.match(j.hint.text, /the path of \d+/);
  assert.ok(j.difficulty.single > 0);
});

test('analyze --max-nodes: a cut-short analysis says so, keeps what it proved, and never exits 1 for it', () => {
  // p_20x20_15 has solutions far apart: its full analysis runs for minutes. Cut short after a
  // first and second solution, it is consistent and not unique, and every label it reports is
  // one the puzzle's clues fix (clue cells carry their own number).
  const file = 'tests/data/numberlink-large/p_20x20_15.txt';
  const rows = fs.readFileSync(path.join(ROOT, file), 'utf8').trim().split('\n').slice(1);
  // The literal rule (turns=any); without U-turns it is unique and analysed in a second.
  const r = dlx(['analyze', '--json', '--no-difficulty', '--max-nodes', '300000', '--turns', 'any', file]);
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.out);
  assert.equal(j.complete, false);
  assert.equal(j.consistent, true);
  assert.equal(j.unique, false);
  const first = JSON.parse(dlx(['solve', '--json', '--turns', 'any', file]).out).solutions[0].grid;
  let known = 0;
  j.grid.forEach((row, y) => row.forEach((v, x) => {
    if (v === null) return;
    known += 1;
    assert.equal(v, first[y][x], `cell ${x},${y}`);
  }));
  const clues = rows.join('').replace(/\./g, '').length;
  assert.ok(known >= clues && known < 400, `${known} cells known`);
  // Stopped before any solution: whether the marks agree is unknown, exit 3 (not 1).
  const early = dlx(['analyze', '--json', '--no-difficulty', '--max-nodes', '1', file]);
  assert.equal(early.code, 3);
  const e = JSON.parse(early.out);
  assert.equal(e.consistent, null);
  assert.equal(e.complete, false);
  // The limit must be a whole number of at least 1, and is an analyze option only.
  for (const bad of [['analyze', '--max-nodes', '0', file], ['analyze', '--max-nodes', '1e5', file], ['solve', '--max-nodes', '5', file]])
    assert.equal(dlx(bad).code, 2, bad.join(' '));
});
