// DLX Studio main page: kind picker, the kind's editor, undo/redo, solving through the worker,
// share links in the URL fragment, import/export, PNG download.

import { KINDS, DEFAULT_KIND, loadKind } from './kinds/index.js';
import { Solver } from './lib/solver.js';
import { SolveController, formatCount, formatMs, formatSolutionCount } from './lib/controller.js';
import { History } from './lib/history.js';
import { encodeFragment, decodeFragment, splitFragment, decodeProgress } from './lib/share.js';
import { formatError } from './lib/result.js';
import { h } from './lib/dom.js';
// Loaded on first use (copy, import, an example link): the first download has a budget.
const copyText = async (...args) => (await import('./lib/clipboard.js')).copyText(...args);
const readImport = async (...args) => (await import('./lib/import.js')).readImport(...args);

const el = (id) => document.getElementById(id);

const ui = {
  kind: el('kind'), engine: el('engine'), editor: el('editor'),
  undo: el('undo'), redo: el('redo'), newBtn: el('new'),
  solve: el('solve'), prev: el('prev'), next: el('next'), count: el('count'), unique: el('unique'), cancel: el('cancel'),
  progressBox: el('progress-box'), progress: el('progress'), progressText: el('progress-text'),
  status: el('status'), compare: el('compare'), compareCanvas: el('compare-canvas'),
  boardDescription: el('board-description'),
  notice: el('notice'), noticeText: el('notice-text'), noticeClose: el('notice-close'),
  shareUrl: el('share-url'), copyLink: el('copy-link'), copyEmbed: el('copy-embed'),
  importText: el('import-text'), importBtn: el('import'), importFile: el('import-file'),
  exportFormat: el('export-format'), exportBtn: el('export'), exportText: el('export-text'), copyExport: el('copy-export'),
  copySolution: el('copy-solution'), downloadPng: el('download-png'),
  how: el('how-open'),
};

const solver = new Solver('worker.js');
const history = new History();
let kind = null;      // the kind being edited (its module, loaded by start())
let editor = null;
let analysis = null;  // the AnalysisView, made on the first press of Analyze
let play = null;      // the PlayMode (web/play/), made on the first press of Play
let state = null;
let shareTimer = 0;
let shareSeq = 0;     // the latest edit or updateShare call: an older update that ends later is ignored
let fragment = '';
let shareEnabled = false; // the URL is only rewritten once a linked puzzle has been read
let keptLink = false;     // a link that could not be opened stays in the address bar until an edit

// ---------- status line ----------
let statusAboutEdit = false; // the status reports an undo/redo/new, so the next edit retires it
function setStatus(text, tone = 'info', aboutEdit = false) {
  ui.status.textContent = text;
  ui.status.dataset.tone = tone;
  statusAboutEdit = aboutEdit;
}

function showNotice(text) {
  ui.noticeText.textContent = text;
  ui.notice.hidden = false;
}
ui.noticeClose.addEventListener('click', () => { ui.notice.hidden = true; });

