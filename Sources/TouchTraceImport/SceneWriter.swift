import Foundation

/// Writes a parsed dump as scene YAML (the SceneFormat article): deterministic, readable, each view with its
/// line in the dump as a comment. It writes what the dump printed and what the class implies,
/// and says in comments (and, for gesture recognizers, in the title) what it could not know.
struct SceneWriter {
  let views: [DumpView]
  let options: ImportOptions
  var vocabulary: SceneVocabulary { options.vocabulary }
  /// The dump's name for the title and the header (`login.txt`, or `standard input`).
  let source: String

  private var lines: [String] = []
  /// For each line written, the view (its index in `views`) it belongs to, or -1.
  private var owners: [Int] = []
  /// For each line of the scene (0-based), the dump's view it was written for: so an error the
  /// scene's reader finds is reported at that view's line in the dump.
  private(set) var viewAtLine: [Int?] = []
  var ids = ViewIds(reserved: [
    "UIWindow", "ViewController", "UIApplication", "AppDelegate",
  ])
  /// Views with recognizers of kinds the dump does not print.
  var unknownRecognizers: [String] = []
  /// Each written view's id, by its index in `views` (assigned before writing, so a recognizer's
  /// target can name a view written after it).
  var idOf: [Int: String] = [:]
  /// Views by their printed address, for recognizers' targets.
  var indexByAddress: [String: Int] = [:]
  /// Controllers `_printHierarchy` printed after the dump.
  var controllers: [DumpController] = []
  /// The printed controller the scene makes its root one, if any.
  var rootController: DumpController?
  /// Where the dump's structure won over the scene format's rules: (view index, why).
  private(set) var structureWarnings: [(Int, String)] = []

  /// Sentences saying what the answer rests on that the dump did not say (cut lines, lines
  /// `--lenient` could not read), for the title and the log.
  var notes: [String]
  /// The ids after the views took theirs: each writing starts its recognizers' ids from here.
  private var idsAfterViews: ViewIds?
  /// The tables the dump shows in editing mode (SceneWriter+TableEditing.swift).
  var editing = TableEditingFacts()
  /// Sentences the writer adds to `notes`: what the dump could not say of what it mapped.
  var writerNotes: [String] = []

  init(views: [DumpView], options: ImportOptions, source: String, notes: [String]) {
    self.views = views
    self.options = options
    self.source = source
    self.notes = notes
    editing = findEditingTables()
  }

  mutating func yaml() -> String {
    let root = views[0]
    let isWindow = UIKitClasses.isWindow(root)
    lines = []
    owners = []
    structureWarnings = []
    unknownRecognizers = []
    if let saved = idsAfterViews {
      ids = saved
    } else {
      assignIds(isWindow: isWindow)
      idsAfterViews = ids
    }
    var body: [String] = []
    swap(&body, &lines)
    rootController = printedRootController(isWindow: isWindow)
    writerNotes = editingNotes()
    if isWindow {
      line(0, "window:")
      line(1, "# line \(root.line): \(root.printedClass)\(framed(root.frame))")
      if let address = root.address { line(1, "# \(address)") }
      windowRecognizers(root)
      let kids = children(of: 0)
      if let c = rootController, let (kid, offset) = kids.first {
        controllerHead(c, indent: 1)
        view(kid, indent: 3, item: false, offset: offset)
      } else if kids.isEmpty {
        // A window alone (the dump printed no view in it) is still a window, not a null one.
        line(1, "subviews: []")
      } else {
        line(1, "subviews:")
        for (child, offset) in kids { view(child, indent: 2, item: true, offset: offset) }
      }
    } else {
      line(0, "window:")
      if let c = rootController {
        controllerHead(c, indent: 1)
      } else {
        line(1, "rootViewController:")
        line(2, "# The dump does not say which controller owns its first view; this one stands in.")
        line(2, "id: ViewController")
        line(2, "view:")
      }
      view(0, indent: 3, item: false, offset: [0, 0])
    }
    if !options.taps.isEmpty {
      line(0, "touches:")
      for tap in options.taps { line(1, "- tap: [\(number(tap.x)), \(number(tap.y))]") }
    }
    swap(&body, &lines)

    let screen = options.screen ?? smallestScreen(holding: root.frame, isWindow: isWindow)
    var head = [
      "# Imported by `touchtrace import` from \(source): \(views.count) view\(views.count == 1 ? "" : "s").",
      "# Comments give each view's line in the dump. Hit-testing follows what the dump printed;",
      views.contains { !$0.recognizers.isEmpty }
        ? "# Recognizers printed after the dump are simulated where the format has their class."
        : "# the dump prints no gesture recognizer's kind, so none is simulated (see the title).",
      "title: \(quoted(title()))",
      "screen: {width: \(number(screen.width)), height: \(number(screen.height))}",
    ]
    if let constants = editingConstantsLine() { head.append(constants) }
    let application =
      (options.sceneBased ? ["sceneBased: true"] : [])
      + (options.softwareKeyboard ? ["softwareKeyboard: true"] : [])
    if !application.isEmpty {
      head.append("application: {\(application.joined(separator: ", "))}")
    }
    if !(notes + writerNotes).isEmpty {
      head.append("warnings:")
      head += (notes + writerNotes).map { "  - \(quoted($0))" }
    }
    viewAtLine = Array(repeating: nil, count: head.count) + owners.map { $0 < 0 ? nil : $0 }
    head += body
    return head.joined(separator: "\n") + "\n"
  }

