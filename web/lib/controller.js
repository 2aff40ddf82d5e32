// Solve actions shared by the main page and the embed page: keeps one worker session for the
// current editor state, steps through solutions, counts, checks uniqueness, cancels, and turns
// results into plain-language status lines. The wasm module decides everything; this file only
// asks it and reports.

import { formatError } from './result.js';

const fmt = new Intl.NumberFormat('en-US');
export const formatCount = (n) => fmt.format(n);

// A solution count from the worker's stats, exact at any size: count is a double (exact only below
// 2^53, e.g. 92^8 * 92 is not), countText the core's exact decimal digits; "at least" when the
// core's count saturated at 2^64 - 1.
export function formatSolutionCount(stats) {
  if (!stats) return formatCount(0);
  if (typeof stats.countText !== 'string' || !/^[0-9]+$/.test(stats.countText)) return formatCount(stats.count);
  const text = fmt.format(BigInt(stats.countText));
  return stats.countSaturated ? `at least ${text}` : text;
}

export function formatMs(ms) {
  if (!Number.isFinite(ms)) return '';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60000) return `${(ms / 1000).toFixed(ms < 10000 ? 2 : 1)} s`;
  const m = Math.floor(ms / 60000);
  return `${m} min ${Math.round((ms % 60000) / 1000)} s`;
}

// A count whose progress says it ends within HANDOVER_MIN_MS stays on the solver's worker
// (?handover=MS in the page's address sets another bound; 0, for tests, hands every count over
// before its first slice).
const HANDOVER_MIN_MS = (() => {
  const asked = new URLSearchParams(globalThis.location ? location.search : '').get('handover');
  return asked !== null && Number(asked) >= 0 ? Number(asked) : 300;
})();
function countEndsSoon(st) {
  const done = st && st.progress > 0 ? Math.min(st.progress, 1) : 0;
  if (!done || !(st.elapsedMs > 0)) return false;
  return st.elapsedMs / done - st.elapsedMs < HANDOVER_MIN_MS;
}

// How many workers a long count runs on: ?workers=N in the page's address (tests, benchmarks),
// else one per core up to MAX_COUNT_WORKERS. 1 keeps counting on the solver's own worker (then no
// hand-over is prepared: the count never asks the solver for its input text).
const MAX_COUNT_WORKERS = 8;
export function workerCount() {
  const asked = Number(new URLSearchParams(globalThis.location ? location.search : '').get('workers'));
  if (Number.isInteger(asked) && asked >= 1) return Math.min(asked, MAX_COUNT_WORKERS);
  const cores = globalThis.navigator ? navigator.hardwareConcurrency : 1;
  return Math.max(1, Math.min(cores || 1, MAX_COUNT_WORKERS));
}

// lib/parallel-count.js, imported at the first hand-over (it is no part of the page's first
// download). -> a promise of the module, or of null when it could not be loaded (tried again at
// the next hand-over).
let parallelModule = null;
function parallelCount() {
  if (!parallelModule) parallelModule = import('./parallel-count.js').catch(() => { parallelModule = null; return null; });
  return parallelModule;
}

// How long "Unique?" keeps counting after a second solution, for an exact count.
const EXACT_COUNT_MS = 400;

// The value of a Solver result, or an Error for _guard to report.
function valueOf(result) {
  if (!result.ok) throw new Error(formatError(result.error));
  return result.value;
}

export class SolveController {
  // ui: {status(text, tone), progress(stats|null), busy(bool), show(solution, extra), compare(solution|null, extra), nav(),
  //      answer(solutions known after an action: 0, 1, 2 for more, or null)}
  constructor(solver, ui) {
    this.solver = solver;
    this.ui = ui;
    this.kind = null;
    this.request = null; // kind.toPuzzle(state): {puzzle, options} for the worker
    this.session = null; // {key, describe, count, complete, impossible}
    this.cache = new Map();
    this.index = -1;     // solution shown, -1 = none
    this.running = false;
    this.lastMs = NaN;   // time of the last action, from click to result (for tests/budgets)
    this.generation = 0;
    this.cancels = 0;    // cancel() calls so far: a hand-over still loading its module checks it
  }

