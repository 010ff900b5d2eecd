import TouchTraceTrace

extension TouchAnswer {
  /// How the answer is printed: plain, or with a terminal's colours (SGR escapes).
  public enum Style: Sendable {
    case plain
    case colour
  }

  /// A few lines per touch:
  ///
  ///     touch 1: tap at (100, 350) goes to spinnerOverlayView (SpinnerOverlayView, 0x7f9c1e70a450)
  ///       path: window → rootView → spinnerOverlayView
  ///       passed over:
  ///         signInButton (UIButton, 0x7f9c1e60e2a0, "Sign in"): covered by spinnerOverlayView, …
  ///       then: spinnerOverlayView: touchesBegan, Ended; passed on to rootView
  ///       not known: the dump cannot show …
  ///
  /// Whatever comes from the input is shown with its control characters escaped (a dump's text
  /// cannot recolour the terminal).
  public static func text(_ answers: [TouchAnswer], style: Style = .plain) -> String {
    guard !answers.isEmpty else {
      return "no touches: the scene plays none (touchtrace hitmap shows where a finger lands)\n"
    }
    return answers.map { $0.lines(style).map { $0 + "\n" }.joined() }.joined()
  }

  func lines(_ style: Style) -> [String] {
    ["touch \(touch): " + headline(style, at: EventLog.format(location))] + details(style)
  }

  /// "tap at (100, 350) goes to view (class, text)", with the place as given: the explorer's
  /// answers at any point write `{point}` there for the page to fill in.
  func headline(_ style: Style, at place: String) -> String {
    let paint = TerminalPaint(style: style)
    let gets: String =
      view.map { "goes to " + paint.bold($0.described) } ?? paint.red("reaches no view")
    return "\(gesture) at \(place) \(gets)"
  }

  /// The lines under the headline: the note, the path, the views passed over, what took the touch
  /// and what the input could not say.
  func details(_ style: Style) -> [String] {
    let paint = TerminalPaint(style: style)
    var out: [String] = []
    if let note { out.append("  " + paint.yellow("note: " + note)) }
    if path.count > 1 {
      out.append("  path: " + path.map(SafeText.terminal).joined(separator: " → "))
    }
    if !passedOver.isEmpty {
      out.append("  passed over:")
      for passed in passedOver {
        let reason: String = SafeText.terminal(passed.reason)
        out.append("    " + paint.yellow(passed.view.described) + ": " + reason)
      }
    }
    out += took.map { "  then: " + SafeText.terminal($0) }
    out += unknown.map { "  " + paint.dim("not known: " + SafeText.terminal($0)) }
    return out
  }
}

extension TouchAnswer.ViewName {
  /// `signInButton (UIButton, 0x7f9c1e60e2a0, "Sign in")`.
  var described: String {
    let details = [`class`, address, text.map { "\"\($0)\"" }].compactMap { $0 }
    return SafeText.terminal("\(id) (" + details.joined(separator: ", ") + ")")
  }
}

/// SGR colours when asked for, nothing otherwise.
private struct TerminalPaint {
  let style: TouchAnswer.Style

  func bold(_ s: String) -> String { sgr("1", s) }
  func red(_ s: String) -> String { sgr("31", s) }
  func yellow(_ s: String) -> String { sgr("33", s) }
  func dim(_ s: String) -> String { sgr("2", s) }

  private func sgr(_ code: String, _ s: String) -> String {
    style == .colour ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
  }
}
