// Generic exact cover: a text area in Knuth's format (items line, then one option per line).
// Solutions are drawn as the chosen rows of the matrix: one row per chosen option, one column
// per item, each option in its own colour, so a valid cover shows every primary column filled
// exactly once.

import { h } from '../lib/dom.js';
import { COLORS, colorFor, sizeCanvas } from '../lib/draw.js';

const EXAMPLE = [
  '| Knuth\'s example: primary items A-E, secondary items F G',
  'A B C D E | F G',
  'C E F',
  'A D G',
  'B C F',
  'A D',
  'B G',
  'D E G',
  '',
].join('\n');

function emptyState() { return { text: '' }; }

// Null when the matrix can go to the solver (which reports any mistake in it by line).
function missing(state) {
  return state.text.trim() ? null : 'The matrix is empty: type the item names on the first line, then one option per line.';
}

function fromImport({ text }) { return { text: String(text) }; }

function toPuzzle(state) { return { puzzle: { text: state.text }, options: {} }; }

function diff(a, b) {
  const ia = new Set(a.indices || []);
  const ib = new Set(b.indices || []);
  const only = new Set();
  for (const i of ia) if (!ib.has(i)) only.add(i);
  for (const i of ib) if (!ia.has(i)) only.add(i);
  return { only, count: only.size };
}

function drawSolution(canvas, sol, extra = {}) {
  const d = extra.describe || {};
  const chosen = Array.isArray(sol.options) ? sol.options : [];
  const indices = Array.isArray(sol.indices) ? sol.indices : [];
  let primary = Array.isArray(d.primary) ? d.primary.map(String) : [];
  let secondary = Array.isArray(d.secondary) ? d.secondary.map(String) : [];
  if (!primary.length && !secondary.length) {
    const seen = new Set();
    for (const o of chosen) for (const n of o) seen.add(String(n));
    primary = [...seen];
  }
  const items = [...primary, ...secondary];
  const col = new Map(items.map((n, i) => [n, i]));
  const only = extra.diff && extra.diff.only;
  const avail = canvas.parentElement ? canvas.parentElement.clientWidth || 600 : 600;
  const cell = Math.max(12, Math.min(28, Math.floor((avail - 60) / Math.max(1, items.length))));
  const labelW = 48;
  const headH = Math.min(80, 10 + 7 * Math.max(1, ...items.map((n) => n.length)));
  const w = labelW + items.length * cell + 2;
  const hh = headH + Math.max(1, chosen.length) * cell + 2;
  const ctx = sizeCanvas(canvas, w, hh);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, w, hh);
  // secondary columns are shaded
  ctx.fillStyle = COLORS.empty;
  ctx.fillRect(labelW + primary.length * cell, headH, secondary.length * cell, chosen.length * cell);
  // headers
  ctx.fillStyle = COLORS.text;
  ctx.font = `${Math.min(13, cell - 2)}px ui-monospace, monospace`;
  ctx.textBaseline = 'middle';
  items.forEach((name, i) => {
    ctx.save();
    ctx.translate(labelW + (i + 0.5) * cell, headH - 4);
    ctx.rotate(-Math.PI / 2);
    ctx.textAlign = 'left';
    ctx.fillText(name, 0, 0);
    ctx.restore();
  });
  ctx.textAlign = 'right';
  chosen.forEach((names, r) => {
    const y = headH + r * cell;
    const index = indices[r];
    ctx.fillStyle = COLORS.text;
    ctx.fillText(index !== undefined ? `#${index + 1}` : '', labelW - 6, y + cell / 2);
    for (const n of names) {
      const c = col.get(String(n));
      if (c === undefined) continue;
      ctx.fillStyle = colorFor(r);
      ctx.fillRect(labelW + c * cell + 1, y + 1, cell - 2, cell - 2);
    }
    if (only && only.has(index)) {
      ctx.strokeStyle = COLORS.diff;
      ctx.lineWidth = 3;
      ctx.strokeRect(1.5, y + 1.5, w - 3, cell - 3);
    }
  });
  // grid lines
  ctx.strokeStyle = COLORS.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let i = 0; i <= items.length; i++) {
    ctx.moveTo(labelW + i * cell + 0.5, headH);
    ctx.lineTo(labelW + i * cell + 0.5, headH + chosen.length * cell);
  }
  for (let r = 0; r <= chosen.length; r++) {
    ctx.moveTo(labelW, headH + r * cell + 0.5);
    ctx.lineTo(labelW + items.length * cell, headH + r * cell + 0.5);
  }
  ctx.stroke();
  if (secondary.length) {
    ctx.strokeStyle = COLORS.border;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(labelW + primary.length * cell, headH - 4);
    ctx.lineTo(labelW + primary.length * cell, headH + chosen.length * cell);
    ctx.stroke();
  }
}

