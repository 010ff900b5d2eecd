import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceScene

// MARK: Helpers

/// Parses `text`, expecting it to fail; each error as "line:column: message".
private func errors(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  -> [String]
{
  do {
    _ = try SceneParser.parse(text, file: "scene.yaml")
    Issue.record("expected errors, the scene parsed", sourceLocation: sourceLocation)
    return []
  } catch let e as SceneErrors {
    return e.errors.map { e in "\(e.location.map(\.description) ?? "-"): \(e.message)" }
  } catch {
    Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
    return []
  }
}

/// Expects exactly one error, at `at` ("line:column"), whose message contains `message`.
private func expectError(
  _ text: String, at: String, _ message: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let found = errors(text, sourceLocation: sourceLocation)
  #expect(found.count == 1, "\(found)", sourceLocation: sourceLocation)
  #expect(
    found.contains { $0.hasPrefix(at + ": ") && $0.contains(message) }, "\(found)",
    sourceLocation: sourceLocation)
}

/// Where `needle` is in `text`, as "line:column": where its `^` is (or its start without one),
/// in its `nth` occurrence.
private func pos(_ text: String, _ needle: String, _ nth: Int = 1) -> String {
  let bare = needle.replacingOccurrences(of: "^", with: "")
  let offset =
    needle.firstIndex(of: "^").map { needle.distance(from: needle.startIndex, to: $0) } ?? 0
  var searchStart = text.startIndex
  var found: Range<String.Index>?
  for _ in 0..<nth {
    found = text.range(of: bare, range: searchStart..<text.endIndex)
    guard let f = found else { return "not found: \(needle)" }
    searchStart = text.index(after: f.lowerBound)
  }
  let index = text.index(found!.lowerBound, offsetBy: offset)
  let before = text[..<index]
  let line = before.filter { $0 == "\n" }.count + 1
  let column =
    before.distance(
      from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
      to: before.endIndex) + 1
  return "\(line):\(column)"
}

/// Expects exactly one error, where `needle` is in the text (see `pos`), whose message contains
/// `message`.
private func expectError(
  _ text: String, on needle: String, _ message: String, nth: Int = 1,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  expectError(text, at: pos(text, needle, nth), message, sourceLocation: sourceLocation)
}

/// Expects an error among others, at `at`, whose message contains `message`.
private func expectSomeError(
  _ text: String, at: String, _ message: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let found = errors(text, sourceLocation: sourceLocation)
  #expect(
    found.contains { $0.hasPrefix(at + ": ") && $0.contains(message) }, "\(found)",
    sourceLocation: sourceLocation)
}

private func parse(_ text: String) throws -> SceneDocument {
  try SceneParser.parse(text, file: "scene.yaml")
}

/// The window's subviews of a parsed scene.
private func views(_ text: String) throws -> [ViewSpec] {
  try parse(text).window.subviews
}

/// The shared folder of acceptance files, beside the package's folder.
private let acceptance = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("shared/acceptance")

/// The `scene:` part of an acceptance file, de-indented: its lines, as a scene file of its own.
private func sceneSection(of text: String) -> String? {
  let lines = text.components(separatedBy: "\n")
  guard let start = lines.firstIndex(where: { $0.hasPrefix("scene:") }) else { return nil }
  let inline = lines[start].dropFirst("scene:".count).trimmingCharacters(in: .whitespaces)
  var body: [String] = inline.isEmpty ? [] : [inline]
  for line in lines[(start + 1)...] {
    if let first = line.first, first != " ", first != "#" { break }
    body.append(line)
  }
  let indent =
    body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
  return body.map { String($0.dropFirst(min(indent, $0.prefix(while: { $0 == " " }).count))) }
    .joined(separator: "\n")
}

// MARK: Acceptance scenes

@Test func everyAcceptanceSceneParses() throws {
  let folders = try FileManager.default.contentsOfDirectory(atPath: acceptance.path).sorted()
  var count = 0
  for folder in folders {
    let dir = acceptance.appendingPathComponent(folder)
    guard let files = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else {
      continue
    }
    for name in files.sorted()
    where name.hasSuffix(".yaml") || name.hasSuffix(".yml") || name.hasSuffix(".json") {
      let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
      let scene = try #require(sceneSection(of: text), "\(folder)/\(name) has no scene:")
      do {
        let doc = try SceneParser.parse(scene, file: "\(folder)/\(name)")
        #expect(
          doc.window.rootViewController != nil || !doc.window.subviews.isEmpty, "\(folder)/\(name)")
        #expect(!doc.touches.isEmpty, "\(folder)/\(name)")
      } catch {
        Issue.record("\(folder)/\(name): \(error)")
      }
      count += 1
    }
  }
  #expect(count >= 14, "found only \(count) acceptance scenes in \(acceptance.path)")
}

@Test func acceptanceSceneContents() throws {
  let text = try String(
    contentsOf: acceptance.appendingPathComponent("engine/seed001-under-button.yaml"),
    encoding: .utf8)
  let doc = try SceneParser.parse(try #require(sceneSection(of: text)), file: "seed001")
  let root = try #require(doc.window.rootViewController)
  #expect(root.id == "ViewController")
  let rootView = try #require(root.view)
  #expect(rootView.logs == false)
  #expect(rootView.backgroundColor == Color(red: 255, green: 255, blue: 255))
  let top = rootView.subviews[0]
  #expect(top.overrides.hitTestPrefer == "underButton")
  #expect(top.subviews.map(\.class) == [.button, .scrollView])
  #expect(top.subviews[1].backgroundColor == Color(red: 0x88, green: 0xCC, blue: 0xFF, alpha: 0x80))
  #expect(
    top.subviews[0].actions == [
      ActionSpec(
        event: .touchUpInside, target: "ViewController", action: "buttonTapped",
        location: top.subviews[0].actions.first?.location)
    ])
  #expect(doc.touches == [.tap(at: Point(60, 140), count: 1, numberOfTouches: 1)])
}

// MARK: Defaults and values

