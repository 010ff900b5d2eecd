// Scenes build engine objects (`SceneBuilder.build` gives a `UIApplication`) and run into traces
// (`SceneRunner.run` gives a `Trace`), so `import TouchTraceScene` brings both (the engine
// re-exports the trace types).
@_exported import TouchTraceEngine
