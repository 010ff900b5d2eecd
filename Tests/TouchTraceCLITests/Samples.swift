import Foundation

/// The repository's folders, found from this file so tests run from any directory.
enum Repo {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
  static let samples = root.appendingPathComponent("samples")
  static let output = root.appendingPathComponent("output")

  static var sampleScenes: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map {
      samples.appendingPathComponent($0)
    }
  }

  static func name(_ scene: URL) -> String { scene.deletingPathExtension().lastPathComponent }
}

extension Scratch {
  /// Copies `samples/NAME.yaml` into the directory as `NAME.yaml`.
  func copySample(_ name: String) throws {
    try write(
      name + ".yaml",
      String(contentsOf: Repo.samples.appendingPathComponent(name + ".yaml"), encoding: .utf8))
  }
}
