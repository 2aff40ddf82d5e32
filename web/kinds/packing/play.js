// The packing player: the board and, beside it (below it when narrow), a tray of the pieces
// still to place, labelled "Pieces". Drag a piece from the tray onto the board (mouse, touch or
// pen); it snaps to the cells under it and stays only where it fits. R / F, the Rotate and Flip
// buttons, or a second finger while dragging turn or mirror it, only when the puzzle lets that
// piece rotate / reflect. A placed piece is picked up again by dragging it (drop it off the board
// to send it back) or by clicking it. Keyboard: Tab to a piece in the tray, Enter picks it; on the
// board the arrow keys move a cursor and Enter puts the picked piece there (its first cell on the
// cursor) or takes the piece under the cursor back. Loaded on first use (a dynamic import), so the
// page's first download does not carry it. The rules and the play state are in placing.js.
//
// createPlayer(container, host) -> player
//   host: {describe, state, move(play, what), notify(message)}; host.state is the kind's editor
//   state (board rows, pieces with count / rotate / reflect), read each time it is needed.
//   player: {setPlay, marks, applyHint, isComplete, showFlags, showHint, canvas, destroy,
//            fromSolution, units} (web/kinds/README.md, "Players")

import { h, listen } from '../../lib/dom.js';
import { COLORS, colorFor, drawRegions, fitCell, sizeCanvas, boardRoom, followRoom } from '../../lib/draw.js';
import { firstInstance, letterOf } from './rows.js';
import { drawPiece } from './pieces-picture.js';
import { paintCursor, paintFlags, paintHint } from '../../play/grid-view.js';
import { applyHint, clean, fits, fromSolution, isComplete, marksText, occupancy, orient, place, remaining, shapeCells } from './placing.js';

const CLICK_SLOP = 5;  // px a press may move and still be a click, not a drag

let cssLoaded = false;
function loadCss() {
  if (cssLoaded) return;
  cssLoaded = true;
  document.head.append(h('link', { rel: 'stylesheet', href: new URL('./play.css', import.meta.url).href }));
}

