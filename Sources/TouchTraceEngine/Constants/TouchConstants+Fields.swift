import Foundation

/// The constants by name, for scene files (`constants: {switchPanDistance: 12}`), the JSON Schema
/// and the constants table in UIKitClasses.md (the DocC catalog): one line each, with the values that make sense for it.
extension TouchConstants {
  public enum Unit: String, Sendable {
    case seconds, points, scale, radians
    /// A part kept per millisecond (a deceleration rate).
    case perMillisecond = "part per millisecond"
  }

  /// One constant: its name (the property's), its unit, the values a scene may give it, and where
  /// it lives. A size takes `[width, height]`, each in `range`.
  public struct Field {
    public let name: String
    public let unit: Unit
    public let range: ClosedRange<Double>
    /// What it means, in a sentence (the JSON Schema's description).
    public let summary: String
    let number: WritableKeyPath<TouchConstants, Double>?
    let size: WritableKeyPath<TouchConstants, CGSize>?

    public var isSize: Bool { size != nil }

    init(
      _ name: String, _ unit: Unit, _ range: ClosedRange<Double>,
      _ number: WritableKeyPath<TouchConstants, Double>, _ summary: String
    ) {
      (self.name, self.unit, self.range, self.summary) = (name, unit, range, summary)
      (self.number, self.size) = (number, nil)
    }

    init(_ name: String, size: WritableKeyPath<TouchConstants, CGSize>, _ summary: String) {
      (self.name, self.unit, self.range, self.summary) = (name, .points, 1...10_000, summary)
      (self.number, self.size) = (nil, size)
    }
  }

