// Count all on several Web Workers: the search tree split into subtrees (as `dlx split` does),
// more parts than workers, handed out as workers finish, and the part reports merged exactly by
// the wasm module (as `dlx merge` does). Loaded by the controller only when a count outlasts its
// first slice, so neither this file nor the counting module is part of the page's first download.
// web/ only moves messages here: splitting, counting and merging are the module's
// (web/count-worker.js, wasm/extra/parts_handle.h).

import { fail, formatError } from './result.js';

const MAX_WORKERS = 8;
const PARTS_PER_WORKER = 8;  // unequal subtrees even out when workers take parts as they finish

// How many workers count: ?workers=N in the page's address (tests, benchmarks), else one per
// core up to MAX_WORKERS. 1 keeps counting on the solver's own worker.
export function workerCount() {
  const asked = Number(new URLSearchParams(globalThis.location ? location.search : '').get('workers'));
  if (Number.isInteger(asked) && asked >= 1) return Math.min(asked, MAX_WORKERS);
  return Math.max(1, Math.min(navigator.hardwareConcurrency || 1, MAX_WORKERS));
}

// One count worker: requests as promises of {result (the wasm result text)}, progress to a callback.
class CountWorker {
  constructor() {
    this.worker = new Worker(new URL('../count-worker.js', import.meta.url));
    this.pending = new Map();
    this.nextId = 1;
    this.ready = new Promise((resolve) => {
      this._resolveReady = resolve;
      this.worker.onmessage = (e) => {
        const msg = e.data || {};
        if (msg.type === 'ready') { resolve(true); return; }
        if (msg.type === 'fatal') { resolve(false); this._failAll(msg.message); return; }
        const p = this.pending.get(msg.id);
        if (!p) return;
        if (msg.progress) { if (p.onProgress) p.onProgress(msg.progress); return; }
        this.pending.delete(msg.id);
        p.resolve(msg.result);
      };
      this.worker.onerror = (e) => {
        e.preventDefault();
        resolve(false);
        this._failAll('A count worker failed: ' + (e.message || 'unknown error'));
      };
    });
  }

  _failAll(message) {
    this.failed = message;
    const text = JSON.stringify(fail(message));
    for (const p of this.pending.values()) p.resolve(text);
    this.pending.clear();
  }

  // -> the wasm result text
  async request(op, fields = {}, onProgress = null) {
    if (!(await this.ready)) return JSON.stringify(fail(this.failed));
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, onProgress });
      this.worker.postMessage({ op, id, ...fields });
    });
  }

  terminate() {
    this.worker.terminate();
    this._resolveReady(false);
    this._failAll('cancelled');
  }
}

// Workers stay between counts (the module loads once); a cancel terminates them all.
let pool = [];

// One count over `n` workers.
class PartsCount {
  constructor(n) {
    while (pool.length < n) pool.push(new CountWorker());
    this.workers = pool.slice(0, n);
    this.cancelled = false;
  }

  // Opens the puzzle on every worker and splits it on the first. -> the tokens, or null when the
  // count cannot be split (a kind without subtrees, a tree of one part, a worker that failed).
  async split(kind, input, options) {
    const opened = await Promise.all(this.workers.map((w) => w.request('open', { kind, input, options })));
    if (this.cancelled || !opened.every((t) => JSON.parse(t).ok)) return null;
    const r = JSON.parse(await this.workers[0].request('split', { parts: this.workers.length * PARTS_PER_WORKER }));
    this.splitRefused = !r.ok && !this.cancelled;  // the kind's search has no subtrees
    return !this.cancelled && r.ok && r.value.tokens.length >= 2 ? r.value.tokens : null;
  }

  // Counts every part, each worker taking the next part when it finishes one, and merges them.
  // onProgress(stats) as the solver's worker posts them, over all parts. -> {ok, value: the
  // merged report} or a failure; null when cancelled.
  async count(tokens, onProgress) {
    const results = new Array(tokens.length);
    const running = new Map();  // part -> its latest progress
    let next = 0, done = 0, failed = null;
    let doneCount = 0n, doneNodes = 0;
    const report = () => {
      let count = doneCount, nodes = doneNodes, progress = done;
      for (const st of running.values()) {
        count += BigInt(st.countText);
        nodes += st.nodes;
        progress += Math.min(1, Math.max(0, st.progress || 0));
      }
      onProgress({ count: Number(count), countText: String(count), nodes, progress: progress / tokens.length });
    };
    await Promise.all(this.workers.map(async (w) => {
      while (!this.cancelled && !failed && next < tokens.length) {
        const i = next++;
        const text = await w.request('count', { token: tokens[i] }, (st) => { running.set(i, st); report(); });
        running.delete(i);
        const r = JSON.parse(text);
        if (!r.ok) { failed = failed || r; return; }
        results[i] = text;
        done++;
        doneCount += BigInt(r.value.count_text);
        doneNodes += r.value.stats.nodes;
        report();
      }
    }));
    if (this.cancelled) return null;
    if (failed) return failed;
    return JSON.parse(await this.workers[0].request('merge', { tokens, results }));
  }

  cancel() {
    this.cancelled = true;
    for (const w of pool) w.terminate();
    pool = [];
  }
}

// Kinds whose search the module refused to split: their counts stay on the solver's worker.
const unsplittable = new Set();

// Called by the controller after the first slice of a count on the solver's worker (`main`, the
// promise of that run's value). The solver's run is paused (its session keeps its place) while the
// workers open and split the puzzle; when the kind's search splits, the workers count it, else the
// solver's run goes on from where it paused. -> null (nothing paused: one worker, or a kind known
// not to split), else the value that stands for the whole count: the solver's run's own ({status:
// 'done'} if it ended first, 'cancelled' on a cancel before the workers took over), the resumed
// run's, {status: 'done', stats, parts: the merged report plus {workers}} or {status:
// 'cancelled', stats: the workers' last progress, workers}.
export async function takeOver(ctrl, main, kind, request) {
  const n = workerCount();
  if (n < 2 || unsplittable.has(kind)) return null;
  const job = new PartsCount(n);  // the workers load while the solver's run pauses
  ctrl.parts = job;
  try {
    // The solver writes the puzzle out between two slices of its run; the workers open and split
    // it while the run's last slice ends.
    const encoded = await ctrl.solver.encode(kind, request.puzzle, request.options, 'input');
    const splitting = encoded.ok ? job.split(kind, encoded.value, request.options) : null;
    ctrl.solver.cancel();
    const paused = await main;
    if (paused.status !== 'cancelled' || job.cancelled) return paused;
    const tokens = await splitting;
    if (job.cancelled) return paused;
    if (!tokens) {
      if (job.splitRefused) unsplittable.add(kind);
      return ctrl._run(Infinity, true);
    }
    ctrl.ui.status(`Counting all solutions on ${job.workers.length} workers…`, 'info');
    let last = { count: 0, countText: '0', nodes: 0, elapsedMs: 0 };
    const merged = await job.count(tokens, (st) => {
      last = { ...st, elapsedMs: performance.now() - ctrl.t0 };
      ctrl.ui.progress(last);
    });
    if (!merged) return { status: 'cancelled', stats: last, workers: job.workers.length };
    if (!merged.ok) {
      job.cancel();  // a worker that failed is not kept for the next count
      ctrl.ui.status(`Counting on several workers failed (${formatError(merged.error)}); counting on one.`, 'info');
      return ctrl._run(Infinity, true);
    }
    return { status: 'done', stats: paused.stats, parts: { ...merged.value, workers: job.workers.length } };
  } finally {
    if (ctrl.parts === job) ctrl.parts = null;
  }
}
