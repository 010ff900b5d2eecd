import Foundation

/// UIKit's `UIPickerView`: a plain view (Apple: "class UIPickerView : UIView"; not a control, so it
/// sends no `valueChanged`) that shows one spinning wheel per component. Each wheel is a
/// `UIPickerTableView` UIKit makes (`PICKER.component0`…, side by side, as tall as the picker):
/// a vertical scroll view whose pan turns the wheel. When a drag ends, the wheel settles on the
/// row nearest the selection band, its middle, and the delegate hears
/// `pickerView(_:didSelectRow:inComponent:)` (Apple, UIPickerViewDelegate: "Called by the picker
/// view when the user selects a row in a component"); a wheel that settles back on the row it had
/// tells nobody. How the wheel coasts is not modelled (see "Where Apple is silent").
open class UIPickerView: UIView {
  /// The rows' titles, one list per component, left to right: what the data source's
  /// `numberOfComponents(in:)` / `pickerView(_:numberOfRowsInComponent:)` and the delegate's
  /// `pickerView(_:titleForRow:forComponent:)` answer.
  public var components: [[String]] = [] {
    didSet { makeWheels() }
  }
  /// Each component's selected row (Apple, `selectedRow(inComponent:)`: 0 until one is chosen).
  public private(set) var selectedRows: [Int] = []
  /// The responder that gets `pickerView(_:didSelectRow:inComponent:)`, logged under its id.
  public weak var delegate: UIResponder?
  /// The wheels, one per component.
  public private(set) var tableViews: [UIPickerTableView] = []

  open override var className: String { "UIPickerView" }

  /// The first component's titles: a scene's one-wheel picker (`titleForRow`); no titles, no
  /// wheel (as a data source answering 0 components).
  public var titleForRow: [String] {
    get { components.first ?? [] }
    set { components = newValue.isEmpty ? [] : [newValue] }
  }

  /// The first component's selected row (`selectedRow`).
  public var selectedRow: Int {
    get { selectedRow(inComponent: 0) }
    set { selectRow(newValue, inComponent: 0) }
  }

  public func selectedRow(inComponent component: Int) -> Int {
    selectedRows.indices.contains(component) ? selectedRows[component] : 0
  }

  /// Apple, selectRow(_:inComponent:animated:): turns the wheel to `row` without telling the
  /// delegate (the app's code chose it, not the user). Out of range: nothing changes.
  public func selectRow(_ row: Int, inComponent component: Int) {
    guard components.indices.contains(component), components[component].indices.contains(row)
    else { return }
    selectedRows[component] = row
    tableViews[component].contentOffset = CGPoint(x: 0, y: Double(row) * rowHeight)
  }

  /// The height of every row (the constant `pickerRowHeight`).
  public var rowHeight: Double { constants.pickerRowHeight }

  public override var bounds: CGRect {
    didSet { layOutWheels() }
  }

  private func makeWheels() {
    for old in tableViews { old.removeFromSuperview() }
    tableViews = components.indices.map { UIPickerTableView(id: "\(id).component\($0)", $0) }
    selectedRows = components.map { _ in 0 }
    for table in tableViews { addSubview(table) }
    layOutWheels()
  }

  /// Wheels of equal width side by side, each as tall as the picker; a wheel's content puts row
  /// `r` in the band's middle when its offset is `r` rows down.
  private func layOutWheels() {
    guard !tableViews.isEmpty else { return }
    let width = bounds.width / Double(tableViews.count)
    for (component, table) in tableViews.enumerated() {
      let offset = table.contentOffset
      table.frame = CGRect(
        x: Double(component) * width, y: 0, width: width, height: bounds.height)
      table.contentOffset = offset
      let rows = components[component].count
      table.contentSize = CGSize(
        width: width, height: Double(max(rows - 1, 0)) * rowHeight + bounds.height)
    }
  }

  /// The row nearest the band when a wheel rests at `offset`.
  func row(atOffset offset: Double, inComponent component: Int) -> Int {
    let last = max(components[component].count - 1, 0)
    guard rowHeight > 0 else { return 0 }
    return min(max(Int(saturating: (offset / rowHeight).rounded()), 0), last)
  }

  /// A wheel came to rest on `row`: a new row is selected and the delegate told.
  func wheel(_ component: Int, settledOn row: Int, with event: UIEvent?) {
    guard selectedRows.indices.contains(component), selectedRows[component] != row else { return }
    selectedRows[component] = row
    event?.recorder.valueChange(self, "selectedRow", Double(row))
    didSelectRow(row, inComponent: component, with: event)
  }

  /// `pickerView(_:didSelectRow:inComponent:)`, logged `DELEGATE didSelectRow:inComponent: [row,
  /// component]`. A date picker's own picker answers it itself.
  open func didSelectRow(_ row: Int, inComponent component: Int, with event: UIEvent?) {
    event?.recorder.select(
      self, indexPath: [row, component], delegate: delegate?.id,
      method: "didSelectRow:inComponent:")
  }
}

/// One wheel of a picker view, UIKit's private `UIPickerTableView` (a UITableView subclass in
/// UIKit, a scroll view here: its rows are drawn, not views). Its pan turns the wheel; on lift it
/// settles on the nearest row at once (`settledOffset`). A tap on a row above or below the band
/// turns the wheel to it and selects it; a tap on the band's row selects nothing (device report:
/// a tap on the row already in the band sends no `didSelectRow`, github.com/xmartlabs/Eureka
/// issue 1354).
public final class UIPickerTableView: UIScrollView {
  public let component: Int

  init(id: String, _ component: Int) {
    self.component = component
    super.init(id: id)
    isGenerated = true
    logs = false
  }

  public override var className: String { "UIPickerTableView" }
  var picker: UIPickerView? { superview as? UIPickerView }

  override func settledOffset(releasedAt offset: CGPoint, movingAt velocity: CGPoint) -> CGPoint? {
    guard let picker else { return nil }
    let row = picker.row(atOffset: offset.y, inComponent: component)
    return CGPoint(x: offset.x, y: Double(row) * picker.rowHeight)
  }

  override func didSettle(with event: UIEvent?) {
    guard let picker else { return }
    picker.wheel(
      component, settledOn: picker.row(atOffset: contentOffset.y, inComponent: component),
      with: event)
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let touch = touches.first(where: { $0.view === self }), let picker {
      // The band's middle is the view's middle; a row is `rowHeight` above or below per step.
      let point = touch.location(in: self)
      let steps = ((point.y - bounds.midY) / picker.rowHeight).rounded()
      let row = picker.row(
        atOffset: contentOffset.y + steps * picker.rowHeight, inComponent: component)
      let target = CGPoint(x: contentOffset.x, y: Double(row) * picker.rowHeight)
      if target != contentOffset {
        contentOffset = target
        event?.recorder.scroll(self)
        picker.wheel(component, settledOn: row, with: event)
      }
    }
    super.touchesEnded(touches, with: event)
  }
}
