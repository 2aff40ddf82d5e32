// Which motions each piece may use. Precedence, weakest first: built-in defaults (rotate yes,
// reflect no, as in the classic puzzle box), the
// file's `rules:` line, the piece's `piece:` line, and the solve options rotate/reflect (the
// CLI's --rotate/--no-rotate, --reflect/--no-reflect), which override every piece.
#pragma once
#include <vector>

#include "core/options.h"
#include "packing_spec.h"

namespace dlx::packing {

struct PieceRules {
  bool rotate = true;
  bool reflect = false;
};

PieceRules defaultRules(const PackingSpec& spec);  // built-in defaults + the `rules:` line
PieceRules effectiveDefaults(const PackingSpec& spec, const Options& options);
std::vector<PieceRules> resolveRules(const PackingSpec& spec, const Options& options);

}  // namespace dlx::packing
