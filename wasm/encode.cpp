#include "encode.h"

#include "core/kind.h"
#include "kinds/numberlink/numberlink_grid.h"
#include "kinds/packing/packing_spec.h"
#include "options_json.h"
#include "result.h"

namespace dlx::wasm {
namespace {

std::string writeAs(const Puzzle& puzzle, const std::string& format) {
  if (format != "input") return puzzle.write(format);
  try {
    return puzzle.write("text");
  } catch (const InputError& textError) {
    try {
      return puzzle.write("puzzlink");
    } catch (const InputError&) {
      throw textError;  // the kind has no puzz.link format: the text format's reason is the one
    }
  }
}

}  // namespace

std::string encode(const std::string& kind, const std::string& stateJson, const std::string& optionsJson,
                   const std::string& format) {
  return guarded([&] {
    const Kind* k = findKind(kind);
    if (!k) throw InputError("unknown kind '" + kind + "'");
    if (stateJson.size() > kMaxInputBytes)
      throw InputError("the puzzle state is larger than " + std::to_string(kMaxInputBytes) + " bytes");
    std::unique_ptr<Puzzle> puzzle = k->fromState(Json::parse(stateJson), checkedOptions(*k, optionsFromJson(optionsJson)));
    return Json(writeAs(*puzzle, format));
  });
}

std::string limits() {
  Json packing = Json::object();
  packing["maxPieceCount"] = packing::kMaxPieceCount;
  packing["maxPieceDefs"] = packing::kMaxPieceDefs;
  Json numberlink = Json::object();
  numberlink["maxNumber"] = numberlink::kMaxNumber;
  Json out = Json::object();
  out["maxInputBytes"] = kMaxInputBytes;
  out["maxGridSide"] = kMaxGridSide;
  out["packing"] = std::move(packing);
  out["numberlink"] = std::move(numberlink);
  return out.dump();
}

}  // namespace dlx::wasm
