import Foundation
import TouchTraceSupport

/// Writes `data` to `url` atomically with `AtomicFile.write` (TouchTraceSupport): readers see the old
/// file or the complete new one, never a partial file.
///
/// - Throws: ``CanvasError/writeFailed(path:reason:)`` saying what went wrong, e.g. that the
///   directory does not exist or is not writable.
public func writeAtomically(_ data: Data, to url: URL) throws {
  try writeAtomically([(url, data)])
}

/// Writes several files all or nothing (`AtomicFile.write`): if any
/// cannot be written, none is, so a scene never keeps 3 of its 4 diagrams (issue 14).
///
/// - Throws: ``CanvasError/writeFailed(path:reason:)``.
public func writeAtomically(_ files: [(URL, Data)]) throws {
  do {
    try AtomicFile.write(files)
  } catch let failure as FileWriteError {
    throw CanvasError.writeFailed(path: failure.path, reason: failure.reason)
  }
}
