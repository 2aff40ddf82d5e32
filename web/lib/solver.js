// The page side of the solver worker (web/worker.js): promises instead of messages, one run at a
// time, cancel, and a watchdog that replaces the worker if a slice ever hangs.

const HANG_MS = 3000; // a cancelled run that has not answered after this long means a stuck slice

export class Solver {
  constructor(workerUrl = 'worker.js') {
    this.workerUrl = workerUrl;
    this.kinds = [];
    this.listeners = new Set();
    this.state = 'loading'; // loading | ready | failed
    this.message = '';
    this.readyMs = 0;
    this._spawn();
  }

  // fn({state, message}) on load/fail/respawn.
  onStatus(fn) { this.listeners.add(fn); fn({ state: this.state, message: this.message }); }

  _emit() { for (const fn of this.listeners) fn({ state: this.state, message: this.message }); }

  _spawn() {
    this.nextId = 1;
    this.pending = new Map(); // id -> {resolve, reject, onProgress}
    this.currentRun = null;
    this.state = 'loading';
    this.message = '';
    this.worker = new Worker(this.workerUrl);
    this.ready = new Promise((resolve, reject) => { this._readyResolve = resolve; this._readyReject = reject; });
    this.ready.catch(() => {});
    this.worker.onmessage = (e) => this._onMessage(e.data);
    this.worker.onerror = (e) => {
      e.preventDefault();
      this._fail('The solver worker failed: ' + (e.message || 'unknown error'));
    };
  }

  _fail(message) {
    this.state = 'failed';
    this.message = message;
    this._readyReject(new Error(message));
    for (const p of this.pending.values()) p.reject(new Error(message));
    this.pending.clear();
    this._emit();
  }

  _onMessage(msg) {
    if (!msg || typeof msg !== 'object') return;
    if (msg.type === 'ready') {
      this.kinds = Array.isArray(msg.kinds) ? msg.kinds : [];
      this.readyMs = msg.ms;
      this.state = 'ready';
      this._readyResolve(this);
      this._emit();
      return;
    }
    if (msg.type === 'fatal') { this._fail(msg.message); return; }
    const p = this.pending.get(msg.id);
    if (!p) return;
    if (msg.progress) { if (p.onProgress) p.onProgress(msg.progress); return; }
    this.pending.delete(msg.id);
    if (msg.error && typeof msg.error === 'string') p.reject(new Error(msg.error));
    else p.resolve(msg);
  }

  _request(op, fields = {}, onProgress = null) {
    return this.ready.then(() => new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ op, id, ...fields });
    }));
  }

  // Parses into the worker's current session. -> {kind, error, impossible, describe}
  open(kind, input, options = {}, keep = 100) { return this._request('open', { kind, input, options, keep }); }

  // Parses without keeping a session (import, export). -> {kind, error, impossible, describe, written}
  parse(kind, input, options = {}, formats = []) { return this._request('parse', { kind, input, options, formats }); }

  // Runs the current session until `target` solutions (Infinity = all) or the end.
  // -> {status: 'target'|'done'|'cancelled', stats}
  run(target, onProgress) {
    const p = this._request('run', { target: Number.isFinite(target) ? target : 0 }, onProgress);
    const run = { promise: p };
    this.currentRun = run;
    const clear = () => { if (this.currentRun === run) this.currentRun = null; };
    p.then(clear, clear);
    return p;
  }

  get busy() { return this.currentRun !== null; }

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
        for (const p of pending.values()) p.resolve({ status: 'cancelled', stats: null, restarted: true });
        this._emit();
        resolve();
      }, HANG_MS);
    });
    return Promise.race([run.promise.then(() => {}, () => {}), watchdog]).finally(() => clearTimeout(timer));
  }

  solutions(from, to) { return this._request('solutions', { from, to }).then((r) => r.solutions); }
  solution(i) { return this.solutions(i, i + 1).then((s) => s[0] || null); }
  report(max = 0) { return this._request('report', { max }).then((r) => r.report); }
  close() { return this._request('close'); }
}
