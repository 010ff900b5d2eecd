import Foundation
import Testing
import TouchTraceTestSupport

/// Issue 23: a reference PNG whose header claims 4294967295×4294967295 (or 3037000500², the first
/// square past Int64) made `check` trap on overflow (SIGILL), and in a batch the whole run died
/// with no report. Now it is an error naming the file, and the batch goes on.
@Suite struct CheckReferenceSizeTests {
  static let scene =
    "window: {subviews: [{id: box, frame: [0, 0, 80, 60], backgroundColor: teal}]}\n"
    + "touches: [{tap: [40, 30]}]\n"

  @Test(arguments: [UInt32.max, 3_037_000_500])
  func aReferenceClaimingAnOverflowingSizeIsReportedAndTheBatchGoesOn(side: UInt32) throws {
    let scratch = try Scratch()
    for name in ["a", "b", "c"] { try scratch.write("\(name).yaml", Self.scene) }
    let recorded = try scratch.run(
      "check", "a.yaml", "b.yaml", "c.yaml", "--against", "refs", "--record", "all")
    #expect(recorded.exited(0), "\(recorded)")
    let file = scratch.url.appendingPathComponent("refs/b@2x.png")
    var bytes = [UInt8](try Data(contentsOf: file))
    for k in 0..<8 { bytes[16 + k] = UInt8(truncatingIfNeeded: side >> (24 - 8 * (k % 4))) }
    try Data(bytes).write(to: file)

    let result = try scratch.run(
      "check", "a.yaml", "b.yaml", "c.yaml", "--against", "refs", "--record", "never",
      "--jobs", "2")
    #expect(result.exited(1) && !result.crashed, "\(result)")
    #expect(
      result.stderrLines.contains {
        $0.hasSuffix(
          "refs/b@2x.png: error: image too large: \(side)×\(side) pixels; the maximum is 50000000 pixels in all"
        )
      }, "\(result)")
    // The other two were checked; the unreadable reference is counted apart (issue 23: an input
    // that cannot be checked is not a difference, so no report is written for it).
    #expect(result.stderr.contains(": 2 ok, 1 could not be checked"), "\(result)")
  }
}
