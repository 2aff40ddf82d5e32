// Tiny DOM builder. Text is always set with text nodes, never parsed as HTML, so data from links
// or files can be shown safely.
//   h('button', {type: 'button', class: 'x', onclick: fn, dataset: {k: 'v'}}, 'label', childNode)

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.className = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'value' || k === 'checked' || k === 'indeterminate' || k === 'disabled' || k === 'hidden') el[k] = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

// Rebuilds `parent`'s children with `build()` while keeping keyboard focus on the element with
// the same data-focus key (so re-rendering a list does not throw the user out of it).
export function rebuild(parent, build) {
  const active = document.activeElement;
  const key = active && parent.contains(active) ? active.dataset.focus : null;
  parent.replaceChildren(...build());
  if (key) {
    const again = parent.querySelector(`[data-focus="${CSS.escape(key)}"]`);
    if (again) again.focus();
  }
}

// Adds event listeners ({type: handler}) to `target`; returns a function that removes exactly
// those, so a widget's add and remove lists cannot drift apart.
export function listen(target, handlers) {
  const list = Object.entries(handlers);
  for (const [type, fn] of list) target.addEventListener(type, fn);
  return () => { for (const [type, fn] of list) target.removeEventListener(type, fn); };
}
