import Foundation
import TouchTraceTrace

/// The records found for each engine class; snapshots of scenes on several threads share it.
final class RecordsByClass: @unchecked Sendable {
  typealias Record = @Sendable (UIView, inout TraceObject) -> Void
  private let lock = NSLock()
  private var known: [ObjectIdentifier: [Record]] = [:]

  func records(for view: UIView, finding: () -> [Record]) -> [Record] {
    let type = ObjectIdentifier(Swift.type(of: view))
    lock.lock()
    defer { lock.unlock() }
    if let found = known[type] { return found }
    let found = finding()
    known[type] = found
    return found
  }
}
