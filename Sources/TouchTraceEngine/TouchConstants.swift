/// Numbers UIKit uses but does not document, each measured or commonly cited, all in one place.
public enum TouchConstants {
  /// A tap lasts this long (finger down to up) in the scene's `tap` step.
  public static let tapDuration = 0.1
  /// Taps of one `tap` step with `count` > 1 start this far apart.
  public static let tapInterval = 0.2
  /// A touch that begins within this time after the last one ended, and near it, continues its
  /// tap count (`UITouch.tapCount`). Not documented; 0.35 s is the commonly measured value.
  public static let multiTapInterval = 0.35
  /// …and within this distance (points) of it.
  public static let multiTapDistance = 45.0
  /// Fingers of a multi-finger tap or press stand this far apart (points), side by side.
  public static let fingerSpacing = 20.0
  /// Moving fingers report a new position this often (a 60 Hz display).
  public static let moveInterval = 1.0 / 60

  // Gesture recognizers. Apple documents the long press's values; the others are the commonly
  // measured ones, each overridable per recognizer in a scene.
  /// UILongPressGestureRecognizer: `minimumPressDuration` and `allowableMovement` (Apple).
  public static let longPressDuration = 0.5
  public static let longPressMovement = 10.0
  /// UITapGestureRecognizer: how far a finger may move and still tap.
  public static let tapMovement = 10.0
  /// UIPanGestureRecognizer: how far the touches move before the pan begins.
  public static let panHysteresis = 10.0
  /// UISwipeGestureRecognizer: how far, and within how long, a swipe must go.
  public static let swipeDistance = 50.0
  public static let swipeDuration = 0.5
  /// UIPinchGestureRecognizer / UIRotationGestureRecognizer: the scale change and the angle
  /// (radians) before they begin.
  public static let pinchScaleChange = 0.05
  public static let rotationAngle = 0.1
  /// UIScrollView's `delaysContentTouches`: how long content touches are held back.
  public static let contentTouchDelay = 0.15

  // UIKit's everyday classes (issue 9). Where Apple documents a value it is named; the others
  // are the commonly measured ones, each overridable in a scene where the README says so.
  /// UISwitch: "This class enforces a size appropriate for the control" (Apple, UISwitch): 51×31.
  public static let switchSize = (width: 51.0, height: 31.0)
  /// UISwitch: a touch that moves this far (points) along the switch is a pan of its knob, which
  /// sets the switch by the side the knob ends on, rather than a tap, which toggles it.
  public static let switchPanDistance = 10.0
  /// UISlider: the thumb's diameter (iOS's default thumb image).
  public static let sliderThumbSize = 28.0
  /// UISlider: how far beyond the thumb a touch still grabs it on each side: the thumb's area
  /// grown to the 44 pt minimum hit target of Apple's Human Interface Guidelines.
  public static let sliderThumbTouchExpansion = 8.0
  /// UIStepper: the size UIKit gives it (94×32), and its autorepeat while a half is held down:
  /// the first repeat after `stepperAutorepeatDelay`, then one every `stepperAutorepeatInterval`.
  public static let stepperSize = (width: 94.0, height: 32.0)
  public static let stepperAutorepeatDelay = 0.5
  public static let stepperAutorepeatInterval = 0.1
  /// UIPageControl: the distance between the centres of neighbouring dots.
  public static let pageControlDotSpacing = 16.0
  /// UITableView: the height of a row whose cell gives none (the standard cell height).
  public static let tableRowHeight = 44.0
  /// UICollectionViewFlowLayout's documented defaults: `itemSize` 50×50, and 10 pt between
  /// items and between lines.
  public static let collectionItemSize = 50.0
  public static let collectionSpacing = 10.0
}
