// The analysis module's analyze entry (web/gen/dlx-analysis.js): the same report as `dlx analyze
// --json`, resumable in slices, failures (bad marks) in the one result shape; the solver module
// has no analysis (it stays as small as before).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { loadAnalysis: loadDlx } = require('./load-module.cjs');

const ROOT = path.join(__dirname, '..', '..');
const read = (name) => fs.readFileSync(path.join(ROOT, 'puzzles', name), 'utf8');

function analyze(M, kind, input, marks = '', mode = 'grade', budget = 1000) {
  const a = M.analyze(kind, input, '{}', marks, mode);
  try {
    const opened = JSON.parse(a.opened());
    if (!opened.ok) return opened;
    let slices = 0;
    while (!JSON.parse(a.stats()).complete) {
      const r = JSON.parse(a.run(budget));
      assert.equal(r.ok, true);
      ++slices;
    }
    const report = JSON.parse(a.report());
    report.slices = slices;
    return report;
  } finally {
    a.delete();
  }
}

test('wasm analyze gives the CLI report, sliced', async () => {
  const M = await loadDlx();
  const r = analyze(M, '', read('shikaku-6x6.txt'), '', 'grade', 50);
  assert.equal(r.ok, true);
  const cli = JSON.parse(spawnSync(path.join(ROOT, 'build', 'native', 'dlx'),
    ['analyze', '--json', 'puzzles/shikaku-6x6.txt'], { cwd: ROOT, encoding: 'utf8' }).stdout);
  for (const key of ['kind', 'consistent', 'complete', 'unique', 'grid', 'open', 'hint', 'difficulty', 'conflict'])
    assert.deepEqual(r.value[key], cli[key], key);
  assert.ok(r.slices > 1);
});

test('wasm analyze: inconsistent marks and bad marks', async () => {
  const M = await loadDlx();
  const text = read('shikaku-6x6.txt');
  const bad = analyze(M, 'shikaku', text, '1 . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n1 . . . . .\n');
  assert.equal(bad.ok, true);
  assert.equal(bad.value.consistent, false);
  assert.deepEqual(bad.value.conflict.cell, [0, 5]);
  const refused = analyze(M, 'shikaku', text, '. . x . . .\n');
  assert.equal(refused.ok, false);
  assert.equal(refused.error.line, 1);
  assert.equal(refused.error.column, 5);
  assert.match(refused.error.message, /marks: unexpected 'x'/);
});

// Regression: the lookahead's undo points were packed into one size_t, which is 32 bits in wasm,
// so an exact cover needing lookahead read out of bounds there (native was fine).
test('wasm analyze: an ambiguous exact cover (lookahead tried, no hint) completes', async () => {
  const M = await loadDlx();
  const r = analyze(M, 'exact-cover', 'A B C\nA B\nC\nA\nB C\n');
  assert.equal(r.ok, true);
  assert.deepEqual(r.value.options, ['open', 'open', 'open', 'open']);
  assert.equal(r.value.unique, false);
  assert.equal(r.value.hint, null);
  assert.equal(r.value.difficulty.solved, false);
});

test('wasm analyze: where each piece can go and the classes up to symmetry, as the CLI', async () => {
  const M = await loadDlx();
  const r = analyze(M, 'packing', read('pentomino-3x20.txt'), '', 'full', 500);
  assert.equal(r.ok, true);
  const cli = JSON.parse(spawnSync(path.join(ROOT, 'build', 'native', 'dlx'),
    ['analyze', '--json', '--no-difficulty', 'puzzles/pentomino-3x20.txt'], { cwd: ROOT, encoding: 'utf8' }).stdout);
  for (const key of ['pieces', 'solutionCount', 'uniqueUpToSymmetry', 'symmetry'])
    assert.deepEqual(r.value[key], cli[key], key);
  assert.equal(r.value.solutionCount, 8);
  assert.equal(r.value.symmetry.classes, 2);
  // The hint mode does not spend time on it.
  assert.equal(analyze(M, 'packing', read('pentomino-3x20.txt'), '', 'hint').value.pieces, undefined);
});

// Numberlink hints come from the kind's reasoning (single/lookahead) in wasm too.
test('wasm analyze: a Numberlink hint at level single, as the CLI', async () => {
  const M = await loadDlx();
  const r = analyze(M, 'numberlink', read('numberlink-5x5.txt'), '', 'grade');
  const cli = JSON.parse(spawnSync(path.join(ROOT, 'build', 'native', 'dlx'),
    ['analyze', '--json', 'puzzles/numberlink-5x5.txt'], { cwd: ROOT, encoding: 'utf8' }).stdout);
  assert.equal(r.value.hint.level, 'single');
  assert.deepEqual(r.value.hint, cli.hint);
  assert.deepEqual(r.value.difficulty, cli.difficulty);
});

test('the solver module the page loads first has no analysis', async () => {
  const { loadDlx: loadSolver } = require('./load-module.cjs');
  const M = await loadSolver();
  assert.equal(typeof M.analyze, 'undefined');
});
