#include "marks.h"

#include "errors.h"
#include "kind.h"
#include "text.h"

namespace dlx {

namespace {

// One token as a mark on `var` (nothing for '.'), refusals placed at the token.
void readMark(const text::Token& t, int var, const AnalysisDomain& domain, std::vector<Mark>& out) {
  if (t.text == ".") return;
  if (!text::looksInteger(t.text))
    throw InputError("unexpected '" + std::string(t.text) + "': a mark is '.' (unknown) or an integer label", t.line,
                     t.column);
  const int64_t value = text::integerAt(t, "a mark", INT32_MIN, INT32_MAX);
  try {
    out.push_back(Mark{var, domain.markLabel(var, value), true});
  } catch (const InputError& e) {
    throw InputError(e.message(), t.line, t.column);
  }
}

}  // namespace

std::vector<Mark> parseMarks(std::string_view text, const AnalysisDomain& domain) {
  if (text.size() > kMaxInputBytes) throw InputError("the marks file is larger than " + std::to_string(kMaxInputBytes) + " bytes");
  text::requireUtf8(text);
  std::vector<Mark> marks;
  if (text::isBlankLine(text::withoutBom(text))) return marks;  // no marks at all: the empty board
  if (domain.optionStates()) {
    const std::vector<text::Token> tokens = text::tokens(text);
    if (tokens.size() != static_cast<size_t>(domain.variableCount())) {
      const int line = tokens.size() > static_cast<size_t>(domain.variableCount()) ? tokens[domain.variableCount()].line : 0;
      const int column = line ? tokens[domain.variableCount()].column : 0;
      throw InputError("the marks list " + std::to_string(tokens.size()) + " options; the matrix has " +
                           std::to_string(domain.variableCount()),
                       line, column);
    }
    for (size_t i = 0; i < tokens.size(); ++i) readMark(tokens[i], static_cast<int>(i), domain, marks);
    return marks;
  }
  int row = 0;
  int lastLine = 0;
  for (const text::Line& line : text::lines(text)) {
    if (text::isBlankLine(line.text)) continue;
    lastLine = line.number;
    const std::vector<text::Token> tokens = text::tokens(line);
    if (row >= domain.height())
      throw InputError("the marks have more rows than the puzzle's " + std::to_string(domain.height()), line.number, 1);
    if (tokens.size() != static_cast<size_t>(domain.width())) {
      const int column = tokens.size() > static_cast<size_t>(domain.width()) ? tokens[domain.width()].column : 0;
      throw InputError("this row has " + std::to_string(tokens.size()) + " marks; the puzzle is " +
                           std::to_string(domain.width()) + " cells wide",
                       line.number, column);
    }
    for (int x = 0; x < domain.width(); ++x) readMark(tokens[x], row * domain.width() + x, domain, marks);
    ++row;
  }
  if (row != domain.height())
    throw InputError("the marks have " + std::to_string(row) + " rows; the puzzle has " + std::to_string(domain.height()),
                     lastLine, 0);
  return marks;
}

}  // namespace dlx
