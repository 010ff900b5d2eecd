import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// A table or collection cell is highlighted while the finger is down (UITableView; the trace's
/// `highlight` events): the screen draws the cell that way for the touch that highlighted it, and
/// the timeline marks the span on the cell's lane.
@Suite struct CellHighlightTests {
  let measure = FakeMeasurer()

  /// A window holding a list (`cls` "UITableView" or "UICollectionView") of one cell `row`; touch 1
  /// presses the row from 0 to 0.5 s and highlights it from 0.15 s; touch 2 touches nothing.
  func pressedRow(cellClass: String = "UITableViewCell") -> Trace {
    func view(_ id: String, _ cls: String, _ parent: String, _ frame: Rect) -> TraceObject {
      var o = TraceObject(id: id, role: .view, class: cls)
      o.superview = parent
      o.inWindow = true
      o.windowFrame = frame
      o.frame = frame
      o.next = parent
      return o
    }
    var window = TraceObject(id: "UIWindow", role: .window, class: "UIWindow")
    window.inWindow = true
    window.windowFrame = Rect(0, 0, 375, 667)
    window.subviews = ["list"]
    var list = view("list", "UITableView", "UIWindow", Rect(0, 0, 375, 667))
    list.subviews = ["row"]
    var row = view("row", cellClass, "list", Rect(0, 0, 375, 44))
    row.backgroundColor = "#FFFFFFFF"
    var events: [TraceEvent] = []
    func ev(_ t: Double, _ kind: TraceEvent.Kind, _ o: String, _ set: (inout TraceEvent) -> Void) {
      var e = TraceEvent(time: t, kind: kind, object: o)
      set(&e)
      events.append(e)
    }
    for (t, phase) in [(0.15, TouchPhase.began), (0.5, .ended)] {
      for o in ["row", "list"] {
        ev(t, .touches, o) {
          $0.touches = [1]
          $0.phase = phase
        }
      }
      ev(t, .highlight, "row") { $0.highlighted = phase == .began }
    }
    ev(0.8, .touches, "list") {
      $0.touches = [2]
      $0.phase = .began
    }
    let samples = { (t0: Double, t1: Double) in
      [
        TouchSample(time: t0, phase: .began, location: Point(100, 20)),
        TouchSample(time: t1, phase: .ended, location: Point(100, 20)),
      ]
    }
    return Trace(
      title: "row", screen: Size(375, 667), objects: [window, list, row],
      touches: [
        TraceTouch(
          id: 1, finger: 1, samples: samples(0, 0.5), view: "row",
          responderChain: ["row", "list", "UIWindow"]),
        TraceTouch(
          id: 2, finger: 1, samples: samples(0.8, 0.9), view: "list",
          responderChain: ["list", "UIWindow"]),
      ], events: events)
  }

  func glyphs(_ trace: Trace, touch: Int) -> ViewGlyphs {
    let byID = Dictionary(trace.objects.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var g = ViewGlyphs(trace: trace, byID: byID, measure: measure, scale: 1)
    g.highlighted = TouchEffects.highlightedCells(trace, touch: trace.touches[touch - 1])
    return g
  }

  /// Apple, UITableViewCell.selectionStyle: a highlighted row is drawn grey (UIKit's default
  /// selected background) and tagged, for the touch that highlighted it only.
  @Test func theScreenDrawsTheRowTheTouchHighlighted() throws {
    let trace = pressedRow()
    #expect(TouchEffects.highlightedCells(trace, touch: trace.touches[0]) == ["row"])
    #expect(TouchEffects.highlightedCells(trace, touch: trace.touches[1]) == [])
    let row = try #require(trace.object("row"))
    let shape = Shape.rect(Rect(0, 0, 375, 44), radius: 0)
    guard case .shape(_, let fill, _)? = glyphs(trace, touch: 1).body(row, shape: shape) else {
      Issue.record("no highlighted body")
      return
    }
    #expect(fill == .role(.cellHighlight))
    #expect(glyphs(trace, touch: 2).body(row, shape: shape) == nil)
    let texts = glyphs(trace, touch: 1).items(row, in: Rect(0, 0, 375, 44)).items.compactMap {
      item -> String? in
      if case .text(let s, _, _) = item { return s }
      return nil
    }
    #expect(texts.contains("highlighted"))
  }

  /// A collection cell has no selected background by default (Apple,
  /// UICollectionViewCell.selectedBackgroundView: nil): only the tag says it is highlighted.
  @Test func aCollectionCellIsOnlyTagged() throws {
    let trace = pressedRow(cellClass: "UICollectionViewCell")
    let row = try #require(trace.object("row"))
    let g = glyphs(trace, touch: 1)
    #expect(g.body(row, shape: .rect(Rect(0, 0, 375, 44), radius: 0)) == nil)
    #expect(
      g.items(row, in: Rect(0, 0, 375, 44)).items.contains {
        if case .text("highlighted", _, _) = $0 { return true }
        return false
      })
  }

  /// The timeline: a bar on the row's lane from the highlight to its end, in the legend.
  @Test func theTimelineMarksTheHighlightSpan() {
    let trace = pressedRow()
    let model = TimelineModel(
      trace: trace, story: TouchStory(trace: trace, touch: trace.touches[0]))
    let bars = model.bars.filter { $0.label == "highlighted" }
    #expect(bars.count == 1)
    #expect(bars.first.map { model.lanes[$0.lane].id } == "row")
    #expect(bars.first?.from == 0.15 && bars.first?.to == 0.5)
    #expect(bars.first?.role == .tint)
  }
}
