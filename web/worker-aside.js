// The worker of lib/other-rule.js's check: the puzzle under other options (a rule the page did
// not solve under), counted up to `target` solutions within `nodes` search nodes and `ms`
// milliseconds. A worker of its own, so the check never holds up the page's solver worker
// (web/worker.js) nor adds to its download: the page ends a check it no longer needs by
// terminating this worker.
//   {kind, state, options, target, nodes, ms}
//     -> {ok: true, value: {status: 'done'|'budget', count, complete, nodes}} or {ok: false, error}
'use strict';

importScripts('gen/dlx.js');
const loaded = createDlxModule({ locateFile: (name) => 'gen/' + name });

function check(M, msg) {
  const options = JSON.stringify(msg.options || {});
  const encoded = JSON.parse(M.encode(String(msg.kind), JSON.stringify(msg.state), options, 'input'));
  if (!encoded.ok) return encoded;
  const s = M.open(String(msg.kind), encoded.value, options);
  try {
    const opened = JSON.parse(s.opened());
    if (!opened.ok) return opened;
    s.setKeep(0);  // an impossible puzzle's session is complete at once
    const until = performance.now() + msg.ms;
    for (;;) {
      const st = JSON.parse(s.stats());
      const done = st.complete || st.count >= msg.target;
      if (done || st.nodes >= msg.nodes || performance.now() > until) {
        return { ok: true, value: { status: done ? 'done' : 'budget', count: st.count, complete: !!st.complete, nodes: st.nodes } };
      }
      const r = JSON.parse(s.run(Math.min(20000, msg.nodes - st.nodes)));
      if (!r.ok) return r;
    }
  } finally {
    s.delete();
  }
}

onmessage = (e) => {
  loaded.then((M) => postMessage(check(M, e.data || {})),
    (err) => postMessage({ ok: false, error: { message: 'The solver module failed to start: ' + (err && err.message) } }));
};
