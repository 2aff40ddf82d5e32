// DLX Studio solver worker (a classic worker: the Emscripten module is a classic MODULARIZE build).
// It owns the wasm module and at most one solving session. All puzzle logic lives in the wasm
// module; this file only moves messages and slices the search so the page stays responsive and a
// cancel is seen within one slice (~30 ms).
//
// Every reply is {id, ok: true, value} or {id, ok: false, error: {message, line, column}}: the
// wasm module builds it (wasm/result.h) and this file passes it on, refusals included
// (M.success, M.failure). Page -> worker: {op, id, ...}
//   open   {kind, state, options, keep}  the editor's state (Kind::fromState) becomes the current
//                                        session -> {kind, impossible, describe}
//   read   {kind, input, options}        reads text (import, link, preset) in a throwaway session
//                                        -> {kind, impossible, describe}; kind '' detects it
//   detect {input}                       -> {kind}: what import reads the text as, or a failure
//                                        naming the accepted formats
//   encode {kind, state, options, format} -> the puzzle written as format ('input' = what a
//                                        session and a share link open)
//   input  {}                            -> the current session's input text, as `open` wrote it
//                                        (for the count workers; no second encode)
//   run    {target}                      search until count >= target or complete; posts
//                                        {id, progress: stats} after every slice, then replies
//                                        {stats, status: 'target'|'done'|'cancelled'}
//   stop   {}                            cancel a running `run` (no reply: the run replies)
//   solution {index}                     -> a kept solution
//   report {max}                         -> the CLI's --json report
//   traceOpen {kind, state, options}     the editor's state as an exact cover search to watch
//                                        -> {kind, describe, items, options} (the matrix)
//   traceStep {count, keep, toSolution}  up to `count` events -> {events (the last `keep`),
//                                        steps, solutions, done, state}
//   traceReset {}                        back to the start (the view replays to go back)
//   analyze {kind, state, options, marks, mode}  the analysis of a partial board (marks: the
//                                        marks file's text, '' for none) in slices, posting
//                                        {id, progress: {progress}}; -> {status: 'done', report}
//                                        (`dlx analyze --json`) or {status: 'cancelled', report?}
//                                        (report: what it knew when stopped, once started); `stop`
//                                        cancels it like a run
// Events, not replies: {type: 'ready', kinds, limits} once, or {type: 'fatal', message} if
// the module cannot load (the page's Solver turns that into failed results).
'use strict';

const SLICE_MS = 30;   // post progress and look at the message queue this often
const CALL_MS = 8;     // aim for run(budget) calls of about this long
let M = null;
let session = null;
let sessionInput = '';  // the text the session was opened on
let trace = null;      // the "How it works" search, apart from the solving session
let running = null;    // {id, cancelled} while a run is in progress
let budget = 20000;

// A zero-delay yield that is not clamped like nested setTimeout(0).
const channel = new MessageChannel();
const yieldQueue = [];
channel.port1.onmessage = () => { const f = yieldQueue.shift(); if (f) f(); };
function yieldToQueue() {
  return new Promise((resolve) => { yieldQueue.push(resolve); channel.port2.postMessage(0); });
}

try {
  importScripts('gen/dlx.js');
} catch (e) {
  postMessage({ type: 'fatal', message: 'The solver module (gen/dlx.js) could not be loaded: ' + (e && e.message) });
}
if (typeof createDlxModule === 'function') {
  createDlxModule({ locateFile: (name) => 'gen/' + name }).then((mod) => {
    M = mod;
    postMessage({ type: 'ready', kinds: JSON.parse(M.kinds()), limits: JSON.parse(M.limits()) });
    setTimeout(warmUp, WARM_UP_AFTER_MS);
  }, (e) => {
    postMessage({ type: 'fatal', message: 'The solver module failed to start: ' + (e && e.message ? e.message : String(e)) });
  });
}

// V8 runs wasm first from its baseline compiler and optimises a function only once it has run a
// while, in the background: a person's first count after the page loaded took 191-268 ms where a
// second took 81-149. So once the module is ready and nothing has been asked of it for a moment,
// this worker counts a small board through the same searches (the 4x15 pentominoes: about 20 ms
// unoptimised), and their optimised code is ready before the first click. A request that arrives
// meanwhile waits at most for that count; a run or an analysis already going is left alone.
const WARM_UP_AFTER_MS = 300;
function warmUp() {
  if (running) return;
  let s = null;
  try {
    s = M.open('packing', '', JSON.stringify({ preset: 'pentomino-4x15' }));
    if (JSON.parse(s.opened()).ok) while (JSON.parse(s.runCounting(1 << 20)).value === 'paused');
  } catch (e) {
    // Only speed is at stake: the page works the same without it.
  } finally {
    if (s) s.delete();
  }
}

