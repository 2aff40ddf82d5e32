// The --jobs thread pool (cli/part_pool.h) with failures injected: a part that runs out of memory
// is run again once the threads have ended, so every part counts exactly once; one that runs out
// again is the caller's error, never a smaller total; other errors and stop requests end the pool.
// And the hand-over rule (cli/hand_over.h): a short count stays on one thread.
#include <atomic>
#include <chrono>
#include <catch2/catch.hpp>
#include <mutex>
#include <new>
#include <stdexcept>
#include <thread>
#include <vector>

#include "cli/hand_over.h"
#include "cli/part_pool.h"

using namespace dlx;

namespace {

// Completed runs per part, and a total as the CLI adds up part counts (part i counts i + 1).
struct Tally {
  explicit Tally(size_t n) : done(n) {}
  std::vector<std::atomic<int>> done;
  std::atomic<uint64_t> total{0};
  void finish(size_t i) {
    ++done[i];
    total += i + 1;
  }
};

}  // namespace

TEST_CASE("part pool: every part once, on several threads", "[jobs]") {
  Tally t(100);
  const PoolRun r = runParts(100, 4, [&](size_t i) {
    t.finish(i);
    return true;
  });
  CHECK(r.threads >= 1);
  CHECK(r.threads <= 4);
  CHECK(r.rerun == 0);
  CHECK_FALSE(r.stopped);
  for (size_t i = 0; i < 100; ++i) CHECK(t.done[i] == 1);
  CHECK(t.total == 5050);
}

TEST_CASE("part pool: a part out of memory is run again, the total stays exact", "[jobs]") {
  for (size_t failing : {size_t{0}, size_t{7}, size_t{63}}) {
    Tally t(64);
    std::atomic<int> attempts{0};
    const PoolRun r = runParts(64, 4, [&](size_t i) {
      if (i == failing && attempts++ == 0) throw std::bad_alloc();
      t.finish(i);
      return true;
    });
    INFO("failing part " << failing);
    CHECK(r.rerun == 1);
    CHECK(attempts == 2);
    for (size_t i = 0; i < 64; ++i) CHECK(t.done[i] == 1);
    CHECK(t.total == 64 * 65 / 2);
  }
  // Every thread but this one runs out of memory on its first part: this thread does the rest.
  const std::thread::id self = std::this_thread::get_id();
  Tally t(40);
  const PoolRun r = runParts(40, 4, [&](size_t i) {
    if (std::this_thread::get_id() != self) throw std::bad_alloc();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));  // the others have time to take parts
    t.finish(i);
    return true;
  });
  CHECK(r.rerun <= r.threads - 1);  // each of them lost at most the one part it took
  for (size_t i = 0; i < 40; ++i) CHECK(t.done[i] == 1);
  CHECK(t.total == 40 * 41 / 2);
}

TEST_CASE("part pool: out of memory again is the caller's error, not a smaller total", "[jobs]") {
  Tally t(20);
  CHECK_THROWS_AS(runParts(20, 3, [&](size_t i) {
    if (i == 5) throw std::bad_alloc();
    t.finish(i);
    return true;
  }), std::bad_alloc);
  CHECK(t.done[5] == 0);
}

TEST_CASE("part pool: another error stops the pool and is rethrown; a stop leaves parts unstarted", "[jobs]") {
  std::atomic<int> started{0};
  CHECK_THROWS_WITH(runParts(1000, 3, [&](size_t i) {
    ++started;
    if (i == 2) throw std::runtime_error("part 2 broke");
    std::this_thread::yield();
    return true;
  }), "part 2 broke");
  CHECK(started < 1000);
  std::atomic<int> ran{0};
  const PoolRun r = runParts(1000, 3, [&](size_t i) {
    ++ran;
    return i != 3;  // part 3 asks to stop (a timeout, SIGINT)
  });
  CHECK(r.stopped);
  CHECK(ran < 1000);
}

TEST_CASE("hand-over: a short count stays on one thread, a long one goes to threads", "[jobs]") {
  // 6x10 pentominoes: 62 ms on one thread, a third done after 20 ms: stays (it went over once and
  // took 1.2x one thread's time with the other core busy).
  CHECK_FALSE(hand_over::now(20, 0.33, 2));
  // Too early to tell, no estimate yet, or one job: stays for now.
  CHECK_FALSE(hand_over::now(2, 0.0001, 2));
  CHECK_FALSE(hand_over::now(20, 0, 2));
  CHECK_FALSE(hand_over::now(20, 0.0001, 1));
  // A count estimated at 2 s after 20 ms: goes over (the try is 1% of it).
  CHECK(hand_over::now(20, 0.01, 2));
  // The loss bound: the try plus the split at most 4% of the estimated whole.
  CHECK_FALSE(hand_over::now(20, 0.04, 2));  // (20 + 5) / 500 = 5%
  CHECK(hand_over::now(20, 0.03, 2));        // (20 + 5) / 667 = 3.75%
  // An estimate that stays optimistic: after 250 ms of the try's processor time, threads anyway.
  CHECK(hand_over::now(250, 0.9, 2));
}
