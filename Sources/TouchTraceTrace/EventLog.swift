/// The event log of the scene format (the Commands article): one line per call, in call order, each starting with the object's
/// id and one word, like the `NSLog` lines of the seeds' overrides. Objects with `logs: false`
/// print nothing.
public enum EventLog {
  public static func lines(of trace: Trace) -> [String] { entries(of: trace).map(\.line) }

  /// Each log line with the index (in `trace.events`) of the event it comes from: line N of the
  /// log is step N of the explorer and of an animated diagram.
  public static func entries(of trace: Trace) -> [(event: Int, line: String)] {
    let silent = Set(trace.objects.filter { !$0.logs }.map(\.id))
    // An imported view's first line gives its address, to `po` in the debugger.
    var addresses = Dictionary(
      trace.objects.compactMap { o in o.address.map { (o.id, $0) } },
      uniquingKeysWith: { a, _ in a })
    return trace.events.enumerated().compactMap { index, event in
      // A change's line starts with the superview when it adds a view, but it is the added
      // view's: a silent superview (a root view, often) does not hide it.
      guard let line = line(for: event),
        let who = event.kind == .change
          ? event.object : line.split(separator: " ").first.map(String.init),
        !silent.contains(who)
      else { return nil }
      if let address = addresses.removeValue(forKey: who) { return (index, "\(line) (\(address))") }
      return (index, line)
    }
  }

  /// The log; a trace's `warnings` (what its answers rest on that the scene could not know)
  /// come first, `warning: ` and one sentence each.
  public static func text(of trace: Trace) -> String {
    let warnings = (trace.warnings ?? []).map { "warning: \($0)\n" }.joined()
    return warnings + lines(of: trace).map { $0 + "\n" }.joined()
  }

  /// The log line of one event, or nil for events that are not calls (a finger moving, a pass ending).
  static func line(for e: TraceEvent) -> String? {
    guard let object = e.object else { return nil }
    switch e.kind {
    case .hitTest:
      return "\(object) hitTest" + (e.location.map { " \(format($0))" } ?? "")
    case .pointInside:
      return "\(object) pointInside" + (e.location.map { " \(format($0))" } ?? "")
        + (e.inside == true ? " YES" : " NO")
    case .touches, .recognizerTouches:
      guard let phase = e.phase else { return nil }
      return "\(object) \(phase.method)" + touchList(e.touches)
    case .controlEvent:
      return e.controlEvent.map { "\(object) \($0)" }
    case .action:
      guard let target = e.target, let action = e.action else { return nil }
      return "\(target) \(action) from \(object)"
    case .recognizerState:
      // Resetting to `possible` is not a call anyone logs.
      guard let state = e.state, state != "possible" else { return nil }
      // The reason follows after a space, so the line still starts with the id and one word.
      return "\(object) \(state)" + (e.reason.map { " (\($0))" } ?? "")
    case .delegateCall:
      guard let method = e.method else { return nil }
      let about = e.other.map { " \($0)" } ?? ""
      return "\(object) \(method)\(about)" + (e.answer.map { $0 ? " YES" : " NO" } ?? "")
    case .firstResponder:
      return e.method.map { "\(object) \($0)" }
    case .select:
      // The scene format: `<delegate> didSelectRowAt [section, row]`.
      guard let target = e.target, let method = e.method, let path = e.indexPath else { return nil }
      // What the delegate answered follows: `YES`/`NO`, or the row it `returns`.
      return "\(target) \(method) [" + path.map(String.init).joined(separator: ", ") + "]"
        + (e.other.map { " \($0)" } ?? "") + (e.answer.map { $0 ? " YES" : " NO" } ?? "")
    case .responderEvent:
      // The scene format: `<responder> motionBegan`…; the event's subtype follows, as a point follows `hitTest`.
      guard let method = e.method else { return nil }
      return "\(object) \(method)" + (e.subtype.map { " \($0)" } ?? "")
    case .scroll:
      // UIScrollViewDelegate's calls, under the scroll view's id: `scrollViewDidScroll (x, y)`
      // for each new offset, and the dragging calls by name; an overridden question of its own
      // (`touchesShouldBegin`) names the content view and the answer, as a delegate call does.
      if let method = e.method {
        return "\(object) \(method)" + (e.other.map { " \($0)" } ?? "")
          + (e.answer.map { $0 ? " YES" : " NO" } ?? "") + releaseNote(e)
      }
      return "\(object) scrollViewDidScroll" + (e.contentOffset.map { " \(format($0))" } ?? "")
    case .change:
      return changeLine(e, object)
    case .touch, .hitTestPass, .hitTestReturn, .hitTestPassEnd, .hitTestView, .touchDropped,
      .highlight, .touchesHeld, .valueChange, .hierarchy, .canPerformAction, .eventSent:
      return nil
    }
  }

