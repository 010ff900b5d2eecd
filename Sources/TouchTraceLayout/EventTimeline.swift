import TouchTraceTrace

/// The timeline lane of an event that is not a touch: from its first method to its last (a shake's
/// motionBegan to motionEnded), with a mark per responder that got each method.
struct EventTimeline {
  let event: EventStory
  let measure: any TextMeasuring
  let origin: Point
  let width: Double
  var words = DiagramWords.en

  func items() -> (items: [DiagramItem], height: Double) {
    let calls = event.calls
    guard !calls.isEmpty else { return ([], 0) }
    let start = event.sent.time
    let end = max(calls.map(\.time).max() ?? start, start)
    let heading = TextStyle(size: Metrics.headingSize, bold: true)
    let small = TextStyle(size: Metrics.smallSize, paint: .role(.muted))
    let label = TextStyle(size: Metrics.labelSize, bold: true, paint: .role(.chain))
    var items: [DiagramItem] = [
      .text(words.timelineHeading, at: origin, style: heading)
    ]
    let methods = Set(calls.compactMap(\.method)).count
    let rowHeight = measure.size(of: "M", style: small).height + 2
    // A row of method labels each above the lane, so a short event's labels never overlap.
    let top =
      origin.y + measure.size(of: "T", style: heading).height + 12 + Double(methods) * rowHeight
    let laneX = origin.x + max(110, measure.size(of: event.name(words), style: label).width + 16)
    let laneWidth = max(width - (laneX - origin.x) - 20, 60)
    // One instant (a remote-control command) is drawn as a point at the lane's start.
    func x(_ t: Double) -> Double {
      end > start ? laneX + (t - start) / (end - start) * laneWidth : laneX
    }
    let y = top + 14
    items.append(.text(event.name(words), at: Point(origin.x, y - 8), style: label))
    items.append(
      .shape(
        .polyline([Point(x(start), y), Point(x(end), y)]), fill: nil,
        stroke: Stroke(.role(.chain), width: 4)))
    for t in Set([start, end]).sorted() {
      items.append(
        .text(
          "t = \(EventLog.number(t)) s", at: Point(x(t), y + 10),
          style: TextStyle(size: Metrics.smallSize, paint: .role(.muted), alignment: .center)))
    }
    // Each method once, where it happened, with the responders it reached.
    var seen: [String] = []
    for call in calls where !seen.contains(call.method ?? "") {
      let method = call.method ?? ""
      seen.append(method)
      let reached = calls.filter { $0.method == method }.compactMap(\.object)
      let at = Point(x(call.time), y)
      items.append(
        .shape(
          .circle(center: at, radius: 5), fill: .role(.chain),
          stroke: Stroke(.role(.background), width: 1.5)))
      let text = "\(method) → " + reached.joined(separator: " → ")
      let s = measure.size(of: text, style: small)
      let tx = min(max(at.x - s.width / 2, origin.x), origin.x + width - s.width)
      let row = Double(methods - seen.count)
      items.append(.text(text, at: Point(tx, y - 10 - s.height - row * rowHeight), style: small))
    }
    return (items, y + 10 + measure.size(of: "t", style: small).height - origin.y + 4)
  }
}
