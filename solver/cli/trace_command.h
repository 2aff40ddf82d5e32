// `dlx trace`: the exact cover search of a puzzle told one event a line (dlx/dlx_trace.h).
#pragma once
#include "cli_args.h"

namespace dlx {

// Prints the events up to args.maxSteps; returns the exit status (0). Throws InputError for a
// puzzle that is not solved as exact cover or cannot be traced.
int trace(const CliArgs& args);

}  // namespace dlx
