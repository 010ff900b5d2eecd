import Testing

@Test(.enabled(if: Chromium.executable != nil, "skipped: Chromium is not installed"))
func inTheBrowser() throws {
  let chromium = try #require(Chromium.executable)
  _ = try Chromium.run(chromium, ["--dump-dom", "page.html"])
}
