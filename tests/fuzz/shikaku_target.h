// The body the three Shikaku targets share: read with one format's own reader, then the usual
// checks, with tests/support's independent checker judging every solution too.
#pragma once
#include <functional>
#include <string_view>

#include "kinds/shikaku/grid.h"

namespace fuzz {

int fuzzShikaku(std::string_view input, const std::function<dlx::shikaku::Grid(std::string_view)>& read);

}  // namespace fuzz
