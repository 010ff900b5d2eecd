import Foundation
import Testing
import TouchTraceTestSupport

/// `--locale` on the commands that draw: the files are named with the language before the theme,
/// and `check` compares the images of that language.
@Suite struct LocaleCommandTests {
  @Test func renderAndCheckInChinese() throws {
    let scratch = try Scratch()
    let scene = Repo.samples.appendingPathComponent("seed000-tap-red.yaml").path
    let render = try Command.run(
      [
        "render", scene, "--locale", "zh-Hans", "--theme", "light", "--theme", "dark", "-o", "refs",
      ],
      in: scratch.url)
    #expect(render.exited(0), "\(render)")
    let files = try FileManager.default.contentsOfDirectory(
      atPath: scratch.url.appendingPathComponent("refs").path
    ).sorted()
    #expect(files == ["seed000-tap-red~zh-Hans@2x.png", "seed000-tap-red~zh-Hans~dark@2x.png"])

    // The same language matches its images; English finds none of its own to compare.
    let same = try Command.run(
      ["check", scene, "--against", "refs", "--locale", "zh-Hans", "--record", "never"],
      in: scratch.url)
    #expect(same.exited(0), "\(same)")
    let english = try Command.run(
      ["check", scene, "--against", "refs", "--record", "never"], in: scratch.url)
    #expect(!english.exited(0), "\(english)")

    let unknown = try Command.run(["render", scene, "--locale", "fr"], in: scratch.url)
    #expect(unknown.exited(64) && unknown.stderr.contains("--locale"), "\(unknown)")
  }
}
