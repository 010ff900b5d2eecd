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
}
