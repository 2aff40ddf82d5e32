// ./build.sh bench: runs every row of bench/instances/*.tsv natively (build/native/bench_native)
// and in Node on the wasm module, in one run, and prints one table with the ratio.
// Then whole `dlx solve` processes against numlin where NUMLIN names a build of it (process.cjs).
//   node bench/run.cjs [NAME-SUBSTRING]
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { loadDlx, loadAnalysis } = require('../tests/node/load-module.cjs');
const { printTable } = require('./table.cjs');
const { printProcessRows } = require('./process.cjs');

const ROOT = path.join(__dirname, '..');
const filter = process.argv[2] || '';

function readInstances() {
  const dir = path.join(ROOT, 'bench', 'instances');
  const rows = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.tsv')).sort()) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line || line.startsWith('#')) continue;
      const [name, kind, mode, input, opts = '-'] = line.split('\t').filter((c) => c !== '');
      const options = {};
      let stopNodes = 0;  // stop_nodes=N: the runner gives up after about N nodes (not a kind option)
      if (opts !== '-') for (const kv of opts.split(',')) {
        const i = kv.indexOf('=');
        if (kv.slice(0, i) === 'stop_nodes') stopNodes = Number(kv.slice(i + 1));
        else options[kv.slice(0, i)] = kv.slice(i + 1);
      }
      let text = '';
      if (input.startsWith('preset:')) options.preset = input.slice(7);
      else text = fs.readFileSync(path.join(ROOT, input), 'utf8');
      if (!filter || name.includes(filter)) rows.push({ name, kind, mode, text, options, stopNodes });
    }
  }
  return rows;
}

// Modes analyze / analyze-grade / analyze-hint: the analysis (bench_native.cpp says the same).
function runAnalysis(A, row) {
  const { marks = '', ...options } = row.options;
  const text = marks ? fs.readFileSync(path.join(ROOT, marks), 'utf8') : '';
  const mode = row.mode === 'analyze-grade' ? 'grade' : row.mode === 'analyze-hint' ? 'hint' : 'full';
  const a = A.analyze(row.kind, row.text, JSON.stringify(options), text, mode);
  try {
    const opened = JSON.parse(a.opened());
    if (!opened.ok) throw new Error(`${row.name}: ${opened.error.message}`);
    while (!JSON.parse(a.stats()).complete) {
      const r = JSON.parse(a.run(1 << 18));
      if (!r.ok) throw new Error(`${row.name}: ${r.error.message}`);
    }
    const { stats } = JSON.parse(a.report()).value;
    return { solutions: stats.solutions, nodes: stats.nodes, updates: 0, ms: stats.ms };
  } finally {
    a.delete();
  }
}

function runWasm(M, A, row) {
  if (row.mode.startsWith('analyze')) return runAnalysis(A, row);
  const s = M.open(row.kind, row.text, JSON.stringify(row.options));
  try {
    const opened = JSON.parse(s.opened());
    if (!opened.ok) throw new Error(`${row.name}: ${opened.error.message}`);
    s.setKeep(0);
    const stop = row.mode === 'first' ? 1 : row.mode === 'unique' ? 2 : 0;
    // Counting runs as the Web Worker's count does (runCounting: on past the solutions, in bulk).
    // Slices as the Web Worker runs them, so the number is what the page gets.
    // A row with stop_nodes runs slices of 2^14 as bench_native does, so both give up alike.
    let st = JSON.parse(s.stats());
    const unfinished = () => !st.complete && (stop === 0 || st.count < stop);
    while (unfinished() && (!row.stopNodes || st.nodes < row.stopNodes)) {
      const slice = row.stopNodes ? 1 << 14 : 1 << 18;
      const r = JSON.parse(stop === 0 ? s.runCounting(slice) : s.run(slice));
      if (!r.ok) throw new Error(`${row.name}: ${r.error.message}`);
      st = JSON.parse(s.stats());
    }
    return { solutions: st.count, nodes: st.nodes, updates: st.updates, ms: st.elapsedMs, stopped: unfinished() };
  } finally {
    s.delete();
  }
}

