// A count worker: web/lib/parallel-count.js starts several, each counting parts (subtrees) of one
// puzzle's search with the lazily loaded dlx-extra module (wasm/extra/parts_handle.h). A classic
// worker like worker.js; it never loads the first module, so starting one costs one download
// the browser has cached after the first worker.
//
// Page -> worker: {op, id, ...}; every reply is {id, result} with the wasm result as TEXT: a
// part's report holds exact integers beyond 2^53, which JSON.parse would round, so the page hands
// the texts back to `merge` unparsed.
//   open  {kind, input, options}  the puzzle (session input text) -> {kind, impossible}
//   split {parts}                 -> {tokens}: at least `parts` subtrees where the tree has them
//   count {token}                 counts that subtree to the end, posting {id, progress: stats}
//                                 every slice -> the part's report (`dlx solve --count --json`)
//   merge {tokens, results}       the parts' report results, in token order -> the merged report
// Events: {type: 'ready'} once the module has loaded, or {type: 'fatal', message}.
// There is no stop: the page cancels a count by terminating its workers.
'use strict';

const SLICE_MS = 200;  // post progress this often (the page shows the merged progress every 500 ms)
const CALL_MS = 8;     // aim for run(budget) calls of about this long
let X = null;
let parts = null;      // the opened puzzle
let budget = 20000;

function fatal(message) {
  postMessage({ type: 'fatal', message });
}

const failure = (message) => JSON.stringify({ ok: false, error: { message, line: 0, column: 0 } });

try {
  importScripts('gen/dlx-extra.js');
  createDlxExtraModule({ locateFile: (name) => 'gen/' + name }).then((mod) => {
    X = mod;
    postMessage({ type: 'ready' });
  }, (e) => fatal('The counting module failed to start: ' + (e && e.message ? e.message : String(e))));
} catch (e) {
  fatal('The counting module (gen/dlx-extra.js) could not be loaded: ' + (e && e.message));
}

// Counts one subtree to the end in run(budget) calls, posting progress between slices (nothing
// else arrives meanwhile: the page sends the next part only after this one's reply).
function countPart(id, token) {
  const part = parts.part(String(token));
  try {
    const opened = part.opened();
    if (!JSON.parse(opened).ok) return opened;
    let sliceStart = performance.now();
    for (;;) {
      const c0 = performance.now();
      const text = part.runCounting(budget);  // on past the part's solutions: only the count is kept
      const now = performance.now();
      const r = JSON.parse(text);
      if (!r.ok) return text;
      if (r.value === 'done') return part.report(0);
      if (r.value === 'paused') {
        if (now - c0 < CALL_MS / 2) budget = Math.min(budget * 2, 5e7);
        else if (now - c0 > CALL_MS * 2) budget = Math.max(Math.floor(budget / 2), 1000);
      }
      if (now - sliceStart >= SLICE_MS) {
        postMessage({ id, progress: JSON.parse(part.stats()) });
        sliceStart = now;
      }
    }
  } finally {
    part.delete();
  }
}

function handle(msg) {
  switch (msg.op) {
    case 'open':
      if (parts) parts.delete();
      parts = X.openParts(String(msg.kind), String(msg.input), JSON.stringify(msg.options || {}));
      return parts.opened();
    case 'split':
      return parts ? parts.split(Math.max(1, msg.parts | 0)) : failure('No puzzle is open.');
    case 'count':
      return parts ? countPart(msg.id, msg.token) : failure('No puzzle is open.');
    case 'merge':
      return X.mergeParts(JSON.stringify(msg.tokens), `[${msg.results.join(',')}]`);
    default:
      return failure('Unknown request: ' + String(msg.op));
  }
}

// The page sends nothing before 'ready', so X is set whenever a request arrives.
onmessage = (e) => {
  const msg = e.data || {};
  let result;
  try {
    result = handle(msg);
  } catch (err) {
    result = failure('Counting error: ' + (err && err.message ? err.message : String(err)));
  }
  postMessage({ id: msg.id, result });
};
