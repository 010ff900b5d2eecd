// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Fixture",
  products: [.executable(name: "touchtrace", targets: ["TouchTraceTool"])],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0")
  ],
  targets: [
    .systemLibrary(
      name: "CLib", pkgConfig: "pangocairo pangoft2 fontconfig spng",
      providers: [
        .apt(["libcairo2-dev", "libpango1.0-dev", "libspng-dev"]),
        .brew(["cairo", "pango", "libspng", "pkgconf"]),
      ]),
    .target(name: "TouchTrace"),
    .executableTarget(name: "TouchTraceTool", dependencies: ["TouchTrace"]),
  ]
)