// The modules loaded on first use (the watchable search, the analysis), so the page's first
// download is only the solver. -> a promise of the module; a failed load is tried again next time.
const lazyModules = new Map();
function lazyModule(script, factoryName) {
  if (!lazyModules.has(script)) {
    const p = new Promise((resolve, reject) => {
      try {
        importScripts(script);
      } catch (e) {
        reject(new Error(`The module ${script} could not be loaded: ` + (e && e.message)));
        return;
      }
      self[factoryName]({ locateFile: (name) => 'gen/' + name }).then(resolve, reject);
    });
    lazyModules.set(script, p);
    p.catch(() => lazyModules.delete(script));
  }
  return lazyModules.get(script);
}
const extraModule = () => lazyModule('gen/dlx-extra.js', 'createDlxExtraModule');
const loadAnalysis = () => lazyModule('gen/dlx-analysis.js', 'createDlxAnalysisModule');

// Posts a wasm result (JSON text) as the reply to request `id`.
function reply(id, resultText) {
  postMessage({ id, ...JSON.parse(resultText) });
}

// Replies `value` (a plain object) as a success result.
function replyValue(id, value) {
  reply(id, M.success(JSON.stringify(value)));
}

const optionsJson = (options) => JSON.stringify(options && typeof options === 'object' ? options : {});

function cancelRun() {
  if (running) { running.cancelled = true; running = null; }
}

function closeSession() {
  if (session) { session.delete(); session = null; }
}

// Opens a session on text; -> [session or null, the opened() result text].
function openSession(kind, input, options) {
  const s = M.open(String(kind || ''), String(input), optionsJson(options));
  const opened = s.opened();
  if (JSON.parse(opened).ok) return [s, opened];
  s.delete();
  return [null, opened];
}

async function runLoop(id, target) {
  const s = session;
  const me = { id, cancelled: false };
  running = me;
  // Counting to the end: a call goes on past the solutions it meets instead of coming back for
  // each, and independent parts of the puzzle may be counted at once (runCounting turns that on).
  const counting = target === Infinity;
  let status = 'done';
  for (;;) {
    const sliceStart = performance.now();
    let reached = false;
    while (performance.now() - sliceStart < SLICE_MS) {
      const c0 = performance.now();
      const text = counting ? s.runCounting(budget) : s.run(budget);
      const r = JSON.parse(text);
      const dt = performance.now() - c0;
      if (!r.ok) {
        if (running === me) running = null;
        reply(id, text);
        return;
      }
      if (r.value === 'paused') {
        // Adapt the node budget so one call takes about CALL_MS.
        if (dt < CALL_MS / 2) budget = Math.min(budget * 2, 5e7);
        else if (dt > CALL_MS * 2) budget = Math.max(Math.floor(budget / 2), 1000);
      }
      const stats = JSON.parse(s.stats());
      if (r.value === 'done' || stats.complete) { status = 'done'; reached = true; break; }
      if (r.value === 'solution' && stats.count >= target) { status = 'target'; reached = true; break; }
    }
    if (reached) break;
    postMessage({ id, progress: JSON.parse(s.stats()) });
    await yieldToQueue();
    if (me.cancelled || session !== s) { status = 'cancelled'; break; }
  }
  if (running === me) running = null;
  replyValue(id, { status, stats: session === s ? JSON.parse(s.stats()) : null });
}

// What a stopped analysis knows (its report, "complete": false), so the page can show it; null
// if the report itself fails.
function partialReport(a) {
  const report = JSON.parse(a.report());
  return report.ok ? report.value : null;
}

// The analysis runs beside the current session (it has its own handle), sliced like a run.
async function analyzeLoop(id, msg) {
  const input = M.encode(String(msg.kind), JSON.stringify(msg.state), optionsJson(msg.options), 'input');
  const encoded = JSON.parse(input);
  if (!encoded.ok) { reply(id, input); return; }
  const me = { id, cancelled: false };
  running = me;  // busy from here, while the module loads too
  let A;
  try {
    A = await loadAnalysis();
  } finally {
    if (running === me) running = null;
  }
  if (me.cancelled) { replyValue(id, { status: 'cancelled' }); return; }
  const a = A.analyze(String(msg.kind), encoded.value, optionsJson(msg.options), String(msg.marks || ''), String(msg.mode || 'setter'));
  try {
    const opened = a.opened();
    if (!JSON.parse(opened).ok) { reply(id, opened); return; }
    running = me;
    for (;;) {
      const sliceStart = performance.now();
      while (performance.now() - sliceStart < SLICE_MS && !JSON.parse(a.stats()).complete) {
        const text = a.run(budget);
        if (!JSON.parse(text).ok) { reply(id, text); return; }
      }
      if (JSON.parse(a.stats()).complete) break;
      postMessage({ id, progress: JSON.parse(a.stats()) });
      await yieldToQueue();
      if (me.cancelled) { replyValue(id, { status: 'cancelled', report: partialReport(a) }); return; }
    }
    const report = JSON.parse(a.report());
    if (!report.ok) { reply(id, a.report()); return; }
    replyValue(id, { status: 'done', report: report.value });
  } finally {
    if (running === me) running = null;
    a.delete();
  }
}

