import TouchTraceCanvas
import TouchTraceCommands
import TouchTraceRender

extension Input {
  /// Runs `body`, naming this input in a drawing error: a diagram too large to draw, or a canvas
  /// error, said neither file nor `error:` (found by .ci/fuzz).
  package func namingDrawingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch  where error is CanvasError || error is DiagramTooLarge {
      throw InputError("\(file): error: \(error)")
    }
  }
}
