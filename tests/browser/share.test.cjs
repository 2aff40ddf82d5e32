// Share links: round trip into a new page, the embed page, and broken or hostile fragments.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const H = require('./helpers.cjs');

const env = H.useBrowser(test); // env.server, env.browser for every test in this file

// The puzzle text the page would send to the solver, read back from the URL fragment through the
// page's own decoder.
async function fragmentText(page) {
  const r = await page.evaluate(async () => {
    const m = await import('./lib/share.js');
    return m.decodeFragment(location.hash, ['packing', 'exact-cover']);
  });
  assert.equal(r.ok, true, JSON.stringify(r.error));
  return r.value;
}

test('share link round trip restores the puzzle exactly', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await H.loadPentominoPreset(page, 'pentomino-8x8');
  // Make it our own: one piece may not reflect, one more wall, two copies of the first piece.
  await page.click('.pk-piece:nth-child(3) input[type="checkbox"] >> nth=1');
  await page.fill('.pk-piece:nth-child(1) input[type="number"]', '2');
  await page.dispatchEvent('.pk-piece:nth-child(1) input[type="number"]', 'change');
  await page.check('#pk-symmetry');
  await page.waitForFunction(() => /symmetry|\./.test(document.getElementById('share-url').value));
  await H.waitShared(page); // the link is refreshed 250 ms after the last edit
  const link = await page.inputValue('#share-url');
  assert.match(link, /index\.html#1\.packing\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  assert.ok(link.length < 400, `link is ${link.length} characters`);
  const original = await fragmentText(page);
  assert.equal(original.options.symmetry, '1');
  assert.match(original.text, /piece: count=2/);
  assert.match(original.text, /reflect=no/);

  const other = await H.newPage(env.browser);
  await other.goto(link);
  await H.waitReady(other);
  assert.match(await other.textContent('#status'), /loaded from the link/);
  assert.equal(await other.isHidden('#notice'), true);
  const restored = await fragmentText(other);
  assert.deepEqual(restored, original);
  assert.equal(await other.isChecked('#pk-symmetry'), true);
  assert.equal(await other.inputValue('.pk-piece:nth-child(1) input[type="number"]'), '2');
  assert.equal(await other.locator('.pk-piece').count(), 12);
  await H.screenshot(other, 'share-restored');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await page.context().close();
  await other.context().close();
});

test('exact cover puzzle round trip and solve', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await page.selectOption('#kind', 'exact-cover');
  await page.click('#ec-example');
  await page.click('#solve');
  assert.match(await H.waitStatus(page, /found|No solution|Error/), /Solution 1 found/);
  assert.match(await page.textContent('.ec-chosen'), /A D/);
  await page.click('#count');
  assert.match(await H.waitStatus(page, /Unique solution|solutions in total/), /Unique solution/);
  await H.waitShared(page);
  const link = await page.inputValue('#share-url');
  assert.match(link, /#1\.exact-cover\./);
  const other = await H.newPage(env.browser, { width: 390, height: 844 });
  await other.goto(link);
  await H.waitReady(other);
  assert.equal(await other.inputValue('#kind'), 'exact-cover');
  assert.equal(await other.inputValue('#ec-text'), await page.inputValue('#ec-text'));
  await other.click('#solve');
  assert.match(await H.waitStatus(other, /found|No solution|Error/), /Solution 1 found/);
  await H.screenshot(other, 'exact-cover-phone');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await page.context().close();
  await other.context().close();
});

