#include "numberlink_target.h"

#include "fuzz_support.h"
#include "support/numberlink_checker.h"

namespace fuzz {

int fuzzNumberlink(std::string_view data, dlx::numberlink::Layout layout) {
  const Split split = splitOptions(data);  // "@ rule=free" and the like
  (void)dlx::numberlink::numberlinkFit(split.input);
  dlx::numberlink::Grid grid;
  dlx::numberlink::Layout read = layout;
  try {
    grid = dlx::numberlink::readGrid(split.input, &read);
  } catch (const dlx::InputError& e) {
    checkError(e, split.input);
    return 0;
  }
  if (read != layout) return -1;
  // The rule the kind applies: the option, else the source's (puzz.link numlin is free).
  const bool fill = split.options.get("rule", grid.freeBySource ? "free" : "fill") == "fill";
  auto check = [&](const dlx::Json& solution) {
    return nltest::checkSolution(grid.width, grid.height, grid.numbers, solution, fill);
  };
  checkPuzzle(*dlx::findKind("numberlink"), split.input, split.options, check);
  return 0;
}

}  // namespace fuzz
