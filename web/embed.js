// The embed page (for iframes in blog posts): embed.html?<options>#<share fragment>. In Play
// (the default) the reader solves the puzzle with the page's play mode (web/play/, loaded on
// demand) and the helpers the blogger allowed (lib/embed-options.js); in Solver mode, or for a
// kind without a player, it shows the board read-only with Solve / previous / next. Same fragment
// format and checks as the main page. Its height is posted to the page around it (README,
// "Embedding a puzzle"), so a host script can size the iframe exactly.

import { loadKind, KINDS } from './kinds/index.js';
import { Solver } from './lib/solver.js';
import { SolveController, formatCount, formatMs, formatSolutionCount } from './lib/controller.js';
import { decodeFragment } from './lib/share.js';
import { formatError } from './lib/result.js';
import { readEmbedOptions, TOOLS } from './lib/embed-options.js';

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
let loaded = false;

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
});

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
  const plain = frag.replace(/~play$/, '');
  ui.openFull.href = `index.html${frag ? `#${plain}${chosen.mode === 'play' ? '~play' : ''}` : ''}`;
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
  const play = new PlayMode({
    solver, controller, setStatus,
    el: (id) => document.getElementById(id),  // no Edit / Play switch here: the embed only plays
    current: () => ({ kind, state }),
    shareChanged: () => {},
  });
  await play.enter();
}

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