function createEditor(container, host) {
  let state = emptyState();
  let solution = null;
  let extra = {};
  const ro = !!host.readOnly;
  const area = h('textarea', {
    class: 'ec-text', id: 'ec-text', rows: '12', spellcheck: 'false',
    'aria-label': "Exact cover problem in Knuth's format",
    placeholder: 'A B C D E | F G\nC E F\nA D G\n…',
    readonly: ro ? 'readonly' : null,
  });
  const canvas = h('canvas', { class: 'board ec-board', role: 'img', 'aria-label': 'The chosen options as rows of the matrix' });
  const placeholder = h('p', { class: 'ec-placeholder' }, 'The chosen options appear here as rows of the matrix.');
  const chosenText = h('pre', { class: 'ec-chosen', 'aria-label': 'Chosen options' });
  const wrap = h('div', { class: 'canvas-wrap ec-wrap' }, canvas, placeholder);
  const compareHost = h('div', { class: 'ec-compare' });
  let timer = 0;
  function flush() {
    clearTimeout(timer);
    timer = 0;
    if (area.value !== state.text) {
      state = { text: area.value };
      host.change(structuredClone(state), 'text');
    }
  }
  area.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(flush, 350); });
  area.addEventListener('blur', flush);

  function draw() {
    const has = !!solution;
    canvas.hidden = !has;
    placeholder.hidden = has;
    chosenText.hidden = !has;
    if (has) {
      drawSolution(canvas, solution, extra);
      chosenText.textContent = `Chosen options:\n${solution.text || ''}`;
    }
  }

  const help = h('p', { class: 'hint' },
    'First line: the primary items, then "|" and the secondary items (optional). Then one option per line, naming its items. Lines starting with "|" are comments.');
  const example = h('button', {
    type: 'button', id: 'ec-example',
    onclick: () => { area.value = EXAMPLE; flush(); },
  }, "Load Knuth's example");
  const ro_ = new ResizeObserver(() => { if (solution) drawSolution(canvas, solution, extra); });
  ro_.observe(wrap);
  if (ro) {
    container.append(h('div', { class: 'ec ec-ro' }, wrap, chosenText));
  } else {
    container.append(h('div', { class: 'ec' },
      h('div', { class: 'ec-edit' }, area, help, h('div', { class: 'row' }, example)),
      h('div', { class: 'ec-out' }, wrap, chosenText, compareHost)));
  }
  draw();
  return {
    canvas,
    compareHost,
    setState(s) {
      state = structuredClone(s);
      if (area.value !== state.text) area.value = state.text;
      solution = null;
      draw();
    },
    showSolution(sol, ex = {}) {
      if (timer) flush();
      solution = sol;
      extra = ex;
      draw();
    },
    flush,
    destroy() { clearTimeout(timer); ro_.disconnect(); },
  };
}

export default {
  name: 'exact-cover',
  exportFormats: ['text'],
  emptyState,
  missing,
  fromImport,
  toPuzzle,
  createEditor,
  diff,
  drawSolution,
};