  // The puzzle being edited changed (or was loaded): the editor's state.
  setPuzzle(kind, state) {
    this.kind = kind;
    this.request = kind.toPuzzle(state);
    const key = this._key();
    if (this.session && this.session.key === key) return false;
    this.generation++;
    const wasRunning = this.running;
    const hadResult = !!this.session;
    if (wasRunning) this.cancel();
    this.session = null;
    this.cache.clear();
    this.index = -1;
    this.ui.compare(null);
    this.ui.show(null);
    this.ui.nav();
    this.ui.answer(null);
    if (wasRunning) this.ui.status('The puzzle changed, so the search was stopped. Press Solve to start again.', 'info');
    else if (hadResult) this.ui.status('The puzzle changed. Press Solve to solve it again.', 'info');
    return true;
  }

  get canPrev() { return !this.running && this.index > 0; }
  get canNext() {
    const s = this.session;
    return !this.running && !!s && this.index >= 0 && (this.index + 1 < s.count || !s.complete);
  }
  get hasSolution() { return this.index >= 0 && this.cache.has(this.index); }
  get currentSolution() { return this.cache.get(this.index) || null; }

  _key() { return JSON.stringify([this.kind.name, this.request]); }

  // Whether the editor's puzzle has its session open (else _ensureSession opens one).
  _sessionOpen() { return !!this.session && this.session.key === this._key(); }

  async _ensureSession() {
    const key = this._key();
    if (this._sessionOpen()) return this.session;
    const gen = this.generation;
    const { puzzle, options } = this.request;
    const r = await this.solver.open(this.kind.name, puzzle, options, 200);
    if (gen !== this.generation) return null;
    if (!r.ok) {
      this.ui.status(formatError(r.error), 'error');
      return null;
    }
    const { describe, impossible } = r.value;
    this.session = { key, describe, count: 0, complete: false, impossible };
    this.cache.clear();
    return this.session;
  }

  async _solutionAt(i) {
    if (this.cache.has(i)) return this.cache.get(i);
    const r = await this.solver.solution(i);
    if (!r.ok) return null;
    this.cache.set(i, r.value);
    return r.value;
  }

  async _show(i, extra = {}) {
    const sol = await this._solutionAt(i);
    if (!sol) return false;
    this.index = i;
    this.ui.show(sol, { describe: this.session.describe, ...extra });
    return true;
  }

  _begin() {
    this.running = true;
    this.ui.busy(true);
    this.t0 = performance.now();
    return this.generation;
  }

  // Wall time since the click (what the user waited, opening and reading the puzzle included;
  // the search's own time can be a small part of it).
  _waited() { return formatMs(performance.now() - this.t0); }

  _end() {
    this.running = false;
    this.lastMs = performance.now() - this.t0;
    this.ui.busy(false);
    this.ui.progress(null);
    this.ui.nav();
    const s = this.session;
    const t = s && (this._knownTotal(s) || (s.count > 1 && s));
    this.ui.answer(t ? Math.min(t.count, 2) : null);
  }

  // onSlice: called after each slice that did not finish the run.
  async _run(target, showProgress, onSlice = null) {
    const r = valueOf(await this.solver.run(target, showProgress ? (st) => { this.ui.progress(st); if (onSlice) onSlice(st); } : null));
    if (r.stats && this.session) {
      this.session.count = r.stats.count;
      this.session.complete = r.stats.complete;
      this.session.stats = r.stats;
    }
    return r;
  }

  _impossible(s) {
    if (!s.impossible) return false;
    this.ui.status(`No solution: ${s.impossible}`, 'bad');
    return true;
  }

  async _guard(fn) {
    if (this.running || !this.kind) return;
    const gen = this._begin();
    try {
      await fn(gen);
    } catch (e) {
      this.ui.status(`Something went wrong: ${e && e.message ? e.message : e}`, 'error');
    } finally {
      this._end();
    }
  }

  _cancelled(r) {
    if (r.status !== 'cancelled') return false;
    const s = this.session;
    if (r.restarted || !r.stats) {
      this.session = null;
      this.ui.status('Cancelled (the solver was restarted).', 'info');
    } else {
      // On several workers (r.workers) the stats are theirs; else the session's.
      const found = r.workers ? r.stats : s.stats;
      const on = r.workers ? ` on ${r.workers} workers` : '';
      this.ui.status(`Cancelled after ${formatCount(r.stats.nodes)} nodes and ${formatMs(r.stats.elapsedMs)}${on}: ` +
        `${formatSolutionCount(found)} solution${found.count === 1 ? '' : 's'} found so far.`, 'info');
    }
    return true;
  }

