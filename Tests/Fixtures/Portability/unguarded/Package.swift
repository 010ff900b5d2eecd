// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Fixture",
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0")
  ],
  targets: [
    .systemLibrary(
      name: "CLib", pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libspng-dev"])]),
    .target(name: "TouchTrace"),
    .executableTarget(name: "touchtrace", dependencies: ["TouchTrace"]),
  ]
)
