import TouchTraceTrace

/// The screen: the window to scale, each view at its frame in its colour (faded when hit-testing
/// skips it), hit areas, numbered hit-test badges, the hit-test view outlined, and the finger.
struct ScreenPanel {
  let trace: Trace
  let story: TouchStory
  let measure: any TextMeasuring
  let origin: Point
  let scale: Double
  let words: DiagramWords
  /// The part of the window shown, in window coordinates: all of it, or a detail around the touch.
  var viewport: Rect

  init(
    trace: Trace, story: TouchStory, measure: any TextMeasuring, origin: Point, scale: Double,
    viewport: Rect? = nil, words: DiagramWords = .en
  ) {
    self.words = words
    self.trace = trace
    self.story = story
    self.measure = measure
    self.origin = origin
    self.scale = scale
    self.viewport = viewport ?? Rect(0, 0, trace.screen.width, trace.screen.height)
  }

  var size: Size { Size(viewport.width * scale, viewport.height * scale) }

  func map(_ point: Point) -> Point {
    Point(origin.x + (point.x - viewport.x) * scale, origin.y + (point.y - viewport.y) * scale)
  }

  func outline(_ object: TraceObject) -> Shape {
    if let corners = object.windowCorners { return .polygon(corners.map(map)) }
    return .rect(box(object), radius: 0)
  }

  func box(_ object: TraceObject) -> Rect {
    let frame = object.windowFrame ?? Rect(0, 0, 0, 0)
    let topLeft = map(Point(frame.x, frame.y))
    return Rect(topLeft.x, topLeft.y, frame.width * scale, frame.height * scale)
  }

  /// Where a detail inset should look, in window coordinates, when the hit-test view or a hit area
  /// near the touch would be too small to read at `scale`; nil otherwise.
  static func detailViewport(_ trace: Trace, _ story: TouchStory, scale: Double) -> Rect? {
    guard let at = story.touch.samples.first?.location else { return nil }
    let tooSmall = 28.0
    var boxes: [Rect] = []
    if let hit = story.touch.view.flatMap(trace.object), let frame = hit.windowFrame,
      min(frame.width, frame.height) * scale < tooSmall
    {
      boxes.append(frame)
    }
    for object in trace.objects where object.inWindow == true {
      guard let corners = object.hitArea?.windowCorners else { continue }
      let area = Rect.bounding(corners)
      let near = abs(area.midX - at.x) < 80 && abs(area.midY - at.y) < 80
      if near && min(area.width, area.height) * scale < tooSmall * 2 { boxes.append(area) }
    }
    guard !boxes.isEmpty else { return nil }
    let all = Rect.bounding(
      boxes.flatMap { [Point($0.minX, $0.minY), Point($0.maxX, $0.maxY)] } + [at])
    let side = max(all.width, all.height) + 40
    return Rect(all.midX - side / 2, all.midY - side / 2, side, side)
  }

  /// Draws the panel; `placer` keeps its labels apart. Returns the items and the legend marks used.
  func items(placer: inout LabelPlacer) -> (items: [DiagramItem], marks: Set<LegendMark>) {
    var marks: Set<LegendMark> = [.finger]
    let views = trace.objects.filter {
      ($0.role == .view || $0.role == .window) && $0.inWindow == true
    }
    let byID = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let faded = fadedReasons(views)
    var items = screenItems(views, byID: byID, faded: faded, placer: &placer, marks: &marks)
    items += hitAreaItems(views, marks: &marks)
    // The view the pass returned, outlined strongly.
    if let hit = story.touch.view, let hitView = byID[hit] {
      items.append(.shape(outline(hitView), fill: nil, stroke: Stroke(.role(.accent), width: 3)))
      marks.insert(.hitView)
    }
    // The finger and its path, and any other fingers down at the same moment.
    items += finger(placer: &placer)
    items += textOverFinger(
      views, byID: byID, glyphs: glyphs(byID), faded: faded, within: screenShape)
    items += otherFingers(placer: &placer, marks: &marks)
    items += tagItems(views, byID: byID, faded: faded, placer: &placer, marks: &marks)
    return (items, marks)
  }

