// `dlx trace`: the exact cover search told one event a line, the same events the page's
// "How it works" view steps through.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { ROOT, dlx } = require('./run-cli.cjs');

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

test('the wasm trace tells the same events as the CLI, with the matrix and the state between events', async () => {
  const { loadDlxExtra } = require('./load-module.cjs');
  const fs = require('fs');
  const M = await loadDlxExtra();
  const input = fs.readFileSync(path.join(ROOT, 'puzzles', 'knuth-7-items.dlx'), 'utf8');
  const t = M.openTrace('', input, '{}');
  try {
    const opened = JSON.parse(t.opened());
    assert.equal(opened.ok, true);
    assert.equal(opened.value.kind, 'exact-cover');
    assert.deepEqual(opened.value.items.map((i) => i.name), ['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    assert.deepEqual(opened.value.options[0].items, [2, 4, 5]);
    // Five events: choose A, cover A, try 'A D G', cover D, cover G.
    const five = JSON.parse(t.step(5, 5, false));
    assert.equal(five.ok, true);
    assert.deepEqual(five.value.events.map((e) => e.event), ['choose', 'cover', 'try', 'cover', 'cover']);
    assert.deepEqual(five.value.state.chosen, [1]);
    assert.deepEqual(five.value.state.covered, [0, 3, 6]);
    assert.deepEqual(five.value.state.out, [1, 3, 4, 5]);  // the chosen option too: its items are covered
    // To the solution, then the rest: the same lines as `dlx trace`.
    const toSolution = JSON.parse(t.step(1000, 1000, true)).value;
    assert.equal(toSolution.events.at(-1).text, 'Solution 1');
    assert.deepEqual(toSolution.state.chosen, [3, 0, 4]);
    const rest = JSON.parse(t.step(1000, 1000, false)).value;
    assert.equal(rest.done, true);
    const wasmLines = [...five.value.events, ...toSolution.events, ...rest.events].map((e) => e.text);
    const cliLines = dlx(['trace', 'puzzles/knuth-7-items.dlx']).out.trim().split('\n');
    assert.deepEqual(wasmLines, cliLines);
    // Reset replays from the start.
    assert.equal(JSON.parse(t.reset()).ok, true);
    assert.equal(JSON.parse(t.step(1, 1, false)).value.events[0].text, 'choose item A (2 options)');
  } finally {
    t.delete();
  }
  const nl = M.openTrace('numberlink', '2 1\n1 1\n', '{}');
  const refused = JSON.parse(nl.opened());
  assert.equal(refused.ok, false);
  assert.match(refused.error.message, /not solved as exact cover/);
  assert.equal(JSON.parse(nl.step(1, 1, false)).ok, false);
  nl.delete();
});
