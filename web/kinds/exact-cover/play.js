// The exact cover player: tick options in a list; the items above show which are covered (in
// the covering option's colour, red when covered twice). Mouse, touch and keyboard are the
// checkboxes' own (Tab, Space). Play state: {chosen: [option index], excluded: [option index]}
// (excluded: options a hint ruled out, shown struck through). Cells are [option, 0].
import { h } from '../../lib/dom.js';
import { colorFor, sizeCanvas, COLORS } from '../../lib/draw.js';

const emptyPlay = () => ({ chosen: [], excluded: [] });

export function createPlayer(container, host) {
  const d = host.describe;
  const primary = (d.primary || []).map(String);
  const secondary = (d.secondary || []).map(String);
  const items = [...primary, ...secondary];
  const options = (d.options || []).map((o) => o.map(String));
  let play = emptyPlay();
  let flags = new Set();
  let hint = null;

  const canvas = h('canvas', { class: 'board ec-items', role: 'img', 'aria-label': 'Items: coloured when covered, red when covered twice' });
  const covered = h('p', { class: 'play-help', 'aria-live': 'polite' });
  const boxes = options.map((names, i) => {
    const box = h('input', { type: 'checkbox', dataset: { option: String(i) } });
    box.addEventListener('change', () => toggle(i, box.checked));
    return box;
  });
  const rowsEl = options.map((names, i) => h('li', { class: 'ec-play-option' },
    h('label', {}, boxes[i], ` #${i + 1}: `, h('span', { class: 'ec-play-items' }, names.join(' ')))));
  container.append(h('div', { class: 'ec-play' },
    h('p', { class: 'play-help' }, 'Tick options so that every item above the line is covered exactly once (items after | at most once).'),
    canvas, covered,
    h('ol', { class: 'ec-play-list', 'aria-label': 'Options' }, rowsEl)));

  function counts(p) {
    const n = new Map(items.map((it) => [it, []]));
    for (const i of p.chosen) for (const it of options[i] || []) if (n.has(it)) n.get(it).push(i);
    return n;
  }

  function draw() {
    const by = counts(play);
    const cell = Math.max(22, Math.min(36, Math.floor(((container.clientWidth || 600) - 8) / Math.max(1, items.length))));
    const w = items.length * cell + 2, ht = cell + 2;
    const ctx = sizeCanvas(canvas, w, ht);
    ctx.clearRect(0, 0, w, ht);
    items.forEach((it, k) => {
      const who = by.get(it);
      const x = 1 + k * cell;
      ctx.fillStyle = who.length > 1 ? '#f4b6bb' : who.length === 1 ? colorFor(who[0]) : k >= primary.length ? COLORS.empty : '#ffffff';
      ctx.fillRect(x, 1, cell, cell);
      ctx.strokeStyle = who.length > 1 ? '#b4232c' : COLORS.grid;
      ctx.lineWidth = who.length > 1 ? 2 : 1;
      ctx.strokeRect(x + 0.5, 1.5, cell - 1, cell - 1);
      ctx.fillStyle = COLORS.text;
      ctx.font = `600 ${Math.max(9, Math.min(13, Math.floor(cell / Math.max(2, it.length) * 1.6)))}px ui-monospace, monospace`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(it, x + cell / 2, 1 + cell / 2);
    });
    if (secondary.length) {  // items after | (covered at most once) are set apart
      ctx.fillStyle = COLORS.border;
      ctx.fillRect(primary.length * cell, 0, 2, ht);
    }
    const open = primary.filter((it) => by.get(it).length === 0);
    const twice = items.filter((it) => by.get(it).length > 1);
    covered.textContent = `${primary.length - open.length} of ${primary.length} items covered` +
      (twice.length ? `; covered twice: ${twice.join(' ')}` : '') + '.';
    options.forEach((_, i) => {
      boxes[i].checked = play.chosen.includes(i);
      const li = rowsEl[i];
      li.classList.toggle('excluded', play.excluded.includes(i));
      li.classList.toggle('flagged', flags.has(i));
      li.classList.toggle('hinted', !!hint && hint.cells.some(([x]) => x === i));
      li.style.setProperty('--ec-colour', play.chosen.includes(i) ? colorFor(i) : 'transparent');
    });
  }

  function toggle(i, on) {
    const next = {
      chosen: on ? [...play.chosen.filter((k) => k !== i), i].sort((a, b) => a - b) : play.chosen.filter((k) => k !== i),
      excluded: play.excluded.filter((k) => k !== i),
    };
    play = next;
    host.move(structuredClone(next), on ? 'tick' : 'untick');
    draw();
  }

  const isComplete = (p) => !!p && (() => { const by = counts(p); return primary.every((it) => by.get(it).length > 0); })();
  const resize = new ResizeObserver(() => draw());
  resize.observe(container);
  draw();

  // Saved progress checked against this puzzle: option numbers that exist, each once, chosen or
  // excluded but not both. -> a play state, or null when `p` is no play state at all.
  function clean(p) {
    if (!p || !Array.isArray(p.chosen) || !Array.isArray(p.excluded)) return null;
    const indices = (list, skip) => [...new Set(list.slice(0, options.length))]
      .filter((i) => Number.isInteger(i) && i >= 0 && i < options.length && !skip.has(i)).sort((a, b) => a - b);
    const chosen = indices(p.chosen, new Set());
    const excluded = indices(p.excluded, new Set(chosen));
    return { chosen, excluded };
  }

  return {
    canvas,
    clean,
    setPlay(p) { play = p ? structuredClone(p) : emptyPlay(); draw(); },
    marks(p) {
      const q = p || emptyPlay();
      const done = isComplete(q);
      return options.map((_, i) => (q.chosen.includes(i) ? '1' : q.excluded.includes(i) || done ? '0' : '.')).join(' ') + '\n';
    },
    units(p) {
      const q = p || emptyPlay();
      return [...q.chosen, ...q.excluded].map((i) => [[i, 0]]);
    },
    applyHint(p, hn) {
      const q = p ? structuredClone(p) : emptyPlay();
      for (const [i] of hn.cells) {
        q.chosen = q.chosen.filter((k) => k !== i);
        q.excluded = q.excluded.filter((k) => k !== i);
        (hn.label === 1 ? q.chosen : q.excluded).push(i);
      }
      q.chosen.sort((a, b) => a - b);
      return q;
    },
    fromSolution(sol) { return { chosen: (sol.indices || []).slice().sort((a, b) => a - b), excluded: [] }; },
    isComplete,
    showFlags(cells) { flags = new Set((cells || []).map(([x]) => x)); draw(); },
    showHint(hn) { hint = hn; draw(); },
    destroy() { resize.disconnect(); },
  };
}
