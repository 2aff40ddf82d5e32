// Count all on several Web Workers: the search tree split into subtrees (as `dlx split` does),
// more parts than workers, handed out as workers finish, and the part reports merged exactly by
// the wasm module (as `dlx merge` does). Loaded by the controller only when a count outlasts its
// first slice, so neither this file nor the counting module is part of the page's first download.
// web/ only moves messages here: splitting, counting and merging are the module's
// (web/count-worker.js, wasm/extra/parts_handle.h).

import { fail, formatError } from './result.js';
import { workerCount } from './controller.js';

const PARTS_PER_WORKER = 8;  // unequal subtrees even out when workers take parts as they finish
// The merged progress goes to the page at most this often. Each redraw of the progress line costs
// the renderer and compositor about 5-8 ms of CPU, taken from the cores every worker is busy on:
// at the page's own 100 ms that was 0.3-0.5 s of a 7-9 s two-worker count of the 6x10 matrix.
const PROGRESS_MS = 500;

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

  // Opens the puzzle on every worker and splits it on the first to have it open, while the others
  // still open it (one may have started later). -> the tokens, or null when the count cannot be
  // split (a kind without subtrees, a tree of one part, a worker that failed). The other workers'
  // opens may still be under way: count() waits for each.
  async split(kind, input, options) {
    this.opening = this.workers.map((w) => w.request('open', { kind, input, options }));
    const first = await Promise.race(this.opening.map((p, i) => p.then(() => i)));
    if (this.cancelled || !JSON.parse(await this.opening[first]).ok) return null;
    const r = JSON.parse(await this.workers[first].request('split', { parts: this.workers.length * PARTS_PER_WORKER }));
    this.splitRefused = !r.ok && !this.cancelled;  // the kind's search has no subtrees
    return !this.cancelled && r.ok && r.value.tokens.length >= 2 ? r.value.tokens : null;
  }

  // Counts every part, each worker taking the next part as soon as it has the puzzle open and
  // when it finishes one, and merges them. onProgress(stats) as the solver's worker posts them,
  // over all parts. -> {ok, value: the merged report} or a failure; null when cancelled.
  async count(tokens, onProgress) {
    const results = new Array(tokens.length);
    const running = new Map();  // part -> its latest progress
    let next = 0, done = 0, failed = null;
    let doneCount = 0n, doneNodes = 0;
    let shown = -Infinity;
    const report = () => {
      const now = performance.now();
      if (now - shown < PROGRESS_MS) return;
      shown = now;
      let count = doneCount, nodes = doneNodes, progress = done;
      for (const st of running.values()) {
        count += BigInt(st.countText);
        nodes += st.nodes;
        progress += Math.min(1, Math.max(0, st.progress || 0));
      }
      onProgress({ count: Number(count), countText: String(count), nodes, progress: progress / tokens.length });
    };
    await Promise.all(this.workers.map(async (w, k) => {
      const opened = JSON.parse(await this.opening[k]);
      if (!opened.ok) { failed = failed || opened; return; }
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

// Called by the controller after the first slice of a count on the solver's worker that did not
// say the count ends soon (`main`: the promise of that run's value; null when no run was started,
// ?handover=0). `encoding`: the promise of the session's input text (Solver.sessionInput), asked
// of the solver before its run so that it needs no wait for a slice to end. The solver's run is
// paused at once (its session keeps its place): on two cores a run going on beside the workers
// would slow their start for work that is thrown away. The workers (started now, or kept from an
// earlier count) open and split the puzzle and count as soon as they have the parts, not waiting
// for the run's last slice to end. When the kind's search does not split, the solver's run goes on
// from where it paused. -> null (nothing paused: one worker, or a kind known not to split), else
// the value that stands for the whole count: the solver's run's own ({status: 'done'} if it ended
// in its last slice, 'cancelled' on a cancel before the workers took over), the resumed run's,
// {status: 'done', stats, parts: the merged report plus {workers}} or {status: 'cancelled',
// stats: the workers' last progress, workers}.
export async function takeOver(ctrl, main, kind, request, encoding) {
  const n = workerCount();
  if (n < 2 || unsplittable.has(kind)) return null;
  const job = new PartsCount(n);
  ctrl.parts = job;
  try {
    let paused = null;  // the solver's run's value, once it has stopped
    const pausing = (main ? (ctrl.solver.cancel(), main) : Promise.resolve({ status: 'cancelled', stats: null }))
      .then((r) => { paused = r; return r; });
    const encoded = await encoding;
    const tokens = encoded.ok ? await job.split(kind, encoded.value, request.options) : null;
    if (paused && paused.status !== 'cancelled') return paused;  // it ended in its last slice
    if (job.cancelled) return pausing;
    if (!tokens) {
      if (job.splitRefused) unsplittable.add(kind);
      const r = await pausing;
      return r.status === 'cancelled' ? ctrl._run(Infinity, true) : r;
    }
    performance.mark('dlx-parts-counting', { detail: { sinceClick: performance.now() - ctrl.t0 } });
    ctrl.ui.status(`Counting all solutions on ${job.workers.length} workers…`, 'info');
    let last = { count: 0, countText: '0', nodes: 0, elapsedMs: 0 };
    const counting = job.count(tokens, (st) => {
      last = { ...st, elapsedMs: performance.now() - ctrl.t0 };
      ctrl.ui.progress(last);
    });
    if ((await pausing).status !== 'cancelled') {
      job.cancel();  // the run ended in its last slice: its count stands
      await counting;
      return paused;
    }
    const merged = await counting;
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
