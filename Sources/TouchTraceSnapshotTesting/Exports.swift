// What the strategies' API takes and returns, reachable with `import TouchTraceSnapshotTesting`
// alone: swift-snapshot-testing's `assertSnapshot`, `Snapshotting` and `Diffing`; the values a
// snapshot is taken of (`URL` from Foundation, `SceneDocument` from the scene module, `Trace`,
// which the scene module re-exports with the engine); and the PNG strategy's `ImageTolerance` and
// `Theme`. Those two live in the internal drawing modules, so only they are re-exported: the whole
// of TouchTraceCanvas would bring its own `Color` and geometry, which clash with the scene's.
@_exported import Foundation
@_exported import SnapshotTesting
@_exported import TouchTraceScene

@_exported import struct TouchTraceCanvas.ImageTolerance
@_exported import enum TouchTraceRender.Theme
