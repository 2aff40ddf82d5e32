// The page's editors never write a puzzle format: they send their state, C++ builds the puzzle
// (Kind::fromState) and writes it in the format asked for.
#pragma once
#include <string>

namespace dlx::wasm {

// Result: the puzzle built from `stateJson` (the kind's describe() shape) written as `format`:
// one of the kind's formats ("text", "puzzlink", "tatham", ...) or "input", the text a session
// and a share link open: "text" when it can hold the puzzle, else "puzzlink" (Shikaku's "?").
std::string encode(const std::string& kind, const std::string& stateJson, const std::string& optionsJson,
                   const std::string& format);

// The limits the parsers enforce, for the editors' inputs (plain JSON): {"maxInputBytes",
// "maxGridSide", "packing": {"maxPieceCount", "maxPieceDefs"}, "numberlink": {"maxNumber"}}.
std::string limits();

}  // namespace dlx::wasm
