/// A diagram's colour scheme. Its colours are in TouchTraceRender (`Theme.swift` there); the
/// name is here, with no drawing library, so the commands that draw nothing can parse `--theme`.
public enum Theme: String, Sendable, CaseIterable {
  case light, dark
}
