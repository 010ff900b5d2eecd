import Foundation

/// Numbers UIKit uses but does not document, each measured or commonly cited, all in one place
/// (and the few Apple documents, named as such). `standard` holds the documented defaults; a scene
/// overrides any of them with its `constants:` mapping, Swift code by setting
/// `UIApplication.constants`. It is a value held by each application — never global state — so
/// scenes rendered in parallel each keep their own.
public struct TouchConstants: Sendable, Equatable {
  /// The defaults below: the values this file documents.
  public static let standard = TouchConstants()
  public init() {}

  // The simulated fingers (the scene's touch steps).
  /// A tap lasts this long (finger down to up) in the scene's `tap` step.
  public var tapDuration = 0.1
  /// Taps of one `tap` step with `count` > 1 start this far apart.
  public var tapInterval = 0.2
  /// A touch that begins within this time after the last one ended, and near it, continues its
  /// tap count (`UITouch.tapCount`). Not documented; 0.35 s is the commonly measured value.
  public var multiTapInterval = 0.35
  /// …and within this distance (points) of it.
  public var multiTapDistance = 45.0
  /// Fingers of a multi-finger tap or press stand this far apart (points), side by side.
  public var fingerSpacing = 20.0
  /// Moving fingers report a new position this often (a 60 Hz display).
  public var moveInterval = 1.0 / 60

  // Gesture recognizers: the defaults of their properties, each also settable per recognizer.
  /// UILongPressGestureRecognizer: `minimumPressDuration` and `allowableMovement` (Apple).
  public var longPressDuration = 0.5
  public var longPressMovement = 10.0
  /// UITapGestureRecognizer: how far a finger may move and still tap.
  public var tapMovement = 10.0
  /// UITapGestureRecognizer: a finger held down longer than this is not a tap; the recognizer
  /// fails while it is still down. Apple documents no number. Device report: a 5 s hold on a view
  /// with a tap recognizer fails the tap, the view gets `touchesEnded` and a table row under it is
  /// selected (issue 31). 0.75 s is what decompiled UIKitCore's
  /// `-[UITapGestureRecognizer maximumSingleTapDuration]` returns (iOS 18 UIKitCore decompiled in
  /// public repositories, EthanArbuckle's `*_Restore` dumps). Range 0.1–5 s.
  public var tapMaximumDuration = 0.75
  /// UIPanGestureRecognizer: how far the touches move before the pan begins.
  public var panHysteresis = 10.0
  /// UISwipeGestureRecognizer: how far, and within how long, a swipe must go.
  public var swipeDistance = 50.0
  public var swipeDuration = 0.5
  /// UIPinchGestureRecognizer / UIRotationGestureRecognizer: the scale change and the angle
  /// (radians) before they begin.
  public var pinchScaleChange = 0.05
  public var rotationAngle = 0.1
  /// UIScrollView's `delaysContentTouches`: how long content touches are held back.
  public var contentTouchDelay = 0.15

  // The finger's speed (issue 31, item 13).
  /// UIPanGestureRecognizer's `velocity(in:)` measures over the finger's moves of this last while:
  /// UIKit keeps two velocity samples, the latest move and the one before (`_velocitySample`,
  /// `_previousVelocitySample` in UIPanGestureRecognizer.h of the iOS 8.4 SDK), which at 60 Hz
  /// span 1/30 s; 0.04 s takes in two 1/60 s moves but not three. Range 0.001–1 s.
  public var panVelocityWindow = 0.04
  /// UIScrollView.DecelerationRate: a scroll view let go keeps this much of its speed each
  /// millisecond. Apple names `normal` (the default) and `fast`; its older UIScrollView reference
  /// gave their values, 0.998 and 0.99 (quoted in flutter_inappwebview's
  /// IOSUIScrollViewDecelerationRate, pub.dev). A scene's scroll view picks one with
  /// `decelerationRate`.
  public var decelerationRateNormal = 0.998
  public var decelerationRateFast = 0.99
  /// A decelerating scroll view comes to rest once less than this is left to go (points): half a
  /// point, a pixel on a 2× screen. Chosen, not measured. Range 0.1–10 pt.
  public var decelerationRestDistance = 0.5
  /// A sheet, a swipe back and a swiped row are decided where they would come to rest: the
  /// distance dragged plus the finger's velocity at lift projected at this rate (Apple, WWDC 2018
  /// session 803 "Designing Fluid Interfaces": project the momentum with
  /// `velocity / 1000 * rate / (1 - rate)` and pick the target nearest that point, using
  /// `UIScrollView.DecelerationRate.normal`). UIKit's own sheet, pop and full-swipe handlers are
  /// private; that they follow a flick is device behaviour, the rate is Apple's guidance.
  /// Range 0.9–0.9995.
  public var releaseProjectionRate = 0.998
  /// UIControl: how far beyond its bounds a touch still counts as inside while it tracks. UIKit
  /// does not document it; 70 pt is the commonly measured value for a UIButton.
  public var controlTouchInsideTolerance = 70.0

