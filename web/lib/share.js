// Share links: the whole puzzle lives in the URL fragment.
//
//   #1.<kind>.<text>[.<options>]
//     1        format version
//     kind     the kind name, e.g. "packing", "exact-cover"
//     text     base64url (no padding) of the deflate-raw compressed UTF-8 puzzle text, in the
//              kind's own text format (the same text the CLI reads)
//     options  optional: base64url of UTF-8 "key=value&key=value" solve options (URL-encoded)
//   optionally followed by "~play": open the puzzle in Play mode ('~' is outside base64url, so
//   links without it read as before), itself optionally followed by ".<progress>": base64url of
//   the deflate-raw compressed JSON {play, elapsedMs}, the reader's marks carried from an embed
//   that could not keep them ("Continue in DLX Studio"); checked against the puzzle when used
//
// Everything decoded from a URL is untrusted: sizes are capped, the kind must be a known one, the
// options must be short plain tokens, and decompression stops at MAX_TEXT bytes. Callers only ever
// put the result into text nodes / textarea values and the wasm parser, never into HTML.
// Both functions answer in the result shape (lib/result.js); a failure's message is meant for
// people ("the link is too long").

import { ok, fail } from './result.js';

const VERSION = '1';
const MAX_FRAGMENT = 65536;      // characters after '#' (a URL limit, not the parser's)
const MAX_TEXT = 512 * 1024;     // bytes of puzzle text after decompression
const MAX_OPTIONS = 24;
const MAX_PROGRESS = 256 * 1024; // bytes of progress JSON after decompression
const PLAY_RE = /~play(?:\.([A-Za-z0-9_-]*))?$/;
const KIND_RE = /^[a-z][a-z0-9-]{0,31}$/;
const B64_RE = /^[A-Za-z0-9_-]*$/;
const KEY_RE = /^[a-z][a-z0-9_-]{0,31}$/;
const VALUE_RE = /^[A-Za-z0-9_.:+-]{0,64}$/;

// Thrown inside this file only: the exported functions turn it into a failure.
class ShareError extends Error {}

async function asResult(fn) {
  try {
    return ok(await fn());
  } catch (e) {
    return fail(e instanceof ShareError ? e.message : 'the link could not be read');
  }
}

