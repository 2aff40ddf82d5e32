// The one result shape at every boundary of the page: wasm calls, worker replies, Solver
// promises, share links. {ok: true, value} or {ok: false, error: {message, line, column}}
// (line and column 1-based, 0 when there is no position). The wasm module builds the same shape
// (wasm/result.h) and the worker passes it on unchanged; this file is the page's side of it.

export const ok = (value) => ({ ok: true, value });

export function fail(message, line = 0, column = 0) {
  return { ok: false, error: { message: String(message), line, column } };
}

// "Error (line 2, column 3): unknown item 'Q'" for status lines.
export function formatError(error) {
  if (!error) return '';
  const where = error.line ? ` (line ${error.line}${error.column ? `, column ${error.column}` : ''})` : '';
  return `Error${where}: ${error.message || 'the puzzle could not be read'}`;
}
