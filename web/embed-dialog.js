// "Copy embed code": a dialog where the blogger picks what readers get (Play with any of Check /
// Hint / Reveal, or the Solver) and copies an iframe that sizes itself to the puzzle. The sizes
// are measured, not guessed: the embed is loaded once out of sight, shown as a reader on another
// site first meets it (embed.js, dlxEmbedMeasured: with the note shown when storage is blocked)
// and measured every 20 px from 300 to 600 px; the code's height follows those heights (a
// padding-bottom box, straight between the measured widths), so the plain iframe leaves no band
// of empty room; a row that appears later (Reveal's question, a longer status) makes the board
// smaller instead of being cut off (lib/draw.js, boardRoom). Loaded on the first press.

import { h } from './lib/dom.js';
import { copyText } from './lib/clipboard.js';
import { embedQuery, TOOLS } from './lib/embed-options.js';
import { Solver } from './lib/solver.js';
import { otherRuleNote } from './lib/other-rule.js';
import { loadKind } from './kinds/index.js';

const WIDE = 600;
const WIDTHS = Array.from({ length: 16 }, (_, i) => 300 + 20 * i);  // 300, 320, ..., 600
const TOOL_TITLES = { check: 'Check (flags wrong pieces/marks)', hint: 'Hint (the next forced step)', reveal: 'Reveal (the solution)' };

// The host page's script for an exact height (README, "Embedding a puzzle"); shown in the dialog.
export const HOST_SCRIPT = `<script>
addEventListener('message', function (e) {
  var d = e.data, frames = document.querySelectorAll('iframe.dlx-studio');
  if (!d || d.type !== 'dlx-studio:height' || !(d.height > 0)) return;
  for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === e.source) {
    frames[i].parentNode.style.cssText = 'position:relative;height:' + Math.min(d.height, 4000) + 'px';
  }
});
</script>`;

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// The iframe for `src` whose box is `height` (a CSS length; embedHeight) high, at most WIDE px
// wide: a padding-bottom box, whose percentages are of the width, so the height follows the width.
export function embedCode(src, height) {
  const box = `position:relative;padding-bottom:${height}`;
  return `<div style="max-width:${WIDE}px"><div style="${box}">` +
    `<iframe class="dlx-studio" src="${escapeAttr(src)}" title="DLX Studio puzzle" loading="lazy" ` +
    'style="position:absolute;left:0;top:0;width:100%;height:100%;border:0"></iframe></div></div>';
}

// Polls `read` every 50 ms until it gives the same positive number three times; -> it, or null
// after `tries` polls.
function settled(read, tries) {
  return new Promise((resolve) => {
    let last = -1, same = 0, n = 0;
    const timer = setInterval(() => {
      n++;
      const v = read();
      same = v > 0 && v === last ? same + 1 : 0;
      last = v;
      if (same >= 3 || n > tries) { clearInterval(timer); resolve(same >= 3 ? v : null); }
    }, 50);
  });
}

// The embed page's heights at each of WIDTHS as first met (dlxEmbedMeasured): loaded once out of sight
// (same origin), then narrowed step by step. -> [{width, height}], or null if it does not settle.
async function measure(src) {
  const frame = h('iframe', { src, title: 'Measuring the embed', 'aria-hidden': 'true', tabindex: '-1' });
  Object.assign(frame.style, { position: 'absolute', left: '-10000px', top: '0', width: `${WIDE}px`, height: '3000px', border: '0', visibility: 'hidden' });
  document.body.append(frame);
  try {
    const main = () => {
      const doc = frame.contentDocument;
      return doc && doc.body && doc.body.dataset.ready === '1' ? doc.querySelector('main') : null;
    };
    const height = () => (main() ? Math.ceil(main().getBoundingClientRect().height) : -1);
    if (await settled(height, 300) === null) return null;
    const typical = frame.contentWindow.dlxEmbedMeasured;
    if (typeof typical === 'function') typical();
    const out = [];
    for (const width of WIDTHS) {
      frame.style.width = `${width}px`;
      const at = await settled(height, 60);
      if (at === null) return null;
      out.push({ width, height: at });
    }
    return out;
  } finally {
    frame.remove();
  }
}

