// Import by content: detectKind() (kind.h) tells the kind from the text; this says what is
// accepted when nothing fits. (The kind selected on the page is not preferred: a Numberlink grid
// pasted into the Shikaku editor is still Numberlink, whose numbers could not be Shikaku areas.)
#pragma once
#include <string>
#include <string_view>

#include "kind.h"

namespace dlx {

// Why no kind fits `input`, for people: a link to a puzzle type DLX Studio does not read is named
// as such; anything else gets the list of accepted formats.
std::string unrecognisedInput(std::string_view input);

}  // namespace dlx
