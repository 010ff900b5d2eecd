import TouchTraceTrace

@testable import TouchTraceLayout

/// Text as wide as 0.6 em a character and 1.2 em tall: close enough to DejaVu Sans for layout tests.
struct FakeMeasurer: TextMeasuring {
  func size(of text: String, style: TextStyle) -> Size {
    Size(Double(text.count) * style.size * 0.6, style.size * 1.2)
  }
}

/// A synthetic trace: a window holding `rows × columns` cards of `perCard` views each, and a tap on
/// the last card's first child, with the hit-test visits UIKit would make in one pass (twice).
func gridTrace(rows: Int, columns: Int, perCard: Int) -> Trace {
  var objects: [TraceObject] = []
  func view(_ id: String, _ parent: String?, _ frame: Rect, _ subviews: [String]) -> TraceObject {
    var o = TraceObject(
      id: id, role: parent == nil ? .window : .view, class: parent == nil ? "UIWindow" : "UIView")
    o.superview = parent
    o.subviews = subviews.isEmpty ? nil : subviews
    o.inWindow = true
    o.frame = frame
    o.windowFrame = frame
    o.backgroundColor = "#CFE2F3FF"
    o.next = parent ?? "UIApplication"
    return o
  }
  let cardW = 375.0 / Double(columns)
  let cardH = 667.0 / Double(rows)
  var cards: [String] = []
  var children: [TraceObject] = []
  for r in 0..<rows {
    for c in 0..<columns {
      let id = "card\(r)_\(c)"
      cards.append(id)
      let frame = Rect(Double(c) * cardW, Double(r) * cardH, cardW, cardH)
      let kids = (0..<perCard).map { "\(id)_item\($0)" }
      children.append(view(id, "UIWindow", frame, kids))
      for (k, kid) in kids.enumerated() {
        let h = cardH / Double(max(perCard, 1))
        children.append(view(kid, id, Rect(frame.x + 2, frame.y + Double(k) * h, cardW - 4, h), []))
      }
    }
  }
  objects.append(view("UIWindow", nil, Rect(0, 0, 375, 667), cards))
  objects += children
  objects.append(TraceObject(id: "UIApplication", role: .application, class: "UIApplication"))
  let target = cards.last!
  let hit = "\(target)_item0"
  let at = objects.first { $0.id == hit }!.windowFrame!
  let location = Point(at.midX, at.midY)
  var events: [TraceEvent] = []
  for pass in 1...2 {
    func ev(
      _ kind: TraceEvent.Kind, _ object: String?, _ fill: (inout TraceEvent) -> Void = { _ in }
    ) {
      var e = TraceEvent(time: 0, kind: kind, object: object)
      e.touch = 1
      e.pass = pass
      fill(&e)
      events.append(e)
    }
    ev(.hitTest, "UIWindow")
    ev(.pointInside, "UIWindow") { $0.inside = true }
    for card in cards.reversed() {
      ev(.hitTest, card)
      ev(.pointInside, card) { $0.inside = card == target }
      if card == target {
        for kid in (0..<perCard).reversed().map({ "\(card)_item\($0)" }) {
          ev(.hitTest, kid)
          ev(.pointInside, kid) { $0.inside = kid == hit }
          ev(.hitTestReturn, kid) { $0.result = kid == hit ? kid : nil }
          if kid == hit { break }
        }
        ev(.hitTestReturn, card) { $0.result = hit }
        break
      }
      ev(.hitTestReturn, card)
    }
    ev(.hitTestReturn, "UIWindow") { $0.result = hit }
    ev(.hitTestPassEnd, nil) { $0.result = hit }
  }
  var began = TraceEvent(time: 0, kind: .touches, object: hit)
  began.phase = .began
  began.touches = [1]
  began.passedTo = target
  events.append(began)
  let touch = TraceTouch(
    id: 1, finger: 1,
    samples: [
      TouchSample(time: 0, phase: .began, location: location),
      TouchSample(time: 0.1, phase: .ended, location: location),
    ],
    view: hit, responderChain: [hit, target, "UIWindow", "UIApplication"])
  return Trace(
    title: "grid", screen: Size(375, 667), objects: objects, touches: [touch], events: events)
}

extension Diagram {
  /// Every item, groups and clipped items included, flattened.
  var allItems: [DiagramItem] {
    var out: [DiagramItem] = []
    var stack = items.reversed() as [DiagramItem]
    while let item = stack.popLast() {
      out.append(item)
      if case .group(_, let inner) = item { stack += inner.reversed() }
      if case .clipped(_, let inner) = item { stack += inner.reversed() }
    }
    return out
  }

  /// Every label backdrop: each placed label sits on one, so overlapping labels overlap here.
  var labelBoxes: [Rect] {
    allItems.compactMap {
      if case .shape(.rect(let r, _), .role(.chip)?, _) = $0 { r } else { nil }
    }
  }

  var strokes: [Stroke] {
    allItems.compactMap { if case .shape(_, _, let stroke?) = $0 { stroke } else { nil } }
  }

  var texts: [String] {
    allItems.compactMap { if case .text(let t, _, _) = $0 { t } else { nil } }
  }
}
