#include "subtrees.h"

#include <algorithm>

#include "text.h"

namespace dlx::subtrees {

namespace {

// The live branches below `path`, from a fresh search (a search descends only before it runs).
std::vector<int> branchesAt(const Session& session, const Path& path) {
  std::unique_ptr<PuzzleSearch> search = session.puzzle().newSearch();
  if (!search->subtrees())
    throw InputError("the " + std::string(session.kind().name()) + " search cannot be split into subtrees");
  for (int b : path)
    if (!search->descend(b)) throw InputError("internal: a split path stopped being live");
  return search->liveBranches();
}

uint64_t fnv1a(std::string_view text, uint64_t hash = 1469598103934665603ull) {
  for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ull;
  return hash;
}

// The last `digits` of the 16 hex digits of `value`.
std::string hex(uint64_t value, int digits) { return text::hexDigits(value, 16).substr(16 - digits); }

std::string pathText(const Path& path) {
  if (path.empty()) return "root";
  std::string out;
  for (int b : path) out += (out.empty() ? "" : ".") + std::to_string(b);
  return out;
}

std::string splitFingerprint(const std::string& puzzle, const std::vector<Path>& paths) {
  uint64_t h = fnv1a(puzzle);
  for (const Path& p : paths) h = fnv1a(pathText(p) + "\n", h);
  return hex(h, 8);
}

bool isHex(const std::string& s, size_t digits) {
  return s.size() == digits && s.find_first_not_of("0123456789abcdef") == std::string::npos;
}

uint64_t number(const std::string& s, const std::string& what, const std::string& token) {
  if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos)
    throw InputError("subtree token '" + token + "': " + what + " is not a number ('" + s + "')");
  return std::stoull(s);
}

}  // namespace

std::vector<Path> split(const Session& session, size_t parts, int depth) {
  std::vector<Path> level = {Path{}};
  if (session.impossible()) return level;  // nothing to search: one part, which counts 0
  for (int d = 0; depth >= 0 ? d < depth : level.size() < parts; ++d) {
    std::vector<Path> next;
    bool deeper = false;
    for (const Path& p : level) {
      const std::vector<int> branches = branchesAt(session, p);
      if (branches.empty()) {  // a leaf (solved, or nothing left to try) stays a part of its own
        next.push_back(p);
        continue;
      }
      deeper = true;
      for (int b : branches) {
        Path child = p;
        child.push_back(b);
        next.push_back(std::move(child));
      }
    }
    level = std::move(next);
    if (!deeper) break;
  }
  return level;
}

std::vector<Path> refineTail(const Session& session, std::vector<Path> paths, size_t tail) {
  const size_t from = paths.size() - std::min(tail, paths.size());
  std::vector<Path> out(paths.begin(), paths.begin() + static_cast<std::ptrdiff_t>(from));
  for (size_t i = from; i < paths.size(); ++i) {
    const std::vector<int> branches = session.impossible() ? std::vector<int>{} : branchesAt(session, paths[i]);
    if (branches.empty()) out.push_back(paths[i]);
    for (int b : branches) {
      out.push_back(paths[i]);
      out.back().push_back(b);
    }
  }
  return out;
}

std::string puzzleFingerprint(const Session& session, const Options& options) {
  Options counted = checkedOptions(session.kind(), options);
  std::string text = std::string(session.kind().name()) + "\n";
  for (const auto& [key, value] : counted.all())
    if (key != "render") text += key + "=" + value + "\n";
  text += session.puzzle().write("text");
  return hex(fnv1a(text), 16);
}

std::vector<std::string> tokens(const std::string& puzzle, const std::vector<Path>& paths) {
  const std::string splitId = splitFingerprint(puzzle, paths);
  std::vector<std::string> out;
  for (size_t k = 0; k < paths.size(); ++k)
    out.push_back(puzzle + "-" + splitId + "-" + std::to_string(k) + "-" + std::to_string(paths.size()) + "-" +
                  pathText(paths[k]));
  return out;
}

Token parseToken(const std::string& text) {
  std::vector<std::string> fields;
  size_t from = 0;
  for (;;) {
    const size_t dash = text.find('-', from);
    fields.push_back(text.substr(from, dash - from));
    if (dash == std::string::npos) break;
    from = dash + 1;
  }
  if (fields.size() != 5)
    throw InputError("subtree token '" + text + "' is not PUZZLE-SPLIT-PART-PARTS-PATH (as `dlx split` prints)");
  Token t;
  t.puzzle = fields[0];
  t.split = fields[1];
  if (!isHex(t.puzzle, 16)) throw InputError("subtree token '" + text + "': the puzzle fingerprint is not 16 hex digits");
  if (!isHex(t.split, 8)) throw InputError("subtree token '" + text + "': the split fingerprint is not 8 hex digits");
  t.part = number(fields[2], "the part number", text);
  t.parts = number(fields[3], "the number of parts", text);
  if (t.parts == 0 || t.part >= t.parts)
    throw InputError("subtree token '" + text + "': part " + fields[2] + " of " + fields[3] + " does not exist");
  if (fields[4] != "root") {
    size_t at = 0;
    for (;;) {
      const size_t dot = fields[4].find('.', at);
      t.path.push_back(static_cast<int>(number(fields[4].substr(at, dot - at), "a branch of the path", text)));
      if (dot == std::string::npos) break;
      at = dot + 1;
    }
  }
  return t;
}

