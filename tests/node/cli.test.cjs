// The `dlx` command line as scripts use it: exit codes 0/1/2, the --json contract, messages that
// say what and where.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.join(__dirname, '..', '..');
const DLX = path.join(ROOT, 'build', 'native', 'dlx');

function dlx(args, input) {
  const r = spawnSync(DLX, args, { cwd: ROOT, input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('first solution of Knuth\'s example, plain text, exit 0', () => {
  const r = dlx(['solve', 'puzzles/knuth-example.dlx']);
  assert.equal(r.code, 0);
  const lines = r.out.trim().split('\n').map((l) => l.split(' ').sort().join(' ')).sort();
  assert.deepEqual(lines, ['A D', 'B G', 'C E F']);
});

test('--json has the documented members and types', () => {
  const r = dlx(['solve', '--count', '--json', 'bench/data/queens-12.dlx']);
  assert.equal(r.code, 0);
  const j = JSON.parse(r.out);
  assert.equal(j.kind, 'exact-cover');
  assert.equal(j.count, 14200);
  assert.equal(j.complete, true);
  assert.equal(j.unique, false);
  assert.ok(Array.isArray(j.solutions) && j.solutions.length === 1);
  assert.equal(typeof j.solutions[0].text, 'string');
  assert.ok(Array.isArray(j.solutions[0].options));
  assert.ok(Number.isInteger(j.stats.nodes) && Number.isInteger(j.stats.updates));
  assert.equal(typeof j.stats.ms, 'number');
});

test('--count of 8 disjoint 8-queens: exact 92^8 in count and count_text, found per part', () => {
  const r = dlx(['solve', '--count', '--json', 'bench/data/queens-8-disjoint-8.dlx']);
  assert.equal(r.code, 0);
  // 5132188731375616 < 2^53, so JSON.parse still reads it exactly; count_text is exact beyond.
  assert.ok(/"count":5132188731375616,/.test(r.out));
  const j = JSON.parse(r.out);
  assert.equal(j.count_text, '5132188731375616');
  assert.equal(BigInt(j.count_text), 92n ** 8n);
  assert.equal(j.complete, true);
  assert.equal(j.solutions.length, 1);
  assert.ok(j.stats.nodes < 100000);
});

test('--max N lists N solutions; --count --max N stops at N, not complete', () => {
  const r = JSON.parse(dlx(['solve', '--max', '3', '--json', 'bench/data/queens-12.dlx']).out);
  assert.equal(r.count, 3);
  assert.equal(r.solutions.length, 3);
  assert.equal(r.complete, false);
  assert.equal(r.unique, false);
  const c = JSON.parse(dlx(['solve', '--count', '--max', '100', '--json', 'bench/data/queens-12.dlx']).out);
  assert.equal(c.count, 100);
  assert.equal(c.complete, false);
});

test('--unique: true for one solution, exit 1 and unique false for none', () => {
  const one = dlx(['solve', '--unique', '--json', 'puzzles/knuth-example.dlx']);
  assert.equal(JSON.parse(one.out).unique, true);
  const none = dlx(['solve', '--unique', '--json', '-'], 'A B\nA\n');
  assert.equal(none.code, 1);
  const j = JSON.parse(none.out);
  assert.equal(j.count, 0);
  assert.equal(j.complete, true);
  assert.equal(j.unique, false);
  const plain = dlx(['solve', '-'], 'A B\nA\n');
  assert.equal(plain.code, 1);
  assert.match(plain.out, /No solution/);
});

test('bad input and usage exit 2 with a message naming the place', () => {
  const bad = dlx(['solve', '-'], 'A B\nA B A\n');
  assert.equal(bad.code, 2);
  assert.match(bad.err, /line 2, column 5: the option lists item 'A' twice/);
  assert.equal(dlx(['solve', '-'], '').code, 2);
  const missing = dlx(['solve', 'no/such/file.txt']);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /no such file/);
  assert.equal(dlx(['solve', '--max', 'x', 'puzzles/knuth-example.dlx']).code, 2);
  assert.equal(dlx(['solve', '--bogus', 'puzzles/knuth-example.dlx']).code, 2);
  assert.equal(dlx(['frobnicate']).code, 2);
  const kind = dlx(['solve', '--kind', 'sudoku', 'puzzles/knuth-example.dlx']);
  assert.equal(kind.code, 2);
  assert.match(kind.err, /unknown kind 'sudoku'/);
});

test('convert writes the matrix back in Knuth\'s format', () => {
  const r = dlx(['convert', '--to', 'text', 'puzzles/knuth-example.dlx']);
  assert.equal(r.code, 0);
  assert.equal(r.out.split('\n')[0], 'A B C D E | F G');
});

test('dlx kinds lists every kind', () => {
  const r = dlx(['kinds']);
  for (const k of ['exact-cover', 'packing', 'shikaku', 'numberlink']) assert.match(r.out, new RegExp(`^${k}\\t`, 'm'));
});
