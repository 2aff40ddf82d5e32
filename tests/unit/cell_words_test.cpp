// How reasons and messages name cells: in words, row first, the way the page says them.
#include <catch2/catch.hpp>

#include "core/analysis_domain.h"

TEST_CASE("a cell is named by row and column, 1-based", "[words]") {
  CHECK(dlx::cellPosition(0, 0) == "row 1, column 1");
  CHECK(dlx::cellPosition(2, 0) == "row 1, column 3");  // x is the column
  CHECK(dlx::cellPosition(0, 11) == "row 12, column 1");
}

TEST_CASE("cells are listed by row, adjacent columns as runs", "[words]") {
  // A U pentomino: columns 1 and 3 on the top row (a gap), 1 to 3 below.
  CHECK(dlx::cellsInWords({{2, 4}, {0, 4}, {0, 5}, {1, 5}, {2, 5}}) == "row 5, columns 1 and 3; row 6, columns 1 to 3");
  CHECK(dlx::cellsInWords({{3, 0}}) == "row 1, column 4");
  CHECK(dlx::cellsInWords({{0, 0}, {1, 0}, {2, 0}, {4, 0}}) == "row 1, columns 1 to 3 and 5");
  CHECK(dlx::cellsInWords({{0, 0}, {1, 0}, {3, 0}, {5, 0}, {6, 0}}) == "row 1, columns 1, 2, 4, 6 and 7");
  CHECK(dlx::cellsInWords({{1, 2}, {1, 0}, {1, 1}}) == "row 1, column 2; row 2, column 2; row 3, column 2");
  CHECK(dlx::cellsInWords({}).empty());
}
