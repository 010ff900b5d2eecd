import Foundation
import Testing

@testable import TouchTraceScene

/// The errors a scene's text gives, one `line:column: message` a line; "parsed" when none.
func parseErrors(_ text: String) -> String {
  do {
    _ = try SceneParser.parse(text, file: "s.yaml")
    return "parsed"
  } catch let e as SceneErrors {
    return e.errors.map { "\($0.location.map(\.description) ?? "-"): \($0.message)" }
      .joined(separator: "\n")
  } catch {
    return "\(error)"
  }
}

/// Bad input for the everyday classes: each error with its line and column.
@Suite struct ClassKeyErrorsTests {
  func error(_ text: String) -> String { parseErrors(text) }

  @Test func keysAClassDoesNotHave() {
    #expect(
      error("window: {subviews: [{id: b, class: UIButton, frame: [0, 0, 1, 1], value: 3}]}")
        == "1:67: 'value' is only for a UISlider or UIStepper; view 'b' is a UIButton")
    #expect(
      error("window: {subviews: [{id: v, frame: [0, 0, 1, 1], indexPath: [0, 1]}]}")
        == "1:50: 'indexPath' is only for a UITableViewCell or UICollectionViewCell; view 'v' is a UIView"
    )
    #expect(
      error(
        "window: {subviews: [{id: v, class: Shiny, baseClass: UILabel, frame: [0, 0, 1, 1], isOn: true}]}"
      )
        == "1:84: 'isOn' is only for a UISwitch; view 'v' is a Shiny (a UILabel)")
  }

  @Test func badBaseClasses() {
    #expect(
      error("window: {subviews: [{id: v, class: Shiny, baseClass: NSView, frame: [0, 0, 1, 1]}]}")
        .hasPrefix(
          "1:54: found the string \"NSView\" for 'baseClass'; did you mean 'UIView'? "
            + "(expected one of UIView, UIControl, UIButton"))
    #expect(
      error(
        "window: {subviews: [{id: v, class: UIButton, baseClass: UIView, frame: [0, 0, 1, 1]}]}")
        == "1:46: 'baseClass' is only for the app's own class (a 'class' UIKit does not have)")
    #expect(
      error("window: {subviews: [{id: v, class: UIButon, frame: [0, 0, 1, 1]}]}")
        == "1:36: 'UIButon' is not a class TouchTrace knows; did you mean 'UIButton'? (For the app's own class, give its 'baseClass'.)"
    )
  }

  @Test func cellsOutsideATable() {
    #expect(
      error("window: {subviews: [{id: c, class: UITableViewCell, frame: [0, 0, 1, 1]}]}")
        == "1:21: view 'c' is a UITableViewCell: it goes in the 'subviews' of a UITableView, not of a window or controller"
    )
    #expect(
      error(
        "window: {subviews: [{id: t, class: UITableView, frame: [0, 0, 1, 1], subviews: [{id: c, class: UICollectionViewCell}]}]}"
      )
        == "1:81: view 'c' is a UICollectionViewCell: it goes in the 'subviews' of a UICollectionView, not of a UITableView"
    )
  }

  @Test func valuesOutOfRange() {
    #expect(
      error("window: {subviews: [{id: s, class: UISlider, frame: [0, 0, 1, 1], value: 2}]}")
        == "1:74: 'value' 2 is outside the range of view 's': 0…1 (minimumValue…maximumValue)")
    #expect(
      error(
        "window: {subviews: [{id: s, class: UISegmentedControl, frame: [0, 0, 1, 1], segments: [A], selectedSegmentIndex: 1}]}"
      )
        == "1:114: 'selectedSegmentIndex' 1 is out of range: view 's' has 1 segment (-1: none)")
    #expect(
      error(
        "window: {subviews: [{id: t, class: UITableView, frame: [0, 0, 1, 1], delegate: nobody}]}"
      )
      .contains("'delegate' names 'nobody', but no object has that id"))
  }
}
