import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// Each touch's screen shows the state as it was when the touch began, and the panels name what
/// the touch changed.
@Suite struct TouchEffectTests {
  let measure = FakeMeasurer()

  /// Two taps on a switch (`sw`, off) in a window: the first turns it on, the second off.
  func twoTaps(extra: [TraceEvent] = []) -> Trace {
    var window = TraceObject(id: "UIWindow", role: .window, class: "UIWindow")
    window.inWindow = true
    window.windowFrame = Rect(0, 0, 375, 667)
    window.subviews = ["sw", "field"]
    window.next = "UIApplication"
    func subview(_ id: String, _ cls: String, _ frame: Rect) -> TraceObject {
      var o = TraceObject(id: id, role: .view, class: cls)
      o.superview = "UIWindow"
      o.inWindow = true
      o.windowFrame = frame
      o.next = "UIWindow"
      return o
    }
    var sw = subview("sw", "UISwitch", Rect(100, 100, 51, 31))
    sw.isOn = false
    var field = subview("field", "UITextField", Rect(20, 300, 300, 44))
    field.isFirstResponder = true
    var events: [TraceEvent] = []
    func ev(_ t: Double, _ kind: TraceEvent.Kind, _ o: String, _ set: (inout TraceEvent) -> Void) {
      var e = TraceEvent(time: t, kind: kind, object: o)
      set(&e)
      events.append(e)
    }
    var touches: [TraceTouch] = []
    for (i, on) in [(1, 1.0), (2, 0.0)] {
      let t0 = Double(i - 1) * 0.5
      ev(t0, .touches, "sw") {
        $0.touches = [i]
        $0.phase = .began
      }
      ev(t0 + 0.1, .touches, "sw") {
        $0.touches = [i]
        $0.phase = .ended
      }
      ev(t0 + 0.1, .valueChange, "sw") {
        $0.property = "isOn"
        $0.value = on
      }
      ev(t0 + 0.1, .controlEvent, "sw") { $0.controlEvent = "valueChanged" }
      if i == 1 {
        ev(t0 + 0.1, .firstResponder, "field") { $0.method = "resignFirstResponder" }
      }
      touches.append(
        TraceTouch(
          id: i, finger: 1,
          samples: [
            TouchSample(time: t0, phase: .began, location: Point(120, 115)),
            TouchSample(time: t0 + 0.1, phase: .ended, location: Point(120, 115)),
          ], view: "sw", responderChain: ["sw", "UIWindow", "UIApplication"]))
    }
    return Trace(
      title: "switch", screen: Size(375, 667),
      objects: [
        window, sw, field,
        TraceObject(id: "UIApplication", role: .application, class: "UIApplication"),
      ],
      touches: touches, events: events + extra)
  }

  /// The second touch sees the switch the first one turned on, and the field no longer first
  /// responder; the first touch sees the scene as it was set.
  @Test func eachTouchSeesTheStateOfTheTouchesBefore() {
    let trace = twoTaps()
    let first = ScreenState.trace(trace, before: 1)
    let second = ScreenState.trace(trace, before: 2)
    #expect(first.object("sw")?.isOn == false)
    #expect(first.object("field")?.isFirstResponder == true)
    #expect(second.object("sw")?.isOn == true)
    #expect(second.object("field")?.isFirstResponder == false)
    // And the diagrams draw it: the second touch's switch is tinted on, the first's is not.
    let diagrams = DiagramLayout.diagrams(for: trace, measure: measure)
    func tinted(_ d: Diagram) -> Bool {
      d.allItems.contains { if case .shape(_, .on(_, .controlOn)?, _) = $0 { true } else { false } }
    }
    #expect(!tinted(diagrams[0]))
    #expect(tinted(diagrams[1]))
    #expect(diagrams[0].texts.contains("first responder"))
    #expect(!diagrams[1].texts.contains("first responder"))
  }

  /// What each touch changed is listed where its control events are: beside the switch in the chain
  /// panel and on the timeline; the field that resigned, under the chain.
  /// A table's swipe-action pan asks its delegate before any view hears of the touch (its
  /// touches are held, then cancelled): the question belongs to the touch its recognizers
  /// received, not to the last touch a view was delivered.
  @Test func aCallBeforeAnyDeliveryBelongsToTheTouchTheRecognizersReceived() {
    func ev(_ kind: TraceEvent.Kind, _ touch: Int?) -> TraceEvent {
      var e = TraceEvent(time: 0, kind: kind, object: "list")
      e.touches = touch.map { [$0] }
      return e
    }
    var trace = twoTaps()
    trace.events = [
      ev(.touches, 1), ev(.select, nil), ev(.recognizerTouches, 2), ev(.select, nil),
      ev(.touches, 2), ev(.select, nil),
    ]
    let owners = TouchEffects.owners(trace)
    #expect(owners == [1: 1, 3: 2, 5: 2])
  }

