// Where each kind's player lives. A kind module may carry createPlayer itself; otherwise its
// player is web/kinds/<kind>/play.js, loaded only when Play is entered (so none of it is in the
// page's first download). -> createPlayer(container, host), or null when the kind has none.
const MODULES = {
  shikaku: () => import('../kinds/shikaku/play.js'),
  numberlink: () => import('../kinds/numberlink/play.js'),
  'exact-cover': () => import('../kinds/exact-cover/play.js'),
  packing: () => import('../kinds/packing/play.js'),
};

export async function loadPlayer(kind) {
  if (typeof kind.createPlayer === 'function') return (container, host) => kind.createPlayer(container, host);
  const load = MODULES[kind.name];
  if (!load) return null;
  let m;
  try { m = await load(); } catch { return null; }
  const d = m.default;
  return m.createPlayer || (d && typeof d.createPlayer === 'function' ? d.createPlayer : typeof d === 'function' ? d : null);
}
