// The embed page (for iframes in blog posts): embed.html?<options>#<share fragment>. In Play
// (the default) the reader solves the puzzle with the page's play mode (web/play/, loaded on
// demand) and the helpers the blogger allowed (lib/embed-options.js); in Solver mode, or for a
// kind without a player, it shows the board read-only with Solve / previous / next. Same fragment
// format and checks as the main page. Its height is posted to the page around it (README,
// "Embedding a puzzle"), so a host script can size the iframe exactly.

import { loadKind, KINDS } from './kinds/index.js';
import { Solver } from './lib/solver.js';
import { SolveController, formatCount, formatMs, formatSolutionCount } from './lib/controller.js';
import { decodeFragment, splitFragment, encodeProgress } from './lib/share.js';
import { formatError } from './lib/result.js';
import { readEmbedOptions, TOOLS } from './lib/embed-options.js';
import { pageNotes } from './lib/other-rule.js';

const el = (id) => document.getElementById(id);
const ui = {
  board: el('board'), solve: el('solve'), prev: el('prev'), next: el('next'), cancel: el('cancel'),
  progressBox: el('progress-box'), progress: el('progress'), progressText: el('progress-text'),
  status: el('status'), engine: el('engine'), openFull: el('open-full'),
};

const solver = new Solver('worker.js');
const chosen = readEmbedOptions(location.search);
for (const t of TOOLS) document.body.classList.toggle(`embed-no-${t}`, !chosen.tools.has(t));
let editor = null;
let playMode = null;  // the PlayMode, in a Play embed
let loaded = false;
let fullUrl = 'index.html';  // the full page on this puzzle (in Play for a Play embed)
let shown = null;            // {kind, state}: the puzzle on the board

function setStatus(text, tone = 'info') {
  ui.status.textContent = text;
  ui.status.dataset.tone = tone;
}

const controller = new SolveController(solver, {
  status: (t, tone) => setStatus(t, tone),
  progress: (st) => {
    ui.progressBox.hidden = !st;
    if (!st) return;
    ui.progress.value = Math.max(0, Math.min(1, st.progress || 0));
    ui.progressText.textContent = `${formatSolutionCount(st)} found · ${formatMs(st.elapsedMs)}`;
  },
  busy: (b) => { ui.cancel.hidden = !b; ui.progressBox.hidden = true; buttons(); },
  show: (sol, extra) => { if (editor) editor.showSolution(sol, extra); buttons(); },
  compare: () => {},
  nav: () => buttons(),
  answer: (count) => answered(count),
});

// Under the status line: whether the answer changes under the kind's other rule (Numberlink's
// U-turns), with a button that shows the answer under it.
const answered = pageNotes(controller, ui.status, (options) => {
  shown.state = shown.kind.withOptions(shown.state, options);
  editor.setState(shown.state);
  controller.setPuzzle(shown.kind, shown.state);
}, () => playMode && playMode.active);

function buttons() {
  const ok = solver.state === 'ready' && loaded && !controller.running;
  ui.solve.disabled = !ok;
  ui.prev.disabled = !controller.canPrev;
  ui.next.disabled = !controller.canNext;
}

ui.solve.addEventListener('click', () => controller.solve());
ui.prev.addEventListener('click', () => controller.step(-1));
ui.next.addEventListener('click', () => controller.step(1));
ui.cancel.addEventListener('click', () => controller.cancel());

solver.onStatus(({ state, message }) => {
  ui.engine.dataset.state = state;
  ui.engine.textContent = state === 'ready' ? 'Solver ready' : state === 'loading' ? 'Loading solver…' : 'Solver unavailable';
  if (state === 'failed') setStatus(message, 'error');
  buttons();
});

