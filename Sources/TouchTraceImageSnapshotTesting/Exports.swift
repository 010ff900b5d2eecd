// The image strategy's API with `import TouchTraceImageSnapshotTesting` alone: the text product
// (assertTouchTrace, swift-snapshot-testing, URL, SceneDocument, Trace) and the PNG options'
// types. Those live in the internal drawing modules, so only they are re-exported: the whole of
// TouchTraceCanvas would bring its own `Color` and geometry, which clash with the scene's.
@_exported import TouchTraceSnapshotTesting

@_exported import struct TouchTraceCanvas.ImageTolerance
@_exported import enum TouchTraceLayout.DiagramLocale
@_exported import enum TouchTraceLayout.Theme
