// One import for a user's code: the engine (UIKit's touch handling), scene files, traces and the
// renderer, so `import TouchTrace` is enough to build a scene, run it and draw it.
@_exported import TouchTraceEngine
@_exported import TouchTraceRender
@_exported import TouchTraceScene
@_exported import TouchTraceTrace
