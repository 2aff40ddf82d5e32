// What a blogger chose for an embed, carried in the embed URL's query (the puzzle stays in the
// fragment, as in share links):
//   embed.html?mode=play&tools=check,hint,reveal#1.packing....
//   mode   play (the reader solves it; the default) or solve (the board with Solve / Prev / Next)
//   tools  the Play helpers readers get, any of check, hint, reveal ('' = none; default: all)
// Anything else in the query is ignored; an unknown mode or tool is left out, never guessed at.

export const TOOLS = ['check', 'hint', 'reveal'];

// -> {mode: 'play'|'solve', tools: Set}
export function readEmbedOptions(search) {
  const q = new URLSearchParams(search || '');
  const mode = q.get('mode') === 'solve' ? 'solve' : 'play';
  const tools = q.has('tools')
    ? new Set(q.get('tools').split(',').map((t) => t.trim()).filter((t) => TOOLS.includes(t)))
    : new Set(TOOLS);
  return { mode, tools };
}

// -> the query string ('?mode=...'), the inverse of readEmbedOptions
export function embedQuery({ mode, tools }) {
  const q = new URLSearchParams();
  q.set('mode', mode === 'solve' ? 'solve' : 'play');
  if (mode !== 'solve') q.set('tools', TOOLS.filter((t) => tools.has(t)).join(','));
  return `?${q.toString().replace(/%2C/g, ',')}`;
}
