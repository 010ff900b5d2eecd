import Foundation

let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let products = Bundle.main.bundleURL