@Test func defaults() throws {
  let doc = try parse(
    """
    window:
      subviews:
        - {id: v, frame: [1, 2, 3, 4]}
    """)
  #expect(doc.title == nil)
  #expect(doc.screen == Size(375, 667))
  #expect(doc.application == ApplicationSpec())
  #expect(doc.application.id == "UIApplication" && doc.application.delegate == "AppDelegate")
  #expect(doc.window.id == "UIWindow" && doc.window.logs && doc.window.rootViewController == nil)
  #expect(doc.touches.isEmpty)
  let v = doc.window.subviews[0]
  #expect(v.class == .view)
  #expect(v.frame == Rect(1, 2, 3, 4))
  #expect(v.center == nil && v.size == nil && v.transform == nil && v.contentOffset == nil)
  #expect(v.backgroundColor == nil)
  #expect(
    v.alpha == 1 && !v.isHidden && v.clipsToBounds == nil && !v.isMultipleTouchEnabled
      && !v.isExclusiveTouch)
  #expect(v.isUserInteractionEnabled == nil)
  #expect(v.isEnabled && v.logs)
  #expect(v.overrides == ViewOverrides())
  #expect(v.location == TouchTraceScene.SourceLocation(line: 3, column: 7))
}

@Test func labelKeepsInteractionUnset() throws {
  let v = try views("window: {subviews: [{id: l, class: UILabel, frame: [0, 0, 1, 1]}]}")[0]
  #expect(v.class == .label)
  #expect(v.isUserInteractionEnabled == nil)
}

@Test func everyViewKey() throws {
  let v = try views(
    """
    window:
      subviews:
        - id: scroll
          class: UIScrollView
          center: [50, 60]
          size: [100, 120]
          transform: {rotation: 45, scale: [0.5, 2], translation: [3, -4]}
          contentOffset: [0, 30]
          backgroundColor: LightGray
          alpha: 0.5
          isHidden: true
          isUserInteractionEnabled: false
          clipsToBounds: true
          isMultipleTouchEnabled: true
          isExclusiveTouch: true
          overrides: {pointInside: {expand: [1, 2, 3, 4]}, touches: swallow}
          logs: false
          subviews:
            - {id: b, class: UIButton, frame: [0, 0, 10, 10], isEnabled: false, overrides: {pointInside: true}}
            - {id: c, class: UIControl, frame: [0, 0, 10, 10], overrides: {pointInside: {expand: 15}, hitTest: {prefer: b}}}
            - {id: d, frame: [0, 0, 10, 10], overrides: {pointInside: false}}
    """)[0]
  #expect(v.class == .scrollView)
  #expect(v.frame == nil && v.center == Point(50, 60) && v.size == Size(100, 120))
  var t = TransformSpec()
  t.rotation = 45
  t.scale = Point(0.5, 2)
  t.translation = Point(3, -4)
  #expect(v.transform == t)
  #expect(v.contentOffset == Point(0, 30))
  #expect(v.backgroundColor == Color(red: 0xD3, green: 0xD3, blue: 0xD3))
  #expect(v.alpha == 0.5 && v.isHidden && v.isUserInteractionEnabled == false)
  #expect(v.clipsToBounds == true)
  #expect(v.isMultipleTouchEnabled && v.isExclusiveTouch && !v.logs)
  #expect(v.overrides.pointInside == .expand(top: 1, left: 2, bottom: 3, right: 4))
  #expect(v.overrides.touches == .swallow)
  #expect(v.subviews.map(\.id) == ["b", "c", "d"])
  #expect(v.subviews[0].isEnabled == false && v.subviews[0].overrides.pointInside == .always)
  #expect(v.subviews[1].overrides.pointInside == .expand(top: 15, left: 15, bottom: 15, right: 15))
  #expect(v.subviews[1].overrides.hitTestPrefer == "b")
  #expect(v.subviews[2].overrides.pointInside == .never)
}

@Test func colours() throws {
  let v = try views(
    """
    window:
      subviews:
        - {id: a, frame: [0, 0, 1, 1], backgroundColor: RebeccaPurple}
        - {id: b, frame: [0, 0, 1, 1], backgroundColor: "#f80"}
        - {id: c, frame: [0, 0, 1, 1], backgroundColor: "#FF8000"}
        - {id: d, frame: [0, 0, 1, 1], backgroundColor: "#ff800040"}
        - {id: e, frame: [0, 0, 1, 1], backgroundColor: transparent}
        - {id: f, frame: [0, 0, 1, 1], backgroundColor: GREY}
    """)
  #expect(v[0].backgroundColor == Color(red: 0x66, green: 0x33, blue: 0x99))
  #expect(v[1].backgroundColor == Color(red: 0xFF, green: 0x88, blue: 0x00))
  #expect(v[2].backgroundColor == Color(red: 0xFF, green: 0x80, blue: 0x00))
  #expect(v[3].backgroundColor == Color(red: 0xFF, green: 0x80, blue: 0x00, alpha: 0x40))
  #expect(v[4].backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0))
  #expect(v[5].backgroundColor == Color(red: 0x80, green: 0x80, blue: 0x80))
  #expect(CSSColors.named.count == 148)
  #expect(CSSColors.color("aliceblue")?.hex == "#F0F8FFFF")
  #expect(CSSColors.color("YellowGreen")?.hex == "#9ACD32FF")
  for bad in ["#12", "#12345", "#1234567", "#ggg", "blu", "", "#１２３"] {
    #expect(CSSColors.color(bad) == nil, "\(bad)")
  }
}

@Test func colourErrors() {
  expectError(
    """
    window:
      subviews:
        - {id: a, frame: [0, 0, 1, 1], backgroundColor: bleu}
    """, on: "backgroundColor: ^bleu", "expected a CSS colour name")
  // Unquoted, `#ff0000` is a YAML comment: the value is null, and the message says so.
  expectError(
    """
    window:
      subviews:
        - id: a
          frame: [0, 0, 1, 1]
          backgroundColor: #ff0000
    """, at: "5:23", "quote the colour")
  expectError(
    """
    window:
      subviews:
        - {id: a, frame: [0, 0, 1, 1], backgroundColor: "#12345"}
    """, on: "^\"#12345", "found the string \"#12345\"")
}