  // First solution.
  solve() {
    return this._guard(async (gen) => {
      this.ui.compare(null);
      this.ui.status('Solving…', 'info');
      const s = await this._ensureSession();
      if (!s || gen !== this.generation || this._impossible(s)) return;
      if (s.count < 1 && !s.complete) {
        const r = await this._run(1, true);
        if (gen !== this.generation || this._cancelled(r)) return;
      }
      if (s.count >= 1) {
        await this._show(0);
        const ms = this._waited();
        this.ui.status(s.complete && s.count === 1
          ? `Solution found (${ms}); it is the only one: unique solution.`
          : `Solution 1 found${ms ? ` in ${ms}` : ''}. Next ▶ looks for more.`, 'good');
      } else {
        this.index = -1;
        this.ui.show(null);
        this.ui.status(`No solution: the search tried every possibility (${formatCount(s.stats ? s.stats.nodes : 0)} nodes).`, 'bad');
      }
    });
  }

  step(delta) {
    return this._guard(async (gen) => {
      const s = this.session;
      if (!s || this.index < 0) return;
      const want = this.index + delta;
      if (want < 0) return;
      if (want >= s.count) {
        if (s.complete) {
          this.ui.status(`That was the last solution: ${formatSolutionCount(s.stats)} in all.`, 'info');
          return;
        }
        this.ui.status('Searching for the next solution…', 'info');
        const r = await this._run(want + 1, true);
        if (gen !== this.generation || this._cancelled(r)) return;
        if (want >= s.count) {
          this.ui.status(`No more solutions: ${formatSolutionCount(s.stats)} in all${s.count === 1 ? ' (unique)' : ''}.`, 'info');
          return;
        }
      }
      if (await this._show(want)) {
        this.ui.compare(null);
        const known = this._knownTotal(s);
        const total = known ? ` of ${formatSolutionCount(known)}` : '';
        this.ui.status(`Solution ${formatCount(want + 1)}${total}.`, 'good');
      } else {
        this.ui.status(`Solution ${formatCount(want + 1)} was counted but not kept (only the first ones are stored).`, 'info');
      }
    });
  }

  // The number of solutions when a count has finished: the session's own, or the merged count of
  // the workers' parts (the session itself then holds only the solutions shown so far). Else null.
  _knownTotal(s) {
    if (s.complete) return s.stats;
    const p = s.parts;
    return p ? { count: p.count, countText: p.count_text, countSaturated: !!p.count_saturated } : null;
  }

  // The first slices of a count run on the solver's worker; a count that goes on longer moves to
  // several workers (lib/parallel-count.js) where the kind's search splits. The puzzle's text for
  // them is asked of the solver before its run, so the hand-over does not wait for a slice to end.
  // The workers are started only at the hand-over: started at the click, they took the cores from
  // the solver's first slices, whose progress then said that a 60-100 ms count (the 6x10 preset)
  // would not end soon, and it went to cold workers (280-470 ms instead of 105-195 ms).
  async _countToEnd() {
    const { kind, request } = this;
    if (workerCount() < 2) return this._run(Infinity, true);  // no hand-over: the count stays here
    const encoding = this.solver.sessionInput();  // asked before the run: answered at once
    // A cancel (or an edit, which cancels) while the count workers' module still loads leaves the
    // hand-over out: the solver's run has already stopped, and the workers would count on with
    // nobody to stop them (the page kept showing Cancel after an edit on a cold first load).
    const cancels = this.cancels;
    const takeOver = (main) => parallelCount().then((m) => (m && this.cancels === cancels ? m.takeOver(this, main, kind.name, request, encoding) : null));
    if (HANDOVER_MIN_MS === 0) {
      // ?handover=0 (tests): to the count workers at once, with no slice on the solver's worker
      // first, which a quick count (the 6x10 in 60 ms, 12-queens) could finish before the hand-over.
      return (await takeOver(null)) || this._run(Infinity, true);
    }
    let handover = null;
    const main = this._run(Infinity, true, (st) => {
      // Not while the count looks close to its end: the workers start the count afresh, and
      // opening and splitting it costs them about 0.05 s once they are loaded.
      if (!handover && !countEndsSoon(st)) handover = takeOver(main);
    });
    const r = await main;
    return (handover && await handover) || r;
  }