export function createPlayer(container, host) {
  loadCss();
  const puzzle = () => host.state;
  let play = [];
  let flags = null;     // [[x, y]] cells Check found wrong
  let hint = null;      // the hint drawn on the board
  let selected = -1;    // the tray piece picked by a click or the keyboard
  let drag = null;      // the piece in hand while a pointer moves it
  let cell = 32;
  let turns = [];       // per piece definition: its orientation in the tray
  let mirrored = [];
  const cursor = { x: 0, y: 0 };
  let cursorShown = false;

  const canvas = h('canvas', {
    class: 'board pk-play-board', tabindex: '0', role: 'application',
    'aria-label': 'Board. Drag pieces here. Arrow keys move the cursor, Enter places the picked piece or picks up the one under the cursor.',
  });
  canvas.style.touchAction = 'none';  // a drag on the board moves pieces, never the page
  const boardWrap = h('div', { class: 'canvas-wrap pk-play-wrap' }, canvas);
  const list = h('ul', { class: 'pk-tray-list' });
  const rotateBtn = h('button', { type: 'button', class: 'small', 'aria-keyshortcuts': 'R', onclick: () => turn('rotate') }, '↻ Rotate');
  const flipBtn = h('button', { type: 'button', class: 'small', 'aria-keyshortcuts': 'F', onclick: () => turn('flip') }, '⇋ Flip');
  const trayNote = h('p', { class: 'pk-tray-note' });
  const titleId = `pk-tray-title-${Math.random().toString(36).slice(2, 8)}`;
  const tray = h('section', { class: 'pk-tray', 'aria-labelledby': titleId },
    h('h3', { id: titleId, class: 'pk-tray-title' }, 'Pieces'),
    list,
    h('div', { class: 'row pk-tray-tools' }, rotateBtn, flipBtn),
    trayNote);
  const root = h('div', { class: 'pk-play' }, boardWrap, tray);
  container.append(root);

  const pieceName = (i) => {
    const p = puzzle().pieces[i];
    return p.name || letterOf(firstInstance(puzzle().pieces, i));
  };
  const pieceColor = (i, copy = 0) => colorFor(firstInstance(puzzle().pieces, i) + copy);
  function shapeOf(i) {
    return orient(shapeCells(puzzle().pieces[i].rows), turns[i] || 0, !!mirrored[i]);
  }

  // ---------- drawing ----------
  function layout() {
    const st = puzzle();
    const width = container.clientWidth || 600;
    const side = width >= 700 && st.width <= 2 * st.height;
    root.classList.toggle('pk-play-side', side);
    const avail = side ? width - 250 : width;
    const maxH = boardRoom(canvas, Math.max(160, Math.min(620, window.innerHeight - 160)));
    cell = fitCell(st.width, st.height, avail, maxH, 10, 56);
  }

  function draw() {
    const st = puzzle();
    layout();
    const occ = occupancy(st, play);
    const copyOf = play.map((pl, i) => play.slice(0, i).filter((q) => !q.partial && q.piece === pl.piece).length);
    const ctx = sizeCanvas(canvas, st.width * cell, st.height * cell);
    drawRegions(ctx, {
      rows: st.height,
      cols: st.width,
      cell,
      region: (r, c) => (occ[r][c] >= 0 ? occ[r][c] : occ[r][c] === -1 ? 'free' : null),
      fill: (r, c) => (occ[r][c] >= 0 ? pieceColor(play[occ[r][c]].piece, copyOf[occ[r][c]]) : occ[r][c] === -1 ? COLORS.free : COLORS.wall),
      letter: (r, c) => (occ[r][c] >= 0 ? pieceName(play[occ[r][c]].piece) : ''),
    });
    for (const pl of play) if (pl.partial) hatch(ctx, pl.cells, pieceColor(pl.piece));
    paintHint(ctx, hint, cell);
    paintFlags(ctx, flags, cell);
    if (drag && drag.at) {
      const ok = fits(occ, drag.at);
      ctx.globalAlpha = 0.55;
      for (const [x, y] of drag.at) {
        if (y < 0 || y >= st.height || x < 0 || x >= st.width) continue;
        ctx.fillStyle = ok ? pieceColor(drag.piece) : '#e03131';
        ctx.fillRect(x * cell, y * cell, cell, cell);
      }
      ctx.globalAlpha = 1;
    }
    if (cursorShown && document.activeElement === canvas) paintCursor(ctx, cursor.x, cursor.y, cursor.x, cursor.y, cell);
    canvas.dataset.placed = String(play.filter((pl) => !pl.partial).length);
  }

  function hatch(ctx, cells, color) {
    ctx.save();
    for (const [x, y] of cells) {
      ctx.fillStyle = color;
      ctx.globalAlpha = 0.45;
      ctx.fillRect(x * cell, y * cell, cell, cell);
      ctx.globalAlpha = 1;
      ctx.strokeStyle = 'rgba(27,31,42,0.5)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let d = -cell; d < cell; d += Math.max(4, cell / 4)) {
        ctx.moveTo(x * cell + Math.max(0, d), y * cell + Math.max(0, -d));
        ctx.lineTo(x * cell + Math.min(cell, cell + d), y * cell + Math.min(cell, cell - d));
      }
      ctx.stroke();
    }
    ctx.restore();
  }

  // The tray: one button per piece definition with copies left, drawn in its current orientation.
  function renderTray() {
    const st = puzzle();
    const left = remaining(st, play);
    const small = Math.max(6, Math.min(16, Math.round(cell * 0.5)));
    const items = [];
    st.pieces.forEach((p, i) => {
      const shape = shapeOf(i);
      const w = Math.max(...shape.map((c) => c[0])) + 1;
      const hh = Math.max(...shape.map((c) => c[1])) + 1;
      const thumb = h('canvas', { class: 'pk-tray-shape', 'aria-hidden': 'true' });
      const ctx = sizeCanvas(thumb, w * small + 2, hh * small + 2);
      ctx.clearRect(0, 0, w * small + 2, hh * small + 2);
      drawPiece(ctx, shape, 1, 1, small, pieceColor(i, Math.min(p.count - left[i], p.count - 1)));
      const count = p.count > 1 ? h('span', { class: 'pk-tray-count' }, `×${left[i]}`) : null;
      const label = `Piece ${pieceName(i)}${p.count > 1 ? `, ${left[i]} of ${p.count} left` : ''}`;
      // A piece with no copies left keeps its place, unseen, so the tray does not change size.
      const used = left[i] <= 0;
      const btn = h('button', {
        type: 'button', class: 'pk-tray-piece', 'aria-label': label, 'aria-pressed': String(selected === i),
        'aria-hidden': used ? 'true' : null, tabindex: used ? '-1' : null, disabled: used,
        dataset: { piece: String(i), focus: `tray-${i}`, shape: shape.map((c) => c.join(',')).join(' '), unit: String(small) },
      }, thumb, h('span', { class: 'pk-tray-name' }, pieceName(i)), count);
      btn.style.touchAction = 'none';  // as play.css says, but before that file has loaded too
      btn.addEventListener('pointerdown', (ev) => startDrag(ev, i, null, thumb, small));
      btn.addEventListener('click', (ev) => { if (ev.detail === 0) select(selected === i ? -1 : i); });
      items.push(h('li', { class: used ? 'pk-tray-used' : null }, btn));
    });
    const active = document.activeElement;
    const key = active && list.contains(active) ? active.dataset.focus : null;
    list.replaceChildren(...items);
    const done = left.every((n) => n <= 0);
    if (key) { const again = list.querySelector(`[data-focus="${key}"]`); if (again) again.focus(); }
    toolStates();
    const anyRotate = st.pieces.some((q) => q.rotate);
    const anyReflect = st.pieces.some((q) => q.reflect);
    trayNote.textContent = done ? 'All pieces are on the board.' : `Drag a piece onto the board; drag or click a placed piece to take it back. ${
      anyRotate || anyReflect ? `${[anyRotate && 'R rotates', anyReflect && 'F flips'].filter(Boolean).join(', ')} (a second finger while dragging ${anyRotate ? 'rotates' : 'flips'}).` : 'Pieces may not be rotated or flipped in this puzzle.'}`;
  }

  // Rotate / Flip work on the piece in hand or picked, and only as its rules allow.
  function toolStates() {
    const p = puzzle().pieces[drag ? drag.piece : selected];
    rotateBtn.disabled = !p || !p.rotate;
    flipBtn.disabled = !p || !p.reflect;
  }

  function render() { draw(); renderTray(); }

  function select(i) {
    selected = i;
    renderTray();
  }

  // ---------- rotate / flip ----------
  function turn(how) {
    const i = drag ? drag.piece : selected;
    const p = puzzle().pieces[i];
    if (!p) { host.notify('Pick a piece first: click it in the tray, or drag it.'); return false; }
    if (how === 'rotate' && !p.rotate) { host.notify(`Piece ${pieceName(i)} may not be rotated in this puzzle.`); return false; }
    if (how === 'flip' && !p.reflect) { host.notify(`Piece ${pieceName(i)} may not be flipped in this puzzle.`); return false; }
    // A flip after k quarter turns equals the mirror followed by -k turns (D4).
    if (how === 'rotate') turns[i] = ((turns[i] || 0) + 1) % 4;
    else { mirrored[i] = !mirrored[i]; turns[i] = (4 - (turns[i] || 0)) % 4; }
    if (drag) {
      // The grabbed point turns with the piece, so the piece turns under the finger.
      const w = Math.max(...drag.shape.map((c) => c[0])) + 1;
      const hh = Math.max(...drag.shape.map((c) => c[1])) + 1;
      const [gx, gy] = drag.grab;
      drag.grab = how === 'rotate' ? [hh - gy, gx] : [w - gx, gy];
      drag.shape = shapeOf(i);
      if (drag.moved) { drawGhost(); moveDrag(drag.lastX, drag.lastY); }
      toolStates();
      return true;
    }
    renderTray();
    return true;
  }

  // ---------- dragging ----------
  // Board cell under client point (fractional), with the canvas possibly drawn scaled.
  function boardPoint(clientX, clientY) {
    const rect = canvas.getBoundingClientRect();
    const scale = rect.width / (puzzle().width * cell) || 1;
    return [(clientX - rect.left) / scale / cell, (clientY - rect.top) / scale / cell];
  }

  function startDrag(ev, piece, from, source, unit) {
    if (ev.pointerType === 'mouse' && ev.button !== 0) return;
    if (drag) return;
    ev.preventDefault();
    const rect = source.getBoundingClientRect();
    const scale = rect.width / parseFloat(source.style.width || rect.width) || 1;
    let grab;
    if (from === null) {
      grab = [((ev.clientX - rect.left) / scale - 1) / unit, ((ev.clientY - rect.top) / scale - 1) / unit];
    } else {
      const [px, py] = boardPoint(ev.clientX, ev.clientY);
      const x0 = Math.min(...play[from].cells.map((c) => c[0]));
      const y0 = Math.min(...play[from].cells.map((c) => c[1]));
      grab = [px - x0, py - y0];
    }
    try { ev.currentTarget.setPointerCapture(ev.pointerId); } catch { /* synthetic events */ }
    drag = {
      piece, from, pointerId: ev.pointerId, x0: ev.clientX, y0: ev.clientY, lastX: ev.clientX, lastY: ev.clientY,
      moved: false, grab, shape: from === null ? shapeOf(piece) : orientOfPlaced(from), at: null, ghost: null,
    };
    if (from !== null) {
      drag.restore = play;
      play = play.filter((_, k) => k !== from);
    }
    toolStates();
    // On the document: the element pressed may be redrawn while the piece moves.
    drag.stop = listen(document, {
      pointermove: (e) => { if (drag && e.pointerId === drag.pointerId) moveDrag(e.clientX, e.clientY); },
      pointerup: (e) => { if (drag && e.pointerId === drag.pointerId) endDrag(e.clientX, e.clientY, false); },
      pointercancel: (e) => { if (drag && e.pointerId === drag.pointerId) endDrag(e.clientX, e.clientY, true); },
    });
  }

  // The orientation a placed piece has, taken as the tray's orientation of that piece when it is
  // picked up (so R / F go on from how it lies).
  function orientOfPlaced(k) {
    const pl = play[k];
    const p = puzzle().pieces[pl.piece];
    const base = shapeCells(p.rows);
    const want = orient(pl.cells, 0, false).map((c) => c.join(',')).join(' ');
    for (const m of [false, true]) {
      for (let t = 0; t < 4; t++) {
        if (orient(base, t, m).map((c) => c.join(',')).join(' ') === want) {
          turns[pl.piece] = t;
          mirrored[pl.piece] = m;
          return orient(base, t, m);
        }
      }
    }
    return orient(pl.cells, 0, false);
  }

  function drawGhost() {
    if (!drag.ghost) {
      drag.ghost = h('canvas', { class: 'pk-ghost', 'aria-hidden': 'true' });
      document.body.append(drag.ghost);
    }
    const w = Math.max(...drag.shape.map((c) => c[0])) + 1;
    const hh = Math.max(...drag.shape.map((c) => c[1])) + 1;
    const ctx = sizeCanvas(drag.ghost, w * cell + 4, hh * cell + 4);
    ctx.clearRect(0, 0, w * cell + 4, hh * cell + 4);
    drawPiece(ctx, drag.shape, 2, 2, cell, pieceColor(drag.piece));
  }

  function moveDrag(x, y) {
    drag.lastX = x;
    drag.lastY = y;
    if (!drag.moved && Math.hypot(x - drag.x0, y - drag.y0) < CLICK_SLOP) return;
    if (!drag.moved) {
      drag.moved = true;
      drawGhost();
    }
    const rect = canvas.getBoundingClientRect();
    const scale = rect.width / (puzzle().width * cell) || 1;
    drag.ghost.style.transform = `translate(${x - (drag.grab[0] * cell + 2) * scale}px, ${y - (drag.grab[1] * cell + 2) * scale}px) scale(${scale})`;
    // Snap: the piece's top-left goes to the nearest cell corner.
    const [px, py] = boardPoint(x, y);
    const ox = Math.round(px - drag.grab[0]);
    const oy = Math.round(py - drag.grab[1]);
    const over = px >= -0.5 && py >= -0.5 && px <= puzzle().width + 0.5 && py <= puzzle().height + 0.5;
    drag.at = over ? drag.shape.map(([cx, cy]) => [cx + ox, cy + oy]) : null;
    draw();
  }

  function endDrag(x, y, cancelled) {
    const d = drag;
    drag = null;
    d.stop();
    if (d.ghost) d.ghost.remove();
    if (!cancelled && d.moved) moveDragTo(d, x, y);
    if (cancelled) { if (d.restore) play = d.restore; render(); return; }
    if (!d.moved) {
      // A click: on the tray it picks the piece; on the board it takes the piece back.
      if (d.from === null) { select(selected === d.piece ? -1 : d.piece); draw(); return; }
      commit(play, `take back piece ${pieceName(d.piece)}`);
      return;
    }
    const occ = occupancy(puzzle(), play);
    if (d.at && fits(occ, d.at)) {
      selected = -1;
      commit(place(play, d.piece, d.at), `place piece ${pieceName(d.piece)}`);
    } else if (!d.at && d.from !== null) {
      commit(play, `take back piece ${pieceName(d.piece)}`);
    } else {
      if (d.restore) play = d.restore;
      if (d.at) host.notify(`Piece ${pieceName(d.piece)} does not fit there.`);
      render();
    }
  }

  function moveDragTo(d, x, y) {
    drag = d;
    moveDrag(x, y);
    drag = null;
  }

  function commit(next, what) {
    play = next;
    flags = null;
    hint = null;
    render();
    host.move(structuredClone(play), what);
  }

  // ---------- board clicks and keyboard ----------
  function cellUnder(ev) {
    const [px, py] = boardPoint(ev.clientX, ev.clientY);
    const x = Math.floor(px);
    const y = Math.floor(py);
    return x >= 0 && y >= 0 && x < puzzle().width && y < puzzle().height ? [x, y] : null;
  }

  // Puts the picked tray piece with its first cell on (x, y), or takes back the piece there.
  function actAt(x, y) {
    const occ = occupancy(puzzle(), play);
    const k = occ[y][x];
    if (k >= 0) { commit(play.filter((_, j) => j !== k), `take back piece ${pieceName(play[k].piece)}`); return; }
    if (selected < 0 || k !== -1) return;
    const shape = shapeOf(selected);
    const cells = shape.map(([cx, cy]) => [cx - shape[0][0] + x, cy - shape[0][1] + y]);
    if (!fits(occ, cells)) { host.notify(`Piece ${pieceName(selected)} does not fit there.`); return; }
    const piece = selected;
    if (remaining(puzzle(), play)[piece] <= 1) selected = -1;
    commit(place(play, piece, cells), `place piece ${pieceName(piece)}`);
  }

  const unlistenBoard = listen(canvas, {
    pointerdown: (ev) => {
      const at = cellUnder(ev);
      if (!at) return;
      canvas.focus({ preventScroll: true, focusVisible: false });  // no ring for a click
      const k = occupancy(puzzle(), play)[at[1]][at[0]];
      if (k >= 0) { startDrag(ev, play[k].piece, k, canvas, cell); return; }
      if (ev.pointerType === 'mouse' && ev.button !== 0) return;
      ev.preventDefault();
      if (selected >= 0) actAt(at[0], at[1]);
    },
    keydown: (ev) => {
      const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      if (moves[ev.key]) {
        ev.preventDefault();
        cursorShown = true;
        cursor.x = Math.max(0, Math.min(puzzle().width - 1, cursor.x + moves[ev.key][0]));
        cursor.y = Math.max(0, Math.min(puzzle().height - 1, cursor.y + moves[ev.key][1]));
        draw();
      } else if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        cursorShown = true;
        actAt(cursor.x, cursor.y);
      }
    },
    focus: () => draw(),
    blur: () => draw(),
  });

  // R / F anywhere while a piece is in hand or picked (not while typing); a second finger turns
  // the piece being dragged; Escape puts a picked piece down.
  const unlistenDoc = listen(document, {
    keydown: (ev) => {
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
      const t = ev.target;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return;
      if (!root.isConnected || (!drag && selected < 0)) return;
      const key = ev.key.toLowerCase();
      if (key === 'r' || key === 'f') { ev.preventDefault(); turn(key === 'r' ? 'rotate' : 'flip'); }
      else if (ev.key === 'Escape' && !drag) select(-1);
    },
    pointerdown: (ev) => {
      if (!drag || ev.pointerType !== 'touch' || ev.pointerId === drag.pointerId) return;
      ev.preventDefault();
      const p = puzzle().pieces[drag.piece];
      if (p.rotate) turn('rotate');
      else if (p.reflect) turn('flip');
      else turn('rotate');  // says why it does not
    },
  });

  // Redrawn when the width changes (the cell size follows it), not when the tray's own height does;
  // in the embed also when the page's height does (boardRoom).
  let seenWidth = container.clientWidth;
  const resize = new ResizeObserver(() => {
    if (container.clientWidth === seenWidth) return;
    seenWidth = container.clientWidth;
    render();
  });
  resize.observe(container);
  const room = new ResizeObserver(() => draw());
  followRoom(room);

  render();

  return {
    canvas,
    setPlay(next) {
      const st = puzzle();
      play = clean(st, next);
      turns = st.pieces.map((_, i) => turns[i] || 0);
      mirrored = st.pieces.map((_, i) => !!mirrored[i]);
      if (selected >= st.pieces.length) selected = -1;
      flags = null;
      hint = null;
      render();
    },
    clean: (p) => (Array.isArray(p) ? clean(puzzle(), p) : null),
    marks: (p) => marksText(puzzle(), Array.isArray(p) ? p : []),
    applyHint: (p, hnt) => applyHint(puzzle(), Array.isArray(p) ? p : [], hnt),
    isComplete: (p) => isComplete(puzzle(), Array.isArray(p) ? p : []),
    fromSolution,
    // Check tests each piece on its own (two copies side by side share a label).
    units: (p) => (Array.isArray(p) ? p : []).map((pl) => pl.cells),
    showFlags(cells) { flags = cells && cells.length ? cells : null; draw(); },
    showHint(hnt) { hint = hnt && Array.isArray(hnt.cells) ? hnt : null; draw(); },
    destroy() {
      unlistenBoard();
      unlistenDoc();
      resize.disconnect();
      room.disconnect();
      if (drag) { drag.stop(); if (drag.ghost) drag.ghost.remove(); drag = null; }
      root.remove();
    },
  };
}
