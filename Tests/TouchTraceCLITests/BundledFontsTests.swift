import Foundation
import Testing
import TouchTraceTestSupport

/// The pinned fonts travel with the package: with the system's fonts hidden, `touchtrace` draws
/// the gallery's bytes. Linux only (a mount namespace, an empty tmpfs over /usr/share/fonts);
/// skipped where `unshare -m` is not permitted (a container without CAP_SYS_ADMIN; under CI only
/// when `TOUCHTRACE_CI_WITHOUT` names `unshare`, see ToolGate).
@Suite struct BundledFontsTests {
  #if os(Linux)
    static let unshare = URL(fileURLWithPath: "/usr/bin/unshare")

    static let canHideFonts: Bool = {
      guard FileManager.default.isExecutableFile(atPath: unshare.path) else { return false }
      let probe = try? Command.run(
        ["-m", "sh", "-c", "mount -t tmpfs none /usr/share/fonts"], timeout: 30, program: unshare)
      return probe?.exited(0) ?? false
    }()

    /// Latin and Chinese text, light and dark, PNG and SVG.
    @Test(
      .enabled(
        if: ToolGate.runs("unshare", present: canHideFonts),
        ToolGate.skipped("`unshare -m` with a tmpfs over /usr/share/fonts is not permitted here")))
    func theGalleryIsDrawnWithTheSystemsFontsHidden() throws {
      let scratch = try Scratch()
      let binary = try #require(Command.executable)
      let scene = Repo.samples.appendingPathComponent("seed000-tap-red.yaml").path
      let render =
        [binary.path, "render", scene, "--output", scratch.url.path] + [
          "--format", "png", "--format", "svg", "--theme", "light", "--theme", "dark", "--scale",
          "2",
        ]
      let line = [
        "mount -t tmpfs none /usr/share/fonts",
        // Proof that nothing is left to find: fontconfig lists no font at all.
        "test -z \"$(fc-list 2>/dev/null)\"",
        quoted(render), quoted(render + ["--locale", "zh-Hans"]),
      ].joined(separator: " && ")
      let run = try Command.run(["-m", "sh", "-c", line], program: Self.unshare)
      try #require(run.exited(0), "\(run)")

      let drawn = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
      #expect(drawn.count == 8, "\(drawn)")
      for name in drawn {
        let mine = try Data(contentsOf: scratch.url.appendingPathComponent(name))
        let gallery = try Data(contentsOf: Repo.output.appendingPathComponent(name))
        #expect(mine == gallery, "\(name) differs from output/\(name)")
      }
    }

    private func quoted(_ words: [String]) -> String {
      words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        .joined(separator: " ")
    }
  #endif
}
