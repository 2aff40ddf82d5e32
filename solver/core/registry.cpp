// The kind registry: adding a kind is one line here plus its folder under solver/kinds/.
#include "kind.h"

namespace dlx {

const Kind& exactCoverKind();
const Kind& packingKind();
const Kind& shikakuKind();
const Kind& numberlinkKind();

const std::vector<const Kind*>& allKinds() {
  // Detection order matters: the more specific formats first, generic exact cover last.
  static const std::vector<const Kind*> kinds = {
      &numberlinkKind(),
      &shikakuKind(),
      &packingKind(),
      &exactCoverKind(),
  };
  return kinds;
}

const Kind* findKind(std::string_view name) {
  for (const Kind* k : allKinds())
    if (k->name() == name) return k;
  return nullptr;
}

const Kind* detectKind(std::string_view input) {
  for (const Kind* k : allKinds())
    if (k->detect(input)) return k;
  return nullptr;
}

}  // namespace dlx
