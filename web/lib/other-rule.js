// "Does the rule matter here?" A kind whose puzzles are published under one convention of several
// (Numberlink's no-U-turn rule) says, for a verdict it can change, which options to check the
// puzzle under (kind.otherRule) and what to say about the answer (kind.otherRuleNote). The check
// itself is the wasm module's search, in a worker of its own (web/worker-aside.js), bounded by
// CHECK_NODES and CHECK_MS: past them the note says "not checked" rather than guess. A newer
// answer stops a running check.
//   verdict: 'none' | 'one' | 'several'

import { h } from './dom.js';

// Search nodes the background check may use (the worker also stops it after CHECK_MS). Under
// the literal rule the published-style puzzles of tests/data/numberlink-large show their second
// solution within 2-204 nodes (natively, a few ms); the two unique there take 62k nodes (2 s
// natively, on a loaded machine) and more than 524k (17 s, stopped): the first is checked, the
// second is "not checked".
export const CHECK_NODES = 1e5;
export const CHECK_MS = 10000;

// The verdict a finished count of up to two solutions gives.
export function verdictOf(count, complete) {
  if (count >= 2) return 'several';
  if (!complete) return null;
  return count === 1 ? 'one' : 'none';
}

// The check's worker (web/worker-aside.js), kept between checks, and the running check's resolve.
let checker = null;
let pending = null;

// Ends the running check, if any (its promise resolves with null).
export function stopCheck() {
  if (!pending) return;
  checker.terminate();
  checker = null;
  pending(null);
  pending = null;
}

// -> a promise of the worker's result, or of null when stopped or failed.
function check(message) {
  stopCheck();
  checker = checker || new Worker(new URL('../worker-aside.js', import.meta.url));
  return new Promise((resolve) => {
    pending = resolve;
    const end = (result) => { if (pending === resolve) { pending = null; resolve(result); } };
    checker.onmessage = (e) => end(e.data);
    checker.onerror = (e) => { e.preventDefault(); end(null); };
    checker.postMessage(message);
  });
}

// -> a promise of the kind's note ({text, action?}) or null: nothing to say, or the check was
// stopped (a newer answer, or the page's next one).
export async function otherRuleNote(kind, request, verdict) {
  const other = verdict && kind.otherRule ? kind.otherRule(request.options, verdict) : null;
  if (!other) return null;
  const r = await check({ kind: kind.name, state: request.puzzle, options: other.options, target: 2, nodes: CHECK_NODES, ms: CHECK_MS });
  if (!r || !r.ok) return null;
  const found = r.value.status === 'done' ? verdictOf(r.value.count, r.value.complete) : null;
  return kind.otherRuleNote(request.options, verdict, found);
}

// A page's notes after its SolveController's answers: -> answer(count | null) for the
// controller's ui.answer (it returns itself). Shows the note in a noteSlot under `status`, whose
// button switches the page's puzzle with switchTo(options) and shows the answer there; quiet()
// true leaves notes out. A newer answer (or null, no answer) drops an older check.
export function pageNotes(controller, status, switchTo, quiet) {
  const show = noteSlot(status, (action) => showOtherRule(controller, action, switchTo), quiet);
  let seq = 0;
  let shown = false;
  const answer = (count) => {
    const me = ++seq;
    const { kind, request } = controller;
    stopCheck();
    const verdict = count === null || !kind.otherRule ? null : verdictOf(count, true);
    if (!verdict) {
      if (shown) show(null);
      shown = false;
      return answer;
    }
    shown = true;
    show('checking');
    otherRuleNote(kind, request, verdict).catch(() => null).then((note) => { if (me === seq) show(note); });
    return answer;
  };
  return answer;
}

// The note as a line with its button (the button calls onAction(note.action)).
export function noteElement(note, onAction, id = 'rule-note') {
  const button = note.action
    ? h('button', { type: 'button', id: `${id}-action`, onclick: () => onAction(note.action) }, note.action.label) : null;
  return h('p', { class: 'rule-note', id }, note.text, ...(button ? [' ', button] : []));
}

// The note's place: right after the status line `status`. -> show(null | 'checking' | note);
// quiet() true leaves notes out (Play, whose Reveal solves too). The status line's
// data-rule-check says 'checking' while the worker checks, 'done' after (read by the tests).
export function noteSlot(status, onAction, quiet = () => false) {
  let shown = null;
  return (note) => {
    if (shown) { shown.remove(); shown = null; }
    status.dataset.ruleCheck = note === 'checking' ? 'checking' : 'done';
    if (!note || note === 'checking' || quiet()) return;
    shown = noteElement(note, onAction);
    status.after(shown);
  };
}

// A note's action on the page's SolveController: switchTo(options) puts the page's puzzle under
// the other rule (one undo step); then Unique? there. With two solutions the board shows the one
// the rule before did not have, and the one it had beside it (done here, with the controller's
// own steps, so that the page's first download does not carry it).
export async function showOtherRule(controller, action, switchTo) {
  const before = controller.currentSolution;
  switchTo(action.options);
  await controller.unique();
  const s = controller.session;
  const a = controller.currentSolution;
  if (!before || !s || s.count < 2 || controller.index !== 0 || !a || a.text !== before.text) return;
  const b = await controller._solutionAt(1);
  if (!b) return;
  const diff = controller.kind.diff(a, b);
  await controller._show(1, { diff });
  controller.ui.compare(a, { describe: s.describe, diff });
}