// ---------- solving ----------
const PROGRESS_MS = 100;
let progressShown = -Infinity;
const controller = new SolveController(solver, {
  status: (text, tone) => setStatus(text, tone),
  progress: (st) => {
    if (!st) { ui.progressBox.hidden = true; return; }
    // A redraw is the page's work on a core the workers may need (it cost the renderer 6 ms a
    // time), so at most every PROGRESS_MS, and not at all for a count that ends sooner.
    const now = performance.now();
    if (now - progressShown < PROGRESS_MS || !(st.elapsedMs >= PROGRESS_MS)) return;
    progressShown = now;
    ui.progressBox.hidden = false;
    // Without an estimate (a proof is running, which says nothing of how far it is) the bar moves
    // without a value and the text gives no percentage, rather than a misleading "~0.8%".
    const known = st.progressKnown !== false;
    const p = Math.max(0, Math.min(1, st.progress || 0));
    if (known) ui.progress.value = p;
    else ui.progress.removeAttribute('value');
    ui.progressText.textContent = `${formatSolutionCount(st)} solution${st.count === 1 ? '' : 's'} · ` +
      `${formatCount(st.nodes)} nodes · ${known ? `~${(p * 100).toFixed(p < 0.1 ? 1 : 0)}%` : 'no estimate'} · ${formatMs(st.elapsedMs)}`;
  },
  busy: (b) => {
    // data-ms: how long the last action took, click to result (read by the budget tests)
    if (b) delete ui.status.dataset.ms;
    else ui.status.dataset.ms = String(Math.round(controller.lastMs));
    ui.cancel.hidden = !b;
    ui.progressBox.hidden = true;
    document.body.classList.toggle('busy', b);
    updateButtons();
    if (b) ui.cancel.focus({ preventScroll: true });
  },
  show: (sol, extra) => {
    if (editor) editor.showSolution(sol, extra);
    describeBoard(sol);
    updateButtons();
  },
  compare: (sol, extra) => {
    ui.compare.hidden = !sol;
    if (sol) kind.drawSolution(ui.compareCanvas, sol, extra);
  },
  nav: () => updateButtons(),
  answer: answered,
});

// Notes on the other rule (lib/other-rule.js).
let ruleNotes;
function answered(n) {
  if (ruleNotes || kind.otherRule) ruleNotes = (ruleNotes || import('./lib/other-rule.js').then((m) => m.pageNotes(controller, ui.status, switchRule, () => play && play.active))).then((f) => f(n));
}
function switchRule(options) {
  editor.setState(state = kind.withOptions(state, options));
  host.change(state);
}

// The board's accessible description (a live region): the editor's summary line and the shown
// solution piece by piece (lib/solution-words.js), not only "canvas".
let described = 0;
async function describeBoard(sol) {
  if (!editor || !editor.canvas) return;
  const seq = ++described;
  const summary = ui.editor.querySelector('.pk-summary');
  if (summary && !summary.id) summary.id = `${kind.name}-board-summary`;
  editor.canvas.setAttribute('aria-describedby', [summary && summary.id, 'board-description'].filter(Boolean).join(' '));
  if (!sol) { ui.boardDescription.textContent = 'No solution shown.'; return; }
  const index = controller.index;
  const { solutionWords } = await import('./lib/solution-words.js');
  if (seq !== described) return;
  ui.boardDescription.textContent = `Solution ${index + 1} shown: ${solutionWords(sol, state)}`;
}

// While a kind's module loads (picked, or named by a link or an example), the old kind is still
// mounted: Solve, Count all and Unique? wait, so they never answer for the kind left behind.
let kindLoads = 0;
async function loadKindHolding(name) {
  kindLoads++;
  updateButtons();
  try {
    return await loadKind(name);
  } finally {
    kindLoads--;
    updateButtons();
  }
}
function updateButtons() {
  const ready = solver.state === 'ready';
  const busy = controller.running || kindLoads > 0 || !!(analysis && analysis.running);
  ui.solve.disabled = !ready || busy;
  ui.count.disabled = !ready || busy;
  ui.unique.disabled = !ready || busy;
  ui.how.disabled = !ready;
  el('analyze').disabled = !ready || busy;
  ui.prev.disabled = !controller.canPrev;
  ui.next.disabled = !controller.canNext;
  ui.copySolution.disabled = !controller.hasSolution;
  ui.downloadPng.disabled = !controller.hasSolution;
  ui.undo.disabled = !history.canUndo;
  ui.redo.disabled = !history.canRedo;
}

// Solve, Count all and Unique? first ask the kind whether the puzzle is complete enough to solve,
// so an empty editor gets advice about the editor rather than a parse error about hidden text.
function whenComplete(action) {
  return () => {
    const why = kind.missing ? kind.missing(state) : null;
    if (why) setStatus(why, 'error');
    else action();
  };
}
ui.solve.addEventListener('click', whenComplete(() => controller.solve()));
ui.next.addEventListener('click', () => controller.step(1));
ui.prev.addEventListener('click', () => controller.step(-1));
ui.count.addEventListener('click', whenComplete(() => controller.countAll()));
ui.unique.addEventListener('click', whenComplete(() => controller.unique()));
ui.cancel.addEventListener('click', () => controller.cancel());

