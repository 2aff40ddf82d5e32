// The `dlx` command line as scripts use it: exit codes 0/1/2, the --json contract, messages that
// say what and where.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { spawnSync } = require('child_process');
const { ROOT, DLX, dlx } = require('./run-cli.cjs');

test('first solution of Knuth\'s example, plain text, exit 0', () => {
  const r = dlx(['solve', 'puzzles/knuth-example.dlx']);
  assert.equal(r.code, 0);
  const lines = r.out.trim().split('\n').map((l) => l.split(' ').sort().join(' ')).sort();
  assert.deepEqual(lines, ['A D', 'B G', 'C E F']);
});

test('--json has the documented members and types', () => {
  const r = dlx(['solve', '--count', '--json', 'bench/data/queens-12.dlx']);
  assert.equal(r.code, 0);
  const j = JSON.parse(r.out);
  assert.equal(j.kind, 'exact-cover');
  assert.equal(j.count, 14200);
  assert.equal(j.complete, true);
  assert.equal(j.unique, false);
  assert.ok(Array.isArray(j.solutions) && j.solutions.length === 1);
  assert.equal(typeof j.solutions[0].text, 'string');
  assert.ok(Array.isArray(j.solutions[0].options));
  assert.ok(Number.isInteger(j.stats.nodes) && Number.isInteger(j.stats.updates));
  assert.equal(typeof j.stats.ms, 'number');
});

test('--count of 8 disjoint 8-queens: exact 92^8 in count and count_text, found per part', () => {
  const r = dlx(['solve', '--count', '--json', 'bench/data/queens-8-disjoint-8.dlx']);
  assert.equal(r.code, 0);
  // 5132188731375616 < 2^53, so JSON.parse still reads it exactly; count_text is exact beyond.
  assert.ok(/"count":5132188731375616,/.test(r.out));
  const j = JSON.parse(r.out);
  assert.equal(j.count_text, '5132188731375616');
  assert.equal(BigInt(j.count_text), 92n ** 8n);
  assert.equal(j.complete, true);
  assert.equal(j.solutions.length, 1);
  assert.ok(j.stats.nodes < 100000);
});

test('--max N lists N solutions; --count --max N stops at N, not complete', () => {
  const r = JSON.parse(dlx(['solve', '--max', '3', '--json', 'bench/data/queens-12.dlx']).out);
  assert.equal(r.count, 3);
  assert.equal(r.solutions.length, 3);
  assert.equal(r.complete, false);
  assert.equal(r.unique, false);
  const c = JSON.parse(dlx(['solve', '--count', '--max', '100', '--json', 'bench/data/queens-12.dlx']).out);
  assert.equal(c.count, 100);
  assert.equal(c.complete, false);
});

test('--unique: true for one solution, exit 1 and unique false for none', () => {
  const one = dlx(['solve', '--unique', '--json', 'puzzles/knuth-example.dlx']);
  assert.equal(JSON.parse(one.out).unique, true);
  const none = dlx(['solve', '--unique', '--json', '-'], 'A B\nA\n');
  assert.equal(none.code, 1);
  const j = JSON.parse(none.out);
  assert.equal(j.count, 0);
  assert.equal(j.complete, true);
  assert.equal(j.unique, false);
  const plain = dlx(['solve', '-'], 'A B\nA\n');
  assert.equal(plain.code, 1);
  assert.match(plain.out, /No solution/);
});

test('bad input and usage exit 2 with a message naming the place', () => {
  const bad = dlx(['solve', '-'], 'A B\nA B A\n');
  assert.equal(bad.code, 2);
  assert.match(bad.err, /line 2, column 5: the option lists item 'A' twice/);
  assert.equal(dlx(['solve', '-'], '').code, 2);
  const missing = dlx(['solve', 'no/such/file.txt']);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /no such file/);
  assert.equal(dlx(['solve', '--max', 'x', 'puzzles/knuth-example.dlx']).code, 2);
  assert.equal(dlx(['solve', '--bogus', 'puzzles/knuth-example.dlx']).code, 2);
  assert.equal(dlx(['frobnicate']).code, 2);
  const kind = dlx(['solve', '--kind', 'sudoku', 'puzzles/knuth-example.dlx']);
  assert.equal(kind.code, 2);
  assert.match(kind.err, /unknown kind 'sudoku'/);
});