function handle(msg) {
  const { op, id } = msg;
  switch (op) {
    case 'open': {
      cancelRun();
      closeSession();
      const input = M.encode(String(msg.kind), JSON.stringify(msg.state), optionsJson(msg.options), 'input');
      const encoded = JSON.parse(input);
      if (!encoded.ok) { reply(id, input); break; }
      const [s, opened] = openSession(msg.kind, encoded.value, msg.options);
      session = s;
      sessionInput = s ? encoded.value : '';
      if (s && typeof msg.keep === 'number') s.setKeep(msg.keep);
      reply(id, opened);
      break;
    }
    case 'read': {
      const [s, opened] = openSession(msg.kind, msg.input, msg.options);
      if (s) s.delete();
      reply(id, opened);
      break;
    }
    case 'input':
      // Posted as is: the text can be large (a matrix of thousands of rows), and going through
      // M.success would write it into JSON and read it back twice.
      if (session) postMessage({ id, ok: true, value: sessionInput });
      else reply(id, M.failure('No puzzle is open.'));
      break;
    case 'detect':
      reply(id, M.detect(String(msg.input)));
      break;
    case 'encode':
      reply(id, M.encode(String(msg.kind), JSON.stringify(msg.state), optionsJson(msg.options), String(msg.format)));
      break;
    case 'run': {
      if (!session) { reply(id, M.failure('Nothing to solve: no puzzle is open.')); break; }
      if (running) { reply(id, M.failure('The solver is busy.')); break; }
      const target = typeof msg.target === 'number' && msg.target > 0 ? msg.target : Infinity;
      runLoop(id, target).catch((e) => {
        if (running && running.id === id) running = null;
        reply(id, M.failure('The search stopped unexpectedly: ' + (e && e.message ? e.message : String(e))));
      });
      break;
    }
    case 'analyze':
      if (running) { reply(id, M.failure('The solver is busy.')); break; }
      analyzeLoop(id, msg).catch((e) => {
        reply(id, M.failure('The analysis stopped unexpectedly: ' + (e && e.message ? e.message : String(e))));
      });
      break;
    case 'stop':
      cancelRun();
      break;
    case 'solution':
      reply(id, session ? session.solution(msg.index | 0) : M.failure('No puzzle is open.'));
      break;
    case 'report':
      reply(id, session ? session.report(msg.max | 0) : M.failure('No puzzle is open.'));
      break;
    case 'traceOpen': {
      if (trace) { trace.delete(); trace = null; }
      const input = M.encode(String(msg.kind), JSON.stringify(msg.state), optionsJson(msg.options), 'input');
      const encoded = JSON.parse(input);
      if (!encoded.ok) { reply(id, input); break; }
      extraModule().then((X) => {
        if (trace) { trace.delete(); trace = null; }
        const t = X.openTrace(String(msg.kind), encoded.value, optionsJson(msg.options));
        const opened = t.opened();
        if (JSON.parse(opened).ok) trace = t;
        else t.delete();
        reply(id, opened);
      }, (e) => reply(id, M.failure(e && e.message ? e.message : String(e))));
      break;
    }
    case 'traceStep':
      reply(id, trace ? trace.step(Math.max(1, msg.count | 0), Math.max(0, msg.keep | 0), !!msg.toSolution)
        : M.failure('No search is open in the view.'));
      break;
    case 'traceReset':
      reply(id, trace ? trace.reset() : M.failure('No search is open in the view.'));
      break;
    default:
      reply(id, M.failure('Unknown request: ' + String(op)));
  }
}

// The page's Solver sends nothing before 'ready', so M is set whenever a request arrives.
onmessage = (e) => {
  const msg = e.data || {};
  try {
    handle(msg);
  } catch (err) {
    reply(msg.id, M.failure('Solver error: ' + (err && err.message ? err.message : String(err))));
  }
};
