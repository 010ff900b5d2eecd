import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Fails the running test, in Swift Testing or XCTest, as swift-snapshot-testing itself reports
/// its failures (both frameworks ship with the toolchain, so a user links nothing more).
func recordFailure(_ message: String) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(Comment(rawValue: message))
      return
    }
  #endif
  XCTFail(message)
}
