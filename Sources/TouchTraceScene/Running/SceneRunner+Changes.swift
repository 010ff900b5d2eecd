import Foundation
import TouchTraceEngine
import TouchTraceTrace

extension SceneRunner {
  /// A change step in the engine's words: one `SceneChange` per property a `set` assigns (in
  /// `SceneKeys.settable`'s order). The reader has checked every id, so a miss here is skipped.
  static func engineChanges(_ step: ChangeStep, _ app: UIApplication) -> [SceneChange] {
    func view(_ id: String) -> UIView? { app.responder(withID: id) as? UIView }
    switch step.action {
    case .set(let id, let settings):
      if let recognizer = recognizer(id, in: app) {
        return settings.compactMap {
          if case .flag("isEnabled", let enabled) = $0 {
            .setEnabled(recognizer, enabled)
          } else {
            nil
          }
        }
      }
      guard let target = view(id) else { return [] }
      return settings.map { .set(target, property($0)) }
    case .add(let to, let index, let spec):
      guard let superview = view(to), let added = app.viewsToAdd.first(where: { $0.id == spec.id })
      else { return [] }
      return [.addSubview(added, to: superview, index: index)]
    case .remove(let id):
      return view(id).map { [.removeFromSuperview($0)] } ?? []
    }
  }

  private static func recognizer(_ id: String, in app: UIApplication) -> UIGestureRecognizer? {
    for case let v as UIView in app.allResponders {
      if let r = v.gestureRecognizers.first(where: { $0.id == id }) { return r }
    }
    return nil
  }

  private static func property(_ s: Setting) -> ViewProperty {
    switch s {
    case .flag(let name, let b):
      switch name {
      case "isHidden": .isHidden(b)
      case "isUserInteractionEnabled": .isUserInteractionEnabled(b)
      case "isEnabled": .isEnabled(b)
      case "isMultipleTouchEnabled": .isMultipleTouchEnabled(b)
      case "isExclusiveTouch": .isExclusiveTouch(b)
      default: .clipsToBounds(b)
      }
    case .alpha(let v): .alpha(v)
    case .backgroundColor(let c): .backgroundColor(c?.hex)
    case .frame(let r): .frame(CGRect(x: r.x, y: r.y, width: r.width, height: r.height))
    case .center(let p): .center(CGPoint(p))
    case .transform(let t): .transform(t.affine)
    }
  }
}

extension TransformSpec {
  /// The engine's transform: scale, then rotation (degrees), then translation.
  var affine: CGAffineTransform {
    CGAffineTransform(
      scaleX: scale.x, y: scale.y, rotation: rotation * .pi / 180, translationX: translation.x,
      y: translation.y)
  }
}