  @Test func theChangesAreListedPerTouch() {
    let trace = twoTaps()
    #expect(
      TouchEffects.of(trace, touch: trace.touches[0], words: .en).map(\.text) == [
        "isOn → YES", "resignFirstResponder",
      ])
    #expect(
      TouchEffects.of(trace, touch: trace.touches[1], words: .en).map(\.text) == ["isOn → NO"])
    let diagrams = DiagramLayout.diagrams(for: trace, measure: measure)
    #expect(diagrams[0].texts.filter { $0 == "isOn → YES" }.count == 2)  // chain panel and timeline
    #expect(diagrams[0].texts.contains("field · resignFirstResponder"))
    #expect(!diagrams[1].texts.contains("isOn → YES"))
    #expect(diagrams[1].texts.contains("isOn → NO"))
    #expect(diagrams[1].texts.contains(LegendMark.effect.text(.en)))
  }

  /// A dragged slider's many value changes read as one, with the last value and the count; a
  /// selection names the delegate, its method and the index path.
  @Test func repeatedChangesMergeAndSelectionsReadAsCalls() {
    var trace = twoTaps()
    var extra: [TraceEvent] = []
    for v in [0.5, 0.6, 0.7] {
      var e = TraceEvent(time: 0.1, kind: .valueChange, object: "sw")
      e.property = "value"
      e.value = v
      extra.append(e)
    }
    var select = TraceEvent(time: 0.1, kind: .select, object: "sw")
    select.target = "ListViewController"
    select.method = "didSelectRowAt"
    select.indexPath = [0, 3]
    extra.append(select)
    trace.events.insert(contentsOf: extra, at: 3)
    let effects = TouchEffects.of(trace, touch: trace.touches[0], words: .en)
    #expect(
      effects.map { ChainPanel.words($0) } == [
        "isOn → YES", "value → 0.7 ×3", "→ ListViewController.didSelectRowAt [0, 3]",
        "resignFirstResponder",
      ])
    let model = TimelineModel(
      trace: trace, story: TouchStory(trace: trace, touch: trace.touches[0]))
    let labels = model.marks.filter { $0.glyph == .effect }.compactMap(\.label)
    #expect(
      labels == [
        "isOn → YES", "value → 0.7 ×3", "→ ListViewController.didSelectRowAt [0, 3]",
        "resignFirstResponder",
      ])
  }

  /// A selection's log line says more than its index path (a delegate's answer, a move's
  /// destination): the panels say it too, so a diagram shows why a row was not selected.
  @Test func aSelectionsAnswerIsShown() {
    var trace = twoTaps()
    var select = TraceEvent(time: 0.1, kind: .select, object: "sw")
    select.target = "InboxViewController"
    select.method = "willSelectRowAt"
    select.indexPath = [0, 3]
    select.other = "returns nil"
    trace.events.insert(select, at: 3)
    let effects = TouchEffects.of(trace, touch: trace.touches[0], words: .en)
    #expect(
      effects.map { ChainPanel.words($0) }.contains(
        "→ InboxViewController.willSelectRowAt [0, 3] returns nil"))
  }

  /// The touch drives controls it is not in: the field it made resign sends editingDidEnd, shown
  /// on the field's lane (as a refresh control's valueChanged and its action, pulled by a table's
  /// pan); another touch's events stay off.
  @Test func controlsOutsideTheChainShowTheirEvents() {
    var trace = twoTaps()
    var ended = TraceEvent(time: 0.1, kind: .controlEvent, object: "field")
    ended.controlEvent = "editingDidEnd"
    var action = TraceEvent(time: 0.1, kind: .action, object: "field")
    action.target = "FormController"
    action.action = "fieldDone"
    let resign = trace.events.firstIndex { $0.kind == .firstResponder }!
    trace.events.insert(contentsOf: [ended, action], at: resign + 1)
    func labels(_ touch: Int) -> [String] {
      let model = TimelineModel(
        trace: trace, story: TouchStory(trace: trace, touch: trace.touches[touch]))
      let field = model.lanes.firstIndex { $0.id == "field" }
      return model.marks.filter { $0.lane == field }.compactMap(\.label)
    }
    #expect(labels(0).contains("editingDidEnd"))
    #expect(labels(0).contains("→ FormController.fieldDone"))
    #expect(!labels(1).contains("editingDidEnd"))
  }

  /// A Boolean that changes and changes back (a refresh control's isRefreshing: YES at the
  /// threshold, NO at endRefreshing) is two changes in words, not the last value twice.
  @Test func aBooleansChangesEachKeepTheirWords() {
    var trace = twoTaps()
    let changes = [1.0, 0.0].map { value in
      var change = TraceEvent(time: 0.1, kind: .valueChange, object: "sw")
      change.property = "isRefreshing"
      change.value = value
      return change
    }
    trace.events.insert(contentsOf: changes, at: 3)
    let effects = TouchEffects.of(trace, touch: trace.touches[0], words: .en)
    #expect(
      effects.map { ChainPanel.words($0) } == [
        "isOn → YES", "isRefreshing → YES", "isRefreshing → NO", "resignFirstResponder",
      ])
    let model = TimelineModel(
      trace: trace, story: TouchStory(trace: trace, touch: trace.touches[0]))
    #expect(
      model.marks.filter { $0.glyph == .effect }.compactMap(\.label) == [
        "isOn → YES", "isRefreshing → YES", "isRefreshing → NO", "resignFirstResponder",
      ])
    #expect(!TouchEffects.isBoolean("island") && TouchEffects.isBoolean("isSelected"))
  }

  /// A view a tab switch moved out of the window is not drawn for the touches after it.
  @Test func hierarchyChangesMoveViewsInAndOut() {
    var trace = twoTaps()
    var out = TraceEvent(time: 0.1, kind: .hierarchy, object: "field")
    out.superview = nil
    trace.events.insert(out, at: 3)
    #expect(ScreenState.trace(trace, before: 1).object("field")?.inWindow == true)
    let after = ScreenState.trace(trace, before: 2)
    #expect(after.object("field")?.inWindow == false)
    #expect(after.object("UIWindow")?.subviews == ["sw"])
  }
}
