#include "options.h"

#include "errors.h"
#include "text.h"

namespace dlx {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::string knownNames(const std::vector<OptionSpec>& schema) {
  std::string names;
  for (const OptionSpec& s : schema) names += (names.empty() ? "" : ", ") + s.name;
  return "known: " + names;
}

std::string checkedValue(std::string_view kind, const OptionSpec& spec, const std::string& value) {
  const std::string where = "option '" + spec.name + "' for " + std::string(kind);
  switch (spec.type) {
    case OptionSpec::Type::Bool: {
      std::optional<bool> b = Options::parseBool(value);
      if (!b) throw InputError(where + " takes yes or no (1/0, true/false, on/off), not '" + value + "'");
      return *b ? "1" : "0";
    }
    case OptionSpec::Type::Int: {
      std::optional<int64_t> v = text::integerOf(value);
      if (!v || *v < spec.min || *v > spec.max)
        throw InputError(where + " takes a whole number from " + std::to_string(spec.min) + " to " +
                         std::to_string(spec.max) + ", not '" + value + "'");
      return std::to_string(*v);
    }
    case OptionSpec::Type::Enum: {
      for (const std::string& allowed : spec.values)
        if (lower(value) == lower(allowed)) return allowed;
      throw InputError(where + " takes " + describeType(spec) + ", not '" + value + "'");
    }
    case OptionSpec::Type::String: return value;
  }
  return value;
}

}  // namespace

const OptionSpec& renderOption() {
  static const OptionSpec spec{"render", OptionSpec::Type::Enum, {"text", "box"}, "text",
                               "box: show solutions as a box drawing (kinds that have one)"};
  return spec;
}

std::optional<bool> Options::parseBool(std::string_view value) {
  const std::string v = lower(value);
  if (v == "1" || v == "true" || v == "yes" || v == "on") return true;
  if (v == "0" || v == "false" || v == "no" || v == "off") return false;
  return std::nullopt;
}

Options checkOptions(std::string_view kind, const std::vector<OptionSpec>& schema, const Options& options) {
  Options out;
  for (const auto& [name, value] : options.all()) {
    const OptionSpec* spec = nullptr;
    for (const OptionSpec& s : schema)
      if (s.name == name) spec = &s;
    if (!spec)
      throw InputError("unknown option '" + name + "' for " + std::string(kind) + " (" + knownNames(schema) + ")");
    out.set(name, checkedValue(kind, *spec, value));
  }
  return out;
}

std::string describeType(const OptionSpec& spec) {
  switch (spec.type) {
    case OptionSpec::Type::Bool: return "yes|no";
    case OptionSpec::Type::Int: return "integer " + std::to_string(spec.min) + ".." + std::to_string(spec.max);
    case OptionSpec::Type::Enum: {
      std::string v;
      for (const std::string& s : spec.values) v += (v.empty() ? "" : "|") + s;
      return v;
    }
    case OptionSpec::Type::String: return "text";
  }
  return "";
}

}  // namespace dlx
