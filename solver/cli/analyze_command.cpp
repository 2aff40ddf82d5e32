#include "analyze_command.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <unistd.h>

#include "core/analysis_session.h"
#include "read_input.h"

namespace dlx {

namespace {

constexpr uint64_t kSlice = 1u << 16;

// The marks file's own errors say so, with the file's line and column.
std::string readMarks(const std::string& file) {
  if (file.empty()) return "";
  try {
    return readInput(file);
  } catch (const InputError& e) {
    throw InputError("marks: " + e.message(), e.line(), e.column());
  }
}

// The grid as text: each shared label, '.' where solutions differ, '?' where not yet known.
void printGrid(const Json& report) {
  const Json* grid = report.find("grid");
  const Json* open = report.find("open");
  if (!grid || !open) return;
  for (size_t y = 0; y < grid->size(); ++y) {
    std::string line;
    for (size_t x = 0; x < grid->asArray()[y].size(); ++x) {
      const Json& v = grid->asArray()[y].asArray()[x];
      const bool isOpen = open->asArray()[y].asArray()[x].asBool();
      std::string cell = v.isNull() ? (isOpen ? "." : "?") : std::to_string(v.asInt());
      line += (x ? " " : "") + std::string(cell.size() < 2 ? 2 - cell.size() : 0, ' ') + cell;
    }
    std::cout << line << "\n";
  }
}

void printOptions(const Json& report) {
  const Json* options = report.find("options");
  if (!options) return;
  for (size_t o = 0; o < options->size(); ++o) std::cout << "option " << o << ": " << options->asArray()[o].asString() << "\n";
}

// Packing: how many agreeing solutions (also up to symmetry) and how many cells each piece can reach.
void printPieces(const Json& r) {
  const Json* pieces = r.find("pieces");
  if (!pieces) return;
  if (!pieces->isArray()) {
    std::cout << "where each piece can go: not listed (the board is too large)\n";
    return;
  }
  const Json& count = *r.find("solutionCount");
  const Json& sym = *r.find("symmetry");
  std::cout << "solutions: " << (count.isNull() ? "unknown" : std::to_string(count.asUint()));
  if (sym.find("order")->asUint() > 1 && !sym.find("classes")->isNull())
    std::cout << " (" << sym.find("classes")->asUint() << " up to the board's " << sym.find("order")->asUint()
              << " symmetries)";
  std::cout << "\nwhere each piece can go:";
  for (const Json& p : pieces->asArray()) std::cout << " " << p.find("name")->asString() << " " << p.find("cells")->size();
  std::cout << " cells\n";
}

void printPlain(const Json& r) {
  const Json& consistent = *r.find("consistent");
  std::cout << "consistent: " << (consistent.isNull() ? "unknown" : consistent.asBool() ? "yes" : "no") << "\n";
  if (const Json* reason = r.find("reason")) std::cout << "reason: " << reason->asString() << "\n";
  if (const Json* c = r.find("conflict"); c && !c->isNull()) std::cout << "conflict: " << c->find("text")->asString() << "\n";
  const Json& unique = *r.find("unique");
  std::cout << "unique: " << (unique.isNull() ? "unknown" : unique.asBool() ? "yes" : "no") << "\n";
  if (!r.find("complete")->asBool()) std::cout << "(the analysis did not finish: what follows is what is known so far)\n";
  printGrid(r);
  printOptions(r);
  if (const Json* h = r.find("hint"); h && !h->isNull())
    std::cout << "hint (" << h->find("level")->asString() << "): " << h->find("text")->asString() << "\n";
  printPieces(r);
  if (const Json* list = r.find("redundant"); list && list->isArray()) {
    std::cout << "redundant clues: " << (list->size() ? "" : "none") << "\n";
    for (const Json& c : list->asArray()) std::cout << "  " << c.find("text")->asString() << "\n";
  }
  if (const Json* d = r.find("difficulty"); d && !d->isNull())
    std::cout << "difficulty: " << d->find("single")->asUint() << " single, " << d->find("lookahead")->asUint()
              << " lookahead, " << d->find("trial")->asUint() << " trial steps"
              << (d->find("solved")->asBool() ? "" : " (hints alone do not solve it: not unique)") << "\n";
}

}  // namespace

int analyze(const CliArgs& args) {
  const std::string input = readInput(args.input);
  const std::string marks = readMarks(args.marks);
  AnalysisSettings settings;
  settings.difficulty = args.difficulty;
  settings.hintOnly = args.hintOnly;
  settings.redundant = args.redundant;
  settings.reach = !args.hintOnly;
  auto session = std::make_unique<AnalysisSession>(args.kind, input, args.options, marks, settings);
  const bool tty = isatty(2);
  auto lastDraw = std::chrono::steady_clock::now();
  bool drew = false;
  // --max-nodes: the analysis stops after about that many nodes (whole slices, so it stops alike
  // on every machine) and reports what it knows so far, "complete": false.
  uint64_t spent = 0;
  while (!session->complete() && (args.maxNodes == 0 || spent < args.maxNodes)) {
    const uint64_t slice = args.maxNodes == 0 ? kSlice : std::min(kSlice, args.maxNodes - spent);
    session->run(slice);
    spent += slice;
    if (tty && std::chrono::steady_clock::now() - lastDraw > std::chrono::milliseconds(250)) {
      std::fprintf(stderr, "\ranalysing: %.0f%%   ", 100.0 * session->progress());
      std::fflush(stderr);
      lastDraw = std::chrono::steady_clock::now();
      drew = true;
    }
  }
  if (drew) std::fprintf(stderr, "\r%40s\r", "");
  const Json report = session->report();
  if (args.json) std::cout << report.dump() << "\n";
  else printPlain(report);
  // Whether the marks agree with a solution may still be unknown when --max-nodes ran out: 3, so
  // a script never reads "no solution agrees" (1) into an analysis that was merely cut short.
  if (!session->consistent()) return 3;
  return *session->consistent() ? 0 : 1;
}

}  // namespace dlx
