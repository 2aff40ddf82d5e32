// encode(kind, state, options, format): the page's editors hand their state to the wasm module,
// which builds the puzzle (Kind::fromState) and writes it. Round trips: state -> format text ->
// parse -> describe() gives the state back, for every kind and format; bad states and the limits
// come back as failure results naming what is wrong.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { loadDlx, solve } = require('./load-module.cjs');

const puzzle = (name) => fs.readFileSync(path.join(__dirname, '..', '..', 'puzzles', name), 'utf8');

let M;
test.before(async () => {
  M = await loadDlx();
});

const encode = (kind, state, format, options = {}) =>
  JSON.parse(M.encode(kind, JSON.stringify(state), JSON.stringify(options), format));

// Parses `text` as the kind and returns describe() (asserting it was read).
function describeOf(kind, text, options = {}) {
  const s = M.open(kind, text, JSON.stringify(options));
  try {
    const r = JSON.parse(s.opened());
    assert.equal(r.ok, true, `${kind} could not read ${JSON.stringify(text)}: ${JSON.stringify(r.error)}`);
    return r.value.describe;
  } finally {
    s.delete();
  }
}

// The text written for `state` in `format`, asserting success.
function written(kind, state, format, options) {
  const r = encode(kind, state, format, options);
  assert.equal(r.ok, true, `${kind} ${format}: ${JSON.stringify(r.error)}`);
  assert.equal(typeof r.value, 'string');
  return r.value;
}

test('Shikaku: text, puzz.link and Tatham round trips give the state back', () => {
  const state = {
    width: 6,
    height: 6,
    clues: [[0, 0, 0, 0, 3, 0], [5, 6, 0, 0, 6, 0], [0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, 6, 0, 0, 2, 3], [0, 5, 0, 0, 0, 0]],
  };
  assert.deepEqual(describeOf('shikaku', puzzle('shikaku-6x6.txt')), state);
  for (const format of ['text', 'puzzlink', 'tatham', 'input']) {
    const text = written('shikaku', state, format);
    assert.deepEqual(describeOf('shikaku', text), state, format);
  }
  assert.equal(written('shikaku', state, 'input'), written('shikaku', state, 'text'));
  // Still the puzzle of puzzles/shikaku-6x6.txt: one solution.
  const r = solve(M, 'shikaku', written('shikaku', state, 'tatham'), {}, 0).value;
  assert.equal(r.count, 1);
});

test('Shikaku with "?" clues: input is the puzz.link URL, text refuses with a reason', () => {
  const state = { width: 3, height: 2, clues: [[2, 0, 0], [0, -2, 0]] };
  const url = written('shikaku', state, 'input');
  assert.equal(url, 'https://puzz.link/p?shikaku/3/2/2i.g');
  assert.deepEqual(describeOf('shikaku', url), state);
  const text = encode('shikaku', state, 'text');
  assert.equal(text.ok, false);
  assert.match(text.error.message, /`\?` clues cannot be written in the plain text format/);
});

test('Numberlink: text and puzz.link round trips; the rule travels as an option', () => {
  const state = { width: 5, height: 5, numbers: [[1, 0, 0, 0, 0], [2, 0, 0, 3, 0], [0, 0, 0, 0, 0], [0, 1, 0, 0, 2], [0, 0, 0, 0, 3]] };
  // describe also reports the rules the puzzle is read under (the file's: fill, no U-turns).
  assert.deepEqual(describeOf('numberlink', puzzle('numberlink-5x5.txt')), { ...state, rule: 'fill', turns: 'no-u-turn' });
  for (const format of ['text', 'puzzlink', 'input']) {
    // The written text carries the rule (a `rule: free` line, or the numlin genre).
    const text = written('numberlink', state, format, { rule: 'free' });
    assert.deepEqual(describeOf('numberlink', text), { ...state, rule: 'free', turns: 'any' }, format);
  }
  // Still the puzzle of puzzles/numberlink-5x5.txt: one solution under either rule.
  const free = solve(M, 'numberlink', written('numberlink', state, 'puzzlink'), { rule: 'free' }, 0).value;
  assert.equal(free.rule, 'free');
  assert.equal(free.count, 1);
  const bad = encode('numberlink', state, 'text', { rule: 'all' });
  assert.equal(bad.ok, false);
  assert.match(bad.error.message, /option 'rule' for numberlink takes fill\|free, not 'all'/);
});

