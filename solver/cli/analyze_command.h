// `dlx analyze`: the analysis of a partial board (solver/core/analysis.h) from the command line.
#pragma once
#include "cli_args.h"

namespace dlx {

// Exit status: 0 the marks agree with some solution, 1 with none; bad input throws (exit 2).
int analyze(const CliArgs& args);

}  // namespace dlx
