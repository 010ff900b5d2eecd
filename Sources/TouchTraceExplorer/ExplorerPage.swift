import Foundation
import TouchTraceLayout
import TouchTraceTrace

/// One diagram of a trace as the explorer shows it: its layout (for where each object is) and its
/// light and dark SVG drawings.
public struct ExplorerDiagram: Sendable {
  public var layout: Diagram
  public var lightSVG: String
  public var darkSVG: String
  public init(layout: Diagram, lightSVG: String, darkSVG: String) {
    self.layout = layout
    self.lightSVG = lightSVG
    self.darkSVG = darkSVG
  }
}

/// The explorer: one self-contained HTML page that steps through a run, line by line of its event
/// log, highlighting each step's objects on the diagram. Nothing is loaded from anywhere: the
/// diagrams are inline SVG, the style and script inline, the trace embedded as JSON, and a
/// Content-Security-Policy forbids any fetch.
public enum ExplorerPage {
  /// The page for `trace`, drawn as `diagrams` (one per touch and other event, as
  /// `Renderer.diagrams` gives them, or the one combined diagram), in `locale`'s language (the
  /// page's words are `words`, by default the locale's), with the scene's hit map when `map` is
  /// given. With `points` a click on a screen says where a tap there goes (issue 36); `answer`
  /// (a tap's answer in words) is shown first and `start` is the step shown when the address
  /// names none. The same input gives the same bytes.
  public static func html(
    trace: Trace, diagrams: [ExplorerDiagram], locale: DiagramLocale = .en,
    words: ExplorerWords? = nil, map: ExplorerMap? = nil, points: PointAnswers? = nil,
    answer: String? = nil, start: Int? = nil
  ) throws -> String {
    let words = words ?? ExplorerWords.of(locale)
    let steps = DiagramLayout.steps(
      for: trace, combine: diagrams.count <= 1, words: locale.words)
    let title = SafeText.html(trace.title)
    var page = """
      <!DOCTYPE html>
      <html lang="\(SafeText.html(words.language))">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(title)</title>
      <style>
      \(ExplorerStyle.css)</style>
      </head>
      <body>
      <header>
      <h1>\(title)</h1>\n
      """
    if let source = trace.source { page += "<p class=\"source\">\(SafeText.html(source))</p>\n" }
    page += "</header>\n"
    if let answer { page += ExplorerPoints.playedAnswer(answer, words) }
    page += controls(steps.count, words)
    if points != nil {
      page += "<p class=\"hint\">\(SafeText.html(words.pointHint))</p>\n"
      page += ExplorerPoints.answerSection(words)
    }
    page += start.map { "<main data-start=\"\($0)\">\n" } ?? "<main>\n"
    for (index, diagram) in diagrams.enumerated() {
      page += try figure(diagram, index: index, count: diagrams.count, words: words)
    }
    page += "</main>\n"
    if let map { page += try map.html(words) }
    page += "<details id=\"log\">\n<summary>\(SafeText.html(words.eventLog))</summary>\n<ol>\n"
    for step in steps { page += "<li><code>\(SafeText.html(step.line))</code></li>\n" }
    page += "</ol>\n</details>\n"
    page += "<p class=\"keys\">\(SafeText.html(words.keys))</p>\n"
    page += json("trace", String(decoding: try trace.jsonData(), as: UTF8.self))
    page += json("steps", try encode(steps.map(StepData.init)))
    page += json("words", try encode(words))
    if let points { page += json("points", try encode(points)) }
    page += "<script>\n\(ExplorerScript.js)</script>\n"
    if points != nil { page += "<script>\n\(ExplorerPointScript.js)</script>\n" }
    page += "</body>\n</html>\n"
    return page
  }

