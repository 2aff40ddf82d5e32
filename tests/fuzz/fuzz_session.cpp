// libFuzzer target: kind detection and Session construction on any input with any options (a first
// line "@KIND key=value ..." names the kind, empty to detect, and sets options), then the usual
// checks on whatever kind took it.
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const fuzz::Split split = fuzz::splitOptions(fuzz::textOf(data, size));
  const dlx::Kind* detected = dlx::detectKind(split.input);
  std::unique_ptr<dlx::Session> session;
  try {
    session = std::make_unique<dlx::Session>(split.kind, split.input, split.options);
  } catch (const dlx::InputError& e) {
    fuzz::checkError(e, split.input);
    return 0;
  }
  if (split.kind.empty() && !split.options.has("preset") && &session->kind() != detected)
    fuzz::fail("the session's kind is not the detected one");
  fuzz::checkSession(*session, split.input, split.options);
  return 0;
}
