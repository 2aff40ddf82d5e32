// Piece names (`piece: name=F`): the presets' pentominoes are F I L N P T U V W X Y Z in the
// letter grid, the JSON placements and describe(); the hexominoes avoid look-alike letters; names
// read, write back and are refused when they are not one letter or digit.
#include <catch2/catch.hpp>

#include <set>

#include "core/kind.h"
#include "core/session.h"
#include "kinds/packing/packing_presets.h"

namespace {
dlx::Options presetOption(const std::string& name) {
  dlx::Options o;
  o.set("preset", name);
  return o;
}

std::set<char> lettersOf(const std::string& text) {
  std::set<char> out;
  for (char c : text)
    if (c != '#' && c != '\n') out.insert(c);
  return out;
}
}  // namespace

TEST_CASE("pentomino presets name their pieces F I L N P T U V W X Y Z", "[packing]") {
  const std::set<char> usual = {'F', 'I', 'L', 'N', 'P', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'};
  for (const char* preset : {"pentomino-6x10", "pentomino-5x12", "pentomino-3x20", "pentomino-8x8"}) {
    dlx::Session s("packing", "", presetOption(preset));
    s.runUntil(1);
    REQUIRE(s.count() == 1);
    const dlx::Json& sol = s.solutions()[0];
    CHECK(lettersOf(sol.find("text")->asString()) == usual);
    // Each placement's letter names the shape it has: the I is the straight one.
    for (const dlx::Json& p : sol.find("placements")->asArray()) {
      if (p.find("letter")->asString() != "I") continue;
      std::set<int> xs, ys;
      for (const dlx::Json& c : p.find("cells")->asArray()) xs.insert(static_cast<int>(c.asArray()[0].asInt())), ys.insert(static_cast<int>(c.asArray()[1].asInt()));
      CHECK((xs.size() == 1 || ys.size() == 1));
    }
    std::string described;
    const dlx::Json d = s.puzzle().describe();  // kept alive: the loop reads into it
    for (const dlx::Json& p : d.find("pieces")->asArray()) described += p.find("name")->asString();
    CHECK(described == "FILNPTUVWXYZ");
  }
}

TEST_CASE("the hexomino preset avoids look-alike letters", "[packing]") {
  dlx::Session s("packing", "", presetOption("hexomino-15x15"));
  s.runUntil(1);
  REQUIRE(s.count() == 1);
  const std::set<char> used = lettersOf(s.solutions()[0].find("text")->asString());
  CHECK(used.size() == 35);
  for (char c : {'l', 'I', 'O', '0', '1'}) CHECK(used.count(c) == 0);
}

TEST_CASE("piece names read, write back, and bad names are refused", "[packing]") {
  const dlx::Kind& packing = *dlx::findKind("packing");
  const std::string text = "...\n...\n\nrules: rotate=yes reflect=yes\npiece: name=L\n#.\n##\n\npiece: name=J\n##\n#.\n\n";
  auto puzzle = packing.parse(text, dlx::Options());
  CHECK(puzzle->write("text") == text);
  dlx::Session s("packing", text, dlx::Options());
  s.runUntil(1);
  REQUIRE(s.count() == 1);
  CHECK(lettersOf(s.solutions()[0].find("text")->asString()) == std::set<char>{'L', 'J'});
  try {
    packing.parse("...\n...\n\npiece: name=LL\n#.\n##\n\n##\n#.\n", dlx::Options());
    FAIL("no error");
  } catch (const dlx::InputError& e) {
    CHECK(e.message() == "a piece name is one letter or digit, not 'LL'");
    CHECK(e.line() == 4);
    CHECK(e.column() == 13);
  }
  CHECK_THROWS_WITH(packing.parse("..\n\nrules: name=A\n##\n", dlx::Options()), Catch::Contains("rules lines take rotate, reflect"));
  CHECK_THROWS_WITH(packing.parse("..\n\npiece: name=#\n##\n", dlx::Options()), Catch::Contains("one letter or digit"));
}