test('convert writes the matrix back in Knuth\'s format', () => {
  const r = dlx(['convert', '--to', 'text', 'puzzles/knuth-example.dlx']);
  assert.equal(r.code, 0);
  assert.equal(r.out.split('\n')[0], 'A B C D E | F G');
});

test('dlx kinds lists every kind', () => {
  const r = dlx(['kinds']);
  for (const k of ['exact-cover', 'packing', 'shikaku', 'numberlink']) assert.match(r.out, new RegExp(`^${k}\\t`, 'm'));
});

// ---- Hostile input (issue 11): each case failed before the hardening. ----

// Runs dlx with raw bytes on stdin (a Buffer), so non-UTF-8 input reaches it unchanged.
function dlxBytes(args, bytes) {
  const r = spawnSync(DLX, args, { cwd: ROOT, input: bytes });
  return { code: r.status, out: r.stdout.toString('utf8'), err: r.stderr.toString('utf8'), raw: r.stdout };
}

const BOARD_3 = '#####\n#...#\n#####\n\n';

test('a piece count too large for any integer stops with the value and its place', () => {
  const r = dlx(['solve', '-'], `${BOARD_3}piece: count=99999999999\n###\n`);
  assert.equal(r.code, 2);
  assert.match(r.err, /line 5, column 8: count 99999999999 is out of range \(1 to 10000\)/);
});

test('piece areas are summed without wrapping', () => {
  const big = `${'#'.repeat(200)}\n`.repeat(200);
  let input = `${'.'.repeat(65)}\n\n`;  // over 64 cells: the report's fresh search is the cheap DLX one
  for (let i = 0; i < 6; ++i) input += `piece: count=10000\n${big}\n`;
  const r = dlx(['solve', '--json', '-'], input);
  assert.equal(r.code, 1);
  assert.match(JSON.parse(r.out).reason, /the pieces cover 2400000000 cells but the board has 65 free cells/);
});

test('input that is not UTF-8 is refused with its position, as valid JSON under --json', () => {
  const r = dlxBytes(['solve', '--json', '-'], Buffer.from('A \xff\nA \xff\n', 'latin1'));
  assert.equal(r.code, 2);
  const j = JSON.parse(r.out);  // throws on invalid JSON
  assert.deepEqual(j.error, { message: 'the input is not UTF-8 text: byte 0xff cannot start a character here', line: 1, column: 3 });
  // A bad byte in an argument quoted by a message is escaped, never copied raw.
  const arg = spawnSync(DLX, ['solve', '--json', '--option', Buffer.from('rotate=\xff', 'latin1'), 'puzzles/box42.txt'], { cwd: ROOT });
  assert.equal(arg.status, 2);
  assert.equal(Buffer.from(arg.stdout.toString('utf8'), 'utf8').equals(arg.stdout), true, 'stdout is valid UTF-8');
  assert.match(JSON.parse(arg.stdout.toString('utf8')).error.message, /not '\ufffd'/);
});

test('reading stops at the 4 MiB limit for devices and endless pipes', () => {
  const dev = dlx(['solve', '/dev/zero']);
  assert.equal(dev.code, 2);
  assert.match(dev.err, /\/dev\/zero is larger than the limit of 4194304 bytes/);
  const pipe = spawnSync('sh', ['-c', `yes | "${DLX}" solve -`], { cwd: ROOT, encoding: 'utf8', timeout: 60000 });
  assert.equal(pipe.status, 2);
  assert.match(pipe.stderr, /stdin is larger than the limit/);
  const missing = dlx(['solve', 'puzzles/nope.txt']);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /^dlx: no such file: puzzles\/nope.txt$/m);
});

