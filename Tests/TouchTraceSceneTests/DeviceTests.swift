import Foundation
import Testing
import TouchTraceEngine
import TouchTraceTrace

@testable import TouchTraceScene

/// `device:` (UIKit's `UIDevice.current`): what differs by iOS and device class, each rule from
/// its source (UIDevice.swift, InteractiveContentPop.swift).
@Suite struct DeviceTests {
  /// A message pushed over an inbox, on `device`.
  func mail(device: String, touches: String, screen: String = "{width: 393, height: 852}")
    -> String
  {
    """
    \(device)
    screen: \(screen)
    application: {logs: false}
    constants: {moveInterval: 0.05}
    window:
      logs: false
      rootViewController:
        id: nav
        class: UINavigationController
        viewControllers:
          - {id: Inbox, title: Inbox, view: {id: inboxView, logs: false}}
          - {id: Message, title: Message, view: {id: messageView, logs: false}}
    touches:
    \(touches)
    """
  }

  func log(_ yaml: String) throws -> [String] {
    EventLog.lines(of: try SceneRunner.run(try SceneParser.parse(yaml, file: "s.yaml"), title: "t"))
  }

  let midScreenSwipe = "  - drag: {from: [120, 400], to: [360, 410], duration: 0.3}"

  /// Apple, interactiveContentPopGestureRecognizer (iOS 26.0+): a pan "in a leading to trailing
  /// direction in the view" pops; before iOS 26 the same drag reaches only the content.
  @Test func iOS26PopsFromMidScreenAndIOS18DoesNot() throws {
    let on26 = try log(mail(device: "device: {systemVersion: 26}", touches: midScreenSwipe))
    #expect(on26.contains("nav.interactiveContentPopGestureRecognizer began"))
    #expect(on26.last == "nav popViewController Message")
    let on18 = try log(mail(device: "", touches: midScreenSwipe))
    #expect(!on18.contains { $0.contains("PopGestureRecognizer") })
    #expect(!on18.contains("nav popViewController Message"))
  }

