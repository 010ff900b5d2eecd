import Foundation  // CGPoint, CGRect
import TouchTraceEngine

// `import TouchTraceEngine`: a run in code gives a Trace with its objects, touches and events.
func run(_ app: UIApplication) -> (Trace, [TraceObject], [TraceTouch], [TraceEvent], HitArea?) {
  let simulator = TouchSimulator(application: app)
  simulator.tap(at: CGPoint(x: 10, y: 10))
  let trace = simulator.finish(title: "tap")
  return (trace, trace.objects, trace.touches, trace.events, trace.objects.first?.hitArea)
}