// "How it works": the search of the puzzle being edited, step by step, beside the board. Its
// module (and the worker's second wasm module) load on first use: not part of the first download.
let how = null;
ui.how.addEventListener('click', whenComplete(async () => {
  if (!how) {
    const { HowItWorks } = await import('./how-it-works.js');
    how = how || new HowItWorks(solver, el('how'), () => ui.how.focus());
  }
  how.open(kind, state);
  el('how').scrollIntoView({ block: 'nearest' });
}));
// ---------- analysis (the setter's view) ----------
// analysis-view.js is loaded on the first press, so the page's first download stays as it was.
el('analyze').addEventListener('click', async () => {
  if (!analysis) {
    const { AnalysisView } = await import('./analysis-view.js');
    analysis = analysis || new AnalysisView(el('analysis'), {
      solver,
      request: () => {
        const why = kind.missing ? kind.missing(state) : null;
        if (why) return { error: why };
        const { puzzle, options } = kind.toPuzzle(state);
        return { kind: kind.name, puzzle, options };
      },
      busy: () => updateButtons(),
      controller,
      switchRule,
    });
  }
  analysis.run();
});

solver.onStatus(({ state: s, message }) => {
  if (s === 'loading') {
    ui.engine.textContent = 'Loading solver…';
    ui.engine.dataset.state = 'loading';
  } else if (s === 'ready') {
    ui.engine.textContent = 'Solver ready';
    ui.engine.dataset.state = 'ready';
    performance.mark('dlx-solver-ready');
    fillKindPicker();
  } else {
    ui.engine.textContent = 'Solver unavailable';
    ui.engine.dataset.state = 'failed';
    setStatus(message, 'error');
  }
  updateButtons();
});

// ---------- editor & history ----------
const host = {
  readOnly: false,
  change(next) {
    keptLink = false;
    if (statusAboutEdit) setStatus('Edited. Press Solve when ready.', 'info');
    state = next;
    history.push(state);
    puzzleChanged();
  },
  read: (k, input, options) => solver.read(k, input, options),
  kinds: () => solver.ready.then(() => solver.kinds), // M.kinds(), e.g. for a kind's presets
  limits: () => solver.limits,                        // M.limits(); null until the solver loads
  notify: (msg) => setStatus(msg, 'info'),
};

function mountKind(k, st) {
  if (play) play.leave();
  if (editor) editor.destroy();
  ui.editor.replaceChildren();
  kind = k;
  ui.kind.value = k.name;
  document.body.dataset.kind = k.name;
  editor = k.createEditor(ui.editor, host);
  // The second solution of "Unique?" goes where the kind wants it (next to its board).
  (editor.compareHost || ui.editor.parentElement).append(ui.compare);
  state = structuredClone(st);
  editor.setState(state);
  describeBoard(null);
  history.reset(state);
  ui.exportFormat.replaceChildren(...k.exportFormats.map((f) => h('option', { value: f }, f)));
  ui.exportText.value = '';
  puzzleChanged();
}

function puzzleChanged() {
  controller.setPuzzle(kind, state);
  if (analysis) analysis.clear();
  ui.compare.hidden = true;
  updateButtons();
  clearTimeout(shareTimer);
  shareTimer = setTimeout(updateShare, 250);
  shareSeq++;  // an update still in flight is for an older puzzle
  // data-pending: the link does not show the latest edit yet (read by the browser tests)
  ui.shareUrl.dataset.pending = '1';
}

