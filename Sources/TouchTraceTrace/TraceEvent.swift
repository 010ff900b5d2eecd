/// One step of the run, in the order it happened. The fields an event uses depend on its `kind`;
/// the others are nil (and absent from the JSON). The DocC article TraceSchema.md lists them.
public struct TraceEvent: Hashable, Sendable, Codable {
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// A finger changed phase (`touch`, `phase`, `location` in window coordinates).
    case touch
    /// The window starts a hit-test pass for a beginning touch (`touch`, `pass` 1 or 2, `location`).
    case hitTestPass
    /// `hitTest(_:with:)` is called on `object` (`location` in its coordinates, `depth` from the window).
    case hitTest
    /// `point(inside:with:)` is called on `object`; `inside` is its answer.
    case pointInside
    /// `hitTest` on `object` returns `result` (nil: no view); `reason` says why it returned nil
    /// without asking `point(inside:)`: `hidden`, `alpha`, `userInteraction`; or which of the
    /// scene's overrides changed the answer: `passThrough`, `outsideBounds` (it asked its subviews
    /// about a point outside itself), `returnsSelf`, `returns`, `returnsNil`.
    case hitTestReturn
    /// The pass is over; `result` is the view the window's `hitTest` returned.
    case hitTestPassEnd
    /// A touch's hit-test view is fixed (`object`) after the passes; `responderChain` on the touch.
    case hitTestView
    /// A touch did not reach its view (`object`): `reason` is `multipleTouch`,
    /// `exclusiveTouch`, or `stoppedScrolling` (it stopped a decelerating scroll view, and its
    /// content never gets it).
    case touchDropped
    /// `touchesBegan/Moved/Ended/Cancelled` (`phase`) is called on the responder `object` with
    /// `touches`; `passedTo` is the next responder it forwarded them to, or nil with `reason`
    /// saying why they stopped: `swallowed` (an override that does not call super), `control`
    /// (UIControl does not call super), `scrollView` (UIScrollView keeps them, seed 004 四), `end`
    /// (no next responder).
    case touches
    /// A control (`object`) sends `controlEvent`.
    case controlEvent
    /// `target` gets the action message `action` from `object` (a control or a recognizer).
    case action
    /// A recognizer (`object`) receives `touches` in `phase`.
    case recognizerTouches
    /// A recognizer (`object`) changes to `state`; for a failure UIKit decided, `reason` says why
    /// (another recognizer recognized first, the delegate or the touched view refused it).
    case recognizerState
    /// A delegate method (`method`) is called for recognizer `object` (about `other`); `answer`.
    case delegateCall
    /// A control's highlight changes (`object`, `highlighted`).
    case highlight
    /// A scroll view (`object`) scrolls: `contentOffset` is its new bounds origin; or with
    /// `method`, a UIScrollViewDelegate call (`scrollViewWillBeginDragging`…) or the scroll view's
    /// overridden `touchesShouldBegin` about the content view `other`, with its `answer`.
    case scroll
    /// The window holds a phase back from the view `object` (`phase`, `touches`) because
    /// recognizer `heldBy` delays it (`delaysTouchesBegan`, `delaysTouchesEnded`, a scroll view's
    /// `delaysContentTouches`); the phase later arrives as a `touches` event with the same `heldBy`,
    /// or never.
    case touchesHeld
    /// `object` changed `property` (`isOn` 0/1, `value`, `selectedSegmentIndex`, `currentPage`,
    /// a tab bar controller's `selectedIndex`) to `value`: just before a control sends
    /// `valueChanged`, or when a tab bar controller switches tabs.
    case valueChange
    /// `object` becomes (`method` `becomeFirstResponder`) or stops being
    /// (`resignFirstResponder`) first responder.
    case firstResponder
    /// A table or collection view (`object`) selects the cell at `indexPath`; `target` (its
    /// delegate) gets `method`: `didSelectRowAt` or `didSelectItemAt`. A table's swipe actions
    /// use it for the delegate's other calls about a row: `trailingSwipeActionsConfigurationForRowAt`,
    /// `canEditRowAt`, `handler TITLE` (a UIContextualAction's) and `commit delete`; the
    /// highlight and selection methods (`shouldHighlightRowAt`, `willSelectRowAt`…) with the
    /// delegate's `answer` (shouldHighlight) or `other` (`returns [0, 1]`, `returns nil`).
    case select
    /// The view `object` moved to `superview` (nil: removed from the window), e.g. a tab switch.
    case hierarchy
    /// A nil-targeted action's search (Apple, `target(forAction:withSender:)`): the responder
    /// `object` is asked `canPerformAction(_:withSender:)` for `action` from `other` (the sender);
    /// `answer` is whether it performs it.
    case canPerformAction
    /// UIKit sends an event that is not a touch (`method`: the first call, e.g. `motionBegan`;
    /// `subtype`: `shake`, a key, a remote-control command) to `object`; `reason` says why that
    /// responder: `firstResponder`, or `noFirstResponder` (the fallback).
    case eventSent
    /// `method` (`motionBegan`, `motionEnded`, `pressesBegan`, `pressesEnded`,
    /// `remoteControlReceived`) is called on the responder `object` for `subtype`; `passedTo` and
    /// `reason` as for `touches`.
    case responderEvent
    /// The app's code changes the scene (the scene's `set`, `add` and `remove` steps): `method`
    /// is `set` (`property` set to `assigned`), `addSubview` / `insertSubview` (`object` added to
    /// `superview`, at `index`) or `removeFromSuperview`; `objects` holds every object the change
    /// touched as it is afterwards (the view and its subtree, the superview, or the recognizer).
    /// A sheet adds `set` (`selectedDetentIdentifier` on the presented controller) and `dismiss`
    /// (the user dismissed the presented controller `object`); a swipe back or a back button adds
    /// `popViewController` (the navigation controller `object` popped its top controller, `other`),
    /// a tap on the selected tab `popToRootViewController` (`other` the old top). A controller's
    /// `navigation` run by an action adds `pushViewController` (`object` the navigation
    /// controller, `other` the pushed controller), `present` (`object` the controller whose
    /// action presented `other`) and `dismiss`; its `objects` hold the controllers it changed too.
    /// A context menu adds `willDisplayMenu` and `dismissMenu` (`object` its interaction), and a
    /// menu's or an alert's chosen action `handler` (`action` the action's title). A tap on a
    /// controller's Edit button adds `setEditing` (`object` the controller, `assigned` true or
    /// false, `objects` the Edit button with its new title). A navigation bar laid out again as
    /// its search bar collapses or comes back with the content's scrolling adds `layoutSubviews`
    /// (`object` the bar, `objects` the bar's subtree): no log line, no mark on the timeline.
    case change
  }

  /// The `change` method of a view laid out again by UIKit (the navigation bar as its search bar
  /// collapses with the content's scrolling): no log line, no lane of its own in a diagram.
  public static let layoutSubviews = "layoutSubviews"

  /// Simulated time in seconds since the first step.
  public var time: Double
  public var kind: Kind
  public var object: String?
  public var touch: Int?
  public var touches: [Int]?
  public var pass: Int?
  public var depth: Int?
  public var location: Point?
  public var inside: Bool?
  public var result: String?
  public var reason: String?
  public var phase: TouchPhase?
  public var passedTo: String?
  public var controlEvent: String?
  public var target: String?
  public var action: String?
  public var state: String?
  public var method: String?
  public var other: String?
  public var answer: Bool?
  public var highlighted: Bool?
  public var contentOffset: Point?
  /// On a `scroll` event `scrollViewWillEndDragging`: the scroll view's velocity as the finger
  /// lifts, in points per millisecond as UIKit reports it (Apple,
  /// scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)), and the offset where it
  /// will come to rest. Absent from older traces.
  public var velocity: Point?
  public var targetContentOffset: Point?
  /// On `touches` and `touchesHeld`: the recognizer that held the phase back.
  public var heldBy: String?
  /// On a `touches` event of phase `cancelled`: the recognizer whose recognition cancelled it.
  public var cause: String?
  /// On `valueChange`: the property and its new value.
  public var property: String?
  public var value: Double?
  /// On `select`: [section, row or item].
  public var indexPath: [Int]?
  /// On `hierarchy`: the new superview (nil: out of the window).
  public var superview: String?
  /// On `eventSent` and `responderEvent`: `shake`, the key, or the remote-control command.
  public var subtype: String?
  /// On `change`: the value `property` was set to, as the log prints it (`true`, `0.5`,
  /// `(0, 0, 100, 40)`).
  public var assigned: String?
  /// On `change` by `insertSubview`: the index among the superview's subviews.
  public var index: Int?
  /// On `change`: the objects it touched, as they are after it.
  public var objects: [TraceObject]?

  public init(time: Double, kind: Kind, object: String? = nil) {
    self.time = time
    self.kind = kind
    self.object = object
  }
}
