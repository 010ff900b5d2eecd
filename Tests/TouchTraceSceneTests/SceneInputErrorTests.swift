import Foundation
import Testing
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

// MARK: Errors: touch steps

@Test func stepErrors() {
  expectError("touches: [{tap: [1, 2], wait: 1}]", at: "1:11", "a touch step has exactly one key")
  expectError("touches: [{}]", at: "1:11", "a touch step needs one key")
  expectError("touches: [{swipe: [1, 2]}]", at: "1:12", "unknown touch step 'swipe'")
  expectError(
    "touches: [tap]", at: "1:11", "expected a touch step (a mapping with one of: tap, press")
  expectError(
    "touches: [{tap: 5}]", at: "1:17", "expected [x, y] or {at: [x, y], count: …} for 'tap'")
  expectError("touches: [{tap: {count: 2}}]", at: "1:17", "'tap' needs 'at'")
  expectError("touches: [{press: {at: [1, 2]}}]", at: "1:19", "'press' needs 'duration'")
  expectError(
    "touches: [{press: {at: [1, 2], duration: -1}}]", at: "1:42", "'duration' must not be negative")
  expectError(
    "touches: [{drag: {from: [0, 0], to: [1, 1], duration: 0}}]", at: "1:55",
    "'duration' must be greater than 0")
  expectError(
    "touches: [{pinch: {center: [0, 0], from: 0, to: 100, duration: 1}}]", at: "1:42",
    "'from' must be greater than 0")
  expectError(
    "touches: [{rotate: {center: [0, 0], by: 90}}]", at: "1:20", "'rotate' needs 'duration'")
  expectError("touches: [{wait: -1}]", at: "1:18", "'wait' must not be negative")
  expectError("touches: {tap: [1, 2]}", at: "1:10", "expected a list for 'touches'")
}

@Test func sequenceErrors() {
  let text = """
    touches:
      - sequence:
          - {time: 0.1, finger: 1, phase: began, at: [0, 0]}
          - {time: 0.05, finger: 1, phase: moved, at: [1, 0]}
          - {time: 0.2, finger: 1, phase: began, at: [1, 0]}
          - {time: 0.3, finger: 2, phase: moved, at: [1, 0]}
          - {time: 0.4, finger: 3, phase: ended, at: [1, 0]}
          - {time: 0.5, finger: 4, phase: began, at: [1, 0]}
          - {time: 0.6, finger: 5, phase: lifted, at: [1, 0]}
          - {time: 0.7, finger: 1, phase: ended, at: [1, 0]}
    """
  #expect(
    errors(text) == [
      "\(pos(text, "0.05")): time 0.05 is earlier than the event before it (0.1); times in a sequence must not decrease",
      "\(pos(text, "0.2, finger: 1, phase: ^began")): finger 1 begins again while it is still down (it began at \(pos(text, "{time: 0.1"))); end or cancel it first",
      "\(pos(text, "moved", 2)): finger 2 moves before it has begun (give it a 'began' event first)",
      "\(pos(text, "ended")): finger 3 ends before it has begun (give it a 'began' event first)",
      "\(pos(text, "{time: 0.5")): finger 4 is still down at the end of the sequence; end it with phase ended or cancelled",
      "\(pos(text, "lifted")): expected one of began, moved, ended, cancelled for 'phase', found the string \"lifted\"",
    ])
  expectError("touches: [{sequence: []}]", at: "1:22", "a sequence needs at least one event")
  expectError(
    "touches: [{sequence: [{time: 0, finger: 1, phase: began}]}]", at: "1:23",
    "a sequence event needs 'at'")
}

// MARK: Errors: YAML syntax, collection and files

@Test func yamlSyntaxErrors() {
  expectError(
    """
    window:
      subviews: [{id: a, frame: [0, 0, 1, 1]}
    touches: []
    """, at: "3:1",
    "YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at 2:13)")
  expectError("window:\n\tsubviews: []\n", at: "2:1", "YAML syntax error")
  expectError("a: 1\n---\nb: 2\n", at: "2:1", "YAML syntax error: but found another document")
  expectError("", at: "1:1", "the scene is empty")
}

@Test func collectsEveryErrorSortedByPlace() throws {
  let text = """
    touches: [{wait: x}]
    window:
      subviews:
        - {id: a, frame: [0, 0, 1, 1], alpha: 3}
        - {id: a, frm: [0, 0, 1, 1]}
    title: [1]
    """
  do {
    _ = try SceneParser.parse(text, file: "dir/s.yaml")
    Issue.record("expected errors")
  } catch let e as SceneErrors {
    #expect(e.errors.map { $0.location?.line ?? 0 } == [1, 4, 5, 5, 5, 6])
    #expect(e.errors.allSatisfy { $0.file == "dir/s.yaml" })
    #expect(
      e.errors[0].description
        == "dir/s.yaml:1:18: error: expected a number for 'wait', found the string \"x\"")
    #expect(e.description.components(separatedBy: "\n").count == 6)
    #expect(e.description.hasPrefix("dir/s.yaml:1:18: error: "))
  }
  #expect(SceneError(file: "f.yaml", location: nil, message: "m").description == "f.yaml: error: m")
}

