// `dlx trace`: the exact cover search told one event a line, the same events the page's
// "How it works" view steps through.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.join(__dirname, '..', '..');
const DLX = path.join(ROOT, 'build', 'native', 'dlx');

function dlx(args) {
  const r = spawnSync(DLX, args, { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('trace of Knuth\'s seven-item example: one failed branch, then Solution 1 with A D, C E F, B G', () => {
  const r = dlx(['trace', 'puzzles/knuth-7-items.dlx']);
  assert.equal(r.code, 0);
  const lines = r.out.trim().split('\n');
  assert.equal(lines[0], 'choose item A (2 options)');
  assert.equal(lines.filter((l) => l.startsWith('try option')).join(' | '),
    "try option 'A D G' | try option 'B C F' | try option 'A D' | try option 'C E F' | try option 'B G'");
  assert.equal(lines.filter((l) => l === 'Solution 1').length, 1);
  assert.equal(lines.indexOf('Solution 1'), 31);
  assert.equal(lines.at(-1), 'done: 1 solution');
  // Every cover is undone: as many uncover lines as cover lines.
  assert.equal(lines.filter((l) => l.startsWith('cover ')).length, lines.filter((l) => l.startsWith('uncover ')).length);
});

test('trace stops at --max-steps and says so', () => {
  const r = dlx(['trace', '--max-steps', '5', 'puzzles/pentomino-6x10.txt']);
  assert.equal(r.code, 0);
  const lines = r.out.trim().split('\n');
  assert.equal(lines.length, 6);
  assert.match(lines[0], /^choose item /);
  assert.match(lines[5], /stopped after 5 steps/);
});

test('trace refuses a kind with its own search, and solve-only flags, with exit 2', () => {
  const nl = dlx(['trace', 'puzzles/numberlink-5x5.txt']);
  assert.equal(nl.code, 2);
  assert.match(nl.err, /Numberlink is not solved as exact cover/);
  const count = dlx(['trace', '--count', 'puzzles/knuth-7-items.dlx']);
  assert.equal(count.code, 2);
  assert.match(count.err, /takes --max-steps N, not --max, --count/);
  assert.equal(dlx(['trace', '--max-steps', 'x', 'puzzles/knuth-7-items.dlx']).code, 2);
  assert.equal(dlx(['trace', '--max-steps', '0', 'puzzles/knuth-7-items.dlx']).code, 2);
});

test('trace of a Shikaku and of a packing puzzle reaches a solution', () => {
  for (const file of ['puzzles/shikaku-3x2.txt', 'puzzles/line1d.txt']) {
    const r = dlx(['trace', '--max-steps', '100000', file]);
    assert.equal(r.code, 0, file);
    assert.ok(r.out.split('\n').includes('Solution 1'), file);
  }
});
