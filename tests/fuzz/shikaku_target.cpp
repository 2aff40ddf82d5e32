#include "shikaku_target.h"

#include "fuzz_support.h"
#include "support/shikaku_checker.h"

namespace fuzz {

int fuzzShikaku(std::string_view input, const std::function<dlx::shikaku::Grid(std::string_view)>& read) {
  (void)dlx::findKind("shikaku")->detect(input);
  dlx::shikaku::Grid grid;
  auto check = [&](const dlx::Json& solution) {
    return shikaku_test::checkSolutionJson({grid.width, grid.height, grid.cells}, solution);
  };
  parseThenCheck([&] { grid = read(input); }, "shikaku", input, {}, check);
  return 0;
}

}  // namespace fuzz
