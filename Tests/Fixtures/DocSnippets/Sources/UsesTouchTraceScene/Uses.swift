import TouchTraceScene

// `import TouchTraceScene`: documents, their errors, and what they build and run into (the
// engine's UIApplication, the trace).
func run(_ document: SceneDocument) throws -> (UIApplication, Trace) {
  do {
    return (try SceneBuilder.build(document), try SceneRunner.run(document, title: "scene"))
  } catch let errors as SceneErrors {
    throw errors
  }
}