  countAll() {
    return this._guard(async (gen) => {
      this.ui.compare(null);
      // A session opened now counts from scratch: its count is asked for right behind the open,
      // so the worker starts it as soon as the session is open instead of after the page has
      // handled the open's answer (a frame's paint on the page's main thread can come first: 8 ms
      // in a trace of the 6x10 count). A failed open fails the count too, and it is dropped.
      const fresh = !this._sessionOpen();
      const opening = this._ensureSession();
      const counting = fresh ? this._countToEnd() : null;
      if (counting) counting.catch(() => {});  // awaited below, or dropped with a failed open
      const s = await opening;
      if (!s || gen !== this.generation || this._impossible(s)) {
        if (counting) {
          await this.solver.cancel();
          await counting.catch(() => {});
        }
        return;
      }
      this.ui.status('Counting all solutions…', 'info');
      if (counting || (!s.complete && !s.parts)) {
        const r = await (counting || this._countToEnd());
        if (gen !== this.generation || this._cancelled(r)) return;
        if (r.parts) s.parts = r.parts;  // the merged report of the workers' parts
      }
      const p = s.parts;
      const total = this._knownTotal(s) || s.stats;
      if (this.index < 0 && total.count > 0) {
        if (s.count < 1) await this._run(1, false);  // the workers keep no solution to show
        if (s.count > 0) await this._show(0);
      }
      let extra = '';
      const rep = p ? { ok: true, value: p } : await this.solver.report(0);  // optional: a failure only leaves the extra out
      const v = rep.ok ? rep.value : {};
      if (typeof v.distinct === 'number' && v.distinct !== total.count) {
        extra = ` (${formatSolutionCount({ count: v.distinct, countText: v.distinct_text })} up to symmetry)`;
      }
      const ms = this._waited();
      const on = p ? ` on ${p.workers} workers` : '';
      if (total.count === 0) this.ui.status(`No solution: the search tried every possibility (${ms}${on}).`, 'bad');
      else if (total.count === 1) this.ui.status(`Unique solution: exactly one (counted${on} in ${ms}).`, 'good');
      else this.ui.status(`${formatSolutionCount(total)} solutions in total${extra}; counted${on} in ${ms}.`, 'good');
    });
  }

  unique() {
    return this._guard(async (gen) => {
      this.ui.compare(null);
      const s = await this._ensureSession();
      if (!s || gen !== this.generation || this._impossible(s)) return;
      this.ui.status('Checking uniqueness…', 'info');
      if (s.count < 2 && !s.complete) {
        // Proving a large puzzle unique can take far longer than finding its solution (a
        // published 20x20 Numberlink: milliseconds, then seconds to minutes): the solution is
        // shown as soon as it is found, while the search for a second one goes on.
        let shown = null;
        const r = await this._run(2, true, (st) => {
          if (shown || st.count < 1) return;
          shown = (this.index === 0 ? Promise.resolve(true) : this._show(0)).then((ok) => {
            if (ok && gen === this.generation && this.running) {
              this.ui.status(`Solution 1 found in ${this._waited()}; checking whether it is the only one…`, 'info');
            }
          });
        });
        if (shown) await shown;
        if (gen !== this.generation || this._cancelled(r)) return;
      }
      // Not unique: count on for a moment, so a small puzzle gets its exact count rather than
      // "at least 2" (stopped quietly when it takes longer; Count all goes on from there).
      if (s.count >= 2 && !s.complete) {
        const timer = setTimeout(() => this.solver.cancel(), EXACT_COUNT_MS);
        const r = await this._run(Infinity, false).finally(() => clearTimeout(timer));
        if (gen !== this.generation) return;
        if (r.restarted || !r.stats) this.session = null;
      }
      if (s.count === 0) {
        this.index = -1;
        this.ui.show(null);
        this.ui.status('No solution: the search tried every possibility.', 'bad');
      } else if (s.count === 1) {
        await this._show(0);
        this.ui.status('Unique solution: the puzzle has exactly one solution.', 'good');
      } else {
        const a = await this._solutionAt(0);
        const b = await this._solutionAt(1);
        const diff = a && b ? this.kind.diff(a, b) : null;
        await this._show(0, { diff });
        this.ui.compare(b, { describe: s.describe, diff });
        const how = s.complete ? (s.count === 2 ? 'Exactly 2' : formatSolutionCount(s.stats)) : `At least ${formatSolutionCount(s.stats)}`;
        this.ui.status(`${how} solutions found — not unique; differences highlighted.`, 'bad');
      }
    });
  }

  async cancel() {
    if (!this.running) return;
    this.cancels++;
    if (this.parts) this.parts.cancel();  // the workers of a count in parts (lib/parallel-count.js)
    await this.solver.cancel();
  }
}
