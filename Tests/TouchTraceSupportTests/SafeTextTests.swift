import Testing

@testable import TouchTraceSupport

/// Issue 14 and 23: text from scene files is escaped for where it lands.
@Suite struct SafeTextTests {
  @Test func htmlEscapesTheFiveCharacters() {
    #expect(
      SafeText.html(#"<a href="x">'&'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
  }

  @Test func aRelativeURLCannotReadAsAScheme() {
    #expect(
      SafeText.relativeURL("javascript:alert(6)<!--.yaml")
        == "javascript%3Aalert%286%29%3C%21--.yaml")
    #expect(SafeText.relativeURL("a b/c.svg") == "a%20b/c.svg")
  }

  @Test func markdownKeepsLinksAndLinesAsText() {
    #expect(SafeText.markdown("[x](javascript:1)\nnext") == #"\[x\]\(javascript:1\) next"#)
    #expect(SafeText.markdown("a\u{1B}b") == #"a\u{1B}b"#)
  }

  @Test func scriptJSONCannotCloseItsElement() {
    #expect(
      SafeText.scriptJSON(#"{"t":"</script><!--&"}"#)
        == #"{"t":"\u003c/script\u003e\u003c!--\u0026"}"#)
  }

  @Test func terminalShowsControlsButKeepsLines() {
    #expect(SafeText.terminal("a\u{1B}]0;x\u{07}\nb\tc") == "a\\u{1B}]0;x\\u{7}\nb\tc")
    #expect(SafeText.terminal("name\u{202E}gpj.yaml") == "name\\u{202E}gpj.yaml")
  }

  @Test func longWordsAreAbbreviated() {
    let word = String(repeating: "x", count: 300)
    #expect(
      abbreviatingLongWords("id \(word) here") == "id \(word.prefix(100))…(300 characters) here")
    #expect(abbreviatingLongWords("short words") == "short words")
  }
}
