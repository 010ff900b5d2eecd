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
