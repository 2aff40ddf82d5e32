// The Numberlink player: drag from a number to draw its path, back over it to shorten it, across
// another path to cut that one; a click (or x) marks a cell empty where the rule lets cells stay
// unused. Keys: arrows move the cursor; Space or Enter on a number or path picks up its end, then
// arrows draw and Space/Enter/Escape puts it down; Delete removes the path under the cursor.
import { colorFor, COLORS } from '../../lib/draw.js';
import { deepen, cellText, drawPlainGrid } from '../../lib/number-draw.js';
import { marksText } from '../../play/marks.js';
import { gridView, paintCursor, arrowMove } from '../../play/grid-view.js';
import { cellWords } from '../../lib/cell-words.js';
import { emptyPlay, chainRules, labelGrid, allJoined, joinDecided, cleanPlay } from './chains.js';

const pairColor = (n) => colorFor(Math.max(0, n - 1));

export function createPlayer(container, host) {
  const { width: cols, height: rows, numbers } = host.describe;
  const free = host.state && host.state.rule === 'free';
  const rules = chainRules(numbers);

  let play = emptyPlay();
  let work = null;     // the state being drawn while the pointer (or the keyboard pen) is down
  let pen = null;      // {i, moved, at} the chain whose head follows the pointer
  let cur = { x: 0, y: 0 };

  function paint(ctx, cell, focused) {
    const p = work || play;
    drawPlainGrid(ctx, { rows, cols, cell });
    ctx.fillStyle = '#8a90a2';
    for (const [x, y] of p.empty) {
      const m = cell * 0.36;
      ctx.fillRect(x * cell + m, y * cell + cell / 2 - 1.5, cell - 2 * m, 3);
    }
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    const lw = Math.max(4, Math.round(cell * 0.3));
    for (const k of p.chains) {
      const color = pairColor(k.n);
      if (k.cells.length === 1) {
        const [x, y] = k.cells[0];
        ctx.beginPath();
        ctx.arc((x + 0.5) * cell, (y + 0.5) * cell, lw * 0.7, 0, Math.PI * 2);
        ctx.fillStyle = deepen(color, 0.2);
        ctx.fill();
        continue;
      }
      for (const [style, width] of [[deepen(color, 0.4), lw + 2], [color, lw]]) {
        ctx.beginPath();
        k.cells.forEach(([x, y], i) => (i ? ctx.lineTo : ctx.moveTo).call(ctx, (x + 0.5) * cell, (y + 0.5) * cell));
        ctx.strokeStyle = style;
        ctx.lineWidth = width;
        ctx.stroke();
      }
    }
    numbers.forEach((row, y) => row.forEach((n, x) => {
      if (n <= 0) return;
      ctx.beginPath();
      ctx.arc((x + 0.5) * cell, (y + 0.5) * cell, cell * 0.38, 0, Math.PI * 2);
      ctx.fillStyle = pairColor(n);
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = deepen(pairColor(n), 0.45);
      ctx.stroke();
      cellText(ctx, String(n), x * cell, y * cell, cell, { color: COLORS.text, weight: 700, scale: 0.5 });
    }));
    if (focused) paintCursor(ctx, cur.x, cur.y, cur.x, cur.y, cell);
  }

  // The move's words (said in Play's live region): the path that changed, its length and end.
  function commit(next) {
    const changed = JSON.stringify(next) !== JSON.stringify(play);
    const before = new Set(play.chains.map((k) => JSON.stringify(k)));
    const path = next.chains.find((k) => !before.has(JSON.stringify(k)));
    play = next;
    if (!changed) return;
    const end = path && path.cells[path.cells.length - 1];
    host.move(structuredClone(next), path ? `path of ${path.n}: ${path.cells.length} cells, now at ${cellWords(...end)}` : 'path changed');
  }

  // Picks up the path at `cell` (or starts one at a number); nothing when the cell has neither.
  function pickUp(cell) {
    work = structuredClone(play);
    const at = rules.find(work, cell);
    if (at) { pen = { i: at.i, j: at.j, moved: false, at: cell }; return; }
    const n = rules.clue(cell);
    if (n) {
      work.chains.push({ n, cells: [cell] });
      pen = { i: work.chains.length - 1, j: 0, moved: false, at: cell };
      return;
    }
    pen = { i: -1, moved: false, at: cell };
  }

  // Moves the pen's head towards `cell`, one orthogonal step at a time; stops at a blocked step.
  function drawTo(cell) {
    if (!pen || pen.i < 0) return;
    if (!pen.moved) {
      work = rules.headAt(work, pen.i, pen.j);
      pen.moved = true;
    }
    for (let guard = 0; guard < cols + rows; guard++) {
      const cells = work.chains[pen.i].cells;
      const [hx, hy] = cells[cells.length - 1];
      const dx = cell[0] - hx, dy = cell[1] - hy;
      if (!dx && !dy) return;
      const next = Math.abs(dx) >= Math.abs(dy) ? [hx + Math.sign(dx), hy] : [hx, hy + Math.sign(dy)];
      const r = rules.step(work, pen.i, next);
      if (!r) return;
      work = r.play;
      pen.i = r.i;
    }
  }

  // Puts the pen down: a drawn path is one move; a click toggles an empty mark (rule free).
  function putDown() {
    const p = pen;
    pen = null;
    const drawn = work;
    work = null;
    if (!p) return;
    if (p.moved) commit(cleanup(drawn));
    else if (free) commit(rules.toggleEmpty(play, p.at));
    view.redraw();
  }

  // A lone number is not a path.
  const cleanup = (p) => ({ ...p, chains: p.chains.filter((k) => !(k.cells.length === 1 && rules.clue(k.cells[0]))) });

  // The cursor's cell in words, for the board's live region.
  function describe() {
    const cell = [cur.x, cur.y];
    const p = work || play;
    const n = rules.clue(cell);
    const at = rules.find(p, cell);
    const empty = p.empty.some(([x, y]) => x === cur.x && y === cur.y);
    const what = n ? `number ${n}${at ? ', on its path' : ''}` : at ? `path of ${p.chains[at.i].n}` : empty ? 'marked empty' : 'free';
    return `Row ${cur.y + 1}, column ${cur.x + 1}: ${what}${pen && pen.i >= 0 ? `; drawing the path of ${work.chains[pen.i].n}` : ''}.`;
  }

  const view = gridView(container, {
    cols, rows, describe,
    label: 'Numberlink board: drag from a number to draw its path; arrows move, Space picks up a path end',
    help: `Drag from a number to draw its path; drag back to shorten it, across another path to cut it.${free ? ' Click a cell (or press x) to mark it empty.' : ''} Keys: arrows move, Space picks up and puts down a path end, Delete removes a path.`,
    paint,
    press: ({ r, c }) => { cur = { x: c, y: r }; pickUp([c, r]); view.redraw(); },
    drag: ({ r, c }) => { drawTo([c, r]); view.redraw(); },
    release: () => putDown(),
    key: (e) => {
      const moved = arrowMove(e.key, cur, cols, rows);
      if (moved) {
        cur = moved;
        if (pen) drawTo([cur.x, cur.y]);
      } else if (e.key === ' ' || e.key === 'Enter') {
        if (pen) {
          if (!pen.moved) { pen = null; work = null; } else putDown();
        } else {
          pickUp([cur.x, cur.y]);
          if (pen.i < 0) { pen = null; work = null; }
        }
      } else if (e.key === 'Escape') {
        if (pen) putDown();
      } else if ((e.key === 'x' || e.key === '0') && free && !pen) {
        commit(rules.toggleEmpty(play, [cur.x, cur.y]));
      } else if ((e.key === 'Delete' || e.key === 'Backspace') && !pen) {
        const at = rules.find(play, [cur.x, cur.y]);
        if (at) commit({ ...play, chains: play.chains.filter((_, i) => i !== at.i) });
      } else {
        return false;
      }
      view.redraw();
      return true;
    },
  });

  return {
    canvas: view.canvas,
    clean: (p) => cleanPlay(p, numbers, free),
    setPlay(p) { play = p ? structuredClone(p) : emptyPlay(); work = null; pen = null; view.redraw(); },
    marks(p) {
      const q = p || emptyPlay();
      const done = free && allJoined(q, numbers);
      return marksText(labelGrid(q, numbers).map((row) => row.map((v) => (v === null ? (done ? '0' : '.') : String(v)))));
    },
    applyHint(p, hn) {
      let q = p ? structuredClone(p) : emptyPlay();
      for (const cell of hn.cells) {
        if (hn.label === 0) q = rules.toggleEmpty(rules.cut(q, cell), cell);
        else if (rules.clue(cell) !== hn.label) q = rules.place(q, cell, hn.label);
      }
      return joinDecided(cleanup(q), numbers);
    },
    fromSolution(sol) {
      return { chains: (sol.paths || []).map((k) => ({ n: k.number, cells: k.cells.map(([x, y]) => [x, y]) })), empty: [] };
    },
    isComplete(p) {
      if (!p || !allJoined(p, numbers)) return false;
      return free || labelGrid(p, numbers).every((row) => row.every((v) => v !== null && v > 0));
    },
    showFlags: view.showFlags,
    showHint: view.showHint,
    destroy: view.destroy,
  };
}
