// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Cards",
  platforms: [.macOS(.v13)],  // as TouchTrace's own
  dependencies: [
    // A path dependency's identity is its folder's name: "TouchTrace" for ../TouchTrace.
    .package(path: "../TouchTrace")
  ],
  targets: [
    .executableTarget(
      name: "Cards", dependencies: [.product(name: "TouchTrace", package: "TouchTrace")]),
    .testTarget(
      name: "CardsTests",
      dependencies: [.product(name: "TouchTraceImageSnapshotTesting", package: "TouchTrace")],
      // swift-snapshot-testing records its references in __Snapshots__; Scenes holds the tests'
      // scene files. Neither is source.
      exclude: ["__Snapshots__", "Scenes"]),
  ]
)

// Above: README.md's `swift package` block, word for word (`.ci/snippets` checks it). Below: what
// this fixture adds. `.ci/snippets` copies this folder to .build-snippets/Cards next to a link
// named TouchTrace to this checkout, so the lines above mean what they mean for a user, and writes
// every Swift snippet of README.md and of the DocC articles into Sources/Cards (programs and
// fragments) or Tests/CardsTests (tests). Not buildable in place.

// Each library product on its own: a module that imports only that product and names the public
// types its API takes and returns, so a type that the product does not export fails the build.
for product in [
  "TouchTrace", "TouchTraceEngine", "TouchTraceTrace", "TouchTraceScene",
  "TouchTraceSnapshotTesting", "TouchTraceImageSnapshotTesting",
] {
  package.targets.append(
    .target(name: "Uses\(product)", dependencies: [.product(name: product, package: "TouchTrace")]))
}
