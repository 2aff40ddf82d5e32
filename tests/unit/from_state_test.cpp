// Kind::fromState, the inverse of Puzzle::describe(): for every kind, a parsed puzzle's describe()
// builds the same puzzle back (same describe(), same text, same solution count), and a bad
// state is an InputError naming the member.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "core/kind.h"
#include "core/session.h"

namespace {

std::string readPuzzle(const std::string& name) {
  std::ifstream in(std::string(DLX_PUZZLES) + "/" + name, std::ios::binary);
  REQUIRE(in);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// All solutions of `puzzle`, counted with a fresh search.
int countAll(const dlx::Puzzle& puzzle) {
  auto search = puzzle.newSearch();
  int n = 0;
  for (;;) {
    const dlx::RunStatus status = search->run(1u << 20);
    if (status == dlx::RunStatus::Solution) ++n;
    if (status == dlx::RunStatus::Done) return n;
  }
}

// parse(file) -> describe() -> fromState -> the same puzzle.
void roundTrip(const char* kind, const std::string& file, const char* format = "text") {
  const dlx::Options options;
  const dlx::Kind& k = *dlx::findKind(kind);
  const std::string text = readPuzzle(file);
  auto parsed = k.parse(text, options);
  auto built = k.fromState(parsed->describe(), options);
  CHECK(built->describe().dump() == parsed->describe().dump());
  CHECK(built->write(format) == parsed->write(format));
  CHECK(countAll(*built) == countAll(*parsed));
}

std::string stateError(const char* kind, const std::string& stateJson) {
  try {
    dlx::findKind(kind)->fromState(dlx::Json::parse(stateJson), dlx::Options());
  } catch (const dlx::InputError& e) {
    CHECK(e.line() == 0);
    return e.message();
  }
  FAIL("no InputError for " << kind << " " << stateJson);
  return "";
}

}  // namespace

TEST_CASE("fromState rebuilds each kind's puzzle from its describe()", "[fromState]") {
  roundTrip("shikaku", "shikaku-6x6.txt");
  roundTrip("shikaku", "shikaku-question.txt", "puzzlink");  // "?" clues: no plain text
  roundTrip("numberlink", "numberlink-5x5.txt");
  roundTrip("packing", "pentomino-8x8-hole.txt");
  roundTrip("packing", "tromino-l-3x4.txt");
  roundTrip("exact-cover", "knuth-example.dlx");
}

TEST_CASE("fromState keeps the pieces' own rules and states them only where they differ", "[fromState]") {
  const std::string state = R"({"board":["....","...."],"defaults":{"rotate":false,"reflect":false},)"
                            R"("pieces":[{"rows":["##","#."],"count":2,"rotate":true},{"rows":["##"],"rotate":false}]})";
  auto puzzle = dlx::findKind("packing")->fromState(dlx::Json::parse(state), dlx::Options());
  CHECK(puzzle->write("text") == "....\n....\n\nrules: rotate=no reflect=no\npiece: count=2 rotate=yes\n##\n#.\n\n##\n\n");
}

TEST_CASE("exact cover written from a state is the text as typed", "[fromState]") {
  const std::string typed = "| comment\nA B\nA\nB\n";
  dlx::Json state = dlx::Json::object();
  state["text"] = typed;
  CHECK(dlx::findKind("exact-cover")->fromState(state, dlx::Options())->write("text") == typed);
}

TEST_CASE("a bad state names the member that is wrong", "[fromState]") {
  CHECK(stateError("packing", R"({"board":["..x"],"pieces":[]})") ==
        "board[0] has an unexpected character at position 3 (only '#' and '.' are allowed)");
  CHECK(stateError("packing", R"({"board":["..."],"pieces":[{"rows":["#"],"count":0}]})") ==
        "pieces[0].count is 0; it must be from 1 to 10000");
  CHECK(stateError("packing", R"({"board":["..."],"pieces":[{"rows":["#"],"count":1.5}]})") ==
        "pieces[0].count must be a whole number");
  CHECK(stateError("packing", R"({"board":["..."],"pieces":[{"rows":["#"],"count":1e300}]})") ==
        "pieces[0].count must be a whole number");
  CHECK(stateError("packing", R"({"board":[""],"pieces":[]})") == "board[0] is empty");
  CHECK(stateError("packing", R"({"board":["."],"defaults":true,"pieces":[]})") == "defaults must be an object");
  CHECK(stateError("shikaku", R"({"width":2,"height":2,"clues":[[1,1],[1]]})") ==
        "clues[1] has 1 values; the width is 2");
  CHECK(stateError("shikaku", R"({"width":201,"height":1,"clues":[]})") == "width is 201; it must be from 1 to 200");
  CHECK(stateError("shikaku", R"({"width":1,"height":1,"clues":[[4294967296]]})") ==
        "clues[0][0] is 4294967296; it must be from -2147483648 to 2147483647");
  CHECK(stateError("numberlink", R"({"width":2,"height":1})") == "the puzzle state has no member 'numbers'");
  CHECK(stateError("exact-cover", R"({"text":null})") == "text must be a string");
  CHECK(stateError("shikaku", "[]") == "the puzzle state must be an object");
}
