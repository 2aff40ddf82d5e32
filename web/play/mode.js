// Play mode: the reader solves the puzzle on the board themselves. The kind's player (see
// web/kinds/README.md, "Players") draws the board and turns pointer and keys into moves; this
// file keeps the moves' undo history, the clock and the stored progress, and answers Check,
// Hint, Reveal and "is it solved?" with the worker's analysis (web/ never decides a puzzle).
import { History } from '../lib/history.js';
import { formatMs } from '../lib/controller.js';
import { formatError } from '../lib/result.js';
import { loadPlayer } from './players.js';
import { playToolbar } from './toolbar.js';
import { findWrongMarks } from './check.js';
import { puzzleKey, loadProgress, saveProgress, clearProgress, progressKept, cleanElapsed } from './progress.js';
import { storageNote } from './storage-note.js';

// What a move did, said in Play's live region for screen readers (the board's own region says
// where the cursor is). Keys: the players' move names (host.move's `what`).
const MOVE_WORDS = {
  tick: 'Option ticked.',
  untick: 'Option unticked.', hint: 'Hint placed.', reveal: 'Solution revealed.',
};

// How the first status line says whether progress is kept (the embed's measurement uses both).
export const KEPT = 'your progress is kept in this browser';
export const NOT_KEPT = 'your progress cannot be kept here (see below)';

// JSON with object keys sorted, to tell whether cleaning saved progress changed anything.
const canonical = (v) => JSON.stringify(v, (k, x) => (x && typeof x === 'object' && !Array.isArray(x)
  ? Object.fromEntries(Object.keys(x).sort().map((key) => [key, x[key]])) : x));

// A sentence from the analysis's lower-case clause.
const sentence = (text) => text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(text) ? '' : '.');

export class PlayMode {
  // page: {solver, controller, el(id), setStatus(text, tone), current() -> {kind, state},
  //        shareChanged(), optional progressChanged({play, elapsedMs, kept}) after every save
  //        (the embed writes it into its "Continue in DLX Studio" link)}
  constructor(page) {
    this.page = page;
    this.active = false;
    this.entering = false;
    this.history = new History(); // of {play}: History keeps no null state, and null is the empty board
    this.queue = Promise.resolve();
    this.pending = 0;     // analysis requests not answered yet
    this.moves = 0;       // bumped by every move, so an answer about an older board is dropped
    this.panel = page.el('play');
    // The clock runs between moves too: keep it when the page goes away.
    window.addEventListener('pagehide', () => { if (this.active) this.save(); });
  }

  status(text, tone = 'info') { this.page.setStatus(text, tone); }

  // incoming: progress carried in a link ({play, elapsedMs}), used instead of what is stored.
  async enter(incoming = null) {
    if (this.active || this.entering) return;
    const { kind, state } = this.page.current();
    const why = kind.missing ? kind.missing(state) : null;
    if (why) { this.status(`Nothing to play yet. ${why}`, 'error'); return; }
    this.entering = true;
    try {
      await this.open(kind, state, incoming);
    } catch (e) {
      this.status(`Play could not open this puzzle: ${e.message}`, 'error');
    } finally {
      this.entering = false;
    }
  }

  async open(kind, state, incoming) {
    const { solver, controller } = this.page;
    this.status('Opening the puzzle for play…');
    if (controller.running) await controller.cancel();
    const create = await loadPlayer(kind);
    if (!create) { this.status(`Play is not available for ${kind.title} puzzles yet.`, 'error'); return; }
    const { puzzle, options } = kind.toPuzzle(state);
    const text = await solver.encode(kind.name, puzzle, options, 'input');
    const read = text.ok ? await solver.read(kind.name, text.value, options) : text;
    if (!read.ok) { this.status(`This puzzle cannot be played: ${formatError(read.error)}`, 'error'); return; }
    if (read.value.impossible) { this.status(`This puzzle has no solution, so there is nothing to play: ${read.value.impossible}`, 'bad'); return; }
    this.puzzle = { kind, puzzle, options, key: puzzleKey(kind.name, text.value, options) };
    this.base = null;  // the analysis without marks, made on the first Check
    this.hint = null;
    const bar = playToolbar({
      undo: () => this.undoRedo('undo'), redo: () => this.undoRedo('redo'),
      check: () => this.check(), hint: () => this.hintPressed(), reveal: () => this.reveal(), restart: () => this.restart(),
    });
    this.bar = bar;
    this.said = bar.said;
    this.panel.replaceChildren(bar.element);
    const host = {
      describe: read.value.describe,
      state: structuredClone(state),
      move: (play, what) => this.move(play, what),
      notify: (message) => this.status(message),
    };
    this.player = create(bar.board, host);
    this.kept = progressKept();
    const stored = loadProgress(this.puzzle.key);
    const from = incoming ? { ...incoming, solved: false, revealed: false } : stored;
    const restored = this.restore(from);
    this.play = restored.play;
    this.elapsed = restored.elapsedMs;
    this.solved = restored.solved;
    this.revealed = restored.revealed;
    this.since = performance.now();
    this.history.reset({ play: this.play });
    this.player.setPlay(this.play === null ? null : structuredClone(this.play));
    this.active = true;
    this.show(true);
    this.note = null;
    if (!this.kept) this.showStorageNote();
    this.buttons();
    this.page.shareChanged();
    if (incoming) this.save();
    else this.tellProgress();
    const dropped = restored.dropped ? ' Part of the saved progress did not fit this puzzle and was left out.' : '';
    const keptText = this.kept ? KEPT : NOT_KEPT;
    if (this.solved) this.status(`Solved in ${formatMs(this.elapsed)}. Restart plays it again.${dropped}`, 'good');
    else if (incoming && this.play !== null) this.status(`Your progress from the link is on the board; ${keptText}.${dropped}`, 'info');
    else if (this.play !== null) this.status(`Welcome back: your progress on this puzzle is restored (Restart clears it).${dropped}`, 'info');
    else this.status(`Play: solve it yourself. Check flags wrong marks, Hint shows the next step; ${keptText}.${dropped}`, 'info');
  }

