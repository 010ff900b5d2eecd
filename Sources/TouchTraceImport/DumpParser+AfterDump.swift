/// What is pasted after a dump and read with it: recognizers (`po view.gestureRecognizers`),
/// controllers (`_printHierarchy`) and controls' actions (`pactions(#0x…)`), each matched to the
/// dump's views by address.
extension DumpParser {
  /// Recognizers' descriptions on the line (`po view.gestureRecognizers`, one or several, in an
  /// array's frame or not), kept for ``attachRecognizers()``; false when the line holds none.
  /// A list's frame (`<__NSArrayI 0x…>(`, `)`) is taken too.
  mutating func readRecognizers(_ line: DumpLine) -> Bool {
    let text = String(decoding: line.bytes, as: UTF8.self)
    if DumpRecognizers.isListFrame(text) { return true }
    let starts = DumpRecognizers.starts(in: text)
    guard !starts.isEmpty else { return false }
    for (k, start) in starts.enumerated() {
      let end = k + 1 < starts.count ? starts[k + 1] : text.endIndex
      let column = line.column + text.utf8.distance(from: text.startIndex, to: start)
      if let r = DumpRecognizers.read(String(text[start..<end]), line: line.line, column: column) {
        recognizers.append(r)
      }
    }
    return true
  }

  /// A controller `_printHierarchy` printed, or a target and action after a command that named
  /// a control; false when the line is neither.
  mutating func readControllerOrAction(_ line: DumpLine) -> Bool {
    let text = String(decoding: line.bytes, as: UTF8.self)
    if let c = DumpControllers.controller(text, line: line.line) {
      controllers.append(c)
      return true
    }
    guard let control = commandControl, let (cls, address, action) = DumpControllers.action(text)
    else { return false }
    actions.append(
      DumpAction(
        controlAddress: control, targetClass: cls, targetAddress: address, action: action,
        line: line.line))
    return true
  }

  /// Each action goes to the control its command named; one whose control is not in the dump is
  /// reported.
  mutating func attachActions() {
    var byAddress: [String: Int] = [:]
    for (index, view) in views.enumerated() {
      if let a = view.address { byAddress[Self.normalized(a)] = index }
    }
    for a in actions {
      guard let index = byAddress[Self.normalized(a.controlAddress)] else {
        warn(
          "the control \(a.controlAddress) these actions belong to is not in the dump: "
            + "they are not simulated", a.line, 1)
        continue
      }
      views[index].actions.append(a)
    }
  }

  /// Each recognizer goes to the view printed at its `view = <… 0x…>` address (once, however
  /// often it was printed); one whose view is not in the dump is reported, never dropped silently.
  mutating func attachRecognizers() {
    var seen: Set<String> = []
    var byAddress: [String: Int] = [:]
    for (index, view) in views.enumerated() {
      if let a = view.address { byAddress[Self.normalized(a)] = index }
    }
    for r in recognizers where seen.insert(r.address).inserted {
      guard let a = r.viewAddress, let index = byAddress[Self.normalized(a)] else {
        warn(
          "this \(r.printedClass)'s view (\(r.viewAddress ?? "not printed")) is not in the dump: "
            + "it is not simulated", r.line, r.column)
        continue
      }
      views[index].recognizers.append(r)
    }
  }

  /// `0x00007f9c1e60e2a0` and `0x7F9C1E60E2A0` are one address.
  static func normalized(_ address: String) -> String {
    let digits = address.lowercased().dropFirst(address.hasPrefix("0x") ? 2 : 0)
    let trimmed = digits.drop { $0 == "0" }
    return "0x" + (trimmed.isEmpty ? "0" : trimmed)
  }
}
