// The one error type for bad input: says what is wrong and where (1-based line/column, 0 = n/a).
#pragma once
#include <stdexcept>
#include <string>

namespace dlx {

class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& message, int line = 0, int column = 0)
      : std::runtime_error(format(message, line, column)), line_(line), column_(column), message_(message) {}
  int line() const { return line_; }
  int column() const { return column_; }
  const std::string& message() const { return message_; }  // without the position prefix

 private:
  static std::string format(const std::string& message, int line, int column) {
    if (line <= 0) return message;
    std::string where = "line " + std::to_string(line);
    if (column > 0) where += ", column " + std::to_string(column);
    return where + ": " + message;
  }
  int line_, column_;
  std::string message_;
};

}  // namespace dlx
