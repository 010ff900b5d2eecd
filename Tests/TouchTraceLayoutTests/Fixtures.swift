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
  let (objects, cards) = gridObjects(rows: rows, columns: columns, perCard: perCard)
  let target = cards.last!
  let hit = "\(target)_item0"
  let hitFrame = objects.first { $0.id == hit }!.windowFrame!
  let location = Point(hitFrame.midX, hitFrame.midY)
  var events = (1...2).flatMap {
    gridHitTestEvents(pass: $0, cards: cards, target: target, hit: hit, perCard: perCard)
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

/// The grid's window, its cards (row by row) and their children, and the application; and the
/// cards' ids.
private func gridObjects(rows: Int, columns: Int, perCard: Int) -> (
  objects: [TraceObject], cards: [String]
) {
  func view(_ id: String, _ parent: String?, _ frame: Rect, _ subviews: [String]) -> TraceObject {
    var object = TraceObject(
      id: id, role: parent == nil ? .window : .view, class: parent == nil ? "UIWindow" : "UIView")
    object.superview = parent
    object.subviews = subviews.isEmpty ? nil : subviews
    object.inWindow = true
    object.frame = frame
    object.windowFrame = frame
    object.backgroundColor = "#CFE2F3FF"
    object.next = parent ?? "UIApplication"
    return object
  }
  let cardWidth = 375.0 / Double(columns)
  let cardHeight = 667.0 / Double(rows)
  var cards: [String] = []
  var children: [TraceObject] = []
  for row in 0..<rows {
    for column in 0..<columns {
      let id = "card\(row)_\(column)"
      cards.append(id)
      let frame = Rect(Double(column) * cardWidth, Double(row) * cardHeight, cardWidth, cardHeight)
      let kids = (0..<perCard).map { "\(id)_item\($0)" }
      children.append(view(id, "UIWindow", frame, kids))
      for (index, kid) in kids.enumerated() {
        let itemHeight = cardHeight / Double(max(perCard, 1))
        let itemFrame = Rect(
          frame.x + 2, frame.y + Double(index) * itemHeight, cardWidth - 4, itemHeight)
        children.append(view(kid, id, itemFrame, []))
      }
    }
  }
  var objects = [view("UIWindow", nil, Rect(0, 0, 375, 667), cards)] + children
  objects.append(TraceObject(id: "UIApplication", role: .application, class: "UIApplication"))
  return (objects, cards)
}

/// One hit-test pass over the grid: the window, the cards front to back until `target`, and its
/// children until `hit`.
private func gridHitTestEvents(
  pass: Int, cards: [String], target: String, hit: String, perCard: Int
) -> [TraceEvent] {
  var events: [TraceEvent] = []
  func record(
    _ kind: TraceEvent.Kind, _ object: String?, _ fill: (inout TraceEvent) -> Void = { _ in }
  ) {
    var event = TraceEvent(time: 0, kind: kind, object: object)
    event.touch = 1
    event.pass = pass
    fill(&event)
    events.append(event)
  }
  record(.hitTest, "UIWindow")
  record(.pointInside, "UIWindow") { $0.inside = true }
  for card in cards.reversed() {
    record(.hitTest, card)
    record(.pointInside, card) { $0.inside = card == target }
    if card == target {
      for kid in (0..<perCard).reversed().map({ "\(card)_item\($0)" }) {
        record(.hitTest, kid)
        record(.pointInside, kid) { $0.inside = kid == hit }
        record(.hitTestReturn, kid) { $0.result = kid == hit ? kid : nil }
        if kid == hit { break }
      }
      record(.hitTestReturn, card) { $0.result = hit }
      break
    }
    record(.hitTestReturn, card)
  }
  record(.hitTestReturn, "UIWindow") { $0.result = hit }
  record(.hitTestPassEnd, nil) { $0.result = hit }
  return events
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
      if case .shape(.rect(let backdrop, _), .role(.chip)?, _) = $0 { backdrop } else { nil }
    }
  }

  var strokes: [Stroke] {
    allItems.compactMap { if case .shape(_, _, let stroke?) = $0 { stroke } else { nil } }
  }

  var texts: [String] {
    allItems.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }
  }
}
