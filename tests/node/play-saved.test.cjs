// Saved progress as input (issue 37, item 7) and the embed's box (issue 36, item 3), the pure
// parts: Numberlink's cleanPlay keeps exactly the chains and empty marks that fit the puzzle;
// progress carried in a link ("~play.<data>") decodes to what was encoded and refuses damage;
// fitBox's line is on or above every measured height and touches at least one.
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

test('fitBox: a line on or above every measured height, touching one', async () => {
  const { fitBox } = await load('embed-dialog.js');
  // Heights that are no straight line (a row wraps at 480 px), the case the old two-point line cut off.
  const points = [{ width: 300, height: 700 }, { width: 450, height: 760 }, { width: 480, height: 820 }, { width: 600, height: 800 }];
  const box = fitBox(points);
  const slack = points.map((p) => box.fixed + (box.share / 100) * p.width - p.height);
  assert.ok(slack.every((d) => d >= 1 - 1e-9), `above every point: ${slack}`);
  assert.ok(Math.min(...slack) < 1 + 1e-9, 'and touching one (plus the pixel of rounding)');
});
