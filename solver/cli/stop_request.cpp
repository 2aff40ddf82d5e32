#include "stop_request.h"

#include <atomic>
#include <chrono>
#include <csignal>

namespace dlx {

namespace {

std::atomic<int> signalled{0};
std::atomic<bool> timedOut{false};
bool hasDeadline = false;
std::chrono::steady_clock::time_point deadline;

extern "C" void onStopSignal(int) { signalled.store(1, std::memory_order_relaxed); }

}  // namespace

void watchForStop(double timeoutSeconds) {
  if (timeoutSeconds > 0) {
    hasDeadline = true;
    deadline = std::chrono::steady_clock::now() +
               std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(timeoutSeconds));
  }
  struct sigaction action {};
  action.sa_handler = onStopSignal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND;  // the second signal is not caught: a stuck run can still be ended
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

const char* stopReason() {
  if (signalled.load(std::memory_order_relaxed)) return "interrupted";
  if (timedOut.load(std::memory_order_relaxed)) return "timeout";
  if (hasDeadline && std::chrono::steady_clock::now() >= deadline) {
    timedOut.store(true, std::memory_order_relaxed);
    return "timeout";
  }
  return nullptr;
}

}  // namespace dlx
