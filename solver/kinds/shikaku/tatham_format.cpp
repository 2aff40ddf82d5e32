#include "tatham_format.h"

#include <cctype>

#include "core/kind.h"
#include "core/text.h"

namespace dlx::shikaku {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Reads digits at `i` into `value` (saturating so huge numbers cannot overflow); returns the count.
size_t readNumber(std::string_view s, size_t i, long long& value) {
  size_t start = i;
  value = 0;
  while (i < s.size() && isDigit(s[i])) {
    if (value < 1000000000) value = value * 10 + (s[i] - '0');
    ++i;
  }
  return i - start;
}

// Where the "WxH[params]" head of `s` ends (the index of the character after it), or 0 when `s`
// does not start with one. Tatham's parameter string for Rectangles may carry e.g. `e0.5`
// (expansion) or `u` (unique) after the size.
size_t headEnd(std::string_view s, long long& w, long long& h) {
  size_t i = readNumber(s, 0, w);
  if (i == 0 || i >= s.size() || s[i] != 'x') return 0;
  size_t n = readNumber(s, i + 1, h);
  if (n == 0) return 0;
  i += 1 + n;
  while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])) || s[i] == '.')) ++i;
  return i;
}

// Length of the "WxH[params]:" head of a game ID, or 0.
size_t headLength(std::string_view s, long long& w, long long& h) {
  size_t i = headEnd(s, w, h);
  return i > 0 && i < s.size() && s[i] == ':' ? i + 1 : 0;
}

// "WxH[params]#SEED": a random-seed ID, which only Tatham's generator can turn into a puzzle.
bool isSeedId(std::string_view s) {
  long long w, h;
  size_t i = headEnd(s, w, h);
  return i > 0 && i + 1 < s.size() && s[i] == '#';
}

// A page of Tatham's web collection, `[https://]HOST/.../GAME.html[?...]#ID`: the game's name and
// where the ID starts in `s`, or an empty game when `s` is not shaped like one.
struct PageUrl {
  std::string_view game;
  size_t idAt = 0;
};
PageUrl pageUrl(std::string_view s) {
  const size_t hash = s.find('#');
  if (hash == std::string_view::npos) return {};
  std::string_view path = s.substr(0, hash);
  path = path.substr(0, path.find('?'));
  for (std::string_view scheme : {"https://", "http://"})
    if (path.substr(0, scheme.size()) == scheme) path.remove_prefix(scheme.size());
  const size_t slash = path.rfind('/');
  constexpr std::string_view kHtml = ".html";
  if (slash == std::string_view::npos || path.substr(0, slash).find('.') == std::string_view::npos ||
      path.size() < slash + 1 + kHtml.size() + 1 || path.substr(path.size() - kHtml.size()) != kHtml)
    return {};
  for (char c : s.substr(0, hash))
    if (text::isBlank(c)) return {};
  // Only a fragment shaped like a game ID or seed: other pages' links (a share link) are not his.
  long long w, h;
  if (headEnd(s.substr(hash + 1), w, h) == 0) return {};
  return {path.substr(slash + 1, path.size() - slash - 1 - kHtml.size()), hash + 1};
}

}  // namespace

bool looksLikeTathamId(std::string_view text) {
  text = text::trim(text);
  long long w, h;
  return headLength(text, w, h) > 0 || isSeedId(text) || !pageUrl(text).game.empty();
}

bool isRectanglesPage(std::string_view text) { return pageUrl(text::trim(text)).game == "rect"; }

Grid parseTatham(std::string_view id) {
  size_t begin = 0, end = id.size();
  while (begin < end && text::isBlank(id[begin])) ++begin;
  while (end > begin && text::isBlank(id[end - 1])) --end;
  auto fail = [&](const std::string& message, size_t index) { return InputError(message, 1, static_cast<int>(index) + 1); };

  const PageUrl page = pageUrl(id.substr(begin, end - begin));
  if (!page.game.empty()) {
    if (page.game != "rect")
      throw fail("this is a link to Tatham's '" + std::string(page.game) +
                     "' puzzle; DLX Studio reads Rectangles (rect.html) game IDs", begin);
    begin += page.idAt;
  }
  if (isSeedId(id.substr(begin, end - begin)))
    throw fail("this is a random-seed ID (\"" + std::string(id.substr(begin, id.find('#', begin) - begin)) +
                   "#...\"), which only Tatham's own generator can turn into a puzzle: in Rectangles open "
                   "Game > Specific... and copy the game ID (\"WxH:...\") instead", begin);
  long long w = 0, h = 0;
  size_t head = headLength(id.substr(begin, end - begin), w, h);
  if (head == 0) throw fail("expected a Tatham game ID \"WxH:DESC\"", begin);
  if (w < 1 || h < 1 || w > kMaxGridSide || h > kMaxGridSide)
    throw fail("the grid size " + std::string(id.substr(begin, id.find(':', begin) - begin)) + " is out of range (1 to " +
                   std::to_string(kMaxGridSide) + " on each side)",
               begin);

  Grid grid;
  grid.width = static_cast<int>(w);
  grid.height = static_cast<int>(h);
  const size_t total = static_cast<size_t>(w * h);
  grid.cells.reserve(total);
  size_t i = begin + head;
  while (i < end) {
    char c = id[i];
    if (c >= 'a' && c <= 'z') {
      size_t run = static_cast<size_t>(c - 'a' + 1);
      if (grid.cells.size() + run > total)
        throw fail("the run '" + std::string(1, c) + "' of " + std::to_string(run) +
                       " empty cells goes past the end of the grid", i);
      grid.cells.insert(grid.cells.end(), run, kNoClue);
      ++i;
    } else if (c == '_') {
      ++i;  // only separates numbers; Tatham's own reader skips it anywhere
    } else if (isDigit(c)) {
      long long v;
      size_t n = readNumber(id, i, v);
      if (v == 0) throw fail("a clue must be 1 or more", i);
      if (grid.cells.size() == total) throw fail("a clue after the last cell of the grid", i);
      // readNumber saturates; anything past the largest grid's area is refused by its digits (so
      // every clue read here can also be written in the text format and read back).
      constexpr long long kMaxClue = static_cast<long long>(kMaxGridSide) * kMaxGridSide;
      if (n > 9 || v > kMaxClue)
        throw fail("the clue " + std::string(id.substr(i, n)) + " is out of range (1 to " + std::to_string(kMaxClue) +
                       ")",
                   i);
      grid.cells.push_back(static_cast<int>(v));
      i += n;
    } else {
      throw fail("unexpected character '" + std::string(1, c) + "' in the game ID", i);
    }
  }
  if (grid.cells.size() < total)
    throw fail("the description covers " + std::to_string(grid.cells.size()) + " of the grid's " +
                   std::to_string(total) + " cells", end);
  validate(grid);
  return grid;
}

std::string writeTatham(const Grid& grid) {
  if (grid.hasUnknownClues()) throw InputError("`?` clues cannot be written as a Tatham game ID; use puzzlink");
  std::string out = std::to_string(grid.width) + "x" + std::to_string(grid.height) + ":";
  int run = 0;
  bool lastWasNumber = false;
  for (int v : grid.cells) {
    if (v == kNoClue) {
      if (++run == 26) out += 'z', run = 0;
      lastWasNumber = false;
      continue;
    }
    if (run > 0) out += static_cast<char>('a' + run - 1), run = 0;
    else if (lastWasNumber) out += '_';
    out += std::to_string(v);
    lastWasNumber = true;
  }
  if (run > 0) out += static_cast<char>('a' + run - 1);
  return out;
}

}  // namespace dlx::shikaku