@Test func controllersAndChildren() throws {
  let doc = try parse(
    """
    window:
      rootViewController:
        id: nav
        class: UINavigationController
        viewControllers:
          - id: first
          - id: tabs
            class: UITabBarController
            selectedIndex: 1
            viewControllers:
              - {id: tab0}
              - id: tab1
                view:
                  id: tab1View
                  subviews: [{id: box, frame: [0, 0, 100, 100]}]
                children:
                  - in: box
                    controller: {id: kid, view: {id: kidView}, overrides: {touches: swallow}, logs: false}
                presentedViewController: {id: modal, view: {id: modalView, frame: [0, 0, 10, 10]}}
    """)
  let nav = try #require(doc.window.rootViewController)
  #expect(nav.class == .navigationController && nav.view == nil)
  #expect(nav.viewControllers.map(\.id) == ["first", "tabs"])
  let tabs = nav.viewControllers[1]
  #expect(tabs.class == .tabBarController && tabs.selectedIndex == 1)
  let tab1 = tabs.viewControllers[1]
  #expect(tab1.view?.frame == nil)
  #expect(tab1.children.count == 1 && tab1.children[0].in == "box")
  #expect(tab1.children[0].controller.touches == .swallow && !tab1.children[0].controller.logs)
  #expect(tab1.presentedViewController?.id == "modal")
  #expect(tab1.presentedViewController?.view?.frame == Rect(0, 0, 10, 10))
}

@Test func applicationAndWindow() throws {
  let doc = try parse(
    """
    title: Hello
    screen: {width: 320, height: 480}
    application: {id: App, delegate: null, logs: false}
    window: {id: MainWindow, logs: false}
    """)
  #expect(doc.title == "Hello")
  #expect(doc.screen == Size(320, 480))
  #expect(doc.application.id == "App" && doc.application.delegate == nil && !doc.application.logs)
  #expect(doc.window.id == "MainWindow" && !doc.window.logs)
  // With no delegate, its default id is free for a view.
  _ = try parse(
    "application: {delegate: null}\nwindow: {subviews: [{id: AppDelegate, frame: [0, 0, 1, 1]}]}")
}

@Test func recognizers() throws {
  let v = try views(
    """
    window:
      subviews:
        - id: v
          frame: [0, 0, 100, 100]
          gestureRecognizers:
            - {id: doubleTap, class: UITapGestureRecognizer, numberOfTapsRequired: 2, numberOfTouchesRequired: 1}
            - id: tap
              class: UITapGestureRecognizer
              requiresFailureOf: [doubleTap]
              cancelsTouchesInView: false
              delaysTouchesBegan: true
              delaysTouchesEnded: false
              isEnabled: false
              target: Handler
              action: tapped
              delegate:
                gestureRecognizerShouldBegin: false
                shouldReceiveTouch: true
                shouldRecognizeSimultaneouslyWith: [pinch]
                shouldRequireFailureOf: true
                shouldBeRequiredToFailBy: false
            - {id: long, class: UILongPressGestureRecognizer, minimumPressDuration: 0.3, allowableMovement: 5, numberOfTapsRequired: 0}
            - {id: pan, class: UIPanGestureRecognizer, minimumNumberOfTouches: 1, maximumNumberOfTouches: 2}
            - {id: swipe, class: UISwipeGestureRecognizer, direction: [left, up]}
            - {id: swipeDown, class: UISwipeGestureRecognizer, direction: down}
            - {id: pinch, class: UIPinchGestureRecognizer}
            - {id: rotation, class: UIRotationGestureRecognizer}
        - {id: Handler, frame: [0, 0, 1, 1]}
    """)[0]
  let r = v.gestureRecognizers
  #expect(
    r.map(\.class) == [
      .tap, .tap, .longPress,
      .pan,
      .swipe, .swipe, .pinch,
      .rotation,
    ])
  #expect(r[0].properties == ["numberOfTapsRequired": 2, "numberOfTouchesRequired": 1])
  #expect(r[1].properties.isEmpty && r[1].requiresFailureOf == ["doubleTap"])
  #expect(
    !r[1].cancelsTouchesInView && r[1].delaysTouchesBegan && !r[1].delaysTouchesEnded
      && !r[1].isEnabled)
  #expect(r[1].target == "Handler" && r[1].action == "tapped")
  var d = DelegateSpec()
  d.gestureRecognizerShouldBegin = false
  d.shouldReceiveTouch = true
  d.shouldRecognizeSimultaneouslyWith = .ids(["pinch"])
  d.shouldRequireFailureOf = .all
  d.shouldBeRequiredToFailBy = .ids([])
  #expect(r[1].delegate == d)
  #expect(
    r[2].properties == [
      "minimumPressDuration": 0.3, "allowableMovement": 5, "numberOfTapsRequired": 0,
    ])
  #expect(r[3].properties == ["minimumNumberOfTouches": 1, "maximumNumberOfTouches": 2])
  #expect(r[4].properties == ["direction": 6])
  #expect(r[5].properties == ["direction": 8])
  #expect(r[6].properties.isEmpty && r[7].properties.isEmpty)
  // Recognizer defaults.
  #expect(
    r[0].cancelsTouchesInView && !r[0].delaysTouchesBegan && r[0].delaysTouchesEnded
      && r[0].isEnabled)
  #expect(r[0].delegate == nil && r[0].target == nil && r[0].requiresFailureOf.isEmpty)
}

