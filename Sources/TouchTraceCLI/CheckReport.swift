import Foundation
import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceTrace

/// The report of `touchtrace check`: for each scene that differs, its reasons in words and, per
/// image, the reference, the new one and the diff side by side — one self-contained `index.html`
/// (images inline) plus the images as files.
struct CheckReport {
  let outcomes: [SceneChecker.Outcome]

  /// Writes the page and the images, all or nothing; a report path that is a file or cannot be
  /// written is an error naming it (issue 14), not a Foundation error's dump.
  func write(to directory: URL) throws {
    let kind = PathKind(of: directory.path)
    let exists = kind != .missing
    guard kind != .notADirectory else {
      throw InputError("\(directory.path): error: the report directory is a file")
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw InputError(
        "\(directory.path): error: cannot create the report directory (\(reason(error)))")
    }
    var files: [(URL, Data)] = []
    for outcome in outcomes {
      for image in outcome.images {
        for (label, data) in Self.versions(of: image) {
          files.append((directory.appendingPathComponent(Self.fileName(of: image, label)), data))
        }
      }
    }
    files.append((directory.appendingPathComponent("index.html"), Data(html.utf8)))
    do {
      try writeAtomically(files)
    } catch {
      // A report folder made for this report goes again: a full disk leaves no empty folder.
      if !exists { try? FileManager.default.removeItem(at: directory) }
      throw InputError("\(directory.path): error: cannot write the report (\(error))")
    }
  }

  var html: String {
    var body = ""
    for outcome in outcomes {
      body +=
        "<section id=\"\(escape(outcome.name))\">\n<h2>\(escape(outcome.name))</h2>\n<ul class=\"reasons\">\n"
      body += outcome.reasons.map { "<li>\(escape($0))</li>\n" }.joined()
      body += "</ul>\n"
      if let note = outcome.note { body += "<p class=\"note\">\(escape(note))</p>\n" }
      for image in outcome.images {
        body += "<h3>\(escape(image.file))</h3>\n<div class=\"row\">\n"
        for (label, data) in Self.versions(of: image) {
          // Inline, so the page stands alone; the link opens the file beside it at full size.
          let file = Self.fileName(of: image, label)
          body +=
            "<figure><a href=\"\(escape(SafeText.relativeURL(file)))\"><img alt=\"\(label): \(escape(image.file))\" src=\"data:image/png;base64,\(data.base64EncodedString())\"></a>"
            + "<figcaption>\(label)</figcaption></figure>\n"
        }
        body += "</div>\n"
      }
      body += "</section>\n"
    }
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>TouchTrace check: \(outcomes.count) \(outcomes.count == 1 ? "differs" : "differ")</title>
      <style>
      body { font: 15px/1.45 system-ui, sans-serif; margin: 2em; color: #1f2328; }
      h2 { border-top: 1px solid #d0d7de; padding-top: 1em; }
      .reasons li { margin: .2em 0; }
      .row { display: flex; gap: 1em; align-items: flex-start; }
      figure { margin: 0; flex: 1; min-width: 0; }
      img { width: 100%; border: 1px solid #d0d7de; }
      figcaption { text-align: center; color: #59636e; }
      </style></head>
      <body>
      <h1>TouchTrace check: \(outcomes.count) scene\(outcomes.count == 1 ? " differs" : "s differ")</h1>
      \(body)</body></html>

      """
  }

  /// An image's three versions, in the order the page shows them.
  private static func versions(of image: SceneChecker.ImageResult) -> [(String, Data)] {
    [("reference", image.reference), ("new", image.new), ("diff", image.diff)]
  }

  /// The file a version is written to beside the page: `name@2x.png` → `name@2x.diff.png`.
  private static func fileName(of image: SceneChecker.ImageResult, _ label: String) -> String {
    image.file.replacingOccurrences(of: ".png", with: ".\(label).png")
  }

  private func escape(_ text: String) -> String { SafeText.html(text) }
}
