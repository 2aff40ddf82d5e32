// Import by content: each kind's text imports while another kind is selected, an error comes from
// the parser of the format the text looks like, text no kind reads gets the accepted formats, and
// the board stays as it was on every failure. Also the damaged link: it stays in the address bar
// and opens the editor of the kind it names.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const H = require('./helpers.cjs');
const { penpaLink } = require('../support/penpa-link.cjs');

const env = H.useBrowser(test);
const puzzle = (name) => fs.readFileSync(path.join(H.ROOT, 'puzzles', name), 'utf8');

test('each kind imports by content while another kind is selected', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  const cases = [
    // [selected kind, text, kind it imports as, what its editor then shows]
    ['shikaku', puzzle('numberlink-5x5.txt'), 'numberlink', '#nl-summary', /5×5/],
    ['packing', 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3', 'numberlink', '#nl-summary', /5×5/],
    ['numberlink', 'https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/rect.html#7x7:3_2a2_3g2f5_2a6a3_3b2_2d4b3_2c5f',
      'shikaku', '#sk-summary', /7×7 grid, 49 cells; 16 clues/],
    ['exact-cover', puzzle('shikaku-6x6.txt'), 'shikaku', '#sk-summary', /6×6 grid/],
    ['exact-cover', puzzle('pentomino-6x10.txt'), 'packing', '.pk-summary', /.+/],
    ['shikaku', puzzle('knuth-example.dlx'), 'exact-cover', null, null],
    ['numberlink', 'https://puzz.link/p?embed=yes&shikaku_edit/6/6/j3g56h6t6h23g5j', 'shikaku', '#sk-summary', /6×6 grid/],
    ['packing', penpaLink([[1, 0, 0, 0, 0], [2, 0, 0, 3, 0], [0, 0, 0, 0, 0], [0, 1, 0, 0, 2], [0, 0, 0, 0, 3]], ['numberlink']),
      'numberlink', '#nl-summary', /5×5/],
    ['numberlink', penpaLink([[0, 0, 0, 3, 0], [4, 0, 0, 0, 0], [0, 0, 0, 6, 0], [0, 0, 0, 0, 0], [6, 0, 0, 0, 6]], ['shikaku'],
      { mode: 'solve' }), 'shikaku', '#sk-summary', /5×5 grid, 25 cells; 5 clues adding up to 25/],
  ];
  for (const [selected, text, expected, summary, shows] of cases) {
    await page.selectOption('#kind', selected);
    const status = await H.importText(page, text);
    assert.match(status, /^Imported the pasted text as /, `${expected}: ${status}`);
    assert.equal(await page.inputValue('#kind'), expected, status);
    if (summary) assert.match(await page.textContent(summary), shows);
  }
  // The pentominoes arrived as 12 pieces.
  await page.selectOption('#kind', 'packing');
  assert.equal(await page.locator('.pk-piece').count(), 12);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('import errors come from the detected parser; unknown text lists the formats; the board stays', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.selectOption('#kind', 'shikaku');
  await H.importText(page, puzzle('shikaku-6x6.txt'));
  const before = await page.textContent('#sk-summary');

  // A Numberlink URL with a typo while Shikaku is selected: Numberlink's reader says what is wrong.
  let status = await H.importText(page, 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j#');
  assert.match(status, /^Import failed\. Error \(line 1, column 42\): unexpected character '#'.*\(read as Numberlink/);
  // A random seed: Shikaku's reader explains.
  status = await H.importText(page, '7x7#570146928147095');
  assert.match(status, /random-seed ID .*Game > Specific/);
  // Text no kind reads.
  status = await H.importText(page, 'hello world');
  assert.match(status, /^Import failed: cannot tell what kind of puzzle this is\. Accepted: packing .*Shikaku .*Numberlink .*exact cover/);
  status = await H.importText(page, 'https://puzz.link/p?nurikabe/5/5/abc');
  assert.match(status, /puzz\.link 'nurikabe' puzzle/);
  // Packing text with a typo while Shikaku is selected: the packing parser's position.
  status = await H.importText(page, '..\n..\n\n#x#\n');
  assert.match(status, /^Import failed\. Error \(line 4, column 2\).*\(read as Packing/);
  // Through all of it the Shikaku puzzle stayed.
  assert.equal(await page.inputValue('#kind'), 'shikaku');
  assert.equal(await page.textContent('#sk-summary'), before);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a damaged link stays in the address bar and opens the editor of the kind it names', async () => {
  const page = await H.newPage(env.browser);
  const frag = '#1.shikaku.!!!!';
  await page.goto(`${env.server.url}index.html${frag}`);
  await H.waitReady(page);
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice-text'), /could not be opened/);
  assert.equal(await page.inputValue('#kind'), 'shikaku');
  await page.waitForSelector('#sk-summary');
  // The share link is written a moment after loading; the address bar still holds the bad link.
  await H.waitShared(page);
  await page.waitForTimeout(400);
  assert.equal(new URL(page.url()).hash, frag);
  // An edit makes the page's own link current again.
  const cell = await H.boardCellSize(page, 'canvas.board', 5);
  const box = await page.locator('canvas.board').boundingBox();
  await page.mouse.click(box.x + cell / 2, box.y + cell / 2);
  await page.keyboard.press('4');
  await H.waitShared(page);
  await page.waitForFunction((bad) => location.hash !== bad, frag);
  assert.match(new URL(page.url()).hash, /^#1\.shikaku\./);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