@Test func touchSteps() throws {
  let doc = try parse(
    """
    touches:
      - tap: [110, 150]
      - tap: {at: [1, 2], count: 2, numberOfTouches: 2}
      - press: {at: [3, 4], duration: 0.8}
      - press: {at: [3, 4], duration: 0, numberOfTouches: 3}
      - drag: {from: [100, 100], to: [300, 100], duration: 0.3}
      - pinch: {center: [180, 300], from: 100, to: 200, duration: 0.4}
      - rotate: {center: [180, 300], by: -90, duration: 0.4}
      - wait: 0.5
      - wait: 0
      - sequence:
          - {time: 0.00, finger: 1, phase: began, at: [100, 100]}
          - {time: 0.00, finger: 2, phase: began, at: [10, 10]}
          - {time: 0.05, finger: 1, phase: moved, at: [120, 100]}
          - {time: 0.10, finger: 1, phase: ended, at: [120, 100]}
          - {time: 0.10, finger: 2, phase: cancelled, at: [10, 10]}
          - {time: 0.20, finger: 1, phase: began, at: [5, 5]}
          - {time: 0.30, finger: 1, phase: ended, at: [5, 5]}
    """)
  #expect(doc.touches.count == 10)
  #expect(doc.touches[0] == .tap(at: Point(110, 150), count: 1, numberOfTouches: 1))
  #expect(doc.touches[1] == .tap(at: Point(1, 2), count: 2, numberOfTouches: 2))
  #expect(doc.touches[2] == .press(at: Point(3, 4), duration: 0.8, numberOfTouches: 1))
  #expect(doc.touches[3] == .press(at: Point(3, 4), duration: 0, numberOfTouches: 3))
  #expect(doc.touches[4] == .drag(from: Point(100, 100), to: Point(300, 100), duration: 0.3))
  #expect(doc.touches[5] == .pinch(center: Point(180, 300), from: 100, to: 200, duration: 0.4))
  #expect(doc.touches[6] == .rotate(center: Point(180, 300), by: -90, duration: 0.4))
  #expect(doc.touches[7] == .wait(0.5))
  #expect(doc.touches[8] == .wait(0))
  #expect(
    doc.touches[9]
      == .sequence([
        SequenceEvent(time: 0, finger: 1, phase: .began, at: Point(100, 100)),
        SequenceEvent(time: 0, finger: 2, phase: .began, at: Point(10, 10)),
        SequenceEvent(time: 0.05, finger: 1, phase: .moved, at: Point(120, 100)),
        SequenceEvent(time: 0.1, finger: 1, phase: .ended, at: Point(120, 100)),
        SequenceEvent(time: 0.1, finger: 2, phase: .cancelled, at: Point(10, 10)),
        SequenceEvent(time: 0.2, finger: 1, phase: .began, at: Point(5, 5)),
        SequenceEvent(time: 0.3, finger: 1, phase: .ended, at: Point(5, 5)),
      ]))
}

@Test func jsonScenes() throws {
  let doc = try parse(
    """
    {
      "title": "JSON",
      "window": {
        "rootViewController": {"id": "VC", "view": {"id": "root", "subviews": [
          {"id": "red", "frame": [10, 20, 30.5, 40e0], "backgroundColor": "red", "isHidden": false}
        ]}}
      },
      "touches": [{"tap": [1, 2]}, {"wait": 1.5}]
    }
    """)
  #expect(doc.title == "JSON")
  #expect(doc.window.rootViewController?.view?.subviews.first?.frame == Rect(10, 20, 30.5, 40))
  #expect(doc.touches == [.tap(at: Point(1, 2), count: 1, numberOfTouches: 1), .wait(1.5)])
  expectError(
    """
    {"window": {"subviews": [{"id": "a", "frame": [0, 0, 1, 1], "alpha": "1"}]}}
    """, on: "\"alpha\": ^\"1\"", "expected a number for 'alpha', found the string \"1\"")
}

@Test func yamlNumberForms() throws {
  let v = try views("window: {subviews: [{id: a, frame: [0x10, 0o10, +1.5e1, .5]}]}")[0]
  #expect(v.frame == Rect(16, 8, 15, 0.5))
  #expect(ScalarValue(plain: "1_000") == .string("1_000"))
  #expect(ScalarValue(plain: "yes") == .string("yes"))
  #expect(ScalarValue(plain: "TRUE") == .bool(true))
  #expect(ScalarValue(plain: "~") == .null)
  #expect(ScalarValue(plain: "-.INF") == .number(-.infinity))
  #expect(ScalarValue(plain: "1.") == .number(1))
  #expect(ScalarValue(plain: "e5") == .string("e5"))
  #expect(ScalarValue(plain: "0x") == .string("0x"))
}

// MARK: Errors: keys and types

@Test func unknownKey() {
  expectError(
    """
    window:
      subviews:
        - id: a
          fram: [0, 0, 10, 10]
          frame: [0, 0, 10, 10]
    """, at: "4:7",
    "unknown key 'fram' in a view (expected one of: id, class, frame, center, size, bounds, transform, contentOffset, contentSize, delaysContentTouches, canCancelContentTouches, isScrollEnabled, bounces, alwaysBounceVertical, alwaysBounceHorizontal, isPagingEnabled, isDirectionalLockEnabled, backgroundColor, alpha, isHidden, isUserInteractionEnabled, clipsToBounds, isMultipleTouchEnabled, isExclusiveTouch, isEnabled, overrides, logs, gestureRecognizers, actions, subviews, baseClass, canBecomeFirstResponder, handles, address, title, text, placeholder, isOn, value, minimumValue, maximumValue, stepValue, autorepeat, isContinuous, wraps, segments, selectedSegmentIndex, isMomentary, numberOfPages, currentPage, indexPath, delegate, rowHeight, trailingSwipeActionsConfigurationForRowAt, canEditRowAt, axis, spacing, distribution, alignment); did you mean 'frame'?"
  )
  expectError("titel: x\n", at: "1:1", "unknown key 'titel' in the scene")
  expectError(
    "window: {rootViewController: {id: c, views: []}}", at: "1:38",
    "unknown key 'views' in a controller")
  expectError("touches: [{tap: {at: [1, 2], taps: 2}}]", on: "taps", "unknown key 'taps' in 'tap'")
}

@Test func wrongTypes() {
  expectError(
    """
    window:
      subviews:
        - {id: a, frame: [0, 0, 10], alpha: x}
    """.replacingOccurrences(of: ", alpha: x", with: ""), at: "3:22",
    "expected [x, y, width, height] for 'frame', found a list of 3 items")
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], alpha: high}]}", at: "1:57",
    "expected a number for 'alpha', found the string \"high\"")
  expectError(
    "window: {subviews: [{id: a, frame: [0, zero, 1, 1]}]}", at: "1:40",
    "expected a number for the y of 'frame' [x, y, width, height], found the string \"zero\"")
  expectError(
    "window: {subviews: {id: a}}", at: "1:20", "expected a list for 'subviews', found a mapping")
  expectError(
    "window: {subviews: [7]}", at: "1:21", "expected a mapping for a view, found the number 7")
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], class: UIViw}]}", at: "1:57",
    "did you mean 'UIView'?")
  expectError(
    "touches: [{tap: {at: [1, 2], count: 1.5}}]", at: "1:37",
    "expected a whole number for 'count', found 1.5")
  expectError(
    "touches: [{tap: {at: [1, 2], count: 0}}]", at: "1:37", "'count' must be at least 1, found 0")
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], alpha: 1.5}]}", at: "1:57",
    "'alpha' must be between 0 and 1")
  expectError("[1, 2]", at: "1:1", "expected a mapping for the scene, found a list of 2 items")
}

