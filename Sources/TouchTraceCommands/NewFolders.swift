import Foundation
import TouchTraceSupport

/// The folders an output path needs that are not there yet: removed again when a run wrote
/// nothing into them, so `render -o new` onto a full disk leaves no empty folder (issue 35). A
/// folder that holds anything, or was there before, is never touched.
package struct NewFolders {
  /// Missing folders, outermost first.
  package let missing: [URL]

  package init(_ path: String) {
    var missing: [URL] = []
    var url = URL(fileURLWithPath: path).standardizedFileURL
    while url.path != "/", !FileManager.default.fileExists(atPath: url.path) {
      missing.insert(url, at: 0)
      url = url.deletingLastPathComponent()
    }
    self.missing = missing
  }

  /// Removes, innermost first, each of them that exists and is empty.
  package func removeEmpty() {
    let fm = FileManager.default
    for folder in missing.reversed() {
      guard let contents = try? fm.contentsOfDirectory(atPath: folder.path), contents.isEmpty
      else { return }
      try? fm.removeItem(at: folder)
    }
  }
}

/// The directory a command writes its files into.
package enum OutputDirectory {
  /// Refuses an output directory that is a file.
  package static func check(_ path: String) throws {
    if PathKind(of: path) == .notADirectory {
      throw InputError("\(path): error: the output directory is a file")
    }
  }

  /// Creates the output directory (and its parents) unless it is there, saying why it cannot.
  /// Safe to call from several scenes' threads at once.
  package static func make(_ path: String) throws {
    try check(path)
    if PathKind(of: path) != .missing { return }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw InputError("\(path): error: cannot create the output directory (\(reason(error)))")
    }
  }
}
