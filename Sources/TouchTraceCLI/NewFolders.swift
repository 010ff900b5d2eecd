import Foundation

/// The folders an output path needs that are not there yet: removed again when a run wrote
/// nothing into them, so `render -o new` onto a full disk leaves no empty folder (issue 35). A
/// folder that holds anything, or was there before, is never touched.
struct NewFolders {
  /// Missing folders, outermost first.
  let missing: [URL]

  init(_ path: String) {
    var missing: [URL] = []
    var url = URL(fileURLWithPath: path).standardizedFileURL
    while url.path != "/", !FileManager.default.fileExists(atPath: url.path) {
      missing.insert(url, at: 0)
      url = url.deletingLastPathComponent()
    }
    self.missing = missing
  }

  /// Removes, innermost first, each of them that exists and is empty.
  func removeEmpty() {
    let fm = FileManager.default
    for folder in missing.reversed() {
      guard let contents = try? fm.contentsOfDirectory(atPath: folder.path), contents.isEmpty
      else { return }
      try? fm.removeItem(at: folder)
    }
  }
}
