import Foundation
import Testing
import TouchTraceTestSupport
import TouchTraceTrace

@testable import TouchTraceScene

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
    "unknown key 'fram' in a view; did you mean 'frame'? (expected one of: id, class, frame, center, size, bounds, transform, contentOffset, contentSize, delaysContentTouches, canCancelContentTouches, isScrollEnabled, bounces, alwaysBounceVertical, alwaysBounceHorizontal, isPagingEnabled, isDirectionalLockEnabled, decelerationRate, backgroundColor, alpha, isHidden, isUserInteractionEnabled, clipsToBounds, isMultipleTouchEnabled, isExclusiveTouch, isEnabled, overrides, logs, gestureRecognizers, actions, subviews, baseClass, canBecomeFirstResponder, handles, address, title, text, placeholder, isOn, value, minimumValue, maximumValue, stepValue, autorepeat, isContinuous, wraps, segments, selectedSegmentIndex, isMomentary, numberOfPages, currentPage, progress, indexPath, delegate, allowsSelection, rowHeight, trailingSwipeActionsConfigurationForRowAt, canEditRowAt, axis, spacing, distribution, alignment, keyboardDismissMode, scrollsToTop, scrollViewShouldScrollToTop, textFieldShouldReturn, inputAccessoryView, contextMenu, menu, showsMenuAsPrimaryAction, titleForRow, selectedRow, preferredDatePickerStyle, date, showsCancelButton, allowsMultipleSelection, allowsSelectionDuringEditing, shouldHighlightRowAt, didHighlightRowAt, didUnhighlightRowAt, willSelectRowAt, willDeselectRowAt, didDeselectRowAt, endRefreshingAfter, leadingSwipeActionsConfigurationForRowAt, collectionViewLayout, trailingSwipeActionsConfigurationProvider, leadingSwipeActionsConfigurationProvider, isEditing, editingStyleForRowAt, canMoveRowAt, shouldHighlightItemAt, didHighlightItemAt, didUnhighlightItemAt, shouldSelectItemAt, shouldDeselectItemAt, didDeselectItemAt, targetIndexPathForMoveFromRowAt)"
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

@Test func reportedErrorsAreCappedWithTheRestCounted() {
  // 600 views, each with an alpha out of range: the first 500 errors, then how many more.
  let views = (0..<600).map { "    - {id: v\($0), frame: [0, 0, 1, 1], alpha: 2}" }
  let found = errors("window:\n  subviews:\n" + views.joined(separator: "\n"))
  #expect(found.count == SceneParser.maxReportedErrors + 1)
  #expect(found.first == "3:44: 'alpha' must be between 0 and 1, found 2")
  #expect(found.last == "-: and 100 more errors")
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
    \(SceneSkeleton.controllerView("VC"))
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
    "'isEnabled' is only for a UIControl, UIButton, UISwitch, UISlider, UISegmentedControl, UIStepper, UIPageControl, UITextField, UIDatePicker or UIRefreshControl; view 'a' is a UILabel"
  )
  expectError(
    "window: {subviews: [{id: a, frame: [0, 0, 1, 1], actions: []}]}", at: "1:50",
    "'actions' is only for a UIControl, UIButton, UISwitch, UISlider, UISegmentedControl, UIStepper, UIPageControl, UITextField, UIDatePicker or UIRefreshControl; view 'a' is a UIView"
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
    "'viewControllers' is only for a UINavigationController, UITabBarController or UIPageViewController; controller 'c' is a UIViewController"
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
