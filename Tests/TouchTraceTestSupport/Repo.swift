import Foundation

/// The repository's folders, found from this file (Tests/TouchTraceTestSupport/Repo.swift) so
/// tests run from any directory.
public enum Repo {
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
  public static let samples = root.appendingPathComponent("samples")
  public static let output = root.appendingPathComponent("output")
  public static let fixtures = root.appendingPathComponent("Tests/Fixtures")

  /// `samples/NAME.yaml`.
  public static func sample(_ name: String) -> URL {
    samples.appendingPathComponent(name + ".yaml")
  }

  /// The text of `samples/NAME.yaml`.
  public static func sampleText(_ name: String) throws -> String {
    try String(contentsOf: sample(name), encoding: .utf8)
  }

  /// Every sample scene, sorted; throws when there is none (see `files(in:endingWith:)`).
  public static func sampleScenes() throws -> [URL] {
    try files(in: samples, endingWith: ".yaml").map { samples.appendingPathComponent($0) }
  }

  /// Every sample's name (its file name without `.yaml`), sorted; throws when there is none.
  public static func sampleNames() throws -> [String] {
    try sampleScenes().map(name)
  }

  public static func name(_ scene: URL) -> String {
    scene.deletingPathExtension().lastPathComponent
  }

  /// The names in `folder` that end with `suffix`, sorted. Throws when the folder cannot be read
  /// or holds no such file: a test's argument list built from it would otherwise run zero cases
  /// and pass when the folder moves.
  public static func files(in folder: URL, endingWith suffix: String) throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(suffix) }.sorted()
    guard !names.isEmpty else { throw EmptyFolder(folder: folder, suffix: suffix) }
    return names
  }
}

/// A folder that a test reads its cases from holds none.
public struct EmptyFolder: Error, CustomStringConvertible {
  public let folder: URL
  public let suffix: String
  public var description: String { "no *\(suffix) file in \(folder.path)" }
}