  // UIKit's everyday classes (issue 9).
  /// UISwitch: "This class enforces a size appropriate for the control" (Apple, UISwitch): 51×31.
  public var switchSize = CGSize(width: 51, height: 31)
  /// UISwitch: a touch that moves this far (points) along the switch is a pan of its knob, which
  /// sets the switch by the side the knob ends on, rather than a tap, which toggles it.
  public var switchPanDistance = 10.0
  /// UISlider: the thumb's diameter (iOS's default thumb image).
  public var sliderThumbSize = 28.0
  /// UISlider: how far beyond the thumb a touch still grabs it on each side: the thumb's area
  /// grown to the 44 pt minimum hit target of Apple's Human Interface Guidelines.
  public var sliderThumbTouchExpansion = 8.0
  /// UIStepper: the size UIKit gives it (94×32), and its autorepeat while a half is held down:
  /// the first repeat after `stepperAutorepeatDelay`, then one every `stepperAutorepeatInterval`.
  public var stepperSize = CGSize(width: 94, height: 32)
  public var stepperAutorepeatDelay = 0.5
  public var stepperAutorepeatInterval = 0.1
  /// UIPageControl: the distance between the centres of neighbouring dots.
  public var pageControlDotSpacing = 16.0
  /// UITableView: the height of a row whose cell gives none (the standard cell height; a table's
  /// own `rowHeight` overrides it).
  public var tableRowHeight = 44.0
  /// UICollectionViewFlowLayout's documented defaults: `itemSize` 50×50, and 10 pt between
  /// items and between lines.
  public var collectionItemSize = 50.0
  public var collectionSpacing = 10.0

  // Sheets (issue 25): UISheetPresentationController's geometry, which Apple does not give.
  /// The large detent's top, below the top of the screen: 40 pt in a page sheet's
  /// `recursiveDescription` on a 375×667 iPhone (`UIDropShadowView` frame = (0 40; 375 627); a
  /// Cycript dump in a public iOS reverse-engineering book, "Cycript输出举例").
  public var sheetLargeDetentTopInset = 40.0
  /// The medium detent's height as a part of the screen's: Apple, Detent.medium(): "approximately
  /// half the height of the screen".
  public var sheetMediumDetentFraction = 0.5
  /// A sheet let go this far below its smallest detent (a part of its height there) is dismissed;
  /// less, and it springs back. Where it would be let go is projected with the finger's speed
  /// (`releaseProjectionRate`), so a flick down dismisses from higher up.
  public var sheetDismissFraction = 0.5
  /// The grabber (`prefersGrabberVisible`): its drawn size, 5 pt below the sheet's top and
  /// centred; it takes touches in an area grown to `sheetGrabberTouchSize` on each axis (the
  /// 44 pt minimum hit target of Apple's Human Interface Guidelines, as for a slider's thumb).
  public var sheetGrabberSize = CGSize(width: 36, height: 5)
  public var sheetGrabberTouchSize = 44.0
  /// A form sheet's size on an iPad (`UIModalPresentationStyle.formSheet` in a regular-width,
  /// regular-height size class): 540×620 pt, the form sheet size iPadOS used before
  /// `preferredContentSize` was honoured (device reports: the long-standing 540×620 of iOS 3.2 to
  /// 12 form sheets; Apple only says "smaller than that of the pageSheet style").
  public var formSheetContentSize = CGSize(width: 540, height: 620)

  // Popovers (issue 33): UIPopoverPresentationController's geometry, which Apple does not give.
  /// A popover's content size when its controller has no `preferredContentSize` (UIKit's
  /// UIPopoverController defaulted to 320 pt wide; chosen: 320×480).
  public var popoverDefaultContentSize = CGSize(width: 320, height: 480)
  /// The arrow's height (`+[_UIPopoverStandardChromeView arrowHeight]`, not documented; 13 pt as
  /// iPadOS draws it, chosen).
  public var popoverArrowHeight = 13.0
  /// How close to the screen's edges a popover may come (UIPopoverPresentationController's
  /// `popoverLayoutMargins`, default not documented; 10 pt chosen).
  public var popoverScreenMargin = 10.0

