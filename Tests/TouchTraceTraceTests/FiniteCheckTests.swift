import Foundation
import Testing

@testable import TouchTraceTrace

/// `Trace.checkFinite()` refuses what `jsonData()` refuses, at the same coding path, without
/// writing JSON.
@Suite struct FiniteCheckTests {
  static func path(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch EncodingError.invalidValue(_, let context) {
      return context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
        .joined()
    } catch {
      return "unexpected \(error)"
    }
  }

  static func trace(outline: [[Point]]) -> Trace {
    var view = TraceObject(id: "v", role: .view, class: "UIView")
    view.hitArea = HitArea(rule: .sampled, rect: Rect(0, 0, 10, 10), outline: outline)
    return Trace(title: "t", screen: Size(30, 30), objects: [view], touches: [], events: [])
  }

  @Test func aFiniteTracePasses() throws {
    let trace = Self.trace(outline: [[Point(0, 0), Point(1, 1)]])
    #expect(Self.path { try trace.checkFinite() } == nil)
    // What the check lets through, JSON encodes, and it reads back as the same outline.
    let decoded = try JSONDecoder().decode(Trace.self, from: trace.jsonData())
    #expect(decoded.objects.first?.hitArea?.outline == [[Point(0, 0), Point(1, 1)]])
  }

  @Test(arguments: [Double.infinity, -.infinity, .nan])
  func aNonFiniteNumberIsFoundWhereJSONEncodingFindsIt(bad: Double) {
    let trace = Self.trace(outline: [[Point(0, 0)], [Point(1, 1), Point(2, bad)]])
    let found = Self.path { try trace.checkFinite() }
    #expect(found == ".objects[0].hitArea.outline[1][1][1]")  // points are [x, y] arrays
    #expect(found == Self.path { _ = try trace.jsonData() })
  }

  @Test func theScreenSizeIsCheckedToo() {
    let trace = Trace(title: "t", screen: Size(.infinity, 1), objects: [], touches: [], events: [])
    #expect(Self.path { try trace.checkFinite() } == ".screen[0]")
  }
}
