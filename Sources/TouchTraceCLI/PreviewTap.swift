import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceExplorer
import TouchTraceHTTP
import TouchTraceLayout
import TouchTraceScene
import TouchTraceTrace

/// `/scene/NAME/tap/X,Y`: the preview plays a tap at (X, Y) through the engine, after the
/// scene's own touches, and answers with the explorer page of that run, its answer in words
/// first and its step-through starting at the tap (issue 36, "tap anywhere"). The page that asked
/// swaps that page's steps in and stays. The point is checked: two finite numbers within the
/// scene's screen; anything else gets a 400 and the reason.
struct PreviewTap {
  var x: Double
  var y: Double

  /// The longest `X,Y` read: whole points need far fewer characters.
  static let longestPoint = 40
  /// How long the scene rests before the tap: a click comes after whatever the scene played has
  /// settled, so the tap is a fresh one (not a second tap of the scene's last, which would be
  /// UIKit's double tap within `multiTapInterval`, 0.35 s, nor inside a long press's 0.5 s).
  /// The preview's choice, not UIKit's number.
  static let restBefore = 1.0

  /// The scene's name and the point's text of a tap's address; nil for any other address.
  static func route(_ path: String) -> (name: String, point: String)? {
    let prefix = "/scene/"
    guard path.hasPrefix(prefix) else { return nil }
    let rest = path.dropFirst(prefix.count)
    guard let split = rest.range(of: "/tap/", options: .backwards),
      let name = String(rest[..<split.lowerBound]).removingPercentEncoding
    else { return nil }
    return (name, String(rest[split.upperBound...]))
  }

  /// The point `X,Y` within `screen`, or why not.
  static func parse(_ text: String, screen: Size) -> Result<PreviewTap, PreviewTapError> {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard text.count <= longestPoint, parts.count == 2,
      let x = Double(String(parts[0])), let y = Double(String(parts[1]))
    else {
      return .failure(
        PreviewTapError(
          "the tap's point must be X,Y, two numbers in points (as /tap/120,300): got \""
            + SafeText.terminal(String(text.prefix(longestPoint))) + "\""))
    }
    for (name, value, given, limit, side) in [
      ("x", x, parts[0], screen.width, "width"), ("y", y, parts[1], screen.height, "height"),
    ] where !(value.isFinite && value >= 0 && value <= limit) {
      return .failure(
        PreviewTapError(
          "\(name) must be a number from 0 to \(EventLog.number(limit)) (the screen's \(side)): "
            + "got \(SafeText.terminal(String(given)))"))
    }
    return .success(PreviewTap(x: x, y: y))
  }
}

struct PreviewTapError: Error {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}

extension PreviewSite {
  /// The page of `input` with a tap at `point` played, or a 400 that says why not.
  func tapPage(_ input: Input, point: String) -> LoopbackHTTPServer.Response {
    do {
      return Self.html(try playedPage(input, point: point))
    } catch let error as PreviewTapError {
      return Self.text("touchtrace preview: cannot play the tap: \(error.reason)", status: 400)
    } catch {
      return Self.text(
        "touchtrace preview: cannot play the tap: \(SafeText.terminal("\(error)"))", status: 400)
    }
  }

  private func playedPage(_ input: Input, point: String) throws -> String {
    if try input.traceFile() != nil {
      throw PreviewTapError("\(input.file) is a trace: a tap can be played only in a scene")
    }
    var document = try input.scene()
    let tap = try PreviewTap.parse(point, screen: document.screen).get()
    if !document.touches.isEmpty {
      document.touches.append(.wait(PreviewTap.restBefore))
      document.touchLocations.append(nil)
    }
    document.touches.append(.tap(at: Point(tap.x, tap.y), count: 1, numberOfTouches: 1))
    document.touchLocations.append(nil)
    let url = URL(fileURLWithPath: input.path)
    let trace =
      input.standardInput == nil
      ? try SceneRunner.run(
        document, title: url.deletingPathExtension().lastPathComponent,
        source: url.lastPathComponent)
      : try SceneRunner.run(document, title: input.name, source: input.file)
    try trace.checkFinite()
    try FontSetup.verify()
    let answer = TouchAnswer.text(Array(TouchAnswer.answers(of: trace).suffix(1)))
    // The tap is the last touch: its diagram is the last one, and the page starts there.
    let start = Explorer.firstSteps(for: trace, name: input.name, locale: locale).values.max()
    let page = try Explorer.page(for: trace, locale: locale, answer: answer, start: start)
    return String(decoding: page, as: UTF8.self)
  }
}
