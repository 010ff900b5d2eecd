import Foundation
import TouchTraceTrace

/// The hit map's screen: the views faintly, as the touch diagrams draw them, then every region
/// tinted in its own colour with its view's name and its border, then the dead parts of the
/// findings' views hatched, each with an arrow to the name of the view that gets it.
struct HitMapPanel {
  let trace: Trace
  let hitMap: HitMap
  let measure: any TextMeasuring
  let origin: Point
  let scale: Double
  let words: DiagramWords

  var size: Size { Size(hitMap.screen.width * scale, hitMap.screen.height * scale) }

  func map(_ p: Point) -> Point { Point(origin.x + p.x * scale, origin.y + p.y * scale) }
  func map(_ r: Rect) -> Rect {
    Rect(origin.x + r.x * scale, origin.y + r.y * scale, r.width * scale, r.height * scale)
  }

  /// Each region's colour: hues a golden angle apart in the regions' order (largest first), so
  /// neighbours in that order never look alike; points no view takes are grey.
  static func tint(_ index: Int, of region: HitMapRegion) -> String {
    guard region.view != nil else { return "#8E8E9380" }
    let hue = (Double(index) * 137.508).truncatingRemainder(dividingBy: 360)
    let (r, g, b) = rgb(hue: hue, saturation: 0.7, lightness: 0.55)
    return String(format: "#%02X%02X%02X70", r, g, b)
  }

  private static func rgb(hue: Double, saturation s: Double, lightness l: Double) -> (Int, Int, Int)
  {
    let c = (1 - abs(2 * l - 1)) * s
    let h = hue / 60
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch h {
      case ..<1: (c, x, 0)
      case ..<2: (x, c, 0)
      case ..<3: (0, c, x)
      case ..<4: (0, x, c)
      case ..<5: (x, 0, c)
      default: (c, 0, x)
      }
    let m = l - c / 2
    return (
      Int(saturating: ((r + m) * 255).rounded()), Int(saturating: ((g + m) * 255).rounded()),
      Int(saturating: ((b + m) * 255).rounded())
    )
  }

  func items() -> [DiagramItem] {
    let frame = Rect(origin.x, origin.y, size.width, size.height)
    var placer = LabelPlacer(area: frame)
    var inside: [DiagramItem] = [
      .shape(.rect(frame, radius: 0), fill: .role(.background), stroke: nil)
    ]
    inside.append(.group(opacity: 0.45, views()))
    for (i, region) in hitMap.regions.enumerated() {
      for r in region.rects {
        inside.append(
          .shape(.rect(map(r), radius: 0), fill: .view(Self.tint(i, of: region)), stroke: nil))
      }
    }
    for region in hitMap.regions {
      for (a, b) in RegionOutline.segments(region.rects) {
        inside.append(
          .shape(
            .polyline([map(a), map(b)]), fill: nil, stroke: Stroke(.role(.muted), width: 0.75)))
      }
    }
    for zone in hitMap.deadZones { inside += hatch(zone) }
    var items: [DiagramItem] = [.clipped(.rect(frame, radius: 0), inside)]
    items.append(
      .shape(.rect(frame, radius: 0), fill: nil, stroke: Stroke(.role(.panelBorder), width: 1.5)))
    // Arrows and their names first: they say what the hatching means.
    // One arrow per view, from its largest dead part, the largest parts placed first.
    var named: Set<String> = []
    for zone in hitMap.deadZones.sorted(by: { $0.area > $1.area })
    where named.insert(zone.view).inserted {
      items += arrow(zone, placer: &placer)
    }
    for region in hitMap.regions { items += name(region, placer: &placer) }
    return items
  }

  /// The views in the windows, back to front, in their own colours (as the touch diagrams draw
  /// them, without their glyphs): where the regions come from.
  private func views() -> [DiagramItem] {
    trace.objects.compactMap { o in
      guard o.role == .view || o.role == .window, o.inWindow == true, o.isHidden != true else {
        return nil
      }
      let shape: Shape =
        o.windowCorners.map { .polygon($0.map(map)) }
        ?? .rect(map(o.windowFrame ?? Rect(0, 0, 0, 0)), radius: 0)
      return .shape(
        shape, fill: o.backgroundColor.map(Paint.view), stroke: Stroke(.role(.faint), width: 1))
    }
  }