function toBase64url(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(s) {
  if (!B64_RE.test(s) || s.length % 4 === 1) throw new ShareError('the link data is not valid base64url');
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((s.length + 3) % 4);
  let bin;
  try { bin = atob(b64); } catch { throw new ShareError('the link data is not valid base64url'); }
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pipeBytes(bytes, transform, limit) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  const reader = stream.getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      reader.cancel().catch(() => {});
      throw new ShareError(`the puzzle in the link is too large (over ${Math.round(limit / 1024)} KB)`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}

function validOptions(options) {
  const out = {};
  let n = 0;
  for (const [k, v] of Object.entries(options || {})) {
    const value = String(v);
    if (!KEY_RE.test(k) || !VALUE_RE.test(value)) throw new ShareError(`the option "${k.slice(0, 32)}" is not allowed`);
    if (++n > MAX_OPTIONS) throw new ShareError('too many options');
    out[k] = value;
  }
  return out;
}

// -> the fragment without '#'
export function encodeFragment(kind, text, options = {}) {
  return asResult(() => encode(kind, text, options));
}

async function encode(kind, text, options) {
  if (!KIND_RE.test(kind)) throw new ShareError('bad kind name');
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > MAX_TEXT) throw new ShareError('the puzzle is too large to share as a link');
  const packed = await pipeBytes(bytes, new CompressionStream('deflate-raw'), MAX_TEXT * 2);
  let frag = `${VERSION}.${kind}.${toBase64url(packed)}`;
  const opts = validOptions(options);
  const keys = Object.keys(opts).sort();
  if (keys.length) {
    const q = keys.map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(opts[k])}`).join('&');
    frag += '.' + toBase64url(new TextEncoder().encode(q));
  }
  if (frag.length > MAX_FRAGMENT) throw new ShareError('the puzzle is too large to share as a link');
  return frag;
}

// fragment (with or without '#') -> {kind, text, options}. `knownKinds` is a Set or array of
// accepted kind names.
export function decodeFragment(fragment, knownKinds) {
  return asResult(() => decode(fragment, knownKinds));
}

async function decode(fragment, knownKinds) {
  let f = String(fragment || '');
  if (f.startsWith('#')) f = f.slice(1);
  f = f.replace(PLAY_RE, '');
  if (f.length > MAX_FRAGMENT) throw new ShareError('the link is too long');
  const parts = f.split('.');
  if (parts[0] !== VERSION) {
    if (/^[0-9]{1,3}$/.test(parts[0])) throw new ShareError(`the link uses format version ${parts[0]}, which this version of DLX Studio cannot read`);
    throw new ShareError('the link is not a DLX Studio puzzle link');
  }
  if (parts.length < 3 || parts.length > 4) throw new ShareError('the link is incomplete or has extra parts');
  const kind = parts[1];
  const known = knownKinds instanceof Set ? knownKinds : new Set(knownKinds || []);
  if (!KIND_RE.test(kind) || !known.has(kind)) throw new ShareError('the link names a puzzle kind this page does not know');
  const packed = fromBase64url(parts[2]);
  if (packed.length === 0) throw new ShareError('the link has no puzzle data');
  let bytes;
  try {
    bytes = await pipeBytes(packed, new DecompressionStream('deflate-raw'), MAX_TEXT);
  } catch (e) {
    if (e instanceof ShareError) throw e;
    throw new ShareError('the puzzle data in the link is damaged (it does not decompress)');
  }
  let text;
  try { text = new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch {
    throw new ShareError('the puzzle data in the link is not valid text');
  }
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) throw new ShareError('the puzzle data in the link contains control characters');
  const options = {};
  if (parts.length === 4 && parts[3] !== '') {
    let q;
    try { q = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64url(parts[3])); } catch (e) {
      throw new ShareError('the options in the link are damaged');
    }
    if (q.length > 4096) throw new ShareError('the options in the link are too long');
    for (const [k, v] of new URLSearchParams(q)) options[k] = v;
  }
  return { kind, text, options: validOptions(options) };
}

// A fragment's parts: -> {puzzle (the fragment without the Play suffix), play (opens in Play),
// progress (the progress data, or '')}
export function splitFragment(fragment) {
  const f = String(fragment || '').replace(/^#/, '');
  const m = PLAY_RE.exec(f);
  return { puzzle: m ? f.slice(0, m.index) : f, play: !!m, progress: m && m[1] ? m[1] : '' };
}

// {play, elapsedMs} -> the progress data for '~play.<data>'
export function encodeProgress({ play, elapsedMs }) {
  return asResult(async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ play, elapsedMs: Math.round(Number(elapsedMs) || 0) }));
    if (bytes.length > MAX_PROGRESS) throw new ShareError('the progress is too large for a link');
    const data = toBase64url(await pipeBytes(bytes, new CompressionStream('deflate-raw'), MAX_PROGRESS * 2));
    if (data.length > MAX_FRAGMENT) throw new ShareError('the progress is too large for a link');
    return data;
  });
}

// the progress data -> {play, elapsedMs}, as written (the player checks it against the puzzle)
export function decodeProgress(data) {
  return asResult(async () => {
    if (data.length > MAX_FRAGMENT) throw new ShareError('the progress in the link is too long');
    let bytes;
    try {
      bytes = await pipeBytes(fromBase64url(data), new DecompressionStream('deflate-raw'), MAX_PROGRESS);
    } catch (e) {
      if (e instanceof ShareError) throw e;
      throw new ShareError('the progress in the link is damaged');
    }
    let v;
    try { v = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)); } catch {
      throw new ShareError('the progress in the link is damaged');
    }
    if (!v || typeof v !== 'object') throw new ShareError('the progress in the link is damaged');
    return { play: v.play === undefined ? null : v.play, elapsedMs: v.elapsedMs };
  });
}
