// The wasm build of the engine through the Embind session API: real counts, errors as results.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadDlx, solve } = require('./load-module.cjs');

function queensMatrix(n) {
  const lines = [];
  const names = (p, k) => Array.from({ length: k }, (_, i) => p + i);
  lines.push([...names('r', n), ...names('c', n), '|', ...names('a', 2 * n - 1), ...names('b', 2 * n - 1)].join(' '));
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) lines.push(`r${r} c${c} a${r + c} b${r - c + n - 1}`);
  return lines.join('\n');
}

let M;
test.before(async () => {
  M = await loadDlx();
});

test('kinds() lists the registered kinds', () => {
  const kinds = JSON.parse(M.kinds()).map((k) => k.name);
  for (const k of ['exact-cover', 'packing', 'shikaku', 'numberlink']) assert.ok(kinds.includes(k), k);
});

test('8-queens has 92 solutions in the wasm build', () => {
  const r = solve(M, 'exact-cover', queensMatrix(8), {}, 0);
  assert.equal(r.ok, true);
  const report = r.value;
  assert.equal(report.count, 92);
  assert.equal(report.complete, true);
  assert.equal(report.unique, false);
  assert.ok(report.stats.nodes > 0 && report.stats.updates > 0);
});

test('disjoint queens: listed one by one, then counted per part after setCountAll; countText exact', () => {
  // Two disjoint 8-queens: 92^2 solutions; list 100 like the page, then count the rest at once.
  const rename = (text, p) => text.replace(/\b([rcab]\d+)\b/g, `${p}$1`);
  const one = queensMatrix(8).split('\n');
  const [headA, ...bodyA] = rename(one.join('\n'), 'x').split('\n');
  const [headB, ...bodyB] = rename(one.join('\n'), 'y').split('\n');
  const [pa, sa] = headA.split(' | '), [pb, sb] = headB.split(' | ');
  const text = [`${pa} ${pb} | ${sa} ${sb}`, ...bodyA, ...bodyB].join('\n');
  const s = M.open('exact-cover', text, '{}');
  assert.equal(JSON.parse(s.opened()).ok, true);
  const stats = () => JSON.parse(s.stats());
  const status = (budget) => JSON.parse(s.run(budget)).value;
  s.setKeep(100);
  while (stats().count < 100) status(1000);
  assert.equal(stats().count, 100);
  s.setCountAll();
  while (status(1 << 20) !== 'done') {}
  assert.equal(stats().count, 92 * 92);
  assert.equal(stats().countText, '8464');
  assert.ok(stats().nodes < 92 * 92 * 8, 'the product is not walked one solution at a time');
  s.delete();
});

test('the 92 solutions are valid placements and the same in small slices', () => {
  const s = M.open('exact-cover', queensMatrix(8), '{}');
  s.setKeep(1000);
  let runs = 0;
  while (JSON.parse(s.run(3)).value !== 'done') runs++;
  const stats = JSON.parse(s.stats());
  assert.equal(stats.count, 92);
  assert.ok(runs > 92, 'small budgets must pause, not run to the end');
  const seen = new Set();
  for (let i = 0; i < 92; i++) {
    const sol = JSON.parse(s.solution(i)).value;
    const queens = sol.options.map((o) => [Number(o[0].slice(1)), Number(o[1].slice(1))]);
    assert.equal(queens.length, 8);
    const rows = new Set(queens.map((q) => q[0])), cols = new Set(queens.map((q) => q[1]));
    const d1 = new Set(queens.map((q) => q[0] + q[1])), d2 = new Set(queens.map((q) => q[0] - q[1]));
    assert.equal(rows.size + cols.size + d1.size + d2.size, 32);
    seen.add(JSON.stringify(queens.sort()));
    assert.deepEqual(JSON.parse(s.check(JSON.stringify(sol))), { ok: true, value: null });
  }
  assert.equal(seen.size, 92);
  assert.equal(stats.progress, 1);
  assert.equal(stats.complete, true);
  s.delete();
});

test("Knuth's example: one solution, reported unique", () => {
  const r = solve(M, '', 'A B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n', {}, 2).value;
  assert.equal(r.kind, 'exact-cover');
  assert.equal(r.count, 1);
  assert.equal(r.unique, true);
  const sets = r.solutions[0].options.map((o) => o.slice().sort().join(' ')).sort();
  assert.deepEqual(sets, ['A D', 'B G', 'C E F']);
});

test('bad input comes back as a failure result with its line and column, not an exception', () => {
  const r = solve(M, 'exact-cover', 'A B\nA Q\n');
  assert.deepEqual(r, { ok: false, error: { message: "unknown item 'Q'", line: 2, column: 3 } });
  const k = solve(M, 'no-such-kind', 'A');
  assert.equal(k.ok, false);
  assert.match(k.error.message, /unknown kind/);
  assert.equal(k.error.line, null);
  const o = M.open('exact-cover', 'A', '{not json');
  const opened = JSON.parse(o.opened());
  assert.equal(opened.ok, false);
  assert.match(opened.error.message, /JSON/);
  // Every later call on a failed session gives the same failure back.
  assert.deepEqual(JSON.parse(o.run(10)), opened);
  assert.deepEqual(JSON.parse(o.solution(0)), opened);
  assert.deepEqual(JSON.parse(o.report(1)), opened);
  o.delete();
});

test('a Numberlink uniqueness check says it has no estimate while a prover runs, and the answer is exact', () => {
  // p_14x14_07 has one solution; after it is found the race's provers run, and the exact
  // portfolio's estimate (progress) says nothing of how close their proof is.
  const text = require('node:fs').readFileSync(require('node:path').join(__dirname, '../data/numberlink-large/p_14x14_07.txt'), 'utf8');
  // The literal rule (turns=any): without U-turns the edge provers settle it at once.
  const s = M.open('numberlink', text, '{"turns":"any"}');
  try {
    assert.equal(JSON.parse(s.opened()).ok, true);
    const before = JSON.parse(s.stats());
    assert.equal(before.progressKnown, true);
    const known = new Set();
    let st = before;
    while (!st.complete && st.count < 2) {
      JSON.parse(s.run(1 << 12));
      st = JSON.parse(s.stats());
      if (!st.complete && st.count === 1) known.add(st.progressKnown);
    }
    assert.equal(st.count, 1);
    assert.equal(st.complete, true);
    assert.ok(known.has(false), 'no slice of the proof reported progressKnown false');
    assert.equal(st.progressKnown, true);
    assert.equal(st.progress, 1);
  } finally {
    s.delete();
  }
});