  // The line saying progress is not kept here, with the ways on (storage-note.js).
  showStorageNote() {
    this.note = storageNote(this);
    this.bar.element.append(this.note.element);
  }

  // Saved progress (from storage or a link) is input like any other: the player keeps only what
  // fits this puzzle, and "solved" holds only for a board that is complete.
  // -> {play, elapsedMs, solved, revealed, dropped}
  restore(saved) {
    if (!saved) return { play: null, elapsedMs: 0, solved: false, revealed: false, dropped: false };
    let play = null;
    try { play = this.player.clean ? this.player.clean(saved.play) : null; } catch { play = null; }
    const dropped = canonical(play) !== canonical(saved.play === undefined ? null : saved.play);
    let complete = false;
    try { complete = play !== null && this.player.isComplete(play); } catch { complete = false; }
    return {
      play,
      elapsedMs: cleanElapsed(saved.elapsedMs),
      solved: !!saved.solved && complete && !dropped && !saved.revealed,
      revealed: !!saved.revealed && play !== null,
      dropped,
    };
  }

  // Leaves Play: the editor comes back as it was.
  leave() {
    if (!this.active) return;
    this.save();
    this.active = false;
    if (this.pending) this.page.solver.cancel();
    this.moves++;
    this.player.destroy();
    this.player = null;
    this.panel.replaceChildren();
    this.show(false);
    this.page.shareChanged();
    this.status('Edit mode: change the puzzle, or press Solve.', 'info');
  }

  show(on) {
    document.body.classList.toggle('playing', on);
    this.panel.hidden = !on;
    for (const [id, pressed] of [['mode-play', on], ['mode-edit', !on]]) {
      const button = this.page.el(id); // a page may have no switch (an embed that only plays)
      if (button) button.setAttribute('aria-pressed', String(pressed));
    }
    this.panel.dataset.state = this.solved ? 'solved' : this.revealed ? 'revealed' : 'playing';
  }

  buttons() {
    if (!this.bar) return;
    const idle = this.pending === 0;
    this.bar.set({
      undo: this.history.canUndo, redo: this.history.canRedo,
      check: idle, hint: idle, reveal: idle, restart: true,
    });
    this.panel.dataset.state = this.solved ? 'solved' : this.revealed ? 'revealed' : 'playing';
    if (idle) delete this.panel.dataset.busy; else this.panel.dataset.busy = '1';
  }

  elapsedNow() { return this.solved ? this.elapsed : this.elapsed + (performance.now() - this.since); }

  save() {
    if (!this.puzzle) return;
    const elapsedMs = this.elapsedNow();
    this.elapsed = elapsedMs;
    this.since = performance.now();
    if (this.kept) this.kept = saveProgress(this.puzzle.key, { play: this.play, elapsedMs, solved: this.solved, revealed: this.revealed });
    this.tellProgress();
  }

  // The page around hears of every save (the embed carries the progress in its link).
  tellProgress() {
    if (this.page.progressChanged) this.page.progressChanged({ play: this.play, elapsedMs: this.elapsedNow(), kept: this.kept });
  }

