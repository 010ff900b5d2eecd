import Testing
import TouchTraceTrace

@testable import TouchTraceLayout

/// What the screen panel draws for each of UIKit's everyday classes, and the state it draws them in.
@Suite struct ViewGlyphTests {
  let measure = FakeMeasurer()

  /// A window (white) holding `views` side by side; `configure` sets each one up.
  func trace(_ views: [TraceObject], events: [TraceEvent] = [], touches: [TraceTouch] = [])
    -> Trace
  {
    var window = TraceObject(id: "UIWindow", role: .window, class: "UIWindow")
    window.inWindow = true
    window.windowFrame = Rect(0, 0, 375, 667)
    window.backgroundColor = "#FFFFFFFF"
    window.subviews = views.filter { $0.superview == nil || $0.superview == "UIWindow" }.map(\.id)
    let placed = views.map { v -> TraceObject in
      var v = v
      v.superview = v.superview ?? "UIWindow"
      v.inWindow = v.inWindow ?? true
      return v
    }
    return Trace(
      title: "glyphs", screen: Size(375, 667), objects: [window] + placed, touches: touches,
      events: events)
  }

  func view(
    _ id: String, _ cls: String, _ frame: Rect, _ set: (inout TraceObject) -> Void = { _ in }
  )
    -> TraceObject
  {
    var o = TraceObject(id: id, role: .view, class: cls)
    o.frame = frame
    o.windowFrame = frame
    set(&o)
    return o
  }