  /// The dump's name, and the views whose recognizers' kinds the dump does not print.
  private func title() -> String {
    var title = "\(source) · imported"
    if !unknownRecognizers.isEmpty {
      let shown = unknownRecognizers.prefix(3).joined(separator: ", ")
      let more = unknownRecognizers.count > 3 ? " and \(unknownRecognizers.count - 3) more" : ""
      title += " · gesture recognizers of unknown kinds on \(shown)\(more)"
    }
    return title
  }

  /// The window's size: the root's frame's far corner, in whole points.
  private func smallestScreen(holding frame: [Double]?, isWindow: Bool) -> (
    width: Double, height: Double
  ) {
    guard let f = frame else { return (375, 667) }
    let (x, y) = isWindow ? (0.0, 0.0) : (max(f[0], 0), max(f[1], 0))
    return (max(1, (x + f[2]).rounded(.up)), max(1, (y + f[3]).rounded(.up)))
  }

  /// A view's subviews as the scene nests them. Old UIKit's views between a table and its cells
  /// (`UITableViewWrapperView`, iOS 7 to 10) and between a cell and its content view
  /// (`UITableViewCellScrollView`, iOS 7) are part of the table or the cell: their subviews stand
  /// in for them, moved by their origin, so cells behave as cells. A cell's (or an effect view's)
  /// printed content view is written as it was printed, inside the one the scene makes: its
  /// frame (narrower than the cell where an accessory takes the rest) and its address are the
  /// dump's, never replaced by the cell's.
  func children(of index: Int) -> [(Int, [Double])] {
    let behaviour = classes(of: views[index]).behaviour
    var out: [(Int, [Double])] = []
    // In editing mode the engine moves a row's content view in by its editing control, and a
    // cell's written subviews go inside it.
    let start = behaviour == "UITableViewCell" ? [-contentInset(ofCell: index), 0] : [0.0, 0]
    func add(_ subviews: [Int], _ origin: [Double]) {
      for child in subviews {
        let c = views[child]
        let here = [origin[0] + (c.frame?[0] ?? 0), origin[1] + (c.frame?[1] ?? 0)]
        if UIKitClasses.partOfParent[c.className] == behaviour {
          add(c.subviews, here)
        } else if isMadeByEngine(child, in: behaviour) || isEngineEditingControl(child) {
          continue
        } else {
          out.append((child, origin))
        }
      }
    }
    add(views[index].subviews, start)
    return out
  }

  private mutating func view(
    _ index: Int, indent: Int, item: Bool, offset: [Double], parent: String? = nil
  ) {
    let v = views[index]
    let wanted = classes(of: v).wanted
    var behaviour = classes(of: v).behaviour
    let misplaced = misplacedCell(behaviour, in: parent)
    let id = idOf[index] ?? ""
    // The first key goes after `- ` in a list; the rest line up with it. Lines gather in `own`
    // (not through `self`, which a closure would copy, lines and all, at every view).
    var first = item
    var own: [String] = []
    let pad = String(repeating: "  ", count: indent)
    func key(_ text: String) {
      own.append(pad + (first ? "- " : item ? "  " : "") + text)
      first = false
    }
    let inString = v.quotedLine.map { ", line \($0) of the quoted string" } ?? ""
    key("id: \(plainOrQuoted(id))  # line \(v.line)\(inString)")
    if let address = v.address {
      key(vocabulary.keys.contains("address") ? "address: \(quoted(address))" : "# \(address)")
    }
    if v.isSkipped {
      key("# line \(v.line) could not be read (--lenient): only its class and frame are known")
    }
    if let before = v.printedBefore { key("# printed before it: \(before)") }
    if let misplaced {
      key("# \(misplaced)")
      structureWarnings.append((index, misplaced))
      behaviour = "UIView"
    }
    for text in classLines(v, wanted: wanted, behaviour: behaviour, misplaced: misplaced != nil) {
      key(text)
    }
    placement(v, offset: offset, key: key)
    for text in valueLines(v, behaviour: behaviour) { key(text) }
    for text in engineInsideLines(index, behaviour: behaviour) { key(text) }
    for text in handlingLines(v, id: id, wanted: wanted, behaviour: behaviour) { key(text) }
    let kids = children(of: index)
    if !kids.isEmpty { key("subviews:") }
    lines += own
    owners += repeatElement(index, count: own.count)
    if !kids.isEmpty {
      let inner = item ? indent + 2 : indent + 1
      for (child, origin) in kids {
        view(child, indent: inner, item: true, offset: origin, parent: behaviour)
      }
    }
  }