  private func hatch(_ zone: HitMapDeadZone) -> [DiagramItem] {
    zone.rects.flatMap { rect -> [DiagramItem] in
      let r = map(rect)
      var stripes: [DiagramItem] = []
      var x = r.minX - r.height
      while x < r.maxX {
        stripes.append(
          .shape(
            .polyline([Point(x, r.maxY), Point(x + r.height, r.minY)]), fill: nil,
            stroke: Stroke(.role(.stop), width: 1.25)))
        x += 5
      }
      return [
        .clipped(.rect(r, radius: 0), stripes),
        .shape(
          .rect(r, radius: 0), fill: nil, stroke: Stroke(.role(.stop), width: 1.5, dash: [3, 2])),
      ]
    }
  }

  /// An arrow from the dead part to the name of the view that gets it, beside the part.
  private func arrow(_ zone: HitMapDeadZone, placer: inout LabelPlacer) -> [DiagramItem] {
    guard !zone.rects.isEmpty else { return [] }
    let box = map(
      Rect.bounding(zone.rects.flatMap { [Point($0.minX, $0.minY), Point($0.maxX, $0.maxY)] }))
    let style = TextStyle(size: Metrics.smallSize, bold: true, paint: .role(.stop), middle: true)
    let text = zone.view + " → " + (zone.takenBy ?? words.legendNoView)
    let t = measure.size(of: text, style: style)
    let (w, h) = (t.width + 8, t.height + 4)
    // Beside the part, then further out: every dead part should get its arrow.
    let candidates = [18.0, 44, 80, 120].flatMap { d in
      [
        Rect(box.maxX + d, box.midY - h / 2, w, h), Rect(box.minX - d - w, box.midY - h / 2, w, h),
        Rect(box.midX - w / 2, box.maxY + d * 0.6, w, h),
        Rect(box.midX - w / 2, box.minY - d * 0.6 - h, w, h),
      ]
    }
    guard let spot = placer.place(candidates) else { return [] }
    let start = Point(
      min(max(spot.midX, box.minX), box.maxX), min(max(spot.midY, box.minY), box.maxY))
    let end = Point(
      spot.midX < box.minX ? spot.maxX : spot.midX > box.maxX ? spot.minX : spot.midX,
      spot.midY < box.minY ? spot.maxY : spot.midY > box.maxY ? spot.minY : spot.midY)
    return [
      .arrow([start, end], stroke: Stroke(.role(.stop), width: 1.5), headAtStart: false),
      .shape(.rect(spot, radius: 3), fill: .role(.chip), stroke: Stroke(.role(.stop), width: 1)),
      .text(text, at: Point(spot.minX + 4, spot.midY), style: style),
    ]
  }

  /// The view's name on its region's largest rectangle, when it fits there.
  private func name(_ region: HitMapRegion, placer: inout LabelPlacer) -> [DiagramItem] {
    guard let id = region.view,
      let largest = region.rects.max(by: { $0.width * $0.height < $1.width * $1.height })
    else { return [] }
    let r = map(largest)
    let style = TextStyle(size: Metrics.smallSize, middle: true)
    let t = measure.size(of: id, style: style)
    let (w, h) = (t.width + 6, t.height + 2)
    guard w <= r.width, h <= r.height else { return [] }
    let candidates = [
      Rect(r.midX - w / 2, r.midY - h / 2, w, h), Rect(r.minX + 2, r.minY + 2, w, h),
      Rect(r.maxX - w - 2, r.maxY - h - 2, w, h),
    ].filter(r.contains)
    guard let spot = placer.place(candidates) else { return [] }
    return [
      .shape(.rect(spot, radius: 3), fill: .role(.chip), stroke: nil),
      .text(id, at: Point(spot.minX + 3, spot.midY), style: style),
    ]
  }
}
