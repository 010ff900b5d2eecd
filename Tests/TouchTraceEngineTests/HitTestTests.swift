import Foundation
import Testing
import TouchTraceTrace

@testable import TouchTraceEngine

/// Hit-testing, as Apple's `hitTest(_:with:)` documents it and the seeds' logs show it.
@Suite struct HitTestTests {
  let pass = [
    "yellowColorView hitTest", "yellowColorView pointInside", "ligthGrayColorView hitTest",
    "ligthGrayColorView pointInside", "blueColorView hitTest", "blueColorView pointInside",
    "redColorView hitTest", "redColorView pointInside",
  ]

  /// Seed 000, 例子1: tapping the red view; the whole pass is logged twice, then the chain.
  @Test func seed000TapRedLogsBothPassesThenTheChain() {
    let app = TestApp(controllerID: "EOCTouchEventViewCtrl", build: seed000)
    let log = app.log(only: seed000IDs) { $0.tap(at: CGPoint(x: 100, y: 150)) }
    #expect(
      log == pass + pass + [
        "redColorView touchesBegan", "ligthGrayColorView touchesBegan",
        "EOCTouchEventViewCtrl touchesBegan",
        "redColorView touchesEnded", "ligthGrayColorView touchesEnded",
        "EOCTouchEventViewCtrl touchesEnded",
      ])
  }

  /// Seed 000, 例子2: inside gray but in neither child: gray is the hit-test view.
  @Test func seed000TapGrayReturnsTheParent() {
    let app = TestApp(controllerID: "EOCTouchEventViewCtrl", build: seed000)
    let log = app.log(only: seed000IDs) { $0.tap(at: CGPoint(x: 250, y: 150)) }
    #expect(
      log == pass + pass + [
        "ligthGrayColorView touchesBegan", "EOCTouchEventViewCtrl touchesBegan",
        "ligthGrayColorView touchesEnded", "EOCTouchEventViewCtrl touchesEnded",
      ])
  }

  /// Seed 000, 例子3: the frontmost sibling is asked first and, when it says YES, the others never are.
  @Test func seed000TapYellowStopsAtTheFrontmostSibling() {
    let app = TestApp(controllerID: "EOCTouchEventViewCtrl", build: seed000)
    let log = app.log(only: seed000IDs) { $0.tap(at: CGPoint(x: 100, y: 400)) }
    let yellow = ["yellowColorView hitTest", "yellowColorView pointInside"]
    #expect(
      log == yellow + yellow + [
        "yellowColorView touchesBegan", "EOCTouchEventViewCtrl touchesBegan",
        "yellowColorView touchesEnded",
        "EOCTouchEventViewCtrl touchesEnded",
      ])
  }

  /// Seed 000, 2: the blue view's `pointInside` always says YES, so a tap on red goes to blue.
  @Test func pointInsideAlwaysYesWinsBeforeLaterSiblings() {
    let app = TestApp(controllerID: "EOCTouchEventViewCtrl", build: seed000)
    app.root.find("blueColorView")?.pointInsideOverride = .always
    let trace = app.run { $0.tap(at: CGPoint(x: 100, y: 150)) }
    #expect(trace.touches.first?.view == "blueColorView")
    #expect(!EventLog.lines(of: trace).contains { $0.hasPrefix("redColorView") })
  }

  /// Apple: hidden, user interaction off, or alpha less than 0.01: `hitTest` returns nil without
  /// calling `point(inside:)` and without visiting the subtree.
  @Test(arguments: ["hidden", "userInteraction", "alpha"])
  func skippedViewsAreCalledButNotAsked(reason: String) {
    let app = TestApp { root in
      view("under", 0, 0, 300, 300, in: root)
      let top = view("top", 0, 0, 200, 200, in: root)
      view("child", 0, 0, 100, 100, in: top)
      switch reason {
      case "hidden": top.isHidden = true
      case "userInteraction": top.isUserInteractionEnabled = false
      default: top.alpha = 0.009
      }
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 50, y: 50)) }
    let lines = EventLog.lines(of: trace).map {
      $0.split(separator: " ").prefix(2).joined(separator: " ")
    }
    #expect(lines.filter { $0.hasPrefix("top ") } == ["top hitTest", "top hitTest"])
    #expect(!lines.contains { $0.hasPrefix("child") })
    #expect(trace.touches.first?.view == "under")
    let returns = trace.events.filter { $0.kind == .hitTestReturn && $0.object == "top" }
    #expect(returns.map(\.reason) == [reason, reason])
  }

  /// Apple says "less than 0.01": a view at exactly 0.01 is still hit (seed 000's "小于等于" guesses otherwise).
  @Test func alphaOfExactlyOneHundredthIsHit() {
    let app = TestApp { root in view("faint", 0, 0, 100, 100, in: root).alpha = 0.01 }
    #expect(app.run { $0.tap(at: CGPoint(x: 10, y: 10)) }.touches.first?.view == "faint")
  }

  /// UILabel and UIImageView start with user interaction off (Apple), so taps fall through them.
  @Test func labelsAndImageViewsAreSkippedByDefault() {
    let app = TestApp { root in
      let back = view("back", 0, 0, 200, 200, in: root)
      back.addSubview(UIImageView(id: "image", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
      back.addSubview(UILabel(id: "label", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 10, y: 10)) }
    #expect(trace.touches.first?.view == "back")
    #expect(
      trace.events.filter { $0.kind == .hitTestReturn && $0.reason == "userInteraction" }.map(
        \.object)
        == ["label", "image", "label", "image"])
  }

  /// Seed 000 / seed 001: a subview sticking out of its superview cannot be tapped outside the
  /// superview's bounds, because the superview's `point(inside:)` says NO first.
  @Test func outsideTheSuperviewNothingReachesTheSubview() {
    let app = TestApp { root in
      let red = view("redView", 200, 200, 100, 100, in: root)
      red.addSubview(UIButton(id: "btn", frame: CGRect(x: 85, y: 85, width: 30, height: 30)))
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 310, y: 310)) }
    #expect(trace.touches.first?.view == "rootView")
    #expect(!trace.events.contains { $0.object == "btn" })
  }

  /// Seed 000's first fix: the red view's `pointInside` returns YES, so its button is reached.
  @Test func theFirstFixMakesTheButtonReachable() {
    let app = TestApp { root in
      let red = view("redView", 200, 200, 100, 100, in: root)
      red.pointInsideOverride = .always
      red.addSubview(UIButton(id: "btn", frame: CGRect(x: 85, y: 85, width: 30, height: 30)))
    }
    #expect(app.run { $0.tap(at: CGPoint(x: 310, y: 310)) }.touches.first?.view == "btn")
  }

  /// Seed 000's enlarged button: a 10×10 button whose `pointInside` accepts (-15, -15, 40, 40).
  @Test func anEnlargedHitAreaAcceptsPointsAroundTheFrame() {
    let app = TestApp { root in
      let b = UIButton(id: "btn", frame: CGRect(x: 100, y: 100, width: 10, height: 10))
      b.pointInsideOverride = .expand(top: 15, left: 15, bottom: 15, right: 15)
      root.addSubview(b)
    }
    #expect(app.run { $0.tap(at: CGPoint(x: 90, y: 90)) }.touches.first?.view == "btn")
    #expect(app.run { $0.tap(at: CGPoint(x: 124, y: 124)) }.touches.first?.view == "btn")
    #expect(app.run { $0.tap(at: CGPoint(x: 80, y: 80)) }.touches.first?.view == "rootView")
    let area = app.run { _ in }.object("btn")?.hitArea
    #expect(area?.rect == Rect(-15, -15, 40, 40))
    #expect(area?.windowCorners?.first == Point(85, 85))
  }

  /// Seed 001, "hitTest Hacking the responder chain": topView returns underButton when the point is
  /// inside it, although a scroll view covers it; super's pass runs first.
  @Test func preferOverrideReturnsTheCoveredButton() {
    let app = TestApp { root in
      let top = view("topView", 0, 100, 375, 300, in: root)
      let button = UIButton(id: "underButton", frame: CGRect(x: 20, y: 20, width: 120, height: 44))
      top.addSubview(button)
      top.addSubview(
        UIScrollView(id: "scrollView", frame: CGRect(x: 0, y: 0, width: 375, height: 300)))
      top.hitTestPreferredView = button
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 60, y: 140)) }
    #expect(trace.touches.first?.view == "underButton")
    let firstPass = EventLog.lines(of: trace).prefix(10).map {
      $0.split(separator: " ").prefix(2).joined(separator: " ")
    }
    #expect(
      Array(firstPass.drop { !$0.hasPrefix("topView") }.prefix(6)) == [
        "topView hitTest", "topView pointInside", "scrollView hitTest", "scrollView pointInside",
        "underButton pointInside", "UIWindow hitTest",
      ])
  }

  /// Points are converted into each view's space: the bounds origin (a scroll view's
  /// `contentOffset`) shifts the content.
  @Test func boundsOriginShiftsTheSubviews() {
    let app = TestApp { root in
      let scroll = UIScrollView(id: "scroll", frame: CGRect(x: 0, y: 0, width: 375, height: 300))
      scroll.contentOffset = CGPoint(x: 0, y: 200)
      root.addSubview(scroll)
      view("row", 0, 250, 375, 50, in: scroll)
    }
    let trace = app.run { $0.tap(at: CGPoint(x: 10, y: 60)) }
    #expect(trace.touches.first?.view == "row")
    #expect(
      trace.events.first { $0.kind == .pointInside && $0.object == "row" }?.location
        == Point(10, 10))
  }

  /// A transform applies about the centre: a 45° rotated square's corner region is outside,
  /// a point that only the rotated shape covers is inside.
  @Test func rotationIsHonoured() {
    let app = TestApp { root in
      let v = UIView(id: "diamond")
      v.center = CGPoint(x: 200, y: 200)
      v.bounds.size = CGSize(width: 100, height: 100)
      v.transform = CGAffineTransform(scaleX: 1, y: 1, rotation: .pi / 4, translationX: 0, y: 0)
      root.addSubview(v)
    }
    #expect(app.run { $0.tap(at: CGPoint(x: 155, y: 155)) }.touches.first?.view == "rootView")
    #expect(app.run { $0.tap(at: CGPoint(x: 200, y: 265)) }.touches.first?.view == "diamond")
    #expect(app.run { _ in }.object("diamond")?.windowCorners?.count == 4)
  }

  /// Scale and translation, about the centre.
  @Test func scaleAndTranslationAreHonoured() {
    let app = TestApp { root in
      let v = view("small", 100, 100, 100, 100, in: root)
      v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5, rotation: 0, translationX: 100, y: 0)
    }
    // Scaled about its centre (150, 150) to 50×50, then moved 100 right: (225…275, 125…175).
    #expect(app.run { $0.tap(at: CGPoint(x: 230, y: 130)) }.touches.first?.view == "small")
    #expect(app.run { $0.tap(at: CGPoint(x: 110, y: 110)) }.touches.first?.view == "rootView")
    #expect(app.run { _ in }.object("small")?.windowFrame == Rect(225, 125, 50, 50))
  }

  /// The bounds are half-open, like CGRectContainsPoint: the far edges are outside.
  @Test func farEdgesAreOutside() {
    let app = TestApp { root in view("box", 0, 0, 100, 100, in: root) }
    #expect(app.run { $0.tap(at: CGPoint(x: 100, y: 50)) }.touches.first?.view == "rootView")
    #expect(app.run { $0.tap(at: CGPoint(x: 0, y: 0)) }.touches.first?.view == "box")
  }
}
