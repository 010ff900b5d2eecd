import TouchTraceEngine

/// A table in editing mode in a dump (issue 33): UIKit puts a `UITableViewCellEditControl` (the
/// red minus or green plus) on a row's leading side and a `UITableViewCellReorderControl` (the
/// grip) on its trailing side, and moves its content view in between. The scene says it with
/// the table's keys (`isEditing`, `editingStyleForRowAt`, `canMoveRowAt`), and the engine makes
/// the controls itself (`ROW.editControl`, `ROW.reorderControl`); the printed ones are left out,
/// and their widths become the scene's `constants`, so the built rows match the dump's frames.
extension SceneWriter {
  /// UIKit's private editing controls, by the scene's name for what they are.
  static let editingControlClasses: [String: EditingControl] = [
    "UITableViewCellEditControl": .edit, "UITableViewCellReorderControl": .reorder,
  ]

  enum EditingControl { case edit, reorder }

  /// One row of a table in editing mode: its cell (an index in `views`), its row as the engine
  /// numbers it (its place among the table's cells) and its printed controls.
  struct EditingRow {
    var cell: Int
    var row: Int
    var editControl: Int?
    var reorderControl: Int?
  }

  /// What the dump shows of tables in editing mode, found once (``findEditingTables()``).
  struct TableEditingFacts {
    var rowsByTable: [Int: [EditingRow]] = [:]
    var rowOfCell: [Int: EditingRow] = [:]
    /// The printed controls the engine makes itself.
    var controls: Set<Int> = []
    /// The first printed controls' widths (nil: none printed).
    var editWidth: Double?
    var reorderWidth: Double?
  }

  /// The rows of the table at `index`, when at least one shows an editing control: nil when the
  /// table is not in editing mode as far as the dump shows (or is no table).
  func editingRows(ofTable index: Int) -> [EditingRow]? { editing.rowsByTable[index] }

  /// Finds the tables in editing mode, once: a cell's printed controls (in
  /// `UITableViewCellScrollView` too, iOS 7) that are on screen; a hidden one, or one faded out
  /// (alpha 0, as UIKit leaves it after editing ends), shows nothing.
  func findEditingTables() -> TableEditingFacts {
    var facts = TableEditingFacts()
    guard vocabulary.keys.contains("isEditing") else { return facts }
    for table in views.indices where classes(of: views[table]).behaviour == "UITableView" {
      var rows: [EditingRow] = []
      for (child, _) in children(of: table)
      where classes(of: views[child]).behaviour == "UITableViewCell" {
        var row = EditingRow(cell: child, row: rows.count)
        var stack = views[child].subviews
        while let next = stack.popLast() {
          let v = views[next]
          if UIKitClasses.partOfParent[v.className] == "UITableViewCell" { stack += v.subviews }
          guard !v.isHidden, (v.alpha ?? 1) > 0.01 else { continue }
          switch Self.editingControlClasses[v.className] {
          case .edit?: row.editControl = min(row.editControl ?? next, next)
          case .reorder?: row.reorderControl = min(row.reorderControl ?? next, next)
          case nil: break
          }
        }
        rows.append(row)
      }
      guard rows.contains(where: { $0.editControl != nil || $0.reorderControl != nil }) else {
        continue
      }
      facts.rowsByTable[table] = rows
      for row in rows {
        facts.rowOfCell[row.cell] = row
        facts.controls.formUnion([row.editControl, row.reorderControl].compactMap { $0 })
      }
    }
    let all = facts.rowsByTable.keys.sorted().flatMap { facts.rowsByTable[$0] ?? [] }
    func firstWidth(_ control: (EditingRow) -> Int?) -> Double? {
      all.lazy.compactMap(control).compactMap { self.views[$0].frame?[2] }.first { $0 > 0 }
    }
    facts.editWidth = firstWidth(\.editControl)
    facts.reorderWidth = firstWidth(\.reorderControl)
    return facts
  }

  /// Whether `child` is a printed editing control of a row in editing mode: the engine makes
  /// its own.
  func isEngineEditingControl(_ child: Int) -> Bool { editing.controls.contains(child) }

