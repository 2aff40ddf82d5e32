// Why a run should stop before its end: `solve --timeout SECONDS` ran out, or SIGINT / SIGTERM
// arrived. Searches check it between slices (every thread of --jobs too) and then report what
// they have, marked incomplete, instead of dying with nothing printed.
#pragma once

namespace dlx {

// Starts the clock for `timeoutSeconds` (0: no timeout) and catches the first SIGINT and
// SIGTERM (a second one ends the process as usual).
void watchForStop(double timeoutSeconds);
// nullptr while the run may go on, else "timeout" or "interrupted". Safe on any thread.
const char* stopReason();

}  // namespace dlx
