import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// A scene-based app (issue 31, item 6): `application: {sceneBased: true}` puts a UIWindowScene
/// between the window and the application. The source, a device print, is in UIApplication.swift.
@Suite struct WindowSceneTests {
  /// A label (user interaction on, no handler) in a view in the root controller's view: its
  /// touch goes up the whole chain, as the print walks `nextResponder` from a label.
  func scene(_ application: String) -> String {
    """
    \(application)
    window:
      rootViewController:
        id: ViewController
        view:
          id: rootView
          subviews:
            - id: view
              frame: [0, 0, 375, 300]
              subviews:
                - {id: label, class: UILabel, frame: [20, 100, 200, 40], isUserInteractionEnabled: true}
    touches:
      - tap: [50, 120]
    """
  }

  func began(_ log: [String]) -> [String] {
    log.filter { $0.hasSuffix("touchesBegan touch 1") }.map { String($0.split(separator: " ")[0]) }
  }

  /// The device print (github.com/SunSatan/Blog, "iOS视图动画计划-事件的响应链和传递链", lines
  /// 33-64): "UILabel -> UIView -> UIView -> ViewController -> … -> UIWindow -> UIWindowScene ->
  /// UIApplication -> AppDelegate". The part after the controller (presented there as a sheet,
  /// here the window's root) is the window's: the scene comes between it and the application.
  @Test func theWindowsNextResponderIsItsScene() throws {
    let (trace, log) = try tracedRun(scene("application: {sceneBased: true}"))
    #expect(
      began(log) == [
        "label", "view", "rootView", "ViewController", "UIWindow", "UIWindowScene",
        "UIApplication", "AppDelegate",
      ])
    let windowScene = try #require(trace.object("UIWindowScene"))
    #expect(windowScene.role == .windowScene && windowScene.class == "UIWindowScene")
    #expect(windowScene.next == "UIApplication")
    #expect(trace.object("UIWindow")?.next == "UIWindowScene")
  }

  /// The default keeps the seeds' chain (seed 000: "UIWindow->UIApplication->AppDelegate"): no
  /// scene object in the trace.
  @Test func theDefaultIsTheSeedsChain() throws {
    for application in ["", "application: {sceneBased: false}"] {
      let (trace, log) = try tracedRun(scene(application))
      #expect(Array(began(log).suffix(3)) == ["UIWindow", "UIApplication", "AppDelegate"])
      #expect(trace.object("UIWindowScene") == nil)
      #expect(trace.object("UIWindow")?.next == "UIApplication")
    }
  }

  /// The scene's id is taken (a view named so is a located error) and its logs follow the
  /// application's; a non-boolean is a located error.
  @Test func theIdAndTheKeysErrors() throws {
    let clash = scene("application: {sceneBased: true}").replacingOccurrences(
      of: "id: view\n", with: "id: UIWindowScene\n")
    #expect(controlErrors(clash).count == 1)
    #expect(controlErrors(clash).first?.contains("UIWindowScene") == true)
    let (_, quiet) = try tracedRun(scene("application: {sceneBased: true, logs: false}"))
    #expect(!quiet.contains { $0.hasPrefix("UIWindowScene") })
    let bad = controlErrors(scene("application: {sceneBased: yes please}"))
    #expect(bad.count == 1 && bad.first?.contains("sceneBased") == true)
  }
}
