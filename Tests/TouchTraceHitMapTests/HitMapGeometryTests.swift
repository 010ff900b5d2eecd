import Foundation
import Testing
import TouchTraceEngine
import TouchTraceHitMap
import TouchTraceTestSupport
import TouchTraceTrace

/// Region areas and findings against geometry worked out by hand, one case of the issue each.
@Suite struct HitMapGeometryTests {
  /// Seed 000, 三.2: a button sticking out of a superview that does not clip. Its right half
  /// (x 300–315) lies outside redView, whose pointInside says NO there, so root gets it.
  @Test func aButtonHalfOutsideItsSuperview() throws {
    let map = try hitMap(
      SceneSkeleton.rootView(
        """
                - id: redView
                  frame: [200, 100, 100, 100]
                  subviews:
                    - {id: btn, class: UIButton, frame: [85, 25, 30, 50]}
        """, screen: (400, 400)))
    #expect(map.region("btn")?.rects == [Rect(285, 125, 15, 50)])
    #expect(map.region("btn")?.area == 750)
    #expect(map.region("redView")?.area == Double(100 * 100 - 750))
    #expect(map.region("rootView")?.area == Double(400 * 400 - 100 * 100))
    #expect(map.region(nil) == nil)
    let btn = try #require(map.view("btn"))
    #expect(btn.frameArea == 1500)
    #expect(btn.reachableArea == 750)
    #expect(btn.reachedFrameArea == 750)
    #expect(btn.takenBy == ["rootView": 750])
    #expect(map.view("redView")?.reachableArea == 10000)
    #expect(
      map.findings == [
        "likely bug: btn: 50% of its frame reaches it; the right 50% lies outside redView, which does not clip, and goes to rootView",
        "check: btn: 30×50 pt, smaller than the 44×44 pt minimum target of Apple's Human Interface Guidelines; grow it, or its point(inside:)",
      ])
  }

  /// A transparent overlay added after the button covers its bottom strip (y 70–90).
  @Test func aTransparentOverlayOverAStrip() throws {
    let map = try hitMap(
      SceneSkeleton.rootView(
        """
                - {id: btn, class: UIButton, frame: [50, 50, 100, 40]}
                - {id: overlay, frame: [50, 70, 100, 20], backgroundColor: "#00000000"}
        """))
    #expect(map.region("btn")?.rects == [Rect(50, 50, 100, 20)])
    #expect(map.region("overlay")?.area == 2000)
    #expect(map.view("btn")?.takenBy == ["overlay": 2000])
    // A clear view takes the strip: a likely bug, ranked first (issue 36).
    #expect(
      map.findings.first
        == "likely bug: btn: 50% of its frame reaches it; the bottom 50% is covered by overlay")
  }

  /// A label (user interaction off, UILabel's default), a hidden view and an alpha-0.005 view in
  /// front of a button block nothing: hitTest skips them (Apple, hitTest(_:with:)).
  @Test func viewsThatDoNotBlock() throws {
    let map = try hitMap(
      SceneSkeleton.rootView(
        """
                - {id: btn, class: UIButton, frame: [50, 50, 100, 40]}
                - {id: label, class: UILabel, frame: [50, 50, 100, 40]}
                - {id: hiddenView, frame: [50, 50, 50, 40], isHidden: true}
                - {id: faintView, frame: [100, 50, 50, 40], alpha: 0.005}
        """))
    #expect(map.region("btn")?.rects == [Rect(50, 50, 100, 40)])
    for id in ["label", "hiddenView", "faintView"] {
      #expect(map.region(id) == nil)
      #expect(map.view(id)?.reachableArea == 0)
    }
    #expect(map.view("label")?.frameArea == 4000)
    #expect(map.view("label")?.takenBy == ["btn": 4000])
    #expect(lostPoints(map).isEmpty)
  }

  /// Seed 000's enlarged button: 10 × 10, grown by 15 pt on every side to 40 × 40 — but its
  /// superview's bounds (x, y 50–115) cut the grown area to 85–115: 30 × 30.
  @Test func anEnlargedHitAreaCutByTheSuperview() throws {
    let map = try hitMap(
      SceneSkeleton.rootView(
        """
                - id: box
                  frame: [50, 50, 65, 65]
                  subviews:
                    - {id: btn, class: UIButton, frame: [50, 50, 10, 10], overrides: {pointInside: {expand: 15}}}
        """))
    #expect(map.region("btn")?.rects == [Rect(85, 85, 30, 30)])
    #expect(map.view("btn")?.frameArea == 100)
    #expect(map.view("btn")?.reachableArea == 900)
    #expect(lostPoints(map).isEmpty)
    // Grown to 40 × 40 (then cut to 30 × 30), it is still under Apple's 44 × 44 pt.
    #expect(map.findings.contains { $0.hasPrefix("check: btn: 10×10 pt, smaller than the 44×44") })
  }

  /// A 40 × 40 button turned 45° about (100, 100): a diamond |dx| + |dy| < 20√2, counted cell
  /// by cell (its edges are not on the grid).
  @Test func aRotatedView() throws {
    let yaml = SceneSkeleton.rootView(
      """
              - {id: btn, class: UIButton, center: [100, 100], size: [40, 40], transform: {rotation: 45}}
      """)
    let map = try hitMap(yaml)
    let diamond = cellArea(step: 0.5, side: 200) { x, y in
      abs(x - 100) + abs(y - 100) < 20 * 2.0.squareRoot()
    }
    #expect(abs(diamond - 1600) < 16)
    #expect(map.region("btn")?.area == diamond)
    #expect(map.view("btn")?.frameArea == diamond)
    #expect(map.region("rootView")?.area == Double(200 * 200 - diamond))
    #expect(map.findings.isEmpty)
    #expect(agreesCellByCell(try hitMap(sceneApp(yaml), resolution: 1).map, try sceneApp(yaml)))
  }

  /// A scroll view scrolled down 100 pt: a button at y 150 in its content is at y 50 on screen.
  @Test func aScrollViewsOffset() throws {
    let map = try hitMap(
      SceneSkeleton.rootView(
        """
                - id: scroll
                  class: UIScrollView
                  frame: [0, 0, 200, 200]
                  contentOffset: [0, 100]
                  subviews:
                    - {id: btn, class: UIButton, frame: [20, 150, 50, 40]}
        """))
    #expect(map.region("btn")?.rects == [Rect(20, 50, 50, 40)])
    #expect(map.region("scroll")?.area == Double(200 * 200 - 2000))
  }

  /// A pass-through alert window over the main one: its own points go through to the main
  /// window; its banner takes y 60–100; the main window's button keeps y 0–50.
  @Test func aSecondAndAPassThroughWindow() throws {
    let map = try hitMap(
      """
      screen: {width: 200, height: 200}
      windows:
        - id: mainWindow
          rootViewController:
            id: ViewController
            view:
              id: rootView
              subviews:
                - {id: btn, class: UIButton, frame: [0, 0, 200, 50]}
        - id: alertWindow
          windowLevel: alert
          frame: [0, 0, 200, 100]
          overrides: {hitTest: {passThrough: true}}
          subviews:
            - {id: banner, frame: [0, 60, 200, 40]}
      """)
    #expect(map.region("btn")?.rects == [Rect(0, 0, 200, 50)])
    #expect(map.region("banner")?.rects == [Rect(0, 60, 200, 40)])
    #expect(map.region("alertWindow") == nil)
    #expect(map.region("rootView")?.area == Double(200 * 200 - 10000 - 8000))
  }

  /// A button whose frame is all covered reports it, and points no view takes are a region.
  @Test func pointsNoViewTakesAndAFullyCoveredControl() throws {
    let map = try hitMap(
      """
      screen: {width: 100, height: 100}
      window:
        isUserInteractionEnabled: false
        subviews:
          - {id: sw, class: UISwitch, frame: [10, 10, 51, 31]}
      """)
    #expect(map.regions.map(\.view) == [nil])
    #expect(map.region(nil)?.area == Double(100 * 100))
    #expect(
      map.findings == [
        "likely bug: sw: none of its frame reaches it; UIWindow has user interaction off, so its points go to no view"
      ])
  }
}

/// The findings of points lost to other views, without Apple's minimum-target ones.
func lostPoints(_ map: HitMap) -> [String] {
  map.findings.filter { !$0.contains("minimum target") }
}
