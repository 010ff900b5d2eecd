import Foundation

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
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return [path] }
      return ((try? Input.expand([path])) ?? []).map(\.path)
    }
  }

  /// A short token that changes whenever a file's contents may have: FNV-1a over each file's
  /// path, size and modification time (nanoseconds), or "missing".
  func version() -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ text: String) {
      for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    for file in files() {
      mix(file + "\u{0}")
      var info = stat()
      if stat(file, &info) == 0 {
        #if canImport(Darwin)
          let time = info.st_mtimespec
        #else
          let time = info.st_mtim
        #endif
        mix("\(info.st_size) \(time.tv_sec).\(time.tv_nsec)\u{0}")
      } else {
        mix("missing\u{0}")
      }
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
