import Foundation
import Testing
import TouchTraceScene
import TouchTraceTestSupport
import TouchTraceTrace

/// Every sample's event log is checked in beside it (`samples/NAME.log`) and must come out the same.
@Suite struct SampleLogTests {
  @Test func thereAreSamples() throws {
    #expect(try Repo.sampleScenes().count >= 18)
  }

  @Test(arguments: try Repo.sampleNames())
  func logMatchesTheCheckedInLog(name: String) throws {
    let scene = Repo.samples.appendingPathComponent(name + ".yaml")
    let expected = try String(
      contentsOf: Repo.samples.appendingPathComponent(name + ".log"), encoding: .utf8)
    let log = EventLog.text(of: try SceneRunner.run(path: scene.path))
    #expect(log == expected)
  }

  /// Seed 000's four printed console logs, line for line. The seed's NSLog lines are written in the
  /// log's form: "redColorView touchBegan 0" is `touchesBegan` (the seed's typo and a stray number),
  /// "-[EOCTouchEventViewCtrl touchesBegan:withEvent:]" is "EOCTouchEventViewCtrl touchesBegan".
  /// The samples silence the window and application, which the seed's app does not log.
  @Test(arguments: [
    ("seed000-tap-red", seed000Pass(["redColorView", "ligthGrayColorView"])),
    ("seed000-tap-gray", seed000Pass(["ligthGrayColorView"])),
    ("seed000-tap-yellow", yellowOnly),
    ("seed000-blue-always-inside", blueAlways),
  ])
  func seed000ConsoleLogs(name: String, seedLines: [String]) throws {
    let scene = Repo.samples.appendingPathComponent(name + ".yaml")
    let lines = EventLog.lines(of: try SceneRunner.run(path: scene.path)).map {
      $0.split(separator: " ").prefix(2).joined(separator: " ")
    }
    #expect(lines == seedLines)
  }
}

private let fullPass = [
  "yellowColorView hitTest", "yellowColorView pointInside", "ligthGrayColorView hitTest",
  "ligthGrayColorView pointInside", "blueColorView hitTest", "blueColorView pointInside",
  "redColorView hitTest",
  "redColorView pointInside",
]

/// Seed 000's 例子1 and 例子2: both passes, then the chain from the hit views up to the controller.
private func seed000Pass(_ chain: [String]) -> [String] {
  let responders = chain + ["EOCTouchEventViewCtrl"]
  return fullPass + fullPass + responders.map { "\($0) touchesBegan" }
    + responders.map { "\($0) touchesEnded" }
}

/// Seed 000's 例子3.
private let yellowOnly = [
  "yellowColorView hitTest", "yellowColorView pointInside", "yellowColorView hitTest",
  "yellowColorView pointInside",
  "yellowColorView touchesBegan", "EOCTouchEventViewCtrl touchesBegan",
  "yellowColorView touchesEnded",
  "EOCTouchEventViewCtrl touchesEnded",
]

/// Seed 000, 2: the blue view's pointInside returns YES.
private let blueAlways: [String] = {
  let pass = Array(fullPass.prefix(6))
  let chain = ["blueColorView", "ligthGrayColorView", "EOCTouchEventViewCtrl"]
  return pass + pass + chain.map { "\($0) touchesBegan" } + chain.map { "\($0) touchesEnded" }
}()
