// Import by content: the wasm module tells the kind from the text, whichever kind is selected, then
// that kind's parser reads it, so an error comes from the parser of the format the text looks like,
// and text no kind fits gets the accepted formats.

import { loadKind } from '../kinds/index.js';
import { fail, formatError } from './result.js';

// -> {ok: true, value: {kind (the page's kind module), read (the worker's read result value)}}
//    or a failure whose message is ready for the status line.
export async function readImport(solver, text) {
  const detected = await solver.detect(text);
  if (!detected.ok) return fail(`Import failed: ${detected.error.message}.`);
  const kind = await loadKind(detected.value.kind);
  if (!kind) return fail(`Import failed: the page has no editor for ${detected.value.kind}.`);
  const r = await solver.read(kind.name, text, {});
  if (!r.ok) return fail(`Import failed. ${formatError(r.error)} (read as ${kind.title})`);
  return { ok: true, value: { kind, read: r.value } };
}