Path pathOf(const std::string& token, const Session& session, const Options& options) {
  return pathOf(token, puzzleFingerprint(session, options));
}

Path pathOf(const std::string& token, const std::string& mine) {
  Token t = parseToken(token);
  if (t.puzzle != mine)
    throw InputError("subtree token '" + token + "' was made for another puzzle or other options (" + t.puzzle +
                     "; this puzzle and these options are " + mine + ")");
  return std::move(t.path);
}

Json merge(const std::vector<Json>& reports) {
  if (reports.empty()) throw InputError("no part reports to merge");
  std::vector<Token> parts;
  for (size_t i = 0; i < reports.size(); ++i) {
    const Json* token = reports[i].find("subtree");
    if (!token || !token->isString())
      throw InputError("report " + std::to_string(i + 1) + " has no \"subtree\" token (run parts with --subtree)");
    parts.push_back(parseToken(token->asString()));
    const Token& first = parts.front();
    const Token& t = parts.back();
    if (t.puzzle != first.puzzle)
      throw InputError("report " + std::to_string(i + 1) + " is for another puzzle or other options than report 1");
    if (t.split != first.split || t.parts != first.parts)
      throw InputError("report " + std::to_string(i + 1) + " comes from another split than report 1");
  }
  const uint64_t n = parts.front().parts;
  std::vector<int> seen(n, 0);
  for (const Token& t : parts) ++seen[t.part];
  std::string missing, doubled;
  size_t missingCount = 0;
  for (uint64_t k = 0; k < n; ++k) {
    if (seen[k] == 0 && ++missingCount <= 10) missing += (missing.empty() ? "" : ", ") + std::to_string(k);
    if (seen[k] > 1) doubled += (doubled.empty() ? "" : ", ") + std::to_string(k) + " (" + std::to_string(seen[k]) + " times)";
  }
  if (!doubled.empty()) throw InputError("parts given more than once: " + doubled);
  if (missingCount > 0)
    throw InputError(std::to_string(missingCount) + " of " + std::to_string(n) + " parts missing: " + missing +
                     (missingCount > 10 ? ", ..." : ""));

  Json out = Json::object();
  uint64_t count = 0, nodes = 0, updates = 0;
  double ms = 0;
  bool complete = true;
  const char* summed[] = {"distinct", "raw", "examined"};
  std::vector<uint64_t> sums(3, 0);
  for (const Json& r : reports) {
    const Json* c = r.find("count");
    if (!c || !c->isInt()) throw InputError("a part report has no integer \"count\"");
    count = addCount(count, c->asUint());
    const Json* done = r.find("complete");
    complete = complete && done && done->isBool() && done->asBool();
    if (const Json* stats = r.find("stats")) {
      if (const Json* v = stats->find("nodes"); v && v->isInt()) nodes += v->asUint();
      if (const Json* v = stats->find("updates"); v && v->isInt()) updates += v->asUint();
      if (const Json* v = stats->find("ms"); v && v->isNumber()) ms += v->asDouble();
    }
    for (int i = 0; i < 3; ++i)
      if (const Json* v = r.find(summed[i]); v && v->isInt()) sums[i] = addCount(sums[i], v->asUint());
  }
  const Json& first = reports.front();
  out["kind"] = first.find("kind") ? *first.find("kind") : Json();
  out["count"] = count;
  out["count_text"] = std::to_string(count);
  if (count == UINT64_MAX) out["count_saturated"] = true;
  out["complete"] = complete;
  out["unique"] = count >= 2 ? Json(false) : complete ? Json(count == 1) : Json();
  out["solutions"] = Json::array();
  Json stats = Json::object();
  stats["nodes"] = nodes;
  stats["updates"] = updates;
  stats["ms"] = ms;  // summed over the parts: work done, not time waited
  out["stats"] = std::move(stats);
  out["parts"] = n;
  static const char* own[] = {"kind", "count", "count_text", "count_saturated", "complete", "unique",
                              "solutions", "stats", "subtree", "puzzle", "parts"};
  for (const auto& [key, value] : first.asObject()) {
    bool skip = false;
    for (const char* k : own) skip = skip || key == k;
    if (skip) continue;
    int s = -1;
    for (int i = 0; i < 3; ++i)
      if (key == summed[i]) s = i;
    if (s >= 0) out[key] = sums[s];
    else if (key == "symmetryComplete") out[key] = complete;
    else out[key] = value;
  }
  return out;
}

}  // namespace dlx::subtrees
