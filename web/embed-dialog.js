// "Copy embed code": a dialog where the blogger picks what readers get (Play with any of Check /
// Hint / Reveal, or the Solver) and copies an iframe that sizes itself to the puzzle. The sizes
// are measured, not guessed: the embed is loaded twice out of sight, 600 and 390 px wide, and the
// code's height is the straight line through those two heights (a fixed part plus a share of the
// width, a padding-bottom box), so a 600 px blog column and a 390 px phone both get
// the whole board with no band of empty space. Loaded on the first press (dynamic import).

import { h } from './lib/dom.js';
import { copyText } from './lib/clipboard.js';
import { embedQuery, TOOLS } from './lib/embed-options.js';

const WIDE = 600;
const NARROW = 390;
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

// The iframe for `src` whose box is `fixed` px + `share` % of its width (at most WIDE px wide):
// a padding-bottom box, whose percentage is of the width, so the height follows the width.
export function embedCode(src, { fixed, share }) {
  const sign = share < 0 ? '-' : '+';
  const box = `position:relative;padding-bottom:calc(${fixed.toFixed(1)}px ${sign} ${Math.abs(share).toFixed(3)}%)`;
  return `<div style="max-width:${WIDE}px"><div style="${box}">` +
    `<iframe class="dlx-studio" src="${escapeAttr(src)}" title="DLX Studio puzzle" loading="lazy" ` +
    'style="position:absolute;left:0;top:0;width:100%;height:100%;border:0"></iframe></div></div>';
}

// The height of the embed page at `width` px: loaded out of sight (same origin), read once it is
// ready and its height has stayed put for a moment. -> px, or null if it does not settle.
function measure(src, width) {
  return new Promise((resolve) => {
    const frame = h('iframe', { src, title: 'Measuring the embed', 'aria-hidden': 'true', tabindex: '-1' });
    Object.assign(frame.style, { position: 'absolute', left: '-10000px', top: '0', width: `${width}px`, height: '3000px', border: '0', visibility: 'hidden' });
    document.body.append(frame);
    let last = -1;
    let same = 0;
    let tries = 0;
    const timer = setInterval(() => {
      tries++;
      const doc = frame.contentDocument;
      const main = doc && doc.body && doc.body.dataset.ready === '1' ? doc.querySelector('main') : null;
      const height = main ? Math.ceil(main.getBoundingClientRect().height) : -1;
      same = height > 0 && height === last ? same + 1 : 0;
      last = height;
      if (same >= 3 || tries > 150) {
        clearInterval(timer);
        frame.remove();
        resolve(same >= 3 ? height : null);
      }
    }, 100);
  });
}

// The line through the two measured heights: height = fixed + share% of the width (share is
// negative when the narrow embed is the taller one, its buttons wrapping onto more lines).
export function fitBox(wideH, narrowH) {
  const slope = (wideH - narrowH) / (WIDE - NARROW);
  return { fixed: wideH - slope * WIDE, share: slope * 100 };
}

// Opens the dialog. page: {embedUrl (embed.html without query or fragment), fragment, setStatus}
export function openEmbedDialog({ embedUrl, fragment, setStatus }) {
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
  const dialog = h('dialog', { id: 'embed-dialog', class: 'embed-dialog', 'aria-labelledby': 'embed-title' },
    h('h2', { id: 'embed-title' }, 'Embed this puzzle'),
    h('fieldset', {}, h('legend', {}, 'Readers get'),
      h('label', {}, modePlay, ' Play: they solve it themselves'),
      h('label', {}, modeSolve, ' Solver: the board with Solve, Prev and Next')),
    h('fieldset', { id: 'embed-tools' }, h('legend', {}, 'Play helpers'),
      ...TOOLS.map((t) => h('label', {}, tools[t], ` ${TOOL_TITLES[t]}`))),
    h('label', { class: 'block' }, 'Paste this into your post’s HTML', code),
    sizeNote,
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
      measured.set(src, Promise.all([measure(src, WIDE), measure(src, NARROW)]).then(([a, b]) => (a && b ? { a, b } : null)));
    }
    code.value = embedCode(src, { fixed: 560, share: 0 });
    dialog.dataset.measuring = '1';
    sizeNote.textContent = 'Measuring the embed at 600 px and 390 px wide…';
    const m = await measured.get(src);
    if (shown !== src) return;
    delete dialog.dataset.measuring;
    if (!m) { sizeNote.textContent = 'The embed could not be measured; the code uses a fixed height of 560 px.'; return; }
    code.value = embedCode(src, fitBox(m.a, m.b));
    sizeNote.textContent = `Its height follows its width: ${m.a} px in a 600 px column, ${m.b} px on a 390 px phone.`;
  }
  for (const input of [modePlay, modeSolve, ...Object.values(tools)]) input.addEventListener('change', update);
  copyBtn.addEventListener('click', async () => {
    const ok = await copyText(code.value, code);
    setStatus(ok ? 'Embed code copied: paste it into your blog post’s HTML.' : 'Select the embed code and copy it (Ctrl+C).', 'info');
  });
  dialog.showModal();
  update();
  return dialog;
}
