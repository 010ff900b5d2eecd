import Foundation

/// A fresh temporary directory, removed when the value goes away.
public final class Scratch {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchtrace-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// `name` inside the directory.
  public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// Writes `text` to `name` inside the directory (making its folders) and returns its URL.
  @discardableResult
  public func write(_ name: String, _ text: String) throws -> URL {
    try write(name, Data(text.utf8))
  }

  @discardableResult
  public func write(_ name: String, _ data: Data) throws -> URL {
    let file = file(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file
  }

  /// Copies `samples/NAME.yaml` into the directory as `NAME.yaml`.
  public func copySample(_ name: String) throws {
    try write(name + ".yaml", Repo.sampleText(name))
  }

  /// The names in `name` (or in the directory itself), sorted; empty when it does not exist.
  public func contents(_ name: String? = nil) -> [String] {
    let dir = name.map(file) ?? url
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
  }

  public func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: file(name).path)
  }

  public func data(_ name: String) throws -> Data {
    try Data(contentsOf: file(name))
  }

  /// Runs `touchtrace` with this directory as the working directory.
  public func run(_ arguments: [String], stdin: Data = Data(), timeout: Double = 120) throws
    -> CommandResult
  {
    try Command.run(arguments, stdin: stdin, in: url, timeout: timeout)
  }

  public func run(_ arguments: String..., stdin: Data = Data(), timeout: Double = 120) throws
    -> CommandResult
  {
    try run(arguments, stdin: stdin, timeout: timeout)
  }
}