  private static func controls(_ count: Int, _ words: ExplorerWords) -> String {
    func button(_ id: String, _ label: String, _ glyph: String) -> String {
      "<button type=\"button\" id=\"\(id)\" aria-label=\"\(SafeText.html(label))\" "
        + "title=\"\(SafeText.html(label))\"\(count == 0 ? " disabled" : "")>\(glyph)</button>\n"
    }
    let counter = words.stepCount.replacingOccurrences(of: "{n}", with: count == 0 ? "0" : "1")
      .replacingOccurrences(of: "{m}", with: String(count))
    return """
      <nav class="controls" aria-label="\(SafeText.html(words.controls))">
      \(button("first", words.first, Icon.first))\(button("prev", words.previous, Icon.previous))\
      \(button("play", words.play, Icon.play + Icon.pause))\(button("next", words.next, Icon.next))\
      \(button("last", words.last, Icon.last))\
      <input type="range" id="slider" min="1" max="\(max(count, 1))" value="1" aria-label="\(SafeText.html(words.step))"\(count == 0 ? " disabled" : "")>
      <output id="step-count" for="slider">\(SafeText.html(counter))</output>
      </nav>
      <div class="now" aria-live="polite">
      <p id="step-caption">\(count == 0 ? SafeText.html(words.noSteps) : "")</p>
      <p id="step-verdict"></p>
      <p id="step-where"></p>
      </div>\n
      """
  }

  private static func figure(
    _ diagram: ExplorerDiagram, index: Int, count: Int, words: ExplorerWords
  ) throws -> String {
    let width = EventLog.number(diagram.layout.size.width)
    let height = EventLog.number(diagram.layout.size.height)
    var out = "<figure class=\"diagram\" id=\"diagram-\(index + 1)\" data-diagram=\"\(index)\""
    out += index == 0 ? ">\n" : " hidden>\n"
    if count > 1 {
      let caption = words.diagramCount.replacingOccurrences(of: "{n}", with: String(index + 1))
        .replacingOccurrences(of: "{m}", with: String(count))
      out += "<figcaption>\(SafeText.html(caption))</figcaption>\n"
    }
    out +=
      "<div class=\"stage\" style=\"aspect-ratio: \(width) / \(height); max-width: \(width)px\""
    out += try ExplorerPoints.stageAttributes(diagram.layout) + ">\n"
    out += "<div class=\"art light\">\n"
    out += InlineSVG.embed(diagram.lightSVG, prefix: "d\(index + 1)l-") + "</div>\n"
    out += "<div class=\"art dark\">\n"
    out += InlineSVG.embed(diagram.darkSVG, prefix: "d\(index + 1)d-") + "</div>\n"
    var boxes = ""
    for region in diagram.layout.regions {
      let box = region.rect
      boxes +=
        "<rect data-object=\"\(SafeText.html(region.object))\" data-panel=\"\(region.panel.rawValue)\" "
        + "x=\"\(EventLog.number(box.x - 2))\" y=\"\(EventLog.number(box.y - 2))\" "
        + "width=\"\(EventLog.number(box.width + 4))\" height=\"\(EventLog.number(box.height + 4))\" rx=\"4\"/>\n"
    }
    out += ExplorerPoints.overlay(diagram.layout, boxes: boxes) + "</div>\n</figure>\n"
    return out
  }

  /// The buttons' pictures, drawn inline (a font may lack ⏮ and ⏸); the play button holds both of
  /// its pictures and the style sheet shows the one for its state.
  enum Icon {
    static func svg(_ path: String, _ name: String = "") -> String {
      "<svg\(name.isEmpty ? "" : " class=\"\(name)\"") viewBox=\"0 0 16 16\" aria-hidden=\"true\">"
        + "<path d=\"\(path)\"/></svg>"
    }
    static let first = svg("M3 3h2v10H3zM13 3v10L6 8z")
    static let previous = svg("M12 3v10L4 8z")
    static let play = svg("M4 3v10l9-5z", "when-paused")
    static let pause = svg("M4 3h3v10H4zM9 3h3v10H9z", "when-playing")
    static let next = svg("M4 3v10l8-5z M12 3h1.5v10H12z")
    static let last = svg("M3 3v10l7-5zM11 3h2v10h-2z")
  }

  /// A `<script type="application/json">`, its text escaped so nothing in it ends the element.
  private static func json(_ id: String, _ text: String) -> String {
    "<script type=\"application/json\" id=\"\(id)\">\n\(SafeText.scriptJSON(text))\n</script>\n"
  }

  private static func encode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// A step as the page's script reads it.
  private struct StepData: Encodable {
    var line: String
    var diagram: Int
    var verdict: String
    /// [object, mark] pairs.
    var highlights: [[String]]
    init(_ step: DiagramStep) {
      line = step.line
      diagram = step.diagram
      verdict = step.verdict
      highlights = step.highlights.map { [$0.object, $0.mark.rawValue] }
    }
  }
}