function undoRedo(which) {
  if (play && play.active) { play.undoRedo(which); return; }
  const s = which === 'undo' ? history.undo() : history.redo();
  if (!s) return;
  state = s;
  editor.setState(state);
  puzzleChanged();
  setStatus(which === 'undo' ? 'Undone.' : 'Redone.', 'info', true);
}
ui.undo.addEventListener('click', () => undoRedo('undo'));
ui.redo.addEventListener('click', () => undoRedo('redo'));
ui.newBtn.addEventListener('click', () => {
  const before = state;
  state = kind.emptyState();
  editor.setState(state);
  if (before) history.push(state);
  puzzleChanged();
  setStatus('New empty puzzle. Undo brings the old one back.', 'info', true);
});

document.addEventListener('keydown', (e) => {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
  const t = e.target;
  const typing = t && (t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && t.type !== 'checkbox' && t.type !== 'button'));
  if (typing) return; // native undo inside text fields
  const key = e.key.toLowerCase();
  if (key === 'z' && !e.shiftKey) { e.preventDefault(); undoRedo('undo'); }
  else if (key === 'y' || (key === 'z' && e.shiftKey)) { e.preventDefault(); undoRedo('redo'); }
});

// ---------- kind picker ----------
function fillKindPicker() {
  const available = new Set(solver.kinds.map((k) => k.name));
  const usable = KINDS.filter((k) => available.size === 0 || available.has(k.name));
  ui.kind.replaceChildren(...usable.map((k) => h('option', { value: k.name }, k.title)));
  ui.kind.value = kind ? kind.name : DEFAULT_KIND;
}
fillKindPicker();
const parked = new Map(); // kind name -> the puzzle left there when switching kinds
ui.kind.addEventListener('change', async () => {
  const wanted = ui.kind.value;
  const k = await loadKindHolding(wanted).catch(() => null);
  if (!k) { setStatus('That kind could not be loaded; check the connection and try again.', 'error'); ui.kind.value = kind.name; return; }
  if (k === kind || ui.kind.value !== wanted) return; // picked again while loading: the last pick wins
  parked.set(kind.name, state);
  mountKind(k, parked.get(k.name) || k.emptyState());
  setStatus(`${k.title}: ${parked.has(k.name) ? 'your puzzle is as you left it' : 'start drawing, or import a puzzle'}.`, 'info');
});

// ---------- share ----------
function pageUrl(file) {
  const u = new URL(file, location.href);
  u.hash = '';
  return u.href;
}

// The link holds the puzzle as the wasm module writes it (format 'input'). A puzzle the module
// cannot write yet (no pieces, an unpaired number) simply has no link until it can.
async function updateShare() {
  if (!shareEnabled) return;
  const seq = ++shareSeq;
  const { puzzle, options } = kind.toPuzzle(state);
  const name = kind.name;
  const text = await solver.encode(name, puzzle, options, 'input');
  const link = text.ok ? await encodeFragment(name, text.value, options) : text;
  if (seq !== shareSeq) return;
  delete ui.shareUrl.dataset.pending;
  if (!link.ok) {
    fragment = '';
    ui.shareUrl.value = '';
    if (text.ok) setStatus(`This puzzle cannot be shared as a link: ${link.error.message}.`, 'error');
    return;
  }
  fragment = link.value;
  const flag = play && play.active ? '~play' : ''; // the link opens in Play (lib/share.js)
  if (!keptLink) window.history.replaceState(null, '', `#${fragment}${flag}`);
  ui.shareUrl.value = `${pageUrl('index.html')}#${fragment}${flag}`;
}

ui.copyLink.addEventListener('click', async () => {
  clearTimeout(shareTimer);
  await updateShare();
  if (!fragment) return;
  const ok = await copyText(ui.shareUrl.value, ui.shareUrl);
  setStatus(ok ? 'Link copied. Opening it restores this puzzle exactly.' : 'Copy the link from the box below.', 'info');
});
// The embed dialog (Play or Solver, which helpers, sizes) loads on first use.
ui.copyEmbed.addEventListener('click', async () => {
  clearTimeout(shareTimer);
  await updateShare();
  if (!fragment) return;
  const { openEmbedDialog } = await import('./embed-dialog.js');
  openEmbedDialog({ embedUrl: pageUrl('embed.html'), fragment, setStatus, puzzle: { kind: kind.name, ...kind.toPuzzle(state) } });
});