test('packing: the editor state round-trips through the text format', () => {
  const state = {
    board: ['....', '..#.', '....'],
    defaults: { rotate: true, reflect: false },
    pieces: [
      { rows: ['##', '#.'], count: 2, rotate: true, reflect: false },
      { rows: ['#.', '##', '.#'], count: 1, rotate: false, reflect: true },
      { rows: ['#'], count: 1, rotate: true, reflect: false },
    ],
  };
  const text = written('packing', state, 'text');
  // Rules are stated on a piece only where it differs from the puzzle's.
  assert.equal(text, '....\n..#.\n....\n\nrules: rotate=yes reflect=no\npiece: count=2\n##\n#.\n\n' +
    'piece: rotate=no reflect=yes\n#.\n##\n.#\n\n#\n\n');
  const d = describeOf('packing', text);
  assert.deepEqual(d.board, state.board);
  assert.deepEqual(d.defaults, state.defaults);
  assert.deepEqual(d.pieces.map(({ rows, count, rotate, reflect }) => ({ rows, count, rotate, reflect })), state.pieces);
  assert.equal(written('packing', state, 'input'), text);
});

test('packing: describe() of every preset is a state that writes the same puzzle back', () => {
  const presets = JSON.parse(M.kinds()).find((k) => k.name === 'packing').presets;
  assert.ok(presets.length >= 5);
  for (const name of presets) {
    const d = describeOf('packing', '', { preset: name });
    const text = written('packing', d, 'text');
    assert.deepEqual(describeOf('packing', text), d, name);
  }
  // And the rewritten 6x10 pentomino box still has its 2339 solutions up to symmetry.
  const d = describeOf('packing', '', { preset: 'pentomino-6x10' });
  const r = solve(M, 'packing', written('packing', d, 'text'), { symmetry: '1' }, 0).value;
  assert.equal(r.distinct, 2339);
});

test('exact cover: the typed text is written back as typed; describe() is a state too', () => {
  const typed = "| Knuth's example\nA B C D E | F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";
  assert.equal(written('exact-cover', { text: typed }, 'input'), typed);
  const d = describeOf('exact-cover', typed);
  assert.deepEqual(describeOf('exact-cover', written('exact-cover', d, 'text')), d);
  assert.deepEqual(d.primary, ['A', 'B', 'C', 'D', 'E']);
  assert.equal(d.options.length, 6);
});

test('a bad state is a failure result naming the member (line and column null)', () => {
  const cases = [
    ['packing', { board: ['..x'], pieces: [] }, /^board\[0\] has an unexpected character at position 3/],
    ['packing', { board: ['...'], pieces: [{ rows: ['#'], count: 2.5 }] }, /^pieces\[0\]\.count must be a whole number$/],
    ['packing', { board: ['...'], pieces: [{ rows: ['#'] }, { rows: ['..'] }] }, /^pieces\[1\] has no cells/],
    ['packing', { board: ['###'], pieces: [{ rows: ['#'] }] }, /the board has no free cells/],
    ['packing', { board: ['...'], pieces: [{ rows: ['#'], rotate: 'yes' }] }, /^pieces\[0\]\.rotate must be true or false$/],
    ['packing', { pieces: [] }, /has no member 'board'/],
    ['shikaku', { width: 2, height: 1, clues: [[1, 1], [1, 1]] }, /^clues has 2 rows; the height is 1$/],
    ['shikaku', { width: 2, height: 1, clues: [[1, -5]] }, /the clue -5 at row 1, column 2 is not an area/],
    ['shikaku', { width: 2, height: 1, clues: [[1, '1']] }, /^clues\[0\]\[1\] must be a whole number$/],
    ['shikaku', [1, 2], /must be an object/],
    ['numberlink', { width: 3, height: 1, numbers: [[1, 0, 2]] }, /number 1 appears only once/],
    ['numberlink', { width: 0, height: 1, numbers: [] }, /^width is 0; it must be from 1 to/],
    ['exact-cover', { text: 7 }, /^text must be a string$/],
    ['no-such-kind', {}, /unknown kind 'no-such-kind'/],
  ];
  for (const [kind, state, message] of cases) {
    const r = encode(kind, state, 'text');
    assert.equal(r.ok, false, `${kind} ${JSON.stringify(state)} was accepted`);
    assert.deepEqual(Object.keys(r.error), ['message', 'line', 'column']);
    assert.match(r.error.message, message);
    assert.equal(r.error.line, null);
    assert.equal(r.error.column, null);
  }
  // State text that is itself a format keeps the position inside that text.
  const ec = encode('exact-cover', { text: 'A B\nA Q\n' }, 'text');
  assert.deepEqual(ec, { ok: false, error: { message: "unknown item 'Q'", line: 2, column: 3 } });
  // A state that is not JSON, and a format the kind does not have.
  const notJson = JSON.parse(M.encode('shikaku', '{"width":', '{}', 'text'));
  assert.equal(notJson.ok, false);
  assert.match(notJson.error.message, /JSON/);
  const format = encode('packing', { board: ['.'], pieces: [{ rows: ['#'] }] }, 'tatham');
  assert.equal(format.ok, false);
  assert.match(format.error.message, /only the 'text' format/);
});

