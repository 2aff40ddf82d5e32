// A small JSON value: enough to build the CLI's --json objects and the wasm binding's replies.
// Objects keep insertion order so the output reads in the order the contract documents.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace dlx {

class Json {
 public:
  using Array = std::vector<Json>;
  using Object = std::vector<std::pair<std::string, Json>>;

  Json() = default;  // null
  Json(std::nullptr_t) {}
  Json(bool b) : v_(b) {}
  Json(int i) : v_(static_cast<int64_t>(i)) {}
  Json(long i) : v_(static_cast<int64_t>(i)) {}
  Json(long long i) : v_(static_cast<int64_t>(i)) {}
  Json(unsigned i) : v_(static_cast<int64_t>(i)) {}
  // Unsigned values above INT64_MAX keep their own alternative so they print exactly (counts).
  Json(unsigned long i) { setUnsigned(i); }
  Json(unsigned long long i) { setUnsigned(i); }
  Json(double d) : v_(d) {}
  Json(const char* s) : v_(std::string(s)) {}
  Json(std::string s) : v_(std::move(s)) {}
  Json(std::string_view s) : v_(std::string(s)) {}
  Json(Array a) : v_(std::move(a)) {}
  Json(Object o) : v_(std::move(o)) {}

  static Json array() { return Json(Array{}); }
  static Json object() { return Json(Object{}); }

  bool isNull() const { return std::holds_alternative<std::nullptr_t>(v_); }
  bool isBool() const { return std::holds_alternative<bool>(v_); }
  bool isInt() const { return std::holds_alternative<int64_t>(v_) || std::holds_alternative<uint64_t>(v_); }
  bool isNumber() const { return isInt() || std::holds_alternative<double>(v_); }
  bool isString() const { return std::holds_alternative<std::string>(v_); }
  bool isArray() const { return std::holds_alternative<Array>(v_); }
  bool isObject() const { return std::holds_alternative<Object>(v_); }

  bool asBool() const { return std::get<bool>(v_); }
  // Above INT64_MAX asInt() saturates; asUint() reads the whole unsigned range (negatives: 0).
  int64_t asInt() const;
  uint64_t asUint() const;
  double asDouble() const;
  const std::string& asString() const { return std::get<std::string>(v_); }
  const Array& asArray() const { return std::get<Array>(v_); }
  Array& asArray() { return std::get<Array>(v_); }
  const Object& asObject() const { return std::get<Object>(v_); }
  Object& asObject() { return std::get<Object>(v_); }

  // Object access: operator[] appends a null member when the key is new (turning null into {}).
  Json& operator[](std::string_view key);
  const Json* find(std::string_view key) const;  // nullptr when absent or not an object
  bool has(std::string_view key) const { return find(key) != nullptr; }
  // Array append (turning null into []).
  void push(Json value);
  size_t size() const;

  std::string dump() const;  // compact, one line
  // Throws std::runtime_error naming the offset. uniqueKeys: a member name given twice in one object
  // is an error too (otherwise the last one is kept), for input that must not say two things.
  static Json parse(std::string_view text, bool uniqueKeys = false);

 private:
  void dumpTo(std::string& out) const;
  void setUnsigned(uint64_t i);
  std::variant<std::nullptr_t, bool, int64_t, uint64_t, double, std::string, Array, Object> v_ = nullptr;
};

void appendJsonString(std::string& out, std::string_view s);

}  // namespace dlx
