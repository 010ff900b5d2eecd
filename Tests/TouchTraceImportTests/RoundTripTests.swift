import Foundation
import Testing
import TouchTraceImport
import TouchTraceScene
import TouchTraceTestSupport
import TouchTraceTrace

// End to end: each sample scene is run, its views are printed as UIKit's recursiveDescription
// prints them, the dump is imported, and the imported scene is run on the sample's own touch
// points: the touch must land on a view with the same class and the same place on screen.

/// The samples whose hit-testing a dump can carry: no overridden hitTest or pointInside (code a
/// dump does not show), views only (no controllers' containers UIKit made).
private func samples() throws -> [URL] {
  try Repo.sampleScenes()
}

/// The window and its views as `recursiveDescription` prints them: a transformed view's frame is
/// its bounding box, flags are printed only when not UIView's default.
func dump(of trace: Trace) -> String {
  let objects = Dictionary(trace.objects.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
  var lines: [String] = []
  var address = 0x7f00
  func describe(_ id: String, depth: Int) {
    guard let o = objects[id], let f = o.frame ?? o.windowFrame else { return }
    address += 0x10
    var frame = f
    var parts: [String] = []
    if let t = o.transform, [t.a, t.b, t.c, t.d, t.tx, t.ty] != [1, 0, 0, 1, 0, 0] {
      let (w, h) = (
        abs(t.a) * f.width + abs(t.c) * f.height, abs(t.b) * f.width + abs(t.d) * f.height
      )
      let (cx, cy) = (f.x + f.width / 2 + t.tx, f.y + f.height / 2 + t.ty)
      frame = Rect(cx - w / 2, cy - h / 2, w, h)
      parts.append(
        "transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { "\($0)" }.joined(separator: ", "))]")
    }
    if let alpha = o.alpha, alpha != 1 { parts.append("alpha = \(alpha)") }
    if o.isHidden == true { parts.append("hidden = YES") }
    if o.clipsToBounds == true { parts.append("clipsToBounds = YES") }
    if o.isUserInteractionEnabled == false { parts.append("userInteractionEnabled = NO") }
    if let b = o.bounds, b.x != 0 || b.y != 0 {
      parts.append(
        "layer = <CALayer: 0x\(String(address + 1, radix: 16))>; contentOffset: {\(b.x), \(b.y)}")
    } else {
      parts.append("layer = <CALayer: 0x\(String(address + 1, radix: 16))>")
    }
    let head =
      "<\(o.class): 0x\(String(address, radix: 16)); frame = (\(frame.x) \(frame.y); \(frame.width) \(frame.height)); "
    lines.append(
      String(repeating: "   | ", count: depth) + head + parts.joined(separator: "; ") + ">")
    for sub in o.subviews ?? [] { describe(sub, depth: depth + 1) }
  }
  if let window = trace.objects.first(where: { $0.role == .window }) {
    describe(window.id, depth: 0)
  }
  return lines.joined(separator: "\n")
}

@Suite struct RoundTripTests {
  @Test func samplesExportedImportedAndRunAgree() throws {
    var compared = 0
    for url in try samples() {
      let original = try SceneRunner.run(path: url.path)
      let views = original.objects.filter { $0.role == .view || $0.role == .window }
      let portable = views.allSatisfy {
        $0.overrides == nil && $0.hitArea == nil && $0.generated != true
      }
      // Only taps are replayed on the copy: a scene that drags (and so may scroll first) is not.
      let stillTouches = original.touches.allSatisfy { touch in
        touch.samples.allSatisfy { $0.location == touch.samples[0].location }
      }
      guard portable, stillTouches, !original.touches.isEmpty else { continue }
      let text = dump(of: original)
      let taps = original.touches.map { ($0.samples[0].location.x, $0.samples[0].location.y) }
      let copy = try run(text, taps: taps)
      func landing(_ trace: Trace) -> [String] {
        trace.touches.map { touch in
          guard let id = touch.view, let o = trace.objects.first(where: { $0.id == id }) else {
            return "nothing"
          }
          return "\(o.class) at \(o.windowFrame.map { "\($0)" } ?? "?")"
        }
      }
      // A dump holds no scroll history, nor the scene's changes (`set`, `add`, `remove`), and
      // the copy only taps: touches that begin after a scroll or a change find the screen
      // otherwise (scroll-then-tap, overlay-hidden-between-taps), so only those before compare.
      let firstScroll =
        original.events.first { $0.kind == .scroll || $0.kind == .change }?.time ?? .infinity
      let comparable = original.touches.prefix { $0.samples[0].time < firstScroll }.count
      #expect(
        landing(copy).prefix(comparable) == landing(original).prefix(comparable),
        "\(url.lastPathComponent)")
      compared += 1
    }
    #expect(compared >= 5)
  }

  @Test func anExportedDumpRendersTheSameHierarchy() throws {
    // The window, every view, in order: the imported scene's trace has the sample's views.
    let url = try #require(try samples().first { $0.lastPathComponent == "seed000-tap-red.yaml" })
    let original = try SceneRunner.run(path: url.path)
    let copy = try run(dump(of: original))
    func shape(_ t: Trace) -> [String] {
      t.objects.filter { $0.role == .view || $0.role == .window }.map {
        "\($0.class) \($0.windowFrame.map { "\($0)" } ?? "")"
      }
    }
    #expect(shape(copy) == shape(original))
  }
}