// The box height through the measured points (sorted by width), as a function of the width w:
// straight between neighbouring widths, flat below the first. Each point is raised to the
// heights of its neighbours (on [a, b] the line is then on or above both ends' heights, which
// covers a row that wraps between them); what is left over the embed's own height is small, and
// where the line is lower the embed's board gives up the difference (lib/draw.js, boardRoom).
// -> {at(w) -> px, css: the same as a CSS length for padding-bottom, where 100% is w}
export function fitCurve(points) {
  const h = points.map((p, i) => Math.max(p.height, (points[i - 1] || p).height, (points[i + 1] || p).height));
  const w = points.map((p) => p.width);
  // at(x) = h0 + sum over the bends i of d_i * max(0, x - w_i): d_i the change of slope at w_i.
  const bends = [];
  let slope = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const next = (h[i + 1] - h[i]) / (w[i + 1] - w[i]);
    if (Math.abs(next - slope) > 1e-9) bends.push({ at: w[i], d: next - slope });
    slope = next;
  }
  const at = (x) => h[0] + bends.reduce((sum, b) => sum + b.d * Math.max(0, x - b.at), 0);
  // d * max(0, x - w) is max(0px, d*x - d*w) for d > 0 and min(0px, ...) for d < 0.
  const terms = bends.map((b) => {
    const c = b.d * b.at;
    return `${b.d > 0 ? 'max' : 'min'}(0px, ${(b.d * 100).toFixed(3)}% ${c >= 0 ? '-' : '+'} ${Math.abs(c).toFixed(2)}px)`;
  });
  // A pixel over: the embed's own heights are rounded up already, the calc() is not.
  return { at: (x) => at(x) + 1, css: `calc(${(h[0] + 1).toFixed(1)}px${terms.map((t) => ` + ${t}`).join('')})` };
}

const JUDGE_MS = 20000;  // how long the dialog waits for the solution count before saying nothing

// How many solutions the puzzle has, by the analysis the embed's Check uses, in a worker of its
// own (the page's solver may be busy), and whether that changes under the kind's other rule
// (lib/other-rule.js: Numberlink's U-turns). -> {verdict: 'none' | 'one' | 'several' | null
// when not known in time, note: the other rule's note or null}
async function judge({ kind, puzzle, options }) {
  const solver = new Solver(new URL('./worker.js', import.meta.url).href);
  const timer = new Promise((resolve) => setTimeout(() => resolve(null), JUDGE_MS));
  try {
    const r = await Promise.race([solver.analyze(kind, puzzle, options, '', null, 'check'), timer]);
    if (!r || !r.ok || r.value.status !== 'done') return { verdict: null, note: null };
    const report = r.value.report;
    const verdict = report.consistent === false ? 'none' : report.unique === false ? 'several' : report.unique === true ? 'one' : null;
    const module = await loadKind(kind).catch(() => null);
    const note = module ? await Promise.race([otherRuleNote(module, { puzzle, options }, verdict), timer]) : null;
    return { verdict, note };
  } finally {
    solver.worker.terminate();
  }
}

// The warning, with what the other rule changes (a puzzle "not unique" only because U-turns are
// allowed is unique as published; one readers solve under the published rule may be unique there).
function warningText(verdict, note) {
  const better = VERDICTS[verdict] && note && note.action;  // the other rule has the answer this one lacks
  const said = [VERDICTS[verdict], note && note.text, better ? 'To use that rule, choose it in the Rule box, then copy the code again.' : null];
  return said.filter(Boolean).join(' ');
}

const VERDICTS = {
  none: 'This puzzle has no solution: readers would find nothing that fits (Play does not open). Fix it before you embed it.',
  several: 'This puzzle has more than one solution: readers may finish another one than yours (Check, Hint and Solved accept any of them), and Solver readers can step through several. Puzzles for readers usually have exactly one.',
};

