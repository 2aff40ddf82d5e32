// The page's count on several workers, through the wasm bindings it uses (web/count-worker.js on
// the dlx-extra module): split a puzzle into subtree tokens, count every part in run(budget)
// slices, merge the part results. The totals are checked against known counts and against the
// first module counting the whole puzzle on its own.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { loadDlx, loadDlxExtra, solve } = require('./load-module.cjs');

const ROOT = path.join(__dirname, '..', '..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

let X, M;
test.before(async () => { [X, M] = await Promise.all([loadDlxExtra(), loadDlx()]); });

// Counts one part in small slices as the count worker does -> its report() result text.
function countPart(parts, token) {
  const part = parts.part(token);
  try {
    const opened = JSON.parse(part.opened());
    if (!opened.ok) return part.opened();
    for (;;) {
      const r = JSON.parse(part.run(50000));
      assert.ok(r.ok, JSON.stringify(r));
      if (r.value === 'done') break;
      const st = JSON.parse(part.stats());
      assert.equal(st.complete, false);
      assert.ok(st.progress >= 0 && st.progress <= 1);
    }
    return part.report(0);
  } finally {
    part.delete();
  }
}

// Opens, splits into at least `want` parts, counts them all, merges. -> {tokens, results, merged}
function countInParts(input, options, want) {
  const parts = X.openParts('', input, JSON.stringify(options));
  try {
    assert.ok(JSON.parse(parts.opened()).ok, parts.opened());
    const split = JSON.parse(parts.split(want));
    assert.ok(split.ok, JSON.stringify(split));
    const tokens = split.value.tokens;
    assert.ok(tokens.length >= want, `${tokens.length} parts`);
    const results = tokens.map((t) => countPart(parts, t));
    const merged = JSON.parse(X.mergeParts(JSON.stringify(tokens), `[${results.join(',')}]`));
    return { tokens, results, merged };
  } finally {
    parts.delete();
  }
}

test('6x10 pentominoes counted in parts and merged: 9356, as the first module counts it whole', () => {
  const input = read('puzzles/pentomino-6x10.txt');
  const { tokens, results, merged } = countInParts(input, {}, 16);
  assert.ok(merged.ok, JSON.stringify(merged));
  assert.equal(merged.value.count, 9356);
  assert.equal(merged.value.count_text, '9356');
  assert.equal(merged.value.complete, true);
  assert.equal(merged.value.parts, tokens.length);
  // The split's last parts are split once more (workers taking parts in order end together).
  const depth = (t) => t.split('-')[4].split('.').length;
  assert.ok(depth(tokens[tokens.length - 1]) > depth(tokens[0]), `${tokens[0]} .. ${tokens[tokens.length - 1]}`);
  const sum = results.reduce((n, t) => n + JSON.parse(t).value.count, 0);
  assert.equal(sum, 9356, 'the parts add up to the merged count');
  assert.ok(results.filter((t) => JSON.parse(t).value.count > 0).length >= 2, 'more than one part holds solutions');
  const whole = solve(M, '', input, {}, 0, 0);
  assert.equal(whole.value.count, merged.value.count);
});

test('6x10 with symmetry: 2339 distinct, 9356 raw, as exact digits too', () => {
  const { tokens, merged } = countInParts(read('puzzles/pentomino-6x10.txt'), { symmetry: 'yes' }, 16);
  assert.ok(merged.ok, JSON.stringify(merged));
  assert.ok(tokens[tokens.length - 1].split('.').length > tokens[0].split('.').length, 'the last parts are split finer');
  assert.equal(merged.value.count, 2339);
  assert.equal(merged.value.distinct, 2339);
  assert.equal(merged.value.distinct_text, '2339');
  assert.equal(merged.value.raw, 9356);
});

test('an exact cover puzzle in parts: 12-queens is 14200', () => {
  const { merged } = countInParts(read('bench/data/queens-12.dlx'), {}, 10);
  assert.equal(merged.value.count, 14200);
});

test('the merge adds counts beyond 2^53 exactly, as decimal digits', () => {
  const parts = X.openParts('', read('puzzles/pentomino-4x15.txt'), '{}');
  const tokens = JSON.parse(parts.split(2)).value.tokens;
  parts.delete();
  // Part reports as a huge count would give them (counts JS could not hold exactly).
  assert.ok(tokens.length >= 2 && tokens.length < 16, `${tokens.length} parts`);
  const big = '1152921504606846977';  // 2^60 + 1: fewer than 16 of them stay below 2^64
  const results = tokens.map(() => `{"ok":true,"value":{"kind":"packing","count":${big},"count_text":"${big}","complete":true,"stats":{"nodes":1}}}`);
  const merged = JSON.parse(X.mergeParts(JSON.stringify(tokens), `[${results.join(',')}]`));
  assert.ok(merged.ok, JSON.stringify(merged));
  assert.equal(merged.value.count_text, (BigInt(big) * BigInt(tokens.length)).toString());
  assert.equal(merged.value.count_saturated, undefined);
  // Beyond 2^64 - 1 the count stops there and says so, as the CLI's reports do.
  const huge = '18446744073709551615';
  const over = tokens.map(() => `{"ok":true,"value":{"kind":"packing","count":${huge},"count_text":"${huge}","complete":true}}`);
  const saturated = JSON.parse(X.mergeParts(JSON.stringify(tokens), `[${over.join(',')}]`)).value;
  assert.equal(saturated.count_text, huge);
  assert.equal(saturated.count_saturated, true);
});

test('refusals name what is wrong: a token of another puzzle, a missing part, a failed part, a kind without subtrees', () => {
  const a = X.openParts('', read('puzzles/pentomino-4x15.txt'), '{}');
  const b = X.openParts('', read('puzzles/pentomino-5x12.txt'), '{}');
  try {
    const tokens = JSON.parse(a.split(4)).value.tokens;
    const foreign = b.part(tokens[0]);
    assert.match(JSON.parse(foreign.opened()).error.message, /made for another puzzle or other options/);
    assert.equal(JSON.parse(foreign.run(1000)).ok, false, 'a part that did not open does not run');
    foreign.delete();
    const bad = a.part('not-a-token');
    assert.match(JSON.parse(bad.opened()).error.message, /is not PUZZLE-SPLIT-PART-PARTS-PATH/);
    bad.delete();

    const results = tokens.map((t) => countPart(a, t));
    assert.equal(JSON.parse(X.mergeParts(JSON.stringify(tokens), `[${results.join(',')}]`)).value.count, 1472);
    const missing = JSON.parse(X.mergeParts(JSON.stringify(tokens.slice(1)), `[${results.slice(1).join(',')}]`));
    assert.match(missing.error.message, new RegExp(`1 of ${tokens.length} parts missing: 0`));
    const failed = results.slice();
    failed[2] = '{"ok":false,"error":{"message":"out of memory","line":0,"column":0}}';
    const f = JSON.parse(X.mergeParts(JSON.stringify(tokens), `[${failed.join(',')}]`));
    assert.match(f.error.message, new RegExp(`part 3 of ${tokens.length} failed: out of memory`));
    assert.match(JSON.parse(X.mergeParts('[]', '[1]')).error.message, /not two arrays of the same length/);
  } finally {
    a.delete();
    b.delete();
  }
  const nl = X.openParts('', read('puzzles/numberlink-5x5.txt'), '{}');
  assert.ok(JSON.parse(nl.opened()).ok);
  assert.match(JSON.parse(nl.split(4)).error.message, /cannot be split into subtrees/);
  nl.delete();
  const broken = X.openParts('packing', 'not a board', '{}');
  const opened = JSON.parse(broken.opened());
  assert.equal(opened.ok, false);
  assert.deepEqual(JSON.parse(broken.split(4)), opened, 'a puzzle that did not open answers with its failure');
  broken.delete();
});

// Knuth-format text of `copies` disjoint n-queens (rows and columns primary, diagonals secondary).
function disjointQueens(n, copies) {
  const head = [], secondaries = [], options = [];
  for (let q = 0; q < copies; q++) {
    for (let i = 0; i < n; i++) head.push(`q${q}r${i}`, `q${q}c${i}`);
    for (let d = 0; d < 2 * n - 1; d++) secondaries.push(`q${q}a${d}`, `q${q}b${d}`);
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) options.push(`q${q}r${r} q${q}c${c} q${q}a${r + c} q${q}b${n - 1 - r + c}`);
  }
  return `${head.join(' ')} | ${secondaries.join(' ')}\n${options.join('\n')}\n`;
}