test('limits() are the limits the parsers enforce', () => {
  const limits = JSON.parse(M.limits());
  const side = limits.maxGridSide;
  const row = (n, fill = 0) => Array.from({ length: n }, () => fill);
  const ends = (n, v) => { const r = row(n); r[0] = v; r[n - 1] = v; return r; };
  assert.equal(encode('numberlink', { width: side, height: 1, numbers: [ends(side, 1)] }, 'text').ok, true);
  const wide = encode('numberlink', { width: side + 1, height: 1, numbers: [ends(side + 1, 1)] }, 'text');
  assert.match(wide.error.message, new RegExp(`^width is ${side + 1}; it must be from 1 to ${side}$`));
  // The text parser refuses the same width.
  assert.equal(solve(M, 'shikaku', `${side} 1\n${row(side, 0).join(' ').replace(/^0/, String(side))}\n`).ok, true);
  assert.equal(solve(M, 'shikaku', `${side + 1} 1\n${row(side + 1, 1).join(' ')}\n`).ok, false);

  const max = limits.numberlink.maxNumber;
  assert.equal(encode('numberlink', { width: 2, height: 1, numbers: [[max, max]] }, 'text').ok, true);
  assert.match(encode('numberlink', { width: 2, height: 1, numbers: [[max + 1, max + 1]] }, 'text').error.message,
    /above the limit/);

  const copies = limits.packing.maxPieceCount;
  const piece = (count) => ({ board: ['.'], pieces: [{ rows: ['#'], count }] });
  assert.equal(encode('packing', piece(copies), 'text').ok, true);
  assert.match(encode('packing', piece(copies + 1), 'text').error.message,
    new RegExp(`^pieces\\[0\\]\\.count is ${copies + 1}; it must be from 1 to ${copies}$`));
  // A piece count the text parser refuses too.
  assert.equal(solve(M, 'packing', `.\n\npiece: count=${copies + 1}\n#\n`).ok, false);

  assert.ok(limits.maxInputBytes >= 1 << 20);
  const big = solve(M, 'exact-cover', 'A'.repeat(limits.maxInputBytes + 1));
  assert.equal(big.ok, false);
});

test('the worker\'s own replies use the same shape (success and failure)', () => {
  assert.deepEqual(JSON.parse(M.success('{"status":"done","stats":null}')), { ok: true, value: { status: 'done', stats: null } });
  assert.deepEqual(JSON.parse(M.failure('The solver is busy.')),
    { ok: false, error: { message: 'The solver is busy.', line: null, column: null } });
});

test('JSON numbers: read by the wasm module\'s own reader (JavaScript\'s Number() for the hard ones) and written as %.6g', () => {
  const text = '[0.1,2.5e-3,40051.95,1e-400,123456789012345678901234567890.0,0.30000000000000004441,12345678901234567890,-7]';
  assert.equal(M.success(text), '{"ok":true,"value":[0.1,0.0025,40051.9,0,1.23457e+29,0.3,12345678901234567890,-7]}');
  for (const bad of ['[1.2.3]', '[+5]', '[01]', '[.5]', '[1e400]', '["\\u 041"]']) {
    const r = JSON.parse(M.success(bad));
    assert.equal(r.ok, false, bad);
    assert.match(r.error.message, /^JSON: bad (number|\\u escape)/, bad);
  }
});
