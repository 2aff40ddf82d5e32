// What an error message quotes from the input reaches a terminal: control characters must not act
// (ESC clears the screen, OSC retitles the window) and a huge token must not be echoed whole.
// Also the JSON reader's unique-member mode (merge refuses a report that says two things).
#include <catch2/catch.hpp>

#include "core/json.h"
#include "core/text.h"

using dlx::text::safeForTerminal;

TEST_CASE("terminal-safe messages: controls escaped, UTF-8 kept, long tokens cut", "[text]") {
  CHECK(safeForTerminal("item 'A\x1b[2J' is bad") == "item 'A\\x1b[2J' is bad");
  CHECK(safeForTerminal("no such file: a\x1b]0;owned\x07.txt") == "no such file: a\\x1b]0;owned\\x07.txt");
  CHECK(safeForTerminal("tab\there\rcr del\x7f") == "tab\\there\\rcr del\\x7f");
  CHECK(safeForTerminal("c1 \xc2\x9b" "31m") == "c1 \\u009b31m");
  CHECK(safeForTerminal("bad \xff byte") == "bad \\xff byte");
  CHECK(safeForTerminal("caf\xc3\xa9 \xe2\x9c\x93 \xc2\xa0nbsp") == "caf\xc3\xa9 \xe2\x9c\x93 \xc2\xa0nbsp");
  CHECK(safeForTerminal("line 1\nline 2") == "line 1\nline 2");
  // 120 bytes is kept whole; past it the run is cut after 60 characters, its length said.
  const std::string kept(120, 'k');
  CHECK(safeForTerminal("'" + kept.substr(2) + "'") == "'" + kept.substr(2) + "'");
  const std::string huge(3 << 20, 'x');
  const std::string cut = safeForTerminal("unknown rule '" + huge + "' (rules lines take rotate)");
  CHECK(cut == "unknown rule '" + std::string(59, 'x') + "...(" + std::to_string(huge.size() + 2) +
                   " bytes) (rules lines take rotate)");
  // A cut run's control characters are not let through either.
  CHECK(safeForTerminal(std::string(200, '\x1b')).find('\x1b') == std::string::npos);
}

TEST_CASE("JSON: unique-member mode refuses a name given twice, at any depth", "[json]") {
  CHECK(dlx::Json::parse(R"({"a":1,"a":2})").find("a")->asInt() == 2);  // the default keeps the last
  CHECK_THROWS_WITH(dlx::Json::parse(R"({"a":1,"a":2})", true), Catch::Contains("the member \"a\" is given twice"));
  CHECK_THROWS_WITH(dlx::Json::parse(R"({"s":{"n":1,"n":1}})", true), Catch::Contains("the member \"n\" is given twice"));
  CHECK_THROWS_WITH(dlx::Json::parse(R"([{"x":1},{"y":1,"y":2}])", true), Catch::Contains("\"y\""));
  CHECK(dlx::Json::parse(R"({"a":{"a":1},"b":[{"a":2}]})", true).size() == 2);
}