@Test func booleansMustBeBooleans() {
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], isHidden: \"true\"}]}", at: "1:60",
    "expected true or false for 'isHidden', found the string \"true\" (write it without quotes)")
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], clipsToBounds: yes}]}", at: "1:65",
    "expected true or false for 'clipsToBounds', found the string \"yes\"")
  expectError(
    "window: {logs: 1}", at: "1:16", "expected true or false for 'logs', found the number 1")
}

@Test func nonFiniteNumbers() {
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], alpha: .nan}]}", at: "1:57",
    "'alpha' must be a finite number, found .nan")
  expectError(
    "window: {subviews: [{id: a, frame: [0, .inf, 1, 1]}]}", at: "1:40",
    "the y of 'frame' must be a finite number, found .inf")
  expectError("touches: [{wait: -.Inf}]", at: "1:18", "'wait' must be a finite number")
  expectError(
    "touches: [{tap: [1e999, 0]}]", at: "1:18",
    "the x of 'tap' must be a finite number, found 1e999")
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], transform: {rotation: .NaN}}]}", at: "1:72",
    "'rotation' must be a finite number")
}

@Test func negativeSizes() {
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, -1, 1]}]}", at: "1:43",
    "the width of 'frame' must not be negative, found -1")
  expectError(
    "window: {subviews: [{id: a, frame: [-5, -5, 1, -2]}]}", on: "-2",
    "the height of 'frame' must not be negative")
  expectError(
    "window: {subviews: [{id: a, center: [0, 0], size: [-1, 1]}]}", at: "1:52",
    "the width of 'size' must not be negative")
  expectError(
    "screen: {width: -375, height: 667}", at: "1:17", "'width' must be greater than 0, found -375")
  expectError("screen: {width: 375}", at: "1:9", "'screen' needs 'height'")
}

@Test func duplicateKeys() {
  // Reported at the repeat, with the first one's place, and the rest of the file is still checked.
  let found = errors(
    """
    window:
      subviews:
        - id: a
          frame: [0, 0, 1, 1]
          frame: [0, 0, 2, 2]
          alpha: 2
    """)
  #expect(
    found == [
      "5:7: duplicate key 'frame' in a view (first at 4:7)",
      "6:14: 'alpha' must be between 0 and 1, found 2",
    ])
  #expect(
    errors(#"{"window": {"id": "W", "id": "X", "logs": true, "logs": false, "id": "Y"}}"#)
      == [
        "1:24: duplicate key 'id' in 'window' (first at 1:13)",
        "1:49: duplicate key 'logs' in 'window' (first at 1:35)",
        "1:64: duplicate key 'id' in 'window' (first at 1:13)",
      ])
  expectError(
    "title: a\ntitle: b\n", at: "2:1", "duplicate key 'title' in the scene (first at 1:1)")
}

@Test func duplicateIds() {
  expectError(
    """
    window:
      rootViewController:
        id: VC
        view:
          id: root
          subviews:
            - {id: red, frame: [0, 0, 1, 1]}
            - {id: red, frame: [0, 0, 1, 1]}
    """, at: "8:16", "duplicate id 'red': a view at 7:16 already has it")
  // Views, controllers, recognizers, the window, the application and its delegate share one space.
  expectError(
    """
    window:
      rootViewController: {id: tap, view: {id: root, gestureRecognizers: [{id: tap, class: UITapGestureRecognizer}]}}
    """, on: "{id: ^tap, class", "duplicate id 'tap': a controller at 2:28 already has it")
  expectError(
    "window: {subviews: [{id: UIWindow, frame: [0, 0, 1, 1]}]}", at: "1:26",
    "duplicate id 'UIWindow': the window already has it by default")
  expectError(
    "window: {subviews: [{id: AppDelegate, frame: [0, 0, 1, 1]}]}", at: "1:26",
    "duplicate id 'AppDelegate': the app delegate already has it by default; choose another id (or set the application's 'delegate')"
  )
  expectError(
    """
    application: {id: App, delegate: App}
    """, on: "delegate: ^App", "duplicate id 'App': the application at 1:19 already has it")
  // The order ids are written in decides which one is the repeat, not the order keys are read in.
  expectError(
    """
    touches: []
    window:
      subviews: [{id: W, frame: [0, 0, 1, 1]}]
    application: {id: W}
    """, at: "4:19", "duplicate id 'W': a view at 3:19 already has it")
}

// MARK: Errors: references

@Test func references() {
  expectError(
    """
    window:
      subviews:
        - id: top
          frame: [0, 0, 100, 100]
          overrides: {hitTest: {prefer: undrButton}}
          subviews:
            - {id: underButton, class: UIButton, frame: [0, 0, 10, 10]}
    """, on: "undrButton",
    "'prefer' names 'undrButton', but no view has that id; did you mean 'underButton'?")
  expectError(
    """
    window:
      subviews:
        - id: top
          frame: [0, 0, 100, 100]
          overrides: {hitTest: {prefer: tap}}
          gestureRecognizers: [{id: tap, class: UITapGestureRecognizer}]
    """, on: "prefer: ^tap", "'prefer' must name a view, but 'tap' is a gesture recognizer")
  expectError(
    """
    window:
      subviews:
        - id: b
          class: UIButton
          frame: [0, 0, 100, 100]
          actions: [{event: touchUpInside, target: ViewControler, action: tapped}]
    """, on: "ViewControler", "'target' names 'ViewControler', but no object has that id")
  expectError(
    """
    window:
      subviews:
        - id: v
          frame: [0, 0, 100, 100]
          gestureRecognizers:
            - {id: tap, class: UITapGestureRecognizer, requiresFailureOf: [v]}
    """, on: "[^v]", "'requiresFailureOf' must name a gesture recognizer, but 'v' is a view")
  let text = """
    window:
      subviews:
        - id: v
          frame: [0, 0, 100, 100]
          gestureRecognizers:
            - id: tap
              class: UITapGestureRecognizer
              requiresFailureOf: [tap]
              delegate: {shouldRecognizeSimultaneouslyWith: [pinch, ghost], shouldRequireFailureOf: v}
            - {id: pan, class: UIPanGestureRecognizer, target: nobody, action: go}
    """
  #expect(
    errors(text) == [
      "\(pos(text, "[^tap]")): a gesture recognizer cannot require its own failure",
      "\(pos(text, "^pinch, ghost")): 'shouldRecognizeSimultaneouslyWith' names 'pinch', but no gesture recognizer has that id",
      "\(pos(text, "ghost")): 'shouldRecognizeSimultaneouslyWith' names 'ghost', but no gesture recognizer has that id",
      "\(pos(text, "shouldRequireFailureOf: ^v")): expected true, false or a list of recognizer ids for 'shouldRequireFailureOf', found the string \"v\"",
      "\(pos(text, "nobody")): 'target' names 'nobody', but no object has that id",
    ])
}

