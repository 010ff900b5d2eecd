import Foundation
import TouchTraceEngine

extension SceneBuilder {
  /// A recognizer of the scene's class with its settings (every key was checked when parsing).
  static func recognizer(_ spec: RecognizerSpec, _ c: TouchConstants)
    -> UIGestureRecognizer
  {
    let p = spec.properties
    func count(_ key: String, _ value: inout Int) {
      if let v = p[key] { value = Int(saturating: v) }
    }
    let r: UIGestureRecognizer
    switch spec.class {
    case .tap:
      let tap = UITapGestureRecognizer(id: spec.id)
      count("numberOfTapsRequired", &tap.numberOfTapsRequired)
      count("numberOfTouchesRequired", &tap.numberOfTouchesRequired)
      tap.allowableMovement = p["allowableMovement"] ?? c.tapMovement
      tap.maximumTapInterval = p["maximumTapInterval"] ?? c.multiTapInterval
      tap.maximumTapDuration = c.tapMaximumDuration
      r = tap
    case .longPress:
      let press = UILongPressGestureRecognizer(id: spec.id)
      press.minimumPressDuration = p["minimumPressDuration"] ?? c.longPressDuration
      press.allowableMovement = p["allowableMovement"] ?? c.longPressMovement
      count("numberOfTouchesRequired", &press.numberOfTouchesRequired)
      count("numberOfTapsRequired", &press.numberOfTapsRequired)
      press.maximumTapInterval = c.multiTapInterval
      r = press
    case .pan:
      let pan = UIPanGestureRecognizer(id: spec.id)
      count("minimumNumberOfTouches", &pan.minimumNumberOfTouches)
      count("maximumNumberOfTouches", &pan.maximumNumberOfTouches)
      pan.hysteresis = p["hysteresis"] ?? c.panHysteresis
      r = pan
    case .swipe:
      let swipe = UISwipeGestureRecognizer(id: spec.id)
      if let v = p["direction"] { swipe.direction = .init(rawValue: Int(saturating: v)) }
      count("numberOfTouchesRequired", &swipe.numberOfTouchesRequired)
      swipe.minimumDistance = p["minimumDistance"] ?? c.swipeDistance
      swipe.maximumDuration = p["maximumDuration"] ?? c.swipeDuration
      r = swipe
    case .pinch:
      let pinch = UIPinchGestureRecognizer(id: spec.id)
      pinch.minimumScaleChange = p["minimumScaleChange"] ?? c.pinchScaleChange
      r = pinch
    case .rotation:
      let rotation = UIRotationGestureRecognizer(id: spec.id)
      rotation.minimumAngle = p["minimumAngle"] ?? c.rotationAngle
      r = rotation
    case .screenEdgePan:
      let edge = UIScreenEdgePanGestureRecognizer(id: spec.id)
      if let v = p["edges"] { edge.edges = UIRectEdge(rawValue: Int(saturating: v)) }
      count("minimumNumberOfTouches", &edge.minimumNumberOfTouches)
      count("maximumNumberOfTouches", &edge.maximumNumberOfTouches)
      edge.hysteresis = p["hysteresis"] ?? c.screenEdgePanHysteresis
      r = edge
    }
    applyCommon(spec, to: r)
    return r
  }

  /// What every recognizer takes from the scene: the touch settings, `isEnabled`, the delegate.
  static func applyCommon(_ spec: RecognizerSpec, to r: UIGestureRecognizer) {
    r.cancelsTouchesInView = spec.cancelsTouchesInView
    r.delaysTouchesBegan = spec.delaysTouchesBegan
    r.delaysTouchesEnded = spec.delaysTouchesEnded
    r.isEnabled = spec.isEnabled
    if let d = spec.delegate {
      let answers = FixedAnswersDelegate()
      func others(_ set: RecognizerSet?) -> FixedAnswersDelegate.Others? {
        switch set {
        case .all?: .all
        case .ids(let ids)?: .only(Set(ids))
        case nil: nil
        }
      }
      answers.shouldBegin = d.gestureRecognizerShouldBegin
      answers.shouldReceiveTouch = d.shouldReceiveTouch
      answers.shouldBeginUnlessTouched = d.gestureRecognizerShouldBeginUnless.map(Self.isAny)
      answers.shouldReceiveUnlessTouched = d.shouldReceiveTouchUnless.map(Self.isAny)
      answers.simultaneousWith = others(d.shouldRecognizeSimultaneouslyWith)
      answers.requireFailureOf = others(d.shouldRequireFailureOf)
      answers.requiredToFailBy = others(d.shouldBeRequiredToFailBy)
      r.fixedAnswers = answers
    }
  }
}
