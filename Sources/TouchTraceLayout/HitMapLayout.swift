import Foundation
import TouchTraceTrace

/// The hit map as a diagram: the scene's title and the map's heading, the screen with its regions
/// (`HitMapPanel`), and beside it the findings and a legend. Drawn from the trace (the scene's
/// views) and the map alone.
public enum HitMapLayout {
  /// The most findings drawn; the rest are counted in a last line, so any map can be drawn.
  static let maximumFindings = 40
  /// The findings' column is at most this wide.
  static let sideWidth = 400.0

  public static func diagram(
    trace: Trace, map: HitMap, measure: any TextMeasuring, words: DiagramWords = .en
  ) -> Diagram {
    let m = Metrics.margin
    var items: [DiagramItem] = []
    let scale = min(
      1, Metrics.screenMaxHeight / max(map.screen.height, 1),
      Metrics.screenMaxWidth / max(map.screen.width, 1))
    // The width is the screen's and the findings' column: the title and heading wrap within it,
    // at spaces, rather than run past the edge and be cut mid-word (issue 36).
    let sideX = m + map.screen.width * scale + Metrics.gap
    let width = sideX + sideWidth + m
    var y = m
    let title = TextStyle(size: Metrics.titleSize, bold: true)
    let heading = TextStyle(size: Metrics.subtitleSize, paint: .role(.muted))
    let subtitle = words.hitMapHeading.filled(
      EventLog.number(map.screen.width), EventLog.number(map.screen.height),
      EventLog.number(map.resolution))
    for (text, style, after) in [(trace.title, title, 6.0), (subtitle, heading, 14.0)] {
      for line in wrap(text, width: width - 2 * m, style: style, measure: measure) {
        items.append(.text(line, at: Point(m, y), style: style))
        y += measure.size(of: line, style: style).height
      }
      y += after
    }
    let panel = HitMapPanel(
      trace: trace, hitMap: map, measure: measure, origin: Point(m, y), scale: scale, words: words)
    items += panel.items()
    let (side, sideHeight) = column(map, measure: measure, words: words, at: Point(sideX, y))
    items += side
    let height = y + max(panel.size.height, sideHeight) + m
    let screen = DiagramScreen(
      rect: Rect(panel.origin.x, panel.origin.y, panel.size.width, panel.size.height),
      viewport: Rect(0, 0, map.screen.width, map.screen.height))
    return Diagram(size: Size(width, height), items: items, screens: [screen])
  }

  /// The findings, one wrapped paragraph each, then the legend.
  private static func column(
    _ map: HitMap, measure: any TextMeasuring, words: DiagramWords, at origin: Point
  ) -> (items: [DiagramItem], height: Double) {
    var items: [DiagramItem] = []
    var y = origin.y
    let heading = TextStyle(size: Metrics.headingSize, bold: true)
    items.append(.text(words.findingsHeading, at: Point(origin.x, y), style: heading))
    y += measure.size(of: words.findingsHeading, style: heading).height + 8
    let body = TextStyle(size: Metrics.labelSize)
    var findings = map.findings.isEmpty ? [words.noFindings] : map.findings
    if findings.count > maximumFindings {
      // 500 covered buttons made a column 17,000 pixels tall, past any canvas (issue 35).
      let more = findings.count - maximumFindings + 1
      findings =
        findings.prefix(maximumFindings - 1) + [
          words.moreFindings.filled(String(more), "touchtrace hitmap --format json")
        ]
    }
    for finding in findings {
      let lines = wrap(finding, width: sideWidth - 14, style: body, measure: measure)
      items.append(.text("•", at: Point(origin.x, y), style: body))
      for line in lines {
        items.append(.text(line, at: Point(origin.x + 14, y), style: body))
        y += measure.size(of: line, style: body).height + 2
      }
      y += 6
    }
    y += 12
    items.append(.text(words.legendHeading, at: Point(origin.x, y), style: heading))
    y += measure.size(of: words.legendHeading, style: heading).height + 8
    let muted = Stroke(.role(.muted), width: 0.75)
    let swatches: [(fill: Paint?, stroke: Stroke, text: String)] = [
      (
        .view(HitMapPanel.tint(1, of: HitMapRegion(view: "", area: 0, rects: []))), muted,
        words.legendRegion
      ),
      (
        .view(HitMapPanel.tint(0, of: HitMapRegion(view: nil, area: 0, rects: []))), muted,
        words.legendNoView
      ),
      (nil, Stroke(.role(.stop), width: 1.5, dash: [3, 2]), words.legendDeadZone),
    ]
    for swatch in swatches {
      items.append(
        .shape(
          .rect(Rect(origin.x, y + 1, 22, 12), radius: 0), fill: swatch.fill, stroke: swatch.stroke)
      )
      for line in wrap(swatch.text, width: sideWidth - 32, style: body, measure: measure) {
        items.append(.text(line, at: Point(origin.x + 32, y), style: body))
        y += measure.size(of: line, style: body).height + 2
      }
      y += 6
    }
    return (items, y - origin.y)
  }

  /// Splits text into lines no wider than `width`: at spaces, or anywhere in text without them
  /// (Chinese and Japanese).
  static func wrap(_ text: String, width: Double, style: TextStyle, measure: any TextMeasuring)
    -> [String]
  {
    let spaced = text.contains(" ")
    let pieces: [String] =
      spaced ? text.split(separator: " ").map(String.init) : text.map(String.init)
    var lines: [String] = []
    var line = ""
    for piece in pieces {
      let candidate = line.isEmpty ? piece : line + (spaced ? " " : "") + piece
      if !line.isEmpty, measure.size(of: candidate, style: style).width > width {
        lines.append(line)
        line = piece
      } else {
        line = candidate
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