// Loads a puzzle from a fragment; on any problem shows why and an empty editor of the kind the
// link names, and leaves the link in the address bar so it can be repaired.
async function loadFragment(frag) {
  const link = await decodeFragment(frag, KINDS.map((k) => k.name));
  if (!link.ok) {
    keptLink = true;
    const named = await loadKindHolding(frag.split('.')[1] || '').catch(() => null) || kind;
    showNotice(`This link could not be opened: ${link.error.message}. Starting with an empty puzzle.`);
    mountKind(named, named.emptyState());
    setStatus('The link was not usable; the editor is empty.', 'error');
    return false;
  }
  const data = link.value;
  const k = await loadKindHolding(data.kind);
  setStatus('Opening the puzzle from the link…', 'info');
  const r = await solver.read(k.name, data.text, data.options);
  if (!r.ok) {
    keptLink = true;
    showNotice(`The puzzle in this link has a problem. ${formatError(r.error)}. Starting with an empty puzzle.`);
    mountKind(k, k.emptyState());
    setStatus('The link was not usable; the editor is empty.', 'error');
    return false;
  }
  try {
    mountKind(k, k.fromImport({ text: data.text, options: data.options, describe: r.value.describe }));
  } catch (e) {
    keptLink = true;
    showNotice(`This link could not be opened: ${e.message}.`);
    mountKind(k, k.emptyState());
    return false;
  }
  keptLink = false;
  ui.notice.hidden = true;
  setStatus('Puzzle loaded from the link. Press Solve.', 'info');
  return true;
}

window.addEventListener('hashchange', () => {
  const frag = location.hash.slice(1);
  if (frag && splitFragment(frag).puzzle !== fragment) loadFragment(frag).then((ok) => ok && playFromLink(frag));
});

// A link ending in ~play opens in Play; ~play.<progress> (from an embed's "Continue in DLX
// Studio") also brings the reader's marks, which then replace what this browser kept.
async function playFromLink(frag) {
  const { play: inPlay, progress } = splitFragment(frag);
  if (!inPlay) return;
  let incoming = null;
  if (progress) {
    const p = await decodeProgress(progress);
    if (p.ok) incoming = p.value;
    else showNotice(`The progress in this link could not be read: ${p.error.message}. The puzzle opens without it.`);
  }
  await setMode(true, incoming);
}

// ---------- import / export ----------
async function importText(text, source) {
  if (!text.trim()) { setStatus('Nothing to import: the text is empty.', 'error'); return; }
  setStatus('Reading the puzzle…', 'info');
  // On failure the board stays as it was: only the status line changes.
  const r = await readImport(solver, text);
  if (!r.ok) { setStatus(r.error.message, 'error'); return; }
  const { kind: k, read: { describe, impossible } } = r.value;
  if (k !== kind) parked.set(kind.name, state);
  keptLink = false;
  mountKind(k, k.fromImport({ text, options: {}, describe }));
  setStatus(`Imported ${source} as ${k.title}.${impossible ? ` Note: no solution is possible: ${impossible}` : ''}`, 'good');
}
ui.importBtn.addEventListener('click', () => importText(ui.importText.value, 'the pasted text'));
ui.importFile.addEventListener('change', async () => {
  const f = ui.importFile.files && ui.importFile.files[0];
  ui.importFile.value = '';
  if (!f) return;
  const loaded = await solver.ready;
  const max = loaded.ok ? solver.limits.maxInputBytes : Infinity;
  if (f.size > max) { setStatus(`That file is too large (over ${Math.floor(max / 1048576)} MB).`, 'error'); return; }
  const text = await f.text();
  ui.importText.value = text.length < 200000 ? text : '';
  importText(text, `"${f.name}"`);
});