  /// The screen's box: nothing shows beyond its edges.
  private var screenShape: Shape {
    Shape.rect(Rect(origin.x, origin.y, size.width, size.height), radius: 0)
  }

  /// What each class draws, with the cells this touch highlighted.
  private func glyphs(_ byID: [String: TraceObject]) -> ViewGlyphs {
    var glyphs = ViewGlyphs(trace: trace, byID: byID, measure: measure, scale: scale, words: words)
    glyphs.highlighted = TouchEffects.highlightedCells(trace, touch: story.touch)
    return glyphs
  }

  /// Why each view hit-testing skips is faded, by id: its own reason, or its superview's.
  private func fadedReasons(_ views: [TraceObject]) -> [String: String] {
    var faded: [String: String] = [:]
    for view in views {
      if let reason = words.fadedReason(view) ?? view.superview.flatMap({ faded[$0] }) {
        faded[view.id] = reason
      }
    }
    return faded
  }

  /// The screen's background, every window's tree of views clipped to the screen, the window that
  /// took the touch outlined (when there are several) and the screen's border.
  private func screenItems(
    _ views: [TraceObject], byID: [String: TraceObject], faded: [String: String],
    placer: inout LabelPlacer, marks: inout Set<LegendMark>
  ) -> [DiagramItem] {
    // The views, back to front; a view that clips to its bounds clips its subtree.
    var items: [DiagramItem] = []
    items.append(
      .shape(
        .rect(Rect(origin.x, origin.y, size.width, size.height), radius: 0),
        fill: .role(.background), stroke: nil))
    let glyphs = glyphs(byID)
    // Every window's tree, in the trace's order: back to front by windowLevel.
    // UIKit's keyboard window while the keyboard is down is not on screen: not drawn at all.
    let windows = views.filter {
      $0.role == .window && !($0.isHidden == true && $0.class == "UIRemoteKeyboardWindow")
    }
    var trees: [DiagramItem] = []
    for root in windows.isEmpty ? Array(views.prefix(1)) : windows {
      trees += drawTree(
        root, byID: byID, faded: faded, glyphs: glyphs, placer: &placer, marks: &marks)
    }
    items.append(.clipped(screenShape, trees))
    // With several windows, the one that took the touch is outlined.
    if windows.count > 1, let taken = takingWindow(byID) {
      items.append(
        .shape(outline(taken), fill: nil, stroke: Stroke(.role(.accent), width: 2, dash: [8, 4])))
      marks.insert(.touchWindow)
    }
    items.append(
      .shape(
        .rect(Rect(origin.x, origin.y, size.width, size.height), radius: 0), fill: nil,
        stroke: Stroke(.role(.panelBorder), width: 1.5)))
    return items
  }

  /// Hit areas that overrides of point(inside:) accept.
  private func hitAreaItems(_ views: [TraceObject], marks: inout Set<LegendMark>) -> [DiagramItem] {
    var items: [DiagramItem] = []
    for view in views {
      guard let area = view.hitArea else { continue }
      switch area.rule {
      case .rect:
        guard let corners = area.windowCorners else { continue }
        items.append(
          .shape(
            .polygon(corners.map(map)), fill: .role(.hitAreaFill),
            stroke: Stroke(.role(.hitArea), width: 1.5, dash: [4, 3])))
        marks.insert(.hitArea)
      case .sampled:
        // A Swift override's shape, as the probe cells it accepted (drawn like a rectangle).
        for loop in area.windowOutline ?? [] {
          items.append(
            .shape(
              .polygon(loop.map(map)), fill: .role(.hitAreaFill),
              stroke: Stroke(.role(.hitArea), width: 1.5, dash: [4, 3])))
        }
        marks.insert(.hitArea)
      case .always, .never:
        items.append(
          .shape(
            outline(view), fill: nil, stroke: Stroke(.role(.hitArea), width: 2, dash: [6, 3])))
        marks.insert(.hitAreaAlways)
      }
    }
    return items
  }

