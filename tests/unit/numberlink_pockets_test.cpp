// The pocket finder (solver/kinds/numberlink/numberlink_pockets.h) keeps scratch arrays between
// calls; a call must answer exactly like a fresh finder, whatever the calls before it returned
// (an early "found" once left its walk stack behind and made later calls reject live positions).
#include <catch2/catch.hpp>

#include "kinds/numberlink/numberlink_board.h"
#include "kinds/numberlink/numberlink_formats.h"
#include "kinds/numberlink/numberlink_pockets.h"

TEST_CASE("numberlink pocket finder answers like a fresh one after every call", "[numberlink]") {
  using namespace dlx::numberlink;
  uint64_t state = 4242;
  auto rnd = [&](int n) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<int>((state >> 33) % static_cast<uint64_t>(n));
  };
  int found = 0, clear = 0;
  for (const char* text : {"5 6\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 1 0 0 1\n0 0 0 0 0\n0 0 0 0 0\n",
                           "6 5\n1 0 0 0 0 2\n0 0 0 0 0 0\n0 0 3 0 0 0\n0 0 0 0 3 0\n2 0 0 0 0 1\n"}) {
    Board board(readGrid(text));
    PocketFinder shared(board);
    for (int walk = 0; walk < 200; ++walk) {
      // A random sequence of path moves, checked after each, then undone.
      std::vector<Move> done;
      for (int step = 0; step < 12 && board.unfinishedPairs() > 0; ++step) {
        std::vector<Move> moves;
        for (int slot = 0; slot < 2 * board.pairs(); ++slot) {
          if (board.finished(slot >> 1)) continue;
          const int from = board.end(slot), mate = board.end(slot ^ 1);
          for (int d = 0; d < 4; ++d) {
            const int to = from + board.steps()[d];
            if (to == mate) moves.push_back(Move{slot, from, to, true});
            else if (board.label(to) == Board::kEmpty) moves.push_back(Move{slot, from, to, false});
          }
        }
        if (moves.empty()) break;
        const Move m = moves[static_cast<size_t>(rnd(static_cast<int>(moves.size())))];
        board.apply(m);
        done.push_back(m);
        PocketFinder fresh(board);
        const int expected = fresh.find(board);
        REQUIRE(shared.find(board) == expected);
        (expected >= 0 ? found : clear)++;
      }
      while (!done.empty()) {
        board.undo(done.back());
        done.pop_back();
      }
    }
  }
  CHECK(found > 100);
  CHECK(clear > 100);
}
