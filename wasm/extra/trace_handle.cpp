#include "trace_handle.h"

#include <deque>

#include "core/session.h"
#include "../options_json.h"
#include "../result.h"

namespace dlx::wasm {
namespace {

const char* eventName(DlxTrace::Event e) {
  switch (e) {
    case DlxTrace::Event::Choose: return "choose";
    case DlxTrace::Event::Cover: return "cover";
    case DlxTrace::Event::Try: return "try";
    case DlxTrace::Event::Uncover: return "uncover";
    case DlxTrace::Event::BackUp: return "backup";
    case DlxTrace::Event::Solution: return "solution";
    case DlxTrace::Event::Done: return "done";
  }
  return "";
}

}  // namespace

TraceHandle::TraceHandle(const std::string& kind, const std::string& input, const std::string& optionsJson) {
  opened_ = guarded([&] {
    Session session(kind, input, optionsFromJson(optionsJson));
    std::optional<CoverView> view = session.puzzle().coverView();
    if (!view)
      throw InputError(std::string(session.kind().title()) +
                       " is not solved as exact cover: it has a search of its own, so there is no matrix to show");
    model_ = view->model;
    trace_ = std::make_unique<DlxTrace>(*model_);
    Json out = Json::object();
    out["kind"] = std::string(session.kind().name());
    out["describe"] = session.puzzle().describe();
    Json items = Json::array();
    for (int i = 0; i < model_->itemCount(); ++i) {
      Json item = Json::object();
      item["name"] = model_->itemName(i);
      item["primary"] = model_->isPrimary(i);
      items.push(std::move(item));
    }
    Json options = Json::array();
    for (int o = 0; o < model_->optionCount(); ++o) {
      Json option = Json::object();
      Json list = Json::array();
      for (int item : model_->option(o)) list.push(item);
      option["items"] = std::move(list);
      Json cells = Json::array();
      for (auto [x, y] : view->optionCells[static_cast<size_t>(o)]) cells.push(Json(Json::Array{Json(x), Json(y)}));
      option["cells"] = std::move(cells);
      options.push(std::move(option));
    }
    out["items"] = std::move(items);
    out["options"] = std::move(options);
    return out;
  });
}

std::string TraceHandle::step(double count, double keepLast, bool stopAtSolution) {
  if (!trace_) return opened_;
  return guarded([&] {
    const uint64_t n = count < 1 ? 1 : static_cast<uint64_t>(count);
    const size_t keep = keepLast < 0 ? 0 : static_cast<size_t>(keepLast);
    std::deque<Json> events;
    for (uint64_t k = 0; k < n; ++k) {
      const DlxTrace::Step s = trace_->next();
      if (keep > 0) {
        Json e = Json::object();
        e["event"] = eventName(s.event);
        e["item"] = s.item;
        e["option"] = s.option;
        e["count"] = s.count;
        e["level"] = s.level;
        e["solution"] = static_cast<double>(s.solution);
        e["text"] = trace_->describe(s);
        events.push_back(std::move(e));
        if (events.size() > keep) events.pop_front();
      }
      if (s.event == DlxTrace::Event::Done || (stopAtSolution && s.event == DlxTrace::Event::Solution)) break;
    }
    Json out = Json::object();
    Json list = Json::array();
    for (Json& e : events) list.push(std::move(e));
    out["events"] = std::move(list);
    out["steps"] = static_cast<double>(trace_->steps());
    out["solutions"] = static_cast<double>(trace_->solutions());
    out["done"] = trace_->done();
    Json state = Json::object();
    Json chosen = Json::array(), covered = Json::array(), outOptions = Json::array(), left = Json::array();
    for (int o : trace_->chosen()) chosen.push(o);
    for (int i = 0; i < model_->itemCount(); ++i) {
      if (trace_->covered(i)) covered.push(i);
      left.push(trace_->optionsLeft(i));
    }
    for (int o = 0; o < model_->optionCount(); ++o)
      if (trace_->out(o)) outOptions.push(o);
    state["chosen"] = std::move(chosen);
    state["covered"] = std::move(covered);
    state["out"] = std::move(outOptions);
    state["left"] = std::move(left);
    Json levels = Json::array();
    for (const DlxTrace::Level& l : trace_->levels()) {
      Json level = Json::object();
      level["item"] = l.item;
      level["options"] = l.options;
      level["tried"] = l.tried;
      level["option"] = l.option;
      levels.push(std::move(level));
    }
    state["levels"] = std::move(levels);
    state["deadEnds"] = static_cast<double>(trace_->deadEnds());
    out["state"] = std::move(state);
    return out;
  });
}

std::string TraceHandle::reset() {
  if (!trace_) return opened_;
  return guarded([&] {
    trace_ = std::make_unique<DlxTrace>(*model_);
    return Json();
  });
}

}  // namespace dlx::wasm
