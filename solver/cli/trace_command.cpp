#include "trace_command.h"

#include <iostream>
#include <string>

#include "core/session.h"
#include "dlx/dlx_trace.h"
#include "read_input.h"

namespace dlx {

int trace(const CliArgs& args) {
  Session session(args.kind, readInput(args.input), args.options);
  const std::optional<CoverView> view = session.puzzle().coverView();
  if (!view)
    throw InputError(std::string(session.kind().title()) +
                     " is not solved as exact cover (it has a search of its own), so there is no cover/uncover "
                     "trace to show");
  DlxTrace search(*view->model);
  for (uint64_t n = 0;;) {
    const DlxTrace::Step step = search.next();
    std::cout << search.describe(step) << "\n";
    if (step.event == DlxTrace::Event::Done) break;
    if (++n == args.maxSteps) {
      std::cout << "... stopped after " << n << " steps (--max-steps N shows more)\n";
      break;
    }
  }
  return 0;
}

}  // namespace dlx
