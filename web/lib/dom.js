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

// Enables or disables a button without throwing keyboard focus out of it: a focused button that
// is disabled would drop focus to the page body (Enter then does nothing, Escape reaches no
// dialog). While it has focus it is only aria-disabled, and its clicks are swallowed; once it
// has lost focus (or on the next call) it is disabled for real.
export function setEnabled(button, on) {
  button.addEventListener('click', swallowDisabled, true);
  if (on) {
    button.disabled = false;
    button.removeAttribute('aria-disabled');
  } else if (document.activeElement === button) {
    button.setAttribute('aria-disabled', 'true');
  } else {
    button.removeAttribute('aria-disabled');
    button.disabled = true;
  }
}

function swallowDisabled(e) {
  if (e.currentTarget.getAttribute('aria-disabled') === 'true') { e.preventDefault(); e.stopImmediatePropagation(); }
}
