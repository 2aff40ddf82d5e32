// libFuzzer target: the packing puzzle-box format with its rules lines, plus the kind's options
// (a first line "@ rotate=1 symmetry=1 ..." sets them; see fuzz::splitOptions).
#include "fuzz_support.h"
#include "kinds/packing/packing_format.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const fuzz::Split split = fuzz::splitOptions(fuzz::textOf(data, size));
  (void)dlx::packing::packingTextFit(split.input);
  fuzz::parseThenCheck([&] { dlx::packing::parsePackingText(split.input); }, "packing", split.input, split.options);
  return 0;
}
