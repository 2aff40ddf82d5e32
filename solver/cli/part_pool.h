// The threads of `--count --jobs N`: parts 0 .. count-1 run once each, the threads (this one among
// them) taking the next part as they finish one.
//
// Out of memory is not a wrong total. A part whose run throws std::bad_alloc (say many threads,
// each holding a copy of the search's tables, under an address-space limit) costs its thread: that
// thread takes no more parts, and once every thread has ended (their memory freed) this thread
// runs the part again, and any part no thread got to. Should it fail again, the bad_alloc goes to
// the caller, which reports it (exit 2); a part is never left out of the total. Any other
// exception stops the pool (the other threads after their current part) and is rethrown. A
// thread the system will not start means fewer threads.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>

namespace dlx {

struct PoolRun {
  uint64_t threads = 0;  // threads that ran parts, this one included
  size_t rerun = 0;      // parts run again on this thread after running out of memory
  bool stopped = false;  // a run asked to stop: parts not yet started were left alone
};

// `run(i)` runs part i and returns false to stop the pool after the parts under way.
PoolRun runParts(size_t count, uint64_t threads, const std::function<bool(size_t)>& run);

}  // namespace dlx
