import Foundation
import Testing
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceCLI
@testable import TouchTraceCommands

// MARK: - Limits

/// A JSON scene of views nested `depth` deep, each the only subview of the one before.
func nestedScene(depth: Int) -> (text: String, columnOfView: (Int) -> Int) {
  let head = "{\"window\":{\"subviews\":["
  var text = head
  var columns: [Int] = []
  for i in 0..<depth {
    columns.append(text.utf8.count + 1)
    text += "{\"id\":\"v\(i)\",\"frame\":[0,0,10,10],\"subviews\":["
  }
  text += String(repeating: "]}", count: depth) + "]},\"touches\":[{\"tap\":[5,5]}]}\n"
  return (text, { columns[$0] })
}

/// A JSON scene of `count` sibling views in the window.
func flatScene(count: Int) -> String {
  var text = "{\"window\":{\"subviews\":[\n"
  for i in 0..<count {
    text += "{\"id\":\"v\(i)\",\"frame\":[\(i % 300),0,10,10]}" + (i + 1 < count ? ",\n" : "\n")
  }
  return text + "]},\"touches\":[{\"tap\":[5,5]}]}\n"
}

@Suite struct LimitTests {
  @Test func tenThousandLevelsAreRefusedQuickly() throws {
    let scratch = try Scratch()
    try scratch.write("deep.json", nestedScene(depth: 10_000).text)
    for command in ["validate", "log"] {
      let result = try scratch.run(command, "deep.json", timeout: 60)
      expectCleanFailure(result)
      #expect(result.stdout.isEmpty)
      #expect(result.stderrLines.count == 1)
      let line = try #require(result.stderrLines.first)
      #expect(line.hasPrefix("deep.json:1:"))
      #expect(
        line.hasSuffix(
          ": error: the scene nests deeper than 4100 levels of mappings and lists; "
            + "the limit is 1000 nested views or controllers"))
    }
  }

  @Test func elevenHundredViewsDeepAreRefused() throws {
    let scratch = try Scratch()
    let scene = nestedScene(depth: 1100)
    try scratch.write("deep.json", scene.text)
    for command in [["validate"], ["log"], ["trace", "-o", "out.json"]] {
      let result = try scratch.run(command + ["deep.json"], timeout: 60)
      expectCleanFailure(result)
      #expect(
        result.stderr
          == "deep.json:1:\(scene.columnOfView(1000)): error: the scene nests views 1100 deep; "
          + "the limit is 1000\n")
    }
    #expect(scratch.contents() == ["deep.json"])
  }

  @Test func aThousandViewsDeepAreAllowed() throws {
    let scratch = try Scratch()
    try scratch.write("deep.json", nestedScene(depth: 1000).text)
    let result = try scratch.run("log", "deep.json", timeout: 60)
    #expect(result.exited(0))
    #expect(result.stderr.isEmpty)
    // Both hit-test passes go all the way down.
    #expect(result.stdout.contains("\nv999 hitTest"))
    #expect(result.stdout.contains("\nv999 touchesBegan"))
  }

  /// 100,000 views, the limit, run (about 5 s for `log` in a debug build); one more is refused.
  @Test func aHundredThousandViews() throws {
    let scratch = try Scratch()
    try scratch.write("flat.json", flatScene(count: 100_000))
    let result = try scratch.run("log", "flat.json", timeout: 120)
    #expect(result.exited(0))
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("\nv99999 hitTest"))

    try scratch.write("flat.json", flatScene(count: 100_001))
    let over = try scratch.run("validate", "flat.json", timeout: 120)
    expectCleanFailure(over)
    #expect(over.stderrLines.count == 1)
    #expect(
      over.stderrLines.first?.hasSuffix(
        ": error: the scene has more than 100000 views; the limit is 100000") == true)
    #expect(over.stderr.hasPrefix("flat.json:100002:"))
  }
}

// MARK: - Limits on touch steps

/// Touch steps are bounded (SceneParser.maxSeconds, maxTapCount, maxFingers): values that would
/// overflow the clock or run nearly forever are refused with a located error, quickly.
@Suite struct UnboundedStepTests {
  @Test(arguments: [
    (
      "wait: 1e300",
      "long.yaml:5:11: error: 'wait' is 1e+300 s; a scene's touches may last at most 3600 s"
    ),
    ("press: {at: [5, 5], duration: 1e19}", "long.yaml:5:35: error: 'duration' is 1e+19 s;"),
    (
      "drag: {from: [0, 0], to: [10, 10], duration: 1e9}",
      "long.yaml:5:50: error: 'duration' is 1000000000.0 s;"
    ),
    (
      "tap: {at: [5, 5], count: 1000000}",
      "long.yaml:5:30: error: 'count' must be at most 20, found 1000000"
    ),
    (
      "tap: {at: [5, 5], numberOfTouches: 100000}",
      "long.yaml:5:40: error: 'numberOfTouches' must be at most 20"
    ),
  ])
  func hugeStepValuesAreRefused(step: String, message: String) throws {
    let scratch = try Scratch()
    try scratch.write(
      "long.yaml",
      "window:\n  subviews:\n    - {id: a, frame: [0, 0, 100, 100]}\ntouches:\n  - \(step)\n")
    let result = try scratch.run("log", "long.yaml", timeout: 5)
    #expect(result.exited(1) && !result.crashed, "\(result.testDescription)")
    #expect(result.stderrLines.contains { $0.hasPrefix(message) }, "\(result.stderr)")
  }

  /// Steps that are each allowed but add up to more than an hour are refused too.
  @Test func theWholeSceneIsBoundedToo() throws {
    let scratch = try Scratch()
    try scratch.write("long.yaml", "touches:\n  - wait: 3000\n  - wait: 3000\n")
    let result = try scratch.run("log", "long.yaml", timeout: 5)
    #expect(result.exited(1))
    #expect(
      result.stderrLines == [
        "long.yaml:2:3: error: the touches last 6000 s in all; a scene's touches may last at most 3600 s"
      ])
  }
}
