import Foundation
import TouchTraceCommands
import TouchTraceSupport

/// Notices that an input changed, for `preview` and `render --watch`: a version of the input paths
/// made of each scene file's path, size and modification time (a folder's scene files listed
/// anew each time, so an added or removed file counts too).
///
/// Polling, not inotify: it works on Linux and macOS alike, sees a file an editor replaces by
/// renaming a new one over it (an inotify watch on the old file would go quiet), and a few
/// `stat` calls every few tenths of a second cost nothing next to drawing a diagram.
struct InputWatch: Sendable {
  let paths: [String]

  /// The scene files the paths name now (`Input.expand`), or none when they cannot be listed.
  func files() -> [String] {
    paths.flatMap { path -> [String] in
      guard PathKind(of: path) == .directory else { return [path] }
      return ((try? Input.expand([path])) ?? []).map(\.path)
    }
  }

  /// The scene files a preview serves: files named themselves as they are; a folder's scene files
  /// only when they are regular files whose resolved path is inside the folder's (a symbolic link
  /// in a served folder to /etc/passwd is not served, issue 23).
  func filesInside() -> [String] {
    paths.flatMap { path -> [String] in
      guard PathKind(of: path) == .directory, let root = Self.resolved(path) else { return [path] }
      return ((try? Input.expand([path])) ?? []).map(\.path).filter { file in
        guard let real = Self.resolved(file),
          real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        else { return false }
        let type = try? FileManager.default.attributesOfItem(atPath: real)[.type]
        return type as? FileAttributeType == .typeRegular
      }
    }
  }

  /// The path with every symbolic link resolved (realpath(3)), or nil if it cannot be.
  static func resolved(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }

  /// A short token that changes whenever a file's contents may have: FNV-1a over each file's
  /// path, size and modification time (nanoseconds), or "missing".
  func version() -> String {
    Self.hash(files().map(Self.stamp).joined())
  }

  /// One file's part of the version: its path, size and modification time.
  static func stamp(_ file: String) -> String {
    var info = stat()
    guard stat(file, &info) == 0 else { return file + "\u{0}missing\u{0}" }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return file + "\u{0}\(info.st_size) \(time.tv_sec).\(time.tv_nsec)\u{0}"
  }

  static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// Calls `changed` each time the version moves on, checking every `interval` seconds, until
  /// `stop` says so.
  func poll(every interval: Double = 0.25, until stop: () -> Bool, changed: () -> Void) {
    var last = version()
    while !stop() {
      Thread.sleep(forTimeInterval: interval)
      let now = version()
      if now != last {
        last = now
        changed()
      }
    }
  }
}