  // Swipe to delete (issue 25): a table's swipe actions, whose geometry Apple does not give.
  /// The swipe-action pan (`_UISwipeActionPanGestureRecognizer`) begins once the finger has moved
  /// this far, more across the row than along the table. Not documented; chosen above
  /// `panHysteresis` because device reports say an ancestor's horizontal pan (a drawer, a page
  /// view, a custom swipe back) takes a swipe over a table's row unless it is made to wait
  /// (github.com/kambala-decapitator/SwipeToDeleteInsidePageVC; EZCustomNavigation issues 5 and 6:
  /// "still possible … but you have to put your finger very fast"). Range 10–30 pt.
  public var swipeActionPanHysteresis = 15.0
  /// The width of one revealed action button (`UISwipeActionStandardButton`). UIKit sizes it to
  /// its title (a runtime exploration on regulusleow.github.io names its `buttonWidth`); TouchTrace
  /// does not measure text in the engine, so every button takes this width. Chosen (about an
  /// English "Delete" with its padding), not measured. Range 44–150 pt.
  public var swipeActionButtonWidth = 74.0
  /// Let go with the row moved at least this part of its actions' width, the actions stay
  /// revealed; less, and the row closes. Not documented; a half, as for a sheet's detents.
  public var swipeActionRevealFraction = 0.5
  /// Let go with the row moved at least this part of its width, a full swipe performs the first
  /// action (Apple, UISwipeActionsConfiguration.performsFirstActionWithFullSwipe, which does not
  /// say how far "full" is). Not documented; chosen. Range 0.3–1.
  public var swipeActionFullSwipeFraction = 0.6
  // Editing mode (issue 33, item 7): the widths of a row's editing controls, not documented.
  /// The width of a row's editing control (`UITableViewCellEditControl`, the red minus or green
  /// plus) on its leading side; the content view moves in by it. 47 pt in a `recursiveDescription`
  /// of a 375 pt row in editing mode (`frame = (0 0; 47 44)`, the import fixture of
  /// TableEditingImportTests); it changed across iOS versions. Range 30–60 pt.
  public var tableEditControlWidth = 47.0
  /// The width of a row's reorder control (`UITableViewCellReorderControl`) on its trailing side:
  /// 46 pt in the same dump (`frame = (329 0; 46 44)`). Range 30–60 pt.
  public var tableReorderControlWidth = 46.0
  // Swipe back (issue 25): UIScreenEdgePanGestureRecognizer's settings, which Apple does not give.
  // UIKit's own defaults, from `_UIScreenEdgePanRecognizerEdgeSettings -setDefaultValues` in
  // decompiled UIKitCore published in public repositories (its fields are in the iOS 13 runtime
  // headers, dlevi309/iOS-Runtime-Headers).
  /// A touch that begins this close to an edge (points) counts as from that edge: 13 pt; on
  /// phones with rounded screen corners UIKit uses 9 or 10 % of the screen's size instead.
  public var screenEdgeRegionSize = 13.0
  /// How far an edge pan moves before it begins (UIKit: 15 pt, against a pan's 10).
  public var screenEdgePanHysteresis = 15.0
  /// The widest angle (radians) around the direction away from the edge that an edge pan may
  /// move in and still begin: UIKit's `edgeAngleWindow`, 2.70526034 (155°).
  public var screenEdgePanAngleWindow = 2.70526034
  /// A navigation controller's pop gesture let go this far from where it began (a part of the
  /// screen's width) pops the top controller; less, and it cancels back. UIKit's fraction is
  /// private and it also weighs the finger's speed (`popGesture:withRemainingDuration:
  /// shouldPopWithVelocity:`): the distance is projected with the finger's velocity at lift
  /// (`releaseProjectionRate`); a half is what public re-implementations of the gesture use.
  public var interactivePopCompletionFraction = 0.5
  /// A UIPageViewController with `transitionStyle: .pageCurl` turns its page for a tap this close
  /// to the page's left or right edge, as a part of the page's width (UIPageViewController+
  /// PageCurl.swift). Apple does not document the region; books say only that users "tap edges to
  /// move to the next or previous page" (informit.com, "Recipe: Page View Controllers").
  /// Chosen: a fifth, wide enough for a thumb (44 pt is a fifth of a 220 pt page) and leaving the
  /// middle of the page to its content. Range 0.01–0.5.
  public var pageCurlEdgeTapFraction = 0.2
  /// A page-curl pan let go this far across (a part of the page's width, the distance projected
  /// with the finger's speed by `releaseProjectionRate`) completes the turn; less, the page falls
  /// back. UIKit's rule is private; half, as a paging scroll view settles on the nearer page and
  /// `interactivePopCompletionFraction` pops. Range 0.01–1.
  public var pageCurlCompletionFraction = 0.5

