import Foundation
import Testing
import TouchTraceTestSupport

/// A reference hit map is read as a trace is: checked against its schema with a scene's limits,
/// each problem at its line and column, under the path as given (issue 35).
@Suite struct ReferenceMapTests {
  let scene = "window:\n  subviews:\n    - {id: v, frame: [40, 100, 300, 400]}\n"

  /// Records `u`'s references, edits its map's JSON with `edit`, and checks against it.
  func checkEdited(_ edit: (inout [String: Any]) -> Void) throws -> CommandResult {
    let scratch = try Scratch()
    try scratch.write("u.yaml", scene)
    #expect(try scratch.run("check", "u.yaml", "--against", "ref", "--record", "all").exited(0))
    let url = scratch.url.appendingPathComponent("ref/u-hitmap.json")
    var map = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    edit(&map)
    try JSONSerialization.data(withJSONObject: map, options: [.prettyPrinted, .sortedKeys])
      .write(to: url)
    return try scratch.run("check", "u.yaml", "--against", "ref", "--record", "never")
  }

  @Test func aZeroResolutionAndANegativeScreenAreLocatedErrors() throws {
    let result = try checkEdited { map in
      map["resolution"] = 0
      map["screen"] = ["width": -5, "height": 667]
    }
    expectCleanFailure(result)
    #expect(result.stderr.contains("ref/u-hitmap.json:"), "\(result)")
    #expect(result.stderr.contains(": error: resolution: 0 must be greater than 0"), "\(result)")
    #expect(result.stderr.contains(": error: screen.width: -5 must be greater than 0"), "\(result)")
    #expect(!result.stderr.contains(FileManager.default.temporaryDirectory.path))
    #expect(result.stderr.hasSuffix("0 ok, 1 could not be checked\n"))
  }

  /// One long finding is refused before it is used, as a scene's long text is.
  @Test func aFindingPastTheLimitIsRefused() throws {
    let result = try checkEdited { map in map["findings"] = [String(repeating: "x", count: 50_000)]
    }
    expectCleanFailure(result)
    #expect(
      result.stderr.contains(
        "ref/u-hitmap.json:6:5: error: findings[0]: it is 50000 characters long; at most 4000"),
      "\(result)")
  }

  @Test func aWrongTypeSaysWhereAndWhat() throws {
    let result = try checkEdited { map in map["regions"] = "none" }
    expectCleanFailure(result)
    #expect(result.stderr.contains("ref/u-hitmap.json:"), "\(result)")
    #expect(result.stderr.contains("error: regions: "), "\(result)")
  }
}
