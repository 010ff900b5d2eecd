// The engine's API returns traces (`TouchSimulator.finish` gives a `Trace`), so a user of the
// `TouchTraceEngine` product gets the trace types with `import TouchTraceEngine` alone.
@_exported import TouchTraceTrace
