// The links people paste, through the CLI: Tatham page URLs and random seeds, puzz.link URL forms,
// and what the CLI says about text no kind reads.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { dlx } = require('./run-cli.cjs');

const TATHAM_ID = '7x7:3_2a2_3g2f5_2a6a3_3b2_2d4b3_2c5f';
const PAGE = 'https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/rect.html#';

test('a Tatham Rectangles page URL solves like its game ID', () => {
  const byId = JSON.parse(dlx(['solve', '--count', '--json', TATHAM_ID]).out);
  const byUrl = JSON.parse(dlx(['solve', '--count', '--json', PAGE + TATHAM_ID]).out);
  assert.equal(byUrl.kind, 'shikaku');
  assert.equal(byUrl.count, 1);
  assert.deepEqual(byUrl.solutions[0].grid, byId.solutions[0].grid);
  // And converts to the plain ID.
  assert.equal(dlx(['convert', '--to', 'tatham', PAGE + TATHAM_ID]).out.trim(), TATHAM_ID);
});

test('a Tatham random seed is refused with how to get the game ID', () => {
  for (const seed of ['7x7#570146928147095', PAGE + '7x7#570146928147095']) {
    const r = dlx(['solve', seed]);
    assert.equal(r.code, 2, seed);
    assert.match(r.err, /random-seed ID \("7x7#\.\.\."\), which only Tatham's own generator can turn into a puzzle/);
    assert.match(r.err, /Game > Specific\.\.\. and copy the game ID/);
  }
});

test('puzz.link forms: _edit, embed parameters, pzv.jp; numlin is free and arukone fills', () => {
  const body = '/6/6/j3g56h6t6h23g5j';
  const grids = ['https://puzz.link/p?shikaku' + body, 'https://puzz.link/p?shikaku_edit' + body,
    'https://puzz.link/p?embed=yes&shikaku' + body, 'http://pzv.jp/p.html?shikaku' + body].map((url) => {
    const j = JSON.parse(dlx(['solve', '--count', '--json', url]).out);
    assert.equal(j.kind, 'shikaku', url);
    assert.equal(j.count, 1, url);
    return JSON.stringify(j.solutions[0].grid);
  });
  assert.equal(new Set(grids).size, 1);
  for (const [type, rule] of [['numlin', 'free'], ['arukone', 'fill']]) {
    const j = JSON.parse(dlx(['solve', '--count', '--json', `https://puzz.link/p?embed=yes&${type}/5/5/1j2h3m1h2j3`]).out);
    assert.equal(j.kind, 'numberlink');
    assert.equal(j.rule, rule);
    assert.equal(j.count, 1);
  }
});

test('text no kind reads names the accepted formats; another puzz.link genre is named', () => {
  const hello = dlx(['solve', '-'], 'hello world\n');
  assert.equal(hello.code, 2);
  assert.match(hello.err, /cannot tell what kind of puzzle this is\. Accepted: packing .*Shikaku .*Numberlink .*exact cover/);
  const other = dlx(['solve', 'https://puzz.link/p?nurikabe/5/5/abc']);
  assert.equal(other.code, 2);
  assert.match(other.err, /this is a puzz\.link 'nurikabe' puzzle; DLX Studio reads the puzz\.link types shikaku, numlin and arukone/);
});

test('Penpa+ links: Shikaku and Numberlink read by their tags, in edit and solve mode, padding or not', () => {
  const { penpaLink } = require('../support/penpa-link.cjs');
  const numbers = [[1, 0, 0, 0, 0], [2, 0, 0, 3, 0], [0, 0, 0, 0, 0], [0, 1, 0, 0, 2], [0, 0, 0, 0, 3]];
  const plain = JSON.parse(dlx(['solve', '--count', '--json', 'puzzles/numberlink-5x5.txt']).out);
  for (const options of [{}, { mode: 'solve' }, { padding: true }]) {
    const j = JSON.parse(dlx(['solve', '--count', '--json', penpaLink(numbers, ['numberlink'], options)]).out);
    assert.equal(j.kind, 'numberlink');
    assert.equal(j.count, 1);
    assert.deepEqual(j.solutions[0].grid, plain.solutions[0].grid);
  }
  // Percent-encoded base64 (a link passed through a form) reads the same.
  const link = penpaLink(numbers, ['numberlink'], { padding: true });
  const encoded = link.replace(/p=(.*)$/, (m, b64) => `p=${b64.replace(/\+/g, '%2B').replace(/\//g, '%2f').replace(/=/g, '%3D')}`);
  assert.notEqual(encoded, link);
  assert.deepEqual(JSON.parse(dlx(['solve', '--json', encoded]).out).solutions[0].grid, plain.solutions[0].grid);
  // Untagged, numbers that pair up are Numberlink; the arukone tag is Numberlink too.
  assert.equal(JSON.parse(dlx(['solve', '--json', penpaLink(numbers, [])]).out).kind, 'numberlink');
  assert.equal(JSON.parse(dlx(['solve', '--json', penpaLink(numbers, ['arukone'])]).out).kind, 'numberlink');
  // Shikaku: the 6x6 example, tagged and untagged, converts to the same puzz.link URL.
  const sk = [[0, 0, 0, 0, 3, 0], [5, 6, 0, 0, 6, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 6, 0, 0, 2, 3], [0, 5, 0, 0, 0, 0]];
  for (const tags of [['shikaku'], []]) {
    const r = dlx(['convert', '--to', 'puzzlink', penpaLink(sk, tags)]);
    assert.equal(r.code, 0, r.err);
    assert.equal(r.out.trim(), 'https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j');
  }
  // A board with white margins (Penpa's "space") reads as the inner board only.
  const framed = [[0, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0], [0, 2, 0, 0, 3, 0, 0], [0, 0, 0, 0, 0, 0, 0],
    [0, 0, 1, 0, 0, 2, 0], [0, 0, 0, 0, 0, 3, 0], [0, 0, 0, 0, 0, 0, 0]];
  const inner = JSON.parse(dlx(['solve', '--count', '--json', penpaLink(framed, ['numberlink'], { space: [1, 1, 1, 1] })]).out);
  assert.equal(inner.count, 1);
  assert.deepEqual(inner.solutions[0].grid, plain.solutions[0].grid);
  // Other genres are named; a damaged link says where.
  const sudoku = dlx(['solve', penpaLink(numbers, ['classic'])]);
  assert.equal(sudoku.code, 2);
  assert.match(sudoku.err, /this Penpa\+ puzzle is tagged 'classic'; DLX Studio reads Penpa\+ Shikaku and Numberlink/);
  const cut = dlx(['solve', link.slice(0, -32)]);
  assert.equal(cut.code, 2);
  assert.match(cut.err, /the compressed data is damaged/);
  const typo = dlx(['solve', link.replace('p=', 'p=*')]);
  const badEscape = dlx(['solve', link.replace('p=', 'p=%41')]);
  assert.match(badEscape.err, /unexpected '%' in the puzzle data/);
  assert.match(typo.err, /column \d+: unexpected '\*' in the puzzle data \(p=\), which is base64/);
});
