import Foundation
import TouchTraceRender
import TouchTraceTrace

/// `render --markdown FILE`: a Markdown page embedding every diagram rendered, each under its
/// title, for documentation systems other than DocC. Image paths are relative to the page.
enum MarkdownGallery {
  struct Entry {
    var title: String
    var files: [URL]
  }

  static func page(_ entries: [Entry], relativeTo page: URL) -> String {
    var out = "# TouchTrace diagrams\n\n"
    for entry in entries {
      let title = SafeText.markdown(entry.title)
      out += "## \(title)\n\n"
      // One picture per diagram: its light PNG if there is one, else the first file.
      let pictures = entry.files.filter {
        $0.pathExtension == "png" && !$0.lastPathComponent.contains("~dark")
      }
      for file in pictures.isEmpty ? Array(entry.files.prefix(1)) : pictures {
        let path = relativePath(of: file, from: page.deletingLastPathComponent())
        out += "![\(title)](\(SafeText.relativeURL(path)))\n\n"
      }
    }
    return out
  }

  private static func relativePath(of file: URL, from directory: URL) -> String {
    let target = file.standardizedFileURL.pathComponents
    let base = directory.standardizedFileURL.pathComponents
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(
      separator: "/")
  }
}
