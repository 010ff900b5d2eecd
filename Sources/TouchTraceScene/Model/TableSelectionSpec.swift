import TouchTraceEngine

/// What a table's delegate answers about highlighting and selection (UITableViewDelegate's
/// `shouldHighlightRowAt`, `willSelectRowAt`, `willDeselectRowAt`), by UIKit's Swift names.
public struct TableSelectionSpec: Sendable, Equatable {
  /// The delegate's answer for a row: another row, or nil for none.
  public struct RowAnswer: Sendable, Equatable {
    public var row: [Int]
    public var returns: [Int]?
  }
  /// shouldHighlightRowAt: nil, not implemented; `.all(b)`: b for every row; `.rows`: true for
  /// those listed, false for the others.
  public enum Highlight: Sendable, Equatable {
    case all(Bool)
    case rows([[Int]])
  }
  public var shouldHighlight: Highlight?
  /// nil: not implemented; the rows not listed answer themselves.
  public var willSelect: [RowAnswer]?
  public var willDeselect: [RowAnswer]?
  /// A collection view's `shouldSelectItemAt` and `shouldDeselectItemAt`: nil, not implemented.
  public var shouldSelect: Highlight?
  public var shouldDeselect: Highlight?
  public init() {}

  /// The engine's answers, with the `did…` methods the scene says the delegate implements.
  func answers(_ properties: ViewProperties) -> CellSelectionAnswers {
    // A table's `…RowAt` or a collection view's `…ItemAt` (a view has only its class's keys).
    func implemented(_ verb: String) -> Bool {
      properties[verb + "RowAt"] == .bool(true) || properties[verb + "ItemAt"] == .bool(true)
    }
    var answers = CellSelectionAnswers(
      didHighlight: implemented("didHighlight"), didUnhighlight: implemented("didUnhighlight"),
      didDeselect: implemented("didDeselect"))
    answers.shouldHighlight = shouldHighlight.map(TableEditingSpec.rows)
    answers.shouldSelect = shouldSelect.map(TableEditingSpec.rows)
    answers.shouldDeselect = shouldDeselect.map(TableEditingSpec.rows)
    answers.willSelect = willSelect.map(Self.redirect)
    answers.willDeselect = willDeselect.map(Self.redirect)
    return answers
  }

  /// A delegate method answering each listed row as listed, and the others with themselves.
  private static func redirect(_ list: [RowAnswer]) -> ([Int]) -> [Int]? {
    { path in
      guard let answer = list.first(where: { $0.row == path }) else { return path }
      return answer.returns
    }
  }
}
