import Foundation

let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
