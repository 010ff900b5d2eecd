/// The reader's language: which ``DiagramWords`` table the diagrams draw with.
public enum DiagramLocale: String, CaseIterable, Sendable, Codable {
  case en
  case zhHans = "zh-Hans"
  case zhHant = "zh-Hant"
  case ja

  /// The table of this language.
  public var words: DiagramWords {
    switch self {
    case .en: .en
    case .zhHans: .zhHans
    case .zhHant: .zhHant
    case .ja: .ja
    }
  }
}

/// Every word the diagrams and their legends draw, in one language: panel headings, verdicts,
/// the chain's notes, the timeline's marks, tags and the legend's sentences. Ids, class names,
/// method and property names, `YES`/`NO`, recognizer states, control events and log lines are
/// never translated: they are what the reader types into Xcode.
///
/// Each table is built with the memberwise initializer, so a table missing a key does not compile;
/// `{0}`, `{1}` are where the arguments go (tests check each table keeps the English one's).
public struct DiagramWords: Sendable {
  // Headings.
  let screenHeading: String
  let treeHeading: String
  let treeHeadingOneVisit: String
  let treeHeadingVisits: String
  let detailHeading: String
  let chainHeading: String
  let timelineHeading: String
  let legendHeading: String
  // The subtitle.
  let sentToFirstResponder: String
  let noFirstResponder: String
  let noTouches: String
  let touchOf: String
  let oneTouch: String
  let gestureAt: String
  let hitTestViewIs: String
  let none: String
  let passesSame: String
  let passesDiffer: String
  let tap: String
  let drag: String
  let press: String
  let touch: String
  // Events that are not touches.
  let shake: String
  let motion: String
  let key: String
  let remoteControl: String
  // Hit-test verdicts and why a view was skipped.
  let inside: String
  let outside: String
  let hidden: String
  let nearlyTransparent: String
  let interactionOff: String
  let passThrough: String
  let outsideBounds: String
  let returnsSelf: String
  let returnsNil: String
  let returnsOther: String
  let anotherView: String
  // Where a touch stopped, or why it was not delivered.
  let stopSwallowed: String
  let stopControl: String
  let stopScrollView: String
  let endOfChain: String
  let stopOther: String
  let dropMultipleTouch: String
  let dropExclusiveTouch: String
  /// A touch that stopped a decelerating scroll view, which its content never gets.
  let dropStoppedScrolling: String
  let dropOther: String
  // Notes on a view.
  let exclusiveTouch: String
  let alphaNote: String
  let offset: String
  let rotated: String
  let scaled: String
  let scaledXY: String
  let moved: String
  let clippedOut: String
  let zeroSize: String
  let alwaysYes: String
  let alwaysNo: String
  let firstResponder: String
  let highlighted: String
  let touchNumber: String
  // The view tree.
  let notVisitedOne: String
  let notVisitedMany: String
  let treeHitView: String
  let asks: String
  // The responder chain.
  let passedOn: String
  // The explorer's and the animations' steps.
  let stepSkipped: String
  let stepAsks: String
  let stepPassedTo: String
  let nilTargetedFromSender: String
  let nilTargetedFromFirstResponder: String
  let performs: String
  let cannotPerform: String
  let nobodyPerforms: String
  let movesInto: String
  let leavesWindow: String
  /// A selection's log line after its index path: a move's destination, a delegate's answer
  /// (`to [0, 3] returns [0, 2]`).
  let selectionTo: String
  let selectionReturns: String
  let addedTo: String
  // The timeline's labels.
  let cancelled: String
  let held: String
  let heldBy: String
  let neverDelivered: String
  let movedBar: String
  let scrolled: String
  // The legend.
  let legendInside: String
  let legendOutside: String
  let legendSkipped: String
  let legendHitView: String
  let legendFinger: String
  let legendOtherFinger: String
  let legendHitArea: String
  let legendHitAreaAlways: String
  let legendDetail: String
  let legendFaded: String
  let legendClipped: String
  let legendPassed: String
  let legendNotPassed: String
  let legendEventPassed: String
  let legendEventNotPassed: String
  let legendStop: String
  let legendControlEvent: String
  let legendEffect: String
  let legendSceneChange: String
  let legendStackView: String
  let legendTouchWindow: String
  let legendPerforms: String
  // The timeline's legend.
  let timelineFinger: String
  let timelineBegan: String
  let timelineMoved: String
  let timelineEnded: String
  let timelineCancelled: String
  let timelineHeld: String
  let timelineLate: String
  let timelineCause: String
  let timelineRecognizerTouches: String
  let timelineState: String
  let timelineDelegate: String
  let timelineOverride: String
  let timelineControlEvent: String
  let timelineAction: String
  let timelineHighlighted: String
  let timelineSameInstant: String
  // The hit map.
  let hitMapHeading: String
  let findingsHeading: String
  let noFindings: String
  /// After the findings a diagram has room for: how many more there are, and where to read them.
  let moreFindings: String
  let legendRegion: String
  let legendNoView: String
  let legendDeadZone: String
  // The view tree: a run of siblings answered alike, folded.
  let foldedRun: String
  // The responder chain: a run of responders answered alike, folded.
  let foldedResponders: String

