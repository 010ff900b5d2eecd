// swift-tools-version: 6.1
import PackageDescription

// One module per step of the flow (scene file -> engine -> trace -> layout -> canvas -> PNG / SVG /
// PDF), each depending only on the modules below it: the engine on the trace, the scene on the
// engine, the layout on the trace (CONTRIBUTING.md has the whole table, checked against this).
let package = Package(
  name: "TouchTrace",
  // iOS only for the text-only snapshot product (no Cairo), in an app's test target.
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    // The target's name differs from the library `TouchTrace` by more than case: on a
    // case-insensitive disk (a Mac's default) `touchtrace` and `TouchTrace` collide in Xcode.
    .executable(name: "touchtrace", targets: ["TouchTraceTool"]),
    // The commands that draw, with Cairo, Pango and fontconfig linked: `touchtrace` runs it (same
    // arguments) for those, so the commands that draw nothing load no drawing library.
    .executable(name: "touchtrace-draw", targets: ["TouchTraceDraw"]),
    .library(name: "TouchTrace", targets: ["TouchTrace"]),
    .library(name: "TouchTraceEngine", targets: ["TouchTraceEngine"]),
    .library(name: "TouchTraceTrace", targets: ["TouchTraceTrace"]),
    .library(name: "TouchTraceScene", targets: ["TouchTraceScene"]),
    // Text snapshots (.log, .json) without Cairo: fits an iOS or macOS test target.
    .library(name: "TouchTraceSnapshotTesting", targets: ["TouchTraceSnapshotTesting"]),
    // Image snapshots (.png), drawn with Cairo: macOS and Linux.
    .library(
      name: "TouchTraceImageSnapshotTesting", targets: ["TouchTraceImageSnapshotTesting"]),
    .plugin(name: "RenderTouchDiagrams", targets: ["RenderTouchDiagrams"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // 1.19: the first with diffV2 and DiffAttachment, which the image snapshots use.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    // `swift package generate-documentation` builds the DocC catalog in Sources/TouchTrace.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    // Text escaping (HTML, Markdown, terminal), UTF-8 decoding with the bad byte located, file
    // checks and atomic writes, saturating integers: no dependencies, the lowest module.
    .target(name: "TouchTraceSupport"),
    // The trace: a Codable, versioned record of one run. Knows nothing of the engine or drawing.
    // Re-exports TouchTraceSupport.
    .target(name: "TouchTraceTrace", dependencies: ["TouchTraceSupport"]),
    // UIKit's touch handling, simulated: views, controllers, responders, touches, a virtual clock.
    .target(name: "TouchTraceEngine", dependencies: ["TouchTraceTrace"]),
    // Scene files (YAML/JSON): parsing with locations, validation, the JSON Schema, building the engine.
    .target(
      name: "TouchTraceScene",
      dependencies: [
        "TouchTraceEngine", "TouchTraceTrace", .product(name: "Yams", package: "Yams"),
      ]),
    // The hit map: the screen hit-tested on a grid with the engine, merged into regions.
    .target(
      name: "TouchTraceHitMap",
      dependencies: ["TouchTraceEngine", "TouchTraceScene", "TouchTraceTrace"]),
    // recursiveDescription dumps (LLDB, NSLog) -> scene YAML: a front end, like the scene reader.
    .target(name: "TouchTraceImport", dependencies: ["TouchTraceScene", "TouchTraceEngine"]),
    // The preview's web server: HTTP/1.1 GET and HEAD on 127.0.0.1, over the C socket interfaces.
    .target(name: "TouchTraceHTTP", dependencies: ["TouchTraceSupport"]),
    // The commands that draw nothing (log, trace, validate, schema, import, hitmap's JSON) and
    // what every command shares: the light `touchtrace` executable links these alone (issue 38).
    .target(
      name: "TouchTraceCommands",
      dependencies: [
        "TouchTraceScene", "TouchTraceTrace", "TouchTraceImport", "TouchTraceHitMap",
        "TouchTraceLayout", "TouchTraceCanvasBase", "TouchTraceSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Every command, as a library so tests can run them in-process.
    .target(
      name: "TouchTraceCLI",
      dependencies: [
        "TouchTraceCommands",
        "TouchTraceScene", "TouchTraceTrace", "TouchTraceCanvas", "TouchTraceRender",
        "TouchTraceImport", "TouchTraceLayout", "TouchTraceExplorer", "TouchTraceHitMap",
        "TouchTraceHTTP", "TouchTraceSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Trace -> positioned shapes and text, in pure Swift (text measured through a protocol).
    .target(name: "TouchTraceLayout", dependencies: ["TouchTraceTrace"]),
    // Cairo, Pango and libspng, through the one system-library target; only TouchTraceCanvas
    // imports it. Every library is found through pkg-config (Homebrew's live under /opt/homebrew
    // on Apple silicon, off the linker's default path); zlib comes with the OS (modulemap).
    .systemLibrary(
      name: "CCairo", pkgConfig: "pangocairo pangoft2 fontconfig spng",
      providers: [
        .apt(["libcairo2-dev", "libpango1.0-dev", "libspng-dev", "zlib1g-dev", "pkg-config"]),
        .brew(["cairo", "pango", "libspng", "pkgconf"]),
      ]),
    // A small drawing surface over Cairo: shapes, arrows, Pango text, PNG / SVG / PDF output. The
    // pinned fonts travel with it as resources (Fonts/README.md).
    .target(
      name: "TouchTraceCanvas",
      dependencies: ["CCairo", "TouchTraceCanvasBase", "TouchTraceSupport"],
      resources: [.copy("Fonts")]),
    // The canvas's formats, errors and atomic file writes, in Swift alone: what the commands that
    // draw nothing need of it, without Cairo. TouchTraceCanvas re-exports it.
    .target(name: "TouchTraceCanvasBase", dependencies: ["TouchTraceSupport"]),
    // Draws laid-out diagrams on the canvas and names the files as DocC expects.
    .target(
      name: "TouchTraceRender",
      dependencies: ["TouchTraceLayout", "TouchTraceCanvas", "TouchTraceTrace"]),
    // The step-through explorer: a self-contained HTML page per trace, from its drawn diagrams.
    .target(
      name: "TouchTraceExplorer",
      dependencies: ["TouchTraceRender", "TouchTraceLayout", "TouchTraceTrace"]),
    // swift-snapshot-testing, text: `assertTouchTrace(of: sceneURL, as: .log)`. No Cairo.
    .target(
      name: "TouchTraceSnapshotTesting",
      dependencies: [
        "TouchTraceScene", "TouchTraceTrace", "TouchTraceHitMap",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // swift-snapshot-testing, images: `assertTouchTrace(of: sceneURL, as: .png())`.
    .target(
      name: "TouchTraceImageSnapshotTesting",
      dependencies: [
        "TouchTraceSnapshotTesting", "TouchTraceRender", "TouchTraceLayout", "TouchTraceCanvas",
        "TouchTraceTrace",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // `touchtrace`: runs the commands that draw nothing itself, and `touchtrace-draw` beside it
    // for the others. It must not depend on TouchTraceDraw: SwiftPM links an executable target's
    // objects into the executables that depend on it, Cairo with them. So the scripts and the
    // plugin build both products.
    .executableTarget(name: "TouchTraceTool", dependencies: ["TouchTraceCommands"]),
    .executableTarget(name: "TouchTraceDraw", dependencies: ["TouchTraceCLI"]),
    // One import for users (the engine, scenes, traces and rendering) and the DocC catalog's home.
    .target(
      name: "TouchTrace",
      dependencies: [
        "TouchTraceEngine", "TouchTraceScene", "TouchTraceTrace", "TouchTraceRender",
        "TouchTraceLayout", "TouchTraceCanvas", "TouchTraceHitMap",
      ]),
    // `swift package --allow-writing-to-package-directory render-touch-diagrams`: renders a
    // package's scene files into its DocC catalog's Resources with the `touchtrace` tool.
    .plugin(
      name: "RenderTouchDiagrams",
      capability: .command(
        intent: .custom(
          verb: "render-touch-diagrams",
          description: "Renders scene files into DocC diagrams (name@2x.png, name~dark@2x.png)."),
        permissions: [
          .writeToPackageDirectory(reason: "It writes the diagrams into the DocC catalog.")
        ]),
      // No tool dependency: SwiftPM would build it in debug mode before the plugin runs; the
      // plugin asks SwiftPM for a release build of the `touchtrace` product instead.
      path: "Sources/RenderTouchDiagrams"),
    // What every test target shares: the repository's folders, scratch folders, running the
    // built `touchtrace`, scene skeletons. A plain target that only test targets depend on.
    .target(name: "TouchTraceTestSupport", path: "Tests/TouchTraceTestSupport"),
    .testTarget(
      name: "TouchTraceSupportTests", dependencies: ["TouchTraceSupport", "TouchTraceTestSupport"]),
    .testTarget(
      name: "TouchTraceTraceTests", dependencies: ["TouchTraceTrace", "TouchTraceTestSupport"]),
    .testTarget(
      name: "TouchTraceEngineTests",
      dependencies: ["TouchTraceEngine", "TouchTraceTrace", "TouchTraceTestSupport"]),
    .testTarget(
      name: "TouchTraceSceneTests",
      dependencies: [
        "TouchTraceScene", "TouchTraceEngine", "TouchTraceTrace", "TouchTraceTestSupport",
      ]),
    .testTarget(
      name: "TouchTraceHitMapTests",
      dependencies: [
        "TouchTraceHitMap", "TouchTraceScene", "TouchTraceEngine", "TouchTraceTrace",
        "TouchTraceTestSupport",
      ]),
    .testTarget(
      name: "TouchTraceImportTests",
      dependencies: [
        "TouchTraceImport", "TouchTraceScene", "TouchTraceTrace", "TouchTraceTestSupport",
      ]),
    .testTarget(
      name: "TouchTraceLayoutTests",
      dependencies: ["TouchTraceLayout", "TouchTraceTrace", "TouchTraceTestSupport"]),
    .testTarget(
      name: "TouchTraceRenderTests",
      dependencies: [
        "TouchTraceRender", "TouchTraceLayout", "TouchTraceTrace", "TouchTraceScene",
        "TouchTraceCanvas", "TouchTraceTestSupport",
      ]),
    // The gallery in output/ is the project's own visual regression suite.
    .testTarget(
      name: "TouchTraceGalleryTests",
      dependencies: [
        "TouchTraceScene", "TouchTraceRender", "TouchTraceLayout", "TouchTraceCanvas",
        "TouchTraceTrace", "TouchTraceTestSupport",
      ]),
    .testTarget(
      name: "TouchTraceSnapshotTestingTests",
      dependencies: [
        "TouchTraceSnapshotTesting", "TouchTraceImageSnapshotTesting", "TouchTraceScene",
        "TouchTraceTrace", "TouchTraceCanvas", "TouchTraceTestSupport",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "TouchTraceCanvasTests", dependencies: ["TouchTraceCanvas", "TouchTraceTestSupport"]),
    .testTarget(
      name: "TouchTraceExplorerTests",
      dependencies: [
        "TouchTraceExplorer", "TouchTraceLayout", "TouchTraceScene", "TouchTraceTrace",
        "TouchTraceTestSupport",
      ]),
    .testTarget(
      name: "TouchTraceHTTPTests", dependencies: ["TouchTraceHTTP", "TouchTraceTestSupport"]),
    .testTarget(
      name: "TouchTraceCLITests",
      dependencies: [
        "TouchTraceCLI", "TouchTraceCommands", "TouchTraceScene", "TouchTraceCanvas",
        // Both executables built before the tests that run them.
        "TouchTraceTool", "TouchTraceDraw", "TouchTraceTestSupport",
      ]),
  ]
)
