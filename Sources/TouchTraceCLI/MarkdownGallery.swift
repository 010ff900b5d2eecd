import Foundation
import TouchTraceCommands
import TouchTraceRender
import TouchTraceTrace

/// `render --markdown FILE`: a Markdown page embedding every diagram rendered, each under its
/// title, for documentation systems other than DocC. Image paths are relative to the page.
enum MarkdownGallery {
  struct Entry {
    var title: String
    var files: [URL]
    /// The scene's explorer page (`--format html`), and for each picture's file name the step its
    /// diagram starts at: each picture links to `page.html#step=N`.
    var explorer: URL? = nil
    var steps: [String: Int] = [:]
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
      let folder = page.deletingLastPathComponent()
      let stills = pictures.isEmpty ? Array(entry.files.prefix(1)) : pictures
      for file in stills where file.pathExtension != "html" {
        let image = "![\(title)](\(SafeText.relativeURL(relativePath(of: file, from: folder))))"
        guard let explorer = entry.explorer else {
          out += image + "\n\n"
          continue
        }
        let step = entry.steps[file.lastPathComponent].map { "#step=\($0)" } ?? ""
        let link = SafeText.relativeURL(relativePath(of: explorer, from: folder)) + step
        out += "[\(image)](\(link))\n\n"
      }
      if let explorer = entry.explorer, stills.isEmpty || stills.allSatisfy({ $0 == explorer }) {
        out += "[\(title)](\(SafeText.relativeURL(relativePath(of: explorer, from: folder))))\n\n"
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