  /// The class UIKit's own class map gives (`wanted`), and what the scene format models of it.
  func classes(of v: DumpView) -> (wanted: String, behaviour: String) {
    let wanted = UIKitClasses.behaviour(of: v.className, printed: v.baseClass)
    return (wanted, vocabulary.modelled(wanted))
  }

  /// `frame`, or for a transformed view (whose printed frame is the transformed one's bounding
  /// box) its centre, untransformed size and `transform`.
  private func placement(_ v: DumpView, offset: [Double], key: (String) -> Void) {
    guard let f = v.frame else {
      key("frame: [0, 0, 0, 0]  # the dump prints no frame")
      return
    }
    let (x, y, w, h) = (f[0] + offset[0], f[1] + offset[1], f[2], f[3])
    guard let t = v.transform, let parts = DumpValues.decompose(t),
      t != [1, 0, 0, 1, 0, 0]
    else {
      key("frame: [\(number(x)), \(number(y)), \(number(w)), \(number(h))]")
      return
    }
    // The bounding box of a w×h rectangle is |a|w + |c|h wide and |b|w + |d|h high.
    let (a, b, c, d) = (abs(t[0]), abs(t[1]), abs(t[2]), abs(t[3]))
    let det = a * d - b * c
    var size: [Double]
    if abs(det) > 1e-9 {
      size = [max(0, (w * d - h * c) / det), max(0, (h * a - w * b) / det)]
    } else {
      // At 45° with an even scale only w + h shows; a square is the likeliest.
      let side = w / (a + c)
      size = [side, side]
      key("# the transformed frame does not tell the width from the height: a square is assumed")
    }
    key("center: [\(number(x + w / 2 - t[4])), \(number(y + h / 2 - t[5]))]")
    key("size: [\(number(size[0])), \(number(size[1]))]")
    var parts2: [String] = []
    if parts.rotation != 0 { parts2.append("rotation: \(number(parts.rotation))") }
    if parts.scale != [1, 1] {
      parts2.append("scale: [\(number(parts.scale[0])), \(number(parts.scale[1]))]")
    }
    if parts.translation != [0, 0] {
      parts2.append(
        "translation: [\(number(parts.translation[0])), \(number(parts.translation[1]))]")
    }
    key(
      "transform: {\(parts2.joined(separator: ", "))}  # printed [\(t.map(number).joined(separator: ", "))]"
    )
    if v.transformIs3D { key("# transform3D: its 3D part (depth, perspective) is ignored") }
  }

  private func framed(_ frame: [Double]?) -> String {
    guard let f = frame else { return "" }
    return ", frame (\(number(f[0])) \(number(f[1])); \(number(f[2])) \(number(f[3])))"
  }

  /// The window's recognizers, under `window:`.
  private mutating func windowRecognizers(_ root: DumpView) {
    if !root.recognizers.isEmpty {
      for text in recognizerLines(root) { line(1, text) }
    } else if root.hasGestureRecognizers {
      unknownRecognizers.append("the window")
      line(1, "# gestureRecognizers = <NSArray …>: their kinds are not printed; none is simulated")
    }
  }

  mutating func line(_ indent: Int, _ text: String) {
    lines.append(String(repeating: "  ", count: indent) + text)
    owners.append(-1)
  }
}

/// A number as a scene writes it: at most 4 decimals, no `.0`, no `-0`.
func number(_ value: Double) -> String {
  let rounded = (value * 10_000).rounded() / 10_000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(saturating: rounded)) }
  return String(rounded)
}

/// A YAML double-quoted string.
func quoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F {
        out += String(format: "\\x%02X", scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}

/// A name as a plain scalar when YAML reads it back as that string, else quoted.
func plainOrQuoted(_ name: String) -> String {
  let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]
  let plain =
    name.first.map { $0.isLetter || $0 == "_" } == true
    && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    && !reserved.contains(name.lowercased())
  return plain ? name : quoted(name)
}
