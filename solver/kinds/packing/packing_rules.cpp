#include "packing_rules.h"

namespace dlx::packing {

PieceRules defaultRules(const PackingSpec& spec) {
  // The classic puzzle box: rotate yes, reflect no, on every board. (On a one-row board the half
  // turn just reverses a piece; puzzles/line1d.txt has its one solution either way, so 1-D
  // boards need no default of their own.)
  PieceRules r;
  r.rotate = true;
  r.reflect = false;
  if (spec.rotate) r.rotate = *spec.rotate;
  if (spec.reflect) r.reflect = *spec.reflect;
  return r;
}

PieceRules effectiveDefaults(const PackingSpec& spec, const Options& options) {
  PieceRules r = defaultRules(spec);
  r.rotate = options.flag("rotate", r.rotate);
  r.reflect = options.flag("reflect", r.reflect);
  return r;
}

std::vector<PieceRules> resolveRules(const PackingSpec& spec, const Options& options) {
  const PieceRules base = defaultRules(spec);
  std::vector<PieceRules> out;
  out.reserve(spec.pieces.size());
  for (const PieceDef& piece : spec.pieces) {
    PieceRules r = base;
    if (piece.rotate) r.rotate = *piece.rotate;
    if (piece.reflect) r.reflect = *piece.reflect;
    r.rotate = options.flag("rotate", r.rotate);
    r.reflect = options.flag("reflect", r.reflect);
    out.push_back(r);
  }
  return out;
}

}  // namespace dlx::packing