  /// "initially pans horizontally in a leading to trailing direction": a drag down, or to the
  /// left, fails it and leaves the stack.
  @Test func aVerticalOrLeftwardDragDoesNotPop() throws {
    let lines = try log(
      mail(
        device: "device: {systemVersion: 26}",
        touches:
          "  - drag: {from: [200, 300], to: [205, 500], duration: 0.3}\n  - wait: 0.3\n"
          + "  - drag: {from: [300, 300], to: [100, 300], duration: 0.3}"))
    #expect(
      lines.filter { $0.hasPrefix("nav.interactiveContentPopGestureRecognizer failed") }.count
        == 2)
    #expect(!lines.contains("nav popViewController Message"))
  }

  /// "in cases that are not covered by interactivePopGestureRecognizer": a drag from the edge
  /// is the edge recognizer's alone; at the root there is nothing to pop (UIKit's delegate).
  @Test func theEdgeIsTheEdgeRecognizersAndTheRootHasNothingToPop() throws {
    let edge = try log(
      mail(
        device: "device: {systemVersion: 26}",
        touches: "  - drag: {from: [5, 400], to: [300, 410], duration: 0.3}"))
    #expect(edge.contains("nav.interactivePopGestureRecognizer began"))
    #expect(!edge.contains { $0.hasPrefix("nav.interactiveContentPopGestureRecognizer") })
    let twice = try log(
      mail(
        device: "device: {systemVersion: 26}",
        touches: midScreenSwipe + "\n  - wait: 0.3\n" + midScreenSwipe))
    #expect(twice.filter { $0.hasPrefix("nav popViewController") }.count == 1)
  }

  /// Other recognizers may require its failure, and a scene may turn it off.
  @Test func itsSettingsAndIdAreAScenes() throws {
    let yaml = mail(
      device: "device: {systemVersion: 26}", touches: midScreenSwipe
    ).replacingOccurrences(
      of: "    class: UINavigationController\n",
      with: "    class: UINavigationController\n"
        + "    interactiveContentPopGestureRecognizer: {isEnabled: false}\n")
    #expect(!(try log(yaml)).contains("nav popViewController Message"))
  }

  /// `_UIScreenEdgePanRecognizerEdgeSettings -setDefaultValues` (decompiled UIKitCore, iOS
  /// 26.1): 13 pt, or 9 % of the portrait width on a phone with rounded corners (35.37 pt on a
  /// 393 pt iPhone); on iPad, 13 pt whatever its corners.
  @Test func roundedCornersWidenTheEdgeRegionOnPhonesOnly() throws {
    let fromX30 = "  - drag: {from: [30, 400], to: [330, 410], duration: 0.3}"
    let rounded = try log(mail(device: "device: {hasRoundedCorners: true}", touches: fromX30))
    #expect(rounded.last == "nav popViewController Message")
    let square = try log(mail(device: "", touches: fromX30))
    #expect(!square.contains("nav popViewController Message"))
    let pad = try log(
      mail(
        device: "device: {userInterfaceIdiom: pad, hasRoundedCorners: true}", touches: fromX30,
        screen: "{width: 820, height: 1180}"))
    #expect(!pad.contains("nav popViewController Message"))
    let device = UIDevice(hasRoundedCorners: true)
    #expect(
      abs(
        device.screenEdgeRegionSize(
          screen: CGSize(width: 852, height: 393), constants: .standard) - 35.37) < 1e-9)
  }

  /// The trace's header names a device the scene set, and only then (traces as before).
  @Test func theTraceHeaderNamesTheDevice() throws {
    let named = try SceneRunner.run(
      try SceneParser.parse(
        mail(
          device: "device: {userInterfaceIdiom: pad, systemVersion: 26}",
          touches: "  - tap: [100, 300]"), file: "s.yaml"),
      title: "t")
    #expect(
      named.device
        == TraceDevice(userInterfaceIdiom: "pad", systemVersion: "26.0", hasRoundedCorners: false))
    let plain = try SceneRunner.run(
      try SceneParser.parse(mail(device: "", touches: "  - tap: [100, 300]"), file: "s.yaml"),
      title: "t")
    #expect(plain.device == nil)
    #expect(!String(decoding: try plain.jsonData(), as: UTF8.self).contains("\"device\""))
  }

  /// Bad `device:` values: located, with the range or the choices.
  @Test func badValuesAreLocated() {
    #expect(
      parseErrors("device: {systemVersion: 27}\nwindow: {}")
        == "1:25: 'systemVersion' must be at most 26, found 27")
    #expect(
      parseErrors("device: {systemVersion: 11}\nwindow: {}")
        == "1:25: 'systemVersion' must be at least 12, found 11")
    #expect(parseErrors("device: {userInterfaceIdiom: phon}\nwindow: {}").contains("phone"))
    #expect(parseErrors("device: {ios: 26}\nwindow: {}").hasPrefix("1:10: "))
  }

  /// UIWindowScene is iOS 13+ (Apple): a scene-based app on iOS 12 is refused; the content pop
  /// key before iOS 26 too.
  @Test func whatAnOlderIOSDoesNotHave() {
    #expect(
      parseErrors("device: {systemVersion: 12}\napplication: {sceneBased: true}\nwindow: {}")
        .contains("'sceneBased' needs iOS 13 or later"))
    #expect(
      parseErrors("application: {sceneBased: true}\nwindow: {}") == "parsed")
    let early = mail(device: "", touches: "  - tap: [1, 1]").replacingOccurrences(
      of: "    class: UINavigationController\n",
      with: "    class: UINavigationController\n"
        + "    interactiveContentPopGestureRecognizer: {isEnabled: false}\n")
    #expect(parseErrors(early).contains("'interactiveContentPopGestureRecognizer' is iOS 26's"))
  }
}
