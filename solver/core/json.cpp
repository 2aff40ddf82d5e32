#include "json.h"

#include "json_number.h"
#include "text.h"

#include <cmath>
#include <stdexcept>

namespace dlx {

Json& Json::operator[](std::string_view key) {
  if (isNull()) v_ = Object{};
  Object& o = asObject();
  for (auto& [k, v] : o)
    if (k == key) return v;
  o.emplace_back(std::string(key), Json());
  return o.back().second;
}

const Json* Json::find(std::string_view key) const {
  if (!isObject()) return nullptr;
  for (const auto& [k, v] : asObject())
    if (k == key) return &v;
  return nullptr;
}

void Json::push(Json value) {
  if (isNull()) v_ = Array{};
  asArray().push_back(std::move(value));
}

size_t Json::size() const {
  if (isArray()) return asArray().size();
  if (isObject()) return asObject().size();
  return 0;
}

void appendJsonString(std::string& out, std::string_view s) {
  out += '"';
  for (size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      // Valid UTF-8 is copied; a byte that is not (input is checked, but a message may quote a
      // command-line argument) becomes U+FFFD, so the output is always valid JSON.
      const size_t n = text::utf8Length(s, i);
      if (n == 0) {
        out += "\\ufffd";
      } else {
        out.append(s.substr(i, n));
        i += n - 1;
      }
      continue;
    }
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20 || c == 0x7F) {
          out += "\\u";
          out += text::hexDigits(c, 4);
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}

void Json::setUnsigned(uint64_t i) {
  if (i > static_cast<uint64_t>(INT64_MAX)) v_ = i;
  else v_ = static_cast<int64_t>(i);
}

int64_t Json::asInt() const {
  if (std::holds_alternative<uint64_t>(v_)) return INT64_MAX;
  if (auto* i = std::get_if<int64_t>(&v_)) return *i;
  return static_cast<int64_t>(std::get<double>(v_));
}

uint64_t Json::asUint() const {
  if (auto* u = std::get_if<uint64_t>(&v_)) return *u;
  const int64_t i = asInt();
  return i < 0 ? 0 : static_cast<uint64_t>(i);
}

double Json::asDouble() const {
  if (auto* u = std::get_if<uint64_t>(&v_)) return static_cast<double>(*u);
  if (auto* i = std::get_if<int64_t>(&v_)) return static_cast<double>(*i);
  return std::get<double>(v_);
}

void Json::dumpTo(std::string& out) const {
  if (isNull()) {
    out += "null";
  } else if (isBool()) {
    out += asBool() ? "true" : "false";
  } else if (auto* u = std::get_if<uint64_t>(&v_)) {
    out += std::to_string(*u);
  } else if (isInt()) {
    out += std::to_string(std::get<int64_t>(v_));
  } else if (std::holds_alternative<double>(v_)) {
    double d = std::get<double>(v_);
    if (!std::isfinite(d)) {
      out += "null";
    } else {
      appendShortDouble(out, d);
    }
  } else if (isString()) {
    appendJsonString(out, asString());
  } else if (isArray()) {
    out += '[';
    bool first = true;
    for (const Json& v : asArray()) {
      if (!first) out += ',';
      first = false;
      v.dumpTo(out);
    }
    out += ']';
  } else {
    out += '{';
    bool first = true;
    for (const auto& [k, v] : asObject()) {
      if (!first) out += ',';
      first = false;
      appendJsonString(out, k);
      out += ':';
      v.dumpTo(out);
    }
    out += '}';
  }
}

std::string Json::dump() const {
  std::string out;
  dumpTo(out);
  return out;
}

namespace {

// A strict recursive-descent reader with a depth cap (input may come from a URL).
class Reader {
 public:
  Reader(std::string_view t, bool uniqueKeys) : t_(t), uniqueKeys_(uniqueKeys) {}
  Json document() {
    Json v = value(0);
    ws();
    if (i_ != t_.size()) fail("unexpected text after the value");
    return v;
  }

