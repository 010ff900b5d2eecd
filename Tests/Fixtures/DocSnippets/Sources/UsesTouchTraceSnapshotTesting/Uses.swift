import TouchTraceSnapshotTesting

// `import TouchTraceSnapshotTesting`: the text snapshots and what they take (URL, SceneDocument,
// Trace), with swift-snapshot-testing's types; no drawing type.
func uses(_ url: URL, _ document: SceneDocument, _ trace: Trace) -> [String?] {
  let strategies: [TouchTraceSnapshotting<String>] = [.log, .json]
  assertTouchTrace(of: url, as: strategies[0])
  return [
    verifyTouchTrace(of: document, as: .json, record: SnapshotTestingConfiguration.Record.never),
    verifyTouchTrace(of: trace, as: .log, snapshotDirectory: "/tmp"),
  ]
}