test('options are checked against the kind\'s schema: unknown names and bad values exit 2', () => {
  const typo = dlx(['solve', '--option', 'symetry=1', 'puzzles/pentomino-6x10.txt']);
  assert.equal(typo.code, 2);
  assert.match(typo.err, /unknown option 'symetry' for packing \(known: rotate, reflect, symmetry, /);
  for (const bad of ['maybe', '2', '']) {
    const r = dlx(['solve', '--option', `rotate=${bad}`, 'puzzles/pentomino-6x10.txt']);
    assert.equal(r.code, 2, bad);
    assert.match(r.err, new RegExp(`option 'rotate' for packing takes yes or no .*not '${bad}'`));
  }
  // Yes/no words are read case-insensitively, the same on the command line and in the file.
  const yes = dlx(['solve', '--option', 'rotate=Yes', 'puzzles/pentomino-6x10.txt']);
  const one = dlx(['solve', '--option', 'rotate=1', 'puzzles/pentomino-6x10.txt']);
  assert.equal(yes.code, 0);
  assert.equal(yes.out, one.out);
  const inFile = dlx(['solve', '--count', '-'], '....\n\nrules: rotate=YES\n##\n##\n');
  assert.match(inFile.out, /^1 solution/);
  // Comparison switches carry a bench_ name; the old names are unknown now.
  assert.equal(dlx(['solve', '--option', 'engine=dlx', 'puzzles/box42.txt']).code, 2);
  assert.equal(dlx(['solve', '--option', 'bench_engine=dlx', 'puzzles/box42.txt']).code, 0);
  const rule = dlx(['solve', '--rule', 'loose', 'puzzles/numberlink-5x5.txt']);
  assert.equal(rule.code, 2);
  assert.match(rule.err, /option 'rule' for numberlink takes fill\|free, not 'loose'/);
  assert.match(dlx(['solve', '--option', 'x=1', 'puzzles/shikaku-6x6.txt']).err, /unknown option 'x' for shikaku \(known: bench_search, render\)/);
});

test('dlx kinds lists every kind\'s options with their help, also as JSON', () => {
  const r = dlx(['kinds']);
  assert.match(r.out, /^ {2}--option rotate=yes\|no\n {6}allow quarter turns/m);
  assert.match(r.out, /^ {2}--option rule=fill\|free\n/m);
  assert.match(r.out, /^ {2}--option bench_engine=auto\|path\|scan\|edge\|portfolio\|sat \(default auto\)\n {6}benchmarking:/m);
  assert.match(r.out, /^all kinds:\n {2}--option render=text\|box/m);
  // render is every kind's option; a kind's own options are refused elsewhere.
  assert.equal(dlx(['solve', '--render', 'box', 'puzzles/shikaku-6x6.txt']).code, 0);
  assert.equal(dlx(['solve', '--option', 'notouch=1', 'puzzles/shikaku-6x6.txt']).code, 2);
  const j = JSON.parse(dlx(['kinds', '--json']).out);
  const nl = j.find((k) => k.name === 'numberlink');
  assert.deepEqual(nl.options.map((o) => o.name), ['rule', 'turns', 'notouch', 'bench_engine']);
  assert.deepEqual(nl.options[1].values, ['no-u-turn', 'any']);
  assert.deepEqual(nl.options[0].values, ['fill', 'free']);
  assert.equal(j.find((k) => k.name === 'packing').options.find((o) => o.name === 'symmetry').type, 'bool');
});

test('letter grids: every printable character but . is a label; junk is never an empty cell', () => {
  const junk = dlx(['solve', '-'], 'A-A\nB*B\n');
  assert.equal(junk.code, 2);
  assert.match(junk.err, /line 1, column 2: label '-' appears only once/);
  const lone = dlx(['solve', 'tests/data/numberlink-lone-label.txt']);
  assert.equal(lone.code, 2);
  assert.match(lone.err, /line 2, column 1: label '\\' appears only once/);
  const control = dlxBytes(['solve', '-'], Buffer.from('A.\x01A\nB..B\n', 'latin1'));
  assert.equal(control.code, 2);
  assert.match(control.err, /line 1, column 3: unexpected control character 0x01/);
  const accent = dlx(['solve', '-'], 'AéA.\nB..B\n');
  assert.equal(accent.code, 2);
  assert.match(accent.err, /line 1, column 2: unexpected 'é' \(U\+00E9\)/);
  // Janko's punctuation labels solve, to the same paths as the numbers-grid twin.
  const twin = JSON.parse(dlx(['solve', '--unique', '--json', 'puzzles/numberlink-5x5.txt']).out);
  for (const file of ['tests/data/numberlink-janko-punctuation.txt', 'tests/data/numberlink-char-rows-punctuation.txt']) {
    const j = JSON.parse(dlx(['solve', '--unique', '--json', file]).out);
    assert.equal(j.kind, 'numberlink', file);
    assert.equal(j.unique, true, file);
    assert.deepEqual(j.solutions[0].grid, twin.solutions[0].grid, file);
  }
});

test('Numberlink rules by source: numlin is free, arukone fills, --rule overrides', () => {
  const numlin = JSON.parse(dlx(['solve', '--count', '--json', 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3']).out);
  assert.equal(numlin.rule, 'free');
  const free = JSON.parse(dlx(['solve', '--count', '--json', '--rule', 'free', 'puzzles/numberlink-5x5.txt']).out);
  assert.equal(numlin.count, free.count);
  const arukone = JSON.parse(dlx(['solve', '--count', '--json', 'https://puzz.link/p?arukone/5/5/1j2h3m1h2j3']).out);
  assert.equal(arukone.rule, 'fill');
  assert.equal(arukone.count, 1);
  const forced = JSON.parse(dlx(['solve', '--count', '--json', '--rule', 'fill', 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3']).out);
  assert.equal(forced.rule, 'fill');
  assert.equal(forced.count, 1);
  // The turn convention goes with the source: numlin any, arukone and the files no U-turns.
  assert.equal(numlin.turns, 'any');
  assert.equal(arukone.turns, 'no-u-turn');
  assert.equal(forced.turns, 'no-u-turn');
});

test('convert keeps the Numberlink rules, or refuses a target that cannot carry them', () => {
  // The rules issue's example: 2 solutions under the literal fill rule, 11 under the free rule.
  const literal = dlx(['convert', '--to', 'text', '--turns', 'any', '-'], '3 3\n1 0 1\n0 0 0\n0 0 0\n');
  assert.equal(literal.code, 0);
  assert.equal(literal.out, 'turns: any\n3 3\n1 0 1\n0 0 0\n0 0 0\n');
  assert.equal(JSON.parse(dlx(['solve', '--count', '--json', '-'], literal.out).out).count, 2);
  const url = dlx(['convert', '--to', 'puzzlink', '--turns', 'any', '-'], '3 3\n1 0 1\n0 0 0\n0 0 0\n');
  assert.equal(url.code, 2);
  assert.match(url.err, /puzz\.link has no genre for rule=fill with turns=any/);
  const arukone = dlx(['convert', '--to', 'puzzlink', '-'], '3 3\n1 0 1\n0 0 0\n0 0 0\n');
  assert.equal(arukone.code, 0);
  assert.match(arukone.out, /\?arukone\/3\/3\//);
  const numlin = dlx(['convert', '--to', 'text', 'https://puzz.link/p?numlin/3/3/1g1l']);
  assert.equal(numlin.out, 'rule: free\n3 3\n1 0 1\n0 0 0\n0 0 0\n');
  assert.equal(JSON.parse(dlx(['solve', '--count', '--json', '-'], numlin.out).out).count, 11);
  const back = dlx(['convert', '--to', 'puzzlink', '-'], numlin.out);
  assert.equal(back.out.trim(), 'https://puzz.link/p?numlin/3/3/1g1l');
  const dup = dlx(['solve', '-'], 'rule: free\nrule: free\n3 1\n1 0 1\n');
  assert.equal(dup.code, 2);
  assert.match(dup.err, /line 2.*'rule:' is given twice/);
});

test('kind detection reports the parser of the format the input looks like', () => {
  const shikaku = require('fs').readFileSync(path.join(ROOT, 'puzzles/shikaku-6x6.txt'), 'utf8');
  const typo = dlx(['solve', '-'], shikaku.replace('0 0 0 0 3 0', '0 0 0 0 3 O'));
  assert.equal(typo.code, 2);
  assert.match(typo.err, /line 2, column 11: expected a clue \(a whole number, 0 for none\), not 'O'/);
  // Every non-zero number exactly twice and a clue sum that is not the area: Numberlink.
  assert.equal(JSON.parse(dlx(['solve', '--json', '-'], '3 3\n1 0 0\n0 0 0\n0 0 1\n').out).kind, 'numberlink');
  // Numbers that do not pair up stay Shikaku (which then finds no solution).
  const sh = dlx(['solve', '--json', '-'], '3 3\n1 0 0\n0 0 0\n0 0 2\n');
  assert.equal(sh.code, 1);
  assert.equal(JSON.parse(sh.out).kind, 'shikaku');
  for (const [input, message] of [['0 0\n', 'the width 0 is out of range'], ['201 201\n', 'the width 201 is out of range (1 to 200)']]) {
    const r = dlx(['solve', '-'], input);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`line 1, column 1: ${message.replace(/[()]/g, '\\$&')}`));
  }
  const board = dlx(['solve', '-'], '#..#\n#x.#\n\n##\n');
  assert.equal(board.code, 2);
  assert.match(board.err, /line 2, column 2: unexpected 'x' in the board/);
});

test('--json errors are one object on stdout with the exit code kept', () => {
  const bad = dlx(['solve', '--json', '-'], 'A B\nA B A\n');
  assert.equal(bad.code, 2);
  assert.deepEqual(JSON.parse(bad.out), { error: { message: "the option lists item 'A' twice", line: 2, column: 5 } });
  assert.equal(bad.err, '');
  const usage = dlx(['solve', '--json', '--max', 'x', 'puzzles/knuth-example.dlx']);
  assert.equal(usage.code, 2);
  assert.deepEqual(JSON.parse(usage.out).error, { message: "--max needs a whole number, not 'x'", line: null, column: null });
  const missing = dlx(['solve', '--json', 'no/such/file.txt']);
  assert.equal(missing.code, 2);
  assert.equal(JSON.parse(missing.out).error.message, 'no such file: no/such/file.txt');
});

test('exact cover: a byte-order mark is dropped, names count characters, an empty name has a position', () => {
  const bom = JSON.parse(dlxBytes(['solve', '--json', '-'], Buffer.from('\ufeffA B\nA B\n', 'utf8')).out);
  assert.deepEqual(bom.solutions[0].options, [['A', 'B']]);
  const accents = dlx(['solve', '--json', '-'], 'ééééé\nééééé\n');
  assert.equal(accents.code, 0);
  assert.deepEqual(JSON.parse(accents.out).solutions[0].options, [['ééééé']]);
  assert.match(dlx(['solve', '--kind', 'exact-cover', '-'], 'ééééééééé B\nB\n').err, /line 1, column 1: item name 'ééééééééé' is longer than 8 characters/);
  const empty = dlx(['solve', '-'], '3|\nA\n');
  assert.equal(empty.code, 2);
  assert.match(empty.err, /line 1, column 1: an item name is empty/);
  const crlf = dlx(['solve', '--json', '-'], 'A B\r\nA B\r\n');
  assert.deepEqual(JSON.parse(crlf.out).solutions[0].options, [['A', 'B']]);
});

test('plain Numberlink answers name the rule they hold under; --json is as before', () => {
  // README's 6x6: no solution without U-turns, exactly one with them.
  const six = '.2....\n.....2\n.4..33\n......\n....41\n.1....\n';
  const note = 'rule fill, no U-turns; `--turns any` lets lines turn back';
  const none = dlx(['solve', '-'], six);
  assert.equal(none.code, 1);
  assert.equal(none.out.split('\n')[0], `No solution (${note}).`);
  const unique = dlx(['solve', '--unique', '--turns', 'any', '-'], six);
  assert.equal(unique.code, 0);
  assert.equal(unique.out.split('\n')[0], 'Unique: exactly 1 solution.');  // the literal rule: nothing to add
  const count = dlx(['solve', '--count', '-'], six);
  assert.deepEqual(count.out.split('\n').slice(0, 2), ['0 solutions', `No solution (${note}).`]);
  const five = dlx(['solve', '--unique', 'puzzles/numberlink-5x5.txt']);
  assert.equal(five.out.split('\n')[0], `Unique: exactly 1 solution (${note}).`);
  const free = dlx(['solve', '--count', '--rule', 'free', '-'], '3 1\n1 1 0\n');
  assert.match(free.out, /^\d+ solutions?( \(rule free: cells may stay empty\))?\n/);
  // The JSON report keeps its members: no note is added there (rule and turns say it).
  const json = JSON.parse(dlx(['solve', '--json', '-'], six).out);
  assert.deepEqual(Object.keys(json).sort(), ['complete', 'count', 'count_text', 'kind', 'rule', 'solutions', 'stats', 'turns', 'unique']);
  assert.equal(json.turns, 'no-u-turn');
});
