import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// Tables, collections, cells, stack views, effect views and the app's own classes (issue 9).
@Suite struct CellsAndContainersTests {
  let table = """
    \(SceneSkeleton.controllerView("ListViewController"))
            - id: list
              class: UITableView
              frame: [0, 0, 375, 667]
              delegate: ListViewController
              subviews:
                - {id: row0, class: UITableViewCell, subviews: [{id: title0, class: UILabel, frame: [16, 0, 200, 44]}]}
                - {id: row1, class: UITableViewCell, size: [375, 60]}
                - id: row2
                  class: UITableViewCell
                  subviews: [{id: toggle, class: UISwitch, frame: [300, 6, 51, 31]}]
    """

  /// UIKit's cells: the generated contentView (`CELL.contentView`) holds the cell's subviews; rows
  /// are `tableRowHeight` tall one under another unless given; indexPath defaults to
  /// [0, the cell's index].
  @Test func tableRowsAndContentViews() throws {
    let trace = try controlTrace(table + "\ntouches: []")
    #expect(trace.object("row0.contentView")?.subviews == ["title0"])
    #expect(trace.object("row0.contentView")?.generated == true)
    #expect(trace.object("title0")?.superview == "row0.contentView")
    #expect(trace.object("row0")?.frame == Rect(0, 0, 375, 44))
    #expect(trace.object("row1")?.frame == Rect(0, 44, 375, 60))
    #expect(trace.object("row2")?.frame == Rect(0, 104, 375, 44))
    #expect(trace.object("row2")?.indexPath == [0, 2])
    #expect(trace.object("list")?.contentSize == Size(375, 148))
  }

  /// A tap on a row that ends without scrolling selects it: highlighted while the finger is down
  /// (after the scroll view's content-touch delay, or at touch up for a quick tap), then the
  /// delegate gets didSelectRowAt after the touch ends. A tap on a control in a cell selects
  /// nothing: the control keeps the touch (UIControl does not pass touches up the chain).
  @Test func aTapSelectsARowUnlessAControlTakesIt() throws {
    let trace = try controlTrace(
      table + "\ntouches:\n  - press: {at: [100, 70], duration: 0.3}\n  - tap: [320, 125]")
    let log = EventLog.lines(of: trace)
    #expect(log.filter { $0.contains("didSelect") } == ["ListViewController didSelectRowAt [0, 1]"])
    let highlights = trace.events.filter { $0.kind == .highlight && $0.object == "row1" }
    #expect(highlights.map(\.highlighted) == [true, false])
    // Held back by the content-touch delay: the highlight comes 0.15 s after the finger.
    let down = trace.touches[0].samples[0].time
    #expect(abs(highlights[0].time - down - TouchConstants.standard.contentTouchDelay) < 1e-6)
    let select = try #require(trace.events.first { $0.kind == .select })
    #expect(select.time >= trace.touches[0].samples.last!.time)
    #expect(log.contains("toggle valueChanged"))
  }

  /// A drag that scrolls the table cancels the cell's touch: no selection.
  @Test func aScrollSelectsNothing() throws {
    let trace = try controlTrace(
      table.replacingOccurrences(
        of: "delegate: ListViewController",
        with: "delegate: ListViewController\n          contentSize: [375, 2000]")
        + "\ntouches:\n  - drag: {from: [100, 300], to: [100, 100], duration: 0.2}")
    #expect(!trace.events.contains { $0.kind == .select })
  }

