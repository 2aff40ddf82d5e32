// Solve options as plain key/value strings, so the CLI, the wasm binding and URLs share one shape.
// Keys in use: rotate, reflect, symmetry (0/1), preset (name), rule (numberlink: fill|free),
// render (box), limit (packing: max pieces), ... Each kind documents the keys it reads.
#pragma once
#include <map>
#include <string>
#include <string_view>

namespace dlx {

class Options {
 public:
  void set(std::string key, std::string value) { values_[std::move(key)] = std::move(value); }
  bool has(std::string_view key) const { return values_.find(std::string(key)) != values_.end(); }
  std::string get(std::string_view key, std::string_view fallback = "") const {
    auto it = values_.find(std::string(key));
    return it == values_.end() ? std::string(fallback) : it->second;
  }
  // "1", "true", "yes", "on" are true; "0", "false", "no", "off" false; absent -> fallback.
  bool flag(std::string_view key, bool fallback) const {
    auto it = values_.find(std::string(key));
    if (it == values_.end()) return fallback;
    const std::string& v = it->second;
    if (v == "1" || v == "true" || v == "yes" || v == "on" || v.empty()) return true;
    return false;
  }
  const std::map<std::string, std::string>& all() const { return values_; }

 private:
  std::map<std::string, std::string> values_;
};

}  // namespace dlx
