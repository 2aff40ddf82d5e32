// "Puzzle PNG": the puzzle without its solution, as readers first see it (the embed's read-only
// board; for packing the board with its pieces under it), at twice the screen size and framed
// by the white margin it has on the page: the picture for a blog post. Loaded on first use.

import { h } from './lib/dom.js';

const SCALE = 2;
const MARGIN = 12;  // CSS px of white around the board, as the panel's padding on screen

// Draws `kind`'s read-only board of `state` off screen, `width` CSS px wide, at SCALE device
// pixels per CSS pixel. The canvases size themselves by window.devicePixelRatio
// (lib/draw.js sizeCanvas), so it is SCALE while this board draws and restored at once after.
async function drawOffscreen(kind, state, width) {
  const holder = h('div', { 'aria-hidden': 'true' });
  Object.assign(holder.style, { position: 'absolute', left: '-10000px', top: '0', width: `${width}px` });
  document.body.append(holder);
  const own = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio');
  const scaled = () => Object.defineProperty(window, 'devicePixelRatio', { configurable: true, get: () => SCALE });
  const restore = () => { if (own) Object.defineProperty(window, 'devicePixelRatio', own); else delete window.devicePixelRatio; };
  const host = {
    readOnly: true, change() {}, notify() {},
    read: async () => ({ ok: false, error: { message: 'not available here', line: 0, column: 0 } }),
    kinds: async () => [], limits: () => null,
  };
  const editor = kind.createEditor(holder, host);
  try {
    if (editor.ready) await editor.ready;  // e.g. the packing pieces picture
    scaled();
    editor.setState(structuredClone(state));
    editor.showSolution(null);
    const src = editor.canvas;
    const out = document.createElement('canvas');
    out.width = src.width + 2 * MARGIN * SCALE;
    out.height = src.height + 2 * MARGIN * SCALE;
    const ctx = out.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, out.width, out.height);
    ctx.drawImage(src, MARGIN * SCALE, MARGIN * SCALE);
    return out;
  } finally {
    restore();
    editor.destroy();
    holder.remove();
  }
}

// Downloads the PNG; `shown` is the board canvas on the page (its width is kept). -> bool
export async function puzzlePng(kind, state, shown, filename) {
  const width = (shown && shown.parentElement && shown.parentElement.clientWidth) || 600;
  let canvas;
  try {
    canvas = await drawOffscreen(kind, state, width);
  } catch {
    return false;
  }
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
  return true;
}
