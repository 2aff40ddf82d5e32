// The line under the Play toolbar when progress cannot be kept: in a private window, or in an
// embed on another site's page when the browser blocks third-party storage. It says so (the page
// never promises what it does not keep) and offers ways on: the Storage Access API where the
// browser has it ("Keep my progress here"), and, in an embed, "Continue in DLX Studio", a link
// that carries the marks to the full page (its href is written by the page: a[data-continue]).
import { h } from '../lib/dom.js';
import { useStorage } from './progress.js';

const embedded = () => { try { return window.top !== window.self; } catch { return true; } };
const hasAccessApi = () => typeof document.requestStorageAccess === 'function';

// Asks for storage access; -> true when granted (the storage to use is handed to progress.js).
async function requestAccess() {
  let handle;
  try {
    handle = await document.requestStorageAccess({ localStorage: true });
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    handle = await document.requestStorageAccess(); // a browser without the {localStorage} form
  }
  if (handle && handle.localStorage) useStorage(handle.localStorage);
  return true;
}

// mode: the PlayMode (storageGranted(), kept, page.continueLink) -> {element}
export function storageNote(mode) {
  const text = h('span', { id: 'play-storage-text' });
  const keep = embedded() && hasAccessApi()
    ? h('button', { type: 'button', id: 'play-storage-keep' }, 'Keep my progress here') : null;
  const go = mode.page.continueLink
    ? h('a', { id: 'play-continue', href: mode.page.continueLink(), target: '_blank', rel: 'noopener', dataset: { continue: '1' } }, 'Continue in DLX Studio ↗')
    : null;
  const say = (why) => {
    text.textContent = `${why}${go ? ' Continue in DLX Studio takes your marks to a page that keeps them.' : ''}`;
  };
  say(embedded()
    ? 'Your progress is not kept: this browser blocks storage for puzzles embedded in another site.'
    : 'Your progress is not kept: this browser does not let the page store anything (a private window?).');
  const element = h('p', { class: 'play-storage', id: 'play-storage', role: 'note' }, text, keep ? ' ' : null, keep, go ? ' ' : null, go);

  const granted = () => {
    mode.storageGranted();
    if (!mode.kept) say('Storage access was granted, but storage is still blocked here.');
  };
  if (keep) {
    keep.addEventListener('click', async () => {
      try {
        await requestAccess();
        granted();
      } catch {
        say('The browser did not allow storage here.');
        keep.focus();
      }
    });
    // A grant given on an earlier visit needs no new press: ask quietly when the browser says so.
    if (navigator.permissions) {
      navigator.permissions.query({ name: 'storage-access' })
        .then((p) => (p.state === 'granted' ? requestAccess().then(granted) : null))
        .catch(() => {});
    }
  }
  return { element };
}
