// A test data file's whole text ("" when it cannot be read: the comparison that follows fails
// and shows it).
#pragma once
#include <fstream>
#include <sstream>
#include <string>

namespace nltest {

inline std::string readTextFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace nltest
