/// Readable, unique ids for imported views.
///
/// The rule: the class name without a leading `_` and its `UI` (or `NS`, `WK`) prefix, in
/// lowerCamelCase (`UIButton` → `button`, `_UIBarBackground` → `barBackground`, `NotesView` →
/// `notesView`), followed by the first three words of the view's text (`text`, a text field's
/// `placeholder`, or what the line printed after ` - `), letters and digits only, each
/// capitalized (`UILabel` with 'Sign in' → `labelSignIn`). A name already taken gets the
/// smallest free number from 2 (`view`, `view2`, `view3`…), in the order of the dump.
struct ViewIds {
  private var taken: Set<String>
  private var nextNumber: [String: Int] = [:]

  /// `reserved`: ids the scene already uses (the window, the controller).
  init(reserved: Set<String>) { taken = reserved }

  /// - Parameter title: a button's title (its label's text), which names it as a text names a
  ///   label: `buttonBuy`.
  mutating func id(for view: DumpView, title: String? = nil) -> String {
    if let ivar = Self.ivarName(view.printedBefore) { return unique(ivar) }
    let stem = Self.stem(view.className)
    var words = Self.words(
      [view.text, view.placeholder, view.trailing, title].compactMap { $0 }.first { !$0.isEmpty })
    // `SaveButton` titled 'Save' is `saveButton`, not `saveButtonSave`.
    if !words.isEmpty, stem.lowercased().contains(words.lowercased()) { words = "" }
    return unique(String((stem + words).prefix(48)))
  }

  /// The ivar a printer named the view by (`_myButton <UIButton…>` → `myButton`), or nil.
  static func ivarName(_ printedBefore: String?) -> String? {
    guard let word = printedBefore?.split(separator: " ").last, word.hasPrefix("_"),
      let first = word.dropFirst().first, first.isLetter,
      word.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
    else { return nil }
    return String(word.dropFirst().prefix(48))
  }

  /// `base`, or `base` and the smallest free number from 2.
  mutating func unique(_ base: String) -> String {
    var id = base
    // Each base remembers the number it reached, so ten thousand `view`s take linear time.
    var n = nextNumber[base] ?? 2
    while taken.contains(id) {
      id = base + String(n)
      n += 1
    }
    nextNumber[base] = n
    taken.insert(id)
    return id
  }

  /// `_UIBarBackground` → `barBackground`; `URLField` → `urlField`.
  static func stem(_ className: String) -> String {
    var name = Substring(className.filter { $0.isASCII && ($0.isLetter || $0.isNumber) })
    for prefix in ["UI", "NS", "WK"] where name.hasPrefix(prefix) && name.count > prefix.count {
      let next = name[name.index(name.startIndex, offsetBy: prefix.count)]
      if next.isUppercase { name = name.dropFirst(prefix.count) }
    }
    guard let first = name.first, first.isLetter else { return "view" + name }
    // Lowercase the leading capitals, keeping the last one of a run that starts a word.
    let upper = name.prefix { $0.isUppercase }
    let lowered: Substring
    if upper.count > 1, upper.count < name.count {
      lowered = upper.dropLast().lowercased() + name.dropFirst(upper.count - 1)
    } else {
      lowered = upper.lowercased() + name.dropFirst(upper.count)
    }
    return String(lowered)
  }

  /// 'Sign in!' → `SignIn`, '同意' → `同意`; at most three words.
  static func words(_ text: String?) -> String {
    guard let text else { return "" }
    // Any script's letters: a Chinese button's `同意` is as readable as `OK`.
    let words = text.split { !($0.isLetter || $0.isNumber) }.prefix(3)
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
