import Foundation
import TouchTraceTrace

// `import TouchTraceTrace`: reading, comparing and printing traces.
func read(_ data: Data, against old: Trace) throws -> ([String], [String], HitAreaProbe?) {
  let trace = try Trace.decode(data)
  let area: HitArea? = trace.objects.first?.hitArea
  return (TraceDiff.differences(from: old, to: trace), EventLog.lines(of: trace), area?.probe)
}
