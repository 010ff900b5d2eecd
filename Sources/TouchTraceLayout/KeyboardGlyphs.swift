import TouchTraceTrace

/// UIKit's software keyboard as it looks, so a reader knows it at a glance: four rows of keys
/// (10, 9, 7 letters between shift and delete, then 123 · space · return), the Return key at the
/// right of the bottom row where the engine puts it (`keyboardReturnKeyWidth`, 88 pt).
extension ViewGlyphs {
  func keyboardItems(_ r: Rect, _ bg: String?) -> [DiagramItem] {
    let gap = max(1, 3 * scale)
    let row = r.height / 4
    var keys: [Rect] = []
    for (index, count) in [10, 9, 9].enumerated() {
      let y = r.minY + Double(index) * row
      let inset = index == 1 ? r.width / 20 : 0
      let width = (r.width - 2 * inset) / Double(count)
      for key in 0..<count {
        keys.append(Rect(r.minX + inset + Double(key) * width, y, width, row))
      }
    }
    let returnWidth = min(88 * scale, r.width / 3)
    let bottom = r.minY + 3 * row
    let numbers = r.width / 4
    keys.append(Rect(r.minX, bottom, numbers, row))
    keys.append(Rect(r.minX + numbers, bottom, r.width - numbers - returnWidth, row))
    keys.append(Rect(r.maxX - returnWidth, bottom, returnWidth, row))
    return keys.map { key in
      let inner = Rect(
        key.minX + gap / 2, key.minY + gap / 2, max(0, key.width - gap),
        max(0, key.height - gap))
      return .shape(
        .rect(inner, radius: min(4 * scale, inner.height / 4)), fill: .role(.controlKnob),
        stroke: Stroke(.on(bg, .faint), width: 0.6))
    }
  }
}
