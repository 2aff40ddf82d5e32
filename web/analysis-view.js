// The setter's view of the analysis ("Analyze"): which cells every solution shares (drawn with
// their label), which are open (shaded: solutions differ there), the verdict, a hint with its
// reason and the difficulty, computed in the worker with progress and cancel. Exact cover shows
// each option as in all / in none / open. Packing adds "where can each piece go": hovering,
// focusing or clicking a piece shades the cells it covers in some solution, darker where more
// solutions put it there (with the count when the count is complete), and the verdict up to
// the board's symmetry. The page has no marks yet, so it analyses the empty board.
import { h } from './lib/dom.js';
import { formatError } from './lib/result.js';
import { otherRuleNote, noteElement, showOtherRule } from './lib/other-rule.js';
import { loadKind } from './kinds/index.js';

const CELL = 26;

// A colour per label that neighbours rarely share.
function labelColour(label) {
  const hue = (label * 137.508) % 360;
  return `hsl(${hue.toFixed(0)} 60% 80%)`;
}

// piece: one of report.pieces to show over the board (its cells shaded by count), or null.
function drawGrid(canvas, report, piece = null) {
  const rows = report.grid.length, cols = rows ? report.grid[0].length : 0;
  canvas.width = Math.max(1, cols * CELL + 1);
  canvas.height = Math.max(1, rows * CELL + 1);
  const g = canvas.getContext('2d');
  g.clearRect(0, 0, canvas.width, canvas.height);
  g.font = `${Math.round(CELL * 0.45)}px system-ui, sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const hinted = new Set((report.hint ? report.hint.cells : []).map(([x, y]) => `${x},${y}`));
  for (let y = 0; y < rows; ++y) {
    for (let x = 0; x < cols; ++x) {
      const v = report.grid[y][x], open = report.open[y][x];
      const px = x * CELL, py = y * CELL;
      g.fillStyle = v === null ? (open ? '#9aa3b5' : '#ffffff') : v < 0 ? '#333a48' : labelColour(v);
      g.fillRect(px, py, CELL, CELL);
      if (v !== null && v >= 0) {
        g.fillStyle = '#1d2330';
        g.fillText(String(v), px + CELL / 2, py + CELL / 2 + 1);
      }
      const reach = piece ? piece.at.get(`${x},${y}`) : undefined;
      if (reach !== undefined) {
        // Darker where more solutions put the piece; every reachable cell visibly shaded.
        const share = reach === null || !piece.max ? 1 : 0.25 + 0.75 * (reach / piece.max);
        g.fillStyle = `rgba(37, 99, 235, ${share.toFixed(3)})`;
        g.fillRect(px, py, CELL, CELL);
        g.fillStyle = share > 0.6 ? '#ffffff' : '#1d2330';
        g.fillText(reach === null ? piece.name : String(reach), px + CELL / 2, py + CELL / 2 + 1);
      }
      if (hinted.has(`${x},${y}`) && !piece) {
        g.strokeStyle = '#d0342c';
        g.lineWidth = 3;
        g.strokeRect(px + 2.5, py + 2.5, CELL - 5, CELL - 5);
      }
      g.strokeStyle = '#c4c9d4';
      g.lineWidth = 1;
      g.strokeRect(px + 0.5, py + 0.5, CELL, CELL);
    }
  }
}

// The count of solutions and of their classes up to the board's symmetry (packing).
function symmetryText(r) {
  if (r.solutionCount === undefined) return '';
  if (r.pieces === null) return 'The board is too large to list where each piece can go.';
  if (r.solutionCount === null) return 'Too many solutions to count here; each piece\'s cells are still exact.';
  const n = r.solutionCount, s = r.symmetry;
  const classes = s.order > 1 && s.classes !== null
    ? `; ${s.classes} up to the board's symmetry (${s.order} motions)${r.uniqueUpToSymmetry ? ': unique up to symmetry' : ''}` : '';
  return `${n} solution${n === 1 ? '' : 's'}${classes}.`;
}

function verdict(r) {
  if (r.consistent === false) return r.reason ? `No solution: ${r.reason}` : 'No solution.';
  if (r.consistent === null) return 'Stopped before a first solution was found.';
  const u = r.unique === true ? 'Unique: every cell is determined.' : r.unique === false ? 'Not unique: the shaded cells differ between solutions.' : 'Uniqueness not known yet.';
  return r.complete ? u : `${u} (analysis stopped early: white cells are not settled yet)`;
}

// The progress line: what the running analysis has settled already.
function knownSoFar(p) {
  if (p.consistent === false) return 'No solution agrees.';
  if (p.consistent !== true) return 'Looking for a first solution…';
  if (p.unique === false) return 'Not unique: solutions differ. Now checking which cells every solution shares; Stop shows what is settled so far.';
  return 'A solution found; checking for another.';
}

function difficultyText(d) {
  if (!d) return '';
  const steps = `${d.single} single, ${d.lookahead} lookahead, ${d.trial} trial step${d.trial === 1 ? '' : 's'}`;
  return `Difficulty (solving from scratch by hints): ${steps}${d.solved ? '' : ' — hints alone do not finish it'}.`;
}

export class AnalysisView {
  // host: {solver, request() -> {kind, puzzle, options} | {error}, busy(bool),
  //        controller, switchRule(options): for a note's button (lib/other-rule.js)}
  constructor(panel, host) {
    this.panel = panel;
    this.host = host;
    this.running = false;
    this.generation = 0;
  }

  clear() {
    this.generation++;
    if (this.running) this.host.solver.cancel();
    this.panel.hidden = true;
    this.panel.replaceChildren();
  }

