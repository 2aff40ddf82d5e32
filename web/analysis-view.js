// The setter's view of the analysis ("Analyze"): which cells every solution shares (drawn with
// their label), which are open (shaded: solutions differ there), the verdict, a hint with its
// reason and the difficulty, computed in the worker with progress and cancel. Exact cover shows
// each option as in all / in none / open. The page has no marks yet, so it analyses the empty board.
import { h } from './lib/dom.js';
import { formatError } from './lib/result.js';

const CELL = 26;

// A colour per label that neighbours rarely share.
function labelColour(label) {
  const hue = (label * 137.508) % 360;
  return `hsl(${hue.toFixed(0)} 60% 80%)`;
}

function drawGrid(canvas, report) {
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
      if (hinted.has(`${x},${y}`)) {
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

function verdict(r) {
  if (r.consistent === false) return r.reason ? `No solution: ${r.reason}` : 'No solution.';
  const u = r.unique === true ? 'Unique: every cell is determined.' : r.unique === false ? 'Not unique: the shaded cells differ between solutions.' : 'Uniqueness not known yet.';
  return r.complete ? u : `${u} (analysis stopped early)`;
}

function difficultyText(d) {
  if (!d) return '';
  const steps = `${d.single} single, ${d.lookahead} lookahead, ${d.trial} trial step${d.trial === 1 ? '' : 's'}`;
  return `Difficulty (solving from scratch by hints): ${steps}${d.solved ? '' : ' — hints alone do not finish it'}.`;
}

export class AnalysisView {
  // host: {solver, request() -> {kind, puzzle, options} | {error}, busy(bool)}
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
    const cancel = h('button', { type: 'button', id: 'analysis-cancel', onclick: () => this.host.solver.cancel() }, 'Cancel');
    this.show([h('p', { class: 'analysis-title' }, 'Analysing…'), h('div', { class: 'progress' }, bar, cancel)]);
    this.running = true;
    this.host.busy(true);
    const r = await this.host.solver.analyze(req.kind, req.puzzle, req.options, '', (p) => { bar.value = p.progress || 0; });
    this.running = false;
    this.host.busy(false);
    if (gen !== this.generation) return;
    if (!r.ok) { this.show([h('p', { class: 'analysis-text', 'data-tone': 'error' }, formatError(r.error))]); return; }
    if (r.value.status !== 'done') { this.show([h('p', { class: 'analysis-text' }, 'Analysis cancelled.')]); return; }
    this.render(r.value.report);
  }

  render(r) {
    const parts = [h('p', { class: 'analysis-title', id: 'analysis-verdict' }, verdict(r))];
    if (r.grid) {
      const canvas = h('canvas', { id: 'analysis-canvas', role: 'img', 'aria-label': 'Determined cells with their labels; open cells shaded' });
      drawGrid(canvas, r);
      parts.push(canvas);
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
    const d = difficultyText(r.difficulty);
    if (d) parts.push(h('p', { class: 'analysis-text', id: 'analysis-difficulty' }, d));
    parts.push(h('p', { class: 'analysis-note' }, `${r.stats.solutions} solution(s) looked at, ${r.stats.searches} search(es), ${Math.round(r.stats.ms)} ms.`));
    this.show(parts);
    this.panel.dataset.report = JSON.stringify({ unique: r.unique, consistent: r.consistent, complete: r.complete });
  }

  show(children) {
    this.panel.hidden = false;
    this.panel.replaceChildren(...children);
  }
}
