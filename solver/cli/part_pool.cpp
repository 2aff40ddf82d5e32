#include "part_pool.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

namespace dlx {

PoolRun runParts(size_t count, uint64_t threads, const std::function<bool(size_t)>& run) {
  std::atomic<size_t> next{0};
  std::atomic<bool> stop{false};
  std::mutex lock;
  std::exception_ptr failure;
  std::vector<size_t> outOfMemory;
  auto work = [&]() {
    for (size_t i; !stop.load() && (i = next.fetch_add(1)) < count;) {
      try {
        if (!run(i)) stop = true;
      } catch (const std::bad_alloc&) {
        std::lock_guard<std::mutex> hold(lock);
        outOfMemory.push_back(i);
        return;  // this thread is done: one copy of the tables fewer
      } catch (...) {
        std::lock_guard<std::mutex> hold(lock);
        if (!failure) failure = std::current_exception();
        stop = true;
        return;
      }
    }
  };
  std::vector<std::thread> pool;
  for (uint64_t j = 1; j < threads; ++j) {
    try {
      pool.emplace_back(work);
    } catch (const std::system_error&) {
      break;  // no more threads to be had (a process or address-space limit): fewer do the work
    } catch (const std::bad_alloc&) {
      break;
    }
  }
  work();
  for (std::thread& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  PoolRun result;
  result.threads = pool.size() + 1;
  result.stopped = stop.load();
  if (result.stopped) return result;
  // Alone now: the parts that ran out of memory, then those no thread got to (every thread that
  // could take them had run out of memory), in order.
  std::sort(outOfMemory.begin(), outOfMemory.end());
  result.rerun = outOfMemory.size();
  for (size_t i = std::min(next.load(), count); i < count; ++i) outOfMemory.push_back(i);
  for (size_t i : outOfMemory) {
    if (!run(i)) {
      result.stopped = true;
      break;
    }
  }
  return result;
}

}  // namespace dlx
