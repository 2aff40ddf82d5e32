// Counts in parts on the command line, run the way the README shows: `dlx split` tokens fed to
// `xargs -P 2`, each part a `dlx solve --count --json --subtree` process, `dlx merge` adding up.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { ROOT, DLX, dlx } = require('./run-cli.cjs');

// split | xargs -P 2 solve --subtree > parts.jsonl; returns the lines and the merge result.
function xargsRecipe(puzzleArgs, splitArgs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dlx-split-'));
  const parts = path.join(dir, 'parts.jsonl');
  const q = (a) => `'${a}'`;
  const script = `${q(DLX)} split ${splitArgs} ${puzzleArgs.map(q).join(' ')} | ` +
    `xargs -P 2 -I TOKEN ${q(DLX)} solve --count --json --subtree TOKEN ${puzzleArgs.map(q).join(' ')} > ${q(parts)}`;
  const r = spawnSync('sh', ['-c', script], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  const lines = fs.readFileSync(parts, 'utf8').trim().split('\n');
  const merged = dlx(['merge', '--json', parts]);
  fs.rmSync(dir, { recursive: true });
  return { lines, merged };
}

test('6x10 pentominoes split with xargs -P 2 and merged: 9356', () => {
  const { lines, merged } = xargsRecipe(['--preset', 'pentomino-6x10'], '--parts 12');
  assert.ok(lines.length >= 12);
  assert.equal(merged.code, 0, merged.out);
  const j = JSON.parse(merged.out);
  assert.equal(j.count, 9356);
  assert.equal(j.parts, lines.length);
  assert.equal(j.complete, true);
});

test('with symmetry the parts add up to 2339 distinct and 9356 raw', () => {
  const { merged } = xargsRecipe(['--symmetry', '--preset', 'pentomino-6x10'], '--depth 2');
  const j = JSON.parse(merged.out);
  assert.equal(j.count, 2339);
  assert.equal(j.distinct, 2339);
  assert.equal(j.raw, 9356);
});

test('exact cover parts: 12-queens is 14200', () => {
  const { merged } = xargsRecipe(['bench/data/queens-12.dlx'], '--parts 30');
  assert.equal(JSON.parse(merged.out).count, 14200);
});

test('merge names a missing part, a doubled part, and a part of another puzzle (exit 2)', () => {
  const tokens = dlx(['split', '--parts', '4', '--preset', 'pentomino-4x15']).out.trim().split('\n');
  assert.ok(tokens.length >= 4);
  const reports = tokens.map((t) => dlx(['solve', '--count', '--json', '--subtree', t, '--preset', 'pentomino-4x15']).out.trim());
  const total = JSON.parse(dlx(['merge', '--json'], reports.join('\n') + '\n').out).count;
  assert.equal(total, 1472);

  const missing = dlx(['merge'], reports.slice(1).join('\n'));
  assert.equal(missing.code, 2);
  assert.match(missing.err, new RegExp(`1 of ${tokens.length} parts missing: 0`));
  const doubled = dlx(['merge', '--json'], [...reports, reports[1]].join('\n'));
  assert.equal(doubled.code, 2);
  assert.match(JSON.parse(doubled.out).error.message, /parts given more than once: 1 \(2 times\)/);

  const other = dlx(['solve', '--count', '--json', '--symmetry', '--subtree', tokens[0], '--preset', 'pentomino-4x15']);
  assert.equal(other.code, 2);
  assert.match(JSON.parse(other.out).error.message, /was made for another puzzle or other options/);
});

test('--jobs 2 counts the same as one thread, distinct counts and first solution included', () => {
  // Long enough (the plain search, no symmetry pruning) that the threads take over after the
  // short single-thread try.
  const args = ['solve', '--count', '--json', '--symmetry', '--option', 'bench_prune=0', '--preset', 'pentomino-6x10'];
  const one = JSON.parse(dlx([...args, '--jobs', '1']).out);
  const two = JSON.parse(dlx([...args, '--jobs', '2']).out);
  assert.equal(two.count, 2339);
  assert.equal(two.distinct, one.distinct);
  assert.equal(two.raw, 9356);
  assert.equal(two.jobs, 2);
  assert.ok(two.parts >= 16);
  assert.deepEqual(two.solutions, one.solutions);
  const cover = JSON.parse(dlx(['solve', '--count', '--json', '--jobs', '2', '--keep', '3', 'bench/data/queens-12.dlx']).out);
  const single = JSON.parse(dlx(['solve', '--count', '--json', '--jobs', '1', '--keep', '3', 'bench/data/queens-12.dlx']).out);
  assert.equal(cover.count, 14200);
  assert.deepEqual(cover.solutions, single.solutions);
});

test('bad split usage says what is wrong', () => {
  const both = dlx(['split', '--parts', '3', '--depth', '2', '--preset', 'pentomino-6x10']);
  assert.equal(both.code, 2);
  assert.match(both.err, /choose one of --parts and --depth/);
  const nl = dlx(['split', 'puzzles/numberlink-5x5.txt']);
  assert.equal(nl.code, 2);
  assert.match(nl.err, /cannot be split into subtrees/);
  const bad = dlx(['solve', '--count', '--subtree', 'nonsense', '--preset', 'pentomino-6x10']);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /subtree token 'nonsense' is not PUZZLE-SPLIT-PART-PARTS-PATH/);
});
