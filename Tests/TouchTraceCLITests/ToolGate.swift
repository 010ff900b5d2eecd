import Foundation
import Testing

/// Whether a test that needs an outside tool (Chromium, `script`, /dev/full, a tmpfs, `unshare`)
/// runs. On a developer's machine a missing tool skips the test. Under CI (`CI` set, as GitHub
/// Actions sets it) a skip would hide a broken set-up, so the test runs and fails at its
/// `#require`, unless the system cannot have the tool at all (`existsOnThisSystem` false: /dev/full,
/// tmpfs and `unshare` are Linux's) or `TOUCHTRACE_CI_WITHOUT` names it (space-separated: what a
/// CI job knowingly lacks, with its reason beside the setting, such as an unprivileged container's
/// `unshare tmpfs`).
enum ToolGate {
  static func runs(_ tool: String, present: Bool, existsOnThisSystem: Bool = true) -> Bool {
    decide(
      tool, present: present, existsOnThisSystem: existsOnThisSystem,
      environment: ProcessInfo.processInfo.environment)
  }

  /// The rule, with the environment given (tested without setting the process's).
  static func decide(
    _ tool: String, present: Bool, existsOnThisSystem: Bool, environment: [String: String]
  ) -> Bool {
    if present { return true }
    guard existsOnThisSystem, let ci = environment["CI"], !ci.isEmpty, ci != "false" else {
      return false
    }
    let excused = (environment["TOUCHTRACE_CI_WITHOUT"] ?? "").split(separator: " ")
    return !excused.contains(Substring(tool))
  }

  /// The skip message: what is missing, and that CI would fail instead.
  static func skipped(_ what: String) -> Comment {
    Comment(rawValue: "skipped: \(what) (under CI, with `CI` set, this fails instead)")
  }
}

#if os(Linux)
  /// /dev/full, tmpfs and `unshare -m` exist on Linux only.
  let linuxOnlyToolsExist = true
#else
  let linuxOnlyToolsExist = false
#endif
