import Foundation
import TouchTraceTestSupport

/// A small tmpfs mounted for one test (`mount -t tmpfs`), to see what a full or read-only disk
/// does; unmounted when the value goes away. Needs the right to mount (root on Linux): the tests
/// that use it are enabled only where `isPermitted`.
final class SmallDisk {
  let url: URL

  /// Mounts a tmpfs of `kilobytes` at `url` (created if need be), read-only when `readOnly`;
  /// nil if it cannot be mounted.
  init?(at url: URL, kilobytes: Int = 64, readOnly: Bool = false) {
    self.url = url
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let options = "size=\(kilobytes)k" + (readOnly ? ",ro" : "")
    guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", url.path]) else {
      return nil
    }
  }

  deinit { _ = Self.run("/bin/umount", [url.path]) }

  /// Fills the disk: a file as large as it takes, so the next write finds no space.
  func fill() {
    let filler = url.appendingPathComponent("filler")
    FileManager.default.createFile(atPath: filler.path, contents: nil)
    guard let handle = try? FileHandle(forWritingTo: filler) else { return }
    let block = Data(count: 4096)
    while (try? handle.write(contentsOf: block)) != nil {}
    try? handle.close()
  }

  /// Whether this machine lets the tests mount a tmpfs.
  static let isPermitted: Bool = {
    #if os(Linux)
      guard let scratch = try? Scratch() else { return false }
      return SmallDisk(at: scratch.url.appendingPathComponent("probe")) != nil
    #else
      return false
    #endif
  }()

  private static func run(_ program: String, _ arguments: [String]) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: program) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
