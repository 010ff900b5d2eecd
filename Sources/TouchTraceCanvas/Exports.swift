// The canvas's formats, errors and atomic writes live in TouchTraceCanvasBase (no Cairo, so the
// commands that draw nothing link them alone); `import TouchTraceCanvas` still brings them.
@_exported import TouchTraceCanvasBase