@Test func childContainerMustBeOwnView() {
  let scene = """
    window:
      rootViewController:
        id: parent
        view:
          id: root
          subviews: [{id: box, frame: [0, 0, 10, 10]}]
        children:
          - in: box
            controller: {id: a, view: {id: aView}}
          - in: aView
            controller: {id: b}
          - in: nowhere
            controller: {id: c}
          - in: a
            controller: {id: d}
      subviews: [{id: outside, frame: [0, 0, 1, 1]}]
    """
  #expect(
    errors(scene) == [
      "\(pos(scene, "in: ^aView")): 'in' must name a view of controller 'parent''s own view tree (its 'view' or a subview of it), but view 'aView' is not in it",
      "\(pos(scene, "nowhere")): 'in' names 'nowhere', but no view of controller 'parent' has that id",
      "\(pos(scene, "in: ^a\n")): 'in' must name a view of controller 'parent', but 'a' is a controller",
    ])
  expectError(
    "window: {rootViewController: {id: p, children: [{in: x, controller: {id: c}}]}}", at: "1:54",
    "'in' names 'x', but controller 'p' has no views of its own")
}

// MARK: Errors: placement and class rules

@Test func placement() {
  expectError(
    "window: {subviews: [{id: a}]}", at: "1:21", "view 'a' needs 'frame' (or 'center' and 'size')")
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], center: [0, 0], size: [1, 1]}]}", at: "1:50",
    "view 'a' has both 'frame' and 'center'; give either 'frame' or 'center' and 'size'")
  expectError(
    "window: {subviews: [{id: a, center: [0, 0]}]}", at: "1:29", "'center' needs 'size' too")
  expectError(
    "window: {subviews: [{id: a, size: [1, 1]}]}", at: "1:29", "'size' needs 'center' too")
  expectError("window: {subviews: [{frame: [0, 0, 1, 1]}]}", at: "1:21", "a view needs an 'id'")
  expectError(
    "window: {subviews: [{id: 'red view', frame: [0, 0, 1, 1]}]}", at: "1:26",
    "'id' must be one word")
  // A controller's view and a child's view may leave their frame out: they fill their container.
  #expect(throws: Never.self) {
    try parse(
      "window: {rootViewController: {id: p, view: {id: r, subviews: [{id: box, frame: [0, 0, 1, 1]}]}, children: [{in: box, controller: {id: c, view: {id: cv}}}]}}"
    )
  }
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], transform: {scale: [0, 1]}}]}", at: "1:69",
    "'scale' must not be 0")
}

@Test func classRules() {
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], contentOffset: [0, 10]}]}", at: "1:50",
    "'contentOffset' is only for a UIScrollView, UITableView, UICollectionView or UITextView; view 'a' is a UIView"
  )
  expectError(
    "window: {subviews: [{id: a, class: UILabel, frame: [0, 0, 1, 1], isEnabled: false}]}",
    at: "1:66",
    "'isEnabled' is only for a UIControl, UIButton, UISwitch, UISlider, UISegmentedControl, UIStepper, UIPageControl or UITextField; view 'a' is a UILabel"
  )
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], actions: []}]}", at: "1:50",
    "'actions' is only for a UIControl, UIButton, UISwitch, UISlider, UISegmentedControl, UIStepper, UIPageControl or UITextField; view 'a' is a UIView"
  )
  expectError(
    "window: {subviews: [{id: a, class: UIButton, frame: [0, 0, 1, 1], actions: [{event: tap, target: a, action: x}]}]}",
    on: "event: ^tap", "expected one of touchDown, touchDownRepeat")
  expectError(
    "window: {subviews: [{id: a, class: UIButton, frame: [0, 0, 1, 1], actions: [{event: touchDown, target: a}]}]}",
    on: "{event: touchDown", "an action needs 'action'")
  expectError(
    "window: {rootViewController: {id: c, selectedIndex: 0, view: {id: v}}}", at: "1:38",
    "'selectedIndex' is only for a UITabBarController; controller 'c' is a UIViewController")
  expectError(
    "window: {rootViewController: {id: t, class: UITabBarController, selectedIndex: 2, viewControllers: [{id: a}, {id: b}]}}",
    at: "1:80", "'selectedIndex' 2 is out of range: the tab bar controller has 2 tabs")
  expectError(
    "window: {rootViewController: {id: c, viewControllers: [{id: a}]}}", at: "1:38",
    "'viewControllers' is only for a UINavigationController or UITabBarController; controller 'c' is a UIViewController"
  )
  expectError(
    "window: {rootViewController: {id: n, class: UINavigationController, viewControllers: []}}",
    at: "1:86",
    "a UINavigationController needs at least one controller in 'viewControllers'")
  expectError(
    "window: {rootViewController: {id: n, class: UINavigationController}}", at: "1:30",
    "a UINavigationController needs 'viewControllers'")
  expectError(
    "window: {rootViewController: {id: n, class: UITabBarController, view: {id: v}}}", at: "1:65",
    "a UITabBarController makes its own view; put the content in 'viewControllers'")
  expectError(
    "window: {rootViewController: {id: n, class: UITabBarController, children: []}}", at: "1:65",
    "'children' is only for a UIViewController")
}

