import Foundation
import Testing
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

// MARK: Helpers

/// Parses `text`, expecting it to fail; each error as "line:column: message".
func errors(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> [String]
{
  do {
    _ = try SceneParser.parse(text, file: "scene.yaml")
    Issue.record("expected errors, the scene parsed", sourceLocation: sourceLocation)
    return []
  } catch let e as SceneErrors {
    return e.errors.map { e in "\(e.location.map(\.description) ?? "-"): \(e.message)" }
  } catch {
    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    return []
  }
}

/// Expects exactly one error, at `at` ("line:column"), whose message contains `message`.
func expectError(
  _ text: String, at: String, _ message: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let found = errors(text, sourceLocation: sourceLocation)
  #expect(found.count == 1, "\(found)", sourceLocation: sourceLocation)
  #expect(
    found.contains { $0.hasPrefix(at + ": ") && $0.contains(message) }, "\(found)",
    sourceLocation: sourceLocation)
}

/// Where `needle` is in `text`, as "line:column": where its `^` is (or its start without one),
/// in its `nth` occurrence.
func pos(_ text: String, _ needle: String, _ nth: Int = 1) -> String {
  let bare = needle.replacingOccurrences(of: "^", with: "")
  let offset =
    needle.firstIndex(of: "^").map { needle.distance(from: needle.startIndex, to: $0) } ?? 0
  var searchStart = text.startIndex
  var found: Range<String.Index>?
  for _ in 0..<nth {
    found = text.range(of: bare, range: searchStart..<text.endIndex)
    guard let f = found else { return "not found: \(needle)" }
    searchStart = text.index(after: f.lowerBound)
  }
  let index = text.index(found!.lowerBound, offsetBy: offset)
  let before = text[..<index]
  let line = before.filter { $0 == "\n" }.count + 1
  let column =
    before.distance(
      from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
      to: before.endIndex) + 1
  return "\(line):\(column)"
}

/// Expects exactly one error, where `needle` is in the text (see `pos`), whose message contains
/// `message`.
func expectError(
  _ text: String, on needle: String, _ message: String, nth: Int = 1,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  expectError(text, at: pos(text, needle, nth), message, sourceLocation: sourceLocation)
}

/// Expects an error among others, at `at`, whose message contains `message`.
func expectSomeError(
  _ text: String, at: String, _ message: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let found = errors(text, sourceLocation: sourceLocation)
  #expect(
    found.contains { $0.hasPrefix(at + ": ") && $0.contains(message) }, "\(found)",
    sourceLocation: sourceLocation)
}

func parse(_ text: String) throws -> SceneDocument {
  try SceneParser.parse(text, file: "scene.yaml")
}

/// The window's subviews of a parsed scene.
func views(_ text: String) throws -> [ViewSpec] {
  try parse(text).window.subviews
}

/// The repository's `samples/` folder.
let samplesFolder = Repo.samples
