// One import for a user's code: the engine (UIKit's touch handling), scene files, traces and the
// renderer, so `import TouchTrace` is enough to build a scene, run it and draw it.
@_exported import TouchTraceEngine
@_exported import TouchTraceHitMap
@_exported import TouchTraceRender
@_exported import TouchTraceScene
@_exported import TouchTraceTrace

@_exported import enum TouchTraceCanvas.ImageFormat
// The renderer's API also takes or returns these types of the internal drawing modules. Only
// they are re-exported (Theme too, the renderer's options name it), not the whole modules: TouchTraceCanvas's own `Color` and geometry would
// clash with the scene's and the trace's.
@_exported import struct TouchTraceLayout.Diagram
@_exported import protocol TouchTraceLayout.TextMeasuring
@_exported import enum TouchTraceLayout.Theme
