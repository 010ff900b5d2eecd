import TouchTraceTrace

/// The responder chain from the hit-test view up: a node per responder (controllers, the window,
/// the application and the app delegate included), an arrow per `next`, solid where the touch was
/// passed on and dashed beyond the point where it stopped, with the reason at the stop.
struct ChainPanel {
  let trace: Trace
  let story: TouchStory
  let measure: any TextMeasuring
  let origin: Point
  var words = DiagramWords.en

  static let nodeHeight = 36.0
  static let arrowLength = 26.0

  func items() -> (
    items: [DiagramItem], size: Size, marks: Set<LegendMark>, regions: [DiagramRegion]
  ) {
    var pass = Pass(panel: self)
    pass.drawDropReason()
    pass.drawResponders()
    pass.drawEffectsOffChain()
    pass.drawActionSearches()
    pass.drawEndOfChain()
    return (pass.items, Size(pass.width, pass.y - origin.y), pass.marks, pass.regions)
  }

  func className(_ id: String) -> String {
    trace.object(id).map(\.panelClassName) ?? ""
  }

  /// Notes that repeat (a dragged control's events and actions) once each, with their count.
  static func counted(_ notes: [(String, Role)]) -> [(String, Role)] {
    var counts: [String: Int] = [:]
    for (text, _) in notes { counts[text, default: 0] += 1 }
    var seen: Set<String> = []
    return notes.compactMap { text, role in
      guard seen.insert(text).inserted else { return nil }
      let count = counts[text] ?? 1
      return (count > 1 ? "\(text) ×\(count)" : text, role)
    }
  }

  static func words(_ effect: TouchEffect) -> String {
    effect.count > 1 ? "\(effect.text) ×\(effect.count)" : effect.text
  }

  /// "touchesBegan, Moved ×18, Ended".
  static func phaseSummary(_ phases: [TouchPhase]) -> String {
    var parts: [(TouchPhase, Int)] = []
    for phase in phases {
      if let last = parts.last, last.0 == phase {
        parts[parts.count - 1].1 += 1
      } else {
        parts.append((phase, 1))
      }
    }
    return parts.enumerated().map { index, part in
      let name = index == 0 ? part.0.method : String(part.0.method.dropFirst("touches".count))
      return part.1 > 1 ? "\(name) ×\(part.1)" : name
    }.joined(separator: ", ")
  }
}
