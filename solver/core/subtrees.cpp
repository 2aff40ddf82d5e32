#include "subtrees.h"

#include <algorithm>
#include <climits>
#include <optional>

#include "text.h"

namespace dlx::subtrees {

namespace {

// A fresh search standing at `path` (a search descends only before it runs).
std::unique_ptr<PuzzleSearch> searchAt(const Session& session, const Path& path) {
  std::unique_ptr<PuzzleSearch> search = session.puzzle().newSearch();
  if (!search->subtrees())
    throw InputError("the " + std::string(session.kind().name()) + " search cannot be split into subtrees");
  for (int b : path)
    if (!search->descend(b)) throw InputError("internal: a split path stopped being live");
  return search;
}

// The live branches below `path`.
std::vector<int> branchesAt(const Session& session, const Path& path) { return searchAt(session, path)->liveBranches(); }

// A node of a split being made. A node reached by its parent's only live branch (a forced move)
// takes the parent's search along, one descend further, instead of a new search replaying the
// whole path from the root: 10,000 forced monominoes in a row were 10,000 levels of replays
// (no split within 120 s). At most kMaxCarried searches are kept at once (each is a copy of the
// puzzle's tables); a node past that replays its path as before.
struct Node {
  Path path;
  std::unique_ptr<PuzzleSearch> search;  // standing at `path`, or null
  bool leaf = false;                      // known to have no live branch
};
constexpr size_t kMaxCarried = 256;

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

// A field of a token as a whole number: digits only, at most `limit` (a part number, a count of
// parts or a branch; a larger one is named as too large, not as "not a number").
uint64_t number(const std::string& s, const std::string& what, const std::string& token, uint64_t limit) {
  if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos)
    throw InputError("subtree token '" + token + "': " + what + " is not a number ('" + s + "')");
  const size_t digits = s.find_first_not_of('0');
  if (digits != std::string::npos && (s.size() - digits > 19 || std::stoull(s.substr(digits)) > limit))
    throw InputError("subtree token '" + token + "': " + what + " " + s + " is larger than " +
                     std::to_string(limit));
  return digits == std::string::npos ? 0 : std::stoull(s.substr(digits));
}

}  // namespace

