import Foundation

/// A folder the plugin draws into, and the list of the diagrams it wrote there before
/// (`.render-touch-diagrams`: one `FILE<TAB>SCENE` line each, SCENE relative to the package). The
/// list is how the plugin knows its own files: it deletes only files on it, so a user's other
/// resources (and diagrams drawn by hand under the same names' pattern) are never touched.
struct DiagramFolder {
  static let listName = ".render-touch-diagrams"

  let folder: URL
  /// The package's directory: scenes are listed relative to it.
  let root: URL

  /// What the list says: file name -> the scene (as listed) it was drawn from.
  func written() -> [String: String] {
    let list = folder.appendingPathComponent(Self.listName)
    guard let text = try? String(contentsOf: list, encoding: .utf8) else { return [:] }
    var out: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      if parts.count == 2 { out[parts[0]] = parts[1] }
    }
    return out
  }

  /// The scene path as listed: relative to the package when it is inside it.
  func listed(_ scene: URL) -> String {
    let path = scene.standardizedFileURL.path
    let prefix = root.standardizedFileURL.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  func exists(listed scene: String) -> Bool {
    let url =
      scene.hasPrefix("/") ? URL(fileURLWithPath: scene) : root.appendingPathComponent(scene)
    return FileManager.default.fileExists(atPath: url.path)
  }

  /// How the folder differs from a fresh rendering (`fresh`: file name -> bytes, `scenes`: the
  /// scene files this run drew, each file's scene): files missing or different, and files the
  /// plugin wrote earlier that no scene makes any more — a scene of this run that has fewer
  /// touches now, or a scene file that was deleted or renamed. Diagrams of other scenes that still
  /// exist (drawn by another run into the same folder) are kept.
  func changes(fresh: [String: Data], sceneOf: [String: String], scenes: Set<String>) -> Changes {
    var changes = Changes()
    for (name, data) in fresh.sorted(by: { $0.key < $1.key }) {
      let current = try? Data(contentsOf: folder.appendingPathComponent(name))
      if current == nil {
        changes.missing.append(name)
      } else if current != data {
        changes.stale.append(name)
      }
    }
    for (name, scene) in written().sorted(by: { $0.key < $1.key }) where fresh[name] == nil {
      if scenes.contains(scene) || !exists(listed: scene) { changes.extra.append(name) }
    }
    var list = written().filter { !changes.extra.contains($0.key) }
    list.merge(sceneOf) { _, new in new }
    changes.list = list.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)\n" }.joined()
    return changes
  }

  struct Changes {
    var missing: [String] = []
    var stale: [String] = []
    var extra: [String] = []
    /// The list's new text.
    var list = ""
    var isEmpty: Bool { missing.isEmpty && stale.isEmpty && extra.isEmpty }
    /// One line per file, for `--check`.
    func lines(in folder: String) -> [String] {
      missing.map { "missing: \(folder)/\($0)" } + stale.map { "stale: \(folder)/\($0)" }
        + extra.map { "no longer drawn: \(folder)/\($0)" }
    }
  }

  /// Writes what changed (each file atomically), deletes the plugin's files no scene makes any
  /// more, and updates the list. Unchanged files are left alone, so their dates stay.
  func apply(_ changes: Changes, fresh: [String: Data]) throws {
    let fm = FileManager.default
    try fm.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in changes.missing + changes.stale {
      try fresh[name]?.write(to: folder.appendingPathComponent(name), options: .atomic)
    }
    for name in changes.extra {
      try? fm.removeItem(at: folder.appendingPathComponent(name))
    }
    try Data(changes.list.utf8).write(
      to: folder.appendingPathComponent(Self.listName), options: .atomic)
  }

  /// Which scene drew a file, from `touchtrace render`'s names: `NAME`, `NAME-N` (one of several
  /// touches), then `~dark`, `@Nx` and the extension.
  static func scene(ofFile file: String, names: [String: String]) -> String? {
    var stem = (file as NSString).deletingPathExtension
    if let at = stem.range(of: "@", options: .backwards) { stem = String(stem[..<at.lowerBound]) }
    if stem.hasSuffix("~dark") { stem = String(stem.dropLast(5)) }
    if let scene = names[stem] { return scene }
    if let dash = stem.range(of: "-", options: .backwards),
      stem[dash.upperBound...].allSatisfy(\.isNumber)
    {
      return names[String(stem[..<dash.lowerBound])]
    }
    return nil
  }
}
