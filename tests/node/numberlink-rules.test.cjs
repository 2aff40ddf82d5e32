// One decoder and one rule mapping for puzz.link Numberlink links, in the page and in the CLI:
// every URL form is imported the way the page does it (the wasm module reads the link and reports
// the rules in its describe; web/kinds/numberlink.js turns that into the editor's state, and back
// into the puzzle and options the page solves), and the kind, the options and the answer must be
// the CLI's (`dlx solve --count --json URL`).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { pathToFileURL } = require('url');
const { loadDlx, solve } = require('./load-module.cjs');
const { dlx } = require('./run-cli.cjs');

const WEB = path.join(__dirname, '..', '..', 'web');

const URLS = [
  // numlin: the free rule with any turns; arukone: every cell, no U-turns.
  'https://puzz.link/p?numlin/3/1/11g',
  'https://puzz.link/p?numlin/3/3/1g1l',
  'https://puzz.link/p?arukone/3/3/1g1l',
  'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3',
  'https://puzz.link/p?arukone/5/5/1j2h3m1h2j3',
  'http://pzv.jp/p.html?numlin/5/5/1j2h3m1h2j3',
  'https://puzz.link/p?numlin_edit/5/5/1j2h3m1h2j3',
];

test('puzz.link Numberlink links import with the same kind, rules and answer in the page and the CLI', async () => {
  const M = await loadDlx();
  const numberlink = (await import(pathToFileURL(path.join(WEB, 'kinds', 'numberlink.js')).href)).default;
  for (const url of URLS) {
    const cli = dlx(['solve', '--count', '--json', url]);
    const expected = JSON.parse(cli.out);
    // What the page's worker does on import ('read'), then the editor state, then Solve ('open').
    const s = M.open('numberlink', url, '{}');
    const opened = JSON.parse(s.opened());
    s.delete();
    assert.ok(opened.ok, url);
    assert.equal(opened.value.kind, expected.kind, url);
    const state = numberlink.fromImport({ text: url, options: {}, describe: opened.value.describe });
    const { puzzle, options } = numberlink.toPuzzle(state);
    assert.deepEqual(options, { rule: expected.rule, turns: expected.turns }, url);
    const text = JSON.parse(M.encode('numberlink', JSON.stringify(puzzle), JSON.stringify(options), 'text'));
    assert.ok(text.ok, url);
    const page = solve(M, 'numberlink', text.value, options, 0);
    assert.ok(page.ok, url);
    assert.equal(page.value.count, expected.count, url);
    assert.equal(page.value.rule, expected.rule, url);
    assert.equal(page.value.turns, expected.turns, url);
    // The page's export writes the genre that carries the rules, which reads back the same.
    const link = JSON.parse(M.encode('numberlink', JSON.stringify(puzzle), JSON.stringify(options), 'puzzlink'));
    assert.ok(link.ok, url);
    assert.match(link.value, expected.rule === 'free' ? /\?numlin\// : /\?arukone\//, url);
    assert.equal(JSON.parse(dlx(['solve', '--count', '--json', link.value]).out).count, expected.count, url);
  }
});

test('the numlin link of the issue solves under the free rule in both', async () => {
  const cli = JSON.parse(dlx(['solve', '--count', '--json', 'https://puzz.link/p?numlin/3/1/11g']).out);
  assert.equal(cli.rule, 'free');
  assert.ok(cli.count >= 1);
});
