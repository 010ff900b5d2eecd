import Testing
import TouchTraceEngine
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

/// Menus (issue 33, item 5): UIContextMenuInteraction and UIButton.menu, each rule from its source
/// (UIContextMenuInteraction.swift, UIMenu.swift).
@Suite struct ContextMenuTests {
  /// A 300×60 card with a context menu at y 100 on a 375×667 screen: its menu opens below it, at
  /// y 168 (8 pt gap), rows of 44 pt: Share 168–212, Delete 212–256.
  static func card(_ extra: String = "", touches: String) -> String {
    """
    \(SceneSkeleton.controllerView("ViewController"))
            - id: card
              frame: [20, 100, 300, 60]
              contextMenu:
                children: [{title: Share}, {title: Delete, attributes: [destructive]}]
    \(extra)
    touches:
    \(touches)
    """
  }

  func lines(_ yaml: String) throws -> [String] {
    try withoutHitTesting(tracedRun(yaml).1)
  }

  /// UIKitCore's `_UILongPressClickInteractionDriver`: clickDownDuration 0.4 s on a phone; its
  /// `prefersCancelsTouchesInView` YES: the view's touches are cancelled as the menu opens.
  @Test func aPressOfClickDownDurationOpensTheMenuAndCancelsTheViewsTouches() throws {
    let log = try lines(Self.card(touches: "  - press: {at: [100, 130], duration: 0.5}"))
    #expect(
      log.filter { $0.hasPrefix("card") } == [
        "card.contextMenuInteraction touchesBegan touch 1", "card touchesBegan touch 1",
        "card.contextMenuInteraction began", "card touchesCancelled touch 1",
        "card.contextMenuInteraction willDisplayMenu",
        "card.contextMenuInteraction touchesEnded touch 1", "card.contextMenuInteraction ended",
      ])
    let trace = try tracedRun(Self.card(touches: "  - press: {at: [100, 130], duration: 0.5}")).0
    #expect(
      trace.object("card.contextMenuInteraction")?.class
        == "_UITouchDurationObservingGestureRecognizer")
    #expect(trace.object("card.contextMenu")?.class == "_UIContextMenuContainerView")
    #expect(trace.object("card.contextMenu.action1")?.actionStyle == "destructive")
  }

  /// Shorter than clickDownDuration, the press is no press: the view hears the touch end.
  @Test func aShorterPressOpensNothing() throws {
    let log = try lines(Self.card(touches: "  - press: {at: [100, 130], duration: 0.3}"))
    #expect(!log.contains("card.contextMenuInteraction willDisplayMenu"))
    #expect(log.contains("card touchesEnded touch 1"))
  }

  /// A row's tap calls its action's handler and closes the menu (Apple, UIAction's handler).
  @Test func aTapOnARowCallsItsHandlerAndClosesTheMenu() throws {
    let log = try lines(
      Self.card(touches: "  - press: {at: [100, 130], duration: 0.5}\n  - tap: [100, 230]"))
    #expect(
      Array(log.suffix(2)) == [
        "card.contextMenuInteraction handler Delete", "card.contextMenuInteraction dismissMenu",
      ])
  }

  /// A tap outside closes the menu and reaches no view of the app: the container covers the
  /// window, so the root view hears nothing of it.
  @Test func aTapOutsideClosesTheMenuWithoutReachingTheApp() throws {
    let log = try lines(
      Self.card(touches: "  - press: {at: [100, 130], duration: 0.5}\n  - tap: [100, 500]"))
    #expect(log.last == "card.contextMenuInteraction dismissMenu")
    #expect(!log.contains("root touchesBegan touch 2"))
    #expect(log.contains("card.contextMenu.dismissTap recognized"))
  }

  /// A finger that moves first fails the press (allowableMovement): no menu.
  @Test func aDragFailsThePress() throws {
    let log = try lines(
      Self.card(touches: "  - drag: {from: [100, 130], to: [200, 130], duration: 0.6}"))
    #expect(log.contains("card.contextMenuInteraction failed"))
    #expect(!log.contains("card.contextMenuInteraction willDisplayMenu"))
  }

  static let buttons = """
    \(SceneSkeleton.controllerView("ViewController"))
            - id: sort
              class: UIButton
              frame: [20, 100, 100, 44]
              menu: {children: [{title: Name}, {title: Date}]}
              showsMenuAsPrimaryAction: true
              actions: [{event: touchUpInside, target: ViewController, action: sortTapped}]
            - id: share
              class: UIButton
              frame: [200, 100, 100, 44]
              menu: {children: [{title: Copy}]}
              actions: [{event: touchUpInside, target: ViewController, action: shareTapped}]
    touches:
    """

  /// Apple, showsMenuAsPrimaryAction / changesSelectionAsPrimaryAction: "The button presents the
  /// menu on touch": at touch down; no touchUpInside follows.
  @Test func aPrimaryActionMenuOpensOnTouchDown() throws {
    let log = try lines(Self.buttons + "\n  - tap: [70, 122]")
    #expect(
      log == [
        "sort touchesBegan touch 1", "sort touchDown", "sort touchCancel",
        "sort.contextMenuInteraction willDisplayMenu", "sort touchesEnded touch 1",
      ])
  }

  /// Apple, changesSelectionAsPrimaryAction: without showsMenuAsPrimaryAction "The menu
  /// functions as a contextual menu, which appears after a long press"; a tap is the button's.
  @Test func otherwiseATapIsTheButtonsAndAPressOpensTheMenu() throws {
    let tap = try lines(Self.buttons + "\n  - tap: [250, 122]")
    #expect(tap.contains("ViewController shareTapped from share"))
    #expect(!tap.contains("share.contextMenuInteraction willDisplayMenu"))
    let press = try lines(Self.buttons + "\n  - press: {at: [250, 122], duration: 0.5}")
    #expect(press.contains("share touchCancel"))
    #expect(press.contains("share.contextMenuInteraction willDisplayMenu"))
    #expect(!press.contains("ViewController shareTapped from share"))
  }

  @Test func showsMenuAsPrimaryActionNeedsAMenu() {
    let errors = controlErrors(
      Self.buttons.replacingOccurrences(
        of: "menu: {children: [{title: Name}, {title: Date}]}", with: "title: Sort"))
    #expect(errors.contains { $0.contains("'showsMenuAsPrimaryAction' needs the button's 'menu'") })
  }

  @Test func aMenuNeedsItsChildren() {
    let errors = controlErrors(
      Self.card(touches: "  - tap: [1, 1]").replacingOccurrences(
        of: "children: [{title: Share}, {title: Delete, attributes: [destructive]}]",
        with: "title: Photo"))
    #expect(errors.contains { $0.contains("needs its 'children'") })
  }

  @Test func aMenuIsOnlyForAButtonAndAContextMenuForAnyView() {
    let errors = controlErrors(
      Self.card(touches: "  - tap: [1, 1]").replacingOccurrences(
        of: "contextMenu:", with: "menu:"))
    #expect(errors.contains { $0.contains("'menu' is only for a UIButton") })
  }
}
