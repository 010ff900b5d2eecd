import TouchTraceTrace

/// The keys of the value controls, the lists and the stack view (the UIKitClasses article).
extension ViewKeys {
  static let valueKeys: [ViewKey] = [
    ViewKey(
      "value", .number(.any), on: [.slider, .stepper], default: .value(.number(0)),
      "within minimumValue…maximumValue.", source: "Apple, UISlider.value, UIStepper.value",
      .each([
        .property(\UISlider.value, trace: \.value), .property(\UIStepper.value, trace: \.value),
      ])),
    ViewKey(
      "minimumValue", .number(.any), on: [.slider, .stepper], default: .value(.number(0)),
      "the low end of the value's range.",
      source: "Apple, UISlider.minimumValue, UIStepper.minimumValue",
      .each([
        .property(\UISlider.minimumValue, trace: \.minimumValue),
        .property(\UIStepper.minimumValue, trace: \.minimumValue),
      ])),
    ViewKey(
      "maximumValue", .number(.any), on: [.slider, .stepper],
      default: .perClass([.slider: .number(1), .stepper: .number(100)]),
      "the high end of the value's range.",
      source: "Apple, UISlider.maximumValue, UIStepper.maximumValue",
      .each([
        .property(\UISlider.maximumValue, trace: \.maximumValue),
        .property(\UIStepper.maximumValue, trace: \.maximumValue),
      ])),
    ViewKey(
      "stepValue", .number(.positive), on: [.stepper], default: .value(.number(1)),
      "how much a tap on a half changes the value.", source: "Apple, UIStepper.stepValue",
      .property(\UIStepper.stepValue, trace: \.stepValue)),
    ViewKey(
      "autorepeat", .bool, on: [.stepper], default: .value(.bool(true)),
      "holding a half keeps stepping.", source: "Apple, UIStepper.autorepeat",
      .untraced(\UIStepper.autorepeat)),
    ViewKey(
      "isContinuous", .bool, on: [.slider, .stepper], default: .value(.bool(true)),
      "false sends one valueChanged when the touch ends (the value still follows the finger).",
      source: "Apple, UISlider.isContinuous, UIStepper.isContinuous",
      // Recorded only when not UIKit's default, so older traces stay as they were.
      .each([
        .property(\UISlider.isContinuous, trace: \.isContinuous, recorded: .unless(true)),
        .property(\UIStepper.isContinuous, trace: \.isContinuous, recorded: .unless(true)),
      ])),
    ViewKey(
      "wraps", .bool, on: [.stepper], default: .value(.bool(false)),
      "stepping past maximumValue goes to minimumValue, and below minimumValue to maximumValue.",
      source: "Apple, UIStepper.wraps",
      .property(\UIStepper.wraps, trace: \.wraps, recorded: .unless(false))),
    ViewKey(
      "segments", .texts, on: [.segmentedControl], default: .value(.texts([])),
      "the segments' titles, left to right.",
      source: "Apple, UISegmentedControl.insertSegment(withTitle:at:animated:)",
      .property(\UISegmentedControl.segments, trace: \.segments)),
    ViewKey(
      "selectedSegmentIndex",
      .index(minimum: -1, countOf: "segments", noun: "segment", note: " (-1: none)"),
      on: [.segmentedControl], default: .value(.integer(-1)), "the selected segment; -1: none.",
      source: "Apple, UISegmentedControl.selectedSegmentIndex",
      .property(\UISegmentedControl.selectedSegmentIndex, trace: \.selectedSegmentIndex)),
    ViewKey(
      "isMomentary", .bool, on: [.segmentedControl], default: .value(.bool(false)),
      "no segment stays selected; every tap sends valueChanged.",
      source: "Apple, UISegmentedControl.isMomentary",
      .property(\UISegmentedControl.isMomentary, trace: \.isMomentary, recorded: .unless(false))),
    ViewKey(
      "numberOfPages", .integer(minimum: 0), on: [.pageControl], default: .value(.integer(0)),
      "how many dots.", source: "Apple, UIPageControl.numberOfPages",
      .property(\UIPageControl.numberOfPages, trace: \.numberOfPages)),
    ViewKey(
      "currentPage", .index(minimum: 0, countOf: "numberOfPages", noun: "page", note: ""),
      on: [.pageControl], default: .value(.integer(0)), "the current dot.",
      source: "Apple, UIPageControl.currentPage",
      .property(\UIPageControl.currentPage, trace: \.currentPage)),
  ]