  /// Badges and labels, frontmost first so the views people tapped get the best spots. Views that
  /// cover the same box (the window, UIKit's container views, a root view) share one tag.
  private func tagItems(
    _ views: [TraceObject], byID: [String: TraceObject], faded: [String: String],
    placer: inout LabelPlacer, marks: inout Set<LegendMark>
  ) -> [DiagramItem] {
    var items: [DiagramItem] = []
    let visible = visibleBoxes(views, byID: byID)
    for group in tagGroups(views).reversed() {
      items += tag(
        for: group, faded: group.last.flatMap { faded[$0.id] },
        visible: group.last.flatMap { visible[$0.id] } ?? nil, placer: &placer, marks: &marks)
    }
    return items
  }

  private func drawTree(
    _ root: TraceObject?, byID: [String: TraceObject], faded: [String: String],
    glyphs: ViewGlyphs, placer: inout LabelPlacer, marks: inout Set<LegendMark>
  ) -> [DiagramItem] {
    guard let root else { return [] }
    // Iterative depth-first walk: deep scenes must not overflow the stack.
    var out: [DiagramItem] = []
    var stack: [(TraceObject, Int)] = [(root, 0)]
    var clipDepth: [(shape: Shape, items: [DiagramItem], depth: Int)] = []
    func emit(_ item: DiagramItem) {
      if clipDepth.isEmpty {
        out.append(item)
      } else {
        clipDepth[clipDepth.count - 1].items.append(item)
      }
    }
    func closeClips(above depth: Int) {
      while let last = clipDepth.last, last.depth >= depth {
        clipDepth.removeLast()
        emit(.clipped(last.shape, last.items))
      }
    }
    while let (view, depth) = stack.popLast() {
      closeClips(above: depth)
      let shape = outline(view)
      let fill: Paint? = view.backgroundColor.map { Paint.view($0) }
      let body =
        zeroSizeMark(view)
        ?? glyphs.body(view, shape: shape)
        ?? DiagramItem.shape(shape, fill: fill, stroke: Stroke(.role(.faint), width: 1))
      // What the view's class draws (a switch's knob, a field's text); labels keep off its text.
      let (drawn, text) = glyphs.items(view, in: box(view))
      for textBox in text { placer.reserve(textBox) }
      if ViewGlyphs.glyph(view) == .stackOutline { marks.insert(.stackView) }
      if faded[view.id] != nil, words.fadedReason(view) != nil {
        emit(
          .group(
            opacity: 0.35,
            [.shape(shape, fill: fill, stroke: Stroke(.role(.muted), width: 1, dash: [3, 2]))]))
        // A label's text stays readable: hit-testing skips the view, not the reader.
        if !drawn.isEmpty { emit(.group(opacity: 0.75, drawn)) }
        marks.insert(.faded)
      } else if faded[view.id] != nil {
        emit(.group(opacity: 0.35, [body]))
        if !drawn.isEmpty { emit(.group(opacity: 0.75, drawn)) }
      } else if let alpha = view.alpha, alpha < 1 {
        // Drawn as translucent as it is, but never below a quarter, so it stays in sight.
        emit(.group(opacity: max(alpha, 0.25), [body] + drawn))
      } else {
        emit(body)
        drawn.forEach(emit)
      }
      if view.clipsToBounds == true, view.subviews?.isEmpty == false {
        clipDepth.append((shape, [], depth))
        marks.insert(.clipped)
      }
      for id in (view.subviews ?? []).reversed() {
        if let child = byID[id] { stack.append((child, depth + 1)) }
      }
    }
    closeClips(above: 0)
    return out
  }
}
