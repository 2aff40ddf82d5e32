// One count split into parts that run apart and add up exactly: on other threads (--jobs), in
// other processes or on other machines (dlx split / solve --subtree / merge, driven by GNU
// parallel, xargs or a cluster's own scheduler).
//
// A part is a subtree of the search: the path of branch numbers from the root (Search::descend).
// Its token names the puzzle and options it belongs to and its place in the split:
//
//     <puzzle fingerprint, 16 hex>-<split fingerprint, 8 hex>-<part k>-<of n>-<path>
//
// with the path's branch numbers joined by '.' ("root" for the whole tree), e.g.
// 9c1e0b6a44f2d3e1-5a0c11fe-7-70-3.12. A token is plain ASCII without spaces or shell
// metacharacters, one per line in `dlx split` output.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "json.h"
#include "session.h"

namespace dlx::subtrees {

using Path = std::vector<int>;

// The most parts a split makes and a merge takes (and a token may name): a million reports
// already fill a few hundred MB of JSON; a claim of more is refused before anything is sized by it.
inline constexpr uint64_t kMaxParts = 1000000;

// Splits the session's search tree: every live node `depth` levels down (a leaf above that depth
// is a part of its own), or, with depth < 0, level after level until there are at least `parts`
// (or no node can be split further). Throws InputError when the kind's search has no subtrees.
std::vector<Path> split(const Session& session, size_t parts, int depth);

// `paths` (a split, in order) with each of its last `tail` parts replaced by its subtrees one
// level down (a leaf stays as it is): workers that take parts in order then end on small parts,
// not one waiting for the other's last large one.
std::vector<Path> refineTail(const Session& session, std::vector<Path> paths, size_t tail);

// Fingerprint of what a count depends on: the kind, the puzzle as the kind writes it, and the
// options (checked, so `yes` and `1` agree; render is left out).
std::string puzzleFingerprint(const Session& session, const Options& options);

struct Token {
  std::string puzzle;  // 16 hex digits
  std::string split;   // 8 hex digits
  uint64_t part = 0, parts = 1;
  Path path;
};

// The tokens of one split, in order (part k of n).
std::vector<std::string> tokens(const std::string& puzzle, const std::vector<Path>& paths);
// Throws InputError naming what is wrong with the token.
Token parseToken(const std::string& text);
// The path of a token made for this session's puzzle and options (solve --subtree, the page's
// count workers). Throws InputError when the token is malformed or was made for something else.
Path pathOf(const std::string& token, const Session& session, const Options& options);
// The same against a puzzleFingerprint computed once (writing the puzzle out to hash it cost
// as much as opening a part of the 6x10 exact cover).
Path pathOf(const std::string& token, const std::string& fingerprint);

// Adds up part reports (each a `dlx solve --count --json --subtree` object with its "subtree"
// token): count, stats, and the symmetry counts distinct/raw/examined; other members are taken
// from the first part. Throws InputError when a part is missing or doubled, the parts come from
// different puzzles, options or splits, a path is not the one the split gave that part (the split
// fingerprint digests them all), or a count is negative or not an integer. Sums saturate at
// UINT64_MAX.
Json merge(const std::vector<Json>& reports);

}  // namespace dlx::subtrees
