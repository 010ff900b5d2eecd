import ArgumentParser
import TouchTraceCanvasBase
import TouchTraceLayout

// The option values every drawing command shares, parsed here (no Cairo) so the light
// `touchtrace` and `touchtrace-draw` read them alike.
extension ImageFormat: ExpressibleByArgument {}
extension Theme: ExpressibleByArgument {}
extension DiagramLocale: ExpressibleByArgument {}
