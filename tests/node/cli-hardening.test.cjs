// The command line under hostile use (issue 37, second round): merge that checks what it adds,
// bounded threads, Shikaku `?` clues in parts, long forced chains, solutions streamed, terminal-
// safe messages, failed writes, and the smaller usage rules. The reproducers are the cases.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, spawnSync } = require('child_process');
const { ROOT, DLX, dlx } = require('./run-cli.cjs');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dlx-hardening-'));
test.after(() => fs.rmSync(tmp, { recursive: true, force: true }));
function file(name, text) {
  const p = path.join(tmp, name);
  fs.writeFileSync(p, text);
  return p;
}
// Runs a shell line (for redirections and limits); -> {code, out, err}.
function sh(line) {
  const r = spawnSync('sh', ['-c', line], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const q = (a) => `'${a.replace(/'/g, "'\\''")}'`;

// The reports of every part of a split, as `dlx solve --subtree` writes them.
function partReports(puzzleArgs, splitArgs) {
  const tokens = dlx(['split', ...splitArgs, ...puzzleArgs]).out.trim().split('\n');
  return tokens.map((t) => JSON.parse(dlx(['solve', '--count', '--json', '--subtree', t, ...puzzleArgs]).out));
}
const mergeOf = (reports) => dlx(['merge', '--json'], reports.map((r) => JSON.stringify(r)).join('\n') + '\n');

// --- item 2: merge trusts no report -------------------------------------------------------------

test('merge: a token whose path was edited to root is refused (6x10 read 18,688 with exit 0)', () => {
  const reports = partReports(['--preset', 'pentomino-6x10'], ['--parts', '12']);
  const whole = mergeOf(reports);
  assert.equal(whole.code, 0);
  assert.equal(JSON.parse(whole.out).count, 9356);
  const edited = reports.map((r) => ({ ...r }));
  const k = edited.findIndex((r) => r.count > 0);
  edited[k].subtree = edited[k].subtree.replace(/-[^-]*$/, '-root');
  edited[k].count = 9356;  // what running the edited token would have counted
  const r = mergeOf(edited);
  assert.equal(r.code, 2);
  assert.match(JSON.parse(r.out).error.message, /not the ones their split gave them/);
});

test('merge: negative and fractional counts are refused, not read as 0', () => {
  const reports = partReports(['--preset', 'pentomino-4x15'], ['--parts', '4']);
  for (const bad of [-384, 1.5]) {
    const edited = reports.map((r) => ({ ...r }));
    edited[0].count = bad;
    const r = mergeOf(edited);
    assert.equal(r.code, 2, `count ${bad}`);
    assert.match(JSON.parse(r.out).error.message, /"count" must be a whole number of at least 0/);
  }
});

test('merge: a report claiming 999,999,999 parts is refused at once, and a million is counted without a table', () => {
  const [report] = partReports(['--preset', 'pentomino-4x15'], ['--parts', '4']);
  const claim = (part, parts) => ({ ...report, subtree: report.subtree.replace(/^([0-9a-f]+-[0-9a-f]+)-\d+-\d+-/, `$1-${part}-${parts}-`) });
  const huge = mergeOf([claim(0, 999999999)]);
  assert.equal(huge.code, 2);
  assert.match(JSON.parse(huge.out).error.message, /the number of parts 999999999 is larger than 1000000/);
  // At the bound: measured under a 200 MB address limit (the old merge sized a table by the claim).
  const reports = file('claim.jsonl', JSON.stringify(claim(0, 1000000)) + '\n');
  const r = sh(`ulimit -v 200000; ${q(DLX)} merge ${q(reports)}`);
  assert.equal(r.code, 2);
  assert.match(r.err, /999999 of 1000000 parts missing: 1, 2, 3/);
});

test('merge: repeated JSON members in a report are refused', () => {
  const [report] = partReports(['--preset', 'pentomino-4x15'], ['--parts', '1']);
  const line = JSON.stringify(report).replace('"count":', '"count":5,"count":');
  const r = dlx(['merge'], line + '\n');
  assert.equal(r.code, 2);
  assert.match(r.err, /not a JSON report: JSON: the member "count" is given twice/);
});

// --- item 3: --jobs bounded ---------------------------------------------------------------------

test('--jobs 100000 is capped at 4 per core, said on stderr and in the JSON, and counts right', () => {
  const r = dlx(['solve', '--count', '--json', '--jobs', '100000', '--preset', 'pentomino-6x10']);
  assert.equal(r.code, 0, r.err);
  const j = JSON.parse(r.out);
  assert.equal(j.count, 9356);
  assert.equal(j.jobs_asked, 100000);
  assert.equal(j.jobs_limit, 4 * os.availableParallelism());
  assert.ok(j.jobs === undefined || j.jobs <= j.jobs_limit);
  assert.match(r.err, /--jobs 100000 is more than 4 per core/);
});

// The rule that the default never loses to one thread by more than a few percent: a count the
// search's estimate calls short ends on the thread that tried it (the report says so), whatever
// the machine's load; a long one goes over (tests/node/split.test.cjs). The rule's numbers are
// tested in tests/unit/part_pool_test.cpp.
test('default --count: a short count stays on one thread and says why; --jobs 1 and plain output unchanged', () => {
  for (const args of [['--preset', 'pentomino-6x10'], ['bench/data/queens-12.dlx']]) {
    const j = JSON.parse(dlx(['solve', '--count', '--json', ...args]).out);
    assert.equal(j.count, args[0] === '--preset' ? 9356 : 14200);
    assert.equal(j.jobs, 1);
    assert.equal(j.one_thread, 'ended in the try');
    assert.equal(j.parts, undefined);
    const one = JSON.parse(dlx(['solve', '--count', '--json', '--jobs', '1', ...args]).out);
    assert.equal(one.jobs, undefined);
    assert.equal(one.one_thread, undefined);
    assert.doesNotMatch(dlx(['solve', '--count', ...args]).out, /jobs|one_thread/);
  }
});

test('--jobs under an address-space limit: threads that cannot start mean fewer threads, not an abort', () => {
  // Each thread reserves a stack of 8 MB: under these limits some of the 8 may not start (the old
  // CLI then died of SIGABRT: a started std::thread destroyed unjoined). Whatever the limit, the
  // answer is JSON (the count, or an out-of-memory error), never a crash. Which limit leaves fewer
  // threads depends on timing (80 MB: 2 of 8 in one run, all 8 in the next), so that is not asserted.
  for (const kb of [60000, 70000, 80000, 90000, 100000, 120000]) {
    const r = sh(`ulimit -v ${kb}; ${q(DLX)} solve --count --json --jobs 8 bench/data/pentomino-6x10-restricted.dlx`);
    assert.ok(r.code === 0 || r.code === 2, `${kb} KB: exit ${r.code} ${r.err}`);
    const j = JSON.parse(r.out);
    if (r.code === 2) {
      assert.match(j.error.message, /out of memory/);
      continue;
    }
    assert.equal(j.count, 2339);  // the 6x10 with F restricted: its count outlasts the one-thread try
    assert.ok(j.jobs >= 1 && j.jobs <= 8);
  }
});

// --- item 4: Shikaku `?` clues in parts -----------------------------------------------------------

// A puzzle of puzzles/ as a puzz.link URL with its first `hidden` clues turned into `?`.
function hiddenClues(puzzle, hidden) {
  const url = dlx(['convert', '--to', 'puzzlink', puzzle]).out.trim();
  const [head, body] = url.split(/(?<=shikaku\/\d+\/\d+\/)/);
  let out = '';
  let left = hidden;
  for (let i = 0; i < body.length;) {
    const c = body[i];
    const len = c === '-' ? 3 : c === '+' ? 4 : 1;
    const isClue = /[0-9a-f\-+]/.test(c);
    out += isClue && left > 0 ? '.' : body.slice(i, i + len);
    if (isClue && left > 0) left--;
    i += len;
  }
  assert.equal(left, 0);
  return head + out;
}

test('Shikaku with `?` clues: split, parts and threads take it (it was refused with an unrelated message)', () => {
  // Small enough to count whole: the parts add up to the single thread's count.
  const url = hiddenClues('puzzles/shikaku-6x6.txt', 4);
  const count = JSON.parse(dlx(['solve', '--count', '--json', '--jobs', '1', url]).out).count;
  assert.ok(count >= 1);
  const merged = mergeOf(partReports([url], ['--parts', '6']));
  assert.equal(merged.code, 0, merged.out);
  assert.equal(JSON.parse(merged.out).count, count);
  assert.equal(JSON.parse(dlx(['solve', '--count', '--json', '--jobs', '2', url]).out).count, count);
  // The 20x20 with 20 hidden clues (a count of hours): split works, and the threads start
  // and stop at the timeout with the count so far instead of an error.
  const big = hiddenClues('puzzles/shikaku-20x20.txt', 20);
  const parts = dlx(['split', '--parts', '4', big]);
  assert.equal(parts.code, 0, parts.err);
  const threads = dlx(['solve', '--count', '--json', '--jobs', '2', '--timeout', '1.5', big]);
  assert.equal(threads.code, 3, threads.out);
  const j = JSON.parse(threads.out);
  assert.equal(j.stopped, 'timeout');
  assert.equal(j.jobs, 2);
  // The 2x3 of the issue: one `?` clue.
  const small = 'https://puzz.link/p?shikaku/2/3/1.g2.g';
  assert.equal(dlx(['split', '--parts', '2', small]).code, 0);
  assert.equal(JSON.parse(mergeOf(partReports([small], ['--parts', '2'])).out).count,
    JSON.parse(dlx(['solve', '--count', '--json', '--jobs', '1', small]).out).count);
});

// --- item 5: long forced chains ---------------------------------------------------------------------

test('10,000 identical monominoes on 100x100: default --count and split --parts 2 answer (one solution)', () => {
  const board = file('monominoes.txt', ('.'.repeat(100) + '\n').repeat(100) + '\npiece: count=10000\n#\n');
  const count = dlx(['solve', '--count', '--json', board]);
  assert.equal(count.code, 0, count.out);
  assert.equal(JSON.parse(count.out).count, 1);
  const split = dlx(['split', '--parts', '2', board]);
  assert.equal(split.code, 0, split.err);
  const tokens = split.out.trim().split('\n');
  assert.equal(tokens.length, 1);
  const part = JSON.parse(dlx(['solve', '--count', '--json', '--subtree', tokens[0], board]).out);
  assert.equal(part.count, 1);
});

// 40,000 took 10 s to a first solution (the item choice looked at every open cell at each of the
// 40,000 forced moves); the engine's test counts that work (tests/unit/dlx_forced_chain_test.cpp).
// Here every mode answers, each solution checked: one monomino per cell.
test('40,000 identical monominoes on 200x200: first, --count (threads and one), --unique and split answer', () => {
  const board = file('monominoes-200.txt', ('.'.repeat(200) + '\n').repeat(200) + '\npiece: count=10000\n#\n'.repeat(4));
  // Its solutions' JSON is over the 1 MB that dlx() reads.
  const big = (args) => {
    const r = spawnSync(DLX, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };
  const covers = (text) => {
    const rows = text.trim().split('\n');
    assert.equal(rows.length, 200);
    for (const row of rows) assert.equal([...row].length, 200);
    assert.ok(!/[.#]/.test(text));
  };
  const first = big(['solve', '--json', '--stats', board]);
  assert.equal(first.code, 0, first.err);
  const f = JSON.parse(first.out);
  assert.equal(f.count, 1);
  assert.equal(f.stats.nodes, 40000);
  covers(f.solutions[0].text);
  for (const extra of [[], ['--jobs', '1'], ['--jobs', '2']]) {
    const c = JSON.parse(big(['solve', '--count', '--json', ...extra, board]).out);
    assert.equal(c.count, 1);
    assert.equal(c.complete, true);
  }
  const unique = JSON.parse(big(['solve', '--unique', '--json', board]).out);
  assert.equal(unique.unique, true);
  covers(unique.solutions[0].text);
  const tokens = dlx(['split', '--parts', '2', board]).out.trim().split('\n');
  assert.equal(tokens.length, 1);
  assert.equal(JSON.parse(dlx(['solve', '--count', '--json', '--subtree', tokens[0], board]).out).count, 1);
});

// --- item 6: solutions streamed -------------------------------------------------------------------

// 3^k solutions: k independent items, each covered by one of three options.
function threeWays(k) {
  let text = Array.from({ length: k }, (_, i) => `p${i}`).join(' ') + ' | ' +
    Array.from({ length: 3 * k }, (_, i) => `s${i}`).join(' ') + '\n';
  for (let i = 0; i < k; i++) for (let j = 0; j < 3; j++) text += `p${i} s${3 * i + j}\n`;
  return file(`three-${k}.dlx`, text);
}

test('--max with a huge N holds one solution at a time (plain and --json), same shape', () => {
  const matrix = threeWays(41);
  // 200,000 solutions under a 150 MB address limit: the old CLI kept every one before printing.
  for (const json of [false, true]) {
    const r = sh(`ulimit -v 150000; ${q(DLX)} solve --max 200000 ${json ? '--json' : ''} ${q(matrix)} | tail -c 1000`);
    assert.equal(r.code, 0, r.err);
    if (!json) assert.match(r.out, /\nSolution 200000:\n/);
    else assert.match(r.out, /"count":200000,/);
  }
  // A smaller list parsed whole: every solution distinct and a cover, the report's members as before.
  const small = threeWays(4);
  const j = JSON.parse(dlx(['solve', '--max', '100', '--json', small]).out);
  assert.equal(j.count, 81);
  assert.equal(j.complete, true);
  assert.equal(j.solutions.length, 81);
  const seen = new Set(j.solutions.map((s) => s.text));
  assert.equal(seen.size, 81);
  for (const s of j.solutions) {
    const items = s.text.split(/\s+/).filter(Boolean).sort();
    assert.deepEqual(items.filter((x) => x.startsWith('p')), ['p0', 'p1', 'p2', 'p3']);
  }
  const plain = dlx(['solve', '--max', '100', small]).out;
  assert.equal((plain.match(/^Solution \d+:$/gm) || []).length, 81);
  // A streamed count on threads lists the single thread's first solutions, none twice (the try on
  // one thread hands over its first ones before the threads start).
  const args = ['solve', '--count', '--json', '--keep', '100', 'bench/data/pentomino-6x10.dlx'];
  const two = JSON.parse(dlx([...args, '--jobs', '2']).out);
  const one = JSON.parse(dlx([...args, '--jobs', '1']).out);
  assert.equal(two.count, 9356);
  assert.equal(two.solutions.length, 100);
  assert.deepEqual(two.solutions, one.solutions);
  // One solution found under --max 5: printed without a number, as before.
  assert.doesNotMatch(dlx(['solve', '--max', '5', 'puzzles/knuth-example.dlx']).out, /Solution/);
});

// --- item 8: terminal escapes -----------------------------------------------------------------------

test('control characters in item names are refused; quoted input is escaped and cut', () => {
  const esc = file('esc.dlx', 'A\x1b[2J B\nA\x1b[2J B\n');
  const r = dlx(['solve', esc]);
  assert.equal(r.code, 2);
  assert.ok(!r.err.includes('\x1b'), JSON.stringify(r.err));
  assert.match(r.err, /control character 0x1b/);
  const osc = dlx(['solve', 'no-such-\x1b]0;owned\x07file']);
  assert.equal(osc.code, 2);
  assert.ok(!/[\x00-\x08\x0b-\x1f\x7f]/.test(osc.err), JSON.stringify(osc.err));
  assert.match(osc.err, /no such file: no-such-\\x1b\]0;owned\\x07file/);
  const long = file('long.txt', '..\n..\n\nrules: ' + 'x'.repeat(3 << 20) + '\n');
  const cut = dlx(['solve', long]);
  assert.equal(cut.code, 2);
  assert.ok(cut.err.length < 2000, `message of ${cut.err.length} bytes`);
  assert.match(cut.err, /\.\.\.\(314573\d bytes\)/);
});

// --- item 9: failed writes --------------------------------------------------------------------------

test('solve --json, split and a plain solve into /dev/full: exit 2 with a message', () => {
  for (const cmd of ['solve --json puzzles/knuth-example.dlx', 'split --preset pentomino-6x10', 'solve puzzles/knuth-example.dlx',
    'solve --max 100000 --json bench/data/queens-12.dlx']) {
    const r = sh(`${q(DLX)} ${cmd} > /dev/full`);
    assert.equal(r.code, 2, cmd);
    assert.match(r.err, /cannot write the output to stdout: No space left on device/, cmd);
  }
});

// --- item 10: the smaller ones -----------------------------------------------------------------------

test('every command takes --help; help --json is JSON; convert --json is JSON', () => {
  for (const cmd of ['solve', 'convert', 'kinds', 'trace', 'split', 'merge', 'analyze']) {
    const r = dlx([cmd, '--help']);
    assert.equal(r.code, 0, cmd);
    assert.match(r.out, new RegExp(`dlx ${cmd} `), cmd);
  }
  const help = dlx(['help', '--json']);
  assert.equal(help.code, 0);
  assert.match(JSON.parse(help.out).usage, /dlx solve/);
  const conv = dlx(['convert', '--json', '--to', 'puzzlink', 'puzzles/shikaku-6x6.txt']);
  assert.equal(conv.code, 0);
  const c = JSON.parse(conv.out);
  assert.equal(c.kind, 'shikaku');
  assert.equal(c.format, 'puzzlink');
  assert.equal(c.text, dlx(['convert', '--to', 'puzzlink', 'puzzles/shikaku-6x6.txt']).out.trim());
});

test('a truncated Shikaku and a packing board without pieces are not read as exact cover', () => {
  for (const text of ['4 1\n4\n', '4 1\n4', '..\n..\n', '..\n..\n\n']) {
    const r = dlx(['solve', '--json', file('cut.txt', text)]);
    assert.equal(r.code, 2, JSON.stringify(text) + ' ' + r.out);
    assert.ok(JSON.parse(r.out).error, r.out);
  }
  const nine = dlx(['solve', file('nine.dlx', 'ABCDEFGHI B\nABCDEFGHI B\n')]);
  assert.equal(nine.code, 2);
  assert.match(nine.err, /item name 'ABCDEFGHI' is longer than 8 characters/);
  // Matrices that read as exact cover before still do.
  assert.equal(dlx(['solve', '--count', 'puzzles/knuth-example.dlx']).code, 0);
});

test('options a command does not read are refused by name', () => {
  const cases = [
    [['solve', '--to', 'text', 'puzzles/knuth-example.dlx'], /solve takes no --to/],
    [['solve', '--parts', '2', 'puzzles/knuth-example.dlx'], /solve takes no --parts/],
    [['solve', '--depth', '2', 'puzzles/knuth-example.dlx'], /solve takes no --depth/],
    [['convert', '--max', '2', '--to', 'text', 'puzzles/knuth-example.dlx'], /convert takes no --max/],
    [['convert', '--keep', '2', '--to', 'text', 'puzzles/knuth-example.dlx'], /convert takes no --keep/],
    [['merge', '--kind', 'packing'], /merge takes no --kind/],
    [['split', '--parts', '0', 'puzzles/knuth-example.dlx'], /--parts needs a number from 1 to 100000/],
    [['split', '--parts', '999999999', 'puzzles/knuth-example.dlx'], /--parts needs a number from 1 to 100000/],
    [['split', '--depth', '65', 'puzzles/knuth-example.dlx'], /--depth is at most 64/],
    [['solve', '--count', '--subtree', '', 'puzzles/knuth-example.dlx'], /--subtree needs a token/],
    [['solve', '--kind', 'packing', '--kind', 'shikaku', 'puzzles/knuth-example.dlx'], /--kind is given more than once/],
  ];
  for (const [args, message] of cases) {
    const r = dlx(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.err, message, args.join(' '));
  }
});

test('duplicate keys are refused; a branch number past the int range is named as too large', () => {
  const twice = dlx(['solve', file('twice.txt', '..\n\npiece: count=2 count=3\n#\n')]);
  assert.equal(twice.code, 2);
  assert.match(twice.err, /'count' is given twice on this line/);
  const token = dlx(['split', '--parts', '2', 'puzzles/knuth-example.dlx']).out.trim().split('\n')[0];
  const big = dlx(['solve', '--count', '--subtree', token.replace(/-[^-]*$/, '-2147483648'), 'puzzles/knuth-example.dlx']);
  assert.equal(big.code, 2);
  assert.match(big.err, /a branch of the path 2147483648 is larger than 2147483647/);
});

test('--timeout gives the count so far, marked incomplete and stopped (exit 3)', () => {
  for (const jobs of ['1', '2']) {
    const run = dlx(['solve', '--count', '--json', '--jobs', jobs, '--timeout', '0.1', 'bench/data/queens-15.dlx']);
    assert.equal(run.code, 3, run.out + run.err);
    const j = JSON.parse(run.out);
    assert.equal(j.complete, false);
    assert.equal(j.stopped, 'timeout');
    assert.ok(Number.isInteger(j.count) && j.count < 2279184, String(j.count));
  }
  const plain = dlx(['solve', '--count', '--jobs', '1', '--timeout', '0.1', 'bench/data/queens-15.dlx']);
  assert.equal(plain.code, 3);
  assert.match(plain.out, /^\d+ solutions \(stopped: timeout; there may be more\)/);
  for (const bad of ['0', '-1', 'x', '']) assert.equal(dlx(['solve', '--timeout', bad, 'puzzles/knuth-example.dlx']).code, 2);
});

test('SIGTERM and SIGINT during a count on threads: a partial report, incomplete, under --json', async () => {
  for (const signal of ['SIGTERM', 'SIGINT']) {
    const child = spawn(DLX, ['solve', '--count', '--json', '--jobs', '2', 'bench/data/queens-15.dlx'], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    await new Promise((resolve) => setTimeout(resolve, 400));
    child.kill(signal);
    const code = await new Promise((resolve) => child.on('close', resolve));
    assert.equal(code, 3, signal + ' ' + out);
    const j = JSON.parse(out);
    assert.equal(j.complete, false);
    assert.equal(j.stopped, 'interrupted');
    assert.ok(j.count > 0 && j.count < 2279184, String(j.count));
  }
});

test('--unique accepts --jobs and answers as before', () => {
  const r = dlx(['solve', '--unique', '--jobs', '2', '--json', 'puzzles/shikaku-6x6.txt']);
  assert.equal(r.code, 0, r.out);
  assert.equal(JSON.parse(r.out).unique, JSON.parse(dlx(['solve', '--unique', '--json', 'puzzles/shikaku-6x6.txt']).out).unique);
});