  /// How far the engine moves a row's content view in editing mode: a cell's written subviews
  /// go inside that content view, so their printed frames (the cell's coordinates) move back by
  /// it.
  func contentInset(ofCell cell: Int) -> Double {
    guard editing.rowOfCell[cell]?.editControl != nil else { return 0 }
    return editing.editWidth ?? TouchConstants().tableEditControlWidth
  }

  /// The scene's `constants` line when the dump's controls are not the engine's widths.
  func editingConstantsLine() -> String? {
    let defaults = TouchConstants()
    var parts: [String] = []
    if let width = editing.editWidth, width != defaults.tableEditControlWidth {
      parts.append("tableEditControlWidth: \(number(width))")
    }
    if let width = editing.reorderWidth, width != defaults.tableReorderControlWidth {
      parts.append("tableReorderControlWidth: \(number(width))")
    }
    return parts.isEmpty ? nil : "constants: {\(parts.joined(separator: ", "))}"
  }

  /// The table's editing keys: `isEditing`, its delegate's `editingStyleForRowAt` (`none` for
  /// the rows printed without an editing control) and its data source's `canMoveRowAt` (the
  /// rows printed with a reorder control).
  func tableEditingLines(_ index: Int) -> [String] {
    guard let rows = editingRows(ofTable: index) else { return [] }
    var out = [
      "isEditing: true  # editing controls were printed in its rows",
      "# UITableViewCellEditControl and UITableViewCellReorderControl printed in its rows are "
        + "the engine's ROW.editControl and ROW.reorderControl",
    ]
    let styled = rows.filter { $0.editControl == nil }.map(\.row)
    let moving = rows.filter { $0.reorderControl != nil }.map(\.row)
    guard !styled.isEmpty || !moving.isEmpty else { return out }
    guard let delegate = delegateId() else {
      out.append(
        "# the rows' answers (editingStyleForRowAt, canMoveRowAt) need a delegate, and the dump "
          + "starts at a window with no controller: every row shows a red minus")
      return out
    }
    out.append("delegate: \(plainOrQuoted(delegate.id))")
    if delegate.isStandIn {
      out.append("# the dump does not print the table's delegate: the controller standing in")
    }
    if rows.allSatisfy({ $0.editControl == nil }) {
      out.append("editingStyleForRowAt: none  # no row printed an editing control")
    } else if !styled.isEmpty {
      out.append("editingStyleForRowAt:  # the rows printed without an editing control")
      for row in styled { out.append("  - {row: [0, \(row)], returns: none}") }
    }
    if !moving.isEmpty {
      let list = moving.map { "[0, \($0)]" }.joined(separator: ", ")
      out.append("canMoveRowAt: [\(list)]  # the rows printed with a reorder control")
    }
    return out
  }

  /// The responder the scene makes the table's delegate: the printed root controller, else the
  /// one standing in for the dump's (none when the dump starts at a window).
  func delegateId() -> (id: String, isStandIn: Bool)? {
    if let root = rootController { return (root.className, false) }
    return UIKitClasses.isWindow(views[0]) ? nil : ("ViewController", true)
  }
}

extension SceneWriter {
  /// What the dump could not say of a table in editing mode: which control a row shows (UIKit's
  /// `UITableViewCellEditControl` prints no style), and, with no controller in the dump, which
  /// rows could not be answered.
  func editingNotes() -> [String] {
    editing.rowsByTable.keys.sorted().compactMap { table in
      guard let rows = editing.rowsByTable[table] else { return nil }
      var unsaid: [String] = []
      if rows.contains(where: { $0.editControl != nil }) {
        unsaid.append(
          "the dump does not print whether a row's editing control is a red minus (delete) or "
            + "a green plus (insert), so each is written as delete, UIKit's default")
      }
      let answered = rows.contains { $0.editControl == nil || $0.reorderControl != nil }
      if answered, delegateId() == nil {
        unsaid.append(
          "no controller was printed after the dump to answer for its rows, so every row shows "
            + "a red minus and none its grip")
      }
      guard !unsaid.isEmpty else { return nil }
      let table = "\(views[table].className) (line \(views[table].line)) is in editing mode"
      return table + ": " + unsaid.joined(separator: "; ")
    }
  }
}
