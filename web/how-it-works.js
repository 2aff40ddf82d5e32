// "How it works": the exact cover search of the user's own puzzle, one event at a time (the
// wasm module's DlxTrace through the worker ops traceOpen/traceStep/traceReset). This file only
// draws what the module reports: the matrix (items as columns, options as rows, only the visible
// rows drawn), the board with the partial solution and the option being tried, the path from
// the root and a log of events in words. Going back one event replays the search from the start.

import { h, setEnabled } from './lib/dom.js';
import { formatError } from './lib/result.js';

const LOG_MAX = 200;     // events kept in the log
const COL_W = 14, ROW_H = 16, HEAD_H = 64;
const MAX_COL_W = 36;  // the widest column a small matrix is drawn with
const CHUNK = 2000;      // events per request while running to a solution

export class HowItWorks {
  // root: the (hidden) element the view lives in; onClose() is called when it is closed.
  constructor(solver, root, onClose = () => {}) {
    this.solver = solver;
    this.root = root;
    this.onClose = onClose;
    this.busy = false;
    this.timer = 0;
    this.matrix = null;
    this.colW = COL_W;
    this.rowH = ROW_H;
    this._build();
  }

  _build() {
    const btn = (label, act, extra = {}) => h('button', { type: 'button', dataset: { act }, ...extra }, label);
    this.ui = {
      close: btn('✕', 'close', { class: 'link', 'aria-label': 'Close How it works' }),
      restart: btn('Restart', 'restart', { title: 'Back to the start' }),
      back: btn('◀ Back', 'back', { title: 'One event back' }),
      step: btn('Step ▶', 'step', { class: 'primary', title: 'One event' }),
      play: btn('▶ Play', 'play'),
      solution: btn('To next solution', 'solution'),
      speed: h('input', { type: 'range', min: '1', max: '200', value: '4', 'aria-label': 'Speed (events per second)' }),
      status: h('p', { class: 'how-status', role: 'status', 'aria-live': 'polite' }),
      board: h('canvas', { class: 'how-board', width: '10', height: '10', role: 'img' }),
      chosen: h('ol', { class: 'how-chosen', 'aria-label': 'Partial solution' }),
      path: h('ol', { class: 'how-path', 'aria-label': 'Path from the root of the search tree' }),
      tree: h('canvas', { class: 'how-tree', width: '10', height: '10', role: 'img' }),
      scroller: h('div', { class: 'how-matrix', tabindex: '0', 'aria-label': 'The exact cover matrix' }),
      spacer: h('div', { class: 'how-spacer' }),
      canvas: h('canvas', { class: 'how-matrix-canvas', width: '10', height: '10' }),
      log: h('ol', { class: 'how-log', role: 'log', 'aria-label': 'Search events' }),
    };
    const u = this.ui;
    u.scroller.append(u.canvas, u.spacer);
    this.root.replaceChildren(
      h('div', { class: 'how-head' }, h('h2', {}, 'How it works'), u.close),
      h('p', { class: 'how-intro' },
        'Algorithm X with dancing links, on your puzzle: each column is an item to cover (a cell, a ' +
        'piece, a clue), each row an option that covers some of them. The search picks the item with ' +
        'the fewest options left, tries each of its options in turn, covers what the option takes ' +
        '(rows that clash turn grey) and backs up when an item has no option left.'),
      h('div', { class: 'how-controls' }, u.restart, u.back, u.step, u.play, u.solution,
        h('label', { class: 'how-speed' }, 'Speed ', u.speed)),
      u.status,
      u.panes = h('div', { class: 'how-panes' },
        h('div', { class: 'how-board-box' }, u.board, u.chosen),
        h('div', { class: 'how-path-box' }, h('h3', {}, 'Search tree so far'), u.tree, u.path)),
      u.scroller,
      u.eventsHead = h('h3', {}, 'Events'),
      u.log);
    this.root.addEventListener('click', (e) => {
      const act = e.target.closest('button')?.dataset.act;
      if (act) this._act(act);
    });
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') { e.preventDefault(); this.close(); }
    });
    // Escape closes it also when focus has fallen to the page body (a click on empty space).
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.isOpen && (document.activeElement === document.body || !document.activeElement)) { e.preventDefault(); this.close(); }
    });
    u.scroller.addEventListener('scroll', () => this._drawMatrix());
    new ResizeObserver(() => { this._drawMatrix(); this._drawBoard(); }).observe(u.scroller);
  }

  get isOpen() { return !this.root.hidden; }

  // Opens the view on the puzzle being edited: kind (a web/kinds module) and its editor state.
  async open(kind, state) {
    this._stop();
    this.root.hidden = false;
    this.matrix = null;
    this._setStatus('Building the matrix…');
    this._enable(false);
    const { puzzle, options } = kind.toPuzzle(state);
    const r = await this.solver.traceOpen(kind.name, puzzle, options);
    // Under an error nothing of the previous puzzle (its matrix, tree, board) stays on show.
    this._showPanes(r.ok);
    if (!r.ok) {
      this.ui.log.replaceChildren();
      this._setStatus(formatError(r.error), 'error');
      this.ui.close.focus();
      return;
    }
    this.matrix = r.value;
    const m = this.matrix;
    m.primaries = m.items.filter((i) => i.primary).length;
    m.left0 = m.items.map(() => 0);
    for (const o of m.options) for (const i of o.items) m.left0[i]++;
    m.hasBoard = m.options.some((o) => o.cells.length > 0);
    // A small matrix is drawn larger, so Knuth's 7 items fill the pane rather than 100 px of it.
    const fit = Math.floor((this.ui.scroller.clientWidth - 2) / Math.max(1, m.items.length));
    this.colW = Math.max(COL_W, Math.min(MAX_COL_W, fit));
    this.rowH = Math.round((ROW_H * this.colW) / COL_W);
    this.ui.spacer.style.width = `${m.items.length * this.colW}px`;
    this.ui.spacer.style.height = `${HEAD_H + m.options.length * this.rowH}px`;
    this._reset();
    this._enable(true);
    this.ui.step.focus();
  }

  _showPanes(on) {
    for (const part of [this.ui.panes, this.ui.scroller, this.ui.eventsHead, this.ui.log]) part.hidden = !on;
  }

  close() {
    this._stop();
    this.root.hidden = true;
    this.onClose();
  }

  // ---------- actions ----------
  async _act(act) {
    if (act === 'close') return this.close();
    if (!this.matrix) return;
    if (act === 'play') return this.timer ? this._stop() : this._play();
    if (this.busy) return;
    this._stop();
    if (act === 'step') await this._advance(1, false);
    else if (act === 'back') await this._back();
    else if (act === 'restart') { await this.solver.traceReset(); this._reset(); }
    else if (act === 'solution') await this._toSolution();
  }

  _reset() {
    this.pos = 0;        // events shown (the final "done" included)
    this.done = false;
    this.events = [];
    this.last = null;
    this.view = { chosen: [], covered: [], out: [], left: this.matrix.left0, levels: [], deadEnds: 0 };
    this.solutions = 0;
    this._render();
  }

  async _request(promise) {
    this.busy = true;
    this._enable(false);
    const r = await promise;
    this.busy = false;
    this._enable(true);
    if (!r.ok) { this._stop(); this._setStatus(formatError(r.error), 'error'); return undefined; }
    return r.value;
  }

  async _advance(count, toSolution) {
    if (this.done) return null;
    const v = await this._request(this.solver.traceStep(count, LOG_MAX, toSolution));
    if (v === undefined) return null;
    this._take(v);
    this.pos += v.events.length;
    this._render();
    return v;
  }

  _take(v) {
    this.events = this.events.concat(v.events).slice(-LOG_MAX);
    this.view = v.state;
    this.done = v.done;
    this.solutions = v.solutions;
    this.last = v.events.length ? v.events[v.events.length - 1] : this.last;
  }

  async _back() {
    if (this.pos === 0) return;
    const target = this.pos - 1;
    if ((await this._request(this.solver.traceReset())) === undefined) return;  // (a reset's value is null)
    this._reset();
    if (target === 0) return;
    const v = await this._request(this.solver.traceStep(target, LOG_MAX, false));
    if (v === undefined) return;
    this._take(v);
    this.pos = target;
    this._render();
  }

  async _toSolution() {
    for (;;) {
      const v = await this._advance(CHUNK, true);
      if (!v || this.done || (this.last && this.last.event === 'solution')) return;
      if (!this.isOpen) return;
    }
  }

  _play() {
    if (this.done) return;
    this.ui.play.textContent = '⏸ Pause';
    this.ui.play.setAttribute('aria-pressed', 'true');
    const tick = async () => {
      const speed = Number(this.ui.speed.value) || 4;
      const perTick = Math.max(1, Math.round(speed / 30));
      if (!this.busy) await this._advance(perTick, false);
      if (!this.timer) return;
      if (this.done || !this.isOpen) { this._stop(); return; }
      this.timer = setTimeout(tick, Math.max(33, 1000 * perTick / speed));
    };
    this.timer = setTimeout(tick, 0);
  }

  _stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = 0;
    this.ui.play.textContent = '▶ Play';
    this.ui.play.setAttribute('aria-pressed', 'false');
  }

  _enable(on) {
    const u = this.ui;
    const ready = on && !!this.matrix;
    setEnabled(u.restart, ready);
    setEnabled(u.back, ready && this.pos !== 0);
    setEnabled(u.step, ready && !this.done);
    setEnabled(u.solution, ready && !this.done);
    setEnabled(u.play, !!this.matrix);
  }

  _setStatus(text, tone = 'info') {
    this.ui.status.textContent = text;
    this.ui.status.dataset.tone = tone;
  }

  // ---------- drawing ----------
  _optionText(o) {
    return "'" + this.matrix.options[o].items.map((i) => this.matrix.items[i].name).join(' ') + "'";
  }

  _render() {
    const m = this.matrix, v = this.view, u = this.ui;
    const depth = v.levels.length;
    const head = this.pos === 0 ? 'Press Step to begin, or Play to watch.'
      : this.last ? capitalise(this.last.text) + '.' : '';
    this._setStatus(`${head} Step ${this.pos} · level ${depth} · ${v.deadEnds} dead end${v.deadEnds === 1 ? '' : 's'} · ` +
      `${this.solutions} solution${this.solutions === 1 ? '' : 's'} · ${m.items.length} items, ${m.options.length} options`);
    // The path from the root: the item chosen at each level and the option in use.
    u.path.replaceChildren(...v.levels.map((l, k) => h('li', {},
      `Level ${k}: item ${m.items[l.item].name} (${l.options} option${l.options === 1 ? '' : 's'})` +
      (l.option >= 0 ? ` — trying ${l.tried} of ${l.options}: ${this._optionText(l.option)}` : ' — none tried yet'))));
    if (!v.levels.length) u.path.append(h('li', { class: 'muted' }, 'At the root: nothing chosen yet.'));
    u.chosen.replaceChildren(...v.chosen.map((o) => h('li', {}, this._optionText(o))));
    u.chosen.hidden = m.hasBoard;
    u.log.replaceChildren(...this.events.map((e, k) =>
      h('li', { class: `ev-${e.event}${k === this.events.length - 1 ? ' current' : ''}` }, e.text)));
    u.log.scrollTop = u.log.scrollHeight;
    this._enable(!this.busy);
    this._scrollToFocus();
    this._drawMatrix();
    this._drawBoard();
    this._drawTree();
  }

  // The tree along the current path: a row per level, a box per option of the item chosen
  // there: searched already (dark), being tried (orange), still to try (outlined).
  _drawTree() {
    const levels = this.view.levels, u = this.ui, box = 10, gap = 3, maxBoxes = 40;
    const rows = Math.max(1, levels.length);
    const width = 12 + maxBoxes * (box + gap) + 40, height = rows * (box + 8) + 4;
    const g = sizedContext(u.tree, width, height);
    g.font = '10px system-ui, sans-serif';
    levels.forEach((l, k) => {
      const y = 2 + k * (box + 8);
      const shown = Math.min(l.options, maxBoxes);
      for (let j = 0; j < shown; j++) {
        const x = 12 + j * (box + gap);
        if (j < l.tried - 1) { g.fillStyle = '#6b7280'; g.fillRect(x, y, box, box); }
        else if (j === l.tried - 1) { g.fillStyle = '#e58a1f'; g.fillRect(x, y, box, box); }
        else { g.strokeStyle = '#9ca3af'; g.lineWidth = 1; g.strokeRect(x + 0.5, y + 0.5, box - 1, box - 1); }
      }
      if (l.options > maxBoxes) { g.fillStyle = '#555'; g.fillText(`+${l.options - maxBoxes}`, 12 + shown * (box + gap), y + box - 1); }
      if (l.options === 0) { g.fillStyle = '#9a3b00'; g.fillText('no option: dead end', 12, y + box - 1); }
    });
    const done = levels.reduce((n, l) => n + Math.max(0, l.tried - 1), 0);
    u.tree.setAttribute('aria-label', `Search tree: ${levels.length} level${levels.length === 1 ? '' : 's'} deep, ` +
      `${done} branch${done === 1 ? '' : 'es'} along this path searched already, ${this.view.deadEnds} dead end` +
      `${this.view.deadEnds === 1 ? '' : 's'} so far`);
  }

  _focusOption() {
    const l = this.view.levels[this.view.levels.length - 1];
    return l && l.option >= 0 ? l.option : -1;
  }

  _scrollToFocus() {
    const o = this._focusOption();
    if (o < 0) return;
    const s = this.ui.scroller, y = HEAD_H + o * this.rowH;
    if (y < s.scrollTop + HEAD_H || y + this.rowH > s.scrollTop + s.clientHeight) s.scrollTop = Math.max(0, y - s.clientHeight / 2);
  }

  _drawMatrix() {
    const m = this.matrix, u = this.ui;
    if (!m || this.root.hidden) return;
    const w = u.scroller.clientWidth, hgt = u.scroller.clientHeight;
    const g = sizedContext(u.canvas, w, hgt);
    const sx = u.scroller.scrollLeft, sy = u.scroller.scrollTop;
    const covered = new Set(this.view.covered), out = new Set(this.view.out), chosen = new Set(this.view.chosen);
    const focus = this._focusOption();
    const firstCol = Math.max(0, Math.floor(sx / this.colW)), lastCol = Math.min(m.items.length, Math.ceil((sx + w) / this.colW));
    const firstRow = Math.max(0, Math.floor(sy / this.rowH)), lastRow = Math.min(m.options.length, Math.ceil((sy + hgt) / this.rowH));
    // Rows (options), under the header.
    for (let o = firstRow; o < lastRow; o++) {
      const y = HEAD_H + o * this.rowH - sy;
      if (y + this.rowH < HEAD_H) continue;
      const isChosen = chosen.has(o), isOut = out.has(o) && !isChosen;
      if (isChosen || o === focus) {
        g.fillStyle = o === focus ? '#fde7c7' : '#dff3e4';
        g.fillRect(0, y, w, this.rowH);
      }
      for (const i of m.options[o].items) {
        if (i < firstCol || i >= lastCol) continue;
        const x = i * this.colW - sx;
        g.fillStyle = isChosen ? '#1d7a3a' : isOut ? '#c8c8c8' : covered.has(i) ? '#9a9a9a' : '#222';
        g.fillRect(x + 3, y + 3, this.colW - 6, this.rowH - 6);
      }
      if (o === focus) {
        g.strokeStyle = '#c25e00';
        g.lineWidth = 2;
        g.strokeRect(1, y + 1, Math.min(w, m.items.length * this.colW - sx) - 2, this.rowH - 2);
      }
    }
    // Header (items): primary then secondary, covered ones greyed, counts of options left.
    g.fillStyle = '#fafafa';
    g.fillRect(0, 0, w, HEAD_H);
    g.font = '11px system-ui, sans-serif';
    for (let i = firstCol; i < lastCol; i++) {
      const x = i * this.colW - sx, item = m.items[i];
      g.fillStyle = covered.has(i) ? '#e6e6e6' : item.primary ? '#fff' : '#eef3fb';
      g.fillRect(x, 0, this.colW, HEAD_H);
      g.save();
      g.fillStyle = covered.has(i) ? '#999' : '#222';
      // A small matrix's wide columns take a short name upright and larger, as in Knuth's figures.
      const upright = this.colW >= 28 && item.name.length <= 3;
      const size = upright ? Math.min(16, Math.round(this.colW * 0.45)) : 11;
      g.font = `${item.primary ? '' : 'italic '}${upright ? '600 ' : ''}${size}px system-ui, sans-serif`;
      if (upright) {
        g.textAlign = 'center';
        g.fillText(item.name, x + this.colW / 2, HEAD_H - 20);
      } else {
        g.translate(x + this.colW - 3, HEAD_H - 16);
        g.rotate(-Math.PI / 2);
        g.fillText(item.name.length > 8 ? item.name.slice(0, 8) + '…' : item.name, 0, 0);
      }
      g.restore();
      g.fillStyle = '#555';
      g.font = `${this.colW >= 28 ? 11 : 9}px system-ui, sans-serif`;
      if (!covered.has(i) && item.primary) g.fillText(String(this.view.left[i]), x + 1, HEAD_H - 4);
    }
    // The line between primary and secondary items.
    const split = m.primaries * this.colW - sx;
    if (m.primaries < m.items.length && split >= 0 && split <= w) {
      g.strokeStyle = '#4a6fa5';
      g.lineWidth = 2;
      g.beginPath();
      g.moveTo(split, 0);
      g.lineTo(split, hgt);
      g.stroke();
    }
    g.strokeStyle = '#bbb';
    g.lineWidth = 1;
    g.beginPath();
    g.moveTo(0, HEAD_H + 0.5);
    g.lineTo(w, HEAD_H + 0.5);
    g.stroke();
  }

  _drawBoard() {
    const m = this.matrix, u = this.ui;
    if (!m || !m.hasBoard || this.root.hidden) { u.board.hidden = true; return; }
    u.board.hidden = false;
    let cols = 0, rows = 0;
    const cells = new Set();
    for (const o of m.options) for (const [x, y] of o.cells) { cols = Math.max(cols, x + 1); rows = Math.max(rows, y + 1); cells.add(y * 100000 + x); }
    const size = Math.max(8, Math.min(28, Math.floor(320 / Math.max(cols, rows))));
    const g = sizedContext(u.board, cols * size, rows * size);
    g.fillStyle = '#f4f4f4';
    for (const key of cells) g.fillRect((key % 100000) * size + 1, Math.floor(key / 100000) * size + 1, size - 2, size - 2);
    const focus = this._focusOption();
    this.view.chosen.forEach((o, k) => {
      g.fillStyle = `hsl(${(k * 137) % 360} 55% ${o === focus ? 62 : 72}%)`;
      for (const [x, y] of m.options[o].cells) g.fillRect(x * size + 1, y * size + 1, size - 2, size - 2);
    });
    if (focus >= 0) {
      g.strokeStyle = '#c25e00';
      g.lineWidth = 2;
      for (const [x, y] of m.options[focus].cells) g.strokeRect(x * size + 2, y * size + 2, size - 4, size - 4);
    }
    const placed = this.view.chosen.length;
    u.board.setAttribute('aria-label', `Board, ${cols} by ${rows}: ${placed} option${placed === 1 ? '' : 's'} in the partial solution` +
      (focus >= 0 ? `, trying ${this._optionText(focus)}` : ''));
  }
}

// The canvas sized to w x h CSS pixels at the screen's pixel density, cleared; its 2-D context
// draws in CSS pixels.
function sizedContext(canvas, w, h) {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  canvas.style.width = `${w}px`;
  canvas.style.height = `${h}px`;
  const g = canvas.getContext('2d');
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.clearRect(0, 0, w, h);
  return g;
}

function capitalise(s) { return s ? s[0].toUpperCase() + s.slice(1) : s; }
