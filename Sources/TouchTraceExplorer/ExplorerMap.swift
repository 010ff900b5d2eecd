import Foundation
import TouchTraceLayout
import TouchTraceTrace

/// The scene's hit map as the explorer shows it (issue 24): its picture, light and dark, and the
/// findings as a list a reader can copy. Open at once for a scene without touches, whose diagram
/// cannot say where a finger lands; folded under its heading beside a run's diagrams.
public struct ExplorerMap: Sendable {
  public var layout: Diagram
  public var lightSVG: String
  public var darkSVG: String
  public var findings: [String]
  /// Shown open: the scene has no touches.
  public var open: Bool
  public init(layout: Diagram, lightSVG: String, darkSVG: String, findings: [String], open: Bool) {
    self.layout = layout
    self.lightSVG = lightSVG
    self.darkSVG = darkSVG
    self.findings = findings
    self.open = open
  }

  /// The page's section: a `<details>` (no script: it opens and closes by itself) with the picture
  /// and the findings.
  func html(_ words: ExplorerWords) throws -> String {
    let w = EventLog.number(layout.size.width)
    let h = EventLog.number(layout.size.height)
    var out = "<details id=\"hit-map\"\(open ? " open" : "")>\n"
    out += "<summary>\(SafeText.html(words.hitMap))</summary>\n<figure class=\"map\">\n"
    out += "<div class=\"stage\" style=\"aspect-ratio: \(w) / \(h); max-width: \(w)px\""
    out += try ExplorerPoints.stageAttributes(layout) + ">\n"
    out += "<div class=\"art light\">\n" + InlineSVG.embed(lightSVG, prefix: "ml-") + "</div>\n"
    out += "<div class=\"art dark\">\n" + InlineSVG.embed(darkSVG, prefix: "md-") + "</div>\n"
    out += ExplorerPoints.overlay(layout) + "</div>\n</figure>\n"
    if findings.isEmpty {
      out += "<p class=\"findings\">\(SafeText.html(words.noFindings))</p>\n"
    } else {
      out += "<ul class=\"findings\">\n"
      for finding in findings { out += "<li>\(SafeText.html(finding))</li>\n" }
      out += "</ul>\n"
    }
    return out + "</details>\n"
  }
}
