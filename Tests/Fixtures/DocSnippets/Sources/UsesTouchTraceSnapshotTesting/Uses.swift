import TouchTraceSnapshotTesting

// `import TouchTraceSnapshotTesting`: the strategies, the values they take (URL, SceneDocument,
// Trace) and the PNG strategy's ImageTolerance and Theme, with swift-snapshot-testing's types.
var strategies:
  (
    Snapshotting<URL, String>, Snapshotting<SceneDocument, Data>, Snapshotting<Trace, Data>,
    Diffing<Data>
  )
{
  (
    .touchTrace(.log),
    .touchTrace(.png(tolerance: ImageTolerance(channel: 2, fraction: 0.001), theme: Theme.dark)),
    .touchTrace(TouchTraceImage.png()),
    .touchTracePNG(tolerance: .exact)
  )
}
