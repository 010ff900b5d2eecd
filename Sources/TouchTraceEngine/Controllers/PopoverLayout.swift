import Foundation

/// Where a popover goes beside its source: the first permitted side, in UIKit's order of
/// preference as `permittedArrowDirections` lists them (`up`: below the source, then `down`:
/// above it, `left`: to its right, `right`: to its left), where the content fits between the
/// source and the screen's margin, else the side with the most room; along that side it is
/// centred on the source and kept within the margins, the arrow pointing at the source's centre.
/// Apple does not document the order (EngineRules, "Where Apple is silent").
struct PopoverLayout {
  let direction: UIPopoverArrowDirection
  /// The `_UIPopoverView`'s frame in the window: the content and the arrow.
  let frame: CGRect
  /// The presented view's frame in the popover view: the frame less the arrow's side.
  let contentFrame: CGRect
  /// The arrow's tip from the middle of its edge.
  let arrowOffset: Double

  init(
    screen: CGRect, source: CGRect, content: CGSize, arrow: Double, margin: Double,
    permitted: [UIPopoverArrowDirection]
  ) {
    let (left, top) = (Double(screen.minX), Double(screen.minY))
    let (right, bottom) = (Double(screen.maxX), Double(screen.maxY))
    let (sourceMidX, sourceMidY) = (Double(source.midX), Double(source.midY))
    let room: [UIPopoverArrowDirection: Double] = [
      .up: bottom - Double(source.maxY) - margin, .down: Double(source.minY) - top - margin,
      .left: right - Double(source.maxX) - margin, .right: Double(source.minX) - left - margin,
    ]
    let sides = permitted.isEmpty ? UIPopoverArrowDirection.allCases : permitted
    let fits = sides.first { side in
      let needed = side == .up || side == .down ? Double(content.height) : Double(content.width)
      return (room[side] ?? 0) >= needed + arrow
    }
    let side = fits ?? sides.max { (room[$0] ?? 0) < (room[$1] ?? 0) } ?? .up
    direction = side
    let vertical = side == .up || side == .down
    let width = Double(content.width) + (vertical ? 0 : arrow)
    let height = Double(content.height) + (vertical ? arrow : 0)
    // Centred on the source along its side, kept within the margins.
    func along(_ centre: Double, _ length: Double, _ low: Double, _ high: Double) -> Double {
      min(max(centre - length / 2, low + margin), max(high - margin - length, low + margin))
    }
    let x: Double
    let y: Double
    switch side {
    case .up: (x, y) = (along(sourceMidX, width, left, right), Double(source.maxY))
    case .down: (x, y) = (along(sourceMidX, width, left, right), Double(source.minY) - height)
    case .left: (x, y) = (Double(source.maxX), along(sourceMidY, height, top, bottom))
    case .right: (x, y) = (Double(source.minX) - width, along(sourceMidY, height, top, bottom))
    }
    frame = CGRect(x: x, y: y, width: width, height: height)
    switch side {
    case .up: contentFrame = CGRect(x: 0, y: arrow, width: width, height: height - arrow)
    case .down: contentFrame = CGRect(x: 0, y: 0, width: width, height: height - arrow)
    case .left: contentFrame = CGRect(x: arrow, y: 0, width: width - arrow, height: height)
    case .right: contentFrame = CGRect(x: 0, y: 0, width: width - arrow, height: height)
    }
    arrowOffset = vertical ? sourceMidX - (x + width / 2) : sourceMidY - (y + height / 2)
  }
}