const fmt = (n, d = 0) => (n === undefined || n === null ? '-' : Number(n).toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d }));
const big = (n) => (n >= 1e9 ? `${(n / 1e9).toFixed(2)} G` : n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} k` : String(n));

// V8 runs wasm code first from its baseline compiler and swaps in optimised code only after a
// function has run a while: a short row's first run was mostly that (the first pentomino row,
// 6x10: 123-146 ms first, 48-57 ms when run again), and a few-millisecond row's second run still
// was (flow-12x12: 15-28 ms on the second run, 5.4 ms with V8's baseline compiler off). So a row
// under a second runs again, and a row under 100 ms runs 7 more times and reports the median;
// longer rows pay the tier-up once, a small part of their time. bench_native does the same
// (timedRow), so tables built on first use are left out on both sides.
function timedRuns(run) {
  const first = run();
  if (first.ms >= 1000) return first;
  const times = [];
  for (let i = 0; i < (first.ms < 100 ? 7 : 1); i++) times.push(run().ms);
  times.sort((a, b) => a - b);
  return { ...first, ms: times[Math.floor(times.length / 2)] };
}

async function main() {
  const native = new Map();
  const out = execFileSync(path.join(ROOT, 'build', 'native', 'bench_native'), [ROOT, filter], { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] });
  for (const line of out.split('\n').filter(Boolean)) { const r = JSON.parse(line); native.set(r.name, r); }
  const M = await loadDlx();
  const A = await loadAnalysis();
  const header = ['instance', 'solutions', 'nodes', 'updates', 'native ms', 'wasm ms', 'wasm/native', 'updates/s'];
  const table = [];
  for (const row of readInstances()) {
    const n = native.get(row.name);
    const w = timedRuns(() => runWasm(M, A, row));
    if (n.solutions !== w.solutions) throw new Error(`${row.name}: native and wasm disagree (${n.solutions}/${w.solutions} solutions)`);
    // Node counts should match too; the Numberlink edge search is off by a few nodes between the
    // two builds (not understood yet), so a difference is shown, not fatal.
    if (n.nodes !== w.nodes) console.error(`bench: ${row.name}: native ${n.nodes} nodes, wasm ${w.nodes}`);
    let sols = n.distinct !== undefined ? `${n.solutions} (${n.distinct} distinct)` : String(n.solutions);
    if (n.stopped) sols += ' (gave up)';
    table.push([row.name, sols, big(n.nodes), big(n.updates), fmt(n.ms, 1), fmt(w.ms, 1), (w.ms / Math.max(n.ms, 1e-3)).toFixed(2), n.ms > 0 ? `${big(Math.round(n.updates / (n.ms / 1000)))}/s` : '-']);
  }
  printTable(header, table);
  printSeedSummary(table);
  printProcessRows(ROOT, filter);
}

// Rows named like "<group>-seedN<rest>": per group (the name without the seed), the median and
// worst native and wasm times, so a method is judged on every seed, not on a lucky one.
function printSeedSummary(table) {
  const groups = new Map();
  for (const r of table) {
    const m = /^(.*)-seed\d+(.*)$/.exec(r[0]);
    if (!m) continue;
    const key = m[1] + m[2];
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(r);
  }
  const ms = (v) => Number(String(v).replace(/,/g, ''));
  const median = (a) => { const s = [...a].sort((x, y) => x - y); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
  const rows = [];
  for (const [key, rs] of groups) {
    if (rs.length < 2) continue;
    const nat = rs.map((r) => ms(r[4])), was = rs.map((r) => ms(r[5]));
    const gaveUp = rs.filter((r) => String(r[1]).includes('gave up')).length;
    rows.push([key, String(rs.length), fmt(median(nat), 1), fmt(Math.max(...nat), 1), fmt(median(was), 1), fmt(Math.max(...was), 1), String(gaveUp)]);
  }
  if (rows.length === 0) return;
  console.log('');
  printTable(['seed group', 'seeds', 'native median ms', 'native worst ms', 'wasm median ms', 'wasm worst ms', 'gave up'], rows);
}

main().catch((e) => { console.error(`bench: ${e.message}`); process.exit(1); });
