// Packing / tiling: a board of free cells and walls, a piece editor, a piece list with per-piece
// copies/rotate/reflect, and the built-in presets (expanded by the wasm module). The editor is
// put together from its panels in packing/ (board, rules, presets, draft = the piece editor,
// piece-list); the state and its
// mapping to the module are in packing/state.js. Nothing here writes the text format: the wasm
// module builds the puzzle from the state (Kind::fromState) and writes it.

import { h } from '../lib/dom.js';
import { emptyState, missing, toPuzzle, fromImport } from './packing/state.js';
import { diff, drawSolution } from './packing/view.js';
import { boardPanel } from './packing/board.js';
import { rulesPanel } from './packing/rules.js';
import { presetsPanel } from './packing/presets.js';
import { draftPanel } from './packing/draft.js';
import { pieceList } from './packing/piece-list.js';

function createEditor(container, host) {
  // What the panels share: the state being edited and one way to make an undo step.
  const ed = {
    state: emptyState(),
    host,
    commit(what) {
      host.change(structuredClone(ed.state), what);
      render();
    },
    clearSolution() { board.showSolution(null); },
  };
  const board = boardPanel(ed, container);
  const editor = {
    canvas: board.canvas,
    setState(s) {
      ed.state = structuredClone(s);
      board.showSolution(null);
      render();
    },
    showSolution: board.showSolution,
    destroy() { panels.forEach((p) => p.destroy && p.destroy()); },
  };
  let panels = [board];
  function render() { for (const p of panels) p.render(); }

  if (host.readOnly) {
    container.append(h('div', { class: 'pk-ro' }, board.element));  // one column, also past .pk's 900 px two-column layout
    board.showSolution(null);
    return { ...editor, ready: board.ready };
  }
  const rules = rulesPanel(ed);
  const presets = presetsPanel(ed, (what) => { ed.clearSolution(); ed.commit(what); });
  const draft = draftPanel(ed);
  const pieces = pieceList(ed, draft);
  panels = [board, rules, draft, pieces];
  container.append(h('div', { class: 'pk' },
    board.element,
    h('div', { class: 'pk-side' }, rules.element, presets.element, draft.element, pieces.element)));
  render();
  board.showSolution(null);
  return { ...editor, compareHost: board.compareHost };
}

export default {
  name: 'packing',
  exportFormats: ['text'],
  emptyState,
  missing,
  fromImport,
  toPuzzle,
  createEditor,
  diff,
  drawSolution,
};