  // Storage came back (a Storage Access API grant): what is stored there is restored when the
  // board is still empty, else this board is kept there.
  storageGranted() {
    if (!this.active) return;
    this.kept = progressKept();
    if (!this.kept) return;
    if (this.note) { this.note.element.remove(); this.note = null; }
    const stored = this.play === null ? this.restore(loadProgress(this.puzzle.key)) : null;
    if (stored && stored.play !== null) {
      this.moves++;
      Object.assign(this, { play: stored.play, elapsed: stored.elapsedMs, solved: stored.solved, revealed: stored.revealed, since: performance.now() });
      this.history.reset({ play: this.play });
      this.player.setPlay(structuredClone(this.play));
      this.buttons();
      this.status('Storage allowed: your saved progress on this puzzle is restored and kept from now on.', 'good');
    } else {
      this.save();
      this.status('Storage allowed: your progress is kept in this browser from now on.', 'good');
    }
  }

  // A move from the player: one undo step.
  move(play, what) {
    if (!this.active) return;
    const words = MOVE_WORDS[what] || (/\s/.test(what || '') ? sentence(what) : '');  // packing says "place piece F"
    if (this.said && words) this.said.textContent = words;
    this.play = play === null ? null : structuredClone(play);
    this.history.push({ play: this.play });
    this.afterChange(what);
  }

  // A move made here (a placed hint, the revealed solution): the player is shown it first.
  place(play, what) {
    this.player.setPlay(play === null ? null : structuredClone(play));
    this.move(play, what);
  }

  undoRedo(which) {
    if (!this.active) return;
    if (!(which === 'undo' ? this.history.canUndo : this.history.canRedo)) return;
    const { play } = which === 'undo' ? this.history.undo() : this.history.redo();
    this.play = play;
    this.player.setPlay(play === null ? null : structuredClone(play));
    this.afterChange(which);
    if (!this.solved) this.status(which === 'undo' ? 'Move undone.' : 'Move redone.', 'info');
  }

  afterChange(what) {
    this.moves++;
    // A hint or a Check answer is about the board before this move: it goes.
    if (this.stale && what !== 'hint' && what !== 'undo' && what !== 'redo') this.status('Your move is on the board.', 'info');
    this.stale = false;
    this.hint = null;
    this.player.showHint(null);
    this.player.showFlags(null);
    delete this.panel.dataset.flags;
    const wasSolved = this.solved;
    if (this.solved) { this.solved = false; this.since = performance.now(); }
    this.save();
    this.buttons();
    if (wasSolved) this.status('Changed after solving: the clock runs again.', 'info');
    this.settle();
  }

  // One analysis of the puzzle with `marks` in the worker, one at a time. -> the report
  ask(marks, mode = 'hint') {
    const { solver } = this.page;
    const { kind, puzzle, options } = this.puzzle;
    const run = async () => {
      const r = await solver.analyze(kind.name, puzzle, options, marks, null, mode);
      if (!r.ok) throw new Error(formatError(r.error));
      if (r.value.status !== 'done') throw new Error('the analysis was stopped');
      return r.value.report;
    };
    this.pending++;
    this.buttons();
    const p = this.queue.then(run, run).finally(() => { this.pending--; this.buttons(); });
    this.queue = p.catch(() => {});
    return p;
  }

  marks() { return this.player.marks(this.play); }

  // After every change: a full board is asked whether it agrees with a solution.
  async settle() {
    const moves = this.moves;
    if (this.play === null || !this.player.isComplete(this.play)) return;
    const rules = this.player.ruleFlags ? this.player.ruleFlags(this.play) : [];
    const marks = this.marks();
    // A full board leaves no cell unknown; a '.' left means some part breaks the rules.
    if (rules.length || /(^|\s)\.(?=\s|$)/.test(marks)) {
      this.status('The board is full, but something is not right yet. Check shows what.', 'bad');
      return;
    }
    let r;
    try { r = await this.ask(marks); } catch (e) { if (moves === this.moves) this.status(e.message, 'error'); return; }
    if (moves !== this.moves || !this.active) return;
    if (r.consistent && this.revealed) {
      this.status('The board shows the solution, but it was revealed: not counted as solved. Restart to solve it yourself.', 'info');
    } else if (r.consistent) {
      this.elapsed = this.elapsedNow();
      this.solved = true;
      this.save();
      this.buttons();
      this.status(`Solved in ${formatMs(this.elapsed)}!`, 'good');
    } else {
      this.status('The board is full, but it is not a solution. Check shows which marks are wrong.', 'bad');
    }
  }

  // The analysis without marks: what every solution shares (kept while the puzzle is open).
  async baseReport() {
    if (!this.base) this.base = await this.ask('', 'check');
    return this.base;
  }

