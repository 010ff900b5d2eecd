import Foundation
import Testing
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

// MARK: The seeds' scenes

/// The seeds' scenarios are the project's own samples (`samples/seed*.yaml`, each with its expected
/// log, which SampleLogTests compares): `swift test` needs nothing beside the repository.
@Test func everySeedSampleParses() throws {
  let names = try Repo.files(in: samplesFolder, endingWith: ".yaml").filter { $0.hasPrefix("seed") }
  for name in names {
    let text = try String(contentsOf: samplesFolder.appendingPathComponent(name), encoding: .utf8)
    do {
      let doc = try SceneParser.parse(text, file: name)
      #expect(doc.window.rootViewController != nil || !doc.window.subviews.isEmpty, "\(name)")
      #expect(!doc.touches.isEmpty, "\(name)")
    } catch {
      Issue.record("\(name): \(error)")
    }
  }
  // Seeds 000 to 004 give 30 scenes today; a moved folder must not pass with none.
  #expect(names.count >= 28, "found only \(names.count) seed samples in \(samplesFolder.path)")
}

@Test func seedSampleContents() throws {
  let text = try String(
    contentsOf: samplesFolder.appendingPathComponent("seed001-hittest-prefers-button.yaml"),
    encoding: .utf8)
  let doc = try SceneParser.parse(text, file: "seed001")
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
