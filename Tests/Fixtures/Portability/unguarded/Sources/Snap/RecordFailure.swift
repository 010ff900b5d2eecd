import XCTest

func recordFailure(_ message: String) { XCTFail(message) }