  async check() {
    if (!this.active) return;
    const moves = this.moves;
    if (this.play === null) { this.status('Nothing to check yet: make a move first.', 'info'); return; }
    this.status('Checking your marks against all solutions…');
    let res;
    try {
      const base = await this.baseReport();
      res = await findWrongMarks({
        marks: this.marks(),
        units: this.player.units ? this.player.units(this.play) : null,
        ruleFlags: this.player.ruleFlags ? this.player.ruleFlags(this.play) : [],
        base,
        ask: (m) => this.ask(m),
      });
    } catch (e) {
      if (moves === this.moves) this.status(`Check failed: ${e.message}`, 'error');
      return;
    }
    if (moves !== this.moves || !this.active) return;
    const n = res.flags.length;
    this.player.showFlags(n ? res.flags : null);
    this.panel.dataset.flags = JSON.stringify(res.flags); // what was flagged, for tests and tools
    this.stale = true;
    if (!n) this.status(this.solved ? `Solved in ${formatMs(this.elapsed)}!` : 'No mistakes so far: every mark agrees with a solution.', 'good');
    else if (res.clash) this.status('Each of your marks fits some solution, but not all of them together: the flagged ones clash with the rest.', 'bad');
    else this.status(`${n} marked cell${n === 1 ? '' : 's'} agree${n === 1 ? 's' : ''} with no solution: flagged in red.`, 'bad');
  }

  async hintPressed() {
    if (!this.active) return;
    if (this.hint && this.hintMoves === this.moves) {
      const next = this.player.applyHint(this.play, this.hint);
      const placed = this.hint;
      this.place(next, 'hint');
      if (!this.solved && this.play !== null && !this.player.isComplete(this.play)) this.status(`Placed: ${sentence(placed.text)}`, 'info');
      return;
    }
    const moves = this.moves;
    this.status('Looking for the next step…');
    let r;
    try { r = await this.ask(this.marks()); } catch (e) {
      if (moves === this.moves) this.status(`No hint: ${e.message}`, 'error');
      return;
    }
    if (moves !== this.moves || !this.active) return;
    if (!r.consistent) {
      this.status('No solution agrees with your marks, so no step follows from them. Check shows which marks are wrong.', 'bad');
    } else if (!r.hint) {
      this.status(this.solved ? `Solved in ${formatMs(this.elapsed)}!` : 'No hint: every cell is decided already.', 'info');
    } else {
      this.hint = r.hint;
      this.hintMoves = moves;
      this.player.showHint(r.hint);
      // A choice (nothing is forced: part of one solution) says so in its own words.
      const lead = r.hint.level === 'choice' ? 'Hint' : `Hint (${r.hint.level})`;
      this.status(`${lead}: ${sentence(r.hint.text)} Press Hint again to place it.`, 'info');
      this.stale = true;
    }
  }

  // The first solution, drawn as the reader's own moves (one undo step).
  async reveal() {
    if (!this.active) return;
    const moves = this.moves;
    this.status('Finding the solution…');
    let next = null;
    try {
      if (this.player.fromSolution) {
        const sol = await this.firstSolution();
        next = sol && this.player.fromSolution(sol);
      } else {
        next = await this.fromSharedLabels();
      }
    } catch (e) {
      if (moves === this.moves) this.status(`Reveal failed: ${e.message}`, 'error');
      return;
    }
    if (moves !== this.moves || !this.active) return;
    if (!next) { this.status('The solution could not be shown.', 'error'); return; }
    // Revealed is not solved: no "Solved in", nothing saved as solved, until Restart.
    this.revealed = true;
    this.place(next, 'reveal');
    this.status('The solution is shown (revealed, so not counted as solved). Undo takes it back; Restart starts afresh.', 'info');
  }

  // The solver's first solution (the page's SolveController: its session is the editor's puzzle).
  firstSolution() {
    const { controller } = this.page;
    const run = async () => {
      await controller.solve();
      return controller.currentSolution;
    };
    const p = this.queue.then(run, run);
    this.queue = p.catch(() => {});
    return p;
  }

  // For players without fromSolution: on a unique puzzle, every label's cells placed as hints.
  async fromSharedLabels() {
    const base = await this.baseReport();
    if (!(base.complete && base.unique === true)) return null;
    const groups = new Map();
    if (Array.isArray(base.options)) {
      base.options.forEach((s, i) => { if (s === 'all') groups.set(`o${i}`, { cells: [[i, 0]], label: 1 }); });
    } else {
      base.grid.forEach((row, y) => row.forEach((v, x) => {
        if (v === null || v < 0) return;
        if (!groups.has(v)) groups.set(v, { cells: [], label: v });
        groups.get(v).cells.push([x, y]);
      }));
    }
    let play = null;
    for (const { cells, label } of groups.values()) play = this.player.applyHint(play, { text: '', cells, label, level: 'single' });
    return play;
  }

  restart() {
    if (!this.active) return;
    clearProgress(this.puzzle.key);
    this.moves++;
    this.play = null;
    this.elapsed = 0;
    this.solved = false;
    this.revealed = false;
    this.since = performance.now();
    this.hint = null;
    this.history.reset({ play: null });
    this.player.setPlay(null);
    this.player.showFlags(null);
    this.player.showHint(null);
    this.buttons();
    this.status('Restarted: the board is empty and the clock starts again.', 'info');
  }
}