  /// Every constant, in this file's order. The lower bounds keep a scene's event count finite: a
  /// finger reports at most every millisecond, a held stepper repeats at most every 10 ms.
  public static var fields: [Field] {
    let far = 0.0...10_000
    let long = 0.0...60
    return [
      Field(
        "tapDuration", .seconds, 0.001...60, \.tapDuration,
        "A tap step's finger stays down this long."),
      Field(
        "tapInterval", .seconds, 0.001...60, \.tapInterval,
        "The taps of a tap step with a count start this far apart."),
      Field(
        "multiTapInterval", .seconds, long, \.multiTapInterval,
        "A touch beginning this soon after the last ended (and near it) continues its tapCount."),
      Field(
        "multiTapDistance", .points, far, \.multiTapDistance,
        "A touch beginning this near the last one (and soon after it) continues its tapCount."),
      Field(
        "fingerSpacing", .points, far, \.fingerSpacing,
        "The fingers of a multi-finger step stand this far apart."),
      Field(
        "moveInterval", .seconds, 0.001...1, \.moveInterval,
        "A moving finger reports a position this often."),
      Field(
        "longPressDuration", .seconds, long, \.longPressDuration,
        "UILongPressGestureRecognizer's default minimumPressDuration (Apple's)."),
      Field(
        "longPressMovement", .points, far, \.longPressMovement,
        "UILongPressGestureRecognizer's default allowableMovement (Apple's)."),
      Field(
        "tapMovement", .points, far, \.tapMovement,
        "UITapGestureRecognizer's default allowableMovement."),
      Field(
        "tapMaximumDuration", .seconds, long, \.tapMaximumDuration,
        "A finger held down longer fails a UITapGestureRecognizer (a device report; not Apple's)."),
      Field(
        "panHysteresis", .points, far, \.panHysteresis,
        "How far touches move before a UIPanGestureRecognizer (a scroll view's too) begins."),
      Field("swipeDistance", .points, far, \.swipeDistance, "How far a swipe must go."),
      Field(
        "swipeDuration", .seconds, long, \.swipeDuration, "How quickly a swipe must go that far."),
      Field(
        "pinchScaleChange", .scale, 0...100, \.pinchScaleChange,
        "The scale change before a pinch begins."),
      Field(
        "rotationAngle", .radians, 0...6.28, \.rotationAngle, "The angle before a rotation begins."),
      Field(
        "contentTouchDelay", .seconds, long, \.contentTouchDelay,
        "How long a scroll view with delaysContentTouches holds content touches back."),
      Field(
        "panVelocityWindow", .seconds, 0.001...1, \.panVelocityWindow,
        "A pan's velocity is measured over the finger's moves of this last while."),
      Field(
        "decelerationRateNormal", .perMillisecond, 0.9...0.9995, \.decelerationRateNormal,
        "A scroll view let go keeps this much of its speed each millisecond (the normal rate)."),
      Field(
        "decelerationRateFast", .perMillisecond, 0.9...0.9995, \.decelerationRateFast,
        "A scroll view with the fast deceleration rate keeps this much of its speed each millisecond."
      ),
      Field(
        "decelerationRestDistance", .points, 0.1...10, \.decelerationRestDistance,
        "A decelerating scroll view comes to rest once less than this is left to go."),
      Field(
        "releaseProjectionRate", .perMillisecond, 0.9...0.9995, \.releaseProjectionRate,
        "A sheet, swipe back or swiped row is decided where the finger's speed would carry it."),
      Field(
        "controlTouchInsideTolerance", .points, far, \.controlTouchInsideTolerance,
        "How far beyond its bounds a tracking control's touch still counts as inside."),
      Field("switchSize", size: \.switchSize, "The size a UISwitch enforces whatever its frame."),
      Field(
        "switchPanDistance", .points, far, \.switchPanDistance,
        "A touch moving further than this along a UISwitch pans its knob instead of tapping."),
      Field(
        "sliderThumbSize", .points, 1...10_000, \.sliderThumbSize, "A UISlider thumb's diameter."),
      Field(
        "sliderThumbTouchExpansion", .points, far, \.sliderThumbTouchExpansion,
        "How far around a UISlider's thumb a touch still grabs it."),
      Field("stepperSize", size: \.stepperSize, "A UIStepper's size in a stack view."),
      Field(
        "stepperAutorepeatDelay", .seconds, 0.01...60, \.stepperAutorepeatDelay,
        "A held UIStepper half steps again after this long."),
      Field(
        "stepperAutorepeatInterval", .seconds, 0.01...60, \.stepperAutorepeatInterval,
        "A held UIStepper half then steps again every this long."),
      Field(
        "pageControlDotSpacing", .points, far, \.pageControlDotSpacing,
        "The distance between a UIPageControl's dot centres."),
      Field(
        "tableRowHeight", .points, far, \.tableRowHeight,
        "The height of a table row whose cell gives none."),
      Field(
        "collectionItemSize", .points, 1...10_000, \.collectionItemSize,
        "The side of a collection item whose cell gives no size."),
      Field(
        "collectionSpacing", .points, far, \.collectionSpacing,
        "The gap between collection items and between lines."),
      Field(
        "sheetLargeDetentTopInset", .points, far, \.sheetLargeDetentTopInset,
        "How far below the screen's top a sheet at its large detent begins."),
      Field(
        "sheetMediumDetentFraction", .scale, 0.01...1, \.sheetMediumDetentFraction,
        "A sheet's medium detent as a part of the screen's height."),
      Field(
        "sheetDismissFraction", .scale, 0.01...1, \.sheetDismissFraction,
        "A sheet released this far below its smallest detent (a part of its height) is dismissed."),
      Field("sheetGrabberSize", size: \.sheetGrabberSize, "A sheet grabber's drawn size."),
      Field(
        "sheetGrabberTouchSize", .points, far, \.sheetGrabberTouchSize,
        "The side of the area around a sheet's grabber that takes touches."),
      Field(
        "formSheetContentSize", size: \.formSheetContentSize,
        "A form sheet's size on an iPad, centred on the screen."),
      Field(
        "popoverDefaultContentSize", size: \.popoverDefaultContentSize,
        "A popover's content size when its controller has no preferredContentSize."),
      Field(
        "actionSheetPopoverWidth", .points, 1...10_000, \.actionSheetPopoverWidth,
        "An action sheet's width in a popover on an iPad."),
      Field(
        "popoverArrowHeight", .points, far, \.popoverArrowHeight,
        "The height of a popover's arrow."),
      Field(
        "popoverScreenMargin", .points, far, \.popoverScreenMargin,
        "How close to the screen's edges a popover may come."),
      Field(
        "swipeActionPanHysteresis", .points, far, \.swipeActionPanHysteresis,
        "How far a finger moves across a table's row before its swipe-action pan begins."),
      Field(
        "swipeActionButtonWidth", .points, 1...10_000, \.swipeActionButtonWidth,
        "The width of one revealed swipe action's button."),
      Field(
        "swipeActionRevealFraction", .scale, 0.01...1, \.swipeActionRevealFraction,
        "Released this far into its actions' width, a swiped row keeps them revealed."),
      Field(
        "swipeActionFullSwipeFraction", .scale, 0.01...1, \.swipeActionFullSwipeFraction,
        "Released this far across its width, a swiped row performs its first action."),
      Field(
        "tableEditControlWidth", .points, 1...10_000, \.tableEditControlWidth,
        "The width of a row's editing control (the red minus) in editing mode."),
      Field(
        "tableReorderControlWidth", .points, 1...10_000, \.tableReorderControlWidth,
        "The width of a row's reorder control in editing mode."),
      Field(
        "screenEdgeRegionSize", .points, far, \.screenEdgeRegionSize,
        "A touch beginning this close to a screen edge starts a UIScreenEdgePanGestureRecognizer."),
      Field(
        "screenEdgePanHysteresis", .points, far, \.screenEdgePanHysteresis,
        "How far touches move before a UIScreenEdgePanGestureRecognizer begins."),
      Field(
        "screenEdgePanAngleWindow", .radians, 0...6.28, \.screenEdgePanAngleWindow,
        "The widest angle around the direction away from its edge an edge pan may move in."),
      Field(
        "interactivePopCompletionFraction", .scale, 0.01...1, \.interactivePopCompletionFraction,
        "A pop gesture let go this far across (a part of the screen's width) pops the top controller."
      ),
      Field(
        "pageCurlEdgeTapFraction", .scale, 0.01...0.5, \.pageCurlEdgeTapFraction,
        "A page-curl tap this close to the page's left or right edge (a part of its width) turns it."
      ),
      Field(
        "pageCurlCompletionFraction", .scale, 0.01...1, \.pageCurlCompletionFraction,
        "A page-curl pan let go this far across (a part of the page's width) turns the page."),
      Field(
        "contextMenuPressDuration", .seconds, 0.1...5, \.contextMenuPressDuration,
        "A press this long on a view with a context menu opens it."),
      Field(
        "contextMenuWidth", .points, 1...10_000, \.contextMenuWidth, "A context menu's width."),
      Field(
        "contextMenuRowHeight", .points, 1...10_000, \.contextMenuRowHeight,
        "The height of a context menu's rows."),
      Field(
        "contextMenuMargin", .points, far, \.contextMenuMargin,
        "The gap between a context menu, its view and the screen's edges."),
      Field("alertWidth", .points, 1...10_000, \.alertWidth, "An alert's width."),
      Field(
        "alertActionHeight", .points, 1...10_000, \.alertActionHeight,
        "The height of an alert's buttons."),
      Field(
        "alertHeaderHeight", .points, far, \.alertHeaderHeight,
        "The height of an alert's title and message."),
      Field(
        "actionSheetRowHeight", .points, 1...10_000, \.actionSheetRowHeight,
        "The height of an action sheet's buttons."),
      Field(
        "actionSheetMargin", .points, far, \.actionSheetMargin,
        "The gap between an action sheet and the screen's edges."),
      Field(
        "pickerRowHeight", .points, 10...200, \.pickerRowHeight,
        "The height of a UIPickerView's (and a wheels UIDatePicker's) row."),
      Field(
        "searchBarCancelButtonWidth", .points, 30...200, \.searchBarCancelButtonWidth,
        "The width of a UISearchBar's Cancel button."),
      Field(
        "refreshControlHeight", .points, 20...200, \.refreshControlHeight,
        "A UIRefreshControl's height, above its scroll view's content."),
      Field(
        "refreshControlSnappingHeight", .points, 20...1_000, \.refreshControlSnappingHeight,
        "Pulled down this far past the top, a UIRefreshControl begins refreshing (valueChanged)."),
      Field(
        "roundedCornerEdgeRegionFraction", .scale, 0.01...1, \.roundedCornerEdgeRegionFraction,
        "On an iPhone with rounded corners, the screen-edge region as a part of the screen's width."
      ),
    ] + keyboardFields + navigationBarFields
  }

  public static var names: [String] { fields.map(\.name) }

  /// Sets `field` to `values` (one number, or a size's width and height), which the caller has
  /// checked against the field's range.
  public mutating func set(_ field: Field, to values: [Double]) {
    if let path = field.number, let v = values.first { self[keyPath: path] = v }
    if let path = field.size, values.count == 2 {
      self[keyPath: path] = CGSize(width: values[0], height: values[1])
    }
  }

  /// The field's value now: one number, or a size's width and height.
  public func values(of field: Field) -> [Double] {
    if let path = field.number { return [self[keyPath: path]] }
    if let path = field.size {
      let s = self[keyPath: path]
      return [Double(s.width), Double(s.height)]
    }
    return []
  }
}
