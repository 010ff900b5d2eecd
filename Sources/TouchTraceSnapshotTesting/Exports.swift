// What the text strategies' API takes and returns, reachable with `import TouchTraceSnapshotTesting`
// alone: swift-snapshot-testing (`SnapshotTestingConfiguration`, `withSnapshotTesting`), Foundation's
// `URL`, and the two values a snapshot is taken of. Only `SceneDocument` and `Trace` are re-exported,
// not their modules: the scene module re-exports the engine, whose simulated `UIView`, `UIControl`…
// would clash with UIKit's in an iOS test target that imports both.
@_exported import Foundation
@_exported import SnapshotTesting

@_exported import struct TouchTraceScene.SceneDocument
@_exported import struct TouchTraceTrace.Trace
