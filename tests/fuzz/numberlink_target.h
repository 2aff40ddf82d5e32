// The body the four Numberlink targets share: readGrid, then the usual checks with tests/support's
// independent checker. Each target keeps in its corpus only inputs read in its own layout (the
// others return -1 so libFuzzer drops them); errors stay, they exercise the readers' messages.
#pragma once
#include <string_view>

#include "kinds/numberlink/numberlink_formats.h"

namespace fuzz {

int fuzzNumberlink(std::string_view data, dlx::numberlink::Layout layout);

}  // namespace fuzz