test('independent parts are counted in bulk in every part, as the count workers run them', () => {
  // 4 disjoint 8-queens: 92^4 solutions, multiplied out by the whole count in a few thousand
  // nodes. A part whose search listed them (as parts did before: the part's search was not told
  // to count in bulk) needs a node per solution; the cap makes that a failure, not a hang.
  const input = disjointQueens(8, 4);
  const parts = X.openParts('', input, '{}');
  try {
    const split = JSON.parse(parts.split(16));
    assert.ok(split.ok, JSON.stringify(split));
    const tokens = split.value.tokens;
    assert.ok(tokens.length >= 16, `${tokens.length} parts`);
    const results = tokens.map((token) => {
      const part = parts.part(token);
      try {
        for (let slices = 0; ; slices++) {
          assert.ok(slices < 10, `part ${token} still counting after 10 slices of 4096 nodes`);
          const r = JSON.parse(part.runCounting(4096));  // as web/count-worker.js counts
          assert.ok(r.ok, JSON.stringify(r));
          if (r.value === 'done') return part.report(0);
        }
      } finally {
        part.delete();
      }
    });
    const merged = JSON.parse(X.mergeParts(JSON.stringify(tokens), `[${results.join(',')}]`));
    assert.ok(merged.ok, JSON.stringify(merged));
    assert.equal(merged.value.count_text, String(92 ** 4));
  } finally {
    parts.delete();
  }
});