  async run() {
    const req = this.host.request();
    if (req.error) { this.show([h('p', { class: 'analysis-text' }, req.error)]); return; }
    const gen = ++this.generation;
    const bar = h('progress', { max: '1', value: '0' });
    const cancel = h('button', {
      type: 'button', id: 'analysis-cancel', title: 'Stop, and show what is known so far',
      onclick: () => this.host.solver.cancel(),
    }, 'Stop');
    const known = h('p', { class: 'analysis-text', id: 'analysis-known' }, '');
    this.show([h('p', { class: 'analysis-title' }, 'Analysing…'), h('div', { class: 'progress' }, bar, cancel), known]);
    this.running = true;
    this.host.busy(true);
    const r = await this.host.solver.analyze(req.kind, req.puzzle, req.options, '', (p) => {
      bar.value = p.progress || 0;
      known.textContent = knownSoFar(p);
    });
    this.running = false;
    this.host.busy(false);
    if (gen !== this.generation) return;
    if (!r.ok) { this.show([h('p', { class: 'analysis-text', 'data-tone': 'error' }, formatError(r.error))]); return; }
    if (r.value.status === 'cancelled' && r.value.report) { this.render(r.value.report); return; }
    if (r.value.status !== 'done') { this.show([h('p', { class: 'analysis-text' }, 'Analysis cancelled.')]); return; }
    this.render(r.value.report, req);
  }

  render(r, req = null) {
    const parts = [h('p', { class: 'analysis-title', id: 'analysis-verdict' }, verdict(r))];
    if (r.grid) {
      const canvas = h('canvas', { id: 'analysis-canvas', role: 'img', 'aria-label': 'Determined cells with their labels; open cells shaded' });
      drawGrid(canvas, r);
      parts.push(canvas);
      if (Array.isArray(r.pieces)) parts.push(this.pieceList(r, canvas));
    } else if (r.options) {
      parts.push(h('ol', { class: 'analysis-options', start: '0' },
        r.options.map((s, i) => h('li', { dataset: { state: s } }, `option ${i}: ${s === 'all' ? 'in every solution' : s === 'none' ? 'in none' : s}`))));
    }
    if (r.hint) parts.push(h('p', { class: 'analysis-text', id: 'analysis-hint' }, `Hint (${r.hint.level}): ${r.hint.text}.`));
    if (Array.isArray(r.redundant)) {
      const names = r.redundant.map((c) => c.text);
      parts.push(h('p', { class: 'analysis-text', id: 'analysis-redundant' },
        names.length ? `Redundant clues (each could go on its own, the puzzle stays unique): ${names.join('; ')}.` : 'No clue is redundant.'));
    }
    const sym = symmetryText(r);
    if (sym) parts.push(h('p', { class: 'analysis-text', id: 'analysis-symmetry' }, sym));
    const d = difficultyText(r.difficulty);
    if (d) parts.push(h('p', { class: 'analysis-text', id: 'analysis-difficulty' }, d));
    parts.push(h('p', { class: 'analysis-note' }, `${r.stats.solutions} solution(s) looked at, ${r.stats.searches} search(es), ${Math.round(r.stats.ms)} ms.`));
    this.show(parts);
    this.panel.dataset.report = JSON.stringify({ unique: r.unique, consistent: r.consistent, complete: r.complete });
    if (req) this.checkRule(r, req, parts[0]);
  }

  // Whether the verdict changes under the kind's other rule, said under it once checked (the
  // check runs in the worker's background, after the verdict is shown).
  checkRule(r, req, verdictLine) {
    const verdict = r.consistent === false ? 'none' : r.unique === false ? 'several' : r.unique === true && r.complete ? 'one' : null;
    const { controller, switchRule } = this.host;
    if (!verdict || !switchRule) return;
    const gen = this.generation;
    this.panel.dataset.ruleCheck = 'checking';
    loadKind(req.kind).then((kind) => otherRuleNote(kind, req, verdict)).catch(() => null).then((note) => {
      if (gen !== this.generation) return;
      this.panel.dataset.ruleCheck = 'done';
      if (note) verdictLine.after(noteElement(note, (action) => showOtherRule(controller, action, switchRule), 'analysis-rule-note'));
    });
  }

  // One button per piece: hover or focus shows where it can go, a click keeps it shown.
  pieceList(r, canvas) {
    let pinned = null;
    const shown = (p) => {
      drawGrid(canvas, r, p && {
        name: p.name,
        at: new Map(p.cells.map(([x, y, n]) => [`${x},${y}`, n])),
        max: Math.max(0, ...p.cells.map((c) => c[2] || 0)),
      });
      canvas.dataset.piece = p ? String(p.label) : '';
    };
    const buttons = r.pieces.map((p) => h('button', {
      type: 'button',
      class: 'analysis-piece',
      dataset: { label: String(p.label) },
      'aria-pressed': 'false',
      title: `Where piece ${p.name} can go: ${p.cells.length} cell${p.cells.length === 1 ? '' : 's'}`,
      onmouseenter: () => shown(p),
      onfocus: () => shown(p),
      onmouseleave: () => shown(pinned),
      onblur: () => shown(pinned),
      onclick: (e) => {
        pinned = pinned === p ? null : p;
        for (const b of buttons) b.setAttribute('aria-pressed', String(b === e.currentTarget && pinned !== null));
        shown(pinned || p);
      },
    }, p.name));
    return h('div', { class: 'analysis-text', id: 'analysis-pieces' },
      h('span', {}, 'Where can each piece go (hover or click): '), ...buttons);
  }

  show(children) {
    this.panel.hidden = false;
    this.panel.replaceChildren(...children);
  }
}
