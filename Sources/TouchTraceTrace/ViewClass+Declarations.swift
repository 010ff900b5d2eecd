extension ViewClass {
  /// Each class's declaration: its superclass, glyph, behaviour and source. The behaviour and
  /// source are the UIKitClasses article's table (a test keeps the article equal to them).
  public var declaration: Declaration {
    switch self {
    case .view:
      Declaration(superclass: nil, glyph: .box)
    case .control:
      Declaration(superclass: .view, glyph: .button)
    case .button:
      Declaration(superclass: .control, glyph: .button)
    case .switch:
      Declaration(
        superclass: .control, glyph: .switchKnob,
        behaviour:
          "51×31 whatever the frame. A tap flips it; a pan along it further than 10 pt (`switchPanDistance`) sets it by the side the finger ends on. It changes when the touch ends: `valueChange` in the trace, then `valueChanged`, before `touchUpInside`.",
        source:
          "Apple, UISwitch (\"enforces a size appropriate for the control\"; \"a valueChanged event is generated\")"
      )
    case .slider:
      Declaration(
        superclass: .control, glyph: .slider,
        behaviour:
          "the thumb (28 pt, `sliderThumbSize`) sits at the value's fraction of the track. Only the thumb tracks, grabbed within 8 pt around it (`sliderThumbTouchExpansion`: Apple's 44 pt minimum hit target); dragging it sends `valueChanged` at every move; with `isContinuous: false` the thumb still follows (`valueChange` in the trace) and one `valueChanged` comes on release, before `touchUpInside`, if the value changed. A touch on the track elsewhere does not move it: the slider declines to track it and sends nothing.",
        source: "Apple, UISlider, `isContinuous`; Human Interface Guidelines (hit targets)")
    case .segmentedControl:
      Declaration(
        superclass: .control, glyph: .segments,
        behaviour:
          "equal-width segments; a touch that ends inside on another segment selects it (`valueChanged`). `isMomentary`: the touched segment is selected while the actions run, then the index goes back to -1 so none shows selected; every tap sends `valueChanged`, the same segment again too.",
        source: "Apple, UISegmentedControl, `isMomentary`")
    case .stepper:
      Declaration(
        superclass: .control, glyph: .stepper,
        behaviour:
          "the left half is minus, the right plus. A touch down steps at once; held, it steps again after 0.5 s (`stepperAutorepeatDelay`) and every 0.1 s (`stepperAutorepeatInterval`) until the finger lifts or leaves; the value stays in range, or with `wraps` goes past the maximum to the minimum (and back). `isContinuous: false`: one `valueChanged` when the touch ends or is cancelled.",
        source: "Apple, UIStepper (autorepeat, isContinuous, wraps); timings commonly measured")
    case .pageControl:
      Declaration(
        superclass: .control, glyph: .pageDots,
        behaviour:
          "dots 16 pt apart (`pageControlDotSpacing`), centred; a tap right of the current dot moves one page on, left of it one back (`valueChanged`).",
        source: "Apple, UIPageControl (\"taps … to move to the next or previous page\")")
    case .textField:
      Declaration(
        superclass: .control, glyph: .textField,
        behaviour:
          "a tap that ends inside an enabled field makes it first responder (`becomeFirstResponder`, then `editingDidBegin`); the old first responder resigns (`resignFirstResponder`; a field sends `editingDidEnd`). Tapping elsewhere resigns nothing.",
        source: "Apple, UITextField; UIResponder")
    case .label:
      Declaration(superclass: .view, glyph: .label)
    case .imageView:
      Declaration(superclass: .view, glyph: .picture)
    case .progressView:
      Declaration(
        superclass: .view, glyph: .progressBar,
        behaviour:
          "shows how far a task has gone and takes no part in touches of its own: it is not a "
          + "control, so a touch on it is hit-tested as on any view and goes up the responder "
          + "chain. The diagram draws its track filled to `progress`.",
        source: "Apple, UIProgressView (\"a UIView subclass\"), UIProgressView.progress")
    case .scrollView:
      Declaration(superclass: .view, glyph: .box)
    case .tableView:
      Declaration(
        superclass: .scrollView, glyph: .box,
        behaviour:
          "cells without a frame: rows 44 pt tall (`tableRowHeight`, or the cell's `size`) one under another; items 50×50, 10 pt apart, in wrapping lines (UICollectionViewFlowLayout's documented defaults). `contentSize` follows unless given. The cell under a finger is highlighted (`highlight` on the cell) when the view's `touchesBegan` runs — after the 0.15 s content-touch delay, or at touch-up for a quick tap — and a touch that ends without being cancelled selects it: `select` in the trace and `<delegate> didSelectRowAt [section, row]` (`didSelectItemAt`) after the touch ends. A control in a cell keeps its touches (selects nothing); a scroll cancels them. A table's `alwaysBounceVertical` is true: rows that fit still let a vertical drag scroll (and spring back), so such a drag selects no row.",
        source:
          "Apple, UITableView / UICollectionViewFlowLayout; tableView(_:didSelectRowAt:); the bounce: a stock table is saved by Interface Builder with `alwaysBounceVertical=\"YES\"` (github.com/fightingwalrus/iGCS pull 159) *(device reports)*"
      )
    case .collectionView:
      Declaration(
        superclass: .scrollView, glyph: .box,
        behaviour:
          "cells without a frame: rows 44 pt tall (`tableRowHeight`, or the cell's `size`) one under another; items 50×50, 10 pt apart, in wrapping lines (UICollectionViewFlowLayout's documented defaults). `contentSize` follows unless given. The cell under a finger is highlighted (`highlight` on the cell) when the view's `touchesBegan` runs — after the 0.15 s content-touch delay, or at touch-up for a quick tap — and a touch that ends without being cancelled selects it: `select` in the trace and `<delegate> didSelectRowAt [section, row]` (`didSelectItemAt`) after the touch ends. A control in a cell keeps its touches (selects nothing); a scroll cancels them. A table's `alwaysBounceVertical` is true: rows that fit still let a vertical drag scroll (and spring back), so such a drag selects no row.",
        source:
          "Apple, UITableView / UICollectionViewFlowLayout; tableView(_:didSelectRowAt:); the bounce: a stock table is saved by Interface Builder with `alwaysBounceVertical=\"YES\"` (github.com/fightingwalrus/iGCS pull 159) *(device reports)*"
      )
    case .textView:
      Declaration(
        superclass: .scrollView, glyph: .textView,
        behaviour:
          "a scroll view that becomes first responder when a tap on it ends (a scroll cancels the touch instead).",
        source: "Apple, UITextView")
    case .tableViewCell:
      Declaration(
        superclass: .view, glyph: .tableCell,
        behaviour:
          "UIKit's `contentView` (id `CELL.contentView`) fills the cell and holds its `subviews`. Only in a table (collection) view's `subviews`.",
        source: "Apple, UITableViewCell.contentView")
    case .collectionViewCell:
      Declaration(
        superclass: .view, glyph: .collectionCell,
        behaviour:
          "UIKit's `contentView` (id `CELL.contentView`) fills the cell and holds its `subviews`. Only in a table (collection) view's `subviews`.",
        source: "Apple, UITableViewCell.contentView")
    case .stackView:
      Declaration(
        superclass: .view, glyph: .stackOutline,
        behaviour:
          "draws nothing, hit-tests like any view; places subviews whose frame is left out. Along the axis each keeps its own size — the scene's `size`, else its class's: switch 51×31, stepper 94×32, slider 31 pt, segmented control 32 pt, text field 34 pt tall, none for the others; `fill` gives the rest to the first view without a size (else the last); `fillEqually` makes them equal; `equalSpacing` spreads the gaps (never below `spacing`). Across, `fill` stretches; the others keep the own size (or fill when there is none). A hidden subview takes no space and no spacing (it collapses to zero length where it stands); hiding or showing one (a `set` step too) lays the stack out again, the change event carrying the siblings' new frames.",
        source:
          "Apple, UIStackView (\"a nonrendering subclass\"; it \"automatically updates its layout … whenever one of the arranged subviews's isHidden property changes\"); the collapse: the device's `'UISV-hiding' … (0)` constraint print (stackoverflow.com/questions/32428210)"
      )
    case .visualEffectView:
      Declaration(
        superclass: .view, glyph: .material,
        behaviour: "its `subviews` go in UIKit's `contentView` (id `EFFECT.contentView`).",
        source: "Apple, UIVisualEffectView")
    case .pickerView:
      Declaration(
        superclass: .view, glyph: .wheels,
        behaviour:
          "not a control: one wheel per component, a `UIPickerTableView` UIKit makes (`PICKER.component0`), rows 44 pt tall (`pickerRowHeight`) with the selected row in the middle band. A drag turns the wheel (its scroll view's pan); on lift it settles on the row nearest the band (its momentum is not modelled) and, if that row is new, the `delegate` gets `didSelectRow:inComponent: [row, component]`. A tap on a row above or below the band turns the wheel to it and selects it; a tap on the band's row selects nothing. A button or other view over the picker keeps its touches.",
        source:
          "Apple, UIPickerView (\"class UIPickerView : UIView\"), UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:); the height: a published NSLog (\"pinned to 216.0\"), HIG (\"roughly the height of five rows\"); a tap on the band's row: device report (xmartlabs/Eureka issue 1354)"
      )
    case .datePicker:
      Declaration(
        superclass: .control, glyph: .datePicker,
        behaviour:
          "a control for a `date` (`YYYY-MM-DD`). `wheels`: UIKit's `_UIDatePickerView` (`DATE.pickerView`), a picker of three wheels (month, day, year) that settle as a picker view's do; when one settles on a new row the date changes (`valueChange` `date` as YYYYMMDD) and it sends `valueChanged`; a day the month lacks rolls back to its last day. `inline`: a month's calendar (a 44 pt header, six weeks of seven days); a tap that ends on another day of the month chooses it (`valueChanged`). `compact` (what `automatic` is): a tap that ends inside sends `editingDidBegin` (the calendar's overlay is not modelled).",
        source:
          "Apple, UIDatePicker (\"sends a valueChanged event when the user finishes rotating one of the wheels\"), UIDatePickerStyle (automatic, compact, inline, wheels)"
      )
    case .searchBar:
      Declaration(
        superclass: .view, glyph: .box,
        behaviour:
          "not a control: it holds UIKit's `UISearchTextField` (`BAR.searchTextField`, 8 pt inside its edges, 36 pt tall), a text field: a tap on it makes it first responder (`editingDidBegin`) and the `delegate` gets `searchBarTextDidBeginEditing BAR`. With `showsCancelButton`, a Cancel button (`BAR.cancelButton`, 60 pt wide, `searchBarCancelButtonWidth`) at its trailing end: a tap on it gets the delegate's `searchBarCancelButtonClicked BAR`, and nothing else (the delegate dismisses the search itself: its `navigation`). The diagram draws the field rounded and grey with a magnifier.",
        source:
          "Apple, UISearchBar (\"class UISearchBar : UIView\"), searchTextField, showsCancelButton; UISearchBarDelegate.searchBarTextDidBeginEditing(_:), searchBarCancelButtonClicked(_:)"
      )
    case .refreshControl:
      Declaration(
        superclass: .control, glyph: .spinner,
        behaviour:
          "a subview of a scroll view (its `refreshControl`), placed `refreshControlHeight` "
          + "above the content. A drag that pulls the content down `refreshControlSnappingHeight` "
          + "past its top makes it refresh (`isRefreshing`) and send `valueChanged`, while the "
          + "pan goes on scrolling; `endRefreshingAfter` seconds later the app's "
          + "`endRefreshing()` ends it.",
        source:
          "Apple, UIRefreshControl; UIKitCore's `_snappingHeight` and `_refreshControlHeight` "
          + "(TouchConstants)")
    }
  }
}
