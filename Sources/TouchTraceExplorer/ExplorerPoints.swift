import Foundation
import TouchTraceLayout
import TouchTraceTrace

/// "Tap anywhere" (issue 36): what the page needs to answer a click on a screen in words. Each
/// drawn screen's place in its picture (``DiagramScreen``) rides on its stage, so a click turns
/// back into a point of the screen; the answers themselves (``PointAnswers``, `log --why`'s
/// words) are the page's `points` JSON; the script (``ExplorerPointScript``) looks the point up.
enum ExplorerPoints {
  /// The stage's attributes: its size in the diagram's points and where its screens are drawn.
  static func stageAttributes(_ diagram: Diagram) throws -> String {
    let size = EventLog.number(diagram.size.width) + " " + EventLog.number(diagram.size.height)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let screens = String(decoding: try encoder.encode(diagram.screens), as: UTF8.self)
    return " data-size=\"\(size)\" data-screens=\"\(SafeText.html(screens))\""
  }

  /// The overlay on which the script marks the clicked point (a diagram's overlay also holds its
  /// highlight boxes).
  static func overlay(_ diagram: Diagram, boxes: String = "") -> String {
    let width = EventLog.number(diagram.size.width)
    let height = EventLog.number(diagram.size.height)
    return "<svg class=\"overlay\" viewBox=\"0 0 \(width) \(height)\" aria-hidden=\"true\">\n"
      + boxes + "</svg>\n"
  }

  /// Where the answer at a clicked point appears (moved under the picture clicked): hidden until
  /// a click. The preview writes what it is doing in `point-status`.
  static func answerSection(_ words: ExplorerWords) -> String {
    """
    <section id="point-answer" hidden aria-live="polite">
    <h2>\(SafeText.html(words.pointAnswer))</h2>
    <pre id="point-lines"></pre>
    <p id="point-status"></p>
    </section>\n
    """
  }

  /// The answer of a tap the preview played, in `log --why`'s words, above the step-through.
  static func playedAnswer(_ text: String, _ words: ExplorerWords) -> String {
    """
    <section id="answer" aria-live="polite">
    <h2>\(SafeText.html(words.answer))</h2>
    <pre>\(SafeText.html(text))</pre>
    </section>\n
    """
  }
}
