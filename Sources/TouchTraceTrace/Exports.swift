// Text escaping, UTF-8 decoding, file checks and saturating integers moved to TouchTraceSupport
// (issue 32); re-exported so `import TouchTraceTrace` (and every module above it) keeps them.
@_exported import TouchTraceSupport