@Test func recognizerErrors() {
  expectError(
    "window: {subviews: [{id: v, frame: [0, 0, 1, 1], gestureRecognizers: [{id: t, class: UITapGestureRecognizer, direction: left}]}]}",
    on: "direction",
    "'direction' is not a property of UITapGestureRecognizer (it belongs to UISwipeGestureRecognizer); its own are: numberOfTapsRequired, numberOfTouchesRequired"
  )
  expectError(
    "window: {subviews: [{id: v, frame: [0, 0, 1, 1], gestureRecognizers: [{id: t, class: UIPinchGestureRecognizer, scale: 2}]}]}",
    on: "scale", "unknown key 'scale' in a UIPinchGestureRecognizer")
  expectError(
    "window: {subviews: [{id: v, frame: [0, 0, 1, 1], gestureRecognizers: [{id: t, class: UITapGestureRecognizer, numberOfTapsRequired: 0}]}]}",
    on: "numberOfTapsRequired: ^0", "'numberOfTapsRequired' must be at least 1, found 0")
  expectError(
    "window: {subviews: [{id: v, frame: [0, 0, 1, 1], gestureRecognizers: [{id: s, class: UISwipeGestureRecognizer, direction: [left, sideways]}]}]}",
    at: "1:130",
    "expected one of right, left, up, down for 'direction', found the string \"sideways\"")
  expectError(
    "window: {subviews: [{id: v, frame: [0, 0, 1, 1], gestureRecognizers: [{id: p, class: UIPanGestureRecognizer, minimumNumberOfTouches: 3, maximumNumberOfTouches: 2}]}]}",
    on: "maximumNumberOfTouches: ^2",
    "'maximumNumberOfTouches' (2) is less than 'minimumNumberOfTouches' (3)")
  expectError(
    "window: {subviews: [{id: v, frame: [0, 0, 1, 1], gestureRecognizers: [{id: p}]}]}", at: "1:71",
    "a gesture recognizer needs a 'class'")
  expectError(
    "window: {subviews: [{id: v, frame: [0, 0, 1, 1], gestureRecognizers: [{id: p, class: UITapGestureRecognizer, action: go}]}]}",
    on: "action: go", "'action' needs 'target' too")
  expectError(
    "window: {subviews: [{id: v, frame: [0, 0, 1, 1], gestureRecognizers: [{id: p, class: UIPanGestureRecognizer, delegate: {shouldBegin: true}}]}]}",
    on: "shouldBegin", "unknown key 'shouldBegin' in a recognizer's 'delegate'")
}

@Test func recognizerPropertyTable() {
  // One row per property and class set; every class's keys are the common ones plus its own.
  #expect(SceneKeys.recognizer(.pinch) == SceneKeys.recognizerCommon + ["minimumScaleChange"])
  #expect(SceneKeys.recognizer(.rotation) == SceneKeys.recognizerCommon + ["minimumAngle"])
  #expect(
    SceneKeys.recognizer(.longPress).suffix(4) == [
      "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration",
      "allowableMovement",
    ])
  #expect(Set(SceneKeys.recognizer).count == SceneKeys.recognizer.count)
}

// MARK: Errors: touch steps

@Test func stepErrors() {
  expectError("touches: [{tap: [1, 2], wait: 1}]", at: "1:11", "a touch step has exactly one key")
  expectError("touches: [{}]", at: "1:11", "a touch step needs one key")
  expectError("touches: [{swipe: [1, 2]}]", at: "1:12", "unknown touch step 'swipe'")
  expectError(
    "touches: [tap]", at: "1:11", "expected a touch step (a mapping with one of: tap, press")
  expectError(
    "touches: [{tap: 5}]", at: "1:17", "expected [x, y] or {at: [x, y], count: …} for 'tap'")
  expectError("touches: [{tap: {count: 2}}]", at: "1:17", "'tap' needs 'at'")
  expectError("touches: [{press: {at: [1, 2]}}]", at: "1:19", "'press' needs 'duration'")
  expectError(
    "touches: [{press: {at: [1, 2], duration: -1}}]", at: "1:42", "'duration' must not be negative")
  expectError(
    "touches: [{drag: {from: [0, 0], to: [1, 1], duration: 0}}]", at: "1:55",
    "'duration' must be greater than 0")
  expectError(
    "touches: [{pinch: {center: [0, 0], from: 0, to: 100, duration: 1}}]", at: "1:42",
    "'from' must be greater than 0")
  expectError(
    "touches: [{rotate: {center: [0, 0], by: 90}}]", at: "1:20", "'rotate' needs 'duration'")
  expectError("touches: [{wait: -1}]", at: "1:18", "'wait' must not be negative")
  expectError("touches: {tap: [1, 2]}", at: "1:10", "expected a list for 'touches'")
}

@Test func sequenceErrors() {
  let text = """
    touches:
      - sequence:
          - {time: 0.1, finger: 1, phase: began, at: [0, 0]}
          - {time: 0.05, finger: 1, phase: moved, at: [1, 0]}
          - {time: 0.2, finger: 1, phase: began, at: [1, 0]}
          - {time: 0.3, finger: 2, phase: moved, at: [1, 0]}
          - {time: 0.4, finger: 3, phase: ended, at: [1, 0]}
          - {time: 0.5, finger: 4, phase: began, at: [1, 0]}
          - {time: 0.6, finger: 5, phase: lifted, at: [1, 0]}
          - {time: 0.7, finger: 1, phase: ended, at: [1, 0]}
    """
  #expect(
    errors(text) == [
      "\(pos(text, "0.05")): time 0.05 is earlier than the event before it (0.1); times in a sequence must not decrease",
      "\(pos(text, "0.2, finger: 1, phase: ^began")): finger 1 begins again while it is still down (it began at \(pos(text, "{time: 0.1"))); end or cancel it first",
      "\(pos(text, "moved", 2)): finger 2 moves before it has begun (give it a 'began' event first)",
      "\(pos(text, "ended")): finger 3 ends before it has begun (give it a 'began' event first)",
      "\(pos(text, "{time: 0.5")): finger 4 is still down at the end of the sequence; end it with phase ended or cancelled",
      "\(pos(text, "lifted")): expected one of began, moved, ended, cancelled for 'phase', found the string \"lifted\"",
    ])
  expectError("touches: [{sequence: []}]", at: "1:22", "a sequence needs at least one event")
  expectError(
    "touches: [{sequence: [{time: 0, finger: 1, phase: began}]}]", at: "1:23",
    "a sequence event needs 'at'")
}

// MARK: Errors: YAML syntax, collection and files

@Test func yamlSyntaxErrors() {
  expectError(
    """
    window:
      subviews: [{id: a, frame: [0, 0, 1, 1]}
    touches: []
    """, at: "3:1",
    "YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at 2:13)")
  expectError("window:\n\tsubviews: []\n", at: "2:1", "YAML syntax error")
  expectError("a: 1\n---\nb: 2\n", at: "2:1", "YAML syntax error: but found another document")
  expectError("", at: "1:1", "the scene is empty")
}

@Test func collectsEveryErrorSortedByPlace() throws {
  let text = """
    touches: [{wait: x}]
    window:
      subviews:
        - {id: a, frame: [0, 0, 1, 1], alpha: 3}
        - {id: a, frm: [0, 0, 1, 1]}
    title: [1]
    """
  do {
    _ = try SceneParser.parse(text, file: "dir/s.yaml")
    Issue.record("expected errors")
  } catch let e as SceneErrors {
    #expect(e.errors.map { $0.location?.line ?? 0 } == [1, 4, 5, 5, 5, 6])
    #expect(e.errors.allSatisfy { $0.file == "dir/s.yaml" })
    #expect(
      e.errors[0].description
        == "dir/s.yaml:1:18: error: expected a number for 'wait', found the string \"x\"")
    #expect(e.description.components(separatedBy: "\n").count == 6)
    #expect(e.description.hasPrefix("dir/s.yaml:1:18: error: "))
  }
  #expect(SceneError(file: "f.yaml", location: nil, message: "m").description == "f.yaml: error: m")
}

