import Testing

@Test func inTheBrowser() throws {
  let chromium = try #require(Chromium.executable, "Chromium is not installed")
  _ = try Chromium.run(chromium, ["--dump-dom", "page.html"])
}
