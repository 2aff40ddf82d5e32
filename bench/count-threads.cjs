// What two cores of this machine give a count in parts, outside any browser: the 6x10 matrix
// (exact cover) split as the page splits it, its parts counted by the counting module
// (web/gen/dlx-extra.wasm) on one Node worker thread, then on two taking parts as they finish (a
// shared counter, like web/lib/parallel-count.js's hand-out). bench/page.cjs prints the ratio
// beside the page's own, so the page's 2-worker speed-up can be read against the machine's: a VM
// whose two vCPUs share a physical core gives well under 2 whatever the page does.
//   node bench/count-threads.cjs [REPEATS]     prints {oneMs, twoMs} (medians)
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { Worker, isMainThread, parentPort, workerData } = require('node:worker_threads');

const GEN = path.join(__dirname, '..', 'web', 'gen');
const MATRIX = path.join(__dirname, 'data', 'pentomino-6x10.dlx');
const PARTS = 16;  // the page's: two workers, eight parts each

async function openParts() {
  const create = require(path.join(GEN, 'dlx-extra.js'));
  const X = await create({ wasmBinary: fs.readFileSync(path.join(GEN, 'dlx-extra.wasm')) });
  return X.openParts('exact-cover', fs.readFileSync(MATRIX, 'utf8'), '{}');
}

// A worker thread: counts parts while the shared counter hands them out; posts its count.
async function countThread() {
  const parts = await openParts();
  const tokens = JSON.parse(parts.split(PARTS)).value.tokens;
  const next = new Int32Array(workerData.counter);
  parentPort.postMessage({ ready: true });
  await new Promise((resolve) => parentPort.once('message', resolve));  // the start signal
  let count = 0;
  for (let i = Atomics.add(next, 0, 1); i < tokens.length; i = Atomics.add(next, 0, 1)) {
    const part = parts.part(tokens[i]);
    while (JSON.parse(part.runCounting(1e6)).value !== 'done') { /* on to the part's end */ }
    count += JSON.parse(part.report(0)).value.count;
    part.delete();
  }
  parentPort.postMessage({ count });
}

// One count over `n` threads, timed from the start signal (the module loads and the split are
// left out: the page's rows time them separately). -> {ms, count}
async function timeThreads(n) {
  const counter = new SharedArrayBuffer(4);
  const workers = Array.from({ length: n }, () => new Worker(__filename, { workerData: { counter } }));
  await Promise.all(workers.map((w) => new Promise((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
  })));
  const t = process.hrtime.bigint();
  const counts = await Promise.all(workers.map((w) => {
    const done = new Promise((resolve, reject) => { w.once('message', (m) => resolve(m.count)); w.once('error', reject); });
    w.postMessage('start');
    return done;
  }));
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  await Promise.all(workers.map((w) => w.terminate()));
  return { ms, count: counts.reduce((a, b) => a + b, 0) };
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };

// -> {oneMs, twoMs}: medians over `repeats` runs of each, alternating.
async function machineScaling(repeats = 3) {
  const one = [], two = [];
  for (let i = 0; i < repeats; i++) {
    for (const [n, list] of [[1, one], [2, two]]) {
      const r = await timeThreads(n);
      if (r.count !== 9356) throw new Error(`count-threads: ${n} thread(s) counted ${r.count}, not 9356`);
      list.push(r.ms);
    }
  }
  return { oneMs: median(one), twoMs: median(two) };
}

if (!isMainThread) {
  countThread().catch((e) => { throw e; });
} else if (require.main === module) {
  machineScaling(Math.max(1, Number(process.argv[2]) || 3))
    .then((r) => console.log(JSON.stringify(r)), (e) => { console.error(e.message); process.exit(1); });
}

module.exports = { machineScaling };
