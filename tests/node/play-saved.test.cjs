// Saved progress as input (issue 37, item 7) and the embed's box (issue 36, item 3), the pure
// parts: Numberlink's cleanPlay keeps exactly the chains and empty marks that fit the puzzle;
// progress carried in a link ("~play.<data>") decodes to what was encoded and refuses damage;
// fitCurve's height is on or above every measured height (and its neighbours') and close to them.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { pathToFileURL } = require('url');

const WEB = path.join(__dirname, '..', '..', 'web');
const load = (file) => import(pathToFileURL(path.join(WEB, file)).href);

// Numberlink 3x3: 1 at (0,0) and (2,0), 2 at (0,2) and (2,2).
const NUMBERS = [[1, 0, 1], [0, 0, 0], [2, 0, 2]];

test('Numberlink cleanPlay: keeps what fits, drops the rest, never throws', async () => {
  const { cleanPlay } = await load('kinds/numberlink/chains.js');
  const good = { chains: [{ n: 1, cells: [[0, 0], [1, 0], [2, 0]] }], empty: [[1, 1]] };
  assert.deepEqual(cleanPlay(good, NUMBERS, true), good);
  assert.deepEqual(cleanPlay(good, NUMBERS, false), { chains: good.chains, empty: [] }, 'no empty marks under the fill rule');
  for (const notPlay of [{}, [], 'x', 7, null, { chains: 'x', empty: [] }, { chains: [] }]) {
    assert.equal(cleanPlay(notPlay, NUMBERS, true), null, JSON.stringify(notPlay));
  }
  const none = { chains: [], empty: [] };
  for (const chains of [[{ n: 3, cells: [[1, 1]] }], [null], ['x'], [{ n: 1, cells: 'x' }],
    [{ n: 1, cells: [[0, 0], [2, 0]] }],           // not a step to a neighbour
    [{ n: 1, cells: [[0, 0], [0, 1], [0, 2]] }],   // runs over the 2
    [{ n: 1, cells: [[0, 0], [1e9, 0]] }],         // off the grid
    [{ n: 1, cells: [[0, 0]] }],                   // a lone number is no path
    [{ n: 1, cells: [[1, 0], [1, 1], [1, 0]] }]]) { // a cell twice
    assert.deepEqual(cleanPlay({ chains, empty: [] }, NUMBERS, true), none, JSON.stringify(chains));
  }
  // Two chains over one cell: the second goes; an empty mark on a path or a number goes.
  const clash = { chains: [{ n: 1, cells: [[1, 0], [1, 1]] }, { n: 2, cells: [[1, 1], [1, 2]] }], empty: [[1, 0], [0, 0], [0, 1]] };
  assert.deepEqual(cleanPlay(clash, NUMBERS, true), { chains: [{ n: 1, cells: [[1, 0], [1, 1]] }], empty: [[0, 1]] });
});

test('progress in a link: round trip, and damage is refused with a message', async () => {
  const { encodeProgress, decodeProgress, splitFragment } = await load('lib/share.js');
  const progress = { play: { rects: [{ x: 2, y: 0, w: 3, h: 1 }] }, elapsedMs: 1234 };
  const data = await encodeProgress(progress);
  assert.ok(data.ok);
  assert.match(data.value, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual((await decodeProgress(data.value)).value, progress);
  assert.deepEqual(splitFragment(`#1.shikaku.abc~play.${data.value}`), { puzzle: '1.shikaku.abc', play: true, progress: data.value });
  assert.deepEqual(splitFragment('1.shikaku.abc~play'), { puzzle: '1.shikaku.abc', play: true, progress: '' });
  assert.deepEqual(splitFragment('1.shikaku.abc'), { puzzle: '1.shikaku.abc', play: false, progress: '' });
  for (const bad of ['!!', 'AAAA', data.value.slice(0, -3), 'x'.repeat(70000)]) {
    const r = await decodeProgress(bad);
    assert.equal(r.ok, false, bad.slice(0, 20));
    assert.match(r.error.message, /progress|base64url|link/);
  }
});

test('fitCurve: on or above each measured height and its neighbours, little over them, the CSS the same', async () => {
  const { fitCurve } = await load('embed-dialog.js');
  // Heights that are no straight line: a row wraps between 460 and 480 px, the board grows with the width.
  const points = [300, 320, 340, 360, 380, 400, 420, 440, 460, 480, 500, 520, 540, 560, 580, 600]
    .map((width) => ({ width, height: 600 + 0.4 * (width - 300) + (width <= 460 ? 22 : 0) }));
  const curve = fitCurve(points);
  // The CSS length read back: calc(Apx + max|min(0px, B% - Cpx) + ...) at a width w (100% = w).
  const cssAt = (w) => {
    const base = Number(curve.css.match(/^calc\(([\d.]+)px/)[1]);
    let sum = base;
    for (const [, fn, pct, sign, px] of curve.css.matchAll(/(max|min)\(0px, (-?[\d.]+)% ([-+]) ([\d.]+)px\)/g)) {
      const v = (Number(pct) / 100) * w + (sign === '-' ? -1 : 1) * Number(px);
      sum += fn === 'max' ? Math.max(0, v) : Math.min(0, v);
    }
    return sum;
  };
  for (let w = 300; w <= 600; w += 5) assert.ok(Math.abs(cssAt(w) - curve.at(w)) < 0.5, `css ${cssAt(w)} vs ${curve.at(w)} at ${w}`);
  assert.ok(Math.abs(cssAt(250) - curve.at(300)) < 0.5, 'flat below the first width');
  for (let i = 0; i + 1 < points.length; i++) {
    const [p, q] = [points[i], points[i + 1]];
    for (let w = p.width; w <= q.width; w++) {
      assert.ok(curve.at(w) >= Math.max(p.height, q.height), `at ${w}: ${curve.at(w)} under the heights ${p.height}, ${q.height} either side`);
    }
  }
  // Over the points by at most the step to a neighbour (the wrap, 22 px, and 8 px of growth) + 1.
  for (const p of points) assert.ok(curve.at(p.width) - p.height <= 31 + 1e-9, `${curve.at(p.width) - p.height} px over at ${p.width}`);
  assert.ok(points.filter((p) => curve.at(p.width) - p.height <= 9 + 1e-9).length >= 12, 'most points within a step of 20 px of growth');
});
