import TouchTraceTrace

extension SceneRunner {
  /// Where a sheet was let go after a drag, where it rested (or that it went) rests on how far it
  /// was dragged alone: UIKit also weighs the finger's speed, which the engine does not model.
  static func sheetDragWarning(_ trace: Trace) -> [String] {
    let pans = Set(
      trace.objects.filter { $0.modalPresentationStyle != nil }.map {
        $0.id + ".dropShadowView.pan"
      })
    return distanceOnlyWarning(
      trace,
      "How far a sheet was dragged alone decided where it came to rest: UIKit also weighs the "
        + "finger's speed when it lets go, which TouchTrace does not model.",
      recognizers: pans)
  }

  /// `warning`, once, when one of `ids` (recognizers UIKit made) ended: a drag let go whose
  /// outcome the engine decided by distance alone.
  static func distanceOnlyWarning(_ trace: Trace, _ warning: String, recognizers ids: Set<String>)
    -> [String]
  {
    let ended = trace.events.contains {
      $0.kind == .recognizerState && $0.state == "ended" && ids.contains($0.object ?? "")
    }
    return ended ? [warning] : []
  }
}
