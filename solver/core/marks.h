// The user's marks on a board, as the `dlx analyze --marks FILE` file and the page send them: the
// grid as rows of blank-separated tokens, `.` for unknown, an integer for a label with the meaning
// of `solve --json`'s grid. Exact cover (option states): one token per option in input order, in
// any number of lines, 1 chosen, 0 left out. Hostile input: every token is checked (an integer
// that fits, a label the puzzle has), and sizes must match the puzzle; errors name line and column.
#pragma once
#include <string_view>
#include <vector>

#include "analysis_domain.h"

namespace dlx {

// Throws InputError naming what is wrong and where. Empty (or blank) text is no marks.
std::vector<Mark> parseMarks(std::string_view text, const AnalysisDomain& domain);

}  // namespace dlx
