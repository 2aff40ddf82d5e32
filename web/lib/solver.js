// The page side of the solver worker (web/worker.js): promises instead of messages, one run at a
// time, cancel, and a watchdog that replaces the worker if a slice ever hangs. Every promise
// resolves (never rejects) with a result (lib/result.js): the worker's reply, or a failure when
// the worker could not answer.

import { ok, fail } from './result.js';

const HANG_MS = 3000; // a cancelled run that has not answered after this long means a stuck slice

export class Solver {
  constructor(workerUrl = 'worker.js') {
    this.workerUrl = workerUrl;
    this.kinds = [];
    this.limits = null;  // the parsers' limits (M.limits()), once loaded
    this.listeners = new Set();
    this.state = 'loading'; // loading | ready | failed
    this.message = '';
    this._spawn();
  }

  // fn({state, message}) on load/fail/respawn.
  onStatus(fn) { this.listeners.add(fn); fn({ state: this.state, message: this.message }); }

  _emit() { for (const fn of this.listeners) fn({ state: this.state, message: this.message }); }

  _spawn() {
    this.nextId = 1;
    this.pending = new Map(); // id -> {resolve, onProgress}
    this.currentRun = null;
    this.state = 'loading';
    this.message = '';
    this.worker = new Worker(this.workerUrl);
    // Resolves with a result: ok once the module has loaded, a failure if it cannot.
    this.ready = new Promise((resolve) => { this._readyResolve = resolve; });
    this.worker.onmessage = (e) => this._onMessage(e.data);
    this.worker.onerror = (e) => {
      e.preventDefault();
      this._fail('The solver worker failed: ' + (e.message || 'unknown error'));
    };
  }

  _fail(message) {
    this.state = 'failed';
    this.message = message;
    this._readyResolve(fail(message));
    for (const p of this.pending.values()) p.resolve(fail(message));
    this.pending.clear();
    this._emit();
  }

  _onMessage(msg) {
    if (!msg || typeof msg !== 'object') return;
    if (msg.type === 'ready') {
      this.kinds = Array.isArray(msg.kinds) ? msg.kinds : [];
      this.limits = msg.limits || null;
      this.state = 'ready';
      this._readyResolve(ok(this));
      this._emit();
      return;
    }
    if (msg.type === 'fatal') { this._fail(msg.message); return; }
    const p = this.pending.get(msg.id);
    if (!p) return;
    if (msg.progress) { if (p.onProgress) p.onProgress(msg.progress); return; }
    this.pending.delete(msg.id);
    const { id, ...result } = msg;
    p.resolve(result);
  }

  async _request(op, fields = {}, onProgress = null) {
    const loaded = await this.ready;
    if (!loaded.ok) return loaded;
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, onProgress });
      this.worker.postMessage({ op, id, ...fields });
    });
  }

  // The editor's state (the kind's describe() shape) becomes the worker's current session.
  // -> {kind, impossible, describe}
  open(kind, state, options = {}, keep = 100) { return this._request('open', { kind, state, options, keep }); }

  // Reads text (import, share link, preset) without keeping a session; kind '' detects it.
  // -> {kind, impossible, describe}
  read(kind, input, options = {}) { return this._request('read', { kind, input, options }); }

  // The kind text is read as on import. -> {kind}, or a failure listing the accepted formats
  detect(input) { return this._request('detect', { input }); }

  // The editor's state written as `format` by the wasm module ('input': what sessions and share
  // links open). -> the text
  encode(kind, state, options, format) { return this._request('encode', { kind, state, options, format }); }

  // The text the current session was opened on (what encode(..., 'input') wrote for it), without
  // writing it again. -> the text
  sessionInput() { return this._request('input'); }

  // Runs the current session until `target` solutions (Infinity = all) or the end.
  // -> {status: 'target'|'done'|'cancelled', stats}
  run(target, onProgress) {
    const p = this._request('run', { target: Number.isFinite(target) ? target : 0 }, onProgress);
    const run = { promise: p };
    this.currentRun = run;
    p.then(() => { if (this.currentRun === run) this.currentRun = null; });
    return p;
  }

  // The analysis of the editor's state with the marks (the marks file's text, '' for none), as
  // `dlx analyze --json`; cancel() stops it like a run. mode: the module's (setter, full, grade, check,
  // hint). -> {status: 'done', report} | {status: 'cancelled'}
  analyze(kind, state, options, marks, onProgress, mode = 'setter') {
    const p = this._request('analyze', { kind, state, options, marks, mode }, onProgress);
    const run = { promise: p };
    this.currentRun = run;
    p.then(() => { if (this.currentRun === run) this.currentRun = null; });
    return p;
  }

  // Stops the running search (its promise resolves with status 'cancelled'). If the worker does
  // not answer in time it is replaced, and the run resolves as cancelled with stats null.
  cancel() {
    const run = this.currentRun;
    if (!run) return Promise.resolve();
    this.worker.postMessage({ op: 'stop', id: 0 });
    let timer;
    const watchdog = new Promise((resolve) => {
      timer = setTimeout(() => {
        if (this.currentRun !== run) return resolve();
        const pending = this.pending;
        this.worker.terminate();
        this._spawn();
        for (const p of pending.values()) p.resolve(ok({ status: 'cancelled', stats: null, restarted: true }));
        this._emit();
        resolve();
      }, HANG_MS);
    });
    return Promise.race([run.promise.then(() => {}), watchdog]).finally(() => clearTimeout(timer));
  }

  // The "How it works" search (worker ops traceOpen/traceStep/traceReset; see web/worker.js).
  traceOpen(kind, state, options = {}) { return this._request('traceOpen', { kind, state, options }); }
  traceStep(count, keep, toSolution = false) { return this._request('traceStep', { count, keep, toSolution }); }
  traceReset() { return this._request('traceReset'); }

  // -> kept solution number i (0-based)
  solution(i) { return this._request('solution', { index: i }); }
  // -> the CLI's --json report with at most `max` solutions
  report(max = 0) { return this._request('report', { max }); }
}
