#include "detect.h"

#include "penpa.h"
#include "puzzlink.h"
#include "text.h"

namespace dlx {

std::string unrecognisedInput(std::string_view input) {
  const std::string_view t = text::trim(text::withoutBom(input));
  if (looksLikePuzzLink(t))
    return "this is a puzz.link '" + puzzLinkType(t) +
           "' puzzle; DLX Studio reads the puzz.link types shikaku, numlin and arukone";
  if (looksLikePenpaUrl(t)) {
    std::string tags;
    try {
      for (const std::string& tag : decodePenpa(t).tags) tags += (tags.empty() ? "'" : ", '") + tag + "'";
    } catch (const InputError&) {
    }
    return "this Penpa+ puzzle is tagged " + (tags.empty() ? std::string("with no genre") : tags) +
           "; DLX Studio reads Penpa+ Shikaku and Numberlink puzzles (tagged shikaku, numberlink or arukone)";
  }
  return "cannot tell what kind of puzzle this is. Accepted: packing (a board of # and . rows, a blank "
         "line, then the pieces), Shikaku (\"W H\" and rows of clues, a puzz.link shikaku URL, a Tatham "
         "Rectangles game ID or page URL, a Penpa+ link), Numberlink (\"W H\" and rows of numbers or characters, a "
         "letter grid, a puzz.link numlin or arukone URL, a Penpa+ link), exact cover (Knuth's item line and option "
         "lines)";
}

}  // namespace dlx