@Test func loadFiles() throws {
  let scratch = try Scratch()
  let dir = scratch.url

  let good = dir.appendingPathComponent("good.yaml")
  try "\u{FEFF}title: ok\nwindow: {subviews: [{id: a, frame: [0, 0, 1, 1]}]}\n".write(
    to: good, atomically: true, encoding: .utf8)
  #expect(try SceneParser.load(path: good.path).title == "ok")

  let bomError = dir.appendingPathComponent("bom.yaml")
  try "\u{FEFF}titel: ok\n".write(to: bomError, atomically: true, encoding: .utf8)
  #expect(
    throws: SceneErrors(errors: [
      SceneError(
        file: bomError.path, location: .init(line: 1, column: 1),
        message:
          "unknown key 'titel' in the scene; did you mean 'title'? (expected one of: title, screen, application, window, windows, firstResponder, touches, constants, warnings, storyboard, device)"
      )
    ])
  ) {
    try SceneParser.load(path: bomError.path)
  }

  let missing = dir.appendingPathComponent("missing.yaml").path
  #expect(
    throws: SceneErrors(errors: [SceneError(file: missing, location: nil, message: "no such file")])
  ) {
    try SceneParser.load(path: missing)
  }
  #expect(
    throws: SceneErrors(errors: [
      SceneError(file: dir.path, location: nil, message: "this is a directory, not a scene file")
    ])
  ) {
    try SceneParser.load(path: dir.path)
  }
  let latin1 = dir.appendingPathComponent("latin1.yaml")
  // "screen: x\ntitle: é" in Latin-1: the error points at the é (issue 14: every error located).
  try Data(Array("screen: x\ntitle: ".utf8) + [0xE9, 0x0A]).write(to: latin1)
  #expect(
    throws: SceneErrors(errors: [
      SceneError(
        file: latin1.path, location: SourceLocation(line: 2, column: 8),
        message:
          "the file is not UTF-8 text: byte 0xE9 here is not part of a UTF-8 character (save the file as UTF-8)"
      )
    ])
  ) {
    try SceneParser.load(path: latin1.path)
  }
}

// MARK: Limits

/// `count` views, each the only subview of the one before, as JSON.
private func nestedScene(depth: Int) -> String {
  var text = #"{"window": {"subviews": ["#
  for i in 1...depth { text += #"{"id": "v\#(i)", "frame": [0, 0, 1, 1], "subviews": ["# }
  text += String(repeating: "]}", count: depth)
  return text + "]}}"
}

@Test func tenThousandDeepIsAnErrorNotACrash() {
  let found = errors(nestedScene(depth: 10_000))
  #expect(found.count == 1)
  #expect(
    found.first?.contains("the limit is 1000 nested views or controllers") == true, "\(found)")
  #expect(found.first?.hasPrefix("1:") == true)
}

@Test func deeperThanTheLimit() {
  let found = errors(nestedScene(depth: 1500))
  #expect(found.count == 1)
  // View 1001 is the first too deep: `{"id"` of the 1001st view.
  let column =
    #"{"window": {"subviews": ["#.count + 1000
    * #"{"id": "v1", "frame": [0, 0, 1, 1], "subviews": ["#.count
    + (1...1000).map { String($0).count - 1 }.reduce(0, +) + 1
  #expect(found == ["1:\(column): the scene nests views 1500 deep; the limit is 1000"])
}

@Test func atTheDepthLimit() throws {
  let doc = try parse(nestedScene(depth: SceneParser.maxDepth))
  var depth = 0
  var level = doc.window.subviews
  while let v = level.first {
    depth += 1
    level = v.subviews
  }
  #expect(depth == SceneParser.maxDepth)
}

@Test func deepControllerChainsAreLimitedToo() {
  var text = "{\"window\": {\"rootViewController\": "
  for i in 1...1100 { text += "{\"id\": \"c\(i)\", \"presentedViewController\": " }
  text += "{\"id\": \"last\"}" + String(repeating: "}", count: 1100) + "}}"
  let found = errors(text)
  #expect(found.count == 1)
  #expect(
    found.first?.hasSuffix("the scene nests controllers 1101 deep; the limit is 1000") == true,
    "\(found)")
}

/// `count` sibling views in the window, as JSON.
private func flatScene(views count: Int) -> String {
  var text = #"{"window": {"subviews": ["#
  text.reserveCapacity(count * 48)
  for i in 0..<count {
    if i > 0 { text += ",\n" }
    text += #"{"id": "v\#(i)", "frame": [\#(i % 300), 1, 2, 3]}"#
  }
  return text + "]}}"
}

/// The limit itself parses (its speed is the benchmark's business, not a timed test's: a busy
/// machine made this one fail).
@Test func aHundredThousandViews() throws {
  let doc = try parse(flatScene(views: SceneParser.maxViews))
  #expect(doc.window.subviews.count == SceneParser.maxViews)
  #expect(doc.window.subviews.last?.id == "v99999")
}

@Test func moreViewsThanTheLimit() {
  let found = errors(flatScene(views: SceneParser.maxViews + 1))
  #expect(found == ["100001:1: the scene has more than 100000 views; the limit is 100000"])
}