  /// The items a view's class draws at scale 1 in its own frame.
  func drawn(_ o: TraceObject, in trace: Trace? = nil) -> [DiagramItem] {
    let t = trace ?? self.trace([o])
    let byID = Dictionary(t.objects.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let glyphs = ViewGlyphs(trace: t, byID: byID, measure: measure, scale: 1)
    return glyphs.items(byID[o.id]!, in: o.windowFrame!).items
  }

  func circles(_ items: [DiagramItem]) -> [(center: Point, radius: Double, fill: Paint?)] {
    items.compactMap {
      if case .shape(.circle(let c, let r), let fill, _) = $0 { (c, r, fill) } else { nil }
    }
  }

  func texts(_ items: [DiagramItem]) -> [(text: String, paint: Paint)] {
    items.compactMap { if case .text(let t, _, let style) = $0 { (t, style.paint) } else { nil } }
  }

  /// Apple, UISwitch: `isOn` puts the knob at the trailing end and tints the pill green.
  @Test func aSwitchsKnobIsWhereItsStatePutsIt() throws {
    let frame = Rect(100, 100, 51, 31)
    let on = drawn(view("s", "UISwitch", frame) { $0.isOn = true })
    let off = drawn(view("s", "UISwitch", frame) { $0.isOn = false })
    let onKnob = try #require(circles(on).first)
    let offKnob = try #require(circles(off).first)
    #expect(onKnob.center.x > frame.midX)
    #expect(offKnob.center.x < frame.midX)
    #expect(
      on.contains { if case .shape(.rect, .on(_, .controlOn)?, _) = $0 { true } else { false } })
    #expect(
      !off.contains { if case .shape(_, .on(_, .controlOn)?, _) = $0 { true } else { false } })
  }

  /// Apple, UISlider: the thumb sits where `value` lies between the minimum and the maximum.
  @Test func aSlidersThumbIsAtItsValue() throws {
    let frame = Rect(0, 0, 228, 30)
    func thumb(_ value: Double) throws -> Double {
      let items = drawn(
        view("v", "UISlider", frame) {
          $0.value = value
          $0.minimumValue = 10
          $0.maximumValue = 20
        })
      return try #require(circles(items).first).center.x
    }
    // The thumb (28 pt, scale 1… no taller than half the height: radius 14) travels 14…214.
    #expect(try thumb(10) == 14)
    #expect(try thumb(15) == 114)
    #expect(try thumb(20) == 214)
    #expect(try thumb(99) == 214)
  }

  /// Apple, UISegmentedControl: each title drawn; the selected segment filled with the tint.
  @Test func segmentsShowTheirTitlesAndTheSelectedOne() throws {
    let items = drawn(
      view("seg", "UISegmentedControl", Rect(0, 0, 200, 30)) {
        $0.segments = ["S", "M", "L", "XL"]
        $0.selectedSegmentIndex = 2
      })
    #expect(texts(items).map(\.text) == ["S", "M", "L", "XL"])
    let tinted = items.compactMap {
      if case .shape(.rect(let r, _), .role(.tint)?, _) = $0 { r } else { nil }
    }
    let fill = try #require(tinted.first)
    #expect(tinted.count == 1)
    #expect(fill.minX > 100 && fill.maxX < 150)
  }

  /// Apple, UIStepper: a − and a + half; a half that cannot step further is greyed.
  @Test func aStepperHasTwoHalves() {
    let items = drawn(
      view("st", "UIStepper", Rect(0, 0, 94, 32)) {
        $0.value = 1
        $0.minimumValue = 1
        $0.maximumValue = 10
      })
    let signs = texts(items)
    #expect(signs.map(\.text) == ["−", "+"])
    #expect(signs[0].paint == .on("#FFFFFFFF", .faint))
    #expect(signs[1].paint == .on("#FFFFFFFF", .text))
  }

  /// Apple, UIPageControl: a dot per page, the current one solid.
  @Test func pageDotsShowTheCurrentPage() {
    let dots = circles(
      drawn(
        view("p", "UIPageControl", Rect(0, 0, 150, 26)) {
          $0.numberOfPages = 4
          $0.currentPage = 2
        }))
    #expect(dots.count == 4)
    #expect(dots.map(\.center.x) == dots.map(\.center.x).sorted())
    #expect(dots.indices.filter { dots[$0].fill == .on("#FFFFFFFF", .text) } == [2])
  }

  /// A text field shows its placeholder greyed while it has no text, and a caret when it is first
  /// responder, with the first-responder tag.
  @Test func aTextFieldShowsPlaceholderAndCaret() {
    let idle = drawn(
      view("f", "UITextField", Rect(0, 0, 300, 44)) { $0.placeholder = "Email" })
    #expect(texts(idle).map(\.text) == ["Email"])
    #expect(texts(idle)[0].paint == .on("#FFFFFFFF", .muted))
    let editing = drawn(
      view("f", "UITextField", Rect(0, 0, 300, 44)) {
        $0.text = "ana@example.com"
        $0.placeholder = "Email"
        $0.isFirstResponder = true
      })
    #expect(texts(editing).map(\.text) == ["ana@example.com", "first responder"])
    let caret = editing.contains {
      if case .shape(.polyline, nil, let s?) = $0 {
        s.paint == .on("#FFFFFFFF", .tint)
      } else {
        false
      }
    }
    #expect(caret)
    #expect(!idle.contains { if case .shape(.polyline, _, _) = $0 { true } else { false } })
  }

  /// A stack view draws nothing (Apple: a non-rendering subclass): a dashed outline, no fill.
  @Test func aStackViewIsADashedOutline() throws {
    let o = view("stack", "UIStackView", Rect(0, 0, 300, 44)) { $0.backgroundColor = "#FF0000FF" }
    let t = trace([o])
    let glyphs = ViewGlyphs(trace: t, byID: [:], measure: measure, scale: 1)
    let body = try #require(glyphs.body(o, shape: .rect(Rect(0, 0, 300, 44), radius: 0)))
    guard case .shape(_, let fill, let stroke?) = body else {
      Issue.record("not a shape")
      return
    }
    #expect(fill == nil)
    #expect(!stroke.dash.isEmpty)
  }

  /// An app's own class draws as its base class and shows its own name with the base in small type.
  @Test func aCustomClassShowsItsNameAndBase() {
    let items = drawn(
      view("buy", "ShinyButton", Rect(0, 0, 300, 54)) {
        $0.baseClass = "UIButton"
        $0.title = "Add to Cart"
      })
    #expect(texts(items).map(\.text) == ["Add to Cart", "ShinyButton", "UIButton"])
  }

  /// Imported dumps name UIKit's private classes (`UITextFieldLabel`, `_UI…`): not the app's own,
  /// so no caption; and a caption that does not fit its box is left to the tree.
  @Test func captionsAreForTheAppsOwnClassesThatFit() {
    let field = view("label", "UITextFieldLabel", Rect(0, 0, 300, 44)) { $0.baseClass = "UILabel" }
    #expect(!texts(drawn(field)).map(\.text).contains("UITextFieldLabel"))
    let tiny = view("dot", "SpinnerOverlayView", Rect(0, 0, 20, 10)) { $0.baseClass = "UIView" }
    #expect(texts(drawn(tiny)).isEmpty)
    let big = view("spinner", "SpinnerOverlayView", Rect(0, 0, 300, 120)) {
      $0.baseClass = "UIView"
    }
    #expect(texts(drawn(big)).map(\.text) == ["SpinnerOverlayView", "UIView"])
  }

  /// A table row has its separator; labels and buttons draw their text.
  @Test func cellsLabelsAndButtonsDrawWhatTheyShow() {
    let cell = drawn(view("c", "UITableViewCell", Rect(0, 100, 375, 44)))
    #expect(
      cell.contains {
        if case .shape(.polyline(let ps), _, _) = $0 { ps[0].y == 143.5 } else { false }
      })
    #expect(
      texts(drawn(view("l", "UILabel", Rect(0, 0, 100, 22)) { $0.text = "Wi-Fi" })).map(\.text) == [
        "Wi-Fi"
      ])
    let plain = texts(drawn(view("b", "UIButton", Rect(0, 0, 100, 44)) { $0.title = "Edit" }))
    #expect(plain.map(\.text) == ["Edit"])
    #expect(plain[0].paint == .on("#FFFFFFFF", .tint))
  }

  /// A navigation bar's button, whatever private class UIKit uses for it, is its tinted title.
  @Test func barButtonsAreTintedTitles() {
    let bar = view("nav.navigationBar", "UINavigationBar", Rect(0, 20, 375, 44)) {
      $0.subviews = ["nav.navigationBar.add"]
    }
    let add = view("nav.navigationBar.add", "_UIButtonBarButton", Rect(320, 20, 50, 44)) {
      $0.superview = "nav.navigationBar"
      $0.generated = true
      $0.title = "Add"
    }
    let drawn = texts(drawn(add, in: trace([bar, add])))
    #expect(drawn.map(\.text) == ["Add"])
    #expect(drawn[0].paint == .on("#FFFFFFFF", .tint))
  }

  /// The tab bar's button for the controller's `selectedIndex` is tinted, the others are not.
  @Test func theSelectedTabIsTinted() {
    let bar = view("tabs.tabBar", "UITabBar", Rect(0, 618, 375, 49)) {
      $0.superview = "tabs.container"
      $0.subviews = ["tabs.tabBar.item0", "tabs.tabBar.item1"]
    }
    let container = view("tabs.container", "UILayoutContainerView", Rect(0, 0, 375, 667)) {
      $0.subviews = ["tabs.tabBar"]
    }
    let items = (0..<2).map { i in
      view("tabs.tabBar.item\(i)", "UITabBarButton", Rect(Double(i) * 187, 618, 187, 49)) {
        $0.superview = "tabs.tabBar"
        $0.baseClass = "UIControl"
        $0.generated = true
        $0.title = i == 0 ? "Albums" : "Search"
      }
    }
    var controller = TraceObject(id: "tabs", role: .viewController, class: "UITabBarController")
    controller.view = "tabs.container"
    controller.selectedIndex = 1
    var t = trace([container, bar] + items)
    t.objects.append(controller)
    let albums = texts(drawn(items[0], in: t))
    let search = texts(drawn(items[1], in: t))
    #expect(albums.map(\.text) == ["Albums"])
    #expect(albums[0].paint == .on("#FFFFFFFF", .muted))
    #expect(search[0].paint == .on("#FFFFFFFF", .tint))
  }
}
