#include "redundancy.h"

#include <algorithm>

namespace dlx {

RedundancyScan::RedundancyScan(const Kind& kind, const Puzzle& puzzle, const Options& options, bool unique)
    : kind_(kind), options_(options) {
  if (unique) variants_ = puzzle.clueVariants();
}

RedundancyScan::~RedundancyScan() = default;

RunStatus RedundancyScan::run(uint64_t budget) {
  uint64_t spent = 0;
  while (!complete() && spent < budget) {
    if (!current_) {
      Options options = options_;
      for (const auto& [key, value] : variants_[next_].options.all()) options.set(key, value);
      try {
        current_ = std::make_unique<Session>(kind_.name(), variants_[next_].input, options);
      } catch (const InputError&) {
        ++next_;  // without this clue it is no puzzle of its kind at all: the clue is needed
        continue;
      }
    }
    const uint64_t before = current_->stats().nodes;
    current_->run(budget - spent);
    spent += std::max<uint64_t>(1, current_->stats().nodes - before);
    if (current_->count() >= 2 || current_->complete()) {
      if (current_->count() == 1 && current_->complete()) redundant_.push_back(next_);
      current_.reset();
      ++next_;
    }
  }
  return complete() ? RunStatus::Done : RunStatus::Paused;
}

Json RedundancyScan::redundant() const {
  Json list = Json::array();
  for (size_t i : redundant_) {
    Json entry = Json::object();
    Json cells = Json::array();
    for (const auto& [x, y] : variants_[i].cells) cells.push(Json(Json::Array{x, y}));
    entry["cells"] = std::move(cells);
    entry["text"] = variants_[i].name;
    list.push(std::move(entry));
  }
  return list;
}

}  // namespace dlx
