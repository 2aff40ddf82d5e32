// The kind registry: adding a kind is one line here plus its folder under solver/kinds/.
#include "kind.h"

namespace dlx {

const Kind& exactCoverKind();
const Kind& packingKind();
const Kind& shikakuKind();
const Kind& numberlinkKind();

const std::vector<const Kind*>& allKinds() {
  // Detection order matters: the more specific formats first, generic exact cover last.
  static const std::vector<const Kind*> kinds = {
      &numberlinkKind(),
      &shikakuKind(),
      &packingKind(),
      &exactCoverKind(),
  };
  return kinds;
}

Options checkedOptions(const Kind& kind, const Options& options) {
  std::vector<OptionSpec> schema = kind.options();
  schema.push_back(renderOption());
  return checkOptions(kind.name(), schema, options);
}

Json kindsJson() {
  Json list = Json::array();
  for (const Kind* k : allKinds()) {
    Json entry = Json::object();
    entry["name"] = std::string(k->name());
    entry["title"] = std::string(k->title());
    Json presets = Json::array();
    for (const std::string& name : k->presets()) presets.push(name);
    entry["presets"] = std::move(presets);
    Json options = Json::array();
    for (const OptionSpec& spec : k->options()) {
      Json o = Json::object();
      o["name"] = spec.name;
      o["type"] = spec.type == OptionSpec::Type::Bool   ? "bool"
                  : spec.type == OptionSpec::Type::Int  ? "int"
                  : spec.type == OptionSpec::Type::Enum ? "enum"
                                                        : "string";
      Json values = Json::array();
      for (const std::string& v : spec.values) values.push(v);
      if (spec.type == OptionSpec::Type::Enum) o["values"] = std::move(values);
      if (spec.type == OptionSpec::Type::Int) o["min"] = spec.min, o["max"] = spec.max;
      o["default"] = spec.fallback.empty() ? Json() : Json(spec.fallback);
      o["help"] = spec.help;
      options.push(std::move(o));
    }
    entry["options"] = std::move(options);
    list.push(std::move(entry));
  }
  return list;
}

const Kind* findKind(std::string_view name) {
  for (const Kind* k : allKinds())
    if (k->name() == name) return k;
  return nullptr;
}

const Kind* detectKind(std::string_view input) {
  const Kind* shaped = nullptr;
  for (const Kind* k : allKinds()) {
    const Fit fit = k->detect(input);
    if (fit == Fit::Sure) return k;
    if (fit == Fit::Shape && !shaped) shaped = k;
  }
  return shaped;
}

}  // namespace dlx