  // The keyboard and the status bar (issue 33, items 4 and 9); a scene's software keyboard and
  // status bar (UIKeyboard.swift, StatusBar.swift) take their sizes from here.
  /// The software keyboard's height (points), from the screen's bottom. UIKit gives it only at run
  /// time (`keyboardFrameEndUserInfoKey`) and it varies with the device, the QuickType bar and the
  /// language: 216 pt is the portrait iPhone keyboard without its suggestion bar, the value long
  /// cited ("Older tutorials often mention values like 216 points in portrait",
  /// codemia.io, "What is the height of iPhone's onscreen keyboard?"). Phones without a home
  /// button add their bottom safe area below the keys. Range 50–1000.
  public var keyboardHeight = 216.0
  /// The part of the keyboard that holds the keys, from its top: the same on every iPhone, the
  /// rest being the bottom safe area (federicabenacquista.medium.com, "List of the official iOS
  /// keyboards' heights": "the view that contains the letters is always of the same size").
  /// Range 50–1000.
  public var keyboardKeysHeight = 216.0
  /// The Return key's width, at the right of the bottom row of keys. Chosen (about a quarter of a
  /// 375 pt keyboard), not measured. Range 20–400.
  public var keyboardReturnKeyWidth = 88.0
  /// The status bar's height (points): 20 on iPhones with a home button ("the standard status bar
  /// height is consistently 20 points", kouhan.cn, "Comprehensive Guide to Programmatically
  /// Obtaining iOS Status Bar Height"; `statusBarFrame` = {{0, 1004}, {768, 20}} in a published
  /// NSLog, stackoverflow.org.cn question 12542998), 44 on the first iPhones without one. Range
  /// 1–100.
  public var statusBarHeight = 20.0
  // Menus and alerts (issue 33): UIKit's context menu and UIAlertController geometry.
  /// A context menu opens once a press has lasted this long: `_UILongPressClickInteractionDriver`'s
  /// `clickDownDuration` on a phone with the default Haptic Touch setting, 0.4 s (0.325 s on a
  /// pad, 0.5 s with the "slow" accessibility setting; decompiled iOS 26.1 UIKitCore in
  /// EthanArbuckle's public iPhone18-3_26.1_23B85_Restore). Range 0.1–5 s.
  public var contextMenuPressDuration = 0.4
  /// A context menu's width and the height of its rows: Apple does not give them; 250 and 44 pt
  /// are what the menu measures in screenshots of iOS 14–17 (chosen, not measured on a device).
  public var contextMenuWidth = 250.0
  public var contextMenuRowHeight = 44.0
  /// The gap between a context menu and its view, and the screen's edges.
  public var contextMenuMargin = 8.0
  /// An alert's width: 270 pt in a Cycript `recursiveDescription` of an alert on a 320-pt iPhone
  /// (`UIView` frame = (25 235; 270 98), a public iOS reverse-engineering note); each button row
  /// 44 pt (the same dump: 98 = 54 of text + 44 of button).
  public var alertWidth = 270.0
  public var alertActionHeight = 44.0
  /// The title and message above an alert's buttons: 54 pt in the same dump.
  public var alertHeaderHeight = 54.0
  /// An action sheet's rows (57 pt, chosen from screenshots) and its gap to the screen's edges.
  public var actionSheetRowHeight = 57.0
  public var actionSheetMargin = 8.0
  /// An action sheet's width in a popover on an iPad (not documented; 304 pt chosen, the width
  /// iPadOS action-sheet popovers are commonly drawn at).
  public var actionSheetPopoverWidth = 304.0
  // Pickers (issue 33): UIPickerView's wheels, whose geometry Apple does not give.
  /// The height of a picker's row. UIKit pins a picker's height to 216 pt (a published NSLog:
  /// "-[UIPickerView setFrame:]: invalid height value 0.0 pinned to 216.0", markmeretzky.com
  /// INFO1-CE9236 "picker"), which Apple's Human Interface Guidelines describe as "roughly the
  /// height of five rows": 216 / 5 ≈ 43, so the classic 44 pt row (216 pt shows the band's row
  /// and two rows each side). Range 10–200 pt.
  public var pickerRowHeight = 44.0
  /// The width of a search bar's Cancel button (`showsCancelButton`). UIKit sizes it to its title;
  /// the engine measures no text, so it is this wide: about an English "Cancel" with its padding.
  /// Chosen, not measured. Range 30–200 pt.
  public var searchBarCancelButtonWidth = 60.0
  // Pull to refresh (issue 33): UIRefreshControl's geometry, which Apple does not give. Its
  // ivars are `_refreshControlHeight` and `_snappingHeight` (the iOS 18 UIKitCore header,
  // TheGithubJoshua/iPhoneOS_18_22A5282m UIRefreshControl.h); a published reading of them on a
  // device (a public note on UIRefreshControl's runtime: `_refreshControlHeight` 60.0,
  // `_snappingHeight` 150.33, and insets {60, 0, 0, 0} while refreshing).
  /// UIRefreshControl's height: 60 pt, above the content's top. Range 20–200.
  public var refreshControlHeight = 60.0
  /// How far the content must be pulled down past its top (points) before the control begins
  /// refreshing and sends `valueChanged`: its `_snappingHeight`, 150.33 in that reading. Range
  /// 20–1,000.
  public var refreshControlSnappingHeight = 150.33
  /// On an iPhone with rounded screen corners (`UIDevice.hasRoundedCorners`), the screen-edge
  /// region is this part of the portrait screen's width instead of `screenEdgeRegionSize`:
  /// UIKit's `_UIScreenEdgePanRecognizerEdgeSettings -setDefaultValues` takes 0.09, or 0.1 when a
  /// second MobileGestalt answer (which devices, it does not say) is true (decompiled UIKitCore
  /// of iOS 26.1, EthanArbuckle/iPhone18-3_26.1_23B85_Restore). Range 0.09–0.1 on devices.
  public var roundedCornerEdgeRegionFraction = 0.09
  // The navigation bar (issue 33, item 2).
  /// What a large title adds to the navigation bar's 44 pt standard row (points): Apple does not
  /// document it; a simulator measurement gives 52 ("iOS 11's large titles add 52 points to the
  /// navigation bar height, giving a total of 96 points without a status bar and 116 points with
  /// a status bar", hacknicity.medium.com, "iPad Navigation Bar and Toolbar Height Changes in
  /// iOS 12"), and a device print of `navigationBar.frame` 96 tall (blog.csdn.net/zhangqiaoge,
  /// "iOS11 UINavigationBar新添加的prefersLargeTitles属性"). Range 0–200.
  public var largeTitleHeight = 52.0
  /// The height of a search controller's search bar under the navigation bar
  /// (`navigationItem.searchController`, UISearchController.swift): Apple does not document it,
  /// and no measurement of the slot under a navigation bar was found in a published source (no
  /// dump or printed frame of `_UISearchBarContainerView` there). A free-standing `UISearchBar` is
  /// 56 pt tall from iOS 11 (device reports: github.com/Esri/maps-app-ios/issues/67 "the
  /// UISearchBar's intrinsic content size has increased from 44 to 56", jdisho/Papr pull 67).
  /// Chosen: 52 pt, as tall as a large title. With `hidesSearchBarWhenScrolling` it collapses from
  /// this to 0 as the content scrolls (UINavigationController+SearchBarScrolling.swift).
  /// Range 30–120.
  public var navigationSearchBarHeight = 52.0
  // The system gesture gate at the bottom edge (issue 33, item 9; SystemGestureGate.swift).
  /// How far above the screen's bottom edge a touch is held back while iOS waits for its own
  /// swipe: "the bottom 20 pixels or so" (device report, stackoverflow.com question 19799961).
  /// Range 0–200 pt.
  public var systemGestureGateEdgeHeight = 20.0
  /// How long a held touch there waits before the app gets its `touchesBegan`: "a delay of about
  /// 1 second" (device report, blog.kulman.sk). Range 0.01–10 s.
  public var systemGestureGateDelay = 1.0
}