  /// UICollectionView: a flow of 50×50 items 10 pt apart (UICollectionViewFlowLayout's
  /// documented defaults); the delegate gets didSelectItemAt.
  @Test func collectionItemsFlowAndSelect() throws {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - id: grid
            class: UICollectionView
            frame: [0, 0, 170, 400]
            delegate: AppDelegate
            subviews:
              - {id: a, class: UICollectionViewCell}
              - {id: b, class: UICollectionViewCell}
              - {id: c, class: UICollectionViewCell}
              - {id: d, class: UICollectionViewCell, indexPath: [1, 0]}
      touches:
        - tap: [20, 80]
      """)
    #expect(trace.object("c")?.frame == Rect(120, 0, 50, 50))
    #expect(trace.object("d")?.frame == Rect(0, 60, 50, 50))
    #expect(EventLog.lines(of: trace).contains("AppDelegate didSelectItemAt [1, 0]"))
  }

  /// UIStackView lays out its subviews along the axis: fillEqually, and fill with a switch's
  /// intrinsic 51×31 size and the rest to the view without a size; alignment center.
  @Test func stackViewsLayOutTheirSubviews() throws {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - id: bar
            class: UIStackView
            frame: [0, 0, 300, 44]
            distribution: fillEqually
            spacing: 10
            subviews: [{id: a, class: UIButton}, {id: b, class: UIButton}, {id: c, class: UIButton}]
          - id: row
            class: UIStackView
            frame: [0, 100, 300, 44]
            alignment: center
            spacing: 8
            subviews: [{id: label, class: UILabel, size: [100, 20]}, {id: filler}, {id: s, class: UISwitch}]
          - id: column
            class: UIStackView
            axis: vertical
            frame: [0, 200, 100, 300]
            distribution: equalSpacing
            subviews: [{id: x, size: [100, 50]}, {id: y, size: [100, 50]}]
      touches: []
      """)
    let b = try #require(trace.object("b")?.frame)
    #expect(abs(b.x - 103.333) < 0.001 && abs(b.width - 93.333) < 0.001 && b.height == 44)
    #expect(trace.object("label")?.frame == Rect(0, 12, 100, 20))
    // No size of its own across the axis: it fills the stack's height.
    #expect(trace.object("filler")?.frame == Rect(108, 0, 133, 44))
    #expect(trace.object("s")?.frame == Rect(249, 6.5, 51, 31))
    #expect(trace.object("y")?.frame == Rect(0, 250, 100, 50))
    #expect(trace.object("row")?.axis == "horizontal")
    #expect(trace.object("column")?.distribution == "equalSpacing")
  }

  /// UIVisualEffectView: its subviews go in the contentView UIKit makes (`ID.contentView`).
  @Test func effectViewContentView() throws {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - {id: blur, class: UIVisualEffectView, frame: [0, 0, 200, 100], subviews: [{id: b, class: UIButton, frame: [10, 10, 50, 30]}]}
      touches:
        - tap: [20, 20]
      """)
    #expect(trace.object("blur.contentView")?.superview == "blur")
    #expect(trace.touches[0].responderChain.prefix(3) == ["b", "blur.contentView", "blur"])
  }

  /// An app's own class behaves as its baseClass (default UIView) and shows its own name.
  @Test func customClassesBehaveAsTheirBase() throws {
    let trace = try controlTrace(
      """
      window:
        subviews:
          - {id: shiny, class: ShinyButton, baseClass: UIButton, frame: [0, 0, 100, 44], title: Go}
          - {id: card, class: CardView, frame: [0, 100, 100, 44]}
      touches:
        - tap: [20, 20]
      """)
    #expect(trace.object("shiny")?.class == "ShinyButton")
    #expect(trace.object("shiny")?.baseClass == "UIButton")
    #expect(trace.object("shiny")?.title == "Go")
    #expect(trace.object("card")?.baseClass == "UIView")
    #expect(EventLog.lines(of: trace).contains("shiny touchUpInside"))
  }
}

/// Apple, UITabBarController: a tap on a tab's button shows that tab's root view: the old view
/// leaves the window and the new one takes its place (`hierarchy`), and `selectedIndex` changes.
@Test func aTabBarButtonSwitchesTabs() throws {
  let trace = try controlTrace(
    """
    window:
      rootViewController:
        id: tabs
        class: UITabBarController
        viewControllers:
          - {id: first, title: Albums, view: {id: firstView}}
          - {id: second, view: {id: secondView}}
    touches:
      - tap: [280, 640]
    """)
  #expect(trace.object("tabs.tabBar.item1")?.frame == Rect(187.5, 0, 187.5, 49))
  // Apple (UIViewController.title): a tab bar button shows its tab's controller's title.
  #expect(trace.object("tabs.tabBar.item0")?.title == "Albums")
  #expect(trace.object("tabs.tabBar.item1")?.title == nil)
  let moves = trace.events.filter { $0.kind == .hierarchy }
  #expect(moves.map(\.object) == ["firstView", "secondView"])
  #expect(moves.map(\.superview) == [nil, "tabs.wrapperView"])
  let change = try #require(trace.events.first { $0.kind == .valueChange })
  #expect(change.object == "tabs" && change.property == "selectedIndex" && change.value == 1)
}
