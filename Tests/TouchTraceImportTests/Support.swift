import Foundation
import Testing
import TouchTraceImport
import TouchTraceScene
import TouchTraceTestSupport
import TouchTraceTrace

/// The dumps in Tests/Fixtures/Dumps, written for these tests from the documented format.
enum Dumps {
  static let directory = Repo.fixtures.appendingPathComponent("Dumps")

  static func text(_ name: String) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }
}

/// Imports `dump` (strictly unless `lenient`), with `taps`.
func imported(
  _ dump: String, taps: [(Double, Double)] = [], lenient: Bool = false, file: String = "dump.txt"
) throws -> ImportedScene {
  var options = ImportOptions()
  options.taps = taps.map { (x: $0.0, y: $0.1) }
  options.lenient = lenient
  return try DumpImport.scene(from: dump, file: file, options: options)
}

/// Imports, checks the scene as `validate` does, runs it: its trace.
func run(_ dump: String, taps: [(Double, Double)] = []) throws -> Trace {
  let scene = try imported(dump, taps: taps)
  let document = try SceneParser.parse(scene.yaml, file: "imported.yaml")
  return try SceneRunner.run(document, title: "imported")
}

/// The id of the view each touch went to (`UITouch.view`), nil where it reached none.
func hitViews(_ dump: String, taps: [(Double, Double)]) throws -> [String?] {
  try run(dump, taps: taps).touches.map(\.view)
}

/// The errors a dump gives, as printed.
func importErrors(_ dump: String, file: String = "dump.txt") -> [String] {
  do {
    _ = try imported(dump, file: file)
    return []
  } catch let error as ImportErrors {
    return error.errors.map(\.description)
  } catch {
    return ["unexpected \(error)"]
  }
}