std::vector<Path> split(const Session& session, size_t parts, int depth) {
  if (session.impossible()) return {Path{}};  // nothing to search: one part, which counts 0
  std::vector<Node> level(1);
  for (int d = 0; depth >= 0 ? d < depth : level.size() < parts; ++d) {
    std::vector<Node> next;
    bool deeper = false;
    size_t carried = 0;
    for (Node& node : level) {
      std::vector<int> branches;
      if (!node.leaf) {
        if (!node.search) node.search = searchAt(session, node.path);
        branches = node.search->liveBranches();
      }
      if (branches.empty()) {  // a leaf (solved, or nothing left to try) stays a part of its own
        next.push_back({std::move(node.path), nullptr, true});
        continue;
      }
      deeper = true;
      if (branches.size() == 1 && carried < kMaxCarried) {
        if (!node.search->descend(branches[0])) throw InputError("internal: a live branch could not be taken");
        node.path.push_back(branches[0]);
        next.push_back(std::move(node));
        ++carried;
        continue;
      }
      node.search.reset();
      for (int b : branches) {
        Path child = node.path;
        child.push_back(b);
        next.push_back({std::move(child), nullptr, false});
      }
      if (next.size() > kMaxParts)
        throw InputError("the split would make more than " + std::to_string(kMaxParts) +
                         " parts (the most a merge takes); ask for fewer parts or a smaller depth");
    }
    level = std::move(next);
    if (!deeper) break;
  }
  std::vector<Path> paths;
  paths.reserve(level.size());
  for (Node& node : level) paths.push_back(std::move(node.path));
  return paths;
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
  // The puzzle as its text format writes it (tokens made before stay valid); a puzzle that format
  // cannot hold (Shikaku's hidden '?' clues) by its own model, as describe() gives it.
  try {
    text += session.puzzle().write("text");
  } catch (const InputError&) {
    text += "model\n" + session.puzzle().describe().dump();
  }
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
  t.parts = number(fields[3], "the number of parts", text, kMaxParts);
  t.part = number(fields[2], "the part number", text, kMaxParts);
  if (t.parts == 0 || t.part >= t.parts)
    throw InputError("subtree token '" + text + "': part " + fields[2] + " of " + fields[3] + " does not exist");
  if (fields[4] != "root") {
    size_t at = 0;
    for (;;) {
      const size_t dot = fields[4].find('.', at);
      t.path.push_back(static_cast<int>(number(fields[4].substr(at, dot - at), "a branch of the path", text, INT32_MAX)));
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

namespace {

// What a report says in a whole-number member (`what` names it in messages): nullopt when absent;
// refused when present as anything but an integer of at least 0.
std::optional<uint64_t> countIn(const Json* value, size_t report, const std::string& what) {
  if (!value) return std::nullopt;
  if (!value->isInt() || value->asInt() < 0)
    throw InputError("report " + std::to_string(report + 1) + ": \"" + what + "\" must be a whole number of at least 0, not " +
                     value->dump());
  return value->asUint();
}

// Part numbers missing from `seen` (sorted, distinct, each below n): how many, and the first ten.
std::string missingParts(const std::vector<uint64_t>& seen, uint64_t n) {
  std::string listed;
  uint64_t total = 0, listedCount = 0, expect = 0;
  auto note = [&](uint64_t from, uint64_t to) {  // parts from..to-1 are missing
    total += to - from;
    for (uint64_t k = from; k < to && listedCount < 10; ++k, ++listedCount)
      listed += (listed.empty() ? "" : ", ") + std::to_string(k);
  };
  for (uint64_t k : seen) {
    note(expect, k);
    expect = k + 1;
  }
  note(expect, n);
  if (total == 0) return "";
  return std::to_string(total) + " of " + std::to_string(n) + " parts missing: " + listed + (total > 10 ? ", ..." : "");
}

}  // namespace

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
  // Parts in part order, found by sorting: nothing here is sized by what a token claims.
  const uint64_t n = parts.front().parts;
  std::vector<size_t> order(parts.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return parts[a].part < parts[b].part; });
  std::vector<uint64_t> seen;
  std::string doubled;
  for (size_t i = 0; i < order.size(); ++i) {
    const uint64_t k = parts[order[i]].part;
    if (!seen.empty() && seen.back() == k) continue;
    size_t times = 1;
    while (i + times < order.size() && parts[order[i + times]].part == k) ++times;
    if (times > 1) doubled += (doubled.empty() ? "" : ", ") + std::to_string(k) + " (" + std::to_string(times) + " times)";
    seen.push_back(k);
  }
  if (!doubled.empty()) throw InputError("parts given more than once: " + doubled);
  if (const std::string missing = missingParts(seen, n); !missing.empty()) throw InputError(missing);
  // The split fingerprint is a digest of every part's path in part order: a report whose path
  // was edited (or that took another part's number) no longer adds up to it.
  std::vector<Path> paths;
  for (size_t i : order) paths.push_back(parts[i].path);
  if (splitFingerprint(parts.front().puzzle, paths) != parts.front().split)
    throw InputError("the parts' paths are not the ones their split gave them (a token was edited, or reports of "
                     "different splits were mixed): the paths do not add up to split fingerprint " + parts.front().split);

  Json out = Json::object();
  uint64_t count = 0, nodes = 0, updates = 0;
  double ms = 0;
  bool complete = true;
  const char* summed[] = {"distinct", "raw", "examined"};
  std::vector<uint64_t> sums(3, 0);
  for (size_t i = 0; i < reports.size(); ++i) {
    const Json& r = reports[i];
    const std::optional<uint64_t> c = countIn(r.find("count"), i, "count");
    if (!c) throw InputError("report " + std::to_string(i + 1) + " has no \"count\"");
    count = addCount(count, *c);
    const Json* done = r.find("complete");
    if (done && !done->isBool())
      throw InputError("report " + std::to_string(i + 1) + ": \"complete\" must be true or false, not " + done->dump());
    complete = complete && done && done->asBool();
    if (const Json* stats = r.find("stats")) {
      nodes = addCount(nodes, countIn(stats->find("nodes"), i, "stats.nodes").value_or(0));
      updates = addCount(updates, countIn(stats->find("updates"), i, "stats.updates").value_or(0));
      if (const Json* v = stats->find("ms"); v && v->isNumber() && v->asDouble() >= 0) ms += v->asDouble();
    }
    for (int k = 0; k < 3; ++k) sums[k] = addCount(sums[k], countIn(r.find(summed[k]), i, summed[k]).value_or(0));
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