 private:
  [[noreturn]] void fail(const char* what) const {
    throw std::runtime_error(std::string("JSON: ") + what + " at offset " + std::to_string(i_));
  }
  void ws() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\n' || t_[i_] == '\r' || t_[i_] == '\t')) ++i_;
  }
  bool eat(char c) {
    ws();
    if (i_ < t_.size() && t_[i_] == c) {
      ++i_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!eat(c)) fail("unexpected character");
  }
  bool word(std::string_view w) {
    if (t_.substr(i_, w.size()) == w) {
      i_ += w.size();
      return true;
    }
    return false;
  }
  Json value(int depth) {
    if (depth > 64) fail("nesting too deep");
    ws();
    if (i_ >= t_.size()) fail("unexpected end");
    char c = t_[i_];
    if (c == '{') {
      ++i_;
      Json o = Json::object();
      if (eat('}')) return o;
      do {
        ws();
        std::string k = string();
        if (uniqueKeys_ && o.find(k)) fail(("the member \"" + k + "\" is given twice").c_str());
        expect(':');
        o[k] = value(depth + 1);
      } while (eat(','));
      expect('}');
      return o;
    }
    if (c == '[') {
      ++i_;
      Json a = Json::array();
      if (eat(']')) return a;
      do a.push(value(depth + 1));
      while (eat(','));
      expect(']');
      return a;
    }
    if (c == '"') return Json(string());
    if (word("true")) return Json(true);
    if (word("false")) return Json(false);
    if (word("null")) return Json();
    return number();
  }
  std::string string() {
    if (i_ >= t_.size() || t_[i_] != '"') fail("expected a string");
    ++i_;
    std::string s;
    while (i_ < t_.size() && t_[i_] != '"') {
      char c = t_[i_++];
      if (c != '\\') {
        s += c;
        continue;
      }
      if (i_ >= t_.size()) fail("unfinished escape");
      char e = t_[i_++];
      switch (e) {
        case 'n': s += '\n'; break;
        case 't': s += '\t'; break;
        case 'r': s += '\r'; break;
        case 'b': s += '\b'; break;
        case 'f': s += '\f'; break;
        case 'u': {
          unsigned cp = 0;
          for (int k = 0; k < 4; ++k, ++i_) {
            const int digit = i_ < t_.size() ? text::hexValue(t_[i_]) : -1;
            if (digit < 0) fail("bad \\u escape: four hex digits must follow");
            cp = cp * 16 + static_cast<unsigned>(digit);
          }
          if (cp < 0x80) {
            s += static_cast<char>(cp);
          } else if (cp < 0x800) {
            s += static_cast<char>(0xC0 | (cp >> 6));
            s += static_cast<char>(0x80 | (cp & 0x3F));
          } else {
            s += static_cast<char>(0xE0 | (cp >> 12));
            s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            s += static_cast<char>(0x80 | (cp & 0x3F));
          }
          break;
        }
        default: s += e;
      }
    }
    if (i_ >= t_.size()) fail("unfinished string");
    ++i_;
    return s;
  }
  Json number() {
    size_t start = i_;
    if (i_ < t_.size() && t_[i_] == '-') ++i_;
    while (i_ < t_.size() && ((t_[i_] >= '0' && t_[i_] <= '9') || t_[i_] == '.' || t_[i_] == 'e' ||
                              t_[i_] == 'E' || t_[i_] == '+' || t_[i_] == '-'))
      ++i_;
    if (i_ == start) fail("unexpected character");
    std::optional<Json> n = readJsonNumber(t_.substr(start, i_ - start));
    if (!n) fail("bad number");
    return *std::move(n);
  }
  std::string_view t_;
  bool uniqueKeys_;
  size_t i_ = 0;
};

}  // namespace

Json Json::parse(std::string_view text, bool uniqueKeys) { return Reader(text, uniqueKeys).document(); }

}  // namespace dlx
