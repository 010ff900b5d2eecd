import Foundation
import Testing

@testable import TouchTraceEngine

/// UINavigationController's bar button views, made from the top controller's navigationItem.
@Suite struct BarButtonItemTests {
  /// Only the top controller's items are in the bar (Apple, UINavigationController: the bar shows
  /// the navigation item of the top view controller), the right ones from the right edge.
  @Test func theTopControllersItemsAreInTheBar() throws {
    let first = UIViewController(id: "first")
    first.navigationItem.rightBarButtonItems = [UIBarButtonItem(id: "hidden", title: "Hidden")]
    let top = UIViewController(id: "top")
    top.title = "Top"
    let target = UIResponder(id: "target")
    top.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(id: "done", title: "Done", target: target, action: "done")
    ]
    let nav = UINavigationController(id: "nav", viewControllers: [first, top])
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = nav
    // The top is pushed, so the bar also shows a back button (UIBackButtonView) at the left.
    #expect(nav.bar.subviews.map(\.id) == ["nav.backButton", "done"])
    let done = try #require(nav.bar.subviews.last as? UIBarButtonView)
    #expect(done.frame == CGRect(x: 315, y: 0, width: 44, height: 44))
    #expect(done.targetActions.map(\.action) == ["done"])
    #expect(nav.navigationBar.title == "Top")
  }

  /// Apple's Human Interface Guidelines: at least 44 × 44 pt to hit; a 17 pt wide button takes
  /// touches 13.5 pt beyond either side, and no farther.
  @Test func aNarrowButtonIsHitAcross44Points() {
    let button = UIBarButtonView(item: UIBarButtonItem(id: "i", title: "I"))
    button.frame = CGRect(x: 100, y: 0, width: 17, height: 44)
    #expect(button.point(inside: CGPoint(x: -13, y: 22), with: nil))
    #expect(button.point(inside: CGPoint(x: 30, y: 22), with: nil))
    #expect(!button.point(inside: CGPoint(x: -14, y: 22), with: nil))
    #expect(!button.point(inside: CGPoint(x: 31, y: 22), with: nil))
  }
}