  static let progressKeys: [ViewKey] = [
    ViewKey(
      "progress", .number(.unit), on: [.progressView], default: .value(.number(0)),
      "how far the task has gone, 0…1 (UIKit pins other values; a scene may not give them).",
      source: "Apple, UIProgressView.progress",
      .property(\UIProgressView.progress, trace: \.progress))
  ]

  static let listKeys: [ViewKey] = [
    ViewKey(
      "indexPath", .indexPath, on: ViewClass.cells,
      default: .described("[0, its index among the cells]"),
      "[section, row or item].",
      source: "Apple, UITableView.indexPath(for:)",
      .property(\UICell.indexPath, trace: \.indexPath)),
    ViewKey(
      "delegate", .reference,
      on: [.tableView, .collectionView, .textField, .pickerView, .searchBar],
      "the id of the responder that is its delegate (didSelectRowAt, textFieldShouldReturn…).",
      source: "Apple, UITableViewDelegate.tableView(_:didSelectRowAt:), UITextField.delegate, "
        + "UIPickerView.delegate, UISearchBar.delegate"),
    ViewKey(
      "allowsSelection", .bool, on: [.tableView, .collectionView], default: .value(.bool(true)),
      "false: a touch on a cell neither highlights nor selects it.",
      source: "Apple, UITableView.allowsSelection, UICollectionView.allowsSelection",
      .property(
        \UICellContainerView.allowsSelection, trace: \.allowsSelection, recorded: .unless(true))),
    ViewKey(
      "rowHeight", .number(.nonNegative), on: [.tableView], default: .value(.number(44)),
      "the height of rows whose cell gives no size (the constant `tableRowHeight`).",
      source: "Apple, UITableView.rowHeight"),
    ViewKey(
      "trailingSwipeActionsConfigurationForRowAt",
      .custom(schema: ##""$ref": "#/$defs/swipeActionsConfiguration""##), on: [.tableView],
      "the actions a swipe to the left on a row reveals.",
      source: "Apple, tableView(_:trailingSwipeActionsConfigurationForRowAt:)"),
    ViewKey(
      "canEditRowAt",
      .custom(schema: ##""anyOf": [{"type": "boolean"}, {"$ref": "#/$defs/indexPaths"}]"##),
      on: [.tableView], default: .value(.bool(false)),
      "its data source commits .delete (tableView(_:commit:forRowAt:)) for every row, or those "
        + "listed: a swipe reveals Delete. Needs 'delegate'.",
      source: "Apple, tableView(_:canEditRowAt:)"),
  ]

  static let stackKeys: [ViewKey] = [
    ViewKey(
      "axis", .choice(["horizontal", "vertical"]), on: [.stackView],
      default: .value(.choice("horizontal")), "the direction it lays its subviews out in.",
      source: "Apple, UIStackView.axis",
      .choice(\UIStackView.axis, trace: \.axis) { .init(rawValue: $0) }),
    ViewKey(
      "spacing", .number(.any), on: [.stackView], default: .value(.number(0)),
      "points between neighbours.", source: "Apple, UIStackView.spacing",
      .property(\UIStackView.spacing, trace: \.spacing)),
    ViewKey(
      "distribution", .choice(["fill", "fillEqually", "equalSpacing"]), on: [.stackView],
      default: .value(.choice("fill")), "how the subviews share the axis.",
      source: "Apple, UIStackView.distribution",
      .choice(\UIStackView.distribution, trace: \.distribution) { .init(rawValue: $0) }),
    ViewKey(
      "alignment", .choice(["fill", "leading", "top", "center", "trailing", "bottom"]),
      on: [.stackView], default: .value(.choice("fill")),
      "where the subviews sit across the axis.",
      // UIStackView.Alignment: `top` is `leading` and `bottom` is `trailing`, as in UIKit.
      source: "Apple, UIStackView.Alignment",
      .choice(\UIStackView.alignment, trace: \.alignment) {
        switch $0 {
        case "top": .leading
        case "bottom": .trailing
        default: .init(rawValue: $0)
        }
      }),
  ]
}
