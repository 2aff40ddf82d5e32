// "Does the rule matter here?" A kind whose puzzles are published under one convention of several
// (Numberlink's no-U-turn rule) says, for a verdict it can change, which options to check the
// puzzle under (kind.otherRule) and what to say about the answer (kind.otherRuleNote). The check
// itself is the wasm module's search in the solver worker's background (op aside), bounded by
// CHECK_NODES and CHECK_MS: past them the note says "not checked" rather than guess.
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

// -> a promise of the kind's note ({text, action?}) or null: nothing to say, or the check was
// ended by the page's next search.
export async function otherRuleNote(solver, kind, request, verdict) {
  const other = verdict && kind.otherRule ? kind.otherRule(request.options, verdict) : null;
  if (!other) return null;
  const r = await solver.aside(kind.name, request.puzzle, other.options, 2, CHECK_NODES, CHECK_MS);
  if (!r.ok || r.value.status === 'cancelled') return null;
  const found = r.value.status === 'done' ? verdictOf(r.value.count, r.value.complete) : null;
  return kind.otherRuleNote(request.options, verdict, found);
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
