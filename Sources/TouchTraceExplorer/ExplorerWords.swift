/// Every word the explorer's page draws around the diagrams: button labels, the step counter, the
/// panels' names. One table, so a translation is one value of this type; the diagrams' own words
/// (verdicts, panel titles) come from the layout, and log lines, ids and class names are never
/// translated. `{n}` and `{m}` are replaced by numbers.
public struct ExplorerWords: Sendable, Equatable, Codable {
  /// The page's language, for `<html lang>`.
  public var language: String
  public var first: String
  public var previous: String
  public var play: String
  public var pause: String
  public var next: String
  public var last: String
  /// The slider's label.
  public var step: String
  /// "{n} of {m}": the current step and the number of steps.
  public var stepCount: String
  /// Above each diagram when a scene has several: "Diagram {n} of {m}".
  public var diagramCount: String
  /// The controls' group.
  public var controls: String
  /// Where the step's objects are highlighted, by panel.
  public var screen: String
  public var detail: String
  public var tree: String
  public var chain: String
  public var timeline: String
  /// Before the list of places: "Highlighted:".
  public var highlighted: String
  /// The event log's heading.
  public var eventLog: String
  /// When the run logs nothing.
  public var noSteps: String
  /// How to step with the keyboard.
  public var keys: String

  public static let english = ExplorerWords(
    language: "en", first: "First step", previous: "Previous step", play: "Play", pause: "Pause",
    next: "Next step", last: "Last step", step: "Step", stepCount: "{n} of {m}",
    diagramCount: "Diagram {n} of {m}", controls: "Step through the run", screen: "screen",
    detail: "detail", tree: "view tree", chain: "responder chain", timeline: "timeline",
    highlighted: "Highlighted:", eventLog: "Event log",
    noSteps: "This run logs no calls: there is nothing to step through.",
    keys: "Keys: ← and → step, space plays or pauses, Home and End jump to the first and last step."
  )
}
