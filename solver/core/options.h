// Solve options as plain key/value strings, so the CLI, the wasm binding and URLs share one shape,
// and the schema each kind declares for them (name, type, allowed values, default, one line of
// help). Session checks every option against its kind's schema once, before the kind sees them,
// so a misspelt name or a value the kind would misread stops with a message instead.
#pragma once
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlx {

class Options {
 public:
  void set(std::string key, std::string value) { values_[std::move(key)] = std::move(value); }
  bool has(std::string_view key) const { return values_.find(std::string(key)) != values_.end(); }
  std::string get(std::string_view key, std::string_view fallback = "") const {
    auto it = values_.find(std::string(key));
    return it == values_.end() ? std::string(fallback) : it->second;
  }
  // The value read as a yes/no (see parseBool); absent -> fallback. Values that are not yes/no
  // never reach a kind (Session rejects them), and read as the fallback if they do.
  bool flag(std::string_view key, bool fallback) const {
    auto it = values_.find(std::string(key));
    if (it == values_.end()) return fallback;
    return parseBool(it->second).value_or(fallback);
  }
  const std::map<std::string, std::string>& all() const { return values_; }

  // Yes/no words, case-insensitive: 1 true yes on / 0 false no off. Anything else: nullopt.
  static std::optional<bool> parseBool(std::string_view value);

 private:
  std::map<std::string, std::string> values_;
};

struct OptionSpec {
  enum class Type { Bool, Int, Enum, String };
  std::string name;
  Type type = Type::Bool;
  std::vector<std::string> values;  // Enum: the allowed values
  std::string fallback;             // the default, as text ("" = none / depends on the input)
  std::string help;                 // one line
  int64_t min = 0, max = 0;         // Int: the allowed range
};

// The option every kind takes besides its own: render=text|box, how solutions are shown (the
// CLI prints the box drawing; packing then draws it even on boards too large for it by default).
const OptionSpec& renderOption();

// Checks `options` against `schema`: unknown names and bad values throw InputError naming them
// ("unknown option 'symetry' for packing (known: ...)"). Returns the options with yes/no values
// written as "1"/"0" and enum values in their declared spelling.
Options checkOptions(std::string_view kind, const std::vector<OptionSpec>& schema, const Options& options);

// "bool", "int 1..10", "fill|free", "string": the value part of a schema line, for `dlx kinds`.
std::string describeType(const OptionSpec& spec);

}  // namespace dlx
