// swift-tools-version: 6.1
import PackageDescription

// A package that documents itself with TouchTrace's diagrams, as a user's would: it depends on
// TouchTrace (here by path) and keeps its scene files in its DocC catalog. Run
// `swift package --allow-writing-to-package-directory render-touch-diagrams` to draw them into
// Sources/Diagrams/Diagrams.docc/Resources. RenderPluginTests runs exactly that on a copy.
// Plain has no catalog.
let package = Package(
  name: "Diagrams",
  dependencies: [.package(name: "TouchTrace", path: "../../..")],
  targets: [.target(name: "Diagrams"), .target(name: "Plain")]
)
