import TouchTraceEngine
import TouchTraceTrace

extension SceneBuilder {
  /// A table's or a list's swipe actions (one answer per edge) and a table's editing mode: the
  /// swipe controller and its recognizers, the editing controls, all registered so the scene can
  /// name them. In editing mode a table without trailing actions gets the data source's Delete
  /// (its editing control reveals it).
  mutating func installEditingAndSwipeActions(_ spec: ViewSpec, on v: UIView) throws {
    guard let list = v as? UICellContainerView else { return }
    if let collection = list as? UICollectionView,
      spec.properties["collectionViewLayout"] == .choice("list")
    {
      collection.collectionViewLayout = .list
    }
    let table = list as? UITableView
    let editing = table?.isEditing == true
    // A table an Edit button may put in editing mode is made ready as one editing already.
    let mayEdit = editing || tablesEditedByButton.contains(spec.id)
    var answers = spec.properties.swipeActions.map(\.answers)
    if mayEdit, !answers.contains(where: { $0.source.edge == .trailing }) {
      answers.append(SwipeActionsSpec().answers)
    }
    if !answers.isEmpty {
      let controller = list.installSwipeActions(answers)
      for made in controller.generatedViews.flatMap(\.subtree) { try register(made, spec.location) }
      for r in controller.recognizers { uikitRecognizers[r.id] = r }
    }
    guard let table, mayEdit else { return }
    let canEdit = spec.properties.swipeActions.first { $0.actions == nil }
    let editingAnswers = (spec.properties.tableEditing ?? TableEditingSpec()).answers(
      canEdit: canEdit)
    if editing {
      table.setEditing(true, answers: editingAnswers, constants: constants)
    } else {
      table.prepareEditingControls(answers: editingAnswers, constants: constants)
    }
    for made in table.editingControls { try register(made, spec.location) }
  }
}