@Test func loadFiles() throws {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "scene-load-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }

  let good = dir.appendingPathComponent("good.yaml")
  try "\u{FEFF}title: ok\nwindow: {subviews: [{id: a, frame: [0, 0, 1, 1]}]}\n".write(
    to: good, atomically: true, encoding: .utf8)
  #expect(try SceneParser.load(path: good.path).title == "ok")

  let bomError = dir.appendingPathComponent("bom.yaml")
  try "\u{FEFF}titel: ok\n".write(to: bomError, atomically: true, encoding: .utf8)
  #expect(
    throws: SceneErrors(errors: [
      SceneError(
        file: bomError.path, location: .init(line: 1, column: 1),
        message:
          "unknown key 'titel' in the scene (expected one of: title, screen, application, window, windows, firstResponder, touches, constants, warnings); did you mean 'title'?"
      )
    ])
  ) {
    try SceneParser.load(path: bomError.path)
  }

  let missing = dir.appendingPathComponent("missing.yaml").path
  #expect(
    throws: SceneErrors(errors: [SceneError(file: missing, location: nil, message: "no such file")])
  ) {
    try SceneParser.load(path: missing)
  }
  #expect(
    throws: SceneErrors(errors: [
      SceneError(file: dir.path, location: nil, message: "this is a directory, not a scene file")
    ])
  ) {
    try SceneParser.load(path: dir.path)
  }
  let latin1 = dir.appendingPathComponent("latin1.yaml")
  // "screen: x\ntitle: é" in Latin-1: the error points at the é (issue 14: every error located).
  try Data(Array("screen: x\ntitle: ".utf8) + [0xE9, 0x0A]).write(to: latin1)
  #expect(
    throws: SceneErrors(errors: [
      SceneError(
        file: latin1.path, location: SourceLocation(line: 2, column: 8),
        message:
          "the file is not UTF-8 text: byte 0xE9 here is not part of a UTF-8 character (save the file as UTF-8)"
      )
    ])
  ) {
    try SceneParser.load(path: latin1.path)
  }
}

// MARK: Limits

/// `count` views, each the only subview of the one before, as JSON.
private func nestedScene(depth: Int) -> String {
  var text = #"{"window": {"subviews": ["#
  for i in 1...depth { text += #"{"id": "v\#(i)", "frame": [0, 0, 1, 1], "subviews": ["# }
  text += String(repeating: "]}", count: depth)
  return text + "]}}"
}

@Test func tenThousandDeepIsAnErrorNotACrash() {
  let found = errors(nestedScene(depth: 10_000))
  #expect(found.count == 1)
  #expect(
    found.first?.contains("the limit is 1000 nested views or controllers") == true, "\(found)")
  #expect(found.first?.hasPrefix("1:") == true)
}

@Test func deeperThanTheLimit() {
  let found = errors(nestedScene(depth: 1500))
  #expect(found.count == 1)
  // View 1001 is the first too deep: `{"id"` of the 1001st view.
  let column =
    #"{"window": {"subviews": ["#.count + 1000
    * #"{"id": "v1", "frame": [0, 0, 1, 1], "subviews": ["#.count
    + (1...1000).map { String($0).count - 1 }.reduce(0, +) + 1
  #expect(found == ["1:\(column): the scene nests views 1500 deep; the limit is 1000"])
}

@Test func atTheDepthLimit() throws {
  let doc = try parse(nestedScene(depth: SceneParser.maxDepth))
  var depth = 0
  var level = doc.window.subviews
  while let v = level.first {
    depth += 1
    level = v.subviews
  }
  #expect(depth == SceneParser.maxDepth)
}

@Test func deepControllerChainsAreLimitedToo() {
  var text = "{\"window\": {\"rootViewController\": "
  for i in 1...1100 { text += "{\"id\": \"c\(i)\", \"presentedViewController\": " }
  text += "{\"id\": \"last\"}" + String(repeating: "}", count: 1100) + "}}"
  let found = errors(text)
  #expect(found.count == 1)
  #expect(
    found.first?.hasSuffix("the scene nests controllers 1101 deep; the limit is 1000") == true,
    "\(found)")
}

/// `count` sibling views in the window, as JSON.
private func flatScene(views count: Int) -> String {
  var text = #"{"window": {"subviews": ["#
  text.reserveCapacity(count * 48)
  for i in 0..<count {
    if i > 0 { text += ",\n" }
    text += #"{"id": "v\#(i)", "frame": [\#(i % 300), 1, 2, 3]}"#
  }
  return text + "]}}"
}

/// The limit itself parses (its speed is the benchmark's business, not a timed test's: a busy
/// machine made this one fail).
@Test func aHundredThousandViews() throws {
  let doc = try parse(flatScene(views: SceneParser.maxViews))
  #expect(doc.window.subviews.count == SceneParser.maxViews)
  #expect(doc.window.subviews.last?.id == "v99999")
}

@Test func moreViewsThanTheLimit() {
  let found = errors(flatScene(views: SceneParser.maxViews + 1))
  #expect(found == ["100001:1: the scene has more than 100000 views; the limit is 100000"])
}
