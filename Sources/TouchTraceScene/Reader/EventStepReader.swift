import TouchTraceTrace
import Yams

/// The steps of events that are not touches (the SceneFormat article): `shake`, `pressKey`, `remoteControl`.
extension SceneReader {
  /// UIEvent.EventSubtype's remote-control commands, by their Swift names without the prefix.
  static let remoteControlCommands = [
    "play", "pause", "stop", "togglePlayPause", "nextTrack", "previousTrack",
    "beginSeekingBackward", "endSeekingBackward", "beginSeekingForward", "endSeekingForward",
  ]
  /// UIKeyboardHIDUsage's keys that have no character, by short names; any one character is a
  /// key too.
  static let namedKeys = [
    "return", "escape", "tab", "space", "delete", "deleteForward", "upArrow", "downArrow",
    "leftArrow", "rightArrow", "home", "end", "pageUp", "pageDown",
  ]
  /// How long a shake and a key press last when the step does not say (a typical shake; a tap
  /// of a key, like a touch's `tap`).
  static let shakeDuration = 0.5
  static let keyPressDuration = 0.1

  func shake(_ node: Node) -> TouchStep? {
    if isNull(node) { return .shake(duration: Self.shakeDuration) }
    guard let f = yaml.mapping(node, what: "'shake'", keys: SceneKeys.shake) else { return nil }
    guard let n = f["duration"] else { return .shake(duration: Self.shakeDuration) }
    return seconds(n, "duration", .nonNegative).map { .shake(duration: $0) }
  }

  func pressKey(_ node: Node) -> TouchStep? {
    guard let f = yaml.mapping(node, what: "'pressKey'", keys: SceneKeys.pressKey),
      yaml.require(["key"], in: f, what: "'pressKey'")
    else { return nil }
    let key = yaml.string(f["key"]!, "key")
    let duration =
      f["duration"].map { seconds($0, "duration", .nonNegative) } ?? Self.keyPressDuration
    guard let key, let duration else { return nil }
    guard key.count == 1 || Self.namedKeys.contains(key) else {
      let message = guessing(
        key, among: Self.namedKeys, head: "unknown key '\(key)'",
        expected: "one character or one of: \(Self.namedKeys.joined(separator: ", "))")
      yaml.error(message, at: f["key"])
      return nil
    }
    return .pressKey(key: key, duration: duration)
  }

  func remoteControl(_ node: Node) -> TouchStep? {
    guard case .scalar(let s) = node, Self.remoteControlCommands.contains(s.string) else {
      var message =
        "expected a remote-control command for 'remoteControl' (one of: \(Self.remoteControlCommands.joined(separator: ", "))), found \(yaml.describe(node))"
      if case .scalar(let s) = node,
        let guess = closest(to: s.string, in: Self.remoteControlCommands)
      {
        message += "; did you mean '\(guess)'?"
      }
      yaml.error(message, at: node)
      return nil
    }
    return .remoteControl(s.string)
  }
}
