import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// Layout the device does and the engine did not (issue 31, items 10, 12 and 14): a stack view
/// leaves its hidden arranged subviews out, a table whose rows fit still bounces, and a
/// navigation controller presented as a sheet lays its views out.
@Suite struct StackTableAndSheetLayoutTests {
  func run(_ yaml: String) throws -> (Trace, [String]) { try tracedRun(yaml) }

  func calls(_ log: [String]) -> [String] {
    withoutHitTesting(log)
  }

  /// Three buttons in a 300 pt fillEqually stack 10 pt apart; `b` hidden when `hidden`.
  func stack(hidden: Bool = false, touches: String) -> String {
    """
    window:
      rootViewController:
        id: vc
        view:
          id: root
          logs: false
          subviews:
            - id: bar
              class: UIStackView
              frame: [0, 100, 300, 44]
              distribution: fillEqually
              spacing: 10
              logs: false
              subviews:
                - {id: a, class: UIButton}
                - {id: b, class: UIButton, isHidden: \(hidden)}
                - {id: c, class: UIButton}
    touches:
    \(touches)
    """
  }

  /// Apple, UIStackView: a hidden arranged subview "no longer contributes to the layout"; the
  /// others share the space (two of 145 pt, 10 pt apart, rather than three of 93.3). The hidden
  /// one collapses to zero width where it stands (the device's `'UISV-hiding' … (0)` print).
  @Test func aHiddenArrangedSubviewTakesNoSpace() throws {
    let (trace, _) = try run(stack(hidden: true, touches: "  - wait: 0.1"))
    #expect(trace.object("a")?.frame == Rect(0, 0, 145, 44))
    #expect(trace.object("b")?.frame == Rect(155, 0, 0, 44))
    #expect(trace.object("c")?.frame == Rect(155, 0, 145, 44))
  }

  /// Apple, UIStackView: it "automatically updates its layout … whenever one of the arranged
  /// subviews's isHidden property changes": a `set` step mid-scene moves `c` under the point
  /// that was `b`'s, and the change event carries the siblings' new frames; shown again, the
  /// three share the width as before.
  @Test func hidingMidSceneLaysTheStackOutAgain() throws {
    let touches = """
        - tap: [150, 122]
        - set: {id: b, isHidden: true}
        - tap: [200, 122]
        - set: {id: b, isHidden: false}
        - tap: [150, 122]
      """
    let (trace, log) = try run(stack(touches: touches))
    #expect(
      calls(log).filter { $0.hasSuffix("touchUpInside") } == [
        "b touchUpInside", "c touchUpInside", "b touchUpInside",
      ])
    let hide = try #require(trace.events.first { $0.method == "set" })
    #expect(hide.objects?.first { $0.id == "c" }?.frame == Rect(155, 0, 145, 44))
    let show = try #require(trace.events.last { $0.method == "set" })
    let c = try #require(show.objects?.first { $0.id == "c" }?.frame)
    #expect(abs(c.x - 206.667) < 0.001 && abs(c.width - 93.333) < 0.001)
  }

  /// Three 44 pt rows in a 500 pt table: the rows fit. `bounce` is the table's extra keys.
  func shortTable(_ bounce: String = "", touches: String) -> String {
    """
    window:
      rootViewController:
        id: vc
        view:
          id: root
          logs: false
          subviews:
            - id: list
              class: UITableView
              frame: [0, 100, 375, 500]
              delegate: vc
              \(bounce)
              subviews:
                - {id: r0, class: UITableViewCell, logs: false}
                - {id: r1, class: UITableViewCell, logs: false}
                - {id: r2, class: UITableViewCell, logs: false}
    touches:
    \(touches)
    """
  }

  /// A table bounces vertically even when its rows fit (UIKit's table sets alwaysBounceVertical:
  /// a storyboard's stock table is saved with alwaysBounceVertical="YES", github.com/
  /// fightingwalrus/iGCS pull 159; device reports): a long vertical drag on a row drags the
  /// table past its top and springs back, and selects no row. `alwaysBounceVertical: false` on
  /// the table gives the old behaviour: the drag cannot scroll, and the row is selected.
  @Test func aTableWhoseRowsFitStillBounces() throws {
    let drag = "  - drag: {from: [187, 166], to: [187, 366], duration: 0.5}"
    let (_, log) = try run(shortTable(touches: drag))
    let lines = calls(log)
    #expect(lines.first == "list scrollViewWillBeginDragging")
    #expect(lines.contains("list scrollViewDidEndDragging"))
    #expect(lines.last == "list scrollViewDidScroll (0, 0)")
    #expect(!lines.contains { $0.contains("didSelectRowAt") })
    let (_, stiff) = try run(shortTable("alwaysBounceVertical: false", touches: drag))
    #expect(!stiff.contains { $0.contains("scrollViewWillBeginDragging") })
    #expect(stiff.contains("vc didSelectRowAt [0, 1]"))
  }

  /// A navigation controller presented as a page sheet: its views fill the sheet (not zero
  /// sized), its own transition view keeps `NAV.transitionView` and the presentation's is
  /// `NAV.presentationTransitionView`, and a tap on its content reaches it.
  @Test func aNavigationControllerInASheetGetsTouches() throws {
    let yaml = """
      window:
        rootViewController:
          id: Presenter
          view: {id: presenterView, logs: false}
          presentedViewController:
            id: sheetNav
            class: UINavigationController
            modalPresentationStyle: pageSheet
            viewControllers:
              - id: Compose
                view:
                  id: composeView
                  logs: false
                  subviews:
                    - {id: send, class: UIButton, frame: [20, 100, 335, 400],
                       actions: [{event: touchUpInside, target: Compose, action: send}]}
      touches:
        - tap: [187, 350]
      """
    let (trace, log) = try run(yaml)
    #expect(
      trace.object("UIWindow")?.subviews == [
        "presenterView", "sheetNav.presentationTransitionView",
      ]
    )
    #expect(trace.object("sheetNav.transitionView")?.class == "UINavigationTransitionView")
    let ids = trace.objects.map(\.id)
    #expect(Set(ids).count == ids.count)
    let sheet = try #require(trace.object("sheetNav.dropShadowView")?.frame)
    for id in ["sheetNav.layoutContainerView", "sheetNav.wrapperView", "composeView"] {
      let frame = try #require(trace.object(id)?.frame)
      #expect(frame.width == sheet.width && frame.height == sheet.height, "\(id)")
    }
    #expect(calls(log).contains("Compose send from send"))
  }
}
