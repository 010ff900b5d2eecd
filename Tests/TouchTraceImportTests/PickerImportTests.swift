import Testing
import TouchTraceImport
import TouchTraceScene
import TouchTraceTrace

/// Issue 33: a dump's pickers and search bars import as the classes the engine models, without
/// UIKit's insides, which the engine makes itself.
@Suite struct PickerImportTests {
  /// A dump in the shape an iOS 14 LLDB `recursiveDescription` prints (written for this test):
  /// a picker's column and wheel, and a date picker's `_UIDatePickerView`.
  let pickers = """
    <UIView: 0x7fa1; frame = (0 0; 375 667); layer = <CALayer: 0x6001>>
       | <UIPickerView: 0x7fa2; frame = (0 100; 375 216); layer = <CALayer: 0x6002>>
       |    | <UIPickerColumnView: 0x7fa3; frame = (0 0; 375 216); layer = <CALayer: 0x6003>>
       |    |    | <UIPickerTableView: 0x7fa4; frame = (0 0; 375 216); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6004>; layer = <CALayer: 0x6005>; contentOffset: {0, 0}; contentSize: {375, 400}>
       | <UIDatePicker: 0x7fa5; frame = (0 400; 375 216); layer = <CALayer: 0x6006>>
       |    | <_UIDatePickerView: 0x7fa6; frame = (0 0; 375 216); layer = <CALayer: 0x6007>>
    """

  /// The pickers are written as UIPickerView and UIDatePicker with no printed insides.
  @Test func pickersImportWithoutUIKitsInsides() throws {
    let scene = try imported(pickers)
    #expect(scene.yaml.contains("class: UIPickerView\n"))
    #expect(scene.yaml.contains("class: UIDatePicker\n"))
    for inside in ["UIPickerColumnView", "UIPickerTableView", "_UIDatePickerView"] {
      #expect(!scene.yaml.contains("class: \(inside)"), "\(inside)")
    }
    // A dump prints no titles: a picker without rows has no wheel, so the picker takes the tap.
    #expect(try hitViews(pickers, taps: [(100, 200)]) == ["pickerView"])
  }

  /// The published iOS 8 search bar (lyroger, Tests/Fixtures/Dumps/SOURCES.md): a UISearchBar
  /// whose printed Cancel button (`UINavigationButton`) says `showsCancelButton: true`; its
  /// printed `UISearchBarTextField` is left to the engine, whose field a tap reaches.
  @Test func aPublishedSearchBarShowsItsCancelButton() throws {
    let name = "lyroger-search-results-table-ios8.txt"
    let scene = try imported(Dumps.text(name), file: name)
    #expect(scene.yaml.contains("class: UISearchBar\n"))
    #expect(scene.yaml.contains("showsCancelButton: true"))
    #expect(!scene.yaml.contains("UISearchBarTextField"))
  }
}