async function exportNow() {
  const { puzzle, options } = kind.toPuzzle(state);
  const fmt = ui.exportFormat.value || 'text';
  const r = await solver.encode(kind.name, puzzle, options, fmt);
  if (!r.ok) {
    setStatus(`Export failed. ${formatError(r.error)}`, 'error');
    return null;
  }
  ui.exportText.value = r.value;
  setStatus(`Exported as ${fmt}.`, 'info');
  return r.value;
}
ui.exportBtn.addEventListener('click', exportNow);
ui.copyExport.addEventListener('click', async () => {
  const text = await exportNow();
  if (text !== null) setStatus((await copyText(text, ui.exportText)) ? 'Puzzle text copied.' : 'Select the text and copy it.', 'info');
});
ui.copySolution.addEventListener('click', async () => {
  const sol = controller.currentSolution;
  if (!sol) return;
  const ok = await copyText(String(sol.text || ''));
  setStatus(ok ? 'Solution copied as text.' : 'Could not copy the solution.', 'info');
});
el('download-puzzle-png').addEventListener('click', async () => {
  const { puzzlePng } = await import('./puzzle-png.js');
  const ok = await puzzlePng(kind, state, editor.canvas, `dlx-${kind.name}-puzzle.png`);
  setStatus(ok ? 'Downloaded the puzzle (unsolved) as a PNG at twice the screen size.' : 'Could not make the PNG.', ok ? 'info' : 'error');
});
ui.downloadPng.addEventListener('click', () => {
  if (!editor || !editor.canvas) return;
  editor.canvas.toBlob((blob) => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const a = h('a', { href: url, download: `dlx-${kind.name}-solution-${controller.index + 1}.png` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }, 'image/png');
});

// ---------- examples (the intro line) ----------
async function loadExample(name) {
  const ex = (await import('./lib/examples.js')).EXAMPLES[name];
  const k = ex ? await loadKindHolding(name) : null;
  if (!k) return;
  setStatus('Loading the example…', 'info');
  const r = await solver.read(k.name, ex.input, ex.options);
  if (!r.ok) { setStatus(`The example could not be loaded. ${formatError(r.error)}`, 'error'); return; }
  if (k !== kind) parked.set(kind.name, state);
  keptLink = false;
  mountKind(k, k.fromImport({ text: ex.input, options: {}, describe: r.value.describe }));
  setStatus(`Example loaded: ${ex.title}. Press Solve.`, 'good');
}
for (const button of document.querySelectorAll('#intro button[data-kind]')) {
  button.addEventListener('click', () => loadExample(button.dataset.kind));
}

// ---------- play mode ----------
// The reader's side (web/play/): loaded on the first press of Play, so the first download is as
// it was. The page lends it what it needs; PlayMode hides the editor while it is active.
async function setMode(on, incoming = null) {
  if (!play && on) {
    const { PlayMode } = await import('./play/mode.js');
    play = play || new PlayMode({
      solver, controller, el, setStatus,
      current: () => ({ kind, state }),
      shareChanged: () => updateShare(),
    });
  }
  if (play) await (on ? play.enter(incoming) : play.leave());
}
el('mode-play').addEventListener('click', () => setMode(true));
el('mode-edit').addEventListener('click', () => setMode(false));

// ---------- start ----------
async function start() {
  kind = await loadKind(DEFAULT_KIND);
  const frag = location.hash.slice(1);
  if (frag) {
    setStatus('Loading the puzzle from the link…', 'info');
    mountKind(kind, kind.emptyState());
    if (await loadFragment(frag)) await playFromLink(frag);
  } else {
    mountKind(kind, kind.emptyState());
    setStatus('Draw a board and pieces, or pick a preset and press Load puzzle; then press Solve.', 'info');
  }
  shareEnabled = true;
  updateShare();  // written by the worker once it has loaded; the editor is usable before that
  document.body.dataset.ready = '1';
  performance.mark('dlx-interactive');
}
start();
