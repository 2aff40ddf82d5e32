// Saved progress is input like any other (issue 37, item 7): what localStorage (or a link) holds
// for a puzzle is checked against it before Play uses it. A Shikaku rectangle 1e9 cells wide
// must not freeze Check; a play state that is an object, string, number or array of the wrong
// shape must not leave Play at "Opening the puzzle for play…"; packing must not throw
// "pl.cells is not iterable". Whatever does not fit is dropped with a one-line notice.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test);

// The 5x5 Shikaku of play.test.cjs (one solution).
const SHIKAKU = '5 5\n0 0 0 3 0\n4 0 0 0 0\n0 0 0 6 0\n0 0 0 0 0\n6 0 0 0 6\n';

async function idle(page) {
  await page.waitForSelector('#play:not([data-busy])', { state: 'attached', timeout: 30000 });
}

// Opens `text` in Play and makes one move so that progress is stored; -> {key, link} (the
// storage key and the link that opens the puzzle in Play). The page is closed: it saves on
// leaving, which would overwrite what the test writes next.
async function storedKey(context, text, move) {
  const page = await context.newPage();
  await page.goto(env.server.url);
  await H.waitReady(page);
  await H.importText(page, text);
  await page.click('#mode-play');
  await page.waitForSelector('#play:not([hidden]) canvas', { timeout: 15000 });
  await move(page);
  await H.waitShared(page);
  const link = await page.inputValue('#share-url');
  await page.close({ runBeforeUnload: true });
  const probe = await context.newPage();
  await probe.goto(env.server.url);
  const keys = await probe.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('dlx-play:')));
  await probe.close();
  assert.equal(keys.length, 1, 'one puzzle stored');
  return { key: keys[0], link };
}

// What Play says once it has opened (or failed to).
const PLAY_OPENED = /^(Play: solve it|Welcome back|Solved in|Play could not)|did not fit/;

// Writes `entry` (any JSON, or a raw string) under `key` from a page that is not playing, then
// opens `link` in Play; -> {page, status}.
async function reopenWith(context, { key, link }, entry) {
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(e.message));
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, typeof entry === 'string' ? entry : JSON.stringify(entry)]);
  await page.goto(link);
  await H.waitReady(page);
  await page.waitForSelector('#play:not([hidden]) canvas', { timeout: 15000 });
  return { page, status: await H.waitStatus(page, PLAY_OPENED) };
}

// One rectangle drawn by keyboard at the top-left cell (a 1x1 with no number: a rule break).
const placeCorner = async (page) => {
  await page.focus('#play canvas');
  await page.keyboard.press('Enter');
};

test('Shikaku: a saved rectangle 1e9 wide is dropped with a notice, and Check answers', async () => {
  const context = (await H.newPage(env.browser)).context();
  const stored = await storedKey(context, SHIKAKU, placeCorner);
  const { page, status } = await reopenWith(context, stored, { v: 1, play: { rects: [{ x: 0, y: 0, w: 1e9, h: 1 }, { x: 3, y: 0, w: 2, h: 1 }] }, elapsedMs: 5000, solved: true });
  assert.match(status, /Part of the saved progress did not fit this puzzle and was left out\./);
  assert.doesNotMatch(status, /Solved/, 'a board that is not complete is not solved, whatever storage says');
  await page.click('#play-check');
  await idle(page);
  // The kept rectangle (x 3-4 of row 0, over no number) is a rule break: flagged, nothing froze.
  assert.match(await page.textContent('#status'), /agree|mistakes|flagged/);
  assert.deepEqual(JSON.parse(await page.getAttribute('#play', 'data-flags')), [[3, 0], [4, 0]]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a play state of the wrong type ({}, a string, a number, an array) opens an empty board with a notice', async () => {
  const context = (await H.newPage(env.browser)).context();
  const stored = await storedKey(context, SHIKAKU, placeCorner);
  for (const play of [{}, 'rects', 42, [1, 2], { rects: 'x' }, { rects: [null, { x: 'a' }] }]) {
    const { page, status } = await reopenWith(context, stored, { v: 1, play, elapsedMs: 'soon', solved: true });
    assert.match(status, /did not fit this puzzle and was left out/, `play ${JSON.stringify(play)}`);
    assert.equal(await page.getAttribute('#play', 'data-state'), 'playing');
    // The board is empty and usable: a move is made and Check answers.
    assert.deepEqual((await H.pixel(page, '#play canvas', 5, 5)).slice(0, 3), [255, 255, 255]);
    await page.click('#play-check');
    await idle(page);
    assert.match(await page.textContent('#status'), /Nothing to check yet|No mistakes so far/);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  // Not JSON at all: nothing usable is stored, so the board simply starts empty.
  const { page, status } = await reopenWith(context, stored, '{"v":1,"play":');
  assert.match(status, /^Play: solve it yourself/);
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('packing: pieces without cells or off the board are dropped, Check and Hint work', async () => {
  const page = await H.newPage(env.browser);
  await H.playPentominoPreset(page, env.server.url, 'pentomino-6x10');
  // The page saves on leaving Play: the (empty) entry under the puzzle's key, rewritten below.
  await page.click('#mode-edit');
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('dlx-play:')));
  assert.equal(keys.length, 1);
  await page.evaluate(([k]) => localStorage.setItem(k, JSON.stringify({
    v: 1, elapsedMs: 1000, solved: false,
    play: [{ piece: 0, cells: 7 }, { piece: 0 }, { piece: 99, cells: [[0, 0]] }, { piece: 1, cells: [[-1, 0], [0, 1e9]] }, 'x', null],
  })), keys);
  await page.click('#mode-play');
  await page.waitForSelector('#play:not([hidden]) canvas.pk-play-board', { timeout: 15000 });
  assert.match(await H.waitStatus(page, PLAY_OPENED), /did not fit this puzzle and was left out/);
  assert.equal(await page.getAttribute('canvas.pk-play-board', 'data-placed'), '0');
  await page.click('#play-check');
  await idle(page);
  assert.match(await page.textContent('#status'), /Nothing to check yet|No mistakes so far/);
  await page.click('#play-hint');
  await idle(page);
  assert.doesNotMatch(await page.textContent('#status'), /not iterable|failed/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
