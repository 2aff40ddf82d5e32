// Whole-process rows: `dlx solve` started as a user starts it (a first solution, text output),
// against the peer solver numlin where a build of it is at hand. What a user waits for is the
// process, not the search: reading, building the searches, printing and exiting count too.
//   wall ms: the fastest of kRuns starts, spawn included, dlx and numlin taking turns (so both
//            meet the machine's other load alike; the fastest is the start least disturbed by
//            it; still rough: instruction counts in bench/NOTES.md are the exact measure)
//   peak KB: the largest resident set of those runs (from /usr/bin/time -f %M; '-' without it)
// numlin is never part of the repository: NUMLIN names an executable taking `FILE 1` (the puzzle
// in this repository's "W H" + rows format, stop at the first solution) and printing
// `solutions=N ...`; bench/NOTES.md says how the one measured here was built. Without it the
// numlin columns say so and the dlx columns still run.
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { printTable } = require('./table.cjs');

const kRuns = 9;
const TIME = '/usr/bin/time';

// name -> input, relative to the repository.
function processRows(root) {
  const rows = [];
  const large = path.join('tests', 'data', 'numberlink-large');
  for (const f of fs.readdirSync(path.join(root, large)).filter((f) => f.endsWith('.txt')).sort())
    rows.push({ name: `process-pub-${f.replace(/^p_/, '').replace(/\.txt$/, '')}`, input: path.join(large, f) });
  rows.push({ name: 'process-pubgen-40x40', input: path.join('bench', 'data', 'numberlink-pubgen-40x40.txt') });
  return rows;
}

// One start: wall ms, peak KB (or null), and the program's stdout.
function start(argv) {
  const haveTime = fs.existsSync(TIME);
  const cmd = haveTime ? TIME : argv[0];
  const args = haveTime ? ['-f', '%M', ...argv] : argv.slice(1);
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.error) throw r.error;
  const kb = haveTime ? Number(r.stderr.trim().split('\n').pop()) : null;
  return { ms, kb, stdout: r.stdout, status: r.status };
}

// Starts each program kRuns times, taking turns: per program the fastest start, the largest peak.
function measure(argvs) {
  const runs = argvs.map(() => []);
  for (let i = 0; i < kRuns; i++) argvs.forEach((argv, k) => runs[k].push(start(argv)));
  return runs.map((rs) => ({
    ms: Math.min(...rs.map((r) => r.ms)),
    kb: rs.every((r) => r.kb !== null) ? Math.max(...rs.map((r) => r.kb)) : null,
    first: rs[0],
  }));
}

function printProcessRows(root, filter) {
  const rows = processRows(root).filter((r) => !filter || r.name.includes(filter));
  if (rows.length === 0) return;
  const dlx = path.join(root, 'build', 'native', 'dlx');
  const numlin = process.env.NUMLIN || '';
  const haveNumlin = numlin !== '' && fs.existsSync(numlin);
  const table = [];
  const fmt = (v, d) => (v === null || v === undefined ? '-' : v.toFixed(d));
  for (const row of rows) {
    const file = path.join(root, row.input);
    const argvs = [[dlx, 'solve', '--kind', 'numberlink', file]];
    if (haveNumlin) argvs.push([numlin, file, '1']);
    const [d, n = null] = measure(argvs);
    if (d.first.status !== 0 || !/\S/.test(d.first.stdout)) throw new Error(`${row.name}: dlx found no solution`);
    let solved = '-';
    if (n) {
      const m = /solutions=(\d+)/.exec(n.first.stdout);
      solved = m && Number(m[1]) > 0 ? 'yes' : 'no';
    }
    table.push([row.name, fmt(d.ms, 1), fmt(d.kb, 0), n ? fmt(n.ms, 1) : '-', n ? fmt(n.kb, 0) : '-', solved,
      n && solved === 'yes' ? (d.ms / n.ms).toFixed(2) : '-']);
  }
  console.log('');
  console.log(`Whole process, first solution (dlx solve; fastest wall ms of ${kRuns} starts, peak RSS KB)` +
    (haveNumlin ? '' : ': numlin skipped (set NUMLIN to a numlin build, see bench/NOTES.md)'));
  printTable(['instance', 'dlx ms', 'dlx peak KB', 'numlin ms', 'numlin peak KB', 'numlin solved', 'dlx/numlin'], table);
}

module.exports = { printProcessRows };