  /// `scrollViewWillEndDragging`'s velocity (points per millisecond) and target offset:
  /// ` velocity (0, -1.67) target (0, 480)`.
  private static func releaseNote(_ e: TraceEvent) -> String {
    (e.velocity.map { " velocity \(format($0))" } ?? "")
      + (e.targetContentOffset.map { " target \(format($0))" } ?? "")
  }

  /// A change the app's code makes: `<view> isHidden = true`, `<superview> addSubview <view>`,
  /// `<superview> insertSubview <view> at 0`, `<view> removeFromSuperview`, `<controller> dismiss`,
  /// `<navigation controller> popViewController <controller>` (or `popToRootViewController`,
  /// `pushViewController`), `<controller> present <controller>`.
  private static func changeLine(_ e: TraceEvent, _ object: String) -> String? {
    switch e.method {
    case "set":
      guard let property = e.property, let value = e.assigned else { return nil }
      return "\(object) \(property) = \(value)"
    case "addSubview", "insertSubview":
      guard let superview = e.superview, let method = e.method else { return nil }
      return "\(superview) \(method) \(object)" + (e.index.map { " at \($0)" } ?? "")
    case "removeFromSuperview": return "\(object) removeFromSuperview"
    // A sheet dismissed by the user (a tap on its dimming view, a drag down); or, with `other`,
    // the search controller a presenter dismissed (`PRESENTER dismiss SC`, UISearchController.swift).
    case "dismiss": return "\(object) dismiss" + (e.other.map { " \($0)" } ?? "")
    // A navigation controller popped its top controller (`other`): a swipe back, its back
    // button, or (to its root) a tap on its selected tab; or an action pushed, popped or
    // presented one (the scene's `navigation`).
    case "popViewController", "popToRootViewController", "pushViewController", "present":
      return "\(object) \(e.method ?? "")" + (e.other.map { " \($0)" } ?? "")
    // The keyboard came up or went away for this responder (UIResponder's
    // keyboardWillShowNotification / keyboardWillHideNotification), with its frame.
    case "keyboardWillShow", "keyboardWillHide":
      return "\(object) \(e.method ?? "")" + (e.assigned.map { " \($0)" } ?? "")
    // A context menu opened or closed (UIMenu.swift).
    case "willDisplayMenu", "dismissMenu": return "\(object) \(e.method ?? "")"
    // A controller's setEditing(_:animated:), called by its Edit button:
    // `<controller> setEditing true`.
    case "setEditing": return e.assigned.map { "\(object) setEditing \($0)" }
    // A menu's or an alert's action chosen: its handler runs.
    case "handler":
      guard let title = e.action else { return nil }
      return "\(object) handler \(title)"
    default: return nil
    }
  }

  private static func touchList(_ touches: [Int]?) -> String {
    guard let touches, !touches.isEmpty else { return "" }
    return (touches.count == 1 ? " touch " : " touches ")
      + touches.map(String.init).joined(separator: ",")
  }

  /// `(12, 40.5)`: whole numbers without a fraction, others to two places.
  public static func format(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

  public static func number(_ v: Double) -> String {
    // Beyond what the whole-number form holds (a frame at 1e300): as Swift prints it, `1e+300`.
    guard abs(v) < 1e15 else { return "\(v)" }
    let rounded = (v * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(saturating: rounded)) }
    var s = String(format2: rounded)
    while s.hasSuffix("0") { s.removeLast() }
    return s
  }
}

extension String {
  /// Two decimals without Foundation's locale-dependent formatting.
  fileprivate init(format2 v: Double) {
    let negative = v < 0
    let hundredths = Int(saturating: (abs(v) * 100).rounded())
    let frac = hundredths % 100
    self = (negative ? "-" : "") + "\(hundredths / 100)." + (frac < 10 ? "0" : "") + "\(frac)"
  }
}
