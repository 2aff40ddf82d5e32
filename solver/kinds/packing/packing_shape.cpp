#include "packing_shape.h"

#include <algorithm>
#include <climits>

namespace dlx::packing {

Cell applyMotion(int motion, Cell c) {
  // Mirror first (x -> -x), then rotate clockwise `motion % 4` quarter turns: (x,y) -> (-y,x).
  if (motion >= 4) c.x = -c.x;
  for (int k = 0; k < motion % 4; ++k) c = Cell{-c.y, c.x};
  return c;
}

bool motionIsRotation(int motion) { return motion < 4; }

Shape normalize(Shape shape) {
  if (shape.empty()) return shape;
  int minX = INT_MAX, minY = INT_MAX;
  for (const Cell& c : shape) minX = std::min(minX, c.x), minY = std::min(minY, c.y);
  for (Cell& c : shape) c.x -= minX, c.y -= minY;
  std::sort(shape.begin(), shape.end());
  return shape;
}

Shape moveShape(int motion, const Shape& shape) {
  Shape out;
  out.reserve(shape.size());
  for (const Cell& c : shape) out.push_back(applyMotion(motion, c));
  return normalize(std::move(out));
}

std::vector<int> allowedMotions(bool rotate, bool reflect) {
  std::vector<int> motions = {0};
  if (rotate) motions.insert(motions.end(), {1, 2, 3});
  if (reflect) {
    motions.push_back(4);
    if (rotate) motions.insert(motions.end(), {5, 6, 7});
  }
  return motions;
}

std::vector<Shape> orientations(const Shape& shape, bool rotate, bool reflect) {
  std::vector<Shape> out;
  for (int m : allowedMotions(rotate, reflect)) {
    Shape s = moveShape(m, shape);
    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(std::move(s));
  }
  return out;
}

int symmetryOrder(const Shape& shape) {
  Shape base = normalize(shape);
  int n = 0;
  for (int m = 0; m < kMotionCount; ++m) n += moveShape(m, base) == base;
  return n;
}

}  // namespace dlx::packing