async function start() {
  const frag = location.hash.slice(1);
  const plain = splitFragment(frag).puzzle;
  fullUrl = `index.html${frag ? `#${plain}${chosen.mode === 'play' ? '~play' : ''}` : ''}`;
  ui.openFull.href = fullUrl;
  if (!frag) {
    setStatus('No puzzle: the embed link needs a puzzle after "#". Copy it with "Copy embed code" in DLX Studio.', 'error');
    return;
  }
  const link = await decodeFragment(frag, KINDS.map((k) => k.name));
  if (!link.ok) {
    setStatus(`This puzzle link could not be opened: ${link.error.message}.`, 'error');
    return;
  }
  const data = link.value;
  const kind = await loadKind(data.kind).catch(() => null);
  if (!kind) { setStatus(`The ${data.kind} editor could not be loaded; check the connection and reload.`, 'error'); return; }
  const r = await solver.read(kind.name, data.text, data.options);
  if (!r.ok) { setStatus(`The puzzle in this link has a problem. ${formatError(r.error)}`, 'error'); return; }
  const { describe, impossible } = r.value;
  let state;
  try {
    state = kind.fromImport({ text: data.text, options: data.options, describe });
  } catch (e) {
    setStatus(`This puzzle link could not be opened: ${e.message}.`, 'error');
    return;
  }
  const host = {
    readOnly: true, change() {}, read: (k, i, o) => solver.read(k, i, o), notify: (m) => setStatus(m),
    kinds: () => solver.ready.then(() => solver.kinds), limits: () => solver.limits,
  };
  editor = kind.createEditor(ui.board, host);
  editor.setState(state);
  controller.setPuzzle(kind, state);
  shown = { kind, state };
  loaded = true;
  document.title = `${kind.title} puzzle · DLX Studio`;
  setStatus(impossible ? `No solution: ${impossible}` : 'Press Solve to see a solution.', impossible ? 'bad' : 'info');
  buttons();
  if (chosen.mode === 'play' && !impossible) await startPlay(kind, state);
}

// Play: the page's play mode on this puzzle. Without a player for the kind (or if it cannot
// open) the Solver view stays, with the status line saying why.
async function startPlay(kind, state) {
  let PlayMode;
  try {
    ({ PlayMode } = await import('./play/mode.js'));
  } catch {
    return;
  }
  const play = playMode = new PlayMode({
    solver, controller, setStatus,
    el: (id) => document.getElementById(id),  // no Edit / Play switch here: the embed only plays
    current: () => ({ kind, state }),
    shareChanged: () => {},
    continueLink: () => fullUrl,
    progressChanged: carryProgress,
  });
  await play.enter();
}

// Every link to the full page carries the reader's marks (~play.<progress>, lib/share.js), so
// "Continue in DLX Studio" goes on from here, also where this frame cannot keep them. When it
// cannot, the foot link says so.
let carrySeq = 0;
async function carryProgress({ play, elapsedMs, kept }) {
  const seq = ++carrySeq;
  const data = play === null ? null : await encodeProgress({ play, elapsedMs });
  if (seq !== carrySeq) return;
  const href = data && data.ok ? `${fullUrl}.${data.value}` : fullUrl;
  for (const a of document.querySelectorAll('#open-full, a[data-continue]')) a.href = href;
  ui.openFull.textContent = kept ? 'Open in DLX Studio ↗' : 'Continue in DLX Studio ↗';
}

// The tallest this page gets, for the embed dialog's measurement (embed-dialog.js): every row
// that may appear is shown at once (Reveal's confirmation, the note when storage is blocked, the
// progress bar of a long solve) under a status of the longest kind, so that an iframe of the
// measured height never cuts the page off, whatever the reader meets.
const LONGEST_STATUS = 'Hint (single step): the cell in row 12, column 14 can only belong to the number in row 11, ' +
  'column 9, since every other number that could reach it is joined already. Press Hint again to place it.';
window.dlxEmbedTallest = () => {
  if (playMode && playMode.active) {
    if (!playMode.note) playMode.showStorageNote();
    const confirm = document.querySelector('#play .play-confirm');
    if (confirm) confirm.hidden = false;
  } else {
    ui.progressBox.hidden = false;
  }
  setStatus(LONGEST_STATUS, 'info');
};

// The page as a reader on another site first meets it, for the embed dialog's measurement: in
// Play with the note shown when storage is blocked (there already where it is), so the iframe
// has room for it; other rows that may appear make the board smaller (lib/draw.js, boardRoom).
// The status is put as such a reader reads it, too.
window.dlxEmbedMeasured = async () => {
  if (!playMode || !playMode.active) return;
  if (!playMode.note) playMode.showStorageNote();
  const { KEPT, NOT_KEPT } = await import('./play/mode.js');
  ui.status.textContent = ui.status.textContent.replace(KEPT, NOT_KEPT);
};

// The page's height, posted to the page around the iframe whenever it changes.
let postedHeight = 0;
function postHeight() {
  if (window.parent === window) return;
  const height = Math.ceil(document.querySelector('main').getBoundingClientRect().height);
  if (height === postedHeight) return;
  postedHeight = height;
  window.parent.postMessage({ type: 'dlx-studio:height', height }, '*');
}
new ResizeObserver(postHeight).observe(document.querySelector('main'));

start().finally(() => { document.body.dataset.ready = '1'; });
window.addEventListener('hashchange', () => location.reload());