  /// Every key with its text, in declaration order (for tests and tools that check the tables).
  public var all: [(key: String, text: String)] {
    Mirror(reflecting: self).children.compactMap { child in
      guard let key = child.label, let text = child.value as? String else { return nil }
      return (key, text)
    }
  }

  public static let en = DiagramWords(
    screenHeading: "Screen · {0} × {1} pt",
    treeHeading: "View tree",
    treeHeadingOneVisit: "View tree · hitTest order ({0} visit a pass)",
    treeHeadingVisits: "View tree · hitTest order ({0} visits a pass)",
    detailHeading: "Detail around the touch · ×{0}",
    chainHeading: "Responder chain",
    timelineHeading: "Timeline · simulated seconds",
    legendHeading: "Legend",
    sentToFirstResponder: "sent to the first responder, {0}",
    noFirstResponder: "no first responder: sent to {0}",
    noTouches: "no touches",
    touchOf: "touch {0} of {1}",
    oneTouch: "one touch",
    gestureAt: "{0} at {1} · t = {2} s",
    hitTestViewIs: "hit-test view: {0}",
    none: "none",
    passesSame: "UIKit ran the hit-test pass twice, same answer",
    passesDiffer: "the two hit-test passes differed",
    tap: "tap",
    drag: "drag",
    press: "press {0} s",
    touch: "touch",
    shake: "shake",
    motion: "motion {0}",
    key: "key {0}",
    remoteControl: "remote control: {0}",
    inside: "inside",
    outside: "outside",
    hidden: "hidden",
    nearlyTransparent: "alpha < 0.01",
    interactionOff: "interaction off",
    passThrough: "inside · passes through (hitTest returns nil)",
    outsideBounds: "outside · asks its subviews anyway (hitTest override)",
    returnsSelf: "inside · takes its subviews' touch (hitTest returns itself)",
    returnsNil: "hitTest returns nil (override; nothing asked)",
    returnsOther: "inside · hitTest returns {0}",
    anotherView: "another view",
    stopSwallowed: "stops here: the override does not call super",
    stopControl: "stops here: a UIControl keeps its touches",
    stopScrollView: "stops here: UIScrollView keeps its touches",
    endOfChain: "end of the chain",
    stopOther: "stops here: {0}",
    dropMultipleTouch:
      "not delivered: the view takes one touch at a time (isMultipleTouchEnabled is false)",
    dropExclusiveTouch: "not delivered: an exclusive-touch view is tracking another touch",
    dropStoppedScrolling: "not delivered: it only stopped the decelerating scroll view",
    dropOther: "not delivered: {0}",
    exclusiveTouch: "exclusive touch",
    alphaNote: "alpha {0}",
    offset: "offset {0}",
    rotated: "rotated {0}°",
    scaled: "scaled {0}",
    scaledXY: "scaled {0}×{1}",
    moved: "moved {0}",
    clippedOut: "clipped out",
    zeroSize: "zero size",
    alwaysYes: "pointInside: always YES",
    alwaysNo: "pointInside: always NO",
    firstResponder: "first responder",
    highlighted: "highlighted",
    touchNumber: "touch {0}",
    notVisitedOne: "▸ {0} view inside, not visited",
    notVisitedMany: "▸ {0} views inside, not visited",
    treeHitView: "→ hit-test view",
    asks: "asks {0}: {1}",
    passedOn: "passed on",
    stepSkipped: "skipped: {0}",
    stepAsks: "hitTest asks {0}",
    stepPassedTo: "passed on to {0}",
    nilTargetedFromSender: "nil-targeted {0} from {1}: asked up the chain from the sender",
    nilTargetedFromFirstResponder:
      "nil-targeted {0} from {1}: asked up the chain from the first responder",
    performs: "canPerformAction YES · performs {0}",
    cannotPerform: "canPerformAction NO · cannot perform",
    nobodyPerforms: "no responder performs {0}: nothing happens",
    movesInto: "moves into {0}",
    leavesWindow: "leaves the window",
    selectionTo: "to",
    selectionReturns: "returns",
    addedTo: "added to {0}",
    cancelled: "cancelled",
    held: "held",
    heldBy: "held by {0}",
    neverDelivered: "never delivered",
    movedBar: "moved",
    scrolled: "scrolled",
    legendInside: "hitTest visit n: point(inside:) said YES",
    legendOutside: "visit n: point(inside:) said NO",
    legendSkipped: "visit n: skipped without asking (hidden, alpha < 0.01, interaction off)",
    legendHitView: "the hit-test view (UITouch.view)",
    legendFinger: "the touch: where the finger went down (and its path)",
    legendOtherFinger: "another touch down at that moment",
    legendHitArea: "hit area of an overridden point(inside:)",
    legendHitAreaAlways: "point(inside:) overridden to always answer",
    legendDetail: "the part of the screen the detail magnifies",
    legendFaded: "a view hit-testing skips (its subviews too)",
    legendClipped: "clipsToBounds: subviews drawn clipped",
    legendPassed: "next responder; the touch was passed on",
    legendNotPassed: "next responder; the touch did not go there",
    legendEventPassed: "next responder; the event was passed on",
    legendEventNotPassed: "next responder; the event did not go there",
    legendStop: "where the touch stopped",
    legendControlEvent: "control events and actions sent",
    legendEffect: "what the touch changed (a value, the selection, the first responder)",
    legendSceneChange: "a change to the views, by the app (set, add, remove) or by UIKit",
    legendStackView: "a UIStackView: it lays its subviews out and draws nothing",
    legendTouchWindow: "the window that took the touch (the frontmost whose hitTest found a view)",
    legendPerforms:
      "a nil-targeted action: each responder asked canPerformAction, and who performed it",
    timelineFinger: "timeline: the finger on the glass, down to up",
    timelineBegan: "touchesBegan delivered",
    timelineMoved: "touchesMoved: a tick, or a bar from first to last move",
    timelineEnded: "touchesEnded delivered",
    timelineCancelled: "touchesCancelled delivered",
    timelineHeld: "a phase held back by a recognizer (delaysTouches…)",
    timelineLate: "the held phase delivered late",
    timelineCause: "a recognizer's recognition cancelled the view's touches",
    timelineRecognizerTouches: "a recognizer received the touch (same shapes, grey)",
    timelineState: "a recognizer's state change (chip: its new state)",
    timelineDelegate: "a delegate method's answer",
    timelineOverride: "an overridden method's answer (a scroll view's touchesShouldBegin)",
    timelineControlEvent: "a control event sent",
    timelineAction: "an action message sent: → target.action",
    timelineHighlighted: "a cell highlighted, from the table's touchesBegan to the touch's end",
    timelineSameInstant: "one instant: events spread in order, not time (axis broken)",
    hitMapHeading: "Hit map · {0} × {1} pt · a hit-test every {2} pt",
    findingsHeading: "Findings",
    noFindings: "Every control's frame reaches it.",
    moreFindings: "and {0} more ({1} lists every one)",
    legendRegion: "a region: the points whose hit-test view is the view named in it",
    legendNoView: "points no view takes",
    legendDeadZone: "part of a control's frame that does not reach it; → the view that gets it",
    foldedRun: "{0} … {1}: {2} views, {3}, visits {4}–{5}",
    foldedResponders: "{0} responders")
}

extension String {
  /// The template with `{0}`, `{1}`… replaced by the arguments, in one pass (an argument that
  /// itself holds `{1}`, an id say, is left as it is).
  func filled(_ arguments: String...) -> String {
    var out = ""
    var rest = self[...]
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      let after = rest[rest.index(after: open)...]
      if let close = after.firstIndex(of: "}"), let i = Int(after[..<close]),
        arguments.indices.contains(i)
      {
        out += arguments[i]
        rest = after[after.index(after: close)...]
      } else {
        out.append("{")
        rest = after
      }
    }
    return out + rest
  }
}
