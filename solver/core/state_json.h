// Reading the structured state an editor holds (Kind::fromState): members looked up by name,
// each mistake an InputError that names the member ("pieces[2].count"), since a state has no
// lines and columns. Members a kind does not read are ignored, so describe() output is a state.
#pragma once
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "errors.h"
#include "json.h"
#include "kind.h"

namespace dlx::state {

inline const Json& member(const Json& object, std::string_view key, const std::string& path = "the puzzle state") {
  if (!object.isObject()) throw InputError(path + " must be an object");
  const Json* value = object.find(key);
  if (!value) throw InputError(path + " has no member '" + std::string(key) + "'");
  return *value;
}

inline std::string pathOf(const std::string& parent, std::string_view key) {
  return parent.empty() ? std::string(key) : parent + "." + std::string(key);
}

inline std::string pathOf(const std::string& parent, size_t index) {
  return parent + "[" + std::to_string(index) + "]";
}

inline const Json::Array& array(const Json& value, const std::string& path) {
  if (!value.isArray()) throw InputError(path + " must be an array");
  return value.asArray();
}

// A whole number in lo..hi (a JSON number with a fraction, or out of range, is refused).
inline int integer(const Json& value, const std::string& path, long long lo, long long hi) {
  if (!value.isNumber()) throw InputError(path + " must be a whole number");
  if (!value.isInt()) {  // 3.0 is accepted; 2.5, 1e300 and the like are not
    const double d = value.asDouble();
    if (d != std::trunc(d) || d < -9e18 || d > 9e18) throw InputError(path + " must be a whole number");
  }
  const long long v = value.isInt() ? value.asInt() : static_cast<long long>(value.asDouble());
  if (v < lo || v > hi)
    throw InputError(path + " is " + std::to_string(v) + "; it must be from " + std::to_string(lo) + " to " +
                     std::to_string(hi));
  return static_cast<int>(v);
}

inline bool boolean(const Json& value, const std::string& path) {
  if (!value.isBool()) throw InputError(path + " must be true or false");
  return value.asBool();
}

inline const std::string& string(const Json& value, const std::string& path) {
  if (!value.isString()) throw InputError(path + " must be a string");
  return value.asString();
}

// The "W x H grid of whole numbers" both number-grid kinds hold: {"width", "height", field: rows}.
// Values are range-checked only against int; the kind validates what they mean.
struct IntGrid {
  int width = 0, height = 0;
  std::vector<int> cells;  // row-major
};

inline IntGrid intGrid(const Json& object, std::string_view field) {
  IntGrid g;
  g.width = integer(member(object, "width"), "width", 1, kMaxGridSide);
  g.height = integer(member(object, "height"), "height", 1, kMaxGridSide);
  const std::string name(field);
  const Json::Array& rows = array(member(object, field), name);
  if (rows.size() != static_cast<size_t>(g.height))
    throw InputError(name + " has " + std::to_string(rows.size()) + " rows; the height is " + std::to_string(g.height));
  g.cells.reserve(static_cast<size_t>(g.width) * static_cast<size_t>(g.height));
  for (size_t y = 0; y < rows.size(); ++y) {
    const std::string rowPath = pathOf(name, y);
    const Json::Array& row = array(rows[y], rowPath);
    if (row.size() != static_cast<size_t>(g.width))
      throw InputError(rowPath + " has " + std::to_string(row.size()) + " values; the width is " + std::to_string(g.width));
    for (size_t x = 0; x < row.size(); ++x) g.cells.push_back(integer(row[x], pathOf(rowPath, x), -(1LL << 31), (1LL << 31) - 1));
  }
  return g;
}

}  // namespace dlx::state
