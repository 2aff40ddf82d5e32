// The rules a Numberlink puzzle is solved under, and their names in options, reports and files.
//   rule=fill|free        fill: every cell lies on a path; free: cells may stay unused.
//   turns=no-u-turn|any   no-u-turn: no line runs along three sides of a unit square (a "U-turn":
//                         three of the four links inside one 2x2 block of cells; all four would
//                         be a loop). Publishers of fill-rule puzzles (Nikoli's Arukone, Janko,
//                         Flow Free) solve under it; any: the literal rule, turns allowed.
// A U-turn can always be cut short under rule free (the cells it walks round are then unused), so
// the free rule's puzzles (puzz.link numlin) are set with turns=any.
// Here, where every part of the solver can see them (the grid records a source's own statement).
#pragma once
#include <optional>
#include <string_view>

namespace dlx::numberlink {

enum class Rule { Fill, Free };  // fill: every cell on a path (classic); free: cells may stay unused

// Whether a line may turn back on itself: run along three sides of a unit square (three of the
// four links inside one 2x2 block of cells). Publishers of fill-rule puzzles forbid it.
enum class Turns { Any, NoUTurn };

struct Rules {
  Rule rule = Rule::Fill;
  Turns turns = Turns::Any;
  // Opt-in assumption that no path runs beside itself (two cells of one path side by side are
  // always consecutive; implies no 2x2 block of one path). Sound only for puzzles designed that
  // way (uniquely solvable ones usually are); never on by default.
  bool noTouch = false;
};

// The turn convention that goes with a rule when nothing states one: no U-turns under rule fill
// (as published), any turns under rule free.
inline Turns defaultTurns(Rule rule) { return rule == Rule::Fill ? Turns::NoUTurn : Turns::Any; }

inline std::string_view ruleName(Rule rule) { return rule == Rule::Fill ? "fill" : "free"; }
inline std::string_view turnsName(Turns turns) { return turns == Turns::NoUTurn ? "no-u-turn" : "any"; }
inline std::optional<Rule> ruleNamed(std::string_view name) {
  if (name == "fill") return Rule::Fill;
  if (name == "free") return Rule::Free;
  return std::nullopt;
}
inline std::optional<Turns> turnsNamed(std::string_view name) {
  if (name == "no-u-turn") return Turns::NoUTurn;
  if (name == "any") return Turns::Any;
  return std::nullopt;
}

}  // namespace dlx::numberlink