test('embed page shows the board and solves', async () => {
  const page = await H.newPage(env.browser);
  await page.goto(env.server.url);
  await H.waitReady(page);
  await H.loadPentominoPreset(page, 'pentomino-6x10');
  await H.waitShared(page);
  const link = await page.inputValue('#share-url');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.bringToFront();
  await page.click('#copy-embed');
  await page.check('#embed-mode-solve');  // the Solver embed (Play is tests/browser/embed.test.cjs)
  await page.waitForSelector('#embed-dialog:not([data-measuring])', { timeout: 30000 });
  await page.click('#embed-copy');
  await H.waitStatus(page, /Embed code copied/);
  const code = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(code, /<iframe class="dlx-studio" src="http:\/\/127\.0\.0\.1:\d+\/embed\.html\?mode=solve#1\.packing\.[^"]+" title="DLX Studio puzzle"/);
  await page.click('#embed-close');

  const embed = await H.newPage(env.browser, { width: 480, height: 520 });
  await embed.goto(link.replace('index.html', 'embed.html?mode=solve'));
  await H.waitReady(embed);
  assert.equal(await embed.isVisible('#pk-width'), false, 'no editing controls in the embed');
  await embed.click('#solve');
  assert.match(await H.waitStatus(embed, /found|No solution|Error/), /Solution 1 found/);
  await embed.click('#next');
  assert.match(await H.waitStatus(embed, /Solution 2/), /Solution 2/);
  const box = await embed.locator('canvas.board').boundingBox();
  assert.ok(box.width <= 480 && box.height <= 400, `board ${box.width}x${box.height} fits the iframe`);
  const [r, g, b] = await H.pixel(embed, 'canvas.board', box.width * 0.05 + 4, box.height * 0.9);
  assert.ok(!(r === 255 && g === 255 && b === 255), 'solved board is coloured');
  assert.match(await embed.getAttribute('#open-full', 'href'), /^index\.html#1\.packing\./);
  await H.screenshot(embed, 'embed-solved');

  // The same embed inside an iframe of another page.
  const host = await H.newPage(env.browser, { width: 800, height: 700 });
  await host.setContent(`<h1>My blog</h1>${code}`);
  const frame = host.frameLocator('iframe');
  await frame.locator('#solve:not([disabled])').click({ timeout: 15000 });
  await frame.locator('#status', { hasText: 'Solution 1 found' }).waitFor({ timeout: 15000 });
  await H.screenshot(host, 'embed-in-iframe');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(embed.errors, []);
  await page.context().close();
  await embed.context().close();
  await host.context().close();
});

test('broken and hostile fragments give a clear message and an empty editor', async () => {
  const packed = await (async () => {
    const p = await H.newPage(env.browser);
    await p.goto(env.server.url);
    await H.waitReady(p);
    const frag = await p.evaluate(async () => {
      const m = await import('./lib/share.js');
      const value = async (p) => (await p).value;
      return {
        script: await value(m.encodeFragment('packing', '<img src=x onerror="window.__pwned=1">\n')),
        bad: await value(m.encodeFragment('packing', '..\n..\n\n#?#\n')),
        control: await value(m.encodeFragment('exact-cover', 'A B\u0007\nA\nB\n')),
        good: await value(m.encodeFragment('exact-cover', 'A B\nA\nB\n')),
      };
    });
    await p.context().close();
    return frag;
  })();
  const b64 = (t) => Buffer.from(t).toString('base64url');
  const cases = [
    ['#garbage', /not a DLX Studio puzzle link/],
    ['#7.packing.abc', /format version 7/],
    ['#1.packing', /incomplete/],
    ['#1.nosuchkind.q1', /kind this page does not know/],
    ['#1.packing.!!!!', /not valid base64url/],
    ['#1.packing.AAAAAAAA', /damaged|no puzzle data|does not decompress/],
    ['#1.packing.%3Cscript%3Ealert(1)%3C%2Fscript%3E', /not valid base64url|not a DLX/],
    ['#%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', /not a DLX Studio puzzle link/],
    [`#${packed.script}`, /problem.*line 1, column 1/],
    [`#${packed.bad}`, /line 4, column 2/],
    [`#${packed.control}`, /control characters/],
    [`#${packed.good}.${b64('x=%3Cscript%3E')}`, /option "x" is not allowed/],
    [`#${packed.good}.${b64(Array.from({ length: 30 }, (_, i) => `k${i}=1`).join('&'))}`, /too many options|not allowed/],
    [`#1.packing.${'A'.repeat(70000)}`, /too long/],
  ];
  const page = await H.newPage(env.browser);
  for (const [frag, why] of cases) {
    await page.goto('about:blank');
    page.errors.length = 0;
    await page.goto(`${env.server.url}index.html${frag}`);
    await page.waitForSelector('body[data-ready="1"]', { timeout: 15000 });
    await page.waitForSelector('#notice:not([hidden])', { timeout: 5000 }).catch(async () => {
      assert.fail(`${frag.slice(0, 40)}: no notice; status: ${await page.textContent('#status')}`);
    });
    const text = await page.textContent('#notice-text');
    assert.match(text, /could not be opened|has a problem/, `${frag.slice(0, 40)} -> ${text}`);
    assert.match(text, why, `${frag.slice(0, 40)} -> ${text}`);
    // An empty editor: the default empty board, no pieces.
    assert.equal(await page.locator('.pk-piece').count(), 0);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.equal(await page.locator('#notice img, #status img, main img').count(), 0);
    assert.deepEqual(page.errors, [], frag.slice(0, 40));
  }
  await H.screenshot(page, 'fragment-broken');

  // A deflate bomb (a few KB that inflate to many MB) is stopped at the size cap.
  const bomb = await page.evaluate(async () => {
    const m = await import('./lib/share.js');
    const big = '.'.repeat(4 * 1024 * 1024);
    const cs = new Blob([big]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(cs).arrayBuffer());
    let bin = '';
    for (const b of bytes) bin += String.fromCharCode(b);
    const b64 = btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const r = await m.decodeFragment(`1.packing.${b64}`, ['packing']);
    return r.ok ? 'decoded' : r.error.message;
  });
  assert.match(bomb, /too large/);

  // The embed page shows the same kind of message.
  const embed = await H.newPage(env.browser, { width: 480, height: 520 });
  await embed.goto(`${env.server.url}embed.html#1.packing.!!!!`);
  await H.waitReady(embed);
  assert.match(await embed.textContent('#status'), /could not be opened: the link data is not valid base64url/);
  assert.equal(await embed.isDisabled('#solve'), true);
  assert.deepEqual(embed.errors, []);
  await page.context().close();
  await embed.context().close();
});