// Opens the dialog. page: {embedUrl (embed.html without query or fragment), fragment, setStatus,
// puzzle: {kind, puzzle, options} (judged for its number of solutions before the code is copied)}
export function openEmbedDialog({ embedUrl, fragment, setStatus, puzzle = null }) {
  if (!document.getElementById('embed-dialog-css')) {
    document.head.append(h('link', { rel: 'stylesheet', id: 'embed-dialog-css', href: new URL('./embed-dialog.css', import.meta.url).href }));
  }
  const old = document.getElementById('embed-dialog');
  if (old) old.remove();
  const modePlay = h('input', { type: 'radio', name: 'embed-mode', value: 'play', id: 'embed-mode-play', checked: true });
  const modeSolve = h('input', { type: 'radio', name: 'embed-mode', value: 'solve', id: 'embed-mode-solve' });
  const tools = Object.fromEntries(TOOLS.map((t) => [t, h('input', { type: 'checkbox', id: `embed-tool-${t}`, checked: true })]));
  const code = h('textarea', { id: 'embed-code', rows: '5', readonly: true, spellcheck: 'false', 'aria-label': 'Embed code' });
  const sizeNote = h('p', { class: 'hint', id: 'embed-size', 'aria-live': 'polite' });
  const script = h('textarea', { id: 'embed-script', rows: '8', readonly: true, spellcheck: 'false', 'aria-label': 'Host page script for an exact height' });
  script.value = HOST_SCRIPT;
  const copyBtn = h('button', { type: 'button', id: 'embed-copy', class: 'primary' }, 'Copy code');
  const warning = h('p', { class: 'embed-warn', id: 'embed-warn', role: 'alert', hidden: true });
  const dialog = h('dialog', { id: 'embed-dialog', class: 'embed-dialog', 'aria-labelledby': 'embed-title' },
    h('h2', { id: 'embed-title' }, 'Embed this puzzle'),
    h('fieldset', {}, h('legend', {}, 'Readers get'),
      h('label', {}, modePlay, ' Play: they solve it themselves'),
      h('label', {}, modeSolve, ' Solver: the board with Solve, Prev and Next')),
    h('fieldset', { id: 'embed-tools' }, h('legend', {}, 'Play helpers'),
      ...TOOLS.map((t) => h('label', {}, tools[t], ` ${TOOL_TITLES[t]}`))),
    h('label', { class: 'block' }, 'Paste this into your post’s HTML', code),
    sizeNote,
    warning,
    h('details', {}, h('summary', {}, 'Exact height (for sites that allow scripts)'),
      h('p', { class: 'hint' }, 'The embed tells the page around it how tall it is. Put this once on the page (after the embeds) and each DLX Studio embed gets exactly its height:'),
      script),
    h('div', { class: 'row' }, copyBtn, h('button', { type: 'button', id: 'embed-close', onclick: () => dialog.close() }, 'Close')));
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);

  const measured = new Map();  // query -> Promise of the box
  let shown = '';
  function current() {
    const mode = modeSolve.checked ? 'solve' : 'play';
    for (const t of TOOLS) tools[t].disabled = mode === 'solve';
    return `${embedUrl}${embedQuery({ mode, tools: new Set(TOOLS.filter((t) => tools[t].checked)) })}#${fragment}`;
  }
  async function update() {
    const src = current();
    shown = src;
    if (!measured.has(src)) {
      measured.set(src, measure(src));
    }
    code.value = embedCode(src, '560px');
    dialog.dataset.measuring = '1';
    sizeNote.textContent = `Measuring the embed at widths from ${WIDTHS[0]} to ${WIDE} px…`;
    const m = await measured.get(src);
    if (shown !== src) return;
    delete dialog.dataset.measuring;
    if (!m) { sizeNote.textContent = 'The embed could not be measured; the code uses a fixed height of 560 px.'; return; }
    const curve = fitCurve(m);
    code.value = embedCode(src, curve.css);
    const at = (w) => Math.ceil(curve.at(w));
    sizeNote.textContent = `Its height follows its width: ${at(WIDE)} px in a ${WIDE} px column, ${at(390)} px on a 390 px phone; ` +
      'when a longer message or a question appears, the board gets a little smaller rather than being cut off.';
  }
  for (const input of [modePlay, modeSolve, ...Object.values(tools)]) input.addEventListener('change', update);
  copyBtn.addEventListener('click', async () => {
    const ok = await copyText(code.value, code);
    setStatus(ok ? 'Embed code copied: paste it into your blog post’s HTML.' : 'Select the embed code and copy it (Ctrl+C).', 'info');
  });
  dialog.showModal();
  update();
  if (puzzle) {
    dialog.dataset.judging = '1';
    judge(puzzle).then(({ verdict, note }) => {
      delete dialog.dataset.judging;
      dialog.dataset.verdict = verdict || 'unknown';
      const text = warningText(verdict, note);
      if (!text) return;
      warning.textContent = text;
      warning.hidden = false;
      if (VERDICTS[verdict]) copyBtn.textContent = 'Copy code anyway';
    });
  }
  return dialog;
}
