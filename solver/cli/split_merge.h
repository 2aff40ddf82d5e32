// Counts in parts (core/subtrees.h) on the command line: `dlx split`, `dlx solve --subtree`,
// `dlx merge`, and `--count` on several threads (--jobs).
#pragma once
#include <optional>

#include "cli_args.h"
#include "core/session.h"

namespace dlx {

int splitCommand(const CliArgs& args);
int mergeCommand(const CliArgs& args);

// solve --subtree TOKEN: checks the token against this puzzle and options and limits the session
// to its part. Throws InputError when the token is malformed or made for something else.
void applySubtree(const CliArgs& args, Session& session);

// --count without a limit on `jobs` threads: the report of all parts merged, with the first `keep`
// solutions in the order a single thread finds them (handed to `sink` instead when there is one).
// First counts on this thread for a few milliseconds in `session` (set to count all); nullopt
// when that finished the count or threads do not apply (one job, an impossible puzzle, a kind
// without subtrees, a tree too small to split). A stop request (stop_request.h) ends every thread
// after its current slice: `stopped` says why, and the report holds the counts so far,
// incomplete (nullopt when it came during the try, whose session then has them). When the count
// stays on this thread for want of anything to hand over, `oneThread` says why: "ended in the
// try", "no subtrees" (the kind has none), "one subtree" (the tree does not branch).
std::optional<Json> countOnThreads(const CliArgs& args, Session& session, size_t keep, uint64_t jobs,
                                   Session::Sink* sink, const char*& stopped, const char*& oneThread);

}  // namespace dlx
