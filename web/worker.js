// DLX Studio solver worker (a classic worker: the Emscripten module is a classic MODULARIZE build).
// It owns the wasm module and at most one solving session. All puzzle logic lives in the wasm
// module; this file only moves messages and slices the search so the page stays responsive and a
// cancel is seen within one slice (~30 ms).
//
// Page -> worker: {op, id, ...}
//   open  {kind, input, options}      parse into the current session (replacing any old one)
//                                     -> {kind, error, impossible, describe}
//   parse {kind, input, options, formats?}  parse in a throwaway session (import / export)
//                                     -> {kind, error, impossible, describe, written: {fmt: text}}
//   run   {target}                    search until count >= target or complete; posts
//                                     {id, progress: stats} after every slice, then the reply
//                                     {stats, status: 'target'|'done'|'cancelled'}
//   stop  {}                          cancel a running `run` (it replies with status 'cancelled')
//   solutions {from, to}              -> {solutions: [...]} (kept ones; null when not kept)
//   report {max}                      -> {report}
//   close {}                          delete the session
// Worker -> page: {type:'ready', kinds, ms} once, {type:'fatal', message} if the module cannot
// load, and {id, ...} replies ({id, error: message} when the request itself failed).
'use strict';

const SLICE_MS = 30;   // post progress and look at the message queue this often
const CALL_MS = 8;     // aim for run(budget) calls of about this long
let M = null;
let session = null;
let running = null;    // {id, cancelled} while a run is in progress
let budget = 20000;

// A zero-delay yield that is not clamped like nested setTimeout(0).
const channel = new MessageChannel();
const yieldQueue = [];
channel.port1.onmessage = () => { const f = yieldQueue.shift(); if (f) f(); };
function yieldToQueue() {
  return new Promise((resolve) => { yieldQueue.push(resolve); channel.port2.postMessage(0); });
}

const t0 = performance.now();
try {
  importScripts('gen/dlx.js');
} catch (e) {
  postMessage({ type: 'fatal', message: 'The solver module (gen/dlx.js) could not be loaded: ' + (e && e.message) });
}
if (typeof createDlxModule === 'function') {
  createDlxModule({ locateFile: (name) => 'gen/' + name }).then((mod) => {
    M = mod;
    let kinds = [];
    try { kinds = JSON.parse(M.kinds()); } catch (e) { kinds = []; }
    postMessage({ type: 'ready', kinds, ms: performance.now() - t0 });
  }, (e) => {
    postMessage({ type: 'fatal', message: 'The solver module failed to start: ' + (e && e.message ? e.message : String(e)) });
  });
}

function parseJson(text) {
  try { return JSON.parse(text); } catch (e) { return null; }
}

function optionsJson(options) {
  const o = {};
  if (options && typeof options === 'object') {
    for (const [k, v] of Object.entries(options)) o[String(k)] = String(v);
  }
  return JSON.stringify(o);
}

function stats(s) {
  return {
    count: s.count(),
    countText: s.countText(),  // exact beyond 2^53, where count is not
    nodes: s.nodes(),
    updates: s.updates(),
    progress: s.progress(),
    elapsedMs: s.elapsedMs(),
    complete: s.complete(),
  };
}

function cancelRun() {
  if (running) { running.cancelled = true; running = null; }
}

function closeSession() {
  if (session) { session.delete(); session = null; }
}

// Opens a session; returns [session or null, summary].
function openSession(kind, input, options) {
  const s = M.open(String(kind || ''), String(input), optionsJson(options));
  const error = parseJson(s.error());
  if (error) {
    s.delete();
    return [null, { error: typeof error === 'object' ? error : { message: String(error) } }];
  }
  const summary = {
    error: null,
    kind: s.kind(),
    impossible: s.impossible() || '',
    describe: parseJson(s.describe()),
  };
  return [s, summary];
}

async function runLoop(id, target) {
  const s = session;
  const me = { id, cancelled: false };
  running = me;
  // Counting to the end: independent parts of the puzzle may be counted at once.
  if (target === Infinity) s.setCountAll();
  let status = 'done';
  try {
    for (;;) {
      const sliceStart = performance.now();
      let reached = false;
      while (performance.now() - sliceStart < SLICE_MS) {
        const c0 = performance.now();
        const r = s.run(budget);
        const dt = performance.now() - c0;
        if (r === 'paused') {
          // Adapt the node budget so one call takes about CALL_MS.
          if (dt < CALL_MS / 2) budget = Math.min(budget * 2, 5e7);
          else if (dt > CALL_MS * 2) budget = Math.max(Math.floor(budget / 2), 1000);
        }
        if (r === 'done' || s.complete()) {
          const err = parseJson(s.error());
          if (err) throw new Error(err.message || 'unknown error');
          status = 'done';
          reached = true;
          break;
        }
        if (r === 'solution' && s.count() >= target) { status = 'target'; reached = true; break; }
      }
      if (reached) break;
      postMessage({ id, progress: stats(s) });
      await yieldToQueue();
      if (me.cancelled || session !== s) { status = 'cancelled'; break; }
    }
  } catch (e) {
    if (running === me) running = null;
    postMessage({ id, error: 'The search stopped unexpectedly: ' + (e && e.message ? e.message : String(e)) });
    return;
  }
  if (running === me) running = null;
  postMessage({ id, status, stats: session === s ? stats(s) : null });
}

function handle(msg) {
  const { op, id } = msg;
  if (!M) { postMessage({ id, error: 'The solver is still loading.' }); return; }
  switch (op) {
    case 'open': {
      cancelRun();
      closeSession();
      const [s, summary] = openSession(msg.kind, msg.input, msg.options);
      session = s;
      if (s && typeof msg.keep === 'number') s.setKeep(msg.keep);
      postMessage({ id, ...summary });
      break;
    }
    case 'parse': {
      const [s, summary] = openSession(msg.kind, msg.input, msg.options);
      if (s) {
        summary.written = {};
        for (const f of msg.formats || []) {
          const w = parseJson(s.write(String(f)));
          summary.written[f] = w && typeof w.text === 'string' ? w.text : null;
        }
        s.delete();
      }
      postMessage({ id, ...summary });
      break;
    }
    case 'run': {
      if (!session) { postMessage({ id, error: 'Nothing to solve: no puzzle is open.' }); break; }
      if (running) { postMessage({ id, error: 'The solver is busy.' }); break; }
      const target = typeof msg.target === 'number' && msg.target > 0 ? msg.target : Infinity;
      runLoop(id, target);
      break;
    }
    case 'stop':
      cancelRun();
      postMessage({ id, ok: true });
      break;
    case 'solutions': {
      const out = [];
      if (session) {
        const from = Math.max(0, msg.from | 0);
        const to = Math.min(msg.to | 0, from + 1000);
        for (let i = from; i < to; i++) out.push(parseJson(session.solution(i)));
      }
      postMessage({ id, solutions: out });
      break;
    }
    case 'report':
      postMessage({ id, report: session ? parseJson(session.report(msg.max | 0)) : null });
      break;
    case 'close':
      cancelRun();
      closeSession();
      postMessage({ id, ok: true });
      break;
    default:
      postMessage({ id, error: 'Unknown request: ' + String(op) });
  }
}

onmessage = (e) => {
  try {
    handle(e.data || {});
  } catch (err) {
    postMessage({ id: e.data && e.data.id, error: 'Solver error: ' + (err && err.message ? err.message : String(err)) });
  }
};
